// Cardavia — the embed API's words on the wire (shared/spec/embed-api.md): a command a host page
// posts, read and checked before anything runs, and the messages the table posts back. The
// commands are run by the table shell (app/shell_embed.cpp); the page's glue (web/page/embed.js)
// only carries text between postMessage and the module.
//
// Platform-free (no browser, no ImGui), like page_options.*: the native tests
// (tests/page/embed_command_test.cpp) and the fuzz target (fuzz/embed_command_fuzz.cpp) hand it
// anything at all.
//
//   {target: "cardavia", version: 1, id, cmd, args}
//   target   anything else (or no object at all): not ours — ignored, no reply (Status::NotOurs)
//   version  1 (a number); anything else is refused
//   id       a string or a number, echoed in the one reply; without an id the command runs
//            unanswered; an id of another type refuses the command, unanswered
//   refused  (the page's glue, never a host) "too-long", "bad-id" or "not-json": a stand-in for a
//            command the glue would not copy into the module; refused with that reason (any
//            other value reads as "not-json")
//   cmd      get-state | new-match | load | set-settings; anything else is refused
//   args     an object (absent or null: {}); an argument the command does not take, or one of the
//            wrong type or out of range, refuses the whole command — nothing of it runs
//
// Size first: a text over kMaxCommandBytes is refused before it is parsed (a save of the longest
// match the link codec takes is far below). JSON is read with nlohmann-json's non-throwing parse.
#pragma once

#include <cstddef>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>

#include "page/page_options.h"

namespace cardavia::page {

inline constexpr std::size_t kMaxCommandBytes = 512 * 1024;
inline constexpr std::size_t kMaxCommandStep = 1'000'000;  // as the address's `&step=N`

enum class CommandKind { GetState, NewMatch, Load, SetSettings };

struct NewMatchArgs {  // each optional: the new-match sheet's choice stays
  std::optional<std::string> game;
  std::optional<int> players;  // 1–99 here; the shell checks it against the game
  std::optional<std::string> level;
  std::optional<std::uint64_t> seed;  // a number up to 2^53, or a decimal string up to 2^64−1
};

struct LoadArgs {
  std::string text;  // a save's JSON text (an object given is written as text), or a link
  bool is_save = false;
  std::optional<std::size_t> step;
};

struct SettingsArgs {  // the same fields and values as the address's options
  std::optional<std::string> lang;
  std::optional<std::string> speed;
  std::optional<bool> reduced_motion;  // motion: "reduce" / "full"
  std::optional<int> contrast;
  std::optional<int> grain;
  std::optional<int> temperature;
  std::optional<bool> four_colour;  // suits: 4 / 2
  std::optional<bool> sound;        // the address's on / off; the embed API's true / false
  bool empty() const {
    return !lang && !speed && !reduced_motion && !contrast && !grain && !temperature &&
           !four_colour && !sound;
  }
};

// The address's settings options as the same fields (one way to apply both: the shell's).
// Embedded, the sound is off unless the address turns it on: a host page may not make noise
// uninvited.
SettingsArgs visit_settings(const PageOptions& options);

struct Command {
  CommandKind kind = CommandKind::GetState;
  NewMatchArgs new_match;
  LoadArgs load;
  SettingsArgs settings;
};

struct CommandRead {
  enum class Status { NotOurs, Command, Refused };
  Status status = Status::NotOurs;
  std::optional<nlohmann::json> id;  // as given, when the text had one
  Command command;                   // Status::Command
  std::string error;                 // Status::Refused: why, in words
};

// Reads the JSON text of a posted message (the glue's JSON.stringify of event.data).
CommandRead read_command(std::string_view text, const SiteGames& games);

// [SECTION] Messages from the table: JSON text, ready for the glue to post.
// {source: "cardavia", version: 1, type, …fields}; `fields` is an object.
std::string embed_message(std::string_view type, const nlohmann::json& fields);
std::string reply_message(const nlohmann::json& id, const nlohmann::json& result);  // ok: true
std::string refusal_message(const nlohmann::json& id, const std::string& why);      // ok: false
// {type: "error", code, message[, option]}
std::string error_message(std::string_view code, const std::string& message,
                          std::optional<std::string> option = std::nullopt);

}  // namespace cardavia::page
