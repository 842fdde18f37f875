// The review after the match (session/match_review.h): in a fixed short match of each game
// (tests/saves/review_*.json) the person made one clearly bad move, and the review marks it; the
// same record reviewed twice, sliced differently, gives the same marks.
//
// The fixed matches were made by the hidden test case at the end ("[.make]"): the person's seat
// plays the Normal player's moves but once, at the first decision where the Hard search (2 000
// iterations) sees a gap of at least 0.3 (Chkobba 0.2, Cucù 0.15: a life's win chances are
// closer) between its best and worst move, plays the worst.
#include <catch2/catch.hpp>

#include <cstdio>
#include <fstream>
#include <sstream>

#include "ai/bot.h"
#include "core/match_record.h"
#include "session/coach.h"
#include "session/engine_access.h"
#include "session/match_review.h"

using cardavia::Action;
using cardavia::MatchRecord;
using cardavia::session::MatchReview;
using cardavia::session::ReviewMark;

namespace {

// The iterations the tests search with: small, the shipped default is the Hard level's own.
constexpr std::int64_t kTestIterations = 400;

MatchRecord read_fixed(const std::string& name) {
  std::ifstream in(std::string(CARDAVIA_TESTS_DIR) + "/saves/" + name);
  std::stringstream text;
  text << in.rdbuf();
  cardavia::Result<MatchRecord> record = cardavia::read_save(text.str());
  REQUIRE(record);
  return record.value();
}

std::vector<ReviewMark> review_of(const MatchRecord& record, cardavia::ai::Budget slice) {
  MatchReview review(record, kTestIterations);
  REQUIRE(review.ok());
  for (int slices = 0; !review.done() && slices < 1000000; ++slices) review.think(slice);
  REQUIRE(review.done());
  CHECK(review.progress() == 1.0);
  return review.marks();
}

// The step of the bad move each fixed match holds (printed by the maker below).
struct Fixed {
  const char* file;
  std::size_t bad_step;
};

}  // namespace

TEST_CASE("review marks the clearly bad move of each game's fixed match, the same each time") {
  for (const Fixed fixed : {Fixed{"review_cabo_2p.json", 7}, Fixed{"review_chkobba_2p.json", 27},
                            Fixed{"review_cucu_4p.json", 4}}) {
    INFO(fixed.file);
    const MatchRecord record = read_fixed(fixed.file);
    const std::vector<ReviewMark> marks = review_of(record, cardavia::ai::Budget::Iterations(50));
    REQUIRE_FALSE(marks.empty());
    CHECK(marks.size() <= MatchReview::kMaxMarks);
    bool found = false;
    for (const ReviewMark& m : marks) {
      CHECK(m.cost >= MatchReview::kSlip);
      CHECK((m.kind == ReviewMark::Kind::Mistake) == (m.cost >= MatchReview::kMistake));
      CHECK(cardavia::is_person_seat(record, m.seat));
      CHECK(m.played != m.preferred);
      CHECK_FALSE(m.reason.empty());
      CHECK_FALSE(m.played_words.empty());
      CHECK_FALSE(m.preferred_words.empty());
      found = found || m.step == fixed.bad_step;
    }
    CHECK(found);
    // Again, sliced otherwise: the same marks.
    const std::vector<ReviewMark> again = review_of(record, cardavia::ai::Budget::Iterations(7));
    REQUIRE(again.size() == marks.size());
    for (std::size_t i = 0; i < marks.size(); ++i) {
      CHECK(again[i].step == marks[i].step);
      CHECK(again[i].preferred == marks[i].preferred);
      CHECK(again[i].cost == marks[i].cost);
    }
  }
}

TEST_CASE("review: the marks at the shipped iterations, the same native and wasm") {
  // tests/web/review.test.mjs expects the same lists from the site's wasm (Cabo, Chkobba).
  struct Expected {
    const char* file;
    std::vector<std::pair<std::size_t, ReviewMark::Kind>> marks;
  };
  using K = ReviewMark::Kind;
  for (const Expected& e : {Expected{"review_cabo_2p.json", {{7, K::Mistake}}},
                            Expected{"review_chkobba_2p.json", {{27, K::Mistake}, {69, K::Mistake}, {71, K::Mistake}}},
                            Expected{"review_cucu_4p.json", {{4, K::Mistake}}}}) {
    INFO(e.file);
    MatchReview review(read_fixed(e.file));
    while (!review.done()) review.think(cardavia::ai::Budget::Iterations(1000));
    std::vector<std::pair<std::size_t, ReviewMark::Kind>> got;
    for (const ReviewMark& m : review.marks()) got.emplace_back(m.step, m.kind);
    CHECK(got == e.marks);
  }
}

