// Cardavia — the person's choice at a Cabo turn (see cabo_choice.h).
#include "app/cabo/cabo_choice.h"

#include <algorithm>

namespace cardavia::app::cabo {

using namespace cardavia::cabo;

bool CaboChoice::is_picked(int place) const {
  return std::find(picked_.begin(), picked_.end(), place) != picked_.end();
}

int CaboChoice::picked_mask() const {
  int mask = 0;
  for (const int p : picked_) mask |= 1 << p;
  return mask;
}

void CaboChoice::reset() {
  mode_ = Mode::Normal;
  picked_.clear();
  blind_own_ = -1;
}

void CaboChoice::enter(Mode mode) {
  mode_ = mode;
  if (mode == Mode::Replace) picked_.clear();
}

void CaboChoice::back() {
  mode_ = mode_ == Mode::Confirm ? Mode::Replace : Mode::Normal;
  if (mode_ == Mode::Normal) picked_.clear();
  blind_own_ = -1;
}

void CaboChoice::toggle(int place) {
  const auto it = std::find(picked_.begin(), picked_.end(), place);
  if (it != picked_.end()) {
    picked_.erase(it);
  } else {
    picked_.push_back(place);
  }
}

std::optional<Action> CaboChoice::tap_look(int place) {
  toggle(place);
  // Any two: the look applies when the second is chosen.
  if (picked_.size() != 2) return std::nullopt;
  return Move{ActionKind::kLook, std::min(picked_[0], picked_[1]), 0,
              std::max(picked_[0], picked_[1]), 0}
      .encode();
}

void CaboChoice::choose_blind_own(int place) {
  blind_own_ = place;
  mode_ = Mode::BlindOther;
}

Action CaboChoice::replace_action() const {
  return Move{ActionKind::kReplace, picked_.front(), 0, 0, picked_mask()}.encode();
}

std::optional<Action> CaboChoice::seat_move(int seat, int place) const {
  if (mode_ == Mode::Spy) return Move{ActionKind::kSpy, 0, seat, place, 0}.encode();
  if (mode_ == Mode::BlindOther) return Move{ActionKind::kBlindSwap, blind_own_, seat, place, 0}.encode();
  return std::nullopt;
}

std::string CaboChoice::next_tap(Action action) const {
  const Move m = Move::decode(action);
  const auto own = [](int place) { return "own:" + std::to_string(place); };
  const auto seat = [](int s, int place) {
    return "seat:" + std::to_string(s) + ":" + std::to_string(place);
  };
  switch (m.kind) {
    case ActionKind::kLook: return own(is_picked(m.place) ? m.other_place : m.place);
    case ActionKind::kDraw: return "btn:draw";
    case ActionKind::kTake: return "btn:take";
    case ActionKind::kCabo: return "btn:cabo";
    default: break;
  }
  // After a draw (or a take): a mode that is not the move's is left first.
  const auto in_mode = [&](Mode wanted, std::string first_tap) {
    if (mode_ == Mode::Normal) return first_tap;
    return mode_ == wanted ? std::string() : std::string("btn:cancel");
  };
  switch (m.kind) {
    case ActionKind::kSwap: return mode_ == Mode::Normal ? own(m.place) : "btn:cancel";
    case ActionKind::kDiscard: return mode_ == Mode::Normal ? "btn:discard" : "btn:cancel";
    case ActionKind::kPeek: {
      const std::string tap = in_mode(Mode::Peek, "btn:peek");
      return tap.empty() ? own(m.place) : tap;
    }
    case ActionKind::kSpy: {
      const std::string tap = in_mode(Mode::Spy, "btn:spy");
      return tap.empty() ? seat(m.seat, m.other_place) : tap;
    }
    case ActionKind::kBlindSwap:
      if (mode_ == Mode::BlindOther && blind_own_ == m.place) return seat(m.seat, m.other_place);
      if (mode_ == Mode::BlindOwn) return own(m.place);
      return mode_ == Mode::Normal ? "btn:blindswap" : "btn:cancel";
    case ActionKind::kReplace: {
      if (mode_ == Mode::Normal) return "btn:replace";
      const bool right_set =
          picked_mask() == m.place_set && !picked_.empty() && picked_.front() == m.place;
      if (mode_ == Mode::Confirm) return right_set ? "btn:confirm" : "btn:cancel";
      if (mode_ != Mode::Replace) return "btn:cancel";
      if (right_set) return "btn:replace_selected";
      // The destination is the first place chosen: start again if another came first.
      if (!picked_.empty() && picked_.front() != m.place) return own(picked_.front());
      for (const int p : picked_)
        if (!(m.place_set >> p & 1)) return own(p);  // a place the move does not claim: untap
      if (!is_picked(m.place)) return own(m.place);
      for (int p = 0; p < kPlaces; ++p)
        if ((m.place_set >> p & 1) && !is_picked(p)) return own(p);
      return {};
    }
    default: return {};
  }
}

}  // namespace cardavia::app::cabo
