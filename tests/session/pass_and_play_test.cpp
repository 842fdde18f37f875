// Cardavia — pass-and-play in the session and the record: the people (seat and name) and each
// computer seat's level go through the save file and the link unchanged, a bad `people` or
// `levels` is refused in words, and the session shows the match to its viewer only — the
// observation, the legal actions and the move records are the viewer's, every person's seat is
// a person's (no computer thinks for it), and each computer plays its own level.
#include <catch2/catch.hpp>

#include <string>

#include "core/link_codec.h"
#include "core/match_record.h"
#include "session/match_session.h"

using cardavia::MatchRecord;
using cardavia::Person;
using cardavia::session::MatchConfig;
using cardavia::session::MatchSession;
namespace ai = cardavia::ai;

namespace {

// Cabo for four: Ana (seat 0) and Bo (seat 2) at the device, a hard and an easy computer.
MatchConfig two_friends_and_two_computers() {
  MatchConfig config;
  config.game = "cabo";
  config.players = 4;
  config.seed = 42;
  config.human_seat = 0;
  config.people = {Person{0, "Ana"}, Person{2, "Bo"}};
  config.levels = {ai::Level::kNormal, ai::Level::kHard, ai::Level::kNormal, ai::Level::kEasy};
  config.hard_iterations = 16;
  return config;
}

// Plays until the match waits for a person other than the viewer (or is over): the viewer's
// moves are their first legal action, the computers think to the end of their decision.
void play_until_another_person(MatchSession& s) {
  for (int moves = 0; moves < 400 && !s.over(); ++moves) {
    if (s.human_to_move()) {
      REQUIRE(s.apply(s.human_legal().front()));
    } else if (s.bot_to_move()) {
      while (!s.bot_ready()) s.bot_think(ai::Budget::Iterations(64));
      s.bot_apply();
    } else {
      return;  // a person's move, not the viewer's: the device passes
    }
  }
}

std::string save_with(const std::string& extra) {
  return R"({"format": "cardavia-save", "version": 1, "game": "cabo", "players": 3, "seed": 7,)" +
         extra + R"(, "actions": []})";
}

}  // namespace

TEST_CASE("A pass-and-play session shows the match to its viewer only", "[pass-and-play]") {
  MatchSession s(two_friends_and_two_computers());
  REQUIRE(s.ok());
  CHECK(s.pass_and_play());
  CHECK(s.seat_is_human(0));
  CHECK(s.seat_is_human(2));
  CHECK_FALSE(s.seat_is_human(1));
  CHECK(s.level_of(1) == ai::Level::kHard);
  CHECK(s.level_of(3) == ai::Level::kEasy);
  CHECK(s.person_name(2) == "Bo");
  CHECK(s.person_name(1).empty());

  // Until a person other than the viewer is to move, then the viewer cannot act for them.
  play_until_another_person(s);
  REQUIRE_FALSE(s.over());
  const int next = s.to_move();
  REQUIRE(next != s.viewer());
  CHECK(s.seat_is_human(next));
  CHECK_FALSE(s.human_to_move());
  CHECK_FALSE(s.bot_to_move());
  CHECK(s.human_legal().empty());

  // The device passes: the table is seen from the next person's seat, whose move it is.
  CHECK_FALSE(s.set_viewer(1));  // a computer's seat is nobody's view
  REQUIRE(s.set_viewer(next));
  CHECK(s.human_seat() == next);
  CHECK(s.human_to_move());
  CHECK(s.last_move() == nullptr);  // the last person's record of the last move is not shown on
  REQUIRE(s.apply(s.human_legal().front()));
  REQUIRE(s.last_move() != nullptr);
  CHECK(s.record().human_seat == 0);  // the record names the first person, whoever views
}

TEST_CASE("A pass-and-play record keeps who was who through the save and the link",
          "[pass-and-play]") {
  MatchSession s(two_friends_and_two_computers());
  play_until_another_person(s);
  const MatchRecord record = s.record();
  REQUIRE(record.people.size() == 2);
  REQUIRE(record.levels == std::vector<std::string>{"", "hard", "", "easy"});

  const std::string save = cardavia::write_save(record);
  CHECK(save.find(R"("people":[{"seat":0,"name":"Ana"},{"seat":2,"name":"Bo"}])") !=
        std::string::npos);
  CHECK(save.find(R"("levels":[null,"hard",null,"easy"])") != std::string::npos);
  auto read = cardavia::read_save(save);
  REQUIRE(read.ok());
  CHECK(read.value().same_match(record));

  auto link = cardavia::encode_link(record);
  REQUIRE(link.ok());
  auto decoded = cardavia::decode_link(link.value());
  INFO((decoded ? "" : decoded.error()));
  REQUIRE(decoded.ok());
  CHECK(decoded.value().same_match(record));
  // Compact: the names' bytes and a byte a seat over the same match without them.
  MatchRecord alone = record;
  alone.people.clear();
  alone.levels.clear();
  CHECK(link.value().size() <= cardavia::encode_link(alone).value().size() + 20);

  // Resumed, the same people and levels, the viewer the first person.
  auto resumed = MatchSession::from_record(read.value());
  REQUIRE(resumed.ok());
  CHECK(resumed.value()->pass_and_play());
  CHECK(resumed.value()->viewer() == 0);
  CHECK(resumed.value()->level_of(1) == ai::Level::kHard);
  CHECK(resumed.value()->person_name(2) == "Bo");
}

TEST_CASE("Levels may be given for the computer seats alone", "[pass-and-play]") {
  auto read = cardavia::read_save(
      save_with(R"("people": [{"seat": 1, "name": "Ana"}, {"seat": 2, "name": "Bo"}], "levels": ["hard"])"));
  INFO((read ? "" : read.error()));
  REQUIRE(read.ok());
  CHECK(read.value().human_seat == 1);  // the first person's, when the file omits it
  CHECK(read.value().levels == std::vector<std::string>{"hard", "", ""});
}

TEST_CASE("A bad people or levels field is refused in words", "[pass-and-play]") {
  const auto refused = [](const std::string& extra, const std::string& words) {
    auto read = cardavia::read_save(save_with(extra));
    INFO(extra);
    REQUIRE_FALSE(read.ok());
    CHECK_THAT(read.error(), Catch::Contains(words));
  };
  refused(R"("people": "Ana")", "\"people\" must be a list");
  refused(R"("people": [{"seat": 0}])", "\"people\" must be a list");
  refused(R"("people": [{"seat": 0, "name": "A"}, {"seat": 3, "name": "B"}])",
          "each seat must be a seat of the table");
  refused(R"("people": [{"seat": 0, "name": "A"}, {"seat": 0, "name": "B"}])", "two people on one seat");
  refused(R"("people": [{"seat": 0, "name": ""}, {"seat": 1, "name": "B"}])", "a name must have");
  refused(R"("human_seat": 1, "people": [{"seat": 0, "name": "A"}, {"seat": 1, "name": "B"}])",
          "\"human_seat\" must be the seat of the first");
  refused(R"("levels": "hard")", "\"levels\" must be a list");
  refused(R"("levels": [null, "hard", "easy", "hard"])", "\"levels\" must be a list");
  refused(R"("levels": [null, "hard"])", "a computer's \"easy\"");
  refused(R"("levels": [null, "hard", "wild"])", "a computer's \"easy\"");
  refused(R"("levels": ["hard", "hard", "hard"])", "a person's seat must be null");
}
