// Cardavia — the table's part of saves and links (links-and-saves.md), driven natively through the
// shell with a fake page (tests/app/fake_page.h): every move autosaved and continued at the same
// position from a new page, Continue on the tile and the sheet, the question before a new match
// replaces an unfinished one, deal links, the replay viewer (its steps, rounds, autoplay, face up,
// the end), the share's words and links, the settings kept across visits, and bad input — a
// damaged link, a cut or hand-edited save, a newer version, an illegal action — refused with a
// message, changing nothing and leaving the autosave as it was.
#include <algorithm>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>
#include <string>

#include "core/link_codec.h"
#include "core/match_record.h"
#include "page/page_options.h"
#include "app/table/games.h"
#include "tests/app/fake_page.h"
#include "tests/app/table_driver.h"
#include "tests/record_files.h"

using app_test::FakePage;
using app_test::TableDriver;
using cardavia::MatchRecord;
using cardavia::app::PageServices;

namespace {

std::string sample(const char* name) {
  return cardavia::testing::read_text(std::string(CARDAVIA_TESTS_DIR) + "/saves/" + name);
}

cardavia::page::PageOptions address(std::string_view query, std::string_view fragment = "") {
  return cardavia::page::parse_page_options(query, fragment, cardavia::app::table::site_games());
}

// A Cabo match from the new-match sheet: 3 players, Easy, instant, seed 12.
void start_cabo(TableDriver& d) {
  REQUIRE(d.shell.open_route("#cabo"));
  d.frame();
  d.tap("setup:players:3");
  d.tap("setup:level:easy");
  d.tap("setup:speed:instant");
  REQUIRE(d.shell.set_text("setup:seed", "12"));
  d.frame();
  d.tap("setup:start");
}

// The look done and the first turn reached (the human to draw).
void play_the_look(TableDriver& d) {
  d.until([&] { return d.has("own:0"); }, "the look");
  d.tap("own:0");
  d.tap("own:2");
  d.until([&] { return d.has("btn:draw"); }, "the first turn");
}

std::string actions_of(const std::string& save) {
  return nlohmann::json::parse(save)["actions"].dump();
}

}  // namespace

TEST_CASE("Every applied move is autosaved, and a new page continues at the same position") {
  FakePage page;
  std::string record, prompt;
  {
    TableDriver d;
    d.shell.attach_page(&page);
    start_cabo(d);
    REQUIRE(d.screen() == "play");
    CHECK(page.slots.count("cabo") == 1);  // the deal itself, before any move
    play_the_look(d);
    d.tap("btn:draw");
    record = d.shell.current_record();
    prompt = d.report().prompt;
    REQUIRE(page.slots.at("cabo") == record);
    CHECK(nlohmann::json::parse(record)["actions"].size() >= 4);
  }
  // A reload: a new shell over the same storage.
  TableDriver d;
  d.shell.attach_page(&page);
  d.frame();
  REQUIRE(d.screen() == "start");
  REQUIRE(d.has("continue:cabo"));
  CHECK(d.has("tile:cabo"));
  d.tap("continue:cabo");
  REQUIRE(d.screen() == "play");
  CHECK(d.shell.current_record() == record);
  d.frame();
  CHECK(d.report().prompt == prompt);  // the drawn card, to swap or discard: as it was left
  CHECK(d.has("btn:discard"));
}

TEST_CASE("Continue in the new-match sheet — Start over a saved match asks first") {
  FakePage page;
  {
    TableDriver d;
    d.shell.attach_page(&page);
    start_cabo(d);
    play_the_look(d);
  }
  const std::string saved = page.slots.at("cabo");
  TableDriver d;
  d.shell.attach_page(&page);
  REQUIRE(d.shell.open_route("#cabo"));
  d.frame();
  REQUIRE(d.has("setup:continue"));
  d.tap("setup:start");
  REQUIRE(d.screen() == "ask");
  CHECK(page.slots.at("cabo") == saved);  // asking changes nothing
  d.tap("ask:continue");
  REQUIRE(d.screen() == "play");
  CHECK(actions_of(d.shell.current_record()) == actions_of(saved));
  // Leave: the match stays saved; Start again, and this time replace it.
  d.tap("btn:menu");
  d.tap("menu:leave");
  d.frame();
  CHECK(page.slots.at("cabo") == saved);
  REQUIRE(d.shell.open_route("#cabo"));
  d.frame();
  d.tap("setup:start");
  REQUIRE(d.screen() == "ask");
  d.tap("ask:new");
  REQUIRE(d.screen() == "play");
  CHECK(page.slots.at("cabo") != saved);
  CHECK(nlohmann::json::parse(page.slots.at("cabo"))["actions"].empty());
}

