// Cardavia — the human's choice of a capture (see capture_choice.h).
#include "app/chkobba/capture_choice.h"

#include <utility>

namespace cardavia::app::chkobba {

std::vector<Action> plays_of(ChkobbaCard card, const std::vector<Action>& legal) {
  std::vector<Action> out;
  for (const Action a : legal)
    if (action_kind(a) == static_cast<std::uint32_t>(ChkobbaActionKind::kPlay) &&
        action_card(a) == card)
      out.push_back(a);
  return out;
}

CaptureChoice::CaptureChoice(ChkobbaCard played, const Table& table, std::vector<Action> plays)
    : played_(played), plays_(std::move(plays)) {
  for (const Action a : plays_) groups_.push_back(cards_at(table, action_capture_mask(a)));
}

std::vector<CardSet> CaptureChoice::open_groups() const {
  std::vector<CardSet> out;
  for (const CardSet g : groups_)
    if ((g & picked_) == picked_) out.push_back(g);
  return out;
}

bool CaptureChoice::offers(ChkobbaCard card) const {
  for (const CardSet g : open_groups())
    if (g & card_bit(card)) return true;
  return false;
}

std::optional<Action> CaptureChoice::settled() const {
  std::optional<Action> only;
  for (std::size_t i = 0; i < groups_.size(); ++i) {
    if ((groups_[i] & picked_) != picked_) continue;
    if (only) return std::nullopt;  // two or more groups still open
    only = plays_[i];
  }
  return only;
}

std::optional<Action> CaptureChoice::tap(ChkobbaCard card) {
  if (!offers(card)) return std::nullopt;
  // Step 1. A card of the settled group confirms it.
  if (const std::optional<Action> play = settled()) return play;
  // Step 2. A picked card is unpicked (the groups widen); any other open card is picked.
  picked_ ^= card_bit(card);
  return std::nullopt;
}

HandTap tap_hand_card(ChkobbaCard card, const Table& table, const std::vector<Action>& legal) {
  std::vector<Action> plays = plays_of(card, legal);
  HandTap out;
  if (plays.size() == 1) {
    out.play = plays.front();  // nothing to capture, or only one way to capture
  } else if (plays.size() > 1) {
    out.choice.emplace(card, table, std::move(plays));
  }
  return out;
}

}  // namespace cardavia::app::chkobba
