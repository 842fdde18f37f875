// Chkobba's action notation (shared/spec/scenario-format.md): keep | table | play C [take X+Y+…].
#include <string>
#include <string_view>

#include "chkobba.h"

namespace cardavia {

namespace {

std::string_view next_word(std::string_view& text) {
  const std::size_t space = text.find(' ');
  const std::string_view word = text.substr(0, space);
  text = space == std::string_view::npos ? std::string_view() : text.substr(space + 1);
  return word;
}

// "text" in quotes, built by appending: GCC 12 warns falsely (-Wrestrict, its bug 105329) on
// "\"" + std::string(text).
std::string quoted(std::string_view text) {
  std::string out;
  out.reserve(text.size() + 2);
  out += '"';
  out.append(text);
  out += '"';
  return out;
}

Result<ChkobbaCard> read_card(std::string_view word) {
  const std::optional<ChkobbaCard> card = parse_chkobba_card(word);
  if (!card) {
    return fail(quoted(word) + " is not a Chkobba card (ranks A 2 3 4 5 6 7 J Q K, suits S H D C)");
  }
  return *card;
}

}  // namespace

std::string ChkobbaState::action_to_string(Action action) const {
  switch (static_cast<ChkobbaActionKind>(action_kind(action))) {
    case ChkobbaActionKind::kKeep:
      if (action.code == chkobba_keep().code) return "keep";
      break;
    case ChkobbaActionKind::kTable:
      if (action.code == chkobba_table().code) return "table";
      break;
    case ChkobbaActionKind::kPlay: {
      const ChkobbaCard card = action_card(action);
      if (card >= kChkobbaDeckSize) break;
      const std::uint32_t mask = action_capture_mask(action);
      std::string text = "play " + card_text(card);
      // The short form when the card captures nothing or has exactly one capture (that one).
      CaptureOptions options;
      find_captures(position_.table, card, options);
      if (mask == 0 || (options.count == 1 && options.masks[0] == mask)) return text;
      const Table& table = position_.table;
      if ((mask >> table.size) != 0) break;  // names positions the table does not have
      // The taken cards in canonical order: the table's own order.
      text += " take ";
      bool first = true;
      for (int position = 0; position < table.size; ++position) {
        if ((mask & (1u << position)) == 0) continue;
        if (!first) text += '+';
        text += card_text(table.cards[position]);
        first = false;
      }
      return text;
    }
  }
  return "(not a Chkobba action: code " + std::to_string(action.code) + ")";
}

Result<Action> ChkobbaState::parse_action(std::string_view text) const {
  if (text == "keep") return chkobba_keep();
  if (text == "table") return chkobba_table();

  std::string_view rest = text;
  if (next_word(rest) != "play") {
    return fail(quoted(text) + " is not a Chkobba action (keep, table, play C, play C take X+Y)");
  }
  Result<ChkobbaCard> played = read_card(next_word(rest));
  if (!played) return fail(played.error());
  const ChkobbaCard card = played.value();
  const bool in_play = position_.phase == ChkobbaPhase::kPlay;
  if (in_play && position_.hands[position_.to_move].find(card) < 0) {
    return fail(card_text(card) + " is not in the hand of seat " +
                std::to_string(position_.to_move));
  }

  // The short form: the card's only capture, or no capture at all.
  if (rest.empty()) {
    CaptureOptions options;
    find_captures(position_.table, card, options);
    if (!in_play || options.count == 0) return chkobba_play(card, 0);
    if (options.count == 1) return chkobba_play(card, options.masks[0]);
    return fail("play " + card_text(card) + " can capture in " + std::to_string(options.count) +
                " ways here: say which, as \"play " + card_text(card) + " take X+Y\"");
  }

  // The long form: "take X+Y+…", the cards in any order, each on the table once.
  if (next_word(rest) != "take" || rest.empty()) {
    return fail("after \"play " + card_text(card) + "\" only \"take X+Y+…\" may follow");
  }
  std::uint32_t mask = 0;
  while (true) {
    const std::size_t plus = rest.find('+');
    Result<ChkobbaCard> taken = read_card(rest.substr(0, plus));
    if (!taken) return fail(taken.error());
    const int position = position_.table.find(taken.value());
    if (position < 0) return fail(card_text(taken.value()) + " is not on the table");
    if (mask & (1u << position)) {
      return fail(card_text(taken.value()) + " is named twice in the capture");
    }
    mask |= 1u << position;
    if (plus == std::string_view::npos) break;
    rest = rest.substr(plus + 1);
  }
  if (!in_play) return chkobba_play(card, mask);

  // Not a legal capture: say which rule it breaks, rather than only "not legal".
  CaptureOptions options;
  find_captures(position_.table, card, options);
  for (int option = 0; option < options.count; ++option) {
    if (options.masks[option] == mask) return chkobba_play(card, mask);
  }
  const std::string value = std::to_string(capture_value(card));
  if (options.count == 0) {
    return fail(card_text(card) + " captures nothing here: write \"play " + card_text(card) + "\"");
  }
  if (__builtin_popcount(options.masks[0]) == 1) {
    return fail(card_text(card) + " must take one single card of value " + value +
                " from the table (a single card comes before any sum)");
  }
  return fail("those cards are not a capture for " + card_text(card) +
              ": two or more table cards adding up to " + value);
}

}  // namespace cardavia
