// Cardavia — what a stranger sends cannot break the table, and what a host sees cannot tell it a
// hidden card (issue 25), driven natively through the shell with a fake page:
//   - seeds of new deals come from the seed source (the platform's CSPRNG unless injected), never
//     the clock: Start, autostart and a host's new-match all ask it;
//   - the host channel exists only in embed mode, and an `origin` that is not one closes it: no
//     message, no command obeyed, the site's own autosave untouched;
//   - embedded with #cards the `ready` message is still sent;
//   - the visit's language (the browser's, a host's set-settings) is shown, never kept;
//   - the report is JSON any JSON.parse reads (a NaN is null); a settings change is computed with
//     checked access.
// (The autosave set aside: links_test.cpp; the browser's side: tests/web/hardening.test.mjs.)
#include <catch2/catch.hpp>
#include <cmath>
#include <limits>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <vector>

#include "app/seed_source.h"
#include "app/table/games.h"
#include "app/table/report.h"
#include "app/table/settings.h"
#include "core/match_record.h"
#include "page/page_options.h"
#include "tests/app/fake_page.h"
#include "tests/app/table_driver.h"
#include "tests/record_files.h"

using app_test::FakePage;
using app_test::TableDriver;
using nlohmann::json;

namespace {

cardavia::page::PageOptions address(std::string_view query, std::string_view fragment = "") {
  return cardavia::page::parse_page_options(query, fragment, cardavia::app::table::site_games());
}

std::vector<json> messages(TableDriver& d) {
  std::vector<json> out;
  for (const std::string& m : d.shell.take_messages()) out.push_back(json::parse(m));
  return out;
}

json cmd(const std::string& name, const json& args = json::object()) {
  return {{"target", "cardavia"}, {"version", 1}, {"id", "h"}, {"cmd", name}, {"args", args}};
}

// An unfinished Cabo match as its slot holds it: a finished sample less its last action.
std::string unfinished_cabo() {
  const std::string text = cardavia::testing::read_text(std::string(CARDAVIA_TESTS_DIR) +
                                                        "/saves/cabo_3p_hard_five_rounds.json");
  cardavia::Result<cardavia::MatchRecord> whole = cardavia::read_save(text);
  REQUIRE(whole.ok());
  cardavia::MatchRecord almost = whole.value();
  almost.match.actions.pop_back();
  return cardavia::write_save(almost);
}

// Every bit of a kSeedBits-bit seed is seen both set and clear over `seeds`: a clock's seeds asked
// within a moment share their high bits (and a millisecond clock's its low ones too).
void check_bits_spread(const std::vector<std::uint64_t>& seeds) {
  std::uint64_t any = 0, all = cardavia::app::kSeedMask;
  for (const std::uint64_t s : seeds) {
    CHECK(s <= cardavia::app::kSeedMask);
    any |= s;
    all &= s;
  }
  CHECK(any == cardavia::app::kSeedMask);
  CHECK(all == 0);
  CHECK(std::set<std::uint64_t>(seeds.begin(), seeds.end()).size() == seeds.size());
}

}  // namespace

// [SECTION] Seeds ---------------------------------------------------------------------------------

TEST_CASE("seeds: Start, autostart and a host's new-match take the seed source's seed") {
  static std::uint64_t next;
  next = 4242;
  const cardavia::app::SeedSource source = [] { return next++; };

  TableDriver d;
  d.shell.set_seed_source(source);
  REQUIRE(d.shell.open_route("#cabo"));
  d.frame();
  d.tap("setup:start");
  REQUIRE(d.shell.match() != nullptr);
  CHECK(d.shell.match()->config().seed == 4242);

  TableDriver e;
  e.shell.set_seed_source(source);
  e.shell.open_address(address("?game=chkobba&autostart=1"));
  e.frame();
  REQUIRE(e.shell.match() != nullptr);
  CHECK(e.shell.match()->config().seed == 4243);

  FakePage page;
  TableDriver f(ImVec2(800, 500));
  f.shell.set_seed_source(source);
  f.shell.attach_page(&page);
  f.shell.open_address(address("?embed=1&game=cucu"));
  f.frame();
  REQUIRE(json::parse(f.shell.command(cmd("new-match").dump()))["ok"] == true);
  REQUIRE(f.shell.match() != nullptr);
  CHECK(f.shell.match()->config().seed == 4244);
  // A seed the host or the person gives is theirs, not the source's.
  REQUIRE(json::parse(f.shell.command(cmd("new-match", {{"seed", 9}}).dump()))["ok"] == true);
  CHECK(f.shell.match()->config().seed == 9);
}

