// Cardavia — the desktop's page services: files in the config folder (see config_folder_page.h).
#include "desktop/config_folder_page.h"

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <system_error>

#include <SDL.h>

#include "core/json_parse.h"

namespace cardavia::desktop {

namespace fs = std::filesystem;

fs::path default_config_folder() {
  const char* xdg = std::getenv("XDG_CONFIG_HOME");
  if (xdg != nullptr && *xdg == '/') return fs::path(xdg) / "cardavia";
  const char* home = std::getenv("HOME");
  return fs::path(home != nullptr && *home != '\0' ? home : ".") / ".config" / "cardavia";
}

ConfigFolderPage::ConfigFolderPage(fs::path folder, std::string rules_url)
    : folder_(std::move(folder)), rules_url_(std::move(rules_url)) {}

fs::path ConfigFolderPage::slot(std::string_view game, const char* suffix) const {
  // A game id is the registry's (letters only), never a path of its own.
  return folder_ / "saves" / (std::string(game) + suffix);
}

std::string ConfigFolderPage::read(const fs::path& file) const {
  std::ifstream in(file, std::ios::binary);
  if (!in) return "";
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

void ConfigFolderPage::write(const fs::path& file, const std::string& text) {
  std::error_code error;
  fs::create_directories(file.parent_path(), error);
  const fs::path temporary = fs::path(file).concat(".new");
  std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
  out << text;
  out.close();
  if (!out && !error) error = std::make_error_code(std::errc::io_error);  // keep the folder's own reason
  if (!error) fs::rename(temporary, file, error);
  if (error && !told_unwritable_) {
    told_unwritable_ = true;
    note("Nothing can be kept in " + folder_.string() + " (" + error.message() +
             "): this match and the settings will be lost when the window closes.",
         Note::Problem);
  }
}

std::string ConfigFolderPage::stored_settings() { return read(folder_ / "settings.json"); }

std::string ConfigFolderPage::saved_match(std::string_view game) { return read(slot(game, ".json")); }

void ConfigFolderPage::save_match(std::string_view game, const std::string& save_json) {
  write(slot(game, ".json"), save_json);
}

void ConfigFolderPage::clear_match(std::string_view game) {
  std::error_code ignored;  // nothing there is nothing to clear
  fs::remove(slot(game, ".json"), ignored);
}

bool ConfigFolderPage::set_aside(std::string_view game, const std::string& text) {
  const fs::path aside = slot(game, ".aside.json");
  const std::string there = read(aside);
  if (!there.empty() && there != text) return false;
  write(aside, text);
  return true;
}

void ConfigFolderPage::save_settings(const std::string& changed_json) {
  // Merged into the stored object, every other field kept (what storage.js does on the site).
  nlohmann::json stored = parse_json(stored_settings());
  if (!stored.is_object()) stored = nlohmann::json::object();
  const nlohmann::json changed = parse_json(changed_json);
  if (!changed.is_object()) return;
  stored.update(changed);
  write(folder_ / "settings.json", stored.dump());
}

std::string ConfigFolderPage::stored_stats() { return read(folder_ / "statistics.json"); }

void ConfigFolderPage::save_stats(const std::string& stats_json) {
  write(folder_ / "statistics.json", stats_json);
}

void ConfigFolderPage::note(const std::string& text, Note kind) {
  std::fprintf(stderr, "cardavia-desktop: %s%s\n", kind == Note::Problem ? "problem: " : "",
               text.c_str());
}

void ConfigFolderPage::open_rules(std::string_view game, std::string_view lang) {
  // The site's rules page of the game in the language, in the desktop's browser (the address on
  // the standard error when there is none).
  const std::string url = rules_url_ + std::string(lang) + "/" + std::string(game) + "/";
  if (url.rfind("file://", 0) == 0 && !fs::exists(fs::path(url.substr(7)) / "index.html")) {
    note("The rules pages are part of the site: build it (bash scripts/build-web.sh) or give "
         "--site the site's address. Asked for: " + url, Note::Problem);
    return;
  }
  if (SDL_OpenURL(url.c_str()) != 0) note("The rules: " + url, Note::Info);
}

}  // namespace cardavia::desktop
