#include "scenario.h"

#include <charconv>
#include <limits>
#include <optional>

#include <nlohmann/json.hpp>

#include "game_registry.h"
#include "scenario_json.h"
#include "core/json_parse.h"

namespace cardavia {

const nlohmann::json* member(const nlohmann::json& object, std::string_view key) {
  if (!object.is_object()) return nullptr;
  const nlohmann::json::object_t& fields = object.get_ref<const nlohmann::json::object_t&>();
  const auto found = fields.find(key);
  return found == fields.end() ? nullptr : &found->second;
}

namespace scenario_json {

// [SECTION] Reading typed fields without exceptions (the web build has none)

Result<int> read_int(const Json& object, const char* key) {
  const Json* value = member(object, key);
  if (value == nullptr || !value->is_number_integer()) {
    return fail(std::string("\"") + key + "\" must be an integer");
  }
  const auto number = value->get<long long>();
  if (number < std::numeric_limits<int>::min() || number > std::numeric_limits<int>::max()) {
    return fail(std::string("\"") + key + "\" is out of range");
  }
  return static_cast<int>(number);
}

Result<std::vector<int>> read_int_list(const Json& object, const char* key) {
  const Json* value = member(object, key);
  const std::string name = std::string("\"") + key + "\"";
  if (value == nullptr || !value->is_array()) return fail(name + " must be an array of integers");
  std::vector<int> numbers;
  for (const Json& item : *value) {
    if (!item.is_number_integer()) return fail(name + " must be an array of integers");
    const auto number = item.get<long long>();
    if (number < -1000000 || number > 1000000) return fail(name + " holds a number out of range");
    numbers.push_back(static_cast<int>(number));
  }
  return numbers;
}

Result<SeatFlags> read_bool_list(const Json& object, const char* key) {
  const Json* value = member(object, key);
  const std::string name = std::string("\"") + key + "\"";
  if (value == nullptr || !value->is_array()) return fail(name + " must be an array of true/false");
  SeatFlags flags;
  for (const Json& item : *value) {
    if (!item.is_boolean()) return fail(name + " must be an array of true/false");
    flags.push_back(item.get<bool>() ? 1 : 0);
  }
  return flags;
}

Result<std::vector<std::string>> read_string_list(const Json& value, const std::string& name) {
  if (!value.is_array()) return fail(name + " must be an array of strings");
  std::vector<std::string> texts;
  for (const Json& item : value) {
    if (!item.is_string()) return fail(name + " must be an array of strings");
    texts.push_back(item.get<std::string>());
  }
  return texts;
}

namespace {
// 2^53 − 1: the largest integer every JavaScript number holds exactly.
constexpr std::uint64_t kLargestExactNumber = (std::uint64_t{1} << 53) - 1;
}  // namespace

Result<std::uint64_t> read_seed(const Json& value) {
  const char* what =
      "\"seed\" must be a non-negative integer up to 9007199254740991, or a decimal string up to "
      "18446744073709551615";
  if (value.is_number_unsigned()) {
    const auto seed = value.get<std::uint64_t>();
    if (seed > kLargestExactNumber) {
      return fail("\"seed\" " + std::to_string(seed) +
                  " is above 2^53-1: write it as a decimal string (a JavaScript number would "
                  "have rounded it)");
    }
    return seed;
  }
  if (!value.is_string()) return fail(what);
  const std::string& text = value.get_ref<const std::string&>();
  std::uint64_t seed = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), seed);
  // from_chars takes no sign and no space, but would stop at the first non-digit: require all.
  if (text.empty() || text.front() == '-' || error != std::errc() ||
      end != text.data() + text.size()) {
    return fail(what);
  }
  return seed;
}

Json seed_to_json(std::uint64_t seed) {
  if (seed <= kLargestExactNumber) return seed;
  return std::to_string(seed);
}

Result<int> check_save_format(const Json& root) {
  const Json* format = member(root, "format");
  if (format == nullptr) return kSaveVersion;  // a plain scenario
  if (!format->is_string() || format->get_ref<const std::string&>() != kSaveFormat) {
    return fail(std::string("\"format\" must be \"") + kSaveFormat + "\"");
  }
  const Json* found = member(root, "version");
  if (found == nullptr) return fail("a save must have a \"version\"");
  const Json& version = *found;
  if (!version.is_number_integer() || version.get<long long>() < 1) {
    return fail("\"version\" must be a positive integer");
  }
  if (version.get<long long>() > kSaveVersion) {
    return fail("this save is version " + std::to_string(version.get<long long>()) +
                ", newer than this Cardavia reads (version " + std::to_string(kSaveVersion) +
                "): open it with a newer Cardavia");
  }
  return static_cast<int>(version.get<long long>());
}

