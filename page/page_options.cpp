// Cardavia — the page's URL options (see page_options.h).
//
// [SECTION] Values: one checker per kind of value
// [SECTION] The query string
// [SECTION] The fragment
// [SECTION] JSON for the page's glue
#include "page/page_options.h"

#include <array>
#include <nlohmann/json.hpp>

#include "core/daily_deal.h"
#include "page/option_values.h"

namespace cardavia::page {
namespace {

constexpr std::size_t kMaxShownValue = 40;
constexpr std::size_t kMaxStep = 1'000'000;  // far above the link codec's 100 000 actions

// [SECTION] Values: one checker per kind of value (the lists and decimal(): option_values.h) ----

bool host_character(char c) {
  return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '.';
}

// An origin as browsers serialise it: scheme "://" host [":" port], lowercase, nothing after.
// (An IPv6 host in brackets is allowed; its inside is hexadecimal digits and colons.)
bool origin_value(std::string_view text) {
  std::string_view rest;
  if (text.substr(0, 8) == "https://") {
    rest = text.substr(8);
  } else if (text.substr(0, 7) == "http://") {
    rest = text.substr(7);
  } else {
    return false;
  }
  std::string_view host = rest;
  std::string_view port;
  if (!rest.empty() && rest.front() == '[') {
    const std::size_t close = rest.find(']');
    if (close == std::string_view::npos || close < 2) return false;
    for (const char c : rest.substr(1, close - 1))
      if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || c == ':')) return false;
    host = rest.substr(0, close + 1);
    rest = rest.substr(close + 1);
    if (!rest.empty() && rest.front() != ':') return false;
    port = rest.empty() ? std::string_view() : rest.substr(1);
    if (!rest.empty() && port.empty()) return false;
  } else {
    const std::size_t colon = rest.find(':');
    if (colon != std::string_view::npos) {
      host = rest.substr(0, colon);
      port = rest.substr(colon + 1);
      if (port.empty()) return false;
    }
    if (host.empty() || host.front() == '.' || host.front() == '-' || host.back() == '.') return false;
    for (const char c : host)
      if (!host_character(c)) return false;
  }
  if (!port.empty()) {
    const std::optional<std::uint64_t> p = decimal(port, 65535);
    if (!p || *p == 0 || port.front() == '0') return false;
  }
  return true;
}

// The parts of `text` between the separators (an empty text: one empty part).
std::vector<std::string_view> split(std::string_view text, char separator) {
  std::vector<std::string_view> parts;
  for (;;) {
    const std::size_t at = text.find(separator);
    parts.push_back(text.substr(0, at));
    if (at == std::string_view::npos) return parts;
    text.remove_prefix(at + 1);
  }
}

std::string shown(std::string_view value) {
  return std::string(value.substr(0, kMaxShownValue));
}

// The options of one address, as they are read: remembers what was seen and what was bad.
class Reader {
 public:
  Reader(PageOptions& out, const SiteGames& games) : out_(out), games_(games) {}

  void bad(std::string_view option, std::string_view value, std::string why) {
    if (out_.bad.size() >= kMaxBadOptions) return;
    out_.bad.push_back(BadOption{std::string(option), shown(value), std::move(why)});
  }

  // [SECTION] The query string -------------------------------------------------------------------

  void query(std::string_view query) {
    if (!query.empty() && query.front() == '?') query.remove_prefix(1);
    std::optional<std::string> players_text;  // checked once the game is known
    for (const std::string_view pair : split(query, '&')) {
      if (pair.empty()) continue;
      const std::size_t eq = pair.find('=');
      const std::optional<std::string> name = percent_decode(pair.substr(0, eq));
      if (!name) continue;  // not a name of ours, whatever it is
      const std::string_view raw =
          eq == std::string_view::npos ? std::string_view() : pair.substr(eq + 1);
      const std::optional<std::string> value = percent_decode(raw);
      if (!known_option(*name)) continue;
      if (!value) {
        bad(*name, raw, "a broken %-escape");
        continue;
      }
      if (!first_time(*name)) {
        bad(*name, *value, "given more than once; the first value is used");
        continue;
      }
      if (*name == "players") {
        players_text = *value;
      } else {
        option(*name, *value);
      }
    }
    if (players_text) players(*players_text);
  }

  // [SECTION] The fragment -----------------------------------------------------------------------

