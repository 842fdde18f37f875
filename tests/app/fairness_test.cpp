// Cardavia — the deal's fingerprint at the table (issue 50, docs/fairness.md), driven natively
// through the shell with a fake page:
//   - a new match shows its fingerprint from the first frame (the top bar's btn:fairness, the
//     report's fairness.commit), the one its record commits to, and nothing of its seed or salt;
//   - a match continued from the autosave shows the same fingerprint;
//   - once the match is over, the seed and the salt are shown and the Check says they match —
//     and says they do not when the autosave's fingerprint was not that deal's.
#include <catch2/catch.hpp>
#include <string>

#include "app/shell/daily.h"
#include "app/table/report.h"
#include "core/fairness.h"
#include "core/match_record.h"
#include "tests/app/fake_page.h"
#include "tests/app/table_driver.h"
#include "tests/record_files.h"

using app_test::FakePage;
using app_test::TableDriver;
using cardavia::MatchRecord;

namespace {

// The report, every target's words among it, as the page gets it.
std::string everything_shown(const TableDriver& d) {
  return cardavia::app::table::report_json(d.report());
}

// The sample five-round Cabo match less its last action (a computer's), with a salt and the
// fingerprint `commit` — the autosave of a match about to end.
std::string almost_over(const std::string& commit_override = "", const std::string& daily = "") {
  const std::string text = cardavia::testing::read_text(std::string(CARDAVIA_TESTS_DIR) +
                                                        "/saves/cabo_3p_hard_five_rounds.json");
  MatchRecord record = cardavia::read_save(text).value();
  record.match.actions.pop_back();
  record.salt = "00ff00ff00ff00ff";
  record.daily = daily;
  record.commit = commit_override.empty() ? cardavia::fairness_commit(record) : commit_override;
  return cardavia::write_save(record);
}

// Continues `save` from the Cabo slot at instant speed; the match's first frame is checked by
// `at_start`, then the table plays to the match's end.
template <typename AtStart>
void continue_to_the_end(TableDriver& d, FakePage& page, const std::string& save, AtStart at_start) {
  page.slots["cabo"] = save;
  d.shell.settings().speed = cardavia::app::table::Speed::Instant;
  d.shell.attach_page(&page);
  REQUIRE(d.shell.open_route("#cabo"));
  d.frame();
  d.tap("setup:continue");
  at_start();
  // The last round's end, then the match's.
  d.until([&] { return d.screen() == "over" || d.has("btn:result"); }, "the last round's end", 8000);
  if (d.screen() != "over") d.tap("btn:result");
  d.until([&] { return d.screen() == "over"; }, "the match's end", 8000);
}

}  // namespace

TEST_CASE("fairness: a new match shows its fingerprint from the first frame, and no seed") {
  FakePage page;
  TableDriver d;
  d.shell.attach_page(&page);
  REQUIRE(d.shell.open_route("#cabo"));
  d.frame();
  d.tap("setup:start");
  REQUIRE(d.shell.match() != nullptr);
  REQUIRE(d.screen() == "play");
  // The first frame of the match: the fingerprint, the record's.
  REQUIRE(d.report().fairness);
  const std::string commit = d.report().fairness->commit;
  CHECK(cardavia::is_commit(commit));
  const MatchRecord record = d.shell.match()->record();
  CHECK(cardavia::is_salt(record.salt));
  CHECK(record.commit == commit);
  CHECK(cardavia::fairness_commit(record) == commit);
  const auto* target = cardavia::app::table::find_target(d.report().targets, "btn:fairness");
  REQUIRE(target != nullptr);
  CHECK(target->label.find(cardavia::grouped_commit(commit)) != std::string::npos);
  CHECK(target->box.height() >= 44.0f);
  // Nothing shown gives the deal away: not the seed, not the salt.
  const std::string seed = std::to_string(record.match.setup.seed);
  const auto hides_the_deal = [&] {
    const std::string shown = everything_shown(d);
    CHECK(shown.find(seed) == std::string::npos);
    CHECK(shown.find(record.salt) == std::string::npos);
    CHECK(d.report().fairness->seed.empty());
    CHECK(d.report().fairness->salt.empty());
  };
  hides_the_deal();
  // Its sheet says what the fingerprint is — still no seed — and closes back to the table.
  d.tap("btn:fairness");
  CHECK(d.screen() == "fairness");
  CHECK_FALSE(d.has("fairness:check"));
  hides_the_deal();
  d.tap("fairness:close");
  CHECK(d.screen() == "play");
  // The autosave carries the salt and the fingerprint; continued, the match shows the same one.
  REQUIRE(page.slots.count("cabo") == 1);
  const MatchRecord saved = cardavia::read_save(page.slots.at("cabo")).value();
  CHECK(saved.salt == record.salt);
  CHECK(saved.commit == commit);
  TableDriver again;
  again.shell.attach_page(&page);
  REQUIRE(again.shell.open_route("#cabo"));
  again.frame();
  again.tap("setup:continue");
  REQUIRE(again.report().fairness);
  CHECK(again.report().fairness->commit == commit);
}

