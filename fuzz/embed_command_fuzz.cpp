// libFuzzer target for the embed API's commands (page/embed_command.h): any bytes as a posted
// message's JSON are read without a crash or a hang; a command read holds only allowed values,
// a refusal always says why, and every message written is valid JSON.
//   cmake -S . -B build/fuzz -G Ninja -DCMAKE_CXX_COMPILER=clang++-14 -DCARDAVIA_FUZZ=ON
//   cmake --build build/fuzz --target embed_command_fuzz
//   build/fuzz/fuzz/embed_command_fuzz -max_total_time=60 fuzz/corpus/embed_command
#include <cstddef>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <string_view>

#include "page/embed_command.h"
#include "page/option_values.h"
#include "page/site_games.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace cardavia::page;
  const std::string_view input(reinterpret_cast<const char*>(data), size);
  const SiteGames games = registered_site_games();
  const CommandRead r = read_command(input, games);
  if (r.status == CommandRead::Status::Refused && r.error.empty()) __builtin_trap();
  if (r.status == CommandRead::Status::Command) {
    const Command& c = r.command;
    if (c.new_match.game && !games.known(*c.new_match.game)) __builtin_trap();
    if (c.new_match.players && (*c.new_match.players < 1 || *c.new_match.players > 99)) __builtin_trap();
    if (c.new_match.level && !one_of(kLevels, *c.new_match.level)) __builtin_trap();
    if (c.settings.lang && !one_of(kLanguages, *c.settings.lang)) __builtin_trap();
    if (c.settings.contrast && (*c.settings.contrast < 0 || *c.settings.contrast > 100)) __builtin_trap();
    if (c.load.step && *c.load.step > kMaxCommandStep) __builtin_trap();
    if (c.kind == CommandKind::Load && c.load.text.empty()) __builtin_trap();
  }
  const std::string reply = r.status == CommandRead::Status::Refused
                                ? refusal_message(r.id.value_or(nullptr), r.error)
                                : reply_message(r.id.value_or(nullptr), nlohmann::json::object());
  const nlohmann::json j = nlohmann::json::parse(reply, nullptr, false);
  if (j.is_discarded() || !j.is_object() || j["source"] != "cardavia") __builtin_trap();
  return 0;
}
