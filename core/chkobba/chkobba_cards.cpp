// Chkobba's cards as small indices, and the capture rule (what a played card may take).
#include <string_view>

#include "chkobba.h"

namespace cardavia {

// [SECTION] Cards

namespace {
// Capture value 1..10 → printed rank: A..7 face value, then Q=8, J=9, K=10.
constexpr std::array<Rank, 10> kRankOfValue = {Rank::kAce,  Rank::kTwo, Rank::kThree, Rank::kFour,
                                               Rank::kFive, Rank::kSix, Rank::kSeven, Rank::kQueen,
                                               Rank::kJack, Rank::kKing};
}  // namespace

StandardCard to_standard(ChkobbaCard card) {
  return StandardCard{kRankOfValue[capture_value(card) - 1], card_suit(card)};
}

std::optional<ChkobbaCard> from_standard(StandardCard card) {
  for (int value = 1; value <= 10; ++value) {
    if (kRankOfValue[value - 1] == card.rank) return make_chkobba_card(value, card.suit);
  }
  return std::nullopt;
}

std::string card_text(ChkobbaCard card) { return to_standard(card).to_string(); }

std::optional<ChkobbaCard> parse_chkobba_card(std::string_view text) {
  const std::optional<StandardCard> card = StandardCard::parse(text);
  if (!card) return std::nullopt;
  return from_standard(*card);
}

// [SECTION] Captures

namespace {

// Depth-first over the table positions in ascending order: every group of two or more cards from
// `from` on that adds up to `remaining`. Values are all positive, so a group that hits the target
// is never the prefix of another, and this order is the canonical listing order.
void find_sums(const Table& table, int from, int remaining, std::uint32_t chosen, int chosen_count,
               CaptureOptions& options) {
  for (int position = from; position < table.size; ++position) {
    const int value = capture_value(table.cards[position]);
    if (value > remaining) return;  // the table is sorted: every later card is too big as well
    const std::uint32_t with = chosen | (1u << position);
    if (value == remaining) {
      if (chosen_count + 1 >= 2 && options.count < CaptureOptions::kMax) {
        options.masks[options.count++] = with;
      }
      continue;
    }
    find_sums(table, position + 1, remaining - value, with, chosen_count + 1, options);
  }
}

}  // namespace

void find_captures(const Table& table, ChkobbaCard played, CaptureOptions& options) {
  options.count = 0;
  const int value = capture_value(played);
  // Rule: a single card of the same value must be taken, one of them, the player's choice; this
  // takes priority over every sum.
  for (int position = 0; position < table.size; ++position) {
    if (capture_value(table.cards[position]) == value) {
      options.masks[options.count++] = 1u << position;
    }
  }
  if (options.count > 0) return;
  // Rule: only with no equal single card, any group of two or more adding up to the value.
  find_sums(table, 0, value, 0, 0, options);
}

int chkobba_plays(const Hand& hand, const Table& table, std::array<Action, kChkobbaMaxPlays>& out) {
  int count = 0;
  CaptureOptions options;
  // Any card of the hand; with it, every capture it can make (compulsory), or none if none exists.
  for (int i = 0; i < hand.size; ++i) {
    const ChkobbaCard card = hand.cards[i];
    find_captures(table, card, options);
    if (options.count == 0) {
      out[count++] = chkobba_play(card, 0);
      continue;
    }
    for (int option = 0; option < options.count; ++option) {
      out[count++] = chkobba_play(card, options.masks[option]);
    }
  }
  return count;
}

}  // namespace cardavia
