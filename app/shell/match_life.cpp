// Cardavia — a match's life in the shell (see match_life.h).
#include "app/shell/match_life.h"

#include <chrono>
#include <ctime>

#include "app/i18n.h"
#include "app/table/games.h"
#include "app/table/words.h"
#include "core/build_info.h"
#include "core/fairness.h"

namespace cardavia::app {
namespace {

// When a match begins, for its record: "2026-12-01T08:00:00Z" (the page's clock, in UTC).
std::string now_iso8601() {
  const std::time_t t = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
  std::tm utc{};
  gmtime_r(&t, &utc);
  char text[32];
  std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%SZ", &utc);
  return text;
}

}  // namespace

session::MatchConfig MatchLife::session_options() {
  session::MatchConfig m;
  m.clock = [] {
    return std::chrono::duration_cast<std::chrono::microseconds>(
               std::chrono::steady_clock::now().time_since_epoch())
        .count();
  };
  return m;
}

session::MatchConfig MatchLife::config_for(const table::NewMatch& choices, std::uint64_t fresh) const {
  session::MatchConfig m = session_options();
  m.game = choices.game;
  m.players = choices.players;
  m.level = choices.level;
  m.hints = choices.hints_on();
  m.seed = choices.seed_or(fresh);
  // The deal's salt, from the CSPRNG like a fresh seed: its fingerprint shows from the first frame
  // and gives nothing of the seed away (core/fairness.h).
  m.salt = salt_text(platform_bits());
  // Who plays each seat: you (the first person), friends (pass-and-play), computers' levels.
  const std::vector<std::string> kinds = choices.seat_kinds();
  bool mixed_levels = false;
  for (int seat = 0; seat < static_cast<int>(kinds.size()); ++seat) {
    const std::string& kind = kinds[static_cast<std::size_t>(seat)];
    if (kind == "you") m.human_seat = seat;
    const std::optional<ai::Level> level = ai::parse_level(kind);
    m.levels.push_back(level.value_or(choices.level));
    mixed_levels = mixed_levels || (level && *level != choices.level);
  }
  if (choices.pass_and_play()) {
    m.people.push_back(Person{m.human_seat, choices.person_name(m.human_seat)});
    for (int seat = 0; seat < static_cast<int>(kinds.size()); ++seat) {
      if (kinds[static_cast<std::size_t>(seat)] == "friend") {
        m.people.push_back(Person{seat, choices.person_name(seat)});
      }
    }
    m.counts = false;  // whose statistics would it be? (MatchConfig::counts)
  }
  // Every computer at the level row's level: the record says `level` alone, as it always did.
  if (!mixed_levels && !choices.pass_and_play()) m.levels.clear();
  m.created = now_iso8601();
  return m;
}

bool MatchLife::offer(std::unique_ptr<session::MatchSession> session) {
  if (!session || !session->ok()) return false;
  const table::GameEntry* game = table::find_table_game(session->config().game);
  if (game == nullptr || !game->playable()) return false;
  // A match to play replaces the viewer (a host's `load` while a record is read): left open
  // behind the table, it would keep the tick to itself and the table's Leave would do nothing.
  if (replay_) {
    ++changes_;
    replay_.reset();
  }
  const Persistence::Saved* s = persistence_.saved(session->config().game);
  // Another unfinished match of this game is saved (not this very one, resumed): ask first.
  if (s != nullptr && !s->record.same_match(session->record())) {
    router_.ask(std::move(session));
    return true;
  }
  return open(std::move(session));
}

bool MatchLife::open(std::unique_ptr<session::MatchSession> session) {
  if (!session || !session->ok()) return false;
  const table::GameEntry* game = table::find_table_game(session->config().game);
  if (game == nullptr || !game->playable()) return false;
  leave();
  session_ = std::move(session);
  table_ = std::make_unique<table::MatchTable>(*session_, *game, game->make_view(), settings_);
  table_->allow_take_backs(take_backs_, !router_.embedded());
  router_.go(ScreenId::Play);
  persistence_.note_begun(*session_);
  // Saved at once: the tick's autosave looks for a match other than the last one saved, and a new
  // session can be made at the very address of the one just left.
  persistence_.autosave(*session_);
  if (on_open_) on_open_(*session_);
  return true;
}

bool MatchLife::resume(const std::string& game) {
  const Persistence::Saved* s = persistence_.saved(game);
  if (s == nullptr) return false;
  // The match at the table already is the saved one: back to it.
  if (session_ && session_->config().game == game && s->record.same_match(session_->record())) {
    router_.go(ScreenId::Play);
    return true;
  }
  Result<std::unique_ptr<session::MatchSession>> made =
      session::MatchSession::from_record(s->record, session_options());
  if (!made) {
    persistence_.note(table::fill("page.note.bad_autosave",
                                  {{"game", tr(table::find_table_game(game)->name_key)}, {"why", made.error()}}),
                      PageServices::Note::Problem);
    return false;
  }
  const std::string build = s->record.build;
  if (!open(std::move(made).value())) return false;
  // A save from another build replays its actions; its computers may now choose otherwise.
  if (!build.empty() && build != build_id()) persistence_.note(tr("page.note.other_build"), PageServices::Note::Info);
  return true;
}

void MatchLife::leave() {
  if (!session_) return;
  ++changes_;
  table_.reset();
  session_.reset();
  if (router_.at() == ScreenId::Play) router_.go(router_.home());
}

void MatchLife::open_replay(session::ReplayScript script, std::size_t step, const table::GameEntry& game) {
  ++changes_;
  replay_ = std::make_unique<table::ReplayViewer>(std::move(script), step, game, settings_);
  router_.go(ScreenId::Replay);
}

void MatchLife::close_replay() {
  if (!replay_) return;
  ++changes_;
  replay_.reset();
  router_.settle(table_ != nullptr);
}

bool MatchLife::review_replay() {
  // Finished matches only (or records written to be read open): the review says the moves in
  // the deal's own cards (session/match_review.h), which only the end makes public.
  if (!replay_ || !replay_->can_face_up()) return false;
  // The review of this record: the one kept if it is the same match, else a new one (the Hard
  // level's own iterations; the clock only paces its slices).
  if (!review_ || !review_->record().same_match(replay_->record()))
    review_ = std::make_unique<session::MatchReview>(replay_->record(), 0, session_options().clock);
  replay_->set_review(review_.get());
  return true;
}

void MatchLife::tick() {
  if (replay_) {
    if (replay_->closed()) {
      close_replay();
    } else if (replay_->take_review_request()) {
      review_replay();
    }
    return;
  }
  if (!table_) return;
  if (table_->take_review_request()) {
    // The match's end sheet's Review: the viewer of its record, in review mode, over the table.
    Result<session::ReplayScript> script = session::ReplayScript::of(session_->record());
    if (script) {
      open_replay(std::move(script).value(), 0, table_->game());
      review_replay();
    }
    return;
  }
  if (table_->take_rules_request()) persistence_.open_rules(table_->game().id, settings_.lang);
  if (table_->take_stats_request()) router_.go(ScreenId::Stats);
  switch (table_->outcome()) {
    case table::MatchTable::Outcome::Leave:
      leave();
      break;
    case table::MatchTable::Outcome::PlayAgain: {
      // The same choices on a fresh seed — never one derived from this match's: its seed is public
      // once the match is over (the replay link, the embed API's save), and the next deal's
      // hidden cards must not follow from it. A daily deal's Play again is an ordinary match. The
      // settings are the shell's and stay as they are. It asks first if another unfinished match
      // of the game is saved (another tab's).
      session::MatchConfig next = session_->config();
      next.seed = fresh_seed();
      next.salt = salt_text(platform_bits());
      next.commit.clear();
      next.created = now_iso8601();
      next.daily.clear();
      next.counts = true;
      if (!offer(std::make_unique<session::MatchSession>(next))) leave();
      break;
    }
    case table::MatchTable::Outcome::None:
      break;
  }
}

}  // namespace cardavia::app
