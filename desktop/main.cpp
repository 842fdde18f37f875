// Cardavia — the table in a desktop window: the same app (app/: the shell, its screens, the games'
// views, the coach) as the site, on the site's SDL2 platform with OpenGL 3 (frontend/sdl_platform.h)
// and the frame the site draws with (frontend/table_frame.h). What differs from the site sits behind the interfaces
// the shell already has: the page's storage is files in the config folder
// (desktop/config_folder_page.h), the address is made from the command line's options.
//
//   cardavia-desktop [--game GAME] [--seed N] [--lang en|uk|ru|fr|es|it]
//                    [--speed slow|normal|fast|instant] [--size 1280x800] [--config DIR]
//                    [--site URL] [--report FILE]
//
// The loop sleeps between events: an idle table draws nothing (the frame's Step 1). `--report`
// writes the table's report after each drawn frame (the same JSON the site gives
// window.cardavia.table, with the frame count and the frame of the last release), for the desktop
// test (tests/desktop/).
#include <CLI/CLI.hpp>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <optional>
#include <string>
#include <vector>

#include "app/i18n.h"
#include "app/shell/stored_language.h"
#include "app/table/games.h"
#include "app/table/report.h"
#include "app/table_shell.h"
#include "desktop/config_folder_page.h"
#include "frontend/sdl_platform.h"
#include "frontend/table_frame.h"
#include "imgui.h"
#include "page/page_options.h"

namespace {

namespace fs = std::filesystem;
using namespace cardavia;

struct Options {
  std::string game, lang, speed, size = "1280x800", config, site = CARDAVIA_DEFAULT_SITE, report;
  std::optional<std::uint64_t> seed;
};

// The address the options make, as the site would be opened with them (page/page_options.h).
std::string query_of(const Options& o) {
  std::string query;
  const auto add = [&](const char* name, const std::string& value) {
    if (value.empty()) return;
    query += (query.empty() ? "?" : "&") + std::string(name) + "=" + value;
  };
  add("game", o.game);
  add("seed", o.seed ? std::to_string(*o.seed) : "");
  add("lang", o.lang);
  add("speed", o.speed);
  return query;
}

// The desktop's languages, as a browser lists its own: LANGUAGE's list, else LC_ALL, LC_MESSAGES
// or LANG ("uk_UA.UTF-8" reads as "uk-UA").
std::vector<std::string> system_languages() {
  std::vector<std::string> languages;
  const auto add = [&](std::string tag) {
    tag = tag.substr(0, tag.find_first_of(".@"));
    for (char& c : tag)
      if (c == '_') c = '-';
    if (!tag.empty() && tag != "C" && tag != "POSIX") languages.push_back(tag);
  };
  if (const char* list = std::getenv("LANGUAGE"); list != nullptr && *list != '\0') {
    const std::string text = list;
    for (std::size_t start = 0; start <= text.size();) {
      const std::size_t colon = std::min(text.find(':', start), text.size());
      add(text.substr(start, colon - start));
      start = colon + 1;
    }
  }
  for (const char* name : {"LC_ALL", "LC_MESSAGES", "LANG"})
    if (const char* value = std::getenv(name); value != nullptr && *value != '\0') {
      add(value);
      break;
    }
  return languages;
}

// The report file: written whole, then renamed over the last one (a reader never sees half).
void write_report(const std::string& file, const frontend::TableFrame& frame,
                  const app::TableShell& shell) {
  const std::string temporary = file + ".new";
  {
    std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
    out << "{\"frames\":" << frame.frames_drawn << ",\"releaseFrame\":" << frame.release_frame
        << ",\"table\":" << app::table::report_json(shell.report()) << "}\n";
  }
  std::error_code ignored;
  fs::rename(temporary, file, ignored);
}

}  // namespace

