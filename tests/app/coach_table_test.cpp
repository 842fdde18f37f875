// Cardavia — the coach's hint at the table, without a browser: btn:hint in every game when the
// match allows hints (on by default at Easy and Normal, off at Hard), a target marked `hint` with
// the reason first among the notes, following the marked targets makes the move, and the record
// notes when hints were shown. The browser's own test is tests/web/coach.test.mjs.
#include <catch2/catch.hpp>

#include <algorithm>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "app/table/report.h"
#include "table_driver.h"

using app_test::TableDriver;
using cardavia::app::table::Target;

namespace {

const Target* hinted(const cardavia::app::table::ScreenReport& r) {
  for (const Target& t : r.targets)
    if (t.hint) return &t;
  return nullptr;
}

void start(TableDriver& d, const std::string& game, int players, const char* level) {
  d.shell.open_route("#" + game);
  d.tap("setup:players:" + std::to_string(players));
  d.tap(std::string("setup:level:") + level);
  d.tap("setup:speed:instant");
  REQUIRE(d.shell.set_text("setup:seed", "2024"));
  d.tap("setup:start");
}

// Asks for a hint, checks its mark and words, and follows the marked targets until the move is
// made (the mark goes). Returns the reason.
std::string follow_one_hint(TableDriver& d) {
  // A round's end on the way goes on to the next round.
  for (int rounds = 0; rounds < 3; ++rounds) {
    d.until([&] { return d.has("btn:hint") || d.has("btn:next_round") || d.screen() == "over"; },
            "the person's move");
    if (!d.has("btn:next_round")) break;
    d.tap("btn:next_round");
  }
  if (!d.has("btn:hint")) return {};
  d.tap("btn:hint");
  d.until([&] { return hinted(d.report()) != nullptr; }, "a target marked by the hint");
  REQUIRE_FALSE(d.report().notes.empty());
  const std::string reason = d.report().notes.front();
  CHECK(reason != "Thinking about your move…");
  CHECK(reason.find('{') == std::string::npos);
  CHECK(reason.find("coach.") == std::string::npos);
  CHECK_FALSE(d.has("btn:hint"));  // one hint a decision
  for (int taps = 0; taps < 8; ++taps) {
    const Target* t = hinted(d.report());
    if (t == nullptr) return reason;
    d.tap(t->id);
  }
  FAIL("the marked targets never made the move");
  return reason;
}

}  // namespace

TEST_CASE("coach: a hint in every game marks the move and says why, and following it plays it",
          "[coach]") {
  struct Case {
    const char* game;
    int players;
  };
  for (const Case c : {Case{"cabo", 2}, Case{"chkobba", 2}, Case{"cucu", 4}}) {
    INFO(c.game);
    TableDriver d;
    start(d, c.game, c.players, "normal");
    int hints = 0;
    for (int decision = 0; decision < 6; ++decision) {
      if (!follow_one_hint(d).empty()) ++hints;
    }
    CHECK(hints >= 3);
    // The record notes each hint (the autosave and an exported save carry it).
    const nlohmann::json record = nlohmann::json::parse(d.shell.current_record());
    REQUIRE(record.contains("hints_asked"));
    CHECK(static_cast<int>(record["hints_asked"].size()) == hints);
    CHECK(record["hints"] == true);
  }
}

TEST_CASE("coach: hints are off by default against Hard, and the sheet turns them on", "[coach]") {
  TableDriver d;
  start(d, "cucu", 4, "hard");
  d.until([&] { return d.has("btn:keep") || d.has("btn:deck"); }, "the person's move");
  CHECK_FALSE(d.has("btn:hint"));

  TableDriver on;
  on.shell.open_route("#cucu");
  on.tap("setup:level:hard");
  on.tap("setup:hints:on");
  on.tap("setup:speed:instant");
  on.tap("setup:start");
  CHECK_FALSE(follow_one_hint(on).empty());
}

TEST_CASE("coach: a replay of a save shows where hints were shown", "[coach]") {
  TableDriver d;
  const char* save = R"({"format": "cardavia-save", "version": 1, "game": "cabo", "players": 3,
    "seed": 123456789, "dealer": 0, "human_seat": 1, "level": "normal", "hints": true,
    "hints_asked": [0, 3], "actions": ["1 look 0,1", "2 look 2,3", "0 look 0,3", "1 draw"]})";
  const auto opened = d.shell.load(save, 2);
  REQUIRE(opened.ok());
  d.until([&] { return d.report().replay.has_value(); }, "the replay viewer");
  CHECK(d.report().replay->hints == std::vector<int>{0, 3});
}

// What the page's live region says (app/table/table_speech.h): a Cabo match with a hint at every
// decision, the report's speech read as the page reads it (the lines it has not said yet). Words
// only — the coach's reason names cards in words, never by a suit symbol — and no line said
// twice in a row (the prompt is not said on a computer's turn, when it repeats the last move).
TEST_CASE("coach: the live region's lines are words, each said once", "[coach][speech]") {
  TableDriver d;
  start(d, "cabo", 3, "normal");
  std::vector<std::string> said;
  std::size_t count = 0;
  const auto hear = [&] {
    const auto& speech = d.report().speech;
    REQUIRE(speech.has_value());
    const std::size_t first = speech->count - speech->lines.size();
    for (std::size_t i = count > first ? count - first : 0; i < speech->lines.size(); ++i)
      said.push_back(speech->lines[i]);
    count = speech->count;
  };
  std::vector<std::string> reasons;  // as the action bar's note shows them
  for (int decision = 0; decision < 10; ++decision) {
    const std::string reason = follow_one_hint(d);
    if (reason.empty()) break;
    hear();
    reasons.push_back(reason);
  }
  d.until([&] { hear(); return d.has("btn:hint") || d.screen() != "play"; }, "the next decision");
  CHECK(reasons.size() >= 5);
  REQUIRE(said.size() >= 10);
  for (std::size_t i = 0; i < said.size(); ++i) {
    INFO(said[i]);
    for (const char* suit : {"♠", "♥", "♦", "♣"}) CHECK(said[i].find(suit) == std::string::npos);
    if (i > 0) CHECK(said[i] != said[i - 1]);
  }
  // Each reason was said: its first words ("Swap it for your card 1:") begin a line.
  bool symbol_in_a_note = false;
  for (const std::string& reason : reasons) {
    INFO(reason);
    for (const char* suit : {"♠", "♥", "♦", "♣"}) symbol_in_a_note |= reason.find(suit) != std::string::npos;
    // Its words before the first colon or the first card named ("Take the A♥" → "Take the ").
    std::size_t end = reason.find(':') + 1;
    for (const char* suit : {"♠", "♥", "♦", "♣"}) {
      const std::size_t at = reason.find(suit);
      if (at != std::string::npos && at < end) end = reason.rfind(' ', at) + 1;
    }
    const std::string head = reason.substr(0, end);
    CHECK(std::any_of(said.begin(), said.end(), [&](const std::string& line) {
      return line.rfind(head, 0) == 0;
    }));
  }
  CHECK(symbol_in_a_note);  // the seed's hints name cards, so the words above were tested
}
