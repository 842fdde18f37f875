// The generic state interface every game implements, in the spirit of OpenSpiel's State.
//
// A match is (game, MatchSetup, actions): the state deals from its own seeded Rng, so there are no
// chance actions and the action history is the save format, the share-link payload and the replay.
//
//   engine (GameState)  knows every card; only core/, tests and the CLI touch it directly.
//   Observation          what one seat may know; the AI and the UI work from this alone.
//   sample_consistent    a full state drawn from an observation: the AI's determinization. It is
//                        implemented on the Observation, so a bot that holds only an observation
//                        cannot see a hidden card by construction.
//
// apply() is written once, here: it records the action and calls the game's do_apply(), so no game
// can forget to record a move. Games never throw; bad outside input is answered with Result.
#pragma once

#include <compare>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "move_event.h"
#include "result.h"
#include "rng.h"

namespace cardavia {

// An action of the player to move, encoded by its game (see each game's header for the layout).
struct Action {
  std::uint32_t code = 0;
  constexpr auto operator<=>(const Action&) const = default;
};

// One completed round (Cabo, Cucù) or deal (Chkobba), as the scenario contract reports it.
struct RoundResult {
  std::vector<int> scores;  // per seat, or per side in Chkobba
  std::vector<int> totals;  // after the round: cumulative score, or lives left in Cucù
  // Named point categories per side, in a fixed order (Chkobba's breakdown); empty elsewhere.
  std::vector<std::vector<std::pair<std::string, int>>> points;
};

class GameState;

class Observation {
 public:
  virtual ~Observation() = default;
  virtual int seat() const = 0;
  // Everything the seat knows, in a canonical text: equal strings mean equal information. The
  // no-leak tests compare these; bots log them.
  virtual std::string to_string() const = 0;
  // A full state consistent with this observation, the unknown cards drawn with rng. The sampled
  // state's observation(seat()) must print exactly like this one.
  virtual std::unique_ptr<GameState> sample_state(Rng& rng) const = 0;
  virtual std::unique_ptr<Observation> clone() const = 0;
};

class GameState {
 public:
  static constexpr int kNobody = -1;

  virtual ~GameState() = default;

  // [SECTION] The game
  virtual std::string_view game_name() const = 0;
  virtual int num_players() const = 0;

  // [SECTION] Whose move, and which moves
  // The seat to act, or kNobody once the match is over.
  virtual int current_player() const = 0;
  bool is_terminal() const { return current_player() == kNobody; }
  // Every legal action of current_player(), each once, in the stable order of the notation's
  // canonical listing. Empty when terminal.
  virtual std::vector<Action> legal_actions() const = 0;
  virtual bool is_legal(Action action) const;
  // The legal actions in notation, comma-separated, cut after at_most (for error messages).
  std::string list_legal_actions(std::size_t at_most = 12) const;

  // [SECTION] Notation (shared/spec/scenario-format.md), for the player to move
  virtual std::string action_to_string(Action action) const = 0;
  // Reads the notation (without the "<seat> " prefix). Checks the form, and may use the position
  // to resolve short forms; legality is checked separately with is_legal().
  virtual Result<Action> parse_action(std::string_view text) const = 0;

  // [SECTION] Playing
  // Precondition: is_legal(action). Callers holding outside input use try_apply().
  void apply(Action action);
  // Parses and applies; on any error the state is unchanged and the message says why.
  Result<Action> try_apply(std::string_view text);
  const std::vector<Action>& history() const { return history_; }
  virtual std::unique_ptr<GameState> clone() const = 0;

  // [SECTION] What an action did (core/move_event.h)
  // The events of the actions applied from now on are added to `sink` (nullptr, the default:
  // nobody listens, and the engines skip making them). A clone tells nobody: the bots' states
  // and playouts never pay for events.
  void tell_events_to(std::vector<MoveEvent>* sink) { sink_ = sink; }

  // [SECTION] Hidden information
  virtual std::unique_ptr<Observation> observation(int seat) const = 0;
  // The same seat's observation with every hand turned face up: what the replay viewer draws when
  // a finished match, or a record written to be read open (`view: "open"`), is turned face up.
  // Only the hands are shown (the stock and the decks still to come stay hidden). For drawing
  // only: it is never handed to a bot, whose observation must hold what its seat knows.
  virtual std::unique_ptr<Observation> open_observation(int seat) const = 0;
  std::unique_ptr<GameState> sample_consistent(int seat, Rng& rng) const {
    return observation(seat)->sample_state(rng);
  }

  // [SECTION] The match
  virtual int dealer() const = 0;                           // dealer of the round in progress
  virtual const std::vector<RoundResult>& rounds() const = 0;  // completed rounds, oldest first
  virtual std::vector<int> winners() const = 0;             // seats (sides in Chkobba); empty until over

 protected:
  GameState() = default;
  GameState(const GameState& other) : history_(other.history_) {}  // the sink is not copied
  GameState& operator=(const GameState& other) {
    history_ = other.history_;
    return *this;
  }

  virtual void do_apply(Action action) = 0;
  // An engine tells what its action did, as it does it (nothing unless someone listens): a card
  // from → to, its face seen by `seen_by`; or a fact with no card (amount, total: MoveEvent).
  // Out of line, one copy for every engine.
  bool recording_events() const { return sink_ != nullptr; }
  void emit_card(MoveEvent::Kind kind, int seat, AnyCard card, CardPlace from, CardPlace to,
                 SeatSet seen_by);
  void emit_fact(MoveEvent::Kind kind, int seat, int amount = 0, int total = 0);

 private:
  std::vector<Action> history_;
  std::vector<MoveEvent>* sink_ = nullptr;
};

}  // namespace cardavia
