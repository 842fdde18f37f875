// What one applied action did, as a list of events, told once by the engine that did it: a card
// went from A to B (face up, or seen by whom), a card was looked at, a chkobba, a life lost, a
// round scored. The engine knows every card; each event says who may see its card (`seen_by`),
// and the session hands each viewer only what that viewer may see (session/move_record.h). The
// table reads a move from these (Cabo's view animates from them, Chkobba's flights and Cucù's
// deal as play reaches a seat are read from them) instead of diffing states.
//
//   kind        from → to                  card, seen_by                       told by
//   kMove       where the action takes it  the card; who sees its face         every game
//   kLook       where it lies (from == to) the card; who looks (or all: shown)  Cabo, Cucù, Chkobba
//   kDeal       stock → a hand, the table  the card; its owner, or all          every game
//   kCollect    table → a side's captures  the card; all (the deal's leftovers) Chkobba
//               (to == from: nobody captured all deal, the card stays)
//   kReveal     a hand (the showdown)      the card; all                        Cabo, Cucù
//   kReshuffle  —                          — (the pile became the stock)        Cabo
//   kCall       —                          —                                   Cabo
//   kSweep      —                          — (seat: who swept)                  Chkobba
//   kLifeLost   —                          — (amount: lives left)               Cucù
//   kReach      —                          — (seat: whom play reaches: its card  Cucù
//                                          is dealt on the table, once a round)
//   kScore      —                          — (amount: the round's, total)        every game
//
// The action's own cards are kMove and kLook, in the order each game's words file lists for
// MoveRecord::shown (session/cabo/cabo_moves.h); kDeal, kCollect and kReveal follow from the action (a
// new hand, the deal's end, a round's end) and come after them.
//
// Engines tell events only when someone listens (GameState::tell_events_to): the bots' playouts
// apply millions of actions and never pay for them.
#pragma once

#include <cstdint>
#include <optional>

#include "cards/any_card.h"

namespace cardavia {

// Who sees a card: one bit a seat (bit s for seat s).
using SeatSet = std::uint32_t;
inline constexpr SeatSet kSeenByNone = 0;
inline constexpr SeatSet kSeenByAll = ~SeatSet{0};
constexpr SeatSet only_seat(int seat) { return SeatSet{1} << seat; }
constexpr bool sees(SeatSet set, int seat) {
  return seat >= 0 && seat < 32 && (set >> seat & 1U) != 0;
}

// Where a card lies, in words every game shares: an area, and for a hand the seat and the place
// in it (for the table a position, for captures the side). One word: the engines tell a place at
// every card they move, and a word is passed as a value where a struct of three would go through
// memory (the site's first frame pays for each call's code).
class CardPlace {
 public:
  enum class Area : std::uint8_t {
    kNowhere,   // the event moves no card
    kStock,     // the face-down stock (Cucù: the pack)
    kPile,      // the face-up pile (Cabo: the discards; Cucù: the cards set aside)
    kHeld,      // Cabo: the card drawn or taken, in the mover's hand until they decide
    kHand,      // a seat's hand; slot: the place in it (-1: any)
    kTable,     // Chkobba: the cards face up on the table; slot: the position
    kCut,       // Chkobba: the cut card
    kCaptures,  // Chkobba: a side's captured cards (seat: the side)
  };

  constexpr CardPlace() = default;
  static constexpr CardPlace stock() { return CardPlace(Area::kStock, -1, -1); }
  static constexpr CardPlace pile() { return CardPlace(Area::kPile, -1, -1); }
  static constexpr CardPlace held() { return CardPlace(Area::kHeld, -1, -1); }
  static constexpr CardPlace cut() { return CardPlace(Area::kCut, -1, -1); }
  static constexpr CardPlace hand(int seat, int slot = -1) {
    return CardPlace(Area::kHand, seat, slot);
  }
  static constexpr CardPlace table(int slot = -1) { return CardPlace(Area::kTable, -1, slot); }
  static constexpr CardPlace captures(int side) { return CardPlace(Area::kCaptures, side, -1); }

  constexpr Area area() const { return static_cast<Area>(word_ & 0xFF); }
  constexpr int seat() const { return static_cast<int>((word_ >> 8) & 0xFF) - 1; }  // -1: none
  constexpr int slot() const { return static_cast<int>((word_ >> 16) & 0xFF) - 1; }  // -1: any
  constexpr bool operator==(const CardPlace&) const = default;

 private:
  constexpr CardPlace(Area area, int seat, int slot)
      : word_(static_cast<std::uint32_t>(area) | static_cast<std::uint32_t>(seat + 1) << 8 |
              static_cast<std::uint32_t>(slot + 1) << 16) {}
  std::uint32_t word_ = 0;
};

struct MoveEvent {
  enum class Kind : std::uint8_t {
    kMove, kLook, kDeal, kCollect, kReveal, kReshuffle, kCall, kSweep, kLifeLost, kReach, kScore
  };
  Kind kind = Kind::kMove;
  int seat = -1;                 // who acted (kScore: the seat, or Chkobba's side; kLifeLost: who)
  CardPlace from, to;
  std::optional<AnyCard> card;   // the card: always from the engine; after filtering, only when
                                 // the viewer sees it (session/move_record.h)
  SeatSet seen_by = kSeenByNone;    // who sees the card's face in this event
  int amount = 0;  // kScore: the round's points (Cucù: lives lost); kLifeLost: lives left
  int total = 0;   // kScore: the total after the round (Cucù: lives left)

  static MoveEvent of(Kind kind, int seat, CardPlace from = {}, CardPlace to = {}) {
    MoveEvent event;
    event.kind = kind;
    event.seat = seat;
    event.from = from;
    event.to = to;
    return event;
  }

  // The action's own cards (MoveRecord::shown is made of these).
  bool is_action_card() const { return kind == Kind::kMove || kind == Kind::kLook; }
};

}  // namespace cardavia
