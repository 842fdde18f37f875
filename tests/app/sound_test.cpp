// Cardavia — the sound (app/sound/, docs/sound.md): each game's move events map to the right cues
// (real matches, played to their end), the policy lets nothing through with the sound off, the
// page hidden or at the instant speed's bursts, the synthesis keeps every cue short, audible and
// within [−1, 1], and the table's report counts the cues heard.
#include <algorithm>
#include <cmath>
#include <map>
#include <set>

#include "app/sound/cues.h"
#include "app/sound/sound_policy.h"
#include "app/sound/synth.h"
#include "tests/app/table_driver.h"
#include "tests/session/play_test_util.h"

using cardavia::MoveEvent;
using cardavia::app::sound::Cue;
using cardavia::app::sound::cue_name;
using cardavia::app::sound::CueFacts;
using cardavia::app::sound::cues_of;
using cardavia::app::sound::is_ending;
using cardavia::app::sound::kCueCount;
using cardavia::app::sound::Listening;
using cardavia::app::sound::SoundPolicy;
using cardavia::session::MatchSession;
using cardavia::session::MoveRecord;

namespace {

bool has_event(const MoveRecord& move, MoveEvent::Kind kind) {
  return std::any_of(move.events.begin(), move.events.end(),
                     [kind](const MoveEvent& e) { return e.kind == kind; });
}

// A list of cues as a vector, to compare with one written out.
std::vector<Cue> listed(const cardavia::app::sound::CueList& cues) {
  return {cues.begin(), cues.end()};
}

bool has(const std::vector<Cue>& cues, Cue cue) {
  return std::find(cues.begin(), cues.end(), cue) != cues.end();
}

// A whole match of `game` played by Easy computers and the person's first legal move, each move's
// cues checked against its events as they come; returns how often each cue was given.
std::map<Cue, int> cues_of_a_match(const char* game, int players, bool higher_wins,
                                   std::uint64_t seed = 7) {
  cardavia::session::MatchConfig c;
  c.game = game;
  c.players = players;
  c.seed = seed;
  c.level = cardavia::ai::Level::kEasy;
  MatchSession s(c);
  REQUIRE(s.ok());
  std::map<Cue, int> heard;
  for (int moves = 0; moves < 4000 && !s.over(); ++moves) {
    if (s.human_to_move()) {
      REQUIRE(s.apply(s.human_legal().front()));
    } else {
      while (!s.bot_ready()) s.bot_think(cardavia::ai::Budget::Iterations(16));
      s.bot_apply();
    }
    const MoveRecord& move = *s.last_move();
    CueFacts facts{s.human_seat(), higher_wins, {}};
    if (move.match_over) facts.winners = s.winners();
    const std::vector<Cue> cues = listed(cues_of(move, facts));
    INFO(game << " move " << move.index);
    // At most two, never two of a kind, an end only last and only at the round's end.
    REQUIRE(cues.size() <= 2);
    CHECK(std::set<Cue>(cues.begin(), cues.end()).size() == cues.size());
    for (std::size_t i = 0; i + 1 < cues.size(); ++i) CHECK_FALSE(is_ending(cues[i]));
    CHECK((!cues.empty() && is_ending(cues.back())) == move.round_ended);
    // What the move did: the most telling event wins (cues.h's order).
    if (has_event(move, MoveEvent::Kind::kSweep)) {
      CHECK(cues.front() == Cue::Sweep);
      CHECK_FALSE(has(cues, Cue::Capture));
    } else if (has_event(move, MoveEvent::Kind::kCall)) {
      CHECK(cues.front() == Cue::Call);
    } else if (has_event(move, MoveEvent::Kind::kLifeLost)) {
      CHECK(cues.front() == Cue::LifeLost);
    }
    // The round's end as the person lived it, from the session's own result.
    if (move.round_ended && !move.match_over) {
      const cardavia::RoundResult& round = s.rounds().back();
      const int mine = round.scores[static_cast<std::size_t>(s.human_seat()) % round.scores.size()];
      const int best = higher_wins ? *std::max_element(round.scores.begin(), round.scores.end())
                                   : *std::min_element(round.scores.begin(), round.scores.end());
      CHECK(cues.back() == (mine == best ? Cue::RoundWon : Cue::RoundLost));
    }
    if (move.match_over) {
      const int mine = s.human_seat() % static_cast<int>(s.rounds().back().scores.size());
      const std::vector<int> winners = s.winners();
      const bool won = std::find(winners.begin(), winners.end(), mine) != winners.end();
      CHECK(cues.back() == (won ? Cue::MatchWon : Cue::MatchLost));
    }
    for (const Cue cue : cues) ++heard[cue];
  }
  REQUIRE(s.over());
  CHECK(heard[Cue::MatchWon] + heard[Cue::MatchLost] == 1);
  return heard;
}

}  // namespace

