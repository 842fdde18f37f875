// Cardavia — the match table's words besides its prompt (app/table/table_log.h): the round's log,
// the prompt line's last move and the banner's time, without drawing.
#include <catch2/catch.hpp>

#include "app/table/table_log.h"

using cardavia::app::table::TableLog;
using cardavia::session::Phrase;

TEST_CASE("table log: a restart keeps nothing of the last round, and each written line asks the panel to scroll once") {
  TableLog log;
  CHECK(log.take_scroll());  // a new panel starts at its foot
  CHECK_FALSE(log.take_scroll());
  log.write(Phrase("a"));
  log.write(Phrase("b"));
  CHECK(log.lines().size() == 2);
  CHECK(log.take_scroll());
  CHECK_FALSE(log.take_scroll());
  log.restart();
  CHECK(log.lines().empty());
  CHECK(log.take_scroll());
}

TEST_CASE("table log: the banner shows until its time, and goes when dropped") {
  TableLog log;
  CHECK(log.banner_at(0.0) == nullptr);
  log.announce(Phrase("sweep"), 2.5);
  REQUIRE(log.banner_at(1.0) != nullptr);
  CHECK(log.banner_at(1.0)->key == "sweep");
  CHECK(log.banner_at(2.5) == nullptr);
  CHECK(log.banner_until() == 2.5);
  log.drop_banner();
  CHECK(log.banner_at(1.0) == nullptr);
  log.set_status(Phrase("bo.drew"));
  CHECK_FALSE(log.status().empty());
  log.set_status({});
  CHECK(log.status().empty());
}
