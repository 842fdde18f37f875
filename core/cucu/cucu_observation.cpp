// Cucù: what one seat knows, its canonical text, and states sampled from it.
//
// Where every token (physical card) is, is public: each exchange, each card taken from the pack and
// each undo is seen being made. What is hidden is ranks. A seat knows the rank of every token it has
// held this round (dealt, received, taken from the pack), every revealed special, an insured zero;
// everybody knows that a token a target handed over in an exchange was ordinary. So the observation
// is a copy of the state with every other rank erased, the future decks forgotten and the Rng
// replaced, and sampling fills the erased ranks with the rest of the pack at random, ordinary ranks
// where the token is known to be ordinary.
#include "cucu.h"

#include "core/observation_text.h"
#include "core/text_out.h"

namespace cardavia {

namespace {

constexpr std::uint64_t bit(int token) { return std::uint64_t{1} << token; }

const char* phase_name(CucuPhase phase) {
  switch (phase) {
    case CucuPhase::kTurn:
      return "turn";
    case CucuPhase::kInnChoice:
      return "inn-choice";
    case CucuPhase::kInnkeeperAnswer:
      return "innkeeper-answer";
    case CucuPhase::kMatchOver:
      return "match-over";
  }
  return "?";
}

std::string rank_name(CuccuRank rank) {
  if (rank == CucuState::kUnknownRank) return "?";
  return CuccuCard{rank}.to_string();
}

}  // namespace

// [SECTION] The canonical text

std::string CucuState::knowledge_text(int seat) const {
  TextOut out;
  const int players = rules_.players;
  const std::uint64_t known = known_[seat] | public_known_;
  out << "cucu seat " << seat << " of " << players << "\n";
  out << "round " << rounds_dealt_ << " dealer " << dealer_ << " phase " << phase_name(phase_)
      << " turn " << turn_seat_ << " to-move " << current_player() << " innkeeper " << innkeeper_
      << " winner " << winner_ << "\n";
  out << "lives";
  for (int s = 0; s < players; ++s) out << ' ' << static_cast<int>(lives_[s]);
  out << "\nrounds";
  for (const RoundResult& round : rounds_) {
    out << " [";
    for (int s = 0; s < players; ++s) out << (s ? "," : "") << round.scores[s];
    out << " /";
    for (int s = 0; s < players; ++s) out << (s ? "," : "") << round.totals[s];
    out << ']';
  }
  out << "\nlast showdown";
  for (int s = 0; s < players; ++s) out << ' ' << rank_name(showdown_[s]);
  out << "\nlast outcome" << (last_revived_ ? " revived" : "");
  for (int s = 0; s < players; ++s) {
    const CucuSeatOutcome& o = last_outcome_[s];
    out << " | " << static_cast<int>(o.verdict) << " insured-by " << static_cast<int>(o.insured_by)
        << " now " << static_cast<int>(o.lost_now_to) << " lost " << static_cast<int>(o.lost);
  }
  out << "\nreached";
  for (int s = 0; s < players; ++s) out << ' ' << (reached(s) ? 1 : 0);
  const CucuRequest& r = last_request_;
  out << "\nlast request " << static_cast<int>(r.requester) << " passed";
  for (int i = 0; i < r.passed_count; ++i) out << ' ' << static_cast<int>(r.passed[i]);
  out << " target " << static_cast<int>(r.target) << " answer " << static_cast<int>(r.answer)
      << " undone";
  for (int i = 0; i < r.undone_count; ++i) {
    out << ' ' << static_cast<int>(r.undone[i].requester) << '<' << static_cast<int>(r.undone[i].target);
  }
  out << "\nthis round:";
  for (int i = 0; i < round_action_count_; ++i) {
    out << ' ' << static_cast<int>(round_actors_[i]) << ':' << action_to_string(Action{round_actions_[i]});
  }
  out << "\nseats";
  for (int s = 0; s < players; ++s) {
    out << " | " << s << ": ";
    if (hand_[s] == kNoToken) {
      out << "out";
      continue;
    }
    out << 't' << static_cast<int>(hand_[s]) << " lost " << static_cast<int>(round_lost_[s])
        << " insured-by " << static_cast<int>(insured_by_[s]);
    const CucuExchange& got = received_[s];
    if (got.requester >= 0) {
      out << " received-from " << static_cast<int>(got.requester) << " t"
          << static_cast<int>(got.requester_token) << "<>t" << static_cast<int>(got.target_token);
    }
  }
  out << "\npack t" << bottom_ << "..t" << top_ << " set-aside";
  for (int i = 0; i < set_aside_count_; ++i) out << " t" << static_cast<int>(set_aside_[i]);
  out << "\ntokens";
  for (int token = 0; token < CucuRules::kPackSize; ++token) {
    out << ' ';
    if (known & bit(token)) {
      out << rank_name(ranks_[token]);
    } else if (ordinary_ & bit(token)) {
      out << "ordinary";
    } else {
      out << '?';
    }
  }
  out << '\n';
  return out.str();
}

std::unique_ptr<Observation> CucuState::observation(int seat) const {
  return std::make_unique<CucuObservation>(*this, seat);
}

std::unique_ptr<Observation> CucuState::open_observation(int seat) const {
  return std::make_unique<CucuObservation>(*this, seat, /*open=*/true);
}

// [SECTION] The observation

CucuObservation::CucuObservation(const CucuState& state, int seat, bool open) : seat_(seat) {
  auto copy = std::make_shared<CucuState>(state);
  // Erase every rank the seat may not know (open: the cards in the seats' hands are known too).
  std::uint64_t known = state.known_tokens(seat);
  if (open) {
    for (int other = 0; other < state.rules_.players; ++other)
      if (state.in_round(other)) known |= bit(state.hand_[other]);
  }
  for (int token = 0; token < CucuRules::kPackSize; ++token) {
    if (!(known & bit(token))) copy->ranks_[token] = CucuState::kUnknownRank;
  }
  // Forget the future: decks given by the setup and the Rng that would shuffle the next ones.
  copy->supply_.forget_given_decks();
  copy->rng_ = Rng(0);
  redacted_ = std::move(copy);
}

std::string CucuObservation::to_string() const {
  return kObservationText ? redacted_->knowledge_text(seat_) : std::string();
}

std::unique_ptr<Observation> CucuObservation::clone() const {
  return std::unique_ptr<Observation>(new CucuObservation(*this));
}

std::unique_ptr<GameState> CucuObservation::sample_state(Rng& rng) const {
  auto state = std::make_unique<CucuState>(*redacted_);

  // Step 1. The ranks still unaccounted for: the pack minus every rank the seat knows.
  std::array<int, kNumCuccuRanks> left{};
  left.fill(2);
  std::array<int, CucuRules::kPackSize> unknown_tokens{};
  int unknown = 0;
  for (int token = 0; token < CucuRules::kPackSize; ++token) {
    const CuccuRank rank = state->ranks_[token];
    if (rank == CucuState::kUnknownRank) {
      unknown_tokens[unknown++] = token;
    } else {
      --left[static_cast<int>(rank)];
    }
  }
  std::vector<CuccuRank> ordinary_pool;
  std::vector<CuccuRank> rest_pool;
  for (int id = 0; id < kNumCuccuRanks; ++id) {
    const CuccuRank rank = static_cast<CuccuRank>(id);
    for (int copy = 0; copy < left[id]; ++copy) {
      (CuccuCard{rank}.is_special() ? rest_pool : ordinary_pool).push_back(rank);
    }
  }

  // Step 2. Tokens known to be ordinary draw from the ordinary ranks first (uniformly: an ordered
  // draw without replacement), then every other unknown token draws from all that is left.
  shuffle(ordinary_pool, rng);
  std::size_t next_ordinary = 0;
  for (int i = 0; i < unknown; ++i) {
    const int token = unknown_tokens[i];
    if (state->ordinary_ & bit(token)) state->ranks_[token] = ordinary_pool[next_ordinary++];
  }
  rest_pool.insert(rest_pool.end(), ordinary_pool.begin() + static_cast<long>(next_ordinary),
                   ordinary_pool.end());
  shuffle(rest_pool, rng);
  std::size_t next_rest = 0;
  for (int i = 0; i < unknown; ++i) {
    const int token = unknown_tokens[i];
    if (!(state->ordinary_ & bit(token))) state->ranks_[token] = rest_pool[next_rest++];
  }

  // Step 3. A fresh Rng for the decks to come (the observation forgot the given ones).
  const std::uint64_t seed = (std::uint64_t{rng.next_u32()} << 32) | rng.next_u32();
  state->rng_ = Rng(seed);
  return state;
}

}  // namespace cardavia
