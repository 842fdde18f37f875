// Cardavia — the shell's part with the page around it (see page_bridge.h).
//
// [SECTION] The address
// [SECTION] Records in: load
// [SECTION] Records out: the record, the share
#include "app/shell/page_bridge.h"

#include <nlohmann/json.hpp>

#include "app/i18n.h"
#include "app/shell/daily.h"
#include "app/shell/statistics.h"
#include "app/table/games.h"
#include "app/table/words.h"
#include "core/json_member.h"
#include "core/link_codec.h"
#include "session/match_replay.h"
#include "core/json_parse.h"

namespace cardavia::app {

// [SECTION] The address ---------------------------------------------------------------------------

void PageBridge::open_address(const page::PageOptions& o) {
  // (Steps 0 and 1, embed mode and the visit's settings, are the shell's: TableShell::open_address.)
  // Step 2. The new-match choices.
  if (const std::optional<std::string> game = o.match_game()) choices_.choose_game(*game);
  if (o.players) choices_.players = *o.players;
  if (o.level) choices_.level = ai::parse_level(*o.level).value_or(choices_.level);

  // Step 3. What to open: a replay link, a deal link (or autostart), a game, the card sheet.
  if (o.route == page::Route::Replay) {
    // In the viewer from the start, unless `&play=1` asks an unfinished match to be played on.
    const std::optional<std::size_t> step = o.play && !o.step ? std::nullopt : std::optional(o.step.value_or(0));
    Result<std::string> opened = load(o.replay, step);
    if (!opened) persistence_.note(opened.error(), PageServices::Note::Problem);
    // A review link (`&review=1`, docs/coach.md): the viewer in review mode.
    if (opened && o.review && opened.value() == "replay") life_.review_replay();
    return;
  }
  if (o.starts_match()) {
    const table::GameEntry* game = table::find_table_game(choices_.game);
    if (game != nullptr && game->playable()) {
      session::MatchConfig config = life_.config_for(choices_, life_.fresh_seed());
      if (o.seed) config.seed = *o.seed;  // the deal's seed, not the sheet's next one
      life_.offer(std::make_unique<session::MatchSession>(config));
      return;
    }
  }
  // A seed without a match to start: the new-match sheet's, typed in for the person.
  if (o.seed) choices_.seed_text = std::to_string(*o.seed);
  if (o.route == page::Route::Daily) {
    open_daily(o.route_game, o.daily_date);
  } else if (o.route == page::Route::Stats) {
    open_route("#stats");
  } else if (o.route == page::Route::Cards) {
    open_route("#cards");
  } else if (o.route == page::Route::Game) {
    open_route("#" + o.route_game);
  } else if (o.game) {
    open_route("#" + *o.game);
  }
}

bool PageBridge::open_route(std::string_view route) {
  if (route == "#cards") {
    router_.go(ScreenId::Cards);
    return true;
  }
  if (route == "#stats") {
    router_.go(ScreenId::Stats);
    return true;
  }
  if (route.substr(0, 7) == "#daily-") {
    const page::PageOptions o = page::parse_page_options("", route, table::site_games());
    return o.route == page::Route::Daily && open_daily(o.route_game, o.daily_date);
  }
  if (route.size() < 2 || route[0] != '#') return false;
  const table::GameEntry* game = table::find_table_game(route.substr(1));
  if (game == nullptr) return false;
  if (game->playable()) {
    choices_.choose_game(game->id);
    router_.go(ScreenId::NewMatch);
  } else if (router_.noted_tile() != game->id) {
    router_.toggle_note(game->id);
  }
  return true;
}

bool PageBridge::open_daily(const std::string& game, const std::string& date) {
  const table::GameEntry* entry = table::find_table_game(game);
  if (entry == nullptr || !entry->playable()) return false;
  const std::string day = date.empty() ? utc_today() : date;
  session::MatchConfig config = daily_config(*entry, day, life_.config_for(choices_, 0));
  // The day's daily already counted here: this one is practice, and the person is told.
  const Statistics stats = persistence_.statistics();
  const auto counted = stats.daily_counted.find(game);
  if (counted != stats.daily_counted.end() && counted->second == day) {
    config.counts = false;
    persistence_.note(table::fill("page.note.daily_practice", {{"game", tr(entry->name_key)}}),
                      PageServices::Note::Info);
  }
  return life_.offer(std::make_unique<session::MatchSession>(config));
}

// [SECTION] Records in: load ----------------------------------------------------------------------

Result<std::string> PageBridge::load(std::string_view text, std::optional<std::size_t> step) {
  // Step 1. What the text is: a save's JSON, an address (a replay or a deal link), a payload.
  const std::size_t first = text.find_first_not_of(" \t\r\n");
  const std::size_t last = text.find_last_not_of(" \t\r\n");
  if (first == std::string_view::npos) return fail(tr("page.note.empty"));
  text = text.substr(first, last - first + 1);
  Result<MatchRecord> record = fail("");
  std::optional<Statistics> statistics;  // came with the save file: merged once it has opened
  bool review = false;                    // a review link (`#r=…&review=1`)
  if (text.front() == '{') {
    record = read_save(text);
    if (!record) return fail(table::fill("page.note.bad_save", {{"why", record.error()}}));
    const nlohmann::json root = parse_json(text);
    if (const nlohmann::json* given = member(root, "statistics")) {
      Result<Statistics> theirs = statistics_from_json(given->dump());
      if (!theirs) {
        return fail(table::fill("page.note.bad_save",
                                {{"why", table::fill("page.note.bad_statistics", {{"why", theirs.error()}})}}));
      }
      statistics = std::move(theirs).value();
    }
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
      review = o.review;
    } else if (o.game && o.seed) {
      // A deal link: that deal, from its start, as the page's own address would start it.
      table::NewMatch choices;
      choices.choose_game(*o.game);
      if (o.players) choices.players = *o.players;
      if (o.level) choices.level = ai::parse_level(*o.level).value_or(choices.level);
      const table::GameEntry* game = table::find_table_game(*o.game);
      if (!game->playable()) return fail(table::fill("page.note.no_table", {{"game", tr(game->name_key)}}));
      if (!life_.offer(std::make_unique<session::MatchSession>(life_.config_for(choices, *o.seed))))
        return fail(tr("page.note.not_a_link"));
      return opened();
    } else {
      return fail(tr("page.note.not_a_link"));
    }
    if (!record) return fail(table::fill("page.note.bad_link", {{"why", record.error()}}));
  } else {
    record = decode_link(text);
    if (!record) return fail(table::fill("page.note.bad_link", {{"why", record.error()}}));
  }
  // Step 2. The record, checked: at the table or in the viewer; then the statistics it brought.
  Result<std::string> opened = open_record(record.value(), step);
  if (opened && review && opened.value() == "replay") life_.review_replay();
  if (opened && statistics) {
    persistence_.merge_statistics(*statistics);
    persistence_.note(tr("page.note.statistics_merged"), PageServices::Note::Info);
  }
  return opened;
}

