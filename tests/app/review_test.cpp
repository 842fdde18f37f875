// The review after the match at the table (issue 31, item 2): the match-end sheet's btn:review
// opens the viewer in review mode (screen `review`), whose report's `review` progresses to 1 and
// carries the marks; review:mark:<i> jumps to the step before that decision and shows its words;
// leaving and coming back resumes the same review; the share gives the review link, and that
// link opens the same review.
#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>

#include "core/match_record.h"
#include "table_driver.h"

using app_test::TableDriver;

namespace {

cardavia::MatchRecord fixed_cabo() {
  std::ifstream in(std::string(CARDAVIA_TESTS_DIR) + "/saves/review_cabo_2p.json");
  std::stringstream text;
  text << in.rdbuf();
  cardavia::Result<cardavia::MatchRecord> record = cardavia::read_save(text.str());
  REQUIRE(record);
  return record.value();
}

bool review_done(const TableDriver& d) {
  return d.report().review && d.report().review->progress >= 1.0;
}

}  // namespace

TEST_CASE("review: the match-end sheet offers it, the report shows its progress and marks") {
  std::string link;
  std::vector<cardavia::app::table::ReviewMarkReport> marks;
  {
  TableDriver d;
  // The fixed Cabo match but its last two moves, resumed at the table: the person draws, then
  // swaps into place 0 (the record replaced a pair there), and the match ends.
  cardavia::MatchRecord almost = fixed_cabo();
  almost.match.actions.resize(almost.match.actions.size() - 2);
  REQUIRE(d.shell.load(cardavia::write_save(almost)).value() == "play");
  d.until([&] { return d.has("btn:draw"); }, "the person's draw");
  d.tap("btn:draw");
  d.until([&] { return d.has("own:0"); }, "a swap into place 1");
  d.tap("own:0");
  d.until([&] { return d.has("btn:result"); }, "the round's end");
  d.tap("btn:result");
  CHECK(d.screen() == "over");
  REQUIRE(d.has("btn:review"));
  CHECK(d.has("btn:leave"));
  CHECK(d.has("btn:play_again"));
  d.tap("btn:review");
  d.frame();
  CHECK(d.screen() == "review");
  REQUIRE(d.report().review);
  CHECK(d.report().review->progress < 1.0);
  d.until([&] { return review_done(d); }, "the review done", 20000);
  marks = d.report().review->marks;
  REQUIRE_FALSE(marks.empty());
  for (const auto& m : marks) {
    CHECK((std::string(m.kind) == "slip" || std::string(m.kind) == "mistake"));
    CHECK(m.cost >= 5);
    CHECK_FALSE(m.played.empty());
    CHECK_FALSE(m.preferred.empty());
    CHECK_FALSE(m.reason.empty());
    CHECK(m.seat == 0);
  }
  // A phone held upright: the panel takes the log's place, the move list has its sheet.
  CHECK(d.has("replay:moves"));
  const std::string json = cardavia::app::table::report_json(d.report());
  CHECK(json.find("\"review\":{") != std::string::npos);

  // A mark: the table before that decision, its words shown.
  REQUIRE(d.has("review:mark:0"));
  d.tap("review:mark:0");
  d.frame();
  REQUIRE(d.report().replay);
  CHECK(d.report().replay->step == marks[0].step);
  CHECK(d.report().review->shown == 0);

  // The share: the review link.
  const auto share = d.shell.share();
  REQUIRE(share);
  link = share->link;
  CHECK(link.find("&review=1") != std::string::npos);

  // Leaving the viewer (the match-end sheet again) and coming back: the same review, done.
  d.tap("btn:menu");
  d.tap("menu:leave");
  d.frame();
  CHECK(d.screen() == "over");
  d.tap("btn:review");
  d.frame();
  CHECK(d.screen() == "review");
  CHECK(review_done(d));
  }
  // The review link opened afresh (another visit: nothing kept): the same review.
  TableDriver other;
  REQUIRE(other.shell.load(link).value() == "replay");
  other.frame();
  CHECK(other.screen() == "review");
  other.until([&] { return review_done(other); }, "the linked review done", 20000);
  REQUIRE(other.report().review->marks.size() == marks.size());
  for (std::size_t i = 0; i < marks.size(); ++i) {
    CHECK(other.report().review->marks[i].step == marks[i].step);
    CHECK(other.report().review->marks[i].cost == marks[i].cost);
  }
}

TEST_CASE("review: the viewer's own match-end sheet offers it too") {
  TableDriver d;
  const cardavia::MatchRecord record = fixed_cabo();
  REQUIRE(d.shell.load(cardavia::write_save(record), record.match.actions.size()).value() == "replay");
  d.frame();
  CHECK(d.screen() == "over");
  REQUIRE(d.has("btn:review"));
  CHECK(d.has("btn:replay_back"));
  d.tap("btn:review");
  d.frame();
  CHECK(d.screen() == "review");
  d.until([&] { return review_done(d); }, "the review done", 20000);
  CHECK_FALSE(d.report().review->marks.empty());
}
