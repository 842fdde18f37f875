// Cardavia — which short sounds a shown move plays, read from the move's events
// (core/move_event.h, session/move_record.h). Platform-free: no SDL, no ImGui, no clock; the
// table asks it after each move (MatchTable::after_move), the policy (sound_policy.h) decides
// whether each cue is heard, the synthesis (synth.h) makes its samples, the platform plays them
// (frontend/sdl_audio.h). docs/sound.md says what plays when.
//
// A move plays at most two cues, never two of a kind: what the move did (the most telling of its
// events, by the order below), then — when it ended the round — how the round or the match went
// for the person. A sweep's move plays the sweep, not also its capture; a match's last move plays
// the match's end, not also the round's.
//
//   what the move did, most telling first      events read
//   Sweep      a Chkobba sweep                  kSweep
//   Call       Cabo called                      kCall
//   LifeLost   a Cucù life lost                 kLifeLost
//   Capture    cards taken into a pile          kMove (or kCollect) to a side's captures
//   Deal       cards dealt                      kDeal, kReshuffle (Chkobba's new hands after the
//                                               last card of a hand, Cabo's pile reshuffled);
//                                               not in a move that ends the round: those deal
//                                               the next round, and the table plays Deal when it
//                                               shows that deal (MatchTable::start_round)
//   Discard    a card laid down                 kMove to the pile or the table
//   Draw       a card taken or moved by hand    any other kMove (from the stock, the pile, a swap)
//   Flip       a card turned or looked at       kLook, kReveal
//   Deal       Cucù's card dealt as play        kReach: least telling, it comes with that seat's
//              reaches a seat                   own move
//   the round's end, for the person             kScore (the move ended the round)
//   MatchWon / MatchLost   the match is over: the person's seat (or side) among the winners
//   RoundWon / RoundLost   else: no seat (side) did better this round than the person's
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "session/move_record.h"

namespace cardavia::app::sound {

enum class Cue : std::uint8_t {
  Deal, Flip, Draw, Discard, Capture, Sweep, Call, LifeLost,
  RoundWon, RoundLost, MatchWon, MatchLost
};
inline constexpr int kCueCount = 12;

// "deal", "flip", … "match_lost": the cue's name for tests and docs.
const char* cue_name(Cue cue);
// A round's or the match's end: heard even at the instant speed (sound_policy.h).
constexpr bool is_ending(Cue cue) { return cue >= Cue::RoundWon; }

// Cues in the order they play, in a list of fixed room: a move's (two at most), or a frame's on
// their way to the platform (a deal and one move's: the table shows one move a frame). No
// allocation, and no vector's code for a type of one byte (docs/size.md, "Issue 48"); a cue past
// the room is dropped (it cannot happen as the table plays; were it to, a sound would be missed,
// nothing else).
class CueList {
 public:
  static constexpr int kRoom = 8;
  void push(Cue cue) {
    if (count_ < kRoom) cues_[static_cast<std::size_t>(count_++)] = cue;
  }
  const Cue* begin() const { return cues_.data(); }
  const Cue* end() const { return cues_.data() + count_; }
  int size() const { return count_; }
  bool empty() const { return count_ == 0; }

 private:
  std::array<Cue, kRoom> cues_{};
  int count_ = 0;
};

// What the cues need besides the move: whose ears, and how the game ranks a round.
struct CueFacts {
  int person = 0;              // the seat the table is seen from
  bool higher_wins = false;    // a round's points: Chkobba's more is better; Cabo's points and
                               // Cucù's lives lost, fewer
  std::vector<int> winners;    // the match's winners (seats, or Chkobba's sides) once it is over
};

// The cues of `move`, in the order they play (at most two, never two of a kind).
CueList cues_of(const session::MoveRecord& move, const CueFacts& facts);

}  // namespace cardavia::app::sound