  void fragment(std::string_view fragment) {
    if (!fragment.empty() && fragment.front() == '#') fragment.remove_prefix(1);
    if (fragment == "cards") {
      out_.route = Route::Cards;
      return;
    }
    if (fragment == "stats") {
      out_.route = Route::Stats;
      return;
    }
    if (fragment.substr(0, 2) == "r=") {
      // "r=PAYLOAD", then "&name=value" parts: only step, review and play are ours.
      out_.route = Route::Replay;
      std::vector<std::string_view> parts = split(fragment, '&');
      out_.replay = std::string(parts.front().substr(2));
      for (std::size_t i = 1; i < parts.size(); ++i) {
        if (parts[i].substr(0, 7) == "review=") {
          if (parts[i] == "review=1") out_.review = true;
          else bad("review", parts[i].substr(7), "1: the replay link opens its review");
          continue;
        }
        if (parts[i].substr(0, 5) == "play=") {
          if (parts[i] == "play=1") out_.play = true;
          else bad("play", parts[i].substr(5), "1: an unfinished match is played on at the table");
          continue;
        }
        if (parts[i].substr(0, 5) != "step=") continue;
        const std::string_view text = parts[i].substr(5);
        const std::optional<std::uint64_t> n = decimal(text, kMaxStep);
        if (!n) {
          bad("step", text, "a number of moves from 0 to 1000000");
        } else if (out_.step) {
          bad("step", text, "given more than once; the first value is used");
        } else {
          out_.step = static_cast<std::size_t>(*n);
        }
      }
      return;
    }
    if (fragment.substr(0, 6) == "daily-") {
      // "daily-GAME" or "daily-GAME/YYYY-MM-DD" (app/shell/daily.h).
      const std::string_view rest = fragment.substr(6);
      const std::size_t slash = rest.find('/');
      const std::string_view game = rest.substr(0, slash);
      const std::string_view date = slash == std::string_view::npos ? std::string_view() : rest.substr(slash + 1);
      if (!games_.known || !games_.known(game)) {
        bad("daily", game, "a game of the site");
      } else if (slash != std::string_view::npos && !is_calendar_date(date)) {
        bad("daily", date, "a date written YYYY-MM-DD");
      } else {
        out_.route = Route::Daily;
        out_.route_game = std::string(game);
        out_.daily_date = std::string(date);
      }
      return;
    }
    if (!fragment.empty() && games_.known && games_.known(fragment)) {
      out_.route = Route::Game;
      out_.route_game = std::string(fragment);
    }
  }

 private:
  static bool known_option(std::string_view name) {
    constexpr std::array<std::string_view, 16> kNames = {
        "embed",  "game",     "players", "level",       "seed",  "autostart", "lang",
        "speed",  "motion",   "contrast", "grain",      "temperature", "suits", "sound",
        "origin", "undo"};
    return one_of(kNames, name);
  }

  bool first_time(const std::string& name) {
    for (const std::string& seen : seen_)
      if (seen == name) return false;
    seen_.push_back(name);
    return true;
  }

  void percent(const std::string& name, const std::string& value, std::optional<int>& field) {
    const std::optional<std::uint64_t> n = decimal(value, 100);
    if (!n) return bad(name, value, "a whole number from 0 to 100");
    field = static_cast<int>(*n);
  }

  // One option of the query, other than players.
  void option(const std::string& name, const std::string& value) {
    if (name == "embed") {
      if (value != "1") return bad(name, value, "1, or leave it out");
      out_.embed = true;
    } else if (name == "autostart") {
      if (value != "1") return bad(name, value, "1, or leave it out");
      out_.autostart = true;
    } else if (name == "game") {
      if (!games_.known || !games_.known(value)) return bad(name, value, games_.ids_text());
      out_.game = value;
    } else if (name == "level") {
      if (!one_of(kLevels, value)) return bad(name, value, "easy, normal or hard");
      out_.level = value;
    } else if (name == "seed") {
      const std::optional<std::uint64_t> seed = decimal(value, UINT64_MAX);
      if (!seed) return bad(name, value, "a whole number from 0 to 18446744073709551615");
      out_.seed = *seed;
    } else if (name == "lang") {
      if (!one_of(kLanguages, value)) return bad(name, value, listed(kLanguages));
      out_.lang = value;
    } else if (name == "speed") {
      if (!one_of(kSpeeds, value)) return bad(name, value, listed(kSpeeds));
      out_.speed = value;
    } else if (name == "motion") {
      if (value != "reduce" && value != "full") return bad(name, value, "reduce or full");
      out_.reduced_motion = value == "reduce";
    } else if (name == "contrast") {
      percent(name, value, out_.contrast);
    } else if (name == "grain") {
      percent(name, value, out_.grain);
    } else if (name == "temperature") {
      percent(name, value, out_.temperature);
    } else if (name == "suits") {
      if (value != "2" && value != "4") return bad(name, value, "2 or 4");
      out_.four_colour = value == "4";
    } else if (name == "undo") {
      if (value != "on" && value != "off") return bad(name, value, "on or off");
      out_.undo = value == "on";
    } else if (name == "sound") {
      if (value != "on" && value != "off") return bad(name, value, "on or off");
      out_.sound = value == "on";
    } else if (name == "origin") {
      if (!origin_value(value)) {
        // Given but not an origin: the channel to the host closes (nothing posted, nothing
        // obeyed); falling back to "any origin" would open it to every page.
        out_.origin_refused = true;
        return bad(name, value,
                   "an origin such as https://rules.example (lowercase, no path); nothing is "
                   "posted or obeyed");
      }
      out_.origin = value;
    }
  }

