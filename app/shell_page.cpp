// Cardavia — the table shell's part with the page: autosave and Continue, the question before a
// new match replaces an unfinished one, records in (load) and out (current_record, share), the
// page's address, the settings kept. See "The page's part" in table_shell.h.
//
// [SECTION] The page attached: slots and settings
// [SECTION] The address
// [SECTION] A match about to begin, and the question
// [SECTION] Records in: load
// [SECTION] Records out: the record, the share
// [SECTION] After each tick: the autosave and the settings kept
#include <algorithm>
#include <chrono>
#include <nlohmann/json.hpp>

#include "app/i18n.h"
#include "app/table/games.h"
#include "app/table/words.h"
#include "app/table_shell.h"
#include "core/build_info.h"
#include "core/link_codec.h"
#include "session/match_replay.h"

namespace cardavia::app {

using session::MatchSession;

session::MatchConfig TableShell::session_options() const {
  session::MatchConfig m;
  m.clock = [] {
    return std::chrono::duration_cast<std::chrono::microseconds>(
               std::chrono::steady_clock::now().time_since_epoch())
        .count();
  };
  return m;
}

void TableShell::note(const std::string& text, PageServices::Note kind) const {
  if (page_) page_->note(text, kind);
}

// [SECTION] The page attached: slots and settings ------------------------------------------------

void TableShell::attach_page(PageServices* page) {
  page_ = page;
  if (page_ == nullptr) return;
  const std::string stored = page_->stored_settings();
  if (!stored.empty()) {
    Result<table::Settings> read = table::settings_from_json(stored, settings_);
    if (read) {
      settings_ = read.value();
    } else {
      // Kept as it is (the next change rewrites only its own fields); the defaults apply.
      note(table::fill("page.note.bad_settings", {{"why", read.error()}}), PageServices::Note::Problem);
    }
  }
  kept_settings_ = settings_;
  read_slots();
}

void TableShell::set_visit_language(std::string code) {
  settings_.lang = code;
  kept_settings_.lang = std::move(code);  // shown, not kept: only a pick is written
}

void TableShell::read_slots() {
  saved_.clear();
  unsaved_games_.clear();
  if (page_ == nullptr) return;
  for (const table::GameEntry& g : table::table_games()) {
    if (!g.playable()) continue;
    const std::string text = page_->saved_match(g.id);
    if (text.empty()) continue;
    Result<MatchRecord> record = read_save(text);
    if (!record || record.value().match.game != g.id) {
      // A damaged or hand-edited slot, a newer build's: set aside, never written over, said once.
      // When it cannot be (an earlier one is aside already), this game is not saved this visit.
      const std::string why = record ? std::string("it is of another game") : record.error();
      const bool aside = page_->set_aside(g.id, text);
      if (aside) page_->clear_match(g.id);
      else unsaved_games_.emplace_back(g.id);
      note(table::fill(aside ? "page.note.autosave_aside" : "page.note.autosave_kept",
                       {{"game", tr(g.name_key)}, {"why", why}}),
           PageServices::Note::Problem);
      continue;
    }
    Result<std::unique_ptr<GameState>> state = replay_record(record.value());
    if (!state || state.value()->is_terminal()) continue;  // a finished match is not continued
    saved_[g.id] = Saved{std::move(record).value(),
                         static_cast<int>(state.value()->rounds().size()) + 1};
  }
}

const TableShell::Saved* TableShell::saved(std::string_view game) const {
  const auto it = saved_.find(game);
  return it == saved_.end() ? nullptr : &it->second;
}

// [SECTION] The address ---------------------------------------------------------------------------

void TableShell::open_address(const page::PageOptions& o) {
  // Step 0. Embedded: one game's table (match_game() is then always a game); each bad option is
  // an `error` message for the host too (the page warns in the console).
  embedded_ = o.embed;
  origin_refused_ = o.origin_refused;
  embed_bad_options(o);
  // Step 1. Settings for this visit: they win over the remembered ones, and are not kept (only a
  // change the person makes afterwards is).
  apply_visit_settings(page::visit_settings(o));

  // Step 2. The new-match choices.
  if (const std::optional<std::string> game = o.match_game()) new_match_.choose_game(*game);
  if (o.players) new_match_.players = *o.players;
  if (o.level) new_match_.level = ai::parse_level(*o.level).value_or(new_match_.level);

  // Step 3. What to open: a replay link, a deal link (or autostart), a game, the card sheet.
  if (o.route == page::Route::Replay) {
    Result<std::string> opened = load(o.replay, o.step.value_or(0));
    if (!opened) note(opened.error(), PageServices::Note::Problem);
    return;
  }
  if (o.starts_match()) {
    const table::GameEntry* game = table::find_table_game(new_match_.game);
    if (game != nullptr && game->playable()) {
      session::MatchConfig config = config_for(new_match_, fresh_seed());
      if (o.seed) config.seed = *o.seed;  // the deal's seed, not the sheet's next one
      offer(std::make_unique<MatchSession>(config));
      return;
    }
  }
  // A seed without a match to start: the new-match sheet's, typed in for the person.
  if (o.seed) new_match_.seed_text = std::to_string(*o.seed);
  if (o.route == page::Route::Cards) {
    open_route("#cards");
  } else if (o.route == page::Route::Game) {
    open_route("#" + o.route_game);
  } else if (o.game) {
    open_route("#" + *o.game);
  }
}

// [SECTION] A match about to begin, and the question ----------------------------------------------

bool TableShell::offer(std::unique_ptr<MatchSession> session) {
  if (!session || !session->ok()) return false;
  const table::GameEntry* game = table::find_table_game(session->config().game);
  if (game == nullptr || !game->playable()) return false;
  const Saved* s = saved(session->config().game);
  // Another unfinished match of this game is saved (not this very one, resumed): ask first.
  if (s != nullptr && !s->record.same_match(session->record())) {
    pending_ = std::move(session);
    setup_open_ = false;
    return true;
  }
  return open_match(std::move(session));
}

bool TableShell::resume_saved(const std::string& game) {
  const Saved* s = saved(game);
  if (s == nullptr) return false;
  pending_.reset();
  // The match at the table already is the saved one: nothing to do.
  if (session_ && session_->config().game == game && s->record.same_match(session_->record())) {
    setup_open_ = false;
    return true;
  }
  Result<std::unique_ptr<MatchSession>> made = MatchSession::from_record(s->record, session_options());
  if (!made) {
    note(table::fill("page.note.bad_autosave", {{"game", tr(table::find_table_game(game)->name_key)},
                                                {"why", made.error()}}),
         PageServices::Note::Problem);
    return false;
  }
  const std::string build = s->record.build;
  if (!open_match(std::move(made).value())) return false;
  // A save from another build replays its actions; its computers may now choose otherwise.
  if (!build.empty() && build != build_id()) note(tr("page.note.other_build"), PageServices::Note::Info);
  return true;
}

void TableShell::draw_question(const Fonts& fonts, const Screen& screen, const Palette& pal) {
  table::begin_screen_window("##question", screen.size);
  const ImVec2 d = screen.safe_size();
  const table::TableContext ctx = sheet_context(fonts, pal);
  const std::string game = pending_->config().game;
  const Saved* s = saved(game);
  const float w = std::min(d.x - 20, 460.0f);
  const float h = 230.0f;  // the title, four lines of words, the buttons
  const float top = std::max(44.0f, (d.y - h) * 0.4f);
  const Box sh = centred_in(screen.safe, w, top, top + h);
  table::sheet(ctx, sh);
  ctx.dl->AddText(fonts.display, 26.0f, ImVec2(sh.min.x + 18, sh.min.y + 16), pal.text,
                  tr("ask.title"));
  const std::string words = table::fill(
      "ask.text", {{"game", tr(table::find_table_game(game)->name_key)},
                   {"round", std::to_string(s ? s->round : 1)}});
  table::wrapped_text(ctx, fonts.body, ImVec2(sh.min.x + 18, sh.min.y + 62), sh.max.x - 18, words,
                      pal.text);
  const std::vector<Box> cells = table::split_row(
      Box{ImVec2(sh.min.x + 18, sh.max.y - 62), ImVec2(sh.max.x - 18, sh.max.y - 14)}, 2, 10);
  table::pill_button(ctx,
                     table::TargetSpec{"ask:continue", tr("ask.target.continue"),
                                       [this, game] {
                                         if (!resume_saved(game)) pending_.reset();
                                       }},
                     cells[0], tr("ask.continue"), true);
  table::pill_button(ctx,
                     table::TargetSpec{"ask:new", tr("ask.target.new"),
                                       [this] { open_match(std::move(pending_)); }},
                     cells[1], tr("ask.new"), true, true);
  ImGui::End();
  report_.screen = "ask";
}

// [SECTION] Records in: load ----------------------------------------------------------------------

Result<std::string> TableShell::load(std::string_view text, std::optional<std::size_t> step) {
  redraw_ = true;  // whatever it opened, or the screen as it was, is drawn next
  // Step 1. What the text is: a save's JSON, an address (a replay or a deal link), a payload.
  const std::size_t first = text.find_first_not_of(" \t\r\n");
  const std::size_t last = text.find_last_not_of(" \t\r\n");
  if (first == std::string_view::npos) return fail(tr("page.note.empty"));
  text = text.substr(first, last - first + 1);
  Result<MatchRecord> record = fail("");
  if (text.front() == '{') {
    record = read_save(text);
    if (!record) return fail(table::fill("page.note.bad_save", {{"why", record.error()}}));
  } else if (text.find_first_of("?#") != std::string_view::npos) {
    const std::size_t hash = text.find('#');
    const std::string_view before = text.substr(0, hash);
    const std::size_t question = before.find('?');
    const page::PageOptions o = page::parse_page_options(
        question == std::string_view::npos ? std::string_view() : before.substr(question),
        hash == std::string_view::npos ? std::string_view() : text.substr(hash),
        table::site_games());
    if (o.route == page::Route::Replay) {
      record = decode_link(o.replay);
      if (!step) step = o.step;
    } else if (o.game && o.seed) {
      // A deal link: that deal, from its start, as the page's own address would start it.
      table::NewMatch choices;
      choices.choose_game(*o.game);
      if (o.players) choices.players = *o.players;
      if (o.level) choices.level = ai::parse_level(*o.level).value_or(choices.level);
      const table::GameEntry* game = table::find_table_game(*o.game);
      if (!game->playable()) return fail(table::fill("page.note.no_table", {{"game", tr(game->name_key)}}));
      if (!offer(std::make_unique<MatchSession>(config_for(choices, *o.seed))))
        return fail(tr("page.note.not_a_link"));
      return std::string(pending_ ? "ask" : "play");
    } else {
      return fail(tr("page.note.not_a_link"));
    }
    if (!record) return fail(table::fill("page.note.bad_link", {{"why", record.error()}}));
  } else {
    record = decode_link(text);
    if (!record) return fail(table::fill("page.note.bad_link", {{"why", record.error()}}));
  }
  // Step 2. The record, checked: at the table or in the viewer.
  return open_record(record.value(), step);
}

Result<std::string> TableShell::open_record(const MatchRecord& record,
                                            std::optional<std::size_t> step) {
  const table::GameEntry* game = table::find_table_game(record.match.game);
  if (game == nullptr) return fail(table::fill("page.note.bad_save", {{"why", "unknown game"}}));
  if (!game->playable()) return fail(table::fill("page.note.no_table", {{"game", tr(game->name_key)}}));
  Result<session::ReplayScript> script = session::ReplayScript::of(record);
  if (!script) return fail(table::fill("page.note.bad_save", {{"why", script.error()}}));
  // An unfinished match, not written to be read open and not asked for at a step: resumed.
  if (!step && !script.value().over() && !record.view_open) {
    Result<std::unique_ptr<MatchSession>> made = MatchSession::from_record(record, session_options());
    if (!made) return fail(table::fill("page.note.bad_save", {{"why", made.error()}}));
    if (!offer(std::move(made).value())) return fail(tr("page.note.not_a_link"));
    return std::string(pending_ ? "ask" : "play");
  }
  report_.targets.clear();  // the last frame's targets belong to what the viewer covers
  intents_.clear();
  replay_ = std::make_unique<table::ReplayViewer>(std::move(script).value(), step.value_or(0),
                                                   *game, settings_);
  setup_open_ = false;
  view_ = ShellView::Start;
  return std::string("replay");
}

// [SECTION] Records out: the record, the share ----------------------------------------------------

std::string TableShell::current_record() const {
  if (replay_) return write_save(replay_->record());
  if (session_) return write_save(session_->record());
  return {};
}

std::optional<TableShell::Share> TableShell::share() const {
  Share out;
  const MatchRecord record = replay_ ? replay_->record() : session_ ? session_->record() : MatchRecord{};
  if (!replay_ && !session_) return std::nullopt;
  const table::GameEntry* game = table::find_table_game(record.match.game);
  out.title = table::fill("share.title", {{"game", tr(game->name_key)}});
  out.text = replay_ ? replay_->result_words() : table_->result_words();
  // During a match the deal link (the same deal, from its start); once over, or in the viewer,
  // or for a match of given decks (no seed makes it), the replay link.
  const MatchSetup& setup = record.match.setup;
  const bool deal = !replay_ && !session_->over() && setup.decks.empty() && !setup.dealer &&
                    !setup.start_totals && !setup.start_reset_used && !setup.start_lives;
  if (deal) {
    const session::MatchConfig& c = session_->config();
    out.link = "?game=" + c.game + "&seed=" + std::to_string(c.seed) +
               "&players=" + std::to_string(c.players) + "&level=" + std::string(ai::level_name(c.level));
  } else {
    const Result<std::string> payload = encode_link(record);
    if (!payload) return std::nullopt;
    out.link = "#r=" + payload.value();
  }
  return out;
}

std::string TableShell::page_words_json() {
  nlohmann::json words = nlohmann::json::object();
  for (const char* key :
       {"page.copied", "page.not_kept", "page.close", "page.import.title", "page.import.hint",
        "page.import.field", "page.import.open", "page.import.file", "page.import.cancel",
        "page.copy.title", "page.copy.button", "page.file_unreadable", "page.file_too_big"})
    words[key] = tr(key);
  return words.dump();
}

bool TableShell::set_text(const std::string& id, const std::string& text) {
  const table::PageControl* c = table::find_control(report_.controls, id);
  if (c == nullptr || c->kind != table::PageControl::Kind::Input || !c->on_text) return false;
  c->on_text(text);
  redraw_ = true;
  return true;
}

// [SECTION] After each tick: the autosave and the settings kept -----------------------------------

void TableShell::autosave() {
  if (page_ == nullptr || !session_) return;
  const std::string& game = session_->config().game;
  autosaved_ = session_.get();
  autosaved_moves_ = session_->history().size();
  // Its slot holds a save this build cannot read, which could not be set aside: left alone.
  if (std::find(unsaved_games_.begin(), unsaved_games_.end(), game) != unsaved_games_.end()) return;
  if (session_->over()) {
    // A finished match is not continued: its slot (it held this match, saved at every move) is
    // emptied; its replay link is what a share gives.
    page_->clear_match(game);
    saved_.erase(std::string(game));
    return;
  }
  MatchRecord record = session_->record();
  page_->save_match(game, write_save(record));
  saved_[game] = Saved{std::move(record), static_cast<int>(session_->rounds().size()) + 1};
}

void TableShell::keep_page_up_to_date() {
  if (page_ == nullptr) return;
  if (session_ && (session_.get() != autosaved_ || session_->history().size() != autosaved_moves_))
    autosave();
  if (!(settings_ == kept_settings_)) {
    page_->save_settings(table::settings_changes_json(kept_settings_, settings_));
    kept_settings_ = settings_;
  }
}

}  // namespace cardavia::app
