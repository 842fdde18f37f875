// Cardavia — the page's URL options (page/page_options.h): every option of embed-api.md's table
// with a good value, each refused value named in `bad` and left out, the fragment's routes, deal
// links, and hostile addresses (escapes, repeats, bytes, floods) answered without a crash.
#include "page/page_options.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>
#include <string>

#include "page/embed_command.h"
#include "page/site_games.h"

using cardavia::page::BadOption;
using cardavia::page::kMaxBadOptions;
using cardavia::page::PageOptions;
using cardavia::page::parse_page_options;
using cardavia::page::percent_decode;
using cardavia::page::Route;
using cardavia::page::SiteGames;

namespace {

// The site's games as core's registry offers them: Cabo 2–5, Chkobba 2 or 4, Cucù 4.
SiteGames site() { return cardavia::page::registered_site_games(); }

PageOptions parse(std::string_view query, std::string_view fragment = "") {
  return parse_page_options(query, fragment, site());
}

// The names of the bad options, in order.
std::vector<std::string> bad_names(const PageOptions& o) {
  std::vector<std::string> names;
  for (const BadOption& b : o.bad) names.push_back(b.option);
  return names;
}

}  // namespace

TEST_CASE("No address: nothing given, nothing bad") {
  const PageOptions o = parse("", "");
  CHECK_FALSE(o.embed);
  CHECK_FALSE(o.game);
  CHECK_FALSE(o.starts_match());
  CHECK(o.route == Route::None);
  CHECK(o.bad.empty());
}

TEST_CASE("Every option of the embed contract with a good value") {
  const PageOptions o = parse(
      "?embed=1&game=cucu&players=4&level=hard&seed=18446744073709551615&autostart=1&lang=uk"
      "&speed=instant&motion=reduce&contrast=0&grain=100&temperature=37&suits=4&sound=on"
      "&origin=https%3A%2F%2Frules.example");
  CHECK(o.bad.empty());
  CHECK(o.embed);
  CHECK(o.game == "cucu");
  CHECK(o.players == 4);
  CHECK(o.level == "hard");
  CHECK(o.seed == UINT64_MAX);
  CHECK(o.autostart);
  CHECK(o.lang == "uk");
  CHECK(o.speed == "instant");
  CHECK(o.reduced_motion == true);
  CHECK(o.contrast == 0);
  CHECK(o.grain == 100);
  CHECK(o.temperature == 37);
  CHECK(o.four_colour == true);
  CHECK(o.sound == true);
  CHECK(o.origin == "https://rules.example");
  // The other value of each two-valued option.
  const PageOptions p = parse("motion=full&suits=2&sound=off&origin=http://127.0.0.1:8080");
  CHECK(p.bad.empty());
  CHECK(p.sound == false);
  CHECK(p.reduced_motion == false);
  CHECK(p.four_colour == false);
  CHECK(p.origin == "http://127.0.0.1:8080");
  CHECK(parse("origin=https://[::1]:8443").origin == "https://[::1]:8443");
}

TEST_CASE("Each language, level and speed the contract lists") {
  for (const char* lang : {"en", "uk", "ru", "fr", "es", "it"}) CHECK(parse(std::string("lang=") + lang).lang == lang);
  for (const char* level : {"easy", "normal", "hard"}) CHECK(parse(std::string("level=") + level).level == level);
  for (const char* speed : {"slow", "normal", "fast", "instant"}) CHECK(parse(std::string("speed=") + speed).speed == speed);
}

TEST_CASE("Players: the counts of the game given, else of the default game (cabo)") {
  CHECK(parse("game=cabo&players=5").players == 5);
  CHECK(parse("players=2&game=chkobba").players == 2);  // checked after the game, in any order
  CHECK(parse("players=4&game=chkobba").players == 4);
  CHECK(parse("players=3").players == 3);  // cabo's counts
  for (const char* q : {"game=chkobba&players=3", "game=cucu&players=2", "game=cabo&players=6",
                        "players=1", "players=+3", "players=3.0", "players=03x"}) {
    INFO(q);
    const PageOptions o = parse(q);
    CHECK_FALSE(o.players);
    CHECK(bad_names(o) == std::vector<std::string>{"players"});
  }
}