TEST_CASE("A deal link starts that deal at once, and asks first over an unfinished match") {
  FakePage page;
  {
    TableDriver d;
    d.shell.attach_page(&page);
    d.shell.open_address(address("?game=cabo&seed=5&players=4&level=hard"));
    d.frame();
    REQUIRE(d.screen() == "play");
    const auto config = d.shell.match()->config();
    CHECK(config.seed == 5u);
    CHECK(config.players == 4);
    CHECK(config.level == cardavia::ai::Level::kHard);
  }
  TableDriver d;
  d.shell.attach_page(&page);
  d.shell.open_address(address("?game=cabo&seed=6"));
  d.frame();
  REQUIRE(d.screen() == "ask");
  d.tap("ask:new");
  REQUIRE(d.screen() == "play");
  CHECK(d.shell.match()->config().seed == 6u);
  CHECK(d.shell.match()->config().players == 3);  // the game's default, not the saved match's
}

TEST_CASE("A finished match empties its slot — its share is the replay link") {
  FakePage page;
  TableDriver d;
  d.shell.attach_page(&page);
  // A finished sample match less its last action, resumed at the table.
  cardavia::Result<MatchRecord> whole = cardavia::read_save(sample("cabo_3p_hard_five_rounds.json"));
  REQUIRE(whole.ok());
  MatchRecord almost = whole.value();
  almost.match.actions.pop_back();
  REQUIRE(d.shell.load(cardavia::write_save(almost)).value() == "play");
  const auto during = d.shell.share();
  REQUIRE(during);
  CHECK(during->link == "?game=cabo&seed=" + std::to_string(almost.match.setup.seed) +
                            "&players=3&level=hard");
  CHECK(during->text.find("Play the same deal") != std::string::npos);
  // Its last move is a computer's, which plays it as the record says (the computers depend only
  // on the record): the match ends, and its slot, written on the way, is emptied.
  d.until([&] { return d.shell.match()->over(); }, "the last move");
  d.frame();
  CHECK(page.writes >= 1);
  CHECK(page.slots.count("cabo") == 0);
  CHECK(d.shell.current_record() == cardavia::write_save(whole.value()));
  const auto over = d.shell.share();
  REQUIRE(over);
  CHECK(over->link == "#r=" + cardavia::encode_link(whole.value()).value());
  CHECK(over->text.find("5 rounds") != std::string::npos);
  CHECK(over->title == "Cabo on Cardavia");
}

TEST_CASE("A replay link with play=1 plays an unfinished match on at the table, a finished one stays in the viewer") {
  const MatchRecord record = cardavia::read_save(sample("cabo_3p_hard_five_rounds.json")).value();
  MatchRecord unfinished = record;
  unfinished.match.actions.resize(20);
  const std::string payload = cardavia::encode_link(unfinished).value();
  {
    FakePage page;
    TableDriver d;
    d.shell.attach_page(&page);
    d.shell.open_address(address("", "#r=" + payload + "&play=1"));
    d.frame();
    CHECK(d.screen() == "play");
    REQUIRE(d.shell.match() != nullptr);
    // Its 20 moves, played on: a computer whose turn it is may already have moved in the first
    // frame, depending on the clock (the check was "exactly 20", and failed one run in two).
    const MatchRecord kept = d.shell.match()->record();
    REQUIRE(kept.match.actions.size() >= 20u);
    CHECK(std::equal(unfinished.match.actions.begin(), unfinished.match.actions.end(),
                     kept.match.actions.begin()));
    CHECK(d.shell.current_record() == cardavia::write_save(d.shell.match()->record()));
    CHECK(page.slots.count("cabo") == 1);  // kept here, at once
  }
  {
    // Without play=1, or with a step: the viewer, as ever.
    TableDriver d;
    d.shell.open_address(address("", "#r=" + payload));
    d.frame();
    CHECK(d.screen() == "replay");
    TableDriver at_step;
    at_step.shell.open_address(address("", "#r=" + payload + "&play=1&step=3"));
    at_step.frame();
    CHECK(at_step.screen() == "replay");
  }
  {
    // A finished match is not played on.
    TableDriver d;
    d.shell.open_address(address("", "#r=" + cardavia::encode_link(record).value() + "&play=1"));
    d.frame();
    CHECK(d.screen() == "replay");
  }
}

