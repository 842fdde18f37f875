// Cardavia — the Cucù table driven natively through the same screen code as the site: whole
// matches by target ids (the intents a tap makes) to the winner and "Play again", the words and
// labels of every frame, the cards face up exactly as the human's observation knows them, the
// prompt naming who you would ask, the dealer's pack, the inn's buttons with their lines, and the
// seeds the browser test plays (found with `cardavia selfplay`, see tests/web/cucu_match.test.mjs).
#include <algorithm>
#include <catch2/catch.hpp>
#include <cstdio>
#include <regex>
#include <set>

#include "core/cucu/cucu.h"
#include "core/match_record.h"
#include "tests/app/chart_check.h"
#include "tests/app/table_driver.h"
#include "tests/record_files.h"

using app_test::TableDriver;
using app_test::check_words;
using cardavia::CucuObservation;
using cardavia::app::table::ScreenReport;

namespace {

// On the table in play (not at a round's end): a card is face up exactly when the human's
// observation knows it (at instant speed nothing is in the air).
void check_knowledge(TableDriver& d) {
  if (d.screen() != "play" || d.report().prompt.rfind("The showdown", 0) == 0) return;
  const auto view = d.shell.match()->observation();
  const auto& o = static_cast<const CucuObservation&>(*view);
  std::set<std::string> expected;
  for (int seat = 0; seat < o.players(); ++seat) {
    if (!o.in_round(seat) || !o.reached(seat)) continue;
    if (!o.knows_token(o.token_of(seat))) continue;
    expected.insert(seat == o.seat() ? "own:0" : "seat:" + std::to_string(seat) + ":0");
  }
  const std::set<std::string> faces(d.report().faces.begin(), d.report().faces.end());
  CHECK(faces == expected);
}

void start(TableDriver& d, const char* seed, const char* level = "easy",
           const char* speed = "instant") {
  REQUIRE(d.shell.open_route("#cucu"));
  d.frame();
  REQUIRE(d.screen() == "setup");
  CHECK(d.has("setup:game:cucu"));
  CHECK(d.has("setup:players:4"));
  CHECK_FALSE(d.has("setup:players:3"));
  d.tap(std::string("setup:level:") + level);
  d.tap(std::string("setup:speed:") + speed);
  REQUIRE(d.shell.set_text("setup:seed", seed));  // as the page's <input> sends it
  d.tap("setup:start");
  REQUIRE(d.screen() == "play");
}

// What the human's seat does: ask while the card is low (from the prompt's words), keep a high
// one; the dealer takes a card from the pack under VI; insure a zero; accept every other time.
struct Plan {
  int innkeeper_answers = 0;
  int inn_dialogs = 0;
};

bool low_card(const std::string& prompt) {
  for (const char* low : {"Lion", "Mask", "Bucket", "Zero", "Fool", " I,", " II,", " III,", " IV,",
                          " V,", " I or", " II or", " III or", " IV or", " V or"})
    if (prompt.find(low) != std::string::npos) return true;
  return false;
}

// One decision of the human, or one frame when it is not theirs. Returns false at the match end.
bool step(TableDriver& d, Plan& plan) {
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  check_words(d.report(), "cucu.", display);
  check_knowledge(d);
  const std::string prompt = d.report().prompt;
  if (d.screen() == "over") return false;
  if (d.screen() == "reveal") {
    d.tap(d.has("btn:result") ? "btn:result" : "btn:next_round");
    return true;
  }
  if (d.has("btn:insure")) {
    ++plan.inn_dialogs;
    d.tap("btn:insure");
  } else if (d.has("btn:accept")) {
    ++plan.inn_dialogs;
    d.tap(plan.innkeeper_answers++ % 2 == 0 ? "btn:accept" : "btn:refuse");
  } else if (d.has("btn:deck")) {
    CHECK(d.has("pack"));
    d.tap(low_card(prompt) ? "btn:deck" : "btn:keep");
  } else if (d.has("btn:ask")) {
    d.tap(low_card(prompt) ? "btn:ask" : "btn:keep");
  } else if (d.has("btn:keep")) {  // an inn, without a zero to insure
    ++plan.inn_dialogs;
    d.tap("btn:keep");
  } else {
    d.frame();
  }
  return true;
}

// tests/saves/cucu_4p_normal_table.json (seed 821) and cucu_4p_inn_table.json (seed 6191), made
// by tests/session/table_match_maker_test.cpp. The computers decide from the record alone, so
// playing the person's actions of a save at the table (its seed, Normal) gives the same match.
cardavia::MatchRecord saved_match(const char* file) {
  auto save = cardavia::read_save(
      cardavia::testing::read_text(std::string(CARDAVIA_TESTS_DIR) + "/saves/" + file));
  REQUIRE(save.ok());
  return save.value();
}
cardavia::MatchRecord browser_match() { return saved_match("cucu_4p_normal_table.json"); }
std::vector<std::string> human_actions(const cardavia::MatchRecord& save) {
  std::vector<std::string> mine;
  for (const std::string& a : save.match.actions)
    if (a.rfind("0 ", 0) == 0) mine.push_back(a.substr(2));
  return mine;
}

}  // namespace