TEST_CASE("A bad value is left out and named — the others still apply") {
  const PageOptions o = parse(
      "embed=yes&game=poker&level=expert&seed=-1&autostart=true&lang=de&speed=warp&motion=none"
      "&contrast=101&grain=-5&temperature=50.5&suits=3&sound=1&origin=https://rules.example/path"
      "&lang=en");
  CHECK(bad_names(o) == std::vector<std::string>{"embed", "game", "level", "seed", "autostart",
                                                 "lang", "speed", "motion", "contrast", "grain",
                                                 "temperature", "suits", "sound", "origin", "lang"});
  CHECK_FALSE(o.sound);
  CHECK_FALSE(o.embed);
  CHECK_FALSE(o.game);
  CHECK_FALSE(o.level);
  CHECK_FALSE(o.seed);
  CHECK_FALSE(o.lang);  // the first lang was bad; the repeat is not used either
  CHECK_FALSE(o.contrast);
  CHECK_FALSE(o.origin);
  CHECK(o.bad[0].value == "yes");
  CHECK(o.bad[0].why == "1, or leave it out");
  CHECK(o.bad.back().why == "given more than once; the first value is used");
}

TEST_CASE("Seeds: decimal from 0 to 2^64-1, nothing else") {
  CHECK(parse("seed=0").seed == 0u);
  CHECK(parse("seed=9007199254740993").seed == 9007199254740993ull);  // above 2^53: exact
  for (const char* q : {"seed=18446744073709551616", "seed=", "seed=1e6", "seed=0x10", "seed= 1",
                        "seed=99999999999999999999999"}) {
    INFO(q);
    CHECK_FALSE(parse(q).seed);
    CHECK(bad_names(parse(q)) == std::vector<std::string>{"seed"});
  }
}

TEST_CASE("Origins: scheme, host and port only, as browsers write them") {
  for (const char* bad : {"rules.example", "ftp://rules.example", "https://", "https://Rules.Example",
                          "https://rules.example/", "https://rules.example:0", "https://rules.example:65536",
                          "https://rules.example:", "https://.example", "https://a b", "https://[zz]",
                          "https://[::1", "https://rules.example:08"}) {
    INFO(bad);
    CHECK_FALSE(parse(std::string("origin=") + bad).origin);
  }
}

TEST_CASE("Deal links and autostart start a match — a game alone opens its sheet") {
  const PageOptions deal = parse("?game=cabo&seed=12&players=4&level=hard");
  CHECK(deal.starts_match());
  CHECK(deal.match_game() == "cabo");
  CHECK(parse("game=cucu&autostart=1").starts_match());
  CHECK_FALSE(parse("game=cucu").starts_match());
  CHECK_FALSE(parse("seed=12").starts_match());          // no game: the chooser
  CHECK(parse("embed=1&seed=12").starts_match());        // in embed mode the game is cabo
  CHECK(parse("embed=1").match_game() == "cabo");
}

TEST_CASE("The fragment: a game, the card sheet, a replay link with its step") {
  CHECK(parse("", "#cabo").route == Route::Game);
  CHECK(parse("", "#cabo").route_game == "cabo");
  CHECK(parse("", "chkobba").route_game == "chkobba");
  CHECK(parse("", "#cards").route == Route::Cards);
  CHECK(parse("", "#poker").route == Route::None);
  CHECK(parse("", "#").route == Route::None);
  const PageOptions r = parse("", "#r=BAQIKCwAbcN02AQ-E-MuTc9Ip&step=12");
  CHECK(r.route == Route::Replay);
  CHECK(r.replay == "BAQIKCwAbcN02AQ-E-MuTc9Ip");
  CHECK(r.step == 12u);
  CHECK(r.bad.empty());
  const PageOptions bare = parse("", "#r=");
  CHECK(bare.route == Route::Replay);
  CHECK(bare.replay.empty());  // the link codec says it is damaged
  CHECK_FALSE(bare.step);
  const PageOptions bad_step = parse("", "#r=B&step=-1&step=2&other=1");
  CHECK(bad_names(bad_step) == std::vector<std::string>{"step"});
  CHECK(bad_step.step == 2u);
  CHECK(bad_names(parse("", "#r=B&step=2&step=3")) == std::vector<std::string>{"step"});
  CHECK(bad_names(parse("", "#r=B&step=1000001")) == std::vector<std::string>{"step"});
}

TEST_CASE("The fragment: a review link is the replay link with review=1") {
  const PageOptions r = parse("", "#r=BAQIKCwAbcN02AQ-E-MuTc9Ip&step=3&review=1");
  CHECK(r.route == Route::Replay);
  CHECK(r.replay == "BAQIKCwAbcN02AQ-E-MuTc9Ip");
  CHECK(r.step == 3u);
  CHECK(r.review);
  CHECK(r.bad.empty());
  CHECK_FALSE(parse("", "#r=B").review);
  const PageOptions bad = parse("", "#r=B&review=yes");
  CHECK_FALSE(bad.review);
  CHECK(bad_names(bad) == std::vector<std::string>{"review"});
}