// [SECTION] Writing in the contracts' order

void OrderedObject::open_field(const std::string& key) {
  if (text_.size() > 1) text_ += ',';
  text_ += Json(key).dump(-1, ' ', false, on_bad_utf8_);
  text_ += ':';
}

OrderedObject& OrderedObject::add(const std::string& key, const Json& value) {
  open_field(key);
  text_ += value.dump(-1, ' ', false, on_bad_utf8_);
  return *this;
}

OrderedObject& OrderedObject::add_written(const std::string& key, const std::string& json_text) {
  open_field(key);
  text_ += json_text;
  return *this;
}

std::string written_array(const std::vector<std::string>& json_texts) {
  std::string text = "[";
  for (const std::string& item : json_texts) {
    if (text.size() > 1) text += ',';
    text += item;
  }
  return text + "]";
}

std::string error_object_text(const Error& error) {
  OrderedObject object(Json::error_handler_t::replace);
  object.add("error", error.message);
  if (error.action_index) {
    object.add("action_index", *error.action_index);
  } else {
    object.add("action_index", nullptr);
  }
  return object.text();
}

// [SECTION] The scenario decoder

Result<Scenario> scenario_from_json(const Json& root) {
  if (!root.is_object()) return fail("the scenario must be a JSON object");
  Result<int> version = check_save_format(root);
  if (!version) return fail(version.error());

  Scenario scenario;
  const Json* game_name = member(root, "game");
  if (game_name == nullptr || !game_name->is_string()) {
    return fail("\"game\" must be one of " + game_names_text(true));
  }
  scenario.game = game_name->get<std::string>();
  const GameInfo* game = find_game(scenario.game);
  if (game == nullptr) return fail("unknown game \"" + scenario.game + "\"");

  if (member(root, "players") == nullptr) return fail("\"players\" is missing");
  Result<int> players = read_int(root, "players");
  if (!players) return fail(players.error());
  scenario.setup.players = players.value();
  if (players.value() < game->min_players || players.value() > game->max_players) {
    return fail(scenario.game + " takes " + std::to_string(game->min_players) + " to " +
                std::to_string(game->max_players) + " players, not " +
                std::to_string(players.value()));
  }

  if (member(root, "dealer") != nullptr) {
    Result<int> dealer = read_int(root, "dealer");
    if (!dealer) return fail(dealer.error());
    if (dealer.value() < 0 || dealer.value() >= players.value()) {
      return fail("\"dealer\" must be a seat from 0 to " + std::to_string(players.value() - 1));
    }
    scenario.setup.dealer = dealer.value();
  }

  if (const Json* given = member(root, "seed")) {
    Result<std::uint64_t> seed = read_seed(*given);
    if (!seed) return fail(seed.error());
    scenario.setup.seed = seed.value();
  }

  if (const Json* given = member(root, "decks")) {
    const Json& decks = *given;
    if (!decks.is_array()) return fail("\"decks\" must be an array of decks");
    for (std::size_t i = 0; i < decks.size(); ++i) {
      Result<std::vector<std::string>> deck =
          read_string_list(decks[i], "deck " + std::to_string(i + 1));
      if (!deck) return fail(deck.error());
      scenario.setup.decks.push_back(std::move(deck).value());
    }
  }

  // The games' start state: every registered game's fields, read whatever the game (a game ignores
  // the others'), each checked for its kind here and for its values by the game's factory.
  for (const StartField& field : all_start_fields()) {
    const std::string name(field.name);
    if (member(root, name) == nullptr) continue;
    if (field.flags) {
      Result<SeatFlags> flags = read_bool_list(root, name.c_str());
      if (!flags) return fail(flags.error());
      scenario.setup.set_start(name, std::vector<int>(flags.value().begin(), flags.value().end()));
    } else {
      Result<std::vector<int>> numbers = read_int_list(root, name.c_str());
      if (!numbers) return fail(numbers.error());
      scenario.setup.set_start(name, std::move(numbers).value());
    }
  }

  if (const Json* given = member(root, "actions")) {
    Result<std::vector<std::string>> actions = read_string_list(*given, "\"actions\"");
    if (!actions) return fail(actions.error());
    scenario.actions = std::move(actions).value();
  }
  return scenario;
}

}  // namespace scenario_json

