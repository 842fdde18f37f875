// Cardavia — the table shell's part with a host page (shared/spec/embed-api.md, docs/embed.md):
// embed mode, the messages the table posts and the commands it runs. The wire format (reading a
// command, writing a message) is page/embed_command.h's; the page's glue (web/page/embed.js)
// carries the text between postMessage and take_messages() / command(). Platform-free: the
// native tests (tests/app/embed_test.cpp) drive it as the browser does.
//
// [SECTION] Messages: ready, resize, the match's events
// [SECTION] Commands
//
// What a message never carries: a hidden card (a move's text is its log line, written for the
// person), nor the seed of a match in progress (match-start and get-state leave it out; the
// match-end link and get-state's save come once the match is over).
#include <nlohmann/json.hpp>

#include "app/table/games.h"
#include "app/table_shell.h"
#include "core/build_info.h"
#include "core/link_codec.h"

namespace cardavia::app {

using nlohmann::json;

namespace {

json match_fields(const session::MatchConfig& c) {
  return {{"game", c.game},
          {"players", c.players},
          {"level", std::string(ai::level_name(c.level))},
          {"human_seat", c.human_seat}};
}

}  // namespace

// [SECTION] Messages: ready, resize, the match's events -------------------------------------------

int TableShell::wanted_height(float width) {
  // What the layouts were drawn for (docs/table.md): a narrow frame wants a phone's portrait
  // shape, a wide one a landscape table. From the width alone, so the host setting the height
  // never changes the wish (no loop).
  if (width < 600.0f) return static_cast<int>(std::min(760.0f, std::max(560.0f, width * 1.6f)));
  return static_cast<int>(std::min(720.0f, std::max(500.0f, width * 0.66f)));
}

void TableShell::post(std::string message) {
  if (host_channel_open()) outbox_.push_back(std::move(message));
}

std::vector<std::string> TableShell::take_messages() {
  if (!ready_ || !host_channel_open()) return {};  // `ready` first; nothing on a closed channel
  return std::exchange(outbox_, {});
}

void TableShell::embed_after_frame(ImVec2 display) {
  if (!host_channel_open()) return;
  if (!ready_) {
    ready_ = true;
    outbox_.insert(outbox_.begin(),
                   page::embed_message("ready", {{"game", new_match_.game},
                                                 {"lang", settings_.lang},
                                                 {"build", std::string(build_id())}}));
  }
  const int height = wanted_height(display.x);
  if (height != wanted_height_) {
    wanted_height_ = height;
    post(page::embed_message("resize", {{"height", height}}));
  }
  if (!table_) return;
  for (const table::MatchTable::Event& e : table_->take_events()) {
    switch (e.kind) {
      case table::MatchTable::Event::Kind::Move:
        post(page::embed_message("move", {{"seat", e.seat}, {"text", e.text}}));
        break;
      case table::MatchTable::Event::Kind::RoundEnd: {
        const std::vector<RoundResult>& rounds = session_->rounds();
        if (rounds.empty()) break;
        post(page::embed_message("round-end", {{"round", rounds.size()},
                                               {"scores", rounds.back().scores},
                                               {"totals", rounds.back().totals}}));
        break;
      }
      case table::MatchTable::Event::Kind::MatchEnd: {
        const Result<std::string> payload = encode_link(session_->record());
        post(page::embed_message(
            "match-end",
            {{"winners", session_->winners()},
             {"totals", session_->rounds().empty() ? std::vector<int>{} : session_->rounds().back().totals},
             {"link", payload ? site_url_ + "#r=" + payload.value() : std::string()}}));
        break;
      }
    }
  }
}

void TableShell::embed_match_started() {
  post(page::embed_message("match-start", match_fields(session_->config())));
}

void TableShell::embed_bad_options(const page::PageOptions& o) {
  for (const page::BadOption& b : o.bad) {
    post(page::error_message(
        "bad-option", "the option " + b.option + "=" + json(b.value).dump(-1, ' ', false, json::error_handler_t::replace) +
                          " is ignored: " + b.why,
        b.option));
  }
}

void TableShell::apply_visit_settings(const page::SettingsArgs& a) {
  table::Settings& s = settings_;
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
  // Kept as they are now: only a change the person makes afterwards is written to the page.
  kept_settings_ = settings_;
}

// [SECTION] Commands ------------------------------------------------------------------------------

std::string TableShell::command(std::string_view text) {
  // Not embedded (a page framing the site itself) or told an origin that is none: no command is
  // ours, so none touches the site's own autosave slots or settings.
  if (!host_channel_open()) return {};
  const page::CommandRead read = page::read_command(text, table::site_games());
  if (read.status == page::CommandRead::Status::NotOurs) return {};
  Result<json> result = read.status == page::CommandRead::Status::Refused
                            ? Result<json>(fail(read.error))
                            : run_command(read.command);
  redraw_ = true;  // whatever it changed is drawn next (and its messages posted)
  if (!result) {
    post(page::error_message("bad-command", result.error()));
    return read.id ? page::refusal_message(*read.id, result.error()) : std::string();
  }
  return read.id ? page::reply_message(*read.id, result.value()) : std::string();
}

Result<json> TableShell::run_command(const page::Command& c) {
  switch (c.kind) {
    case page::CommandKind::GetState:
      return state_json();
    case page::CommandKind::NewMatch: {
      const page::NewMatchArgs& a = c.new_match;
      table::NewMatch choices = new_match_;
      if (a.game) choices.choose_game(*a.game);
      const table::GameEntry* game = table::find_table_game(choices.game);
      if (game == nullptr || !game->playable())
        return fail("new-match: " + choices.game + " has no table yet");
      if (a.players) {
        if (!table::site_games().allows_players(choices.game, *a.players))
          return fail("new-match: " + choices.game + " is not played by " + std::to_string(*a.players));
        choices.players = *a.players;
      }
      if (a.level) choices.level = ai::parse_level(*a.level).value_or(choices.level);
      session::MatchConfig config = config_for(choices, fresh_seed());
      if (a.seed) config.seed = *a.seed;
      // The host asked for it: it replaces whatever is open (a question, the viewer, a match);
      // the game's autosave slot then holds the new match.
      pending_.reset();
      if (replay_) {
        report_.targets.clear();
        intents_.clear();
        replay_.reset();
      }
      if (!open_match(std::make_unique<session::MatchSession>(config)))
        return fail("new-match: the match could not start");
      new_match_ = choices;  // Leave comes back to this game's sheet
      return json{{"ok", true}};
    }
    case page::CommandKind::Load: {
      const Result<std::string> opened = load(c.load.text, c.load.step);
      if (!opened) return fail("load: " + opened.error());
      return json{{"screen", opened.value()}};
    }
    case page::CommandKind::SetSettings: {
      // As the address's options: for this visit, applied at once, not kept as the person's.
      apply_visit_settings(c.settings);
      return json{{"ok", true}};
    }
  }
  return fail("unknown command");
}

json TableShell::state_json() const {
  // The screen as it is now, not as last drawn: a command just run may have changed it.
  const char* screen = replay_ ? "replay" : pending_ ? "ask" : table_ ? table_->screen() : "setup";
  if (!replay_ && !pending_ && !table_) {
    if (view_ == ShellView::CardSheet) screen = "cards";  // embedded with #cards too
    else if (!embedded_ && !setup_open_) screen = "start";
  }
  json state = {{"screen", screen}};
  if (replay_) {
    const MatchRecord& r = replay_->record();
    state["game"] = r.match.game;
    state["players"] = r.match.setup.players;
    state["level"] = r.level ? json(*r.level) : json(nullptr);
    state["human_seat"] = r.human_seat ? json(*r.human_seat) : json(nullptr);
    state["round"] = report_.replay ? report_.replay->round : 0;
    state["totals"] = json::array();
    return state;
  }
  if (session_) {
    const json fields = match_fields(session_->config());
    for (auto it = fields.begin(); it != fields.end(); ++it) state[it.key()] = it.value();
    const auto& rounds = session_->rounds();
    state["round"] = rounds.size() + (session_->over() ? 0 : 1);
    state["totals"] = rounds.empty() ? json::array() : json(rounds.back().totals);
    // Once the match is over its record is the person's to keep (the seed is no secret then).
    if (session_->over()) state["save"] = write_save(session_->record());
    return state;
  }
  // No match: the sheet's choices.
  state["game"] = new_match_.game;
  state["players"] = new_match_.players;
  state["level"] = std::string(ai::level_name(new_match_.level));
  state["human_seat"] = nullptr;
  state["round"] = 0;
  state["totals"] = json::array();
  return state;
}

}  // namespace cardavia::app