TEST_CASE("The fragment: play=1 asks an unfinished match of a replay link to be played on") {
  const PageOptions r = parse("", "#r=BAQIKCwAbcN02AQ-E-MuTc9Ip&play=1");
  CHECK(r.route == Route::Replay);
  CHECK(r.replay == "BAQIKCwAbcN02AQ-E-MuTc9Ip");
  CHECK(r.play);
  CHECK_FALSE(r.step);
  CHECK(r.bad.empty());
  CHECK(nlohmann::json::parse(page_options_json(r))["play"] == true);
  CHECK_FALSE(parse("", "#r=B").play);
  const PageOptions bad = parse("", "#r=B&play=yes");
  CHECK_FALSE(bad.play);
  CHECK(bad_names(bad) == std::vector<std::string>{"play"});
}

TEST_CASE("Hostile addresses: escapes, bytes, unknown names, floods") {
  // Unknown names are a host's business: no word.
  CHECK(parse("utm_source=news&fbclid=x&&&=&game").bad.size() == 1);  // `game` without a value
  // Broken escapes in a value of ours; a broken name is nobody's.
  CHECK(bad_names(parse("lang=%e")) == std::vector<std::string>{"lang"});
  CHECK(parse("%zzlang=en").bad.empty());
  // Escaped names and values are ours like plain ones; "+" is a space.
  CHECK(parse("%6Cang=%75k").lang == "uk");
  CHECK(bad_names(parse("lang=e+n")) == std::vector<std::string>{"lang"});
  // NUL and other bytes in a value: refused, and the JSON for the page stays valid.
  const PageOptions nul = parse("lang=en%00&speed=%FF%FE");
  CHECK(bad_names(nul) == std::vector<std::string>{"lang", "speed"});
  const auto j = nlohmann::json::parse(page_options_json(nul), nullptr, false);
  REQUIRE_FALSE(j.is_discarded());
  CHECK(j["bad"].size() == 2);
  // A very long value is cut in the report.
  const std::string long_value(100000, 'x');
  const PageOptions long_one = parse("game=" + long_value);
  REQUIRE(long_one.bad.size() == 1);
  CHECK(long_one.bad[0].value.size() == 40);
  // A flood of repeats stops at kMaxBadOptions entries.
  std::string flood;
  for (int i = 0; i < 1000; ++i) flood += "grain=5&";
  const PageOptions flooded = parse(flood);
  CHECK(flooded.grain == 5);
  CHECK(flooded.bad.size() == kMaxBadOptions);
}

TEST_CASE("percent_decode") {
  CHECK(percent_decode("a%20b+c") == "a b c");
  CHECK(percent_decode("%41%62") == "Ab");
  CHECK_FALSE(percent_decode("%"));
  CHECK_FALSE(percent_decode("%4"));
  CHECK_FALSE(percent_decode("%4g"));
  CHECK(percent_decode("") == "");
}

TEST_CASE("The options as JSON for the page: what was given, the seed as text, the bad ones") {
  const auto j = nlohmann::json::parse(
      page_options_json(parse("embed=1&game=cabo&seed=18446744073709551615&players=9&suits=4",
                              "#r=B&step=3")));
  CHECK(j["embed"] == true);
  CHECK(j["game"] == "cabo");
  CHECK(j["seed"] == "18446744073709551615");
  CHECK(j["suits"] == 4);
  CHECK(j["route"] == "replay");
  CHECK(j["step"] == 3);
  CHECK_FALSE(j.contains("players"));
  REQUIRE(j["bad"].size() == 1);
  CHECK(j["bad"][0]["option"] == "players");
  CHECK(j["bad"][0]["value"] == "9");
}

TEST_CASE("undo: on or off (take-backs, docs/undo.md), anything else is bad and left out") {
  CHECK_FALSE(parse("?embed=1").undo.has_value());
  CHECK(parse("?embed=1&undo=on").undo == true);
  CHECK(parse("?undo=off").undo == false);
  const PageOptions bad = parse("?undo=yes");
  CHECK_FALSE(bad.undo.has_value());
  CHECK(bad_names(bad) == std::vector<std::string>{"undo"});
  const nlohmann::json j = nlohmann::json::parse(page_options_json(parse("?undo=on")));
  CHECK(j["undo"] == "on");
}

TEST_CASE("The sound: on or off by the address, embedded, off unless the address turns it on") {
  using cardavia::page::visit_settings;
  CHECK_FALSE(visit_settings(parse("")).sound);  // the site: the person's own setting
  CHECK(visit_settings(parse("sound=off")).sound == false);
  CHECK(visit_settings(parse("embed=1")).sound == false);  // a host page is not made noisy uninvited
  CHECK(visit_settings(parse("embed=1&sound=on")).sound == true);
  CHECK(visit_settings(parse("embed=1&sound=loud")).sound == false);  // a bad value: the default
  CHECK(cardavia::page::page_options_json(parse("sound=on")).find("\"sound\":\"on\"") != std::string::npos);
}