TEST_CASE("A whole Cucù match through target ids: words, knowledge, the showdowns, Play again") {
  TableDriver d;
  REQUIRE(d.has("tile:cucu"));
  start(d, "3");
  d.until([&] { return !d.report().log.empty(); }, "the deal");
  CHECK(d.report().log.front().rfind("Round 1: ", 0) == 0);
  Plan plan;
  int reveals = 0;
  for (int i = 0; i < 20000 && step(d, plan); ++i) {
    if (d.screen() != "reveal") continue;
    ++reveals;
    app_test::check_chart(d, 0);
  }
  REQUIRE(d.screen() == "over");
  app_test::check_chart(d, 0);
  CHECK(reveals >= 2);
  CHECK(d.shell.match()->over());
  CHECK(d.report().prompt == "The match is over.");
  CHECK(d.has("btn:play_again"));
  // Play again: the same choices on the seed source's next seed (not one derived from this
  // match's, which is public once it is over), a fresh deal.
  d.shell.set_seed_source([] { return std::uint64_t{777}; });
  d.tap("btn:play_again");
  CHECK(d.screen() == "play");
  CHECK(d.shell.match()->config().seed == 777);
  CHECK(d.shell.match()->rounds().empty());
  CHECK(d.report().log.front().rfind("Round 1: ", 0) == 0);
}

TEST_CASE("Your turn: the prompt names who you would ask — the dealer's pack — the targets' words") {
  TableDriver d;
  start(d, "3");
  Plan plan;
  bool asked = false, dealt = false;
  for (int i = 0; i < 20000 && !(asked && dealt) && step(d, plan); ++i) {
    const auto& r = d.report();
    if (d.has("btn:ask") && !asked) {
      asked = true;
      const auto* ask = cardavia::app::table::find_target(r.targets, "btn:ask");
      // "Keep your VII, or ask Ana to exchange": the label names the same player.
      const std::string who = ask->label.substr(4, ask->label.find(" to exchange") - 4);
      CHECK(r.prompt.find("ask " + who + " to exchange") != std::string::npos);
      const auto target = std::find_if(r.targets.begin(), r.targets.end(), [](const auto& t) {
        return t.id.rfind("seat:", 0) == 0;
      });
      REQUIRE(target != r.targets.end());
      CHECK(target->label == ask->label);
      CHECK(target->id == "seat:1:0");  // the next seat: the human is seat 0
    }
    if (d.has("btn:deck") && !dealt) {
      dealt = true;
      CHECK(r.prompt.rfind("You deal and play last: keep your ", 0) == 0);
      CHECK(cardavia::app::table::find_target(r.targets, "pack")->label ==
            "Take the next card from the pack");
    }
  }
  CHECK(asked);
  CHECK(dealt);
}