TEST_CASE("fairness: at the match's end the seed and salt are shown, and the Check matches") {
  FakePage page;
  const std::string save = almost_over();
  const MatchRecord before = cardavia::read_save(save).value();
  TableDriver d;
  continue_to_the_end(d, page, save, [&] {
    REQUIRE(d.report().fairness);
    CHECK(d.report().fairness->commit == before.commit);
  });
  // Over: the report reveals the seed and the salt; the match-end sheet has the fingerprint's row.
  REQUIRE(d.report().fairness);
  CHECK(d.report().fairness->seed == std::to_string(before.match.setup.seed));
  CHECK(d.report().fairness->salt == before.salt);
  CHECK(d.report().fairness->check.empty());
  d.tap("btn:fairness");
  REQUIRE(d.screen() == "fairness");
  d.tap("fairness:check");
  CHECK(d.report().fairness->check == "match");
  CHECK(d.report().fairness->words.find("It matches") == 0);
  d.tap("fairness:close");
  CHECK(d.screen() == "over");
}

TEST_CASE("fairness: a fingerprint that is not the deal's is reported as not matching") {
  // The autosave claims another fingerprint than its seed and salt give (a tampered file).
  FakePage page;
  TableDriver d;
  continue_to_the_end(d, page, almost_over("000000000000"), [&] {
    REQUIRE(d.report().fairness);
    CHECK(d.report().fairness->commit == "000000000000");
  });
  d.tap("btn:fairness");
  d.tap("fairness:check");
  CHECK(d.report().fairness->check == "mismatch");
  CHECK(d.report().fairness->words.find("No match") == 0);
}

TEST_CASE("fairness: a finished daily deal keeps its seed hidden until its UTC day is over") {
  const std::string today = cardavia::app::utc_today();
  // Today's: over, the Check runs, but neither the report nor the sheet names the seed or salt.
  FakePage page;
  const std::string save = almost_over("", today);
  const MatchRecord before = cardavia::read_save(save).value();
  TableDriver d;
  continue_to_the_end(d, page, save, [] {});
  REQUIRE(d.report().fairness);
  CHECK(d.report().fairness->seed.empty());
  CHECK(d.report().fairness->salt.empty());
  d.tap("btn:fairness");
  REQUIRE(d.screen() == "fairness");
  d.tap("fairness:check");
  CHECK(d.report().fairness->check == "match");
  const std::string shown = everything_shown(d);
  // (The sample's seed is 3, a digit found anywhere: the sheet's words that would show it.)
  CHECK(shown.find("Seed " + std::to_string(before.match.setup.seed) + " ·") == std::string::npos);
  CHECK(shown.find(before.salt) == std::string::npos);
  // A past day's: shown, as for any match.
  FakePage past_page;
  TableDriver past;
  continue_to_the_end(past, past_page, almost_over("", "2026-12-01"), [] {});
  REQUIRE(past.report().fairness);
  CHECK(past.report().fairness->seed == std::to_string(before.match.setup.seed));
  CHECK(past.report().fairness->salt == before.salt);
}
