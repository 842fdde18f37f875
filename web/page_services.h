// Cardavia — the page's services to the table (app/page_services.h), in the browser: every call
// goes to the page's glue, `window.cardavia.glue` (web/page/storage.js, controls.js), which keys
// the storage by game and place and guards every storage call. Also what main() reads from the
// page's address and hands to the glue at start.
#pragma once

#include <string>

#include "app/page_services.h"
#include "app/table/report.h"
#include "page/page_options.h"

namespace cardavia::web {

class BrowserPage final : public app::PageServices {
 public:
  std::string stored_settings() override;
  std::string saved_match(std::string_view game) override;
  void save_match(std::string_view game, const std::string& save_json) override;
  void clear_match(std::string_view game) override;
  bool set_aside(std::string_view game, const std::string& text) override;
  void save_settings(const std::string& changed_json) override;
  std::string stored_stats() override;
  void save_stats(const std::string& stats_json) override;
  void note(const std::string& text, Note kind) override;
  // A new tab at <lang>/<game>/ next to the table's own address (the site's root).
  void open_rules(std::string_view game, std::string_view lang) override;
};

// `location.search` and `location.hash` of the page, whole (a replay link's fragment can be long).
std::string page_query();
std::string page_fragment();

// The page's address without query or fragment (origin + path): the base of absolute links.
std::string page_base();

// The embed API (web/page/embed.js): a message's JSON text posted to the host page (to `origin`
// when the address gave one), and whether a finger's vertical drag is the table's (a sheet that
// scrolls by drag is up) or the host page's.
void post_to_host(const std::string& message_json);
void set_drag_scroll(bool table_scrolls);
// Where the "Cardavia" mark goes: centred on (x, y) CSS px, or its corner for x < 0.
void set_mark_place(float x, float y);

// Hands the glue what it needs before the first frame: the parsed options (it warns in the
// console for each bad one, and keys the autosave by place in embed mode) and the page's words.
void start_glue(const page::PageOptions& options, const std::string& words_json);


// The page's words (app::table::page_words_json) to the glue (glue.setWords): PageLanguage sends
// them when the table's language, or its table, changed (web/language.h).
void send_page_words(const std::string& words_json);

// The page's controls of each frame drawn (widgets.h: PageControl), sent to the glue when they
// changed since the last one sent: it lays its elements over the table.
class PageControlSync {
 public:
  void sync(const std::vector<app::table::PageControl>& controls);

 private:
  std::string last_;  // the JSON last sent
};

}  // namespace cardavia::web
