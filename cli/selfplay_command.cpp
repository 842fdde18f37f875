#include "selfplay_command.h"

#include <iostream>

#include "ai/bot.h"
#include "ai/selfplay.h"
#include "cli/command_line.h"
#include "core/game_registry.h"
#include "core/match_record.h"
#include "core/scenario.h"
#include "session/engine_access.h"
#include "session/game_words.h"
#include "session/match_session.h"

namespace cardavia::cli {

namespace {

int refuse(const std::string& message) {
  std::cout << error_json(fail(message)) << '\n';
  return 1;
}

// --digest: each game's digests of `matches` seeded matches, as one JSON array.
int run_digests(const SelfplayOptions& options) {
  const Result<std::vector<ai::Level>> levels = chosen_levels(options.levels);
  if (!levels) return refuse(levels.error());
  const std::vector<std::string> names =
      options.game.empty() ? std::vector<std::string>{} : std::vector<std::string>{options.game};
  const Result<std::vector<const GameInfo*>> games = chosen_games(names);
  if (!games) return refuse(games.error());
  if (options.matches < 1) return refuse("--matches must be positive");
  ai::SelfplaySpec spec;
  spec.first_seed = options.seed;
  spec.matches = options.matches;
  spec.hard_iterations = options.hard_iterations;
  spec.levels = levels.value();
  const std::vector<const GameInfo*>& chosen = games.value();
  std::cout << "[";
  for (std::size_t i = 0; i < chosen.size(); ++i) {
    std::cout << (i ? ",\n" : "") << ai::selfplay_json(spec, ai::selfplay_digest(*chosen[i], spec));
  }
  std::cout << "]\n";
  return 0;
}

std::string card_text(const AnyCard& card) {
  // Core's two packs in their notation; another pack's card as "<pack>:<code>".
  if (card.pack == kFrenchPack) return card.standard().to_string();
  if (card.pack == kCuccuPack) return card.cuccu().to_string();
  return std::to_string(card.pack) + ":" + std::to_string(card.code);
}

// A phrase as data: "key(name=seat 1, card=cat, line=other.key(…))".
std::string phrase_text(const session::Phrase& phrase) {
  using Kind = session::PhraseArg::Kind;
  std::string out = phrase.key;
  if (phrase.args.empty()) return out;
  out += '(';
  for (std::size_t i = 0; i < phrase.args.size(); ++i) {
    const session::PhraseArg& a = phrase.args[i];
    if (i > 0) out += ", ";
    out += a.name;
    out += '=';
    std::string value;
    for (const int n : a.ints) {
      if (!value.empty()) value += ' ';
      if (a.kind == Kind::kSeat || a.kind == Kind::kSeats) value += "seat ";
      value += std::to_string(n);
    }
    for (const AnyCard& c : a.cards) value += (value.empty() ? "" : " ") + card_text(c);
    if (a.kind == Kind::kText) value = a.text;
    if (a.kind == Kind::kPhrase && !a.phrase.empty()) value = phrase_text(a.phrase.front());
    out += value;
  }
  return out + ')';
}

// The log line of the move just applied, and the round's end when it ended one.
void print_log(const session::MatchSession& match) {
  const session::GameWords* words = session::find_game_words(match.config().game);
  const session::MoveRecord& r = *match.last_move();
  std::cout << '#' << r.index << " seat " << r.seat << ' '
            << session::engine_state(match).action_to_string(r.action) << ": ";
  if (words != nullptr) {
    const session::MoveWords said = words->move(r);
    std::cout << phrase_text(said.log);
    if (!said.banner.empty()) std::cout << " | banner " << phrase_text(said.banner);
  }
  std::cout << '\n';
  if (r.round_ended) {
    const RoundResult& round = match.rounds().back();
    std::cout << "round " << match.rounds().size() << " scores";
    for (const int s : round.scores) std::cout << ' ' << s;
    std::cout << " totals";
    for (const int s : round.totals) std::cout << ' ' << s;
    std::cout << '\n';
    if (!match.over() && words != nullptr)
      std::cout << phrase_text(words->round_start(*match.observation())) << '\n';
  }
}

}  // namespace

CLI::App* add_selfplay_command(CLI::App& app, SelfplayOptions& options) {
  CLI::App* selfplay = app.add_subcommand(
      "selfplay",
      "Play a whole match of computers; print its save file (or, with --digest, the digests of "
      "many seeded matches)");
  selfplay->add_option("--game", options.game,
                       "cabo, chkobba or cucu (default: cabo; with --digest, every game)");
  selfplay->add_option("--players", options.players, "players at the table");
  selfplay->add_option("--seed", options.seed, "the deal seed");
  selfplay->add_option("--level", options.level, "the computers' level: easy, normal or hard");
  selfplay->add_option("--human-seat", options.human_seat, "the person's seat in the record");
  selfplay->add_option("--human-level", options.human_level,
                       "who plays the person's seat: random, easy, normal or hard");
  selfplay->add_option("--hard-iterations", options.hard_iterations,
                       "Hard's iterations per decision (default: the table's)");
  selfplay->add_flag("--digest", options.digest,
                     "print digests of --matches seeded matches per game instead (the native = "
                     "wasm check; --players, --level and --human-* are not used)");
  selfplay->add_option("--matches", options.matches, "with --digest: matches per game");
  selfplay->add_option("--levels", options.levels,
                       "with --digest: the seats' levels, in turn: random,easy,normal,hard")
      ->delimiter(',');
  selfplay->add_option("--salt", options.salt,
                       "the deal's salt, 16 lower-case hex digits: the save then carries it and "
                       "the deal's fingerprint (docs/fairness.md)");
  selfplay->add_flag("--log", options.log,
                     "print the log's phrases, as the person's seat sees them, not the save");
  return selfplay;
}

int run_selfplay(const SelfplayOptions& options) {
  if (options.digest) return run_digests(options);

  // Step 1. The session, as the table makes it.
  const std::optional<ai::Level> level = ai::parse_level(options.level);
  const std::optional<ai::Level> human_level = ai::parse_level(options.human_level);
  if (!level || *level == ai::Level::kRandom) return refuse("--level must be easy, normal or hard");
  if (!human_level) return refuse("unknown --human-level \"" + options.human_level + "\"");
  session::MatchConfig config;
  // No --game: the first registered game (core's order), as a new visit's table opens it.
  config.game = options.game.empty() ? std::string(all_games().front().name) : options.game;
  config.players = options.players;
  config.seed = options.seed;
  config.human_seat = options.human_seat;
  config.level = *level;
  config.hard_iterations = options.hard_iterations;
  config.salt = options.salt;
  session::MatchSession match(config);
  if (!match.ok()) return refuse(match.error());

  // Step 2. Play to the end: the computers through the session, the person's seat by a bot of
  // its own, seeded like a computer's decision so the same options print the same match.
  ai::BotOptions human_options;
  human_options.hard_iterations = options.hard_iterations;
  const session::GameWords* words = session::find_game_words(config.game);
  if (options.log && words != nullptr) std::cout << phrase_text(words->round_start(*match.observation())) << '\n';
  while (!match.over()) {
    if (match.human_to_move()) {
      const auto bot = ai::make_bot(
          config.game, *human_level,
          ai::decision_seed(options.seed, match.to_move(), match.history().size()), human_options);
      if (!match.apply(ai::decide(*bot, *match.observation()))) {
        return refuse("the person's seat chose an illegal action");
      }
    } else {
      while (!match.bot_ready()) match.bot_think(ai::Budget::Iterations(64));
      match.bot_apply();
    }
    if (options.log) print_log(match);
  }

  // Step 3. The record (or, with --log, the winners).
  if (options.log) {
    std::cout << "winners";
    for (const int seat : match.winners()) std::cout << " seat " << seat;
    std::cout << '\n';
    return 0;
  }
  std::cout << write_save(match.record()) << '\n';
  return 0;
}

}  // namespace cardavia::cli