TEST_CASE("seeds: the platform source is not the clock — seeds asked at once all differ, every bit used") {
  std::vector<std::uint64_t> seeds;
  for (int i = 0; i < 2000; ++i) seeds.push_back(cardavia::app::platform_seed());
  check_bits_spread(seeds);
  // A shell's own source (nothing injected) is that one: its seeds, asked in the same moment too.
  cardavia::app::TableShell shell;
  std::vector<std::uint64_t> from_shell;
  for (int i = 0; i < 2000; ++i) from_shell.push_back(shell.fresh_seed());
  check_bits_spread(from_shell);
  // Two matches started back to back by the person: two deals.
  TableDriver d;
  REQUIRE(d.shell.open_route("#cabo"));
  d.frame();
  d.tap("setup:start");
  REQUIRE(d.shell.match() != nullptr);
  const std::uint64_t first = d.shell.match()->config().seed;
  TableDriver e;
  REQUIRE(e.shell.open_route("#cabo"));
  e.frame();
  e.tap("setup:start");
  REQUIRE(e.shell.match() != nullptr);
  CHECK(e.shell.match()->config().seed != first);
}

TEST_CASE("seeds: a host's new-matches asked one after another have seeds that use every bit") {
  // What a host could do: start matches as fast as it can and look for a pattern (a clock's
  // seeds asked in one moment share their high bits).
  FakePage page;
  TableDriver d(ImVec2(800, 500));
  d.shell.attach_page(&page);
  d.shell.open_address(address("?embed=1&game=cabo"));
  d.frame();
  std::vector<std::uint64_t> seeds;
  for (int i = 0; i < 300; ++i) {
    REQUIRE(json::parse(d.shell.command(cmd("new-match").dump()))["ok"] == true);
    seeds.push_back(d.shell.match()->config().seed);
  }
  check_bits_spread(seeds);
}

// [SECTION] The host channel ----------------------------------------------------------------------

TEST_CASE("not embedded: a framing page's commands are not obeyed, the site's autosave is intact") {
  const std::string saved = unfinished_cabo();
  FakePage page;
  page.slots["cabo"] = saved;
  TableDriver d(ImVec2(800, 500));
  d.shell.attach_page(&page);
  d.shell.open_address(address("?game=cabo"));
  d.frame();
  CHECK_FALSE(d.shell.host_channel_open());
  CHECK(messages(d).empty());  // no ready, nothing
  for (const json& c : {cmd("new-match", {{"game", "cabo"}, {"seed", 1}}), cmd("get-state"),
                        cmd("set-settings", {{"contrast", 90}}), cmd("load", {{"save", saved}})}) {
    INFO(c.dump());
    CHECK(d.shell.command(c.dump()).empty());  // not ours: no reply
    d.frame();
  }
  CHECK(d.shell.match() == nullptr);
  CHECK(page.slots.at("cabo") == saved);
  CHECK(d.shell.settings().contrast == 50);
  CHECK(messages(d).empty());
  CHECK(d.has("setup:continue"));  // the person's match is still offered
}

TEST_CASE("embedded: a host's new-match over an unfinished match replaces it in the host's slot") {
  // The contract: the host asked, no question. (The page keys that slot by the host page:
  // web/page/storage.js; the site's own slot is another key.)
  FakePage page;
  page.slots["cabo"] = unfinished_cabo();
  TableDriver d(ImVec2(800, 500));
  d.shell.attach_page(&page);
  d.shell.open_address(address("?embed=1&game=cabo"));
  d.frame();
  CHECK(d.shell.host_channel_open());
  const json r = json::parse(d.shell.command(cmd("new-match", {{"seed", 31}}).dump()));
  CHECK(r["ok"] == true);
  d.frame();
  REQUIRE(d.shell.match() != nullptr);
  CHECK(d.shell.match()->config().seed == 31);
  CHECK(d.screen() == "play");
  const cardavia::Result<cardavia::MatchRecord> now = cardavia::read_save(page.slots.at("cabo"));
  REQUIRE(now.ok());
  CHECK(now.value().match.setup.seed == 31);
}

TEST_CASE("an origin given that is not an origin closes the channel: nothing posted, nothing obeyed") {
  for (const char* bad : {"https://rules.example/", "rules.example", "https://Rules.example", "*"}) {
    INFO(bad);
    FakePage page;
    TableDriver d(ImVec2(800, 500));
    d.shell.attach_page(&page);
    const cardavia::page::PageOptions o =
        address(std::string("?embed=1&game=cabo&speed=warp&origin=") + bad);
    CHECK(o.origin_refused);
    CHECK_FALSE(o.origin);
    CHECK(nlohmann::json::parse(cardavia::page::page_options_json(o))["origin_refused"] == true);
    d.shell.open_address(o);
    d.frame();
    d.frame();
    CHECK(d.shell.embedded());
    CHECK(d.screen() == "setup");  // the table itself runs
    CHECK_FALSE(d.shell.host_channel_open());
    CHECK(messages(d).empty());  // no ready, no bad-option
    CHECK(d.shell.command(cmd("new-match").dump()).empty());
    CHECK(d.shell.command(cmd("get-state").dump()).empty());
    d.frame();
    CHECK(d.shell.match() == nullptr);
    CHECK(messages(d).empty());
  }
  // A good origin: open.
  const cardavia::page::PageOptions good = address("?embed=1&origin=https://rules.example");
  CHECK_FALSE(good.origin_refused);
  CHECK(cardavia::page::page_options_json(good).find("origin_refused") == std::string::npos);
}