  void players(const std::string& value) {
    const std::string game = out_.game.value_or(games_.default_game);
    const std::optional<std::uint64_t> n = decimal(value, 99);
    if (!n || !games_.allows_players || !games_.allows_players(game, static_cast<int>(*n)))
      return bad("players", value, "a number of players " + game + " is played by");
    out_.players = static_cast<int>(*n);
  }

  PageOptions& out_;
  const SiteGames& games_;
  std::vector<std::string> seen_;
};

}  // namespace

void SiteGames::add_id(std::string_view id) {
  if (last_id.empty()) {
    default_game = std::string(id);
  } else {
    if (!ids.empty()) ids += ", ";
    ids += last_id;
  }
  last_id = std::string(id);
}

std::string SiteGames::ids_text() const { return ids.empty() ? last_id : ids + " or " + last_id; }

std::optional<std::string> PageOptions::match_game() const {
  if (game) return game;
  if (embed && !default_game.empty()) return default_game;
  return std::nullopt;
}

bool PageOptions::starts_match() const { return match_game() && (seed || autostart); }

std::optional<std::string> percent_decode(std::string_view text) {
  const auto hex = [](char c) -> int {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
  };
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (c == '+') {
      out += ' ';
    } else if (c == '%') {
      if (i + 2 >= text.size()) return std::nullopt;  // cut: "%" or "%4" at the end
      const int hi = hex(text[i + 1]);
      const int lo = hex(text[i + 2]);
      if (hi < 0 || lo < 0) return std::nullopt;
      out += static_cast<char>(hi * 16 + lo);
      i += 2;
    } else {
      out += c;
    }
  }
  return out;
}

PageOptions parse_page_options(std::string_view query, std::string_view fragment,
                               const SiteGames& games) {
  PageOptions out;
  out.default_game = games.default_game;
  Reader reader(out, games);
  reader.query(query);
  reader.fragment(fragment);
  return out;
}

// [SECTION] JSON for the page's glue -------------------------------------------------------------

std::string page_options_json(const PageOptions& o) {
  nlohmann::json j = nlohmann::json::object();
  j["embed"] = o.embed;
  j["autostart"] = o.autostart;
  if (o.game) j["game"] = *o.game;
  if (o.players) j["players"] = *o.players;
  if (o.level) j["level"] = *o.level;
  if (o.seed) j["seed"] = std::to_string(*o.seed);
  if (o.lang) j["lang"] = *o.lang;
  if (o.speed) j["speed"] = *o.speed;
  if (o.reduced_motion) j["motion"] = *o.reduced_motion ? "reduce" : "full";
  if (o.contrast) j["contrast"] = *o.contrast;
  if (o.grain) j["grain"] = *o.grain;
  if (o.temperature) j["temperature"] = *o.temperature;
  if (o.four_colour) j["suits"] = *o.four_colour ? 4 : 2;
  if (o.sound) j["sound"] = *o.sound ? "on" : "off";
  if (o.origin) j["origin"] = *o.origin;
  if (o.origin_refused) j["origin_refused"] = true;
  if (o.undo) j["undo"] = *o.undo ? "on" : "off";
  constexpr const char* kRoutes[] = {"none", "game", "cards", "replay", "daily", "stats"};
  j["route"] = kRoutes[static_cast<int>(o.route)];
  if (o.route == Route::Game || o.route == Route::Daily) j["route_game"] = o.route_game;
  if (o.route == Route::Daily && !o.daily_date.empty()) j["daily_date"] = o.daily_date;
  if (o.step) j["step"] = *o.step;
  if (o.review) j["review"] = true;
  if (o.play) j["play"] = true;
  nlohmann::json bad = nlohmann::json::array();
  for (const BadOption& b : o.bad)
    bad.push_back({{"option", b.option}, {"value", b.value}, {"why", b.why}});
  j["bad"] = std::move(bad);
  // A value is any bytes the address held: invalid UTF-8 is replaced, never thrown over.
  return j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

}  // namespace cardavia::page