int main(int argc, char** argv) {
  Options o;
  CLI::App cli{"Cardavia: traditional card games against the computer, in a desktop window"};
  // The games and the languages are the registries' (no game or language is named here).
  std::vector<std::string> games;
  for (const app::table::GameEntry& g : app::table::table_games())
    if (g.playable()) games.emplace_back(g.id);
  cli.add_option("--game", o.game, "open this game's new-match sheet, or with --seed its deal")
      ->check(CLI::IsMember(games));
  cli.add_option("--seed", o.seed, "the deal's seed (0 … 2^64−1): with --game, that deal");
  cli.add_option("--lang", o.lang, "the table's language for this run (not kept)")
      ->check([](const std::string& code) {
        return app::has_language(code) ? std::string() : "a language of the table (en, uk, ru, fr, es, it)";
      });
  cli.add_option("--speed", o.speed, "the computers' pace for this run")
      ->check(CLI::IsMember({"slow", "normal", "fast", "instant"}));
  cli.add_option("--size", o.size, "the window's size in points, WIDTHxHEIGHT")
      ->check([](const std::string& text) -> std::string {
        int w = 0, h = 0;
        char x = 0;
        return std::sscanf(text.c_str(), "%d%c%d", &w, &x, &h) == 3 && x == 'x' && w >= 240 &&
                       h >= 240 && w <= 8192 && h <= 8192
                   ? std::string()
                   : "WIDTHxHEIGHT, each 240 … 8192 (1280x800)";
      });
  cli.add_option("--config", o.config, "the folder kept between runs (settings, saves, statistics)");
  cli.add_option("--site", o.site, "the site the rules pages are opened from (ends in /)");
  cli.add_option("--report", o.report, "write the table's report (JSON) here after each frame drawn");
  CLI11_PARSE(cli, argc, argv);

  // Step 1. The address the options make; an option the table cannot use stops here, in words.
  const page::PageOptions options =
      page::parse_page_options(query_of(o), o.game.empty() ? "" : "#" + o.game, app::table::site_games());
  if (!options.bad.empty()) {
    for (const page::BadOption& bad : options.bad)
      std::fprintf(stderr, "cardavia-desktop: --%s %s: %s\n", bad.option.c_str(), bad.value.c_str(),
                   bad.why.c_str());
    return 2;
  }

  // Step 2. ImGui and the window (a clear word when there is no display or no OpenGL 3).
  app::Catalog words;
  app::use_catalog(&words);
  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGui::GetIO().IniFilename = nullptr;  // the table lays itself out: nothing of ImGui's to keep
  ImGui::GetIO().LogFilename = nullptr;
  int width = 1280, height = 800;
  std::sscanf(o.size.c_str(), "%dx%d", &width, &height);
  {
    frontend::SdlPlatform platform;
    const std::string failed = platform.start({.title = "Cardavia", .width = width, .height = height});
    if (!failed.empty()) {
      std::fprintf(stderr, "cardavia-desktop: %s\n", failed.c_str());
      ImGui::DestroyContext();
      return 1;
    }

    // Step 3. The shell, on the config folder, opened at the address; the run's language.
    desktop::ConfigFolderPage page(o.config.empty() ? desktop::default_config_folder() : fs::path(o.config),
                                   o.site);
    app::TableShell shell;
    shell.set_site_url(o.site);
    shell.attach_page(&page);
    shell.open_address(options);
    // The run's language is shown, not kept: only a language the person picks is written.
    shell.set_visit_language(app::choose_language(o.lang.empty() ? std::nullopt : std::optional(o.lang),
                                                  app::stored_language(page), system_languages()));

    // Step 4. Frames while something changes, sleep while nothing does.
    frontend::TableFrame frame;
    while (!platform.quit_requested()) {
      if (frame.run(platform, shell, false)) {
        platform.present();
        shell.take_messages();  // a host's messages: there is no host page here
        if (!o.report.empty()) write_report(o.report, frame, shell);
      } else {
        platform.wait_for_event(frame.next_wake_in(platform, shell));
      }
    }
    // The window closes as the site's page is hidden: the match at the table is kept.
    shell.autosave();
  }
  ImGui::DestroyContext();
  return 0;
}