TEST_CASE("The browser test's match, natively: the hunter, the cat's undo, your win") {
  const auto save = browser_match();
  const std::vector<std::string> mine = human_actions(save);
  TableDriver d;
  start(d, "821", "normal");
  std::size_t next = 0;
  std::set<std::string> said;
  for (int i = 0; i < 20000 && d.screen() != "over"; ++i) {
    check_words(d.report(), "cucu.");
    check_knowledge(d);
    said.insert(d.report().log.begin(), d.report().log.end());
    if (d.screen() == "reveal") {
      d.tap(d.has("btn:result") ? "btn:result" : "btn:next_round");
      continue;
    }
    if (!d.has("btn:keep") && !d.has("btn:accept")) {
      d.frame();
      continue;
    }
    REQUIRE(next < mine.size());
    d.tap("btn:" + mine[next++]);
  }
  REQUIRE(d.screen() == "over");
  CHECK(next == mine.size());
  CHECK(d.shell.match()->history().size() == save.match.actions.size());
  CHECK(d.shell.match()->record().match.actions == save.match.actions);
  CHECK(d.shell.match()->winners() == std::vector<int>{0});
  CHECK(said.count("Cy asks you: your Hunter refuses and shoots; Cy loses a life.") == 1);
  CHECK(said.count("Ana asks Bo: Bo's Cat refuses and scratches; Ana loses a life. The 2 exchanges "
                   "that brought that card are undone, the latest first.") == 1);
}

TEST_CASE("The browser test's inn, natively: what each button means, and Bo's refusal") {
  const auto save = saved_match("cucu_4p_inn_table.json");
  const std::vector<std::string> mine = human_actions(save);
  REQUIRE(mine == std::vector<std::string>{"ask", "insure"});
  TableDriver d;
  start(d, "6191", "normal");
  const auto said = [&](const std::string& line) {
    const auto& log = d.report().log;
    return std::find(log.begin(), log.end(), line) != log.end();
  };
  std::size_t next = 0;
  const std::string refusal = "Bo refuses: you take the Inn and Bo your Zero.";
  for (int i = 0; i < 20000 && !said(refusal); ++i) {
    if (!d.has("btn:keep") && !d.has("btn:accept")) {
      d.frame();
      continue;
    }
    REQUIRE(next < mine.size());
    const std::string action = mine[next++];
    if (action == "insure") {
      // The inn's dialog: what each button means, in the centre and on the buttons.
      CHECK(d.report().prompt == "Bo's Inn suspends your request: keep your card, or insure your Zero");
      CHECK(cardavia::app::table::find_target(d.report().targets, "btn:insure")->label ==
            "Ask Bo to insure your Zero");
      CHECK(cardavia::app::table::find_target(d.report().targets, "btn:keep")->label ==
            "Keep your card: withdraw the request");
      CHECK(d.report().notes ==
            std::vector<std::string>{"Keep: withdraw the request; both keep their cards.",
                                     "Insure: if your Zero loses, Bo loses the life instead."});
    }
    d.tap("btn:" + action);
  }
  CHECK(next == mine.size());
  CHECK(said(refusal));
  const std::vector<std::string> actions = d.shell.match()->record().match.actions;
  REQUIRE(actions.size() >= save.match.actions.size());
  CHECK(std::vector<std::string>(actions.begin(),
                                 actions.begin() + static_cast<std::ptrdiff_t>(save.match.actions.size())) ==
        save.match.actions);
}