TEST_CASE("A replay link opens the viewer at its step — it steps by move and by round to the end") {
  // The person's own unfinished Cabo match is in the slot: watching a replay of another Cabo match
  // to its end must leave it as it was (a replay is not the person's match).
  const MatchRecord record = cardavia::read_save(sample("cabo_3p_hard_five_rounds.json")).value();
  MatchRecord unfinished = record;
  unfinished.match.actions.resize(20);
  const std::string own_match = cardavia::write_save(unfinished);
  FakePage page;
  page.slots["cabo"] = own_match;
  TableDriver d;
  d.shell.attach_page(&page);
  page.notes.clear();
  const std::string payload = cardavia::encode_link(record).value();
  d.shell.open_address(address("", "#r=" + payload + "&step=20"));
  d.frame();
  REQUIRE(d.screen() == "replay");
  REQUIRE(d.report().replay);
  CHECK(d.report().replay->step == 20u);
  CHECK(d.report().replay->steps == record.match.actions.size());
  CHECK(d.report().replay->can_face_up);
  CHECK(d.report().prompt.rfind("You called Cabo!", 0) == 0);  // move 20, in the person's words
  for (const char* id : {"replay:round_back", "replay:back", "replay:play", "replay:next",
                         "replay:round_next", "replay:face_up", "btn:menu"})
    CHECK(d.has(id));
  CHECK_FALSE(d.has("own:0"));  // nobody plays: the cards are not targets
  d.tap("replay:next");
  CHECK(d.report().replay->step == 21u);
  d.tap("replay:back");
  d.tap("replay:back");
  CHECK(d.report().replay->step == 19u);
  d.tap("replay:round_back");
  CHECK(d.report().replay->step == 0u);
  // Face up: every hand's cards drawn face up (once the deal has landed).
  d.until([&] { return d.report().motion.empty() && !d.shell.wants_frames(); }, "the deal shown");
  const std::size_t seen = d.report().faces.size();
  d.tap("replay:face_up");
  d.frame();
  CHECK(d.report().replay->face_up);
  CHECK(d.report().faces.size() > seen);
  d.tap("replay:face_up");
  // Round by round to the end, where the match's end sheet shows; back to the replay from it.
  int rounds = 0;
  while (d.screen() == "replay" && d.report().replay->step < d.report().replay->steps) {
    d.until([&] { return d.has("replay:round_next"); }, "the bar");
    d.tap("replay:round_next");
    ++rounds;
  }
  CHECK(rounds == 5);
  REQUIRE(d.screen() == "over");
  d.tap("btn:replay_back");
  REQUIRE(d.screen() == "replay");
  CHECK_FALSE(d.has("replay:next"));  // at the end
  // The move list: a tap on a line jumps there.
  d.tap("replay:back");
  d.until([&] { return d.has("replay:move:153"); }, "the list's line");
  d.tap("replay:move:153");
  CHECK(d.report().replay->step == 153u);
  // Stepping on plays the last move, the round's end and the match's end sheets follow.
  d.tap("replay:next");
  d.until([&] { return d.screen() == "reveal"; }, "the last round's end");
  d.tap("btn:result");
  CHECK(d.screen() == "over");
  // Never a note, never a write: the autosave stays as it was.
  REQUIRE(page.slots.count("cabo") == 1);
  CHECK(page.slots.at("cabo") == own_match);
  CHECK(page.writes == 0);
  CHECK(page.notes.empty());
  // Leave: the start screen.
  d.tap("btn:leave");
  d.frame();
  CHECK(d.screen() == "start");
  CHECK(d.shell.replay() == nullptr);
}

TEST_CASE("Autoplay steps on by itself at the chosen speed, and waits at a round's end") {
  TableDriver d;
  d.shell.settings().speed = cardavia::app::table::Speed::Instant;
  const MatchRecord record = cardavia::read_save(sample("cabo_3p_hard_five_rounds.json")).value();
  REQUIRE(d.shell.load(cardavia::write_save(record), 0).value() == "replay");
  d.frame();
  d.until([&] { return d.has("replay:play"); }, "the bar");
  d.tap("replay:play");
  CHECK(d.has("replay:pause"));
  d.until([&] { return d.screen() == "reveal"; }, "the first round's end");
  const std::size_t at = d.report().replay->step;
  for (int i = 0; i < 20; ++i) d.frame();
  CHECK(d.report().replay->step == at);  // waiting for the person
  CHECK_FALSE(d.shell.wants_frames());   // … and drawing nothing meanwhile
  d.tap("btn:next_round");
  d.until([&] { return d.report().replay && d.report().replay->step > at; }, "the next round");
}

