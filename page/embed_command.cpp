// Cardavia — the embed API's commands and messages (see embed_command.h).
//
// [SECTION] Arguments: one reader per kind of value
// [SECTION] The commands
// [SECTION] Messages
#include "page/embed_command.h"

#include <cmath>

#include "page/option_values.h"
#include "core/json_parse.h"

namespace cardavia::page {
namespace {

using nlohmann::json;

constexpr std::uint64_t kMaxSafeInteger = 9007199254740991ull;  // 2^53 − 1: a JS number's integers

// [SECTION] Arguments: one reader per kind of value -----------------------------------------------

// Reads one command's args; the first problem met is kept and refuses the whole command.
class ArgsReader {
 public:
  explicit ArgsReader(const json& args) : args_(args) {}

  const std::string& error() const { return error_; }
  bool ok() const { return error_.empty(); }

  // Every argument given must be one the command takes.
  void only(std::initializer_list<std::string_view> names) {
    for (auto it = args_.begin(); it != args_.end(); ++it) {
      bool known = false;
      for (const std::string_view n : names) known = known || n == it.key();
      if (!known) return refuse("the argument " + it.key() + " is not one this command takes");
    }
  }

  const json* find(const char* name) const {
    const auto it = args_.find(name);
    return it == args_.end() || it->is_null() ? nullptr : &*it;
  }

  // A whole number in [low, high], given as a JSON number.
  std::optional<std::uint64_t> whole(const char* name, std::uint64_t low, std::uint64_t high,
                                     const std::string& what) {
    const json* v = find(name);
    if (v == nullptr || !ok()) return std::nullopt;
    std::optional<std::uint64_t> n;
    if (v->is_number_unsigned()) {
      n = v->get<std::uint64_t>();
    } else if (v->is_number_integer()) {
      if (v->get<std::int64_t>() >= 0) n = static_cast<std::uint64_t>(v->get<std::int64_t>());
    } else if (v->is_number_float()) {
      const double d = v->get<double>();
      if (d >= 0 && d <= static_cast<double>(kMaxSafeInteger) && std::floor(d) == d)
        n = static_cast<std::uint64_t>(d);
    }
    if (!n || *n < low || *n > high) {
      refuse(std::string(name) + " must be " + what);
      return std::nullopt;
    }
    return n;
  }

  // A string, one of `allowed` (an empty list: any string).
  template <std::size_t N>
  std::optional<std::string> word(const char* name, const std::array<std::string_view, N>& allowed,
                                  const std::string& what) {
    const json* v = find(name);
    if (v == nullptr || !ok()) return std::nullopt;
    if (!v->is_string() || (N > 0 && !one_of(allowed, v->get_ref<const std::string&>()))) {
      refuse(std::string(name) + " must be " + what);
      return std::nullopt;
    }
    return v->get<std::string>();
  }

  void refuse(std::string why) {
    if (error_.empty()) error_ = std::move(why);
  }