TEST_CASE("A cat's undo at normal speed: its answer is read, then each exchange flies back in turn") {
  // Round 3 of the browser test's match: Ana asks Bo (the dealer, whose card is dealt as the
  // request reaches him); Bo's Cat refuses, and the two exchanges that brought Ana's card (yours
  // with Ana, then Cy's with you) go back one after another. At normal speed (20 frames a second
  // of table time): Bo's card flies in, the table rests while the refusal is read, then cards are
  // in the air twice, with a rest between, and nothing moves after.
  const std::vector<std::string> mine = human_actions(browser_match());
  TableDriver d;
  start(d, "821", "normal", "normal");
  const std::string cat = "Ana asks Bo: Bo's Cat refuses and scratches; Ana loses a life. The 2 "
                          "exchanges that brought that card are undone, the latest first.";
  const auto said_cat = [&] {
    const auto& log = d.report().log;
    return std::find(log.begin(), log.end(), cat) != log.end();
  };
  std::size_t next = 0;
  for (int i = 0; i < 20000 && !said_cat(); ++i) {
    if (d.screen() == "reveal" && d.has("btn:next_round")) {
      d.tap("btn:next_round");
    } else if (d.has("btn:keep") || d.has("btn:accept")) {
      REQUIRE(next < mine.size());
      d.tap("btn:" + mine[next++]);
    } else {
      d.frame();
    }
  }
  REQUIRE(said_cat());
  // From the frame the cat's answer is logged until the round's end opens (Bo keeps, the
  // showdown): one letter a frame, t while cards are in the air, else a dot.
  std::string motion;
  for (int i = 0; i < 400 && d.screen() == "play"; ++i) {
    motion += d.report().motion == "travel" ? 't' : '.';
    d.frame();
  }
  INFO("frames: " << motion);
  CHECK(std::regex_match(motion, std::regex(R"(t+\.{10,}t+\.{3,}t+\.+)")));
  CHECK(d.screen() == "reveal");
}

TEST_CASE("Your exchanges at normal speed: the two cards fly (the engine's kMove events), then rest") {
  // The browser test's match at normal speed: after each line that exchanges your card ("You ask
  // … and exchange", "… asks you and you exchange"), cards are in the air and then the table rests with your new card face up
  // (the view animates the exchange from the move's events, not from comparing observations).
  const std::vector<std::string> mine = human_actions(browser_match());
  TableDriver d;
  start(d, "821", "normal", "normal");
  std::size_t next = 0;
  std::size_t seen_lines = 0;
  int exchanges = 0;
  for (int i = 0; i < 20000 && d.screen() != "over"; ++i) {
    const auto& log = d.report().log;
    bool mine_exchanged = false;
    if (log.size() < seen_lines) seen_lines = 0;  // a new round's log
    for (; seen_lines < log.size(); ++seen_lines)
      mine_exchanged |= log[seen_lines].find("you exchange") != std::string::npos ||
                        (log[seen_lines].rfind("You ask", 0) == 0 &&
                         log[seen_lines].find("and exchange") != std::string::npos);
    if (mine_exchanged) {
      ++exchanges;
      std::string motion;
      for (int f = 0; f < 200 && d.screen() == "play"; ++f) {
        motion += d.report().motion == "travel" ? 't' : '.';
        if (motion.size() > 4 && motion.back() == '.' && motion.find('t') != std::string::npos &&
            motion.substr(motion.size() - 4) == "....")
          break;
        d.frame();
      }
      INFO("frames after the exchange is logged: " << motion);
      // Two flights back to back (a quarter second each at normal speed): the asked seat's card
      // dealt as the request reaches it, then the two cards exchanged. (Without the exchange's
      // events read, only the deal flies: five frames.)
      CHECK(std::regex_search(motion, std::regex(R"(^t{8,}\.{4}$)")));
      check_knowledge(d);
      CHECK(std::find(d.report().faces.begin(), d.report().faces.end(), "own:0") !=
            d.report().faces.end());
      continue;
    }
    if (d.screen() == "reveal") {
      d.tap(d.has("btn:result") ? "btn:result" : "btn:next_round");
    } else if (d.has("btn:keep") || d.has("btn:accept")) {
      REQUIRE(next < mine.size());
      d.tap("btn:" + mine[next++]);
    } else {
      d.frame();
    }
  }
  // Rounds 3, 5 and 6: Cy asks you, you ask Ana, Bo asks you, Ana asks you.
  CHECK(exchanges == 4);
}
