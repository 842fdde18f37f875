// Cardavia — the cues of a move (see cues.h).
#include "app/sound/cues.h"

#include <algorithm>

namespace cardavia::app::sound {
namespace {

using Kind = MoveEvent::Kind;
using Area = CardPlace::Area;

// How telling an event's cue is: the highest of the move's events plays. Cucù's card dealt as
// play reaches a seat (kReach) comes with that seat's own move, nearly every move of a round:
// it is the least telling, so the move's exchange is heard.
int rank(Cue cue, Kind kind) {
  if (kind == Kind::kReach) return 0;
  constexpr Cue kMostTellingLast[] = {Cue::Flip,    Cue::Draw,     Cue::Discard, Cue::Deal,
                                      Cue::Capture, Cue::LifeLost, Cue::Call,    Cue::Sweep};
  for (int i = 0; i < static_cast<int>(std::size(kMostTellingLast)); ++i)
    if (kMostTellingLast[i] == cue) return i + 1;
  return 0;
}

// What one event sounds like; false for an event with no sound of its own (a score).
bool cue_of(const MoveEvent& e, bool round_ended, Cue& out) {
  switch (e.kind) {
    case Kind::kSweep: out = Cue::Sweep; return true;
    case Kind::kCall: out = Cue::Call; return true;
    case Kind::kLifeLost: out = Cue::LifeLost; return true;
    case Kind::kCollect: out = Cue::Capture; return true;
    case Kind::kLook:
    case Kind::kReveal: out = Cue::Flip; return true;
    case Kind::kMove:
      if (e.to.area() == Area::kCaptures) out = Cue::Capture;
      else if (e.to.area() == Area::kPile || e.to.area() == Area::kTable) out = Cue::Discard;
      else out = Cue::Draw;
      return true;
    case Kind::kDeal:
    case Kind::kReach:
    case Kind::kReshuffle: out = Cue::Deal; return !round_ended;
    case Kind::kScore: return false;
  }
  return false;
}

// The round's points as the engine told them (kScore), one a seat or, in Chkobba, a side.
std::vector<int> round_points(const std::vector<MoveEvent>& events) {
  std::vector<int> points;
  for (const MoveEvent& e : events)
    if (e.kind == Kind::kScore) points.push_back(e.amount);
  return points;
}

// The person's place among them: a seat's score is numbered seat % (scores told), which is the
// seat itself, or its side where partners share one (Chkobba: seats 0 and 2 are side 0).
int scorer(const std::vector<int>& points, int person) {
  return points.empty() ? person : person % static_cast<int>(points.size());
}

// How the round went for the person: no seat (or side) did better.
Cue round_end(const std::vector<int>& points, const CueFacts& facts) {
  if (points.empty()) return Cue::RoundLost;  // never: every engine scores the round it ends
  const int mine = points[static_cast<std::size_t>(scorer(points, facts.person))];
  const int best = facts.higher_wins ? *std::max_element(points.begin(), points.end())
                                     : *std::min_element(points.begin(), points.end());
  return mine == best ? Cue::RoundWon : Cue::RoundLost;
}

Cue match_end(const std::vector<int>& points, const CueFacts& facts) {
  const int mine = scorer(points, facts.person);
  const bool won = std::find(facts.winners.begin(), facts.winners.end(), mine) != facts.winners.end();
  return won ? Cue::MatchWon : Cue::MatchLost;
}

}  // namespace

const char* cue_name(Cue cue) {
  constexpr const char* kNames[kCueCount] = {"deal",     "flip",      "draw",      "discard",
                                             "capture",  "sweep",     "call",      "life_lost",
                                             "round_won", "round_lost", "match_won", "match_lost"};
  return kNames[static_cast<int>(cue)];
}

CueList cues_of(const session::MoveRecord& move, const CueFacts& facts) {
  CueList out;
  // Step 1. What the move did: its most telling event.
  int best = -1;
  Cue did = Cue::Deal;
  for (const MoveEvent& e : move.events) {
    Cue cue;
    if (cue_of(e, move.round_ended, cue) && rank(cue, e.kind) > best) {
      best = rank(cue, e.kind);
      did = cue;
    }
  }
  if (best >= 0) out.push(did);
  // Step 2. The round's end, or the match's, as the person lived it.
  if (move.match_over)
    out.push(match_end(round_points(move.events), facts));
  else if (move.round_ended)
    out.push(round_end(round_points(move.events), facts));
  return out;
}

}  // namespace cardavia::app::sound