 private:
  const json& args_;
  std::string error_;
};

// [SECTION] The commands --------------------------------------------------------------------------

void read_new_match(ArgsReader& r, const SiteGames& games, NewMatchArgs& out) {
  r.only({"game", "players", "level", "seed"});
  if (const json* g = r.ok() ? r.find("game") : nullptr) {
    if (!g->is_string() || !games.known || !games.known(g->get_ref<const std::string&>()))
      r.refuse("game must be " + games.ids_text());
    else
      out.game = g->get<std::string>();
  }
  if (const auto n = r.whole("players", 1, 99, "a number of players")) out.players = static_cast<int>(*n);
  out.level = r.word("level", kLevels, "easy, normal or hard");
  if (const json* s = r.ok() ? r.find("seed") : nullptr) {
    // Above 2^53 a JS number cannot hold every seed: those come as decimal strings.
    if (s->is_string()) {
      out.seed = decimal(s->get_ref<const std::string&>(), UINT64_MAX);
      if (!out.seed) r.refuse("seed must be a whole number from 0 to 18446744073709551615");
    } else {
      out.seed = r.whole("seed", 0, kMaxSafeInteger,
                         "a whole number (as a string above 9007199254740991)");
    }
  }
}

void read_load(ArgsReader& r, LoadArgs& out) {
  r.only({"save", "link", "step"});
  const json* save = r.ok() ? r.find("save") : nullptr;
  const json* link = r.ok() ? r.find("link") : nullptr;
  if (!r.ok()) return;
  if ((save == nullptr) == (link == nullptr)) return r.refuse("load takes a save or a link (one of them)");
  if (save != nullptr) {
    out.is_save = true;
    if (save->is_object()) {
      out.text = save->dump(-1, ' ', false, json::error_handler_t::replace);
    } else if (save->is_string()) {
      out.text = save->get<std::string>();
      const std::size_t first = out.text.find_first_not_of(" \t\r\n");
      if (first == std::string::npos || out.text[first] != '{')
        return r.refuse("save must be a save's JSON (text or object)");
    } else {
      return r.refuse("save must be a save's JSON (text or object)");
    }
  } else {
    if (!link->is_string() || link->get_ref<const std::string&>().empty())
      return r.refuse("link must be a replay link or its payload (text)");
    out.text = link->get<std::string>();
    const std::size_t first = out.text.find_first_not_of(" \t\r\n");
    if (first != std::string::npos && out.text[first] == '{')
      return r.refuse("link must be a replay link or its payload, not a save (use save)");
  }
  if (const auto s = r.whole("step", 0, kMaxCommandStep, "a number of moves from 0 to 1000000"))
    out.step = static_cast<std::size_t>(*s);
}

void read_settings(ArgsReader& r, SettingsArgs& out) {
  r.only({"lang", "speed", "motion", "contrast", "grain", "temperature", "suits", "sound"});
  out.lang = r.word("lang", kLanguages, listed(kLanguages));
  out.speed = r.word("speed", kSpeeds, listed(kSpeeds));
  constexpr std::array<std::string_view, 2> kMotions = {"reduce", "full"};
  if (const auto m = r.word("motion", kMotions, "reduce or full")) out.reduced_motion = *m == "reduce";
  const auto percent = [&](const char* name, std::optional<int>& field) {
    if (const auto n = r.whole(name, 0, 100, "a whole number from 0 to 100")) field = static_cast<int>(*n);
  };
  percent("contrast", out.contrast);
  percent("grain", out.grain);
  percent("temperature", out.temperature);
  if (const json* s = r.ok() ? r.find("suits") : nullptr) {
    // 2 or 4, as a number or as the address writes it ("2", "4").
    const bool two = (s->is_number_integer() && s->get<std::int64_t>() == 2) || (s->is_string() && *s == "2");
    const bool four = (s->is_number_integer() && s->get<std::int64_t>() == 4) || (s->is_string() && *s == "4");
    if (!two && !four)
      r.refuse("suits must be 2 or 4");
    else
      out.four_colour = four;
  }
  if (const json* s = r.ok() ? r.find("sound") : nullptr) {
    if (!s->is_boolean())
      r.refuse("sound must be true or false");
    else
      out.sound = s->get<bool>();
  }
  if (r.ok() && out.empty()) r.refuse("set-settings needs at least one setting");
}

}  // namespace

SettingsArgs visit_settings(const PageOptions& o) {
  const std::optional<bool> sound = o.sound ? o.sound : o.embed ? std::optional<bool>(false) : std::nullopt;
  return SettingsArgs{o.lang, o.speed, o.reduced_motion, o.contrast, o.grain, o.temperature, o.four_colour, sound};
}

CommandRead read_command(std::string_view text, const SiteGames& games) {
  CommandRead out;
  // Size first: a huge text is not even parsed. It cannot be known to be ours: ignored.
  if (text.size() > kMaxCommandBytes) {
    // Still ours if it says so at the start (the glue's JSON.stringify writes fields in order).
    constexpr std::string_view kOurs = "{\"target\":\"cardavia\"";
    if (text.substr(0, kOurs.size()) != kOurs) return out;
    out.status = CommandRead::Status::Refused;
    out.error = "the command is longer than " + std::to_string(kMaxCommandBytes) + " bytes";
    return out;
  }
  const json message = parse_json(text);
  if (message.is_discarded() || !message.is_object()) return out;
  const auto target = message.find("target");
  if (target == message.end() || *target != "cardavia") return out;

  // Ours: from here on every answer is a reply.
  out.status = CommandRead::Status::Refused;
  // An id is a string or a number (embed-api.md); any other is not copied (a deep one could
  // exhaust the stack) and the command is refused without a reply.
  static const std::string kBadId = "id must be a string or a number";
  if (const auto id = message.find("id"); id != message.end()) {
    if (!id->is_string() && !id->is_number()) {
      out.error = kBadId;
      return out;
    }
    out.id = *id;
  }
  const auto version = message.find("version");
  if (version == message.end() || !version->is_number() || *version != 1) {
    out.error = "version must be 1";
    return out;
  }
  // The page's glue (web/page/embed.js) refuses before it copies: it hands a stand-in saying why.
  if (const auto refused = message.find("refused"); refused != message.end()) {
    out.error = *refused == "too-long" ? "the command is longer than " + std::to_string(kMaxCommandBytes) + " bytes"
                : *refused == "bad-id"   ? kBadId
                                         : std::string("the command is not JSON");
    return out;
  }
  const auto cmd = message.find("cmd");
  if (cmd == message.end() || !cmd->is_string()) {
    out.error = "cmd must be one of get-state, new-match, load, set-settings";
    return out;
  }
  static const json kNoArgs = json::object();
  const auto args_it = message.find("args");
  const json& args = args_it == message.end() || args_it->is_null() ? kNoArgs : *args_it;
  if (!args.is_object()) {
    out.error = "args must be an object";
    return out;
  }
  ArgsReader r(args);
  const std::string& name = cmd->get_ref<const std::string&>();
  if (name == "get-state") {
    out.command.kind = CommandKind::GetState;
    r.only({});
  } else if (name == "new-match") {
    out.command.kind = CommandKind::NewMatch;
    read_new_match(r, games, out.command.new_match);
  } else if (name == "load") {
    out.command.kind = CommandKind::Load;
    read_load(r, out.command.load);
  } else if (name == "set-settings") {
    out.command.kind = CommandKind::SetSettings;
    read_settings(r, out.command.settings);
  } else {
    out.error = "unknown cmd \"" + name.substr(0, 40) +
                "\": get-state, new-match, load or set-settings";
    return out;
  }
  if (!r.ok()) {
    out.error = name + ": " + r.error();
    return out;
  }
  out.status = CommandRead::Status::Command;
  return out;
}

// [SECTION] Messages ------------------------------------------------------------------------------

std::string embed_message(std::string_view type, const json& fields) {
  json m = {{"source", "cardavia"}, {"version", 1}, {"type", std::string(type)}};
  if (fields.is_object())
    for (auto it = fields.begin(); it != fields.end(); ++it) m[it.key()] = it.value();
  // Text from a record or the log is any bytes: invalid UTF-8 is replaced, never thrown over.
  return m.dump(-1, ' ', false, json::error_handler_t::replace);
}

std::string reply_message(const json& id, const json& result) {
  return embed_message("reply", {{"id", id}, {"ok", true}, {"result", result}});
}

std::string refusal_message(const json& id, const std::string& why) {
  return embed_message("reply", {{"id", id}, {"ok", false}, {"error", why}});
}

std::string error_message(std::string_view code, const std::string& message,
                          std::optional<std::string> option) {
  json fields = {{"code", std::string(code)}, {"message", message}};
  if (option) fields["option"] = *option;
  return embed_message("error", fields);
}

}  // namespace cardavia::page
