// Cabo's action notation (shared/spec/scenario-format.md): printing and reading.
//   look A,B · draw · take · cabo · swap N · replace A,B[,C[,D]] · discard · peek N · spy P:N ·
//   blindswap N P:M
// Printing is canonical (look A<B; replace destination first, the others ascending). Reading
// accepts the places of look, and those of replace after the first, in any order.
#include <string>
#include <string_view>

#include "cabo.h"

namespace cardavia {

using namespace cabo;

namespace {

std::string place_list(int first, int set) {
  std::string text = std::to_string(first);
  for (int place = 0; place < kPlaces; ++place) {
    if (place != first && (set >> place & 1)) text += "," + std::to_string(place);
  }
  return text;
}

// A place: one digit 0–3.
Result<int> read_place(std::string_view text) {
  if (text.size() != 1 || text[0] < '0' || text[0] > '3') {
    return fail("\"" + std::string(text) + "\" is not a place (0 to 3)");
  }
  return text[0] - '0';
}

// "P:N": a seat of this match and a place.
Result<std::pair<int, int>> read_seat_place(std::string_view text, int players) {
  const std::size_t colon = text.find(':');
  if (colon != 1 || text.size() != 3 || text[0] < '0' || text[0] - '0' >= players) {
    return fail("\"" + std::string(text) + "\" is not a seat:place (seats 0 to " +
                std::to_string(players - 1) + ", places 0 to 3)");
  }
  Result<int> place = read_place(text.substr(2));
  if (!place) return fail(place.error());
  return std::make_pair(text[0] - '0', place.value());
}

// "A,B,…": distinct places, in the order written.
Result<std::vector<int>> read_place_list(std::string_view text) {
  std::vector<int> places;
  while (true) {
    const std::size_t comma = text.find(',');
    Result<int> place = read_place(text.substr(0, comma));
    if (!place) return fail(place.error());
    for (const int seen : places) {
      if (seen == place.value()) {
        return fail("place " + std::to_string(seen) + " is listed twice");
      }
    }
    places.push_back(place.value());
    if (comma == std::string_view::npos) break;
    text = text.substr(comma + 1);
  }
  return places;
}

}  // namespace

std::string CaboState::action_to_string(Action action) const {
  const Move move = Move::decode(action);
  switch (move.kind) {
    case ActionKind::kLook:
      return "look " + std::to_string(move.place) + "," + std::to_string(move.other_place);
    case ActionKind::kDraw:
      return "draw";
    case ActionKind::kTake:
      return "take";
    case ActionKind::kCabo:
      return "cabo";
    case ActionKind::kSwap:
      return "swap " + std::to_string(move.place);
    case ActionKind::kReplace:
      return "replace " + place_list(move.place, move.place_set);
    case ActionKind::kDiscard:
      return "discard";
    case ActionKind::kPeek:
      return "peek " + std::to_string(move.place);
    case ActionKind::kSpy:
      return "spy " + std::to_string(move.seat) + ":" + std::to_string(move.other_place);
    case ActionKind::kBlindSwap:
      return "blindswap " + std::to_string(move.place) + " " + std::to_string(move.seat) + ":" +
             std::to_string(move.other_place);
  }
  return "(not a cabo action: " + std::to_string(action.code) + ")";
}

Result<Action> CaboState::parse_action(std::string_view text) const {
  const std::size_t space = text.find(' ');
  const std::string_view word = text.substr(0, space);
  const std::string_view rest =
      space == std::string_view::npos ? std::string_view() : text.substr(space + 1);
  const bool has_rest = space != std::string_view::npos;

  // The words without arguments.
  if (word == "draw" || word == "take" || word == "cabo" || word == "discard") {
    if (has_rest) return fail("\"" + std::string(word) + "\" takes nothing after it");
    const ActionKind kind = word == "draw"   ? ActionKind::kDraw
                            : word == "take" ? ActionKind::kTake
                            : word == "cabo" ? ActionKind::kCabo
                                             : ActionKind::kDiscard;
    return Move{kind}.encode();
  }

  if (word == "swap" || word == "peek") {
    if (!has_rest)
      return fail("\"" + std::string(word) + "\" needs a place, e.g. \"" + std::string(word) +
                  " 2\"");
    Result<int> place = read_place(rest);
    if (!place) return fail(place.error());
    return Move{word == "swap" ? ActionKind::kSwap : ActionKind::kPeek, place.value()}.encode();
  }

  if (word == "look" || word == "replace") {
    if (!has_rest)
      return fail("\"" + std::string(word) + "\" needs places, e.g. \"" + std::string(word) +
                  " 0,1\"");
    Result<std::vector<int>> places = read_place_list(rest);
    if (!places) return fail(places.error());
    const std::vector<int>& list = places.value();
    if (word == "look") {
      if (list.size() != 2) return fail("look names exactly two places, e.g. \"look 0,1\"");
      return Move{ActionKind::kLook, std::min(list[0], list[1]), 0, std::max(list[0], list[1])}
          .encode();
    }
    if (list.size() < 2) return fail("replace names 2 to 4 places, e.g. \"replace 0,1\"");
    int set = 0;
    for (const int place : list) set |= 1 << place;
    return Move{ActionKind::kReplace, list[0], 0, 0, set}.encode();
  }

  if (word == "spy") {
    if (!has_rest) return fail("\"spy\" needs a seat and a place, e.g. \"spy 1:2\"");
    Result<std::pair<int, int>> target = read_seat_place(rest, rules_.players);
    if (!target) return fail(target.error());
    return Move{ActionKind::kSpy, 0, target.value().first, target.value().second}.encode();
  }

  if (word == "blindswap") {
    const std::size_t second_space = rest.find(' ');
    if (!has_rest || second_space == std::string_view::npos) {
      return fail("\"blindswap\" needs an own place and a seat:place, e.g. \"blindswap 0 1:2\"");
    }
    Result<int> own = read_place(rest.substr(0, second_space));
    if (!own) return fail(own.error());
    Result<std::pair<int, int>> target =
        read_seat_place(rest.substr(second_space + 1), rules_.players);
    if (!target) return fail(target.error());
    return Move{ActionKind::kBlindSwap, own.value(), target.value().first, target.value().second}
        .encode();
  }

  return fail("\"" + std::string(text) +
              "\" is not a cabo action (look, draw, take, cabo, swap, replace, discard, peek, spy, "
              "blindswap)");
}

}  // namespace cardavia