TEST_CASE("review: print the marks at the shipped iterations", "[.print]") {
  for (const char* file : {"review_cabo_2p.json", "review_chkobba_2p.json", "review_cucu_4p.json",
                           "cabo_3p_hard_five_rounds.json", "chkobba_2p_normal.json"}) {
    MatchReview review(read_fixed(file));
    while (!review.done()) review.think(cardavia::ai::Budget::Iterations(1000));
    std::printf("%s: %zu decisions\n", file, review.total());
    for (const ReviewMark& m : review.marks())
      std::printf("  step %zu cost %.3f %s\n", m.step, m.cost, m.kind == ReviewMark::Kind::Mistake ? "mistake" : "slip");
  }
}

TEST_CASE("review of a record with no decision of the person's is done at once") {
  MatchRecord record = read_fixed("review_cabo_2p.json");
  record.match.actions.clear();
  MatchReview review(record, kTestIterations);
  REQUIRE(review.ok());
  CHECK(review.done());
  CHECK(review.progress() == 1.0);
  CHECK(review.marks().empty());
}

// [SECTION] The maker of the fixed matches (run by hand: match_review_test "[.make]" -s)
namespace {

void make_fixed(const char* game, int players, std::uint64_t seed, cardavia::MatchSetup setup,
                double gap) {
  using namespace cardavia;
  MatchRecord record;
  record.match.game = game;
  setup.players = players;
  setup.seed = seed;
  record.match.setup = setup;
  record.human_seat = 0;
  record.level = "normal";
  session::MatchConfig options;
  options.hard_iterations = 200;
  auto made = session::MatchSession::from_record(record, options);
  REQUIRE(made);
  session::MatchSession& s = *made.value();
  bool bad_done = false;
  std::size_t bad_step = 0;
  while (!s.over()) {
    if (!s.human_to_move()) {
      while (!s.bot_ready()) s.bot_think(ai::Budget::Iterations(64));
      s.bot_apply();
      continue;
    }
    const std::vector<Action> legal = s.human_legal();
    const std::size_t step = s.history().size();
    const std::unique_ptr<Observation> view = s.observation();
    Action move = legal.front();
    if (legal.size() > 1) {
      std::unique_ptr<ai::Bot> normal =
          ai::make_bot(game, ai::Level::kNormal, ai::decision_seed(seed, 0, step));
      move = ai::decide(*normal, *view);
      if (!bad_done) {
        session::HintSearch search(game, ai::decision_seed(seed, 0, step), 2000);
        search.start(*view);
        while (!search.done()) search.think(ai::Budget::Iterations(256));
        const session::Hint hint = search.hint();
        const session::MoveEstimate* best = hint.estimate_of(hint.action);
        const session::MoveEstimate* worst = best;
        for (const session::MoveEstimate& e : hint.estimates)
          if (e.visits >= MatchReview::kMinVisits && e.value < worst->value) worst = &e;
        if (best->value - worst->value >= gap) {
          move = worst->action;
          bad_done = true;
          bad_step = step;
        }
      }
    }
    REQUIRE(s.apply(move));
  }
  std::printf("%s: bad move (%d) at step %zu of %zu\n%s\n", game, bad_done ? 1 : 0, bad_step, s.history().size(),
              write_save(s.record()).c_str());
}

}  // namespace

TEST_CASE("fixed matches for the review: make them", "[.make]") {
  cardavia::MatchSetup cabo;
  cabo.set_start("start_totals", {95, 95});
  cabo.set_start("start_reset_used", {1, 1});
  make_fixed("cabo", 2, 31, cabo, 0.3);
  cardavia::MatchSetup chkobba;
  chkobba.set_start("start_totals", {17, 17});
  make_fixed("chkobba", 2, 31, chkobba, 0.2);
  cardavia::MatchSetup cucu;
  cucu.set_start("start_lives", {1, 1, 1, 1});
  make_fixed("cucu", 4, 39, cucu, 0.15);
}
