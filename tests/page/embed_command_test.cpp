// Cardavia — the embed API's commands on the wire (page/embed_command.h): each command with good
// arguments, what is not ours (ignored), what is refused and why (version, cmd, args of the wrong
// type or out of range, unknown arguments, sizes), ids echoed as given, and the messages written.
#include "page/embed_command.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>
#include <string>

#include "page/site_games.h"

using cardavia::page::CommandKind;
using cardavia::page::CommandRead;
using cardavia::page::kMaxCommandBytes;
using cardavia::page::read_command;
using cardavia::page::SiteGames;
using nlohmann::json;
using Status = CommandRead::Status;

namespace {

SiteGames games() { return cardavia::page::registered_site_games(); }

CommandRead read(const json& message) { return read_command(message.dump(), games()); }

json command(const std::string& cmd, const json& args = nullptr) {
  json m = {{"target", "cardavia"}, {"version", 1}, {"id", 7}, {"cmd", cmd}};
  if (!args.is_null()) m["args"] = args;
  return m;
}

}  // namespace

TEST_CASE("embed command: what is not ours is ignored without a reply") {
  for (const std::string text : {"", "not json", "[1,2]", "42", "{}", R"({"target":"other"})",
                                 R"({"target":1,"cmd":"get-state"})",
                                 R"({"source":"cardavia","version":1,"type":"ready"})"}) {
    INFO(text);
    CHECK(read_command(text, games()).status == Status::NotOurs);
  }
}

TEST_CASE("embed command: the four commands with good arguments") {
  CommandRead r = read(command("get-state"));
  REQUIRE(r.status == Status::Command);
  CHECK(r.command.kind == CommandKind::GetState);
  CHECK(*r.id == 7);

  r = read(command("new-match", {{"game", "chkobba"}, {"players", 4}, {"level", "hard"}, {"seed", 12}}));
  REQUIRE(r.status == Status::Command);
  CHECK(r.command.kind == CommandKind::NewMatch);
  CHECK(*r.command.new_match.game == "chkobba");
  CHECK(*r.command.new_match.players == 4);
  CHECK(*r.command.new_match.level == "hard");
  CHECK(*r.command.new_match.seed == 12);
  // A seed above 2^53 comes as a decimal string.
  r = read(command("new-match", {{"seed", "18446744073709551615"}}));
  REQUIRE(r.status == Status::Command);
  CHECK(*r.command.new_match.seed == UINT64_MAX);
  CHECK_FALSE(r.command.new_match.game);
  r = read(command("new-match"));
  CHECK(r.status == Status::Command);

  r = read(command("load", {{"link", "https://x.example/#r=ABC"}, {"step", 3}}));
  REQUIRE(r.status == Status::Command);
  CHECK(r.command.load.text == "https://x.example/#r=ABC");
  CHECK_FALSE(r.command.load.is_save);
  CHECK(*r.command.load.step == 3);
  r = read(command("load", {{"save", {{"format", "cardavia-save"}}}}));
  REQUIRE(r.status == Status::Command);
  CHECK(r.command.load.is_save);
  CHECK(json::parse(r.command.load.text)["format"] == "cardavia-save");
  r = read(command("load", {{"save", " {\"a\":1}"}}));
  CHECK(r.status == Status::Command);

  r = read(command("set-settings", {{"lang", "uk"}, {"speed", "instant"}, {"motion", "reduce"},
                                    {"contrast", 0}, {"grain", 100}, {"temperature", 35}, {"suits", 4}}));
  REQUIRE(r.status == Status::Command);
  const auto& s = r.command.settings;
  CHECK(*s.lang == "uk");
  CHECK(*s.speed == "instant");
  CHECK(*s.reduced_motion);
  CHECK(*s.contrast == 0);
  CHECK(*s.grain == 100);
  CHECK(*s.temperature == 35);
  CHECK(*s.four_colour);
  r = read(command("set-settings", {{"suits", "2"}, {"motion", "full"}}));
  REQUIRE(r.status == Status::Command);
  CHECK_FALSE(*r.command.settings.four_colour);
  CHECK_FALSE(*r.command.settings.reduced_motion);
  r = read(command("set-settings", {{"sound", true}}));
  REQUIRE(r.status == Status::Command);
  CHECK(*r.command.settings.sound);
  r = read(command("set-settings", {{"sound", false}}));
  REQUIRE(r.status == Status::Command);
  CHECK_FALSE(*r.command.settings.sound);
}