TEST_CASE("A record written to be read open starts face up — an unfinished one cannot be turned") {
  TableDriver d;
  REQUIRE(d.shell.load(sample("cabo_worked_example_open.json")).value() == "replay");
  d.frame();
  CHECK(d.report().replay->face_up);
  const MatchRecord unfinished = cardavia::read_save(sample("chkobba_2p_in_progress.json")).value();
  // An unfinished match opened at a step replays its moves, but its hidden cards stay hidden: the
  // viewer offers no face-up switch for it.
  const auto opened = d.shell.load(cardavia::write_save(unfinished), 0);
  REQUIRE(opened.ok());
  d.frame();
  CHECK(d.screen() == "replay");
  REQUIRE(d.report().replay);
  CHECK_FALSE(d.report().replay->face_up);
  CHECK_FALSE(d.report().replay->can_face_up);
}

TEST_CASE("Bad input is refused with a message and changes nothing, the autosave neither") {
  FakePage page;
  TableDriver d;
  d.shell.attach_page(&page);
  start_cabo(d);
  play_the_look(d);
  const std::string saved = page.slots.at("cabo");
  const std::string record = d.shell.current_record();
  const MatchRecord sample_record =
      cardavia::read_save(sample("cabo_3p_hard_five_rounds.json")).value();
  std::string payload = cardavia::encode_link(sample_record).value();
  std::string damaged = payload;
  damaged[10] = damaged[10] == 'A' ? 'B' : 'A';
  nlohmann::json newer = nlohmann::json::parse(sample("cabo_3p_hard_five_rounds.json"));
  newer["version"] = 2;
  nlohmann::json illegal = nlohmann::json::parse(sample("cabo_3p_hard_five_rounds.json"));
  illegal["actions"][3] = "2 look 0,1";  // seat 1 is to move, and the looks are done
  const std::string text = sample("cabo_3p_hard_five_rounds.json");
  const std::vector<std::pair<std::string, std::string>> cases = {
      {damaged, "This link cannot be opened: the link is damaged"},
      {"https://cardavia.example/#r=" + damaged, "This link cannot be opened: the link is damaged"},
      {payload.substr(0, payload.size() - 3), "This link cannot be opened: the link is damaged"},
      {text.substr(0, text.size() / 2), "This match cannot be opened: the save is not valid JSON"},
      {newer.dump(), "This match cannot be opened: this save is version 2, newer"},
      {illegal.dump(), "This match cannot be opened: action 3"},
      {"https://cardavia.example/?utm=1", "This is not a link to a Cardavia match."},
      {"   ", "There is nothing to open."},
  };
  for (const auto& [input, message] : cases) {
    INFO(input.substr(0, 80));
    const auto refused = d.shell.load(input);
    REQUIRE_FALSE(refused.ok());
    INFO(refused.error());
    CHECK(refused.error().rfind(message, 0) == 0);
    d.frame();
    CHECK(d.screen() == "play");
    CHECK(d.shell.current_record() == record);
    CHECK(page.slots.at("cabo") == saved);
  }
  // A damaged link in the address: the start screen, the note, the autosave as it was.
  TableDriver fresh;
  FakePage other = page;
  fresh.shell.attach_page(&other);
  fresh.shell.open_address(address("", "#r=" + damaged));
  fresh.frame();
  CHECK(fresh.screen() == "start");
  REQUIRE(other.notes.size() == 1);
  CHECK(other.notes[0].second == PageServices::Note::Problem);
  CHECK(other.notes[0].first.rfind("This link cannot be opened: the link is damaged", 0) == 0);
  CHECK(other.slots.at("cabo") == saved);
  CHECK(fresh.has("continue:cabo"));
}

