// Cardavia — what the table asks of the page around it: the browser's storage and a line of
// words in the page. The shell (app/table_shell.h) calls these; the page implements them
// (web/page_services.cpp, over web/page/storage.js and controls.js), the native tests with a map
// (tests/app/fake_page.h). The table itself never touches a browser API.
//
//   call            the page does
//   stored_settings the settings object stored for the site (JSON text), "" for none
//   saved_match     reads the autosave slot of a game in this place: its save JSON, "" for none
//   save_match      writes it (after every applied move; when the page is hidden)
//   clear_match     empties it (the match is over)
//   set_aside       keeps an autosave this build cannot read (damaged, a newer build's) in the
//                   game's second slot, so that the first can be used again; false (nothing
//                   written) when the second slot already holds another text
//   save_settings   merges the changed Settings fields (JSON) into the stored settings object,
//                   keeping every other field (the rules pages write theirs there too)
//   stored_stats    the person's statistics object (JSON text, app/shell/statistics.h), "" for none
//   save_stats      writes it whole (the table read it just before, and added one match)
//   note            shows a short line in the page (and a console warning for a problem)
//   open_rules      opens the rules page of a game in a language (<lang>/<game>/ of the site) in
//                   a new tab: the ☰ menu's Rules; the table, and its match, stay as they are
// "This place": the site itself, or — embedded — the host page (links-and-saves.md: one slot per
// game and per place); the page decides which. Storage that cannot be used (private mode, a
// blocked iframe, a full quota) is the page's to handle: reads give "", writes do nothing, and it
// says once that this match will not be kept.
#pragma once

#include <string>
#include <string_view>

namespace cardavia::app {

class PageServices {
 public:
  enum class Note { Info, Problem };

  virtual ~PageServices() = default;
  virtual std::string stored_settings() = 0;
  virtual std::string saved_match(std::string_view game) = 0;
  virtual void save_match(std::string_view game, const std::string& save_json) = 0;
  virtual void clear_match(std::string_view game) = 0;
  virtual bool set_aside(std::string_view game, const std::string& text) = 0;
  virtual void save_settings(const std::string& changed_json) = 0;
  virtual std::string stored_stats() = 0;
  virtual void save_stats(const std::string& stats_json) = 0;
  virtual void note(const std::string& text, Note kind) = 0;
  virtual void open_rules(std::string_view game, std::string_view lang) = 0;
};

}  // namespace cardavia::app
