// Cardavia — the page's services for the desktop window (app/page_services.h): the settings, the
// statistics and each game's autosave as files in the person's config folder, the notes on the
// standard error, the rules pages opened by the desktop's browser.
//
//   file                              holds
//   <folder>/settings.json            the settings object (changed fields merged in, as the site's
//                                     storage.js does)
//   <folder>/statistics.json          the statistics object
//   <folder>/saves/<game>.json        the game's autosave slot
//   <folder>/saves/<game>.aside.json  a slot this build could not read, set aside
// <folder> is `--config`, else $XDG_CONFIG_HOME/cardavia, else ~/.config/cardavia. Each file is
// written whole to a temporary name and renamed over the old one, so a crash never leaves half a
// file. A folder that cannot be made or written keeps nothing, and says so once.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>

#include "app/page_services.h"

namespace cardavia::desktop {

// The folder when no `--config` is given.
std::filesystem::path default_config_folder();

class ConfigFolderPage final : public app::PageServices {
 public:
  // `rules_url`: the site the rules pages are opened from (https://…/, ending in '/').
  ConfigFolderPage(std::filesystem::path folder, std::string rules_url);

  std::string stored_settings() override;
  std::string saved_match(std::string_view game) override;
  void save_match(std::string_view game, const std::string& save_json) override;
  void clear_match(std::string_view game) override;
  bool set_aside(std::string_view game, const std::string& text) override;
  void save_settings(const std::string& changed_json) override;
  std::string stored_stats() override;
  void save_stats(const std::string& stats_json) override;
  void note(const std::string& text, Note kind) override;
  void open_rules(std::string_view game, std::string_view lang) override;

  const std::filesystem::path& folder() const { return folder_; }

 private:
  std::filesystem::path slot(std::string_view game, const char* suffix) const;
  std::string read(const std::filesystem::path& file) const;
  void write(const std::filesystem::path& file, const std::string& text);

  std::filesystem::path folder_;
  std::string rules_url_;
  bool told_unwritable_ = false;
};

}  // namespace cardavia::desktop