TEST_CASE("A slot that cannot be read is set aside, said once, and never written over") {
  const std::string newer = "{\"format\": \"cardavia-save\", \"version\": 9, \"game\": \"cabo\"}";
  FakePage page;
  page.slots["cabo"] = newer;
  TableDriver d;
  d.shell.attach_page(&page);
  d.frame();
  REQUIRE(page.notes.size() == 1);
  CHECK(page.notes[0].second == PageServices::Note::Problem);
  CHECK(page.notes[0].first.find("newer") != std::string::npos);
  CHECK(page.notes[0].first.find("kept aside") != std::string::npos);
  CHECK_FALSE(d.has("continue:cabo"));
  CHECK(page.aside.at("cabo") == newer);  // in the second slot, as it was
  // A new match of the game is saved again; what was set aside stays.
  start_cabo(d);
  play_the_look(d);
  REQUIRE(page.slots.count("cabo") == 1);
  CHECK(page.slots.at("cabo").find("\"version\": 9") == std::string::npos);
  CHECK(page.aside.at("cabo") == newer);

  // The second slot already holds another unreadable save: the first is left as it is, and no
  // match of that game is saved over it (the person is told).
  FakePage full;
  full.slots["cabo"] = "{\"damaged";
  full.aside["cabo"] = newer;
  TableDriver e;
  e.shell.attach_page(&full);
  e.frame();
  REQUIRE(full.notes.size() == 1);
  CHECK(full.notes[0].first.find("left as it is") != std::string::npos);
  start_cabo(e);
  play_the_look(e);
  CHECK(e.screen() == "play");
  CHECK(full.slots.at("cabo") == "{\"damaged");
  CHECK(full.aside.at("cabo") == newer);
}

TEST_CASE("Without storage the table plays on (the page says it once)") {
  FakePage page;
  page.storage = false;
  TableDriver d;
  d.shell.attach_page(&page);
  start_cabo(d);
  play_the_look(d);
  CHECK(page.writes > 0);
  CHECK(page.slots.empty());
  CHECK(d.screen() == "play");
}

TEST_CASE("Settings: stored ones read, the address's for this visit only, changes kept alone") {
  FakePage page;
  page.settings = R"({"version":1,"speed":"slow","contrast":20,"rules_page_field":[1]})";
  TableDriver d;
  d.shell.attach_page(&page);
  CHECK(d.shell.settings().speed == cardavia::app::table::Speed::Slow);
  CHECK(d.shell.settings().contrast == 20);
  d.shell.open_address(address("speed=fast&contrast=70&lang=uk&suits=4&motion=reduce&grain=3&temperature=99"));
  CHECK(d.shell.settings().speed == cardavia::app::table::Speed::Fast);
  CHECK(d.shell.settings().contrast == 70);
  CHECK(d.shell.settings().lang == "uk");
  CHECK(d.shell.settings().four_colour);
  CHECK(d.shell.settings().reduced_motion);
  CHECK(d.shell.settings().grain == 3);
  CHECK(d.shell.settings().temperature == 99);
  d.frame();
  CHECK(page.settings_writes.empty());  // the address's choices are not kept
  d.shell.settings().memory_aid = true;
  d.frame();
  REQUIRE(page.settings_writes.size() == 1);
  CHECK(nlohmann::json::parse(page.settings_writes[0]) ==
        nlohmann::json::parse(R"({"memory_aid":true,"version":1})"));
  // A stored text that cannot be read: said, and the defaults apply.
  FakePage bad;
  bad.settings = R"({"speed":"warp"})";
  TableDriver e;
  e.shell.attach_page(&bad);
  CHECK(e.shell.settings().speed == cardavia::app::table::Speed::Normal);
  CHECK(bad.notes.size() == 1);
}

TEST_CASE("The seed field is the page's input — a text that is no seed cannot start a match") {
  TableDriver d;
  REQUIRE(d.shell.open_route("#cabo"));
  d.frame();
  const auto* field = cardavia::app::table::find_control(d.report().controls, "setup:seed");
  REQUIRE(field != nullptr);
  CHECK(field->kind == cardavia::app::table::PageControl::Kind::Input);
  CHECK(cardavia::app::table::find_control(d.report().controls, "import") != nullptr);
  CHECK_FALSE(d.has("setup:seed"));  // not a canvas target: a tap goes to the page's element
  REQUIRE(d.shell.set_text("setup:seed", "12a"));
  d.frame();
  CHECK_FALSE(d.has("setup:start"));
  REQUIRE(d.shell.set_text("setup:seed", "18446744073709551616"));  // 2^64
  d.frame();
  CHECK_FALSE(d.has("setup:start"));
  REQUIRE(d.shell.set_text("setup:seed", "18446744073709551615"));
  d.frame();
  REQUIRE(d.has("setup:start"));
  d.tap("setup:start");
  CHECK(d.shell.match()->config().seed == UINT64_MAX);
  CHECK_FALSE(d.shell.set_text("setup:seed", "1"));  // no such field at the table
}
