// Cardavia — what the shell keeps in the page (links-and-saves.md "autosave"): the person's
// settings and each game's autosave slot, through PageServices (app/page_services.h). It owns
// the slots as read, what was last saved and the settings as last kept; it never decides what
// shows (the router does) nor starts a match (app/shell/match_life.h asks it for a game's slot).
//
//   attach          the page's stored settings read over the defaults, every slot read: a slot that
//                   does not read (damaged, a newer build's) is set aside and the person told; a
//                   finished match's is not offered
//   saved(game)     a game's unfinished match, with the round it is at (Continue, the question)
//   after_tick      the match at the table saved when a move was applied (a finished one empties
//                   its slot), the settings kept when the person changed one
//   visit settings  the address's or a host's settings: shown, not kept
//   statistics      a match that counts (session::MatchConfig::counts) added once it ends: the
//                   stored statistics read afresh, the match added, written back
//                   (app/shell/statistics.h); a stored text that does not read is set aside
#pragma once

#include <cstddef>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "app/page_services.h"
#include "app/shell/statistics.h"
#include "app/table/settings.h"
#include "core/match_record.h"
#include "page/embed_command.h"
#include "page/page_options.h"
#include "session/match_session.h"

namespace cardavia::app {

class Persistence {
 public:
  struct Saved {  // an autosave slot's unfinished match, read
    MatchRecord record;
    int round = 1;
  };

  // Attaches the page: `settings` become the stored ones (read over what they are), the slots are
  // read. Without a page nothing is read or kept.
  void attach(PageServices* page, table::Settings& settings);
  const Saved* saved(std::string_view game) const;
  // The settings as they are now are the visit's, not the person's: not written.
  void keep_as_visit(const table::Settings& settings) { kept_settings_ = settings; }
  // After each tick: the autosave of `match` (the one at the table, or none) when it moved since
  // last saved, and the settings when they changed.
  void after_tick(const session::MatchSession* match, const table::Settings& settings);
  // Saves `match` now (the page is being hidden).
  void autosave(const session::MatchSession& match);
  // A line in the page (nothing without one).
  void note(const std::string& text, PageServices::Note kind) const;
  void open_rules(std::string_view game, std::string_view lang) const;
  // The statistics as stored now (nothing: none yet, or unreadable).
  Statistics statistics() const;
  // The stored statistics object as it reads, written afresh ("" when there is none that reads).
  std::string statistics_text() const;
  // Merges statistics that came with a save file into the stored ones (merge_statistics).
  void merge_statistics(const Statistics& theirs);
  // Forgets one game's statistics (its daily's day too).
  void reset_statistics(const std::string& game);
  // A match opens at the table: a daily deal that counts is the day's one attempt in this
  // browser, from its first move — the day is noted now, so that the same deal opened again
  // (after leaving this one unfinished) is practice.
  void note_begun(const session::MatchSession& match);

 private:
  void read_slots();
  void count(const session::MatchSession& match);
  // The stored statistics, to add to and write back: what does not read is set aside (the person
  // told) and the change starts from nothing.
  Statistics statistics_to_change() const;

  PageServices* page_ = nullptr;
  std::map<std::string, Saved, std::less<>> saved_;   // by game
  // Games whose unreadable slot could not be set aside (another one already is): never saved to.
  std::vector<std::string> unsaved_games_;
  const session::MatchSession* autosaved_ = nullptr;  // the session last saved …
  std::size_t autosaved_moves_ = 0;                   // … at that many actions
  table::Settings kept_settings_;                     // as last kept (or as the visit began)
  const session::MatchSession* counted_ = nullptr;    // the finished match last counted
};

// The address's or a host's settings for this visit (page/page_options.h) applied to `settings`.
void apply_visit_settings(table::Settings& settings, const page::SettingsArgs& args);

}  // namespace cardavia::app
