// Cardavia — the page's services for the native tests (app/page_services.h): storage in a map,
// the notes and the settings writes kept in lists, so a test reads what the page would hold. A
// page "without storage" (private mode, a blocked iframe) keeps nothing.
#pragma once

#include <map>
#include <string>
#include <utility>
#include <vector>

#include "app/page_services.h"

namespace app_test {

class FakePage final : public cardavia::app::PageServices {
 public:
  std::string stored_settings() override { return settings; }
  std::string saved_match(std::string_view game) override {
    const auto it = slots.find(std::string(game));
    return it == slots.end() ? std::string() : it->second;
  }
  void save_match(std::string_view game, const std::string& save_json) override {
    ++writes;
    if (storage) slots[std::string(game)] = save_json;
  }
  void clear_match(std::string_view game) override { slots.erase(std::string(game)); }
  bool set_aside(std::string_view game, const std::string& text) override {
    const auto it = aside.find(std::string(game));
    if (!storage || (it != aside.end() && it->second != text)) return false;
    aside[std::string(game)] = text;
    return true;
  }
  void save_settings(const std::string& changed_json) override { settings_writes.push_back(changed_json); }
  std::string stored_stats() override { return stats; }
  void save_stats(const std::string& stats_json) override {
    if (storage) stats = stats_json;
  }
  void note(const std::string& text, Note kind) override { notes.emplace_back(text, kind); }
  void open_rules(std::string_view game, std::string_view lang) override {
    rules_opened.push_back(std::string(lang) + "/" + std::string(game) + "/");
  }

  bool storage = true;
  std::string settings;                      // the stored settings object
  std::string stats;                         // the stored statistics object
  std::map<std::string, std::string> slots;  // game → save JSON
  std::map<std::string, std::string> aside;  // game → an unreadable save set aside
  int writes = 0;
  std::vector<std::string> settings_writes;
  std::vector<std::pair<std::string, Note>> notes;
  std::vector<std::string> rules_opened;  // "ru/cucu/": each rules page the table opened
};

}  // namespace app_test
