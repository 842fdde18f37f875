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
  void save_settings(const std::string& changed_json) override;
  void note(const std::string& text, Note kind) override;
};

// `location.search` and `location.hash` of the page, whole (a replay link's fragment can be long).
std::string page_query();
std::string page_fragment();

// Hands the glue what it needs before the first frame: the parsed options (it warns in the
// console for each bad one, and keys the autosave by place in embed mode) and the page's words.
void start_glue(const page::PageOptions& options, const std::string& words_json);

// The page's controls of each frame drawn (widgets.h: PageControl), sent to the glue when they
// changed since the last one sent: it lays its elements over the table.
class PageControlSync {
 public:
  void sync(const std::vector<app::table::PageControl>& controls);

 private:
  std::string last_;  // the JSON last sent
};

}  // namespace cardavia::web