Result<std::string> PageBridge::open_record(const MatchRecord& record,
                                            std::optional<std::size_t> step) {
  const table::GameEntry* game = table::find_table_game(record.match.game);
  if (game == nullptr) return fail(table::fill("page.note.bad_save", {{"why", "unknown game"}}));
  if (!game->playable()) return fail(table::fill("page.note.no_table", {{"game", tr(game->name_key)}}));
  Result<session::ReplayScript> script = session::ReplayScript::of(record);
  if (!script) return fail(table::fill("page.note.bad_save", {{"why", script.error()}}));
  // An unfinished match, not written to be read open and not asked for at a step: resumed. An
  // unfinished pass-and-play match is resumed even at a step: the viewer would show one person's
  // cards to whoever opened it, and the others' cards are nobody's to read before the end.
  const bool pass_and_play = record.people.size() >= 2;
  if ((!step || pass_and_play) && !script.value().over() && !record.view_open) {
    // A match loaded from a save or a link was not played here: it never counts in the statistics.
    session::MatchConfig options = MatchLife::session_options();
    options.counts = false;
    Result<std::unique_ptr<session::MatchSession>> made = session::MatchSession::from_record(record, options);
    if (!made) return fail(table::fill("page.note.bad_save", {{"why", made.error()}}));
    if (!life_.offer(std::move(made).value())) return fail(tr("page.note.not_a_link"));
    return opened();
  }
  life_.open_replay(std::move(script).value(), step.value_or(0), *game);
  return std::string("replay");
}

// [SECTION] Records out: the record, the share ----------------------------------------------------

std::string PageBridge::current_record() const {
  if (life_.replay()) return write_save(life_.replay()->record());
  if (life_.match()) return write_save(life_.match()->record());
  return {};
}

std::string PageBridge::export_file() const {
  const std::string record = current_record();
  const std::string stored = persistence_.statistics_text();
  if (record.empty() || stored.empty()) return record;
  // From string_views, as every reader parses (one instantiation of the parser; docs/size.md).
  nlohmann::json file = parse_json(record);
  const nlohmann::json statistics = parse_json(stored);
  if (!file.is_object() || !statistics.is_object()) return record;
  file["statistics"] = statistics;
  return file.dump();
}

std::optional<PageBridge::Share> PageBridge::share() const {
  Share out;
  if (!life_.replay() && !life_.match()) return std::nullopt;
  const MatchRecord record = life_.replay() ? life_.replay()->record() : life_.match()->record();
  const table::GameEntry* game = table::find_table_game(record.match.game);
  out.title = table::fill("share.title", {{"game", tr(game->name_key)}});
  out.text = life_.replay() ? life_.replay()->result_words() : life_.table()->result_words();
  // A finished daily deal: its line, which tells the result and not the cards.
  if (!life_.replay() && life_.match()->over()) {
    if (const std::optional<std::string> day = daily_of(*life_.match()))
      out.text = daily_result_words(*life_.match(), *day);
  }
  // During a match the deal link (the same deal, from its start); once over, or in the viewer,
  // or for a match of given decks (no seed makes it), the replay link.
  const MatchSetup& setup = record.match.setup;
  const bool deal = !life_.replay() && !life_.match()->over() && setup.decks.empty() && !setup.dealer &&
                    setup.start.empty();
  if (deal) {
    const session::MatchConfig& c = life_.match()->config();
    out.link = "?game=" + c.game + "&seed=" + std::to_string(c.seed) +
               "&players=" + std::to_string(c.players) + "&level=" + std::string(ai::level_name(c.level));
  } else {
    const Result<std::string> payload = encode_link(record);
    if (!payload) return std::nullopt;
    out.link = "#r=" + payload.value();
    // In review mode, the review link: the same review opens (docs/coach.md).
    if (life_.replay() && life_.replay()->reviewing()) out.link += "&review=1";
  }
  return out;
}

}  // namespace cardavia::app
