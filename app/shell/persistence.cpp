// Cardavia — what the shell keeps in the page (see persistence.h).
#include "app/shell/persistence.h"

#include <algorithm>

#include "app/i18n.h"
#include "app/shell/daily.h"
#include "app/table/games.h"
#include "app/table/words.h"
#include "session/match_replay.h"

namespace cardavia::app {

void Persistence::attach(PageServices* page, table::Settings& settings) {
  page_ = page;
  if (page_ != nullptr) {
    const std::string stored = page_->stored_settings();
    if (!stored.empty()) {
      Result<table::Settings> read = table::settings_from_json(stored, settings);
      if (read) {
        settings = read.value();
      } else {
        // Kept as it is (the next change rewrites only its own fields); the defaults apply.
        note(table::fill("page.note.bad_settings", {{"why", read.error()}}), PageServices::Note::Problem);
      }
    }
  }
  kept_settings_ = settings;
  read_slots();
}

void Persistence::read_slots() {
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
                         session::round_number(state.value()->rounds().size(), state.value()->is_terminal())};
  }
}

const Persistence::Saved* Persistence::saved(std::string_view game) const {
  const auto it = saved_.find(game);
  return it == saved_.end() ? nullptr : &it->second;
}

void Persistence::note(const std::string& text, PageServices::Note kind) const {
  if (page_ != nullptr) page_->note(text, kind);
}

void Persistence::open_rules(std::string_view game, std::string_view lang) const {
  if (page_ != nullptr) page_->open_rules(game, lang);
}

void Persistence::autosave(const session::MatchSession& match) {
  if (page_ == nullptr) return;
  const std::string& game = match.config().game;
  autosaved_ = &match;
  autosaved_moves_ = match.history().size();
  // Its slot holds a save this build cannot read, which could not be set aside: left alone.
  if (std::find(unsaved_games_.begin(), unsaved_games_.end(), game) != unsaved_games_.end()) return;
  if (match.over()) {
    // A finished match is not continued: its slot (it held this match, saved at every move) is
    // emptied; its replay link is what a share gives. It counts, once, if it does.
    page_->clear_match(game);
    saved_.erase(game);
    if (&match != counted_ && match.config().counts && !match.pass_and_play()) count(match);
    counted_ = &match;
    return;
  }
  MatchRecord record = match.record();
  // Only the autosave says whether it counts: resumed, a practice daily or a loaded match still
  // does not (exported saves and the host's get-state leave the person's bookkeeping out).
  record.counts = match.config().counts;
  page_->save_match(game, write_save(record));
  saved_[game] = Saved{std::move(record), match.round_number()};
}

void Persistence::after_tick(const session::MatchSession* match, const table::Settings& settings) {
  if (page_ == nullptr) return;
  if (match != nullptr && (match != autosaved_ || match->history().size() != autosaved_moves_))
    autosave(*match);
  if (!(settings == kept_settings_)) {
    page_->save_settings(table::settings_changes_json(kept_settings_, settings));
    kept_settings_ = settings;
  }
}

Statistics Persistence::statistics() const {
  if (page_ == nullptr) return {};
  Result<Statistics> read = statistics_from_json(page_->stored_stats());
  return read ? std::move(read).value() : Statistics{};
}

std::string Persistence::statistics_text() const {
  if (page_ == nullptr) return {};
  const std::string text = page_->stored_stats();
  if (text.empty()) return {};
  Result<Statistics> read = statistics_from_json(text);
  return read ? statistics_to_json(read.value()) : std::string();
}

Statistics Persistence::statistics_to_change() const {
  const std::string text = page_->stored_stats();
  Result<Statistics> read = statistics_from_json(text);
  if (read) return std::move(read).value();
  // Damaged or a newer build's: kept aside (never written over), and counting starts again.
  page_->set_aside("stats", text);
  note(table::fill("page.note.stats_aside", {{"why", read.error()}}), PageServices::Note::Problem);
  return {};
}

void Persistence::count(const session::MatchSession& match) {
  Statistics stats = statistics_to_change();
  // A daily that counts is the day's first attempt: whether it counts was decided when it began
  // (note_begun, PageBridge::open_daily).
  const std::optional<std::string> day = daily_of(match);
  const table::GameEntry* game = table::find_table_game(match.config().game);
  const ScoreOrder order = game != nullptr ? game->score : ScoreOrder::None;
  add_result(stats, result_of(match, day, order, utc_today()), order);
  page_->save_stats(statistics_to_json(stats));
}

void Persistence::merge_statistics(const Statistics& theirs) {
  if (page_ == nullptr) return;
  Statistics stats = statistics_to_change();
  app::merge_statistics(stats, theirs);
  page_->save_stats(statistics_to_json(stats));
}

void Persistence::note_begun(const session::MatchSession& match) {
  if (page_ == nullptr || !match.config().counts) return;
  const std::optional<std::string> day = daily_of(match);
  if (!day) return;
  Result<Statistics> read = statistics_from_json(page_->stored_stats());
  // Unreadable statistics are set aside when the match ends (count()); nothing is written over them.
  if (!read) return;
  Statistics stats = std::move(read).value();
  std::string& noted = stats.daily_counted[match.config().game];
  if (noted == *day) return;
  noted = *day;
  page_->save_stats(statistics_to_json(stats));
}

void Persistence::reset_statistics(const std::string& game) {
  if (page_ == nullptr) return;
  Result<Statistics> read = statistics_from_json(page_->stored_stats());
  if (!read) return;  // nothing readable to change: left as it is
  Statistics stats = std::move(read).value();
  stats.games.erase(game);
  stats.daily_counted.erase(game);
  stats.recent.erase(game);
  page_->save_stats(statistics_to_json(stats));
}

void apply_visit_settings(table::Settings& s, const page::SettingsArgs& a) {
  if (a.lang) s.lang = *a.lang;
  if (a.speed) {
    for (int i = 0; i < table::kSpeedCount; ++i)
      if (*a.speed == table::speed_name(static_cast<table::Speed>(i))) s.speed = static_cast<table::Speed>(i);
  }
  if (a.reduced_motion) s.reduced_motion = *a.reduced_motion;
  if (a.contrast) s.contrast = *a.contrast;
  if (a.grain) s.grain = *a.grain;
  if (a.temperature) s.temperature = *a.temperature;
  if (a.four_colour) s.four_colour = *a.four_colour;
  if (a.sound) s.sound = *a.sound;
}

}  // namespace cardavia::app
