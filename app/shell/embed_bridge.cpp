// Cardavia — the shell's part with a host page (see embed_bridge.h).
//
// [SECTION] Messages: ready, resize, the match's events
// [SECTION] Commands
#include "app/shell/embed_bridge.h"

#include "app/table/games.h"
#include "core/build_info.h"
#include "core/link_codec.h"

namespace cardavia::app {

using nlohmann::json;

namespace {

json match_fields(const session::MatchConfig& c) {
  // (A pass-and-play match's people are in its save, which get-state gives once it is over.)
  return {{"game", c.game},
          {"players", c.players},
          {"level", std::string(ai::level_name(c.level))},
          {"human_seat", c.human_seat}};
}

}  // namespace

// [SECTION] Messages: ready, resize, the match's events -------------------------------------------

int EmbedBridge::wanted_height(float width) {
  // What the layouts were drawn for (docs/table.md): a narrow frame wants a phone's portrait
  // shape, a wide one a landscape table. From the width alone, so the host setting the height
  // never changes the wish (no loop).
  if (width < 600.0f) return static_cast<int>(std::min(760.0f, std::max(560.0f, width * 1.6f)));
  return static_cast<int>(std::min(720.0f, std::max(500.0f, width * 0.66f)));
}

void EmbedBridge::post(std::string message) {
  if (channel_open()) outbox_.push_back(std::move(message));
}

std::vector<std::string> EmbedBridge::take_messages() {
  if (!ready_ || !channel_open()) return {};  // `ready` first; nothing on a closed channel
  return std::exchange(outbox_, {});
}

void EmbedBridge::after_frame(ImVec2 display) {
  if (!channel_open()) return;
  if (!ready_) {
    ready_ = true;
    outbox_.insert(outbox_.begin(),
                   page::embed_message("ready", {{"game", p_.choices.game},
                                                 {"lang", p_.settings.lang},
                                                 {"build", std::string(build_id())}}));
  }
  const int height = wanted_height(display.x);
  if (height != wanted_height_) {
    wanted_height_ = height;
    post(page::embed_message("resize", {{"height", height}}));
  }
  table::MatchTable* table = p_.life.table();
  if (table == nullptr) return;
  const session::MatchSession& match = *p_.life.match();
  for (const table::MatchTable::Event& e : table->take_events()) {
    switch (e.kind) {
      case table::MatchTable::Event::Kind::Move:
        post(page::embed_message("move", {{"seat", e.seat}, {"text", e.text}}));
        break;
      case table::MatchTable::Event::Kind::Undo:
        post(page::embed_message("undo", {{"at", e.at}, {"taken", e.taken}}));
        break;
      case table::MatchTable::Event::Kind::RoundEnd: {
        const std::vector<RoundResult>& rounds = match.rounds();
        if (rounds.empty()) break;
        post(page::embed_message("round-end", {{"round", match.round_number(/*round_end_shown=*/true)},
                                               {"scores", rounds.back().scores},
                                               {"totals", rounds.back().totals}}));
        break;
      }
      case table::MatchTable::Event::Kind::MatchEnd: {
        const Result<std::string> payload = encode_link(match.record());
        post(page::embed_message(
            "match-end",
            {{"winners", match.winners()},
             {"totals", match.rounds().empty() ? std::vector<int>{} : match.rounds().back().totals},
             {"link", payload ? site_url_ + "#r=" + payload.value() : std::string()}}));
        break;
      }
    }
  }
}

void EmbedBridge::match_opened(const session::MatchSession& match) {
  post(page::embed_message("match-start", match_fields(match.config())));
}

void EmbedBridge::open(const page::PageOptions& o) {
  // Embedded: one game's table (match_game() is then always a game); each bad option is an
  // `error` message for the host too (the page warns in the console).
  p_.router.set_embedded(o.embed);
  origin_refused_ = o.origin_refused;
  for (const page::BadOption& b : o.bad) {
    post(page::error_message(
        "bad-option", "the option " + b.option + "=" + json(b.value).dump(-1, ' ', false, json::error_handler_t::replace) +
                          " is ignored: " + b.why,
        b.option));
  }
}

// [SECTION] Commands ------------------------------------------------------------------------------

std::string EmbedBridge::command(std::string_view text, ScreenId now, const table::ScreenReport& last) {
  // Not embedded (a page framing the site itself) or told an origin that is none: no command is
  // ours, so none touches the site's own autosave slots or settings.
  if (!channel_open()) return {};
  const page::CommandRead read = page::read_command(text, table::site_games());
  if (read.status == page::CommandRead::Status::NotOurs) return {};
  Result<json> result = read.status == page::CommandRead::Status::Refused
                            ? Result<json>(fail(read.error))
                            : run(read.command, now, last);
  if (!result) {
    post(page::error_message("bad-command", result.error()));
    return read.id ? page::refusal_message(*read.id, result.error()) : std::string();
  }
  return read.id ? page::reply_message(*read.id, result.value()) : std::string();
}

Result<json> EmbedBridge::run(const page::Command& c, ScreenId now, const table::ScreenReport& last) {
  switch (c.kind) {
    case page::CommandKind::GetState:
      return state(now, last);
    case page::CommandKind::NewMatch: {
      const page::NewMatchArgs& a = c.new_match;
      table::NewMatch choices = p_.choices;
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
      session::MatchConfig config = p_.life.config_for(choices, p_.life.fresh_seed());
      if (a.seed) config.seed = *a.seed;
      // The host asked for it: it replaces whatever is open (a question, the viewer, a match);
      // the game's autosave slot then holds the new match.
      p_.life.close_replay();
      if (!p_.life.open(std::make_unique<session::MatchSession>(config)))
        return fail("new-match: the match could not start");
      p_.choices = choices;  // Leave comes back to this game's sheet
      return json{{"ok", true}};
    }
    case page::CommandKind::Load: {
      const Result<std::string> opened = p_.page.load(c.load.text, c.load.step);
      if (!opened) return fail("load: " + opened.error());
      return json{{"screen", opened.value()}};
    }
    case page::CommandKind::SetSettings: {
      // As the address's options: for this visit, applied at once, not kept as the person's.
      apply_visit_settings(p_.settings, c.settings);
      p_.persistence.keep_as_visit(p_.settings);
      return json{{"ok", true}};
    }
  }
  return fail("unknown command");
}

json EmbedBridge::state(ScreenId now, const table::ScreenReport& last) const {
  json state = {{"screen", screen_name(now)}};
  const table::ReplayViewer* replay = p_.life.replay();
  const session::MatchSession* match = p_.life.match();
  if (replay) {
    const MatchRecord& r = replay->record();
    state["game"] = r.match.game;
    state["players"] = r.match.setup.players;
    state["level"] = r.level ? json(*r.level) : json(nullptr);
    state["human_seat"] = r.human_seat ? json(*r.human_seat) : json(nullptr);
    state["round"] = last.replay ? last.replay->round : 0;
    state["totals"] = json::array();
    return state;
  }
  if (match) {
    const json fields = match_fields(match->config());
    for (auto it = fields.begin(); it != fields.end(); ++it) state[it.key()] = it.value();
    const auto& rounds = match->rounds();
    state["round"] = match->round_number();
    state["totals"] = rounds.empty() ? json::array() : json(rounds.back().totals);
    // Once the match is over its record is the person's to keep (the seed is no secret then).
    if (match->over()) state["save"] = write_save(match->record());
    return state;
  }
  // No match: the sheet's choices.
  state["game"] = p_.choices.game;
  state["players"] = p_.choices.players;
  state["level"] = std::string(ai::level_name(p_.choices.level));
  state["human_seat"] = nullptr;
  state["round"] = 0;
  state["totals"] = json::array();
  return state;
}

}  // namespace cardavia::app