TEST_CASE("sound: Cabo's moves draw, discard, look and call, its rounds and match end") {
  const std::map<Cue, int> heard = cues_of_a_match("cabo", 3, false);
  for (const Cue cue : {Cue::Draw, Cue::Discard, Cue::Flip, Cue::Call}) {
    INFO(cue_name(cue));
    CHECK(heard.count(cue) == 1);
  }
  CHECK(heard.count(Cue::Capture) == 0);
  CHECK(heard.count(Cue::Sweep) == 0);
  CHECK(heard.count(Cue::LifeLost) == 0);
}

TEST_CASE("sound: Chkobba's moves lay down, capture, sweep and deal new hands") {
  std::map<Cue, int> heard = cues_of_a_match("chkobba", 2, true);
  for (const auto& [cue, n] : cues_of_a_match("chkobba", 4, true)) heard[cue] += n;
  for (const Cue cue : {Cue::Discard, Cue::Capture, Cue::Sweep, Cue::Deal}) {
    INFO(cue_name(cue));
    CHECK(heard.count(cue) == 1);
  }
  CHECK(heard.count(Cue::Call) == 0);
  CHECK(heard.count(Cue::LifeLost) == 0);
}

TEST_CASE("sound: Cucù's exchanges, lives lost and rounds") {
  const std::map<Cue, int> heard = cues_of_a_match("cucu", 4, false);
  for (const Cue cue : {Cue::Draw, Cue::LifeLost}) {
    INFO(cue_name(cue));
    CHECK(heard.count(cue) == 1);
  }
  CHECK(heard.count(Cue::Capture) == 0);
  CHECK(heard.count(Cue::Call) == 0);
  CHECK(heard.count(Cue::RoundWon) + heard.count(Cue::RoundLost) >= 1);
}

TEST_CASE("sound: a sweep's move plays the sweep, not its capture, a deal at a round's end is the next round's") {
  MoveRecord move;
  move.events.push_back(MoveEvent::of(MoveEvent::Kind::kMove, 0, cardavia::CardPlace::hand(0, 1),
                                      cardavia::CardPlace::captures(0)));
  move.events.push_back(MoveEvent::of(MoveEvent::Kind::kSweep, 0));
  CHECK(listed(cues_of(move, {})) == std::vector<Cue>{Cue::Sweep});
  MoveRecord last;
  last.round_ended = true;
  last.events.push_back(MoveEvent::of(MoveEvent::Kind::kDeal, 1, cardavia::CardPlace::stock(),
                                      cardavia::CardPlace::hand(1)));
  MoveEvent mine = MoveEvent::of(MoveEvent::Kind::kScore, 0);
  mine.amount = 3;
  MoveEvent theirs = MoveEvent::of(MoveEvent::Kind::kScore, 1);
  theirs.amount = 5;
  last.events.push_back(mine);
  last.events.push_back(theirs);
  CHECK(listed(cues_of(last, {0, false, {}})) == std::vector<Cue>{Cue::RoundWon});
  CHECK(listed(cues_of(last, {0, true, {}})) == std::vector<Cue>{Cue::RoundLost});
  CHECK(listed(cues_of(last, {1, true, {}})) == std::vector<Cue>{Cue::RoundWon});
  last.match_over = true;
  CHECK(listed(cues_of(last, {1, false, {0}})) == std::vector<Cue>{Cue::MatchLost});
  CHECK(listed(cues_of(last, {0, false, {0}})) == std::vector<Cue>{Cue::MatchWon});
}