TEST_CASE("embedded with #cards: ready is sent, and the host's commands are answered") {
  FakePage page;
  TableDriver d(ImVec2(800, 500));
  d.shell.attach_page(&page);
  d.shell.open_address(address("?embed=1&game=cabo", "#cards"));
  d.frame();
  const std::vector<json> all = messages(d);
  REQUIRE(!all.empty());
  CHECK(all.front()["type"] == "ready");
  const json r = json::parse(d.shell.command(cmd("get-state").dump()));
  CHECK(r["ok"] == true);
  CHECK(r["result"]["screen"] == "cards");
}

// [SECTION] Settings nobody chose -----------------------------------------------------------------

TEST_CASE("the visit's language (the browser's) is shown, not kept — a language picked is") {
  FakePage page;
  TableDriver d;
  d.shell.attach_page(&page);
  d.shell.open_address(address(""));
  d.shell.set_visit_language("fr");  // as web/main.cpp does with navigator.languages' choice
  d.frame();
  d.frame();
  CHECK(d.report().lang == "fr");
  CHECK(page.settings_writes.empty());
  // The person picks a language: that is kept.
  d.tap("start:language");
  d.tap("lang:it");
  d.frame();
  REQUIRE(page.settings_writes.size() == 1);
  CHECK(json::parse(page.settings_writes[0]) == json{{"lang", "it"}, {"version", 1}});
}

TEST_CASE("a host's set-settings {lang} is applied for the visit, never written") {
  FakePage page;
  TableDriver d(ImVec2(800, 500));
  d.shell.attach_page(&page);
  d.shell.open_address(address("?embed=1&game=cabo"));
  d.frame();
  const json r = json::parse(d.shell.command(cmd("set-settings", {{"lang", "uk"}, {"grain", 7}}).dump()));
  CHECK(r["ok"] == true);
  d.frame();
  d.frame();
  CHECK(d.report().lang == "uk");
  CHECK(page.settings_writes.empty());
}

// [SECTION] Latent faults -------------------------------------------------------------------------

TEST_CASE("the report is JSON any parser reads: a NaN box is null, quotes escaped") {
  using cardavia::app::table::ScreenReport;
  ScreenReport r;
  r.screen = "play";
  r.prompt = "a \"quoted\"\n\x01 prompt \\";
  const float nan = std::numeric_limits<float>::quiet_NaN();
  const float inf = std::numeric_limits<float>::infinity();
  cardavia::app::table::Target t;
  t.id = "own:0";
  t.label = "Your card";
  t.box = cardavia::app::Box{ImVec2(nan, 10), ImVec2(inf, 30)};
  r.targets.push_back(t);
  r.faces = {"own:0"};
  r.lang = "en";
  const std::string text = cardavia::app::table::report_json(r);
  CHECK(text.find("nan") == std::string::npos);
  CHECK(text.find("inf") == std::string::npos);
  const json j = json::parse(text);  // throws on anything JSON.parse would throw on
  CHECK(j["screen"] == "play");
  REQUIRE(j["targets"].size() == 1);
  CHECK(j["targets"][0]["id"] == "own:0");
  CHECK(j["targets"][0]["x"].is_null());
  CHECK(j["targets"][0]["y"] == 20.0);
  CHECK(j["targets"][0]["h"] == 20.0);
  CHECK(j["faces"] == json::array({"own:0"}));
  CHECK(j["prompt"] == "a \"quoted\"   prompt \\");  // each control character a space
  CHECK_FALSE(j.contains("replay"));
  // Bytes that are not UTF-8 (a cut label) are replaced, never a throw or an abort (the web build
  // has no exceptions): the text still parses.
  r.prompt = "cut \xe2\x99";
  const json cut = json::parse(cardavia::app::table::report_json(r));
  CHECK(cut["prompt"] == "cut \xef\xbf\xbd");
  // And a frame the shell drew, with a replay open: every field the browser tests read.
  TableDriver d;
  REQUIRE(d.shell.load(cardavia::testing::read_text(std::string(CARDAVIA_TESTS_DIR) +
                                                     "/saves/cabo_3p_hard_five_rounds.json"),
                       3)
              .ok());
  d.frame();
  const json drawn = json::parse(cardavia::app::table::report_json(d.report()));
  CHECK(drawn["screen"] == "replay");
  CHECK(drawn["replay"]["step"] == 3);
  CHECK(drawn["targets"].size() == d.report().targets.size());
  for (const char* field : {"prompt", "faces", "marks", "log", "notes", "controls", "settings", "motion",
                            "lang", "look"})
    CHECK(drawn.contains(field));
}

TEST_CASE("settings changes: only the fields that differ, with the version") {
  using cardavia::app::table::Settings;
  Settings before, after;
  CHECK(json::parse(cardavia::app::table::settings_changes_json(before, after)) == json{{"version", 1}});
  after.grain = 3;
  after.lang = "es";
  CHECK(json::parse(cardavia::app::table::settings_changes_json(before, after)) ==
        json{{"grain", 3}, {"lang", "es"}, {"version", 1}});
}
