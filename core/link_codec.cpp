// The link codec (see link_codec.h; the layout, field by field, is docs/links.md).
//
// [SECTION] The layout's constants
// [SECTION] Decks as digits
// [SECTION] The two checks
// [SECTION] Encoding
// [SECTION] Decoding
#include "link_codec.h"

#include <algorithm>
#include <array>
#include <optional>

#include "codec/base64url.h"
#include "codec/byte_stream.h"
#include "codec/crc32.h"
#include "codec/mixed_radix.h"
#include "fairness.h"
#include "game_registry.h"
#include "scenario.h"

namespace cardavia {

namespace {

using codec::ByteReader;
using codec::ByteWriter;
using codec::MixedRadixReader;
using codec::MixedRadixWriter;

// [SECTION] The layout's constants

// The game byte is the game's GameInfo::link_id (core/game_registry.h): fixed by each game in its
// own descriptor, never taken from a list's order, so adding a game never changes what an old
// link means.

// The flags varint: which optional fields follow. Bits 2–3 hold the level (0: none, else the
// index in kRecordLevels + 1). A bit outside kKnownFlags is refused: a later version would say so
// with a new format version instead.
constexpr std::uint64_t kDealerGiven = 1u << 0;
constexpr std::uint64_t kHumanSeatGiven = 1u << 1;
constexpr int kLevelShift = 2;
constexpr std::uint64_t kLevelMask = 3u << kLevelShift;
constexpr std::uint64_t kViewOpen = 1u << 4;
constexpr std::uint64_t kDecksGiven = 1u << 5;
// Bits 6–8 and 12 up: the games' start lists, each at its StartField::link_bit (Cabo's and
// Chkobba's start_totals 6, Cabo's start_reset_used 7, Cucù's start_lives 8), in bit order.
// Pass-and-play (docs/links.md): the people by seat and name, each seat's level. Links written
// before them never set these bits, so they still decode as they did.
constexpr std::uint64_t kPeopleGiven = 1u << 9;
constexpr std::uint64_t kLevelsGiven = 1u << 10;
// The deal's salt (core/fairness.h): its 64 bits as a varint right after the seed. Links written
// before fingerprints never set it.
constexpr std::uint64_t kSaltGiven = 1u << 11;
constexpr std::uint64_t kCodecFlags = ((1u << 12) - 1) & ~(7u << 6);

// Caps that keep a decoder facing junk quick; far above any real match.
constexpr std::uint64_t kMaxActions = 100000;
constexpr std::uint64_t kMaxDecks = 1000;
constexpr std::uint64_t kMaxListLength = 64;
constexpr std::int64_t kMaxStartNumber = 1000000;  // as the scenario reader's range
constexpr std::size_t kCheckBytes = 4;  // each of the two CRC-32s at the end

Error damaged(const std::string& why) { return fail("the link is damaged: " + why); }

// [SECTION] Decks as digits
//
// A deck is a permutation of the pack (with Cucù's copies, of a multiset). Each card in dealing
// order is written as its index among the distinct cards still to place, in the pack's reference
// order — for a pack of distinct cards that is the Lehmer code, 52! ≈ 2^225.6 for Cabo's pack
// (38 characters), every permutation a different number and every number below 52! a permutation.

struct CardsLeft {
  std::vector<std::string> kinds;  // distinct cards, in pack order
  std::vector<int> counts;         // how many of each are still to place
  std::vector<std::size_t> placeable() const {
    std::vector<std::size_t> open;
    for (std::size_t k = 0; k < kinds.size(); ++k) {
      if (counts[k] > 0) open.push_back(k);
    }
    return open;
  }
};

CardsLeft cards_of(const std::vector<std::string>& pack) {
  CardsLeft left;
  for (const std::string& card : pack) {
    const auto known = std::find(left.kinds.begin(), left.kinds.end(), card);
    if (known != left.kinds.end()) {
      ++left.counts[static_cast<std::size_t>(known - left.kinds.begin())];
    } else {
      left.kinds.push_back(card);
      left.counts.push_back(1);
    }
  }
  return left;
}

// Precondition: deck is a permutation of pack (the record replayed).
void push_deck(MixedRadixWriter& digits, const std::vector<std::string>& deck,
               const std::vector<std::string>& pack) {
  CardsLeft left = cards_of(pack);
  for (const std::string& card : deck) {
    const std::vector<std::size_t> open = left.placeable();
    std::size_t digit = 0;
    while (left.kinds[open[digit]] != card) ++digit;
    digits.push(static_cast<std::uint32_t>(digit), static_cast<std::uint32_t>(open.size()));
    --left.counts[open[digit]];
  }
}

std::vector<std::string> pop_deck(MixedRadixReader& digits, const std::vector<std::string>& pack) {
  CardsLeft left = cards_of(pack);
  std::vector<std::string> deck;
  deck.reserve(pack.size());
  for (std::size_t i = 0; i < pack.size(); ++i) {
    const std::vector<std::size_t> open = left.placeable();
    const std::uint32_t digit = digits.pop(static_cast<std::uint32_t>(open.size()));
    deck.push_back(left.kinds[open[digit]]);
    --left.counts[open[digit]];
  }
  return deck;
}

// [SECTION] The two checks
//
// The payload ends with two CRC-32s, each four bytes, most significant first:
//   the match check  over what the bytes decode to: every card of the given decks, every action in
//                    the contract's notation (each followed by a newline), then the contract's
//                    result object of the final position. A build whose engine lists its actions,
//                    orders its pack or deals its cards differently decodes another match from
//                    the same digits; this check refuses it instead.
//   the checksum     over the format version (one byte) and every byte before it, the match check
//                    included: a changed, cut or pasted-wrong payload fails it, and is refused
//                    before any move is read from it.

std::array<std::uint8_t, kCheckBytes> big_endian(std::uint32_t value) {
  return {static_cast<std::uint8_t>(value >> 24), static_cast<std::uint8_t>(value >> 16),
          static_cast<std::uint8_t>(value >> 8), static_cast<std::uint8_t>(value)};
}

void add_deck_text(std::string& text, const std::vector<std::string>& deck) {
  for (const std::string& card : deck) text += card + "\n";
}

std::array<std::uint8_t, kCheckBytes> match_check(const std::string& text,
                                                  const GameState& final_state) {
  codec::Crc32 crc;
  crc.add(text);
  crc.add(describe_match(final_state));
  return big_endian(crc.value());
}

std::array<std::uint8_t, kCheckBytes> checksum(std::span<const std::uint8_t> bytes) {
  codec::Crc32 crc;
  const std::uint8_t version = kLinkVersion;
  crc.add(std::span<const std::uint8_t>(&version, 1));
  crc.add(bytes);
  return big_endian(crc.value());
}

}  // namespace

// [SECTION] Encoding

Result<std::string> encode_link(const MatchRecord& record) {
  // Step 1. Only a record that replays is linked: the same checks as a save.
  Result<std::unique_ptr<GameState>> replayed = replay_record(record);
  if (!replayed) return replayed.failure();
  const std::vector<Action>& history = replayed.value()->history();
  if (history.size() > kMaxActions) return fail("the match is too long for a link");
  const GameInfo* const found = find_game(record.match.game);
  if (found == nullptr) return fail("the game \"" + record.match.game + "\" has no link form");
  const GameInfo& game = *found;
  const MatchSetup& setup = record.match.setup;
  // The decoder's caps, so that whatever is encoded decodes (the games check tighter ranges).
  const auto too_big = [](const StartList& list) {
    return list.values.size() > kMaxListLength ||
           std::any_of(list.values.begin(), list.values.end(),
                       [](int n) { return n < -kMaxStartNumber || n > kMaxStartNumber; });
  };
  if (std::any_of(setup.start.begin(), setup.start.end(), too_big) ||
      setup.decks.size() > kMaxDecks) {
    return fail("the match's start state is too large for a link");
  }
  const std::vector<StartField> start_fields = all_start_fields();
  for (const StartList& list : setup.start) {
    if (std::none_of(start_fields.begin(), start_fields.end(),
                     [&list](const StartField& field) { return field.name == list.name; }))
      return fail("the match's start state holds \"" + list.name + "\", which no game reads");
  }

  // Step 2. The fixed fields.
  std::uint64_t flags = 0;
  if (setup.dealer) flags |= kDealerGiven;
  if (record.human_seat) flags |= kHumanSeatGiven;
  if (record.level) {
    const auto level = std::find(kRecordLevels.begin(), kRecordLevels.end(), *record.level);
    flags |= static_cast<std::uint64_t>(level - kRecordLevels.begin() + 1) << kLevelShift;
  }
  if (record.view_open) flags |= kViewOpen;
  if (!setup.decks.empty()) flags |= kDecksGiven;
  for (const StartField& field : start_fields)
    if (setup.start_list(field.name) != nullptr) flags |= std::uint64_t{1} << field.link_bit;
  if (!record.people.empty()) flags |= kPeopleGiven;
  if (!record.levels.empty()) flags |= kLevelsGiven;
  if (!record.salt.empty()) flags |= kSaltGiven;

  ByteWriter out;
  out.put(static_cast<std::uint8_t>(game.link_id));
  out.put(static_cast<std::uint8_t>(setup.players));
  out.put_varint(flags);
  out.put_varint(setup.seed);
  if (!record.salt.empty()) out.put_varint(salt_bits(record.salt));
  if (setup.dealer) out.put(static_cast<std::uint8_t>(*setup.dealer));
  if (record.human_seat) out.put(static_cast<std::uint8_t>(*record.human_seat));
  if (!record.people.empty()) {
    // The count, then each person: the seat, the name's length in bytes, its UTF-8.
    out.put_varint(record.people.size());
    for (const Person& person : record.people) {
      out.put(static_cast<std::uint8_t>(person.seat));
      out.put_varint(person.name.size());
      for (const char c : person.name) out.put(static_cast<std::uint8_t>(c));
    }
  }
  if (!record.levels.empty()) {
    // One byte a seat: 0 a person's, else the level's index in kRecordLevels + 1.
    for (const std::string& level : record.levels) {
      const auto found = std::find(kRecordLevels.begin(), kRecordLevels.end(), level);
      out.put(level.empty() ? 0 : static_cast<std::uint8_t>(found - kRecordLevels.begin() + 1));
    }
  }
  const auto put_numbers = [&out](const std::vector<int>& numbers) {
    out.put_varint(numbers.size());
    for (const int number : numbers) out.put_signed(number);
  };
  // The count, then the flags as bits, eight to a byte, the first seat in the lowest bit.
  const auto put_flags = [&out](const std::vector<int>& list) {
    out.put_varint(list.size());
    for (std::size_t i = 0; i < list.size(); i += 8) {
      std::uint8_t bits = 0;
      for (std::size_t b = 0; b < 8 && i + b < list.size(); ++b) {
        if (list[i + b] != 0) bits |= static_cast<std::uint8_t>(1u << b);
      }
      out.put(bits);
    }
  };
  for (const StartField& field : start_fields) {
    if (const std::vector<int>* list = setup.start_list(field.name))
      field.flags ? put_flags(*list) : put_numbers(*list);
  }
  if (!setup.decks.empty()) out.put_varint(setup.decks.size());
  out.put_varint(history.size());

  // Step 3. The choices: deck cards, then each action's index among the legal actions.
  MixedRadixWriter digits;
  std::string text;
  const std::vector<std::string> pack = game.pack();
  for (const std::vector<std::string>& deck : setup.decks) {
    push_deck(digits, deck, pack);
    add_deck_text(text, deck);
  }
  std::unique_ptr<GameState> state = std::move(game.new_match(setup)).value();
  for (const Action action : history) {
    const std::vector<Action> legal = state->legal_actions();
    const auto index = static_cast<std::uint32_t>(
        std::find(legal.begin(), legal.end(), action) - legal.begin());
    digits.push(index, static_cast<std::uint32_t>(legal.size()));
    text += std::to_string(state->current_player()) + " " + state->action_to_string(action) + "\n";
    state->apply(action);
  }
  out.append(digits.bytes());

  // Step 4. The two checks, then the characters.
  out.append(match_check(text, *state));
  out.append(checksum(out.bytes()));
  std::string payload(1, codec::base64url_char(kLinkVersion));
  payload += codec::base64url_encode(out.bytes());
  if (payload.size() > kMaxLinkCharacters) return fail("the match is too long for a link");
  return payload;
}

// [SECTION] Decoding

Result<MatchRecord> decode_link(std::string_view payload) {
  // Step 1. The characters: a version this build reads, base64url, the checksum.
  if (payload.empty()) return fail("the link is empty");
  if (payload.size() > kMaxLinkCharacters) return damaged("it is too long");
  const int version = codec::base64url_value(payload.front());
  if (version < 1) return damaged("it does not start with a format version");
  if (version > kLinkVersion) {
    return fail("the link was made by a newer Cardavia (link format " + std::to_string(version) +
                "; this one reads " + std::to_string(kLinkVersion) + ")");
  }
  const std::optional<std::vector<std::uint8_t>> decoded =
      codec::base64url_decode(payload.substr(1));
  if (!decoded) return damaged("it holds characters a link cannot have, or is cut");
  const std::vector<std::uint8_t>& bytes = *decoded;
  if (bytes.size() < 2 * kCheckBytes) return damaged("it is too short");
  const std::span<const std::uint8_t> checked(bytes.data(), bytes.size() - kCheckBytes);
  const auto sum = checksum(checked);
  if (!std::equal(sum.begin(), sum.end(), checked.end())) {
    return damaged("its checksum does not match (a character changed, missing or extra?)");
  }
  const std::span<const std::uint8_t> body = checked.first(checked.size() - kCheckBytes);

  // Step 2. The fixed fields, each checked for range and canonical form.
  ByteReader in(body);
  std::uint8_t game_id = 0;
  std::uint8_t players = 0;
  std::uint64_t flags = 0;
  std::uint64_t seed = 0;
  if (!in.get(game_id) || !in.get(players) || !in.get_varint(flags) || !in.get_varint(seed)) {
    return damaged("it is too short");
  }
  const GameInfo* const found = find_game_by_link_id(game_id);
  if (found == nullptr) return damaged("it names no known game");
  const std::vector<StartField> start_fields = all_start_fields();
  std::uint64_t known_flags = kCodecFlags;
  for (const StartField& field : start_fields) known_flags |= std::uint64_t{1} << field.link_bit;
  if ((flags & ~known_flags) != 0) return damaged("it holds fields this version does not know");
  const GameInfo& game = *found;
  MatchRecord record;
  record.match.game = std::string(game.name);
  if (players < game.min_players || players > game.max_players) {
    return damaged("its player count does not fit the game");
  }
  MatchSetup& setup = record.match.setup;
  setup.players = players;
  setup.seed = seed;
  if ((flags & kSaltGiven) != 0) {
    std::uint64_t salt = 0;
    if (!in.get_varint(salt)) return damaged("it is too short");
    record.salt = salt_text(salt);
  }
  std::uint8_t seat = 0;
  if ((flags & kDealerGiven) != 0) {
    if (!in.get(seat) || seat >= players) return damaged("its dealer is not a seat");
    setup.dealer = seat;
  }
  if ((flags & kHumanSeatGiven) != 0) {
    if (!in.get(seat) || seat >= players) return damaged("its player's seat is not a seat");
    record.human_seat = seat;
  }
  const std::uint64_t level = (flags & kLevelMask) >> kLevelShift;
  if (level > 0) record.level = std::string(kRecordLevels[level - 1]);
  record.view_open = (flags & kViewOpen) != 0;
  if ((flags & kPeopleGiven) != 0) {
    std::uint64_t count = 0;
    if (!in.get_varint(count) || count == 0 || count > players) {
      return damaged("its people are unreadable");
    }
    for (std::uint64_t i = 0; i < count; ++i) {
      Person person;
      std::uint64_t length = 0;
      if (!in.get(seat) || !in.get_varint(length) || length == 0 || length > kMaxPersonName) {
        return damaged("its people are unreadable");
      }
      person.seat = seat;
      for (std::uint64_t b = 0; b < length; ++b) {
        std::uint8_t byte = 0;
        if (!in.get(byte)) return damaged("its people are unreadable");
        person.name.push_back(static_cast<char>(byte));
      }
      record.people.push_back(std::move(person));
    }
  }
  if ((flags & kLevelsGiven) != 0) {
    for (int s = 0; s < players; ++s) {
      std::uint8_t index = 0;
      if (!in.get(index) || index > kRecordLevels.size()) return damaged("its levels are unreadable");
      record.levels.push_back(index == 0 ? std::string() : std::string(kRecordLevels[index - 1]));
    }
  }

  const auto read_numbers = [&in](std::vector<int>& numbers) {
    std::uint64_t count = 0;
    if (!in.get_varint(count) || count > kMaxListLength) return false;
    for (std::uint64_t i = 0; i < count; ++i) {
      std::int64_t number = 0;
      if (!in.get_signed(number) || number < -kMaxStartNumber || number > kMaxStartNumber) {
        return false;
      }
      numbers.push_back(static_cast<int>(number));
    }
    return true;
  };
  const auto read_flags = [&in](std::vector<int>& list) {
    std::uint64_t count = 0;
    if (!in.get_varint(count) || count > kMaxListLength) return false;
    for (std::uint64_t i = 0; i < count; i += 8) {
      std::uint8_t bits = 0;
      if (!in.get(bits)) return false;
      const std::uint64_t in_byte = std::min<std::uint64_t>(8, count - i);
      // Bits past the count must be zero, as the encoder leaves them.
      if (in_byte < 8 && (bits >> in_byte) != 0) return false;
      for (std::uint64_t b = 0; b < in_byte; ++b) list.push_back((bits >> b) & 1u);
    }
    return true;
  };
  for (const StartField& field : start_fields) {
    if ((flags & std::uint64_t{1} << field.link_bit) == 0) continue;
    std::vector<int> list;
    if (!(field.flags ? read_flags(list) : read_numbers(list)))
      return damaged("its \"" + std::string(field.name) + "\" is unreadable");
    setup.set_start(std::string(field.name), std::move(list));
  }
  std::uint64_t deck_count = 0;
  if ((flags & kDecksGiven) != 0) {
    if (!in.get_varint(deck_count) || deck_count == 0 || deck_count > kMaxDecks) {
      return damaged("its deck count is unreadable");
    }
  }
  std::uint64_t action_count = 0;
  if (!in.get_varint(action_count) || action_count > kMaxActions) {
    return damaged("its action count is unreadable");
  }

  // Step 3. The choices: the decks, then the match, action by action.
  MixedRadixReader digits;
  if (!digits.load(in.rest())) return damaged("its moves are unreadable");
  std::string text;
  const std::vector<std::string> pack = game.pack();
  for (std::uint64_t d = 0; d < deck_count; ++d) {
    setup.decks.push_back(pop_deck(digits, pack));
    add_deck_text(text, setup.decks.back());
  }
  Result<std::unique_ptr<GameState>> match = game.new_match(setup);
  if (!match) return damaged(match.error());
  GameState& state = *match.value();
  for (std::size_t index = 0; index < action_count; ++index) {
    // The checksum held, so the payload is as written: a move that cannot be played means
    // another build's engine wrote it.
    if (state.is_terminal()) {
      return fail_at(index, "action " + std::to_string(index) +
                                " of the link comes after the end of the match (a link from "
                                "another version of Cardavia?)");
    }
    const std::vector<Action> legal = state.legal_actions();
    const std::uint32_t digit = digits.pop(static_cast<std::uint32_t>(legal.size()));
    std::string action = std::to_string(state.current_player()) + " " +
                         state.action_to_string(legal[digit]);
    text += action + "\n";
    record.match.actions.push_back(std::move(action));
    state.apply(legal[digit]);
  }
  if (!digits.exhausted()) {
    return fail("the link holds more moves than its match has (a link from another version of "
                "Cardavia?)");
  }

  // Step 4. The match check: the digits meant this match when the link was written.
  const auto meant = match_check(text, state);
  if (!std::equal(meant.begin(), meant.end(), body.end())) {
    return fail(
        "the link was made by another version of Cardavia, whose games deal or list their "
        "moves differently: it cannot be replayed here");
  }
  // Step 5. Who was who: the same checks as a save's (seats of the table, one a person, …).
  if (std::optional<std::string> problem = seats_problem(record)) return damaged(*problem);
  return record;
}

std::optional<std::string> with_fitted_checksum(std::string_view payload) {
  if (payload.empty() || codec::base64url_value(payload.front()) != kLinkVersion) return std::nullopt;
  std::optional<std::vector<std::uint8_t>> bytes = codec::base64url_decode(payload.substr(1));
  if (!bytes || bytes->size() < 2 * kCheckBytes) return std::nullopt;
  const auto sum = checksum(std::span<const std::uint8_t>(bytes->data(), bytes->size() - kCheckBytes));
  std::copy(sum.begin(), sum.end(), bytes->end() - kCheckBytes);
  return std::string(payload.substr(0, 1)) + codec::base64url_encode(*bytes);
}

}  // namespace cardavia