TEST_CASE("embed command: refusals say why, and keep the id") {
  struct Case {
    json message;
    std::string says;
  };
  const std::vector<Case> cases = {
      {{{"target", "cardavia"}, {"id", "x"}, {"cmd", "get-state"}}, "version"},
      {{{"target", "cardavia"}, {"version", 2}, {"id", "x"}, {"cmd", "get-state"}}, "version"},
      {{{"target", "cardavia"}, {"version", 1}, {"id", "x"}}, "cmd"},
      {command("dance"), "unknown cmd"},
      {command("get-state", json::array()), "args must be an object"},
      {command("get-state", {{"verbose", true}}), "verbose"},
      {command("new-match", {{"game", "poker"}}), "game"},
      {command("new-match", {{"game", 3}}), "game"},
      {command("new-match", {{"players", "3"}}), "players"},
      {command("new-match", {{"players", 2.5}}), "players"},
      {command("new-match", {{"players", 0}}), "players"},
      {command("new-match", {{"level", "expert"}}), "level"},
      {command("new-match", {{"seed", -1}}), "seed"},
      {command("new-match", {{"seed", 1e300}}), "seed"},
      {command("new-match", {{"seed", "18446744073709551616"}}), "seed"},
      {command("new-match", {{"seed", "12a"}}), "seed"},
      {command("load"), "a save or a link"},
      {command("load", {{"save", "{}"}, {"link", "#r=A"}}), "a save or a link"},
      {command("load", {{"save", 12}}), "save"},
      {command("load", {{"save", "#r=ABC"}}), "save"},
      {command("load", {{"link", {{"a", 1}}}}), "link"},
      {command("load", {{"link", "{\"format\":1}"}}), "use save"},
      {command("load", {{"link", "#r=A"}, {"step", -2}}), "step"},
      {command("load", {{"link", "#r=A"}, {"step", "3"}}), "step"},
      {command("set-settings"), "at least one"},
      {command("set-settings", {{"lang", "de"}}), "lang"},
      {command("set-settings", {{"speed", 3}}), "speed"},
      {command("set-settings", {{"motion", true}}), "motion"},
      {command("set-settings", {{"contrast", 101}}), "contrast"},
      {command("set-settings", {{"grain", "50"}}), "grain"},
      {command("set-settings", {{"suits", 3}}), "suits"},
      {command("set-settings", {{"sound", "on"}}), "sound"},
      {command("set-settings", {{"sound", 1}}), "sound"},
      {command("set-settings", {{"colour", "blue"}}), "colour"},
  };
  for (const Case& c : cases) {
    INFO(c.message.dump());
    const CommandRead r = read(c.message);
    CHECK(r.status == Status::Refused);
    CHECK(r.error.find(c.says) != std::string::npos);
    REQUIRE(r.id);
    CHECK(*r.id == c.message["id"]);
  }
  // No id: refused all the same (the table posts an error, and no reply).
  const CommandRead r = read(json{{"target", "cardavia"}, {"version", 1}, {"cmd", "dance"}});
  CHECK(r.status == Status::Refused);
  CHECK_FALSE(r.id);
}

TEST_CASE("embed command: ids are a string or a number, refused (unanswered) otherwise") {
  for (const json& id : {json{{"n", 1}}, json::array({1, 2}), json(true), json(nullptr)}) {
    INFO(id.dump());
    json m = command("get-state");
    m["id"] = id;
    const CommandRead r = read(m);
    CHECK(r.status == Status::Refused);
    CHECK(r.error.find("id must be a string or a number") != std::string::npos);
    CHECK_FALSE(r.id);  // not copied, and no reply
  }
  // A deep id is never copied.
  std::string deep = std::string(50000, '[') + std::string(50000, ']');
  const std::string text = "{\"target\":\"cardavia\",\"version\":1,\"cmd\":\"get-state\",\"id\":" + deep + "}";
  CHECK(read_command(text, games()).status == Status::Refused);
  CHECK_FALSE(read_command(text, games()).id);
}

TEST_CASE("embed command: the glue's stand-ins are refused with why, their id echoed") {
  for (const auto& [why, says] : {std::pair<const char*, const char*>{"too-long", "longer than 524288 bytes"},
                                  {"bad-id", "id must be"}, {"not-json", "not JSON"}}) {
    json m = {{"target", "cardavia"}, {"version", 1}, {"refused", why}, {"id", 5}};
    const CommandRead r = read(m);
    CHECK(r.status == Status::Refused);
    CHECK(r.error.find(says) != std::string::npos);
    REQUIRE(r.id);
    CHECK(*r.id == 5);
  }
}

TEST_CASE("embed command: ids are echoed as given, a string or a number") {
  for (const json& id : {json("abc"), json(0), json(3.5), json(-2)}) {
    json m = command("get-state");
    m["id"] = id;
    const CommandRead r = read(m);
    REQUIRE(r.id);
    CHECK(*r.id == id);
    CHECK(json::parse(cardavia::page::reply_message(*r.id, {{"a", 1}}))["id"] == id);
  }
}

TEST_CASE("embed command: the size is checked before the text is parsed") {
  const std::string pad(kMaxCommandBytes, ' ');
  const std::string ours = "{\"target\":\"cardavia\",\"version\":1,\"id\":1,\"cmd\":\"get-state\"}" + pad;
  CommandRead r = read_command(ours, games());
  CHECK(r.status == Status::Refused);
  CHECK(r.error.find("longer than") != std::string::npos);
  r = read_command(pad + "{}", games());
  CHECK(r.status == Status::NotOurs);
  // Deep nesting and bytes that are not UTF-8 are answered, never a crash.
  const std::string deep = std::string(100000, '[') + std::string(100000, ']');
  CHECK(read_command(deep, games()).status == Status::NotOurs);
  r = read_command("{\"target\":\"cardavia\",\"version\":1,\"id\":\"\xff\",\"cmd\":\"x\"}", games());
  CHECK(r.status == Status::NotOurs);  // not JSON at all: the parse refuses invalid UTF-8
}

TEST_CASE("embed messages: every one has source, version and type") {
  json m = json::parse(cardavia::page::embed_message("resize", {{"height", 640}}));
  CHECK(m == json{{"source", "cardavia"}, {"version", 1}, {"type", "resize"}, {"height", 640}});
  m = json::parse(cardavia::page::refusal_message("q1", "no"));
  CHECK(m == json{{"source", "cardavia"}, {"version", 1}, {"type", "reply"}, {"id", "q1"}, {"ok", false},
                  {"error", "no"}});
  m = json::parse(cardavia::page::error_message("bad-option", "players: 7", std::string("players")));
  CHECK(m["code"] == "bad-option");
  CHECK(m["option"] == "players");
  CHECK(m["message"] == "players: 7");
  // Any bytes in a text field still give valid JSON.
  m = json::parse(cardavia::page::embed_message("move", {{"text", std::string("a\xff")}}));
  CHECK(m["type"] == "move");
}
