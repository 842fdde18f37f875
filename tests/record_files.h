// The test data the record tests walk: every scenario file (tests/scenarios/**, without the
// .expected.json next to each), every sample save (tests/saves/*.json) and the rules pages' worked
// examples (pages/<game>/example.cardavia.json, save records too). CARDAVIA_TESTS_DIR is the
// source folder tests/, set by tests/CMakeLists.txt.
#pragma once

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

namespace cardavia::testing {

inline std::string read_text(const std::filesystem::path& path) {
  std::ifstream file(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>()};
}

// Folders are relative to tests/ ("/scenarios", "/../pages").
inline std::vector<std::filesystem::path> json_files_under(const std::string& folder) {
  std::vector<std::filesystem::path> files;
  for (const auto& entry :
       std::filesystem::recursive_directory_iterator(std::string(CARDAVIA_TESTS_DIR) + folder)) {
    const std::string name = entry.path().filename().string();
    if (!entry.is_regular_file() || entry.path().extension() != ".json") continue;
    if (name.size() > 14 && name.compare(name.size() - 14, 14, ".expected.json") == 0) continue;
    files.push_back(entry.path());
  }
  std::sort(files.begin(), files.end());  // a stable order for the reports
  return files;
}

// A scenario is valid when its expected output is a result, not an error object.
inline bool scenario_is_valid(const std::filesystem::path& scenario) {
  std::filesystem::path expected = scenario;
  expected.replace_extension(".expected.json");
  return read_text(expected).find("\"error\"") == std::string::npos;
}

// Every valid scenario file, every sample save, every rules page's example: the records the codec
// must carry exactly.
inline std::vector<std::filesystem::path> valid_record_files() {
  std::vector<std::filesystem::path> files;
  for (const auto& path : json_files_under("/scenarios")) {
    if (scenario_is_valid(path)) files.push_back(path);
  }
  for (const auto& path : json_files_under("/saves")) files.push_back(path);
  for (const auto& path : json_files_under("/../pages")) {
    if (path.filename() == "example.cardavia.json") files.push_back(path);
  }
  return files;
}

}  // namespace cardavia::testing