namespace {

using scenario_json::Json;

// "<seat> <action>" → seat and action text.
Result<std::pair<int, std::string_view>> split_seat(std::string_view text) {
  const std::size_t space = text.find(' ');
  if (space == std::string_view::npos || space == 0) {
    return fail("an action must be \"<seat> <action>\"");
  }
  int seat = -1;
  const auto [end, error] = std::from_chars(text.data(), text.data() + space, seat);
  if (error != std::errc() || end != text.data() + space) {
    return fail("an action must start with the seat number");
  }
  return std::make_pair(seat, text.substr(space + 1));
}

}  // namespace

Result<Scenario> parse_scenario(std::string_view json_text) {
  const Json root = parse_json(json_text);
  if (root.is_discarded()) return fail("the scenario is not valid JSON");
  return scenario_json::scenario_from_json(root);
}

// [SECTION] The result object

std::string describe_match(const GameState& state) {
  using scenario_json::OrderedObject;
  OrderedObject result;
  result.add("game", state.game_name());
  result.add("players", state.num_players());
  result.add("finished", state.is_terminal());
  result.add("winners", state.winners());
  if (state.is_terminal()) {
    result.add("to_move", nullptr);
  } else {
    result.add("to_move", state.current_player());
  }
  result.add("dealer", state.dealer());
  Json legal = Json::array();
  for (const Action action : state.legal_actions()) legal.push_back(state.action_to_string(action));
  result.add("legal", legal);
  std::vector<std::string> rounds;
  for (const RoundResult& round : state.rounds()) {
    OrderedObject entry;
    entry.add("scores", round.scores);
    entry.add("totals", round.totals);
    if (!round.points.empty()) {
      std::vector<std::string> points;
      for (const auto& side : round.points) {
        OrderedObject categories;
        for (const auto& [name, value] : side) categories.add(name, value);
        points.push_back(categories.text());
      }
      entry.add_written("points", scenario_json::written_array(points));
    }
    rounds.push_back(entry.text());
  }
  result.add_written("rounds", scenario_json::written_array(rounds));
  return result.text();
}

// [SECTION] The replay

Result<std::unique_ptr<GameState>> play_scenario(const Scenario& scenario) {
  const GameInfo* game = find_game(scenario.game);
  if (game == nullptr) return fail("unknown game \"" + scenario.game + "\"");
  Result<std::unique_ptr<GameState>> match = game->new_match(scenario.setup);
  if (!match) return match;
  GameState& state = *match.value();

  // Checked in this order: the form, the match not over, the seat to move, notation and legality.
  const std::vector<std::string>& actions = scenario.actions;
  for (std::size_t index = 0; index < actions.size(); ++index) {
    const std::string where = "action " + std::to_string(index) + " \"" + actions[index] + "\": ";
    Result<std::pair<int, std::string_view>> parts = split_seat(actions[index]);
    if (!parts) return fail_at(index, where + parts.error());
    const auto [seat, text] = parts.value();
    if (state.is_terminal()) return fail_at(index, where + "the match is already over");
    if (seat != state.current_player()) {
      return fail_at(index, where + "seat " + std::to_string(seat) + " is not to move; seat " +
                                std::to_string(state.current_player()) + " is");
    }
    Result<Action> applied = state.try_apply(text);
    if (!applied) return fail_at(index, where + applied.error());
  }
  return match;
}

std::vector<std::string> notate_history(const Scenario& scenario,
                                        const std::vector<Action>& history) {
  Result<std::unique_ptr<GameState>> match = find_game(scenario.game)->new_match(scenario.setup);
  std::vector<std::string> texts;
  texts.reserve(history.size());
  GameState& state = *match.value();
  for (const Action action : history) {
    texts.push_back(std::to_string(state.current_player()) + " " + state.action_to_string(action));
    state.apply(action);
  }
  return texts;
}

// Messages may quote what was sent (a file's path, a word of notation): bytes that are not UTF-8
// print as U+FFFD instead of making dump() throw (natively) or abort (on the web).
std::string error_json(const Error& error) { return scenario_json::error_object_text(error); }

ReplayOutcome replay_scenario(std::string_view json_text) {
  Result<Scenario> scenario = parse_scenario(json_text);
  if (!scenario) return {error_json(scenario.failure()), false};
  Result<std::unique_ptr<GameState>> match = play_scenario(scenario.value());
  if (!match) return {error_json(match.failure()), false};
  return {describe_match(*match.value()), true};
}

}  // namespace cardavia