TEST_CASE("sound: nothing is heard with the sound off, the volume at 0 or the page hidden") {
  for (int c = 0; c < kCueCount; ++c) {
    const auto cue = static_cast<Cue>(c);
    SoundPolicy policy;
    CHECK_FALSE(policy.offer(cue, 10.0, Listening{false, 70, false, false}));
    CHECK_FALSE(policy.offer(cue, 20.0, Listening{true, 0, false, false}));
    CHECK_FALSE(policy.offer(cue, 30.0, Listening{true, 70, true, false}));
    CHECK(policy.played() == 0);
    CHECK(policy.offer(cue, 40.0, Listening{}));
    CHECK(policy.played() == 1);
  }
}

TEST_CASE("sound: no machine-gun — a gap between moves' cues, only the ends at the instant speed") {
  SoundPolicy policy;
  CHECK(policy.offer(Cue::Draw, 1.0, Listening{}));
  CHECK_FALSE(policy.offer(Cue::Discard, 1.0 + SoundPolicy::kMinGap / 2, Listening{}));
  CHECK(policy.offer(Cue::RoundWon, 1.0 + SoundPolicy::kMinGap / 2, Listening{}));  // an end always
  CHECK(policy.offer(Cue::Discard, 2.0, Listening{}));
  const Listening instant{true, 70, false, true};
  CHECK_FALSE(policy.offer(Cue::Capture, 5.0, instant));
  CHECK_FALSE(policy.offer(Cue::Deal, 6.0, instant));
  CHECK(policy.offer(Cue::MatchLost, 7.0, instant));
  CHECK(policy.played() == 4);
}

TEST_CASE("sound: every cue is short, audible and never clips, at any device's rate") {
  for (const int rate : {22050, 44100, 48000}) {
    for (int c = 0; c < kCueCount; ++c) {
      const auto cue = static_cast<Cue>(c);
      INFO(cue_name(cue) << " at " << rate);
      const double seconds = cardavia::app::sound::cue_seconds(cue);
      CHECK(seconds >= 0.04);
      CHECK(seconds <= 0.25);
      const std::vector<float> full = cardavia::app::sound::synthesize(cue, rate, 1.0f);
      CHECK(full.size() == static_cast<std::size_t>(std::lround(seconds * rate)));
      float peak = 0;
      double energy = 0;
      for (const float s : full) {
        peak = std::max(peak, std::abs(s));
        energy += static_cast<double>(s) * s;
      }
      CHECK(peak <= 0.9f);  // headroom: never near ±1
      CHECK(peak >= 0.02f);  // heard
      CHECK(std::sqrt(energy / static_cast<double>(full.size())) > 0.005);
      // The volume scales it; 0 is silence.
      const std::vector<float> quiet = cardavia::app::sound::synthesize(cue, rate, 0.25f);
      for (std::size_t i = 0; i < full.size(); i += 97) CHECK(std::abs(quiet[i] - full[i] * 0.25f) < 1e-5f);
      for (const float s : cardavia::app::sound::synthesize(cue, rate, 0.0f)) REQUIRE(s == 0.0f);
    }
  }
  CHECK(cardavia::app::sound::volume_gain(0) == 0.0f);
  CHECK(cardavia::app::sound::volume_gain(100) == 1.0f);
  CHECK(cardavia::app::sound::volume_gain(50) == Approx(0.25f));
}

TEST_CASE("sound: the table's report counts the cues heard, none with the sound off or the page hidden") {
  const auto played_after_opening = [](bool on, bool hidden) {
    app_test::TableDriver d;
    d.shell.settings().sound = on;
    d.shell.set_page_hidden(hidden);
    cardavia::session::MatchConfig c;
    c.game = "cabo";
    c.players = 3;
    c.seed = 11;
    c.level = cardavia::ai::Level::kEasy;
    REQUIRE(d.shell.start_match(c));
    // Each frame's cues taken as the platform takes them (frontend/table_frame.h).
    int taken = 0;
    const auto frame = [&] {
      d.frame();
      taken += d.shell.take_sounds().size();
    };
    // The deal, and the computers' moves up to the person's.
    for (int i = 0; i < 400 && !d.shell.match()->human_to_move(); ++i) frame();
    for (int i = 0; i < 40; ++i) frame();
    CHECK(d.report().sound.on == on);
    CHECK(taken == d.report().sound.played);
    return d.report().sound.played;
  };
  CHECK(played_after_opening(true, false) >= 1);
  CHECK(played_after_opening(false, false) == 0);
  CHECK(played_after_opening(true, true) == 0);
}
