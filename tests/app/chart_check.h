// Cardavia — the check the whole-match table tests make on a round-end or match-end sheet: the
// report's chart (app/table/report.h) is the score table's — a series per column (a seat, or a
// Chkobba side) with its name, a point per completed round, each the total the table shows after
// that round (session/score_chart.h), and the game's goal.
#pragma once

#include <catch2/catch.hpp>

#include "tests/app/table_driver.h"

namespace app_test {

inline void check_chart(const TableDriver& d, int goal) {
  const auto& chart = d.report().chart;
  REQUIRE(chart);
  CHECK(chart->goal == goal);
  CHECK_FALSE(chart->caption.empty());
  const std::vector<cardavia::RoundResult>& rounds = d.shell.match()->rounds();
  REQUIRE_FALSE(rounds.empty());
  REQUIRE(chart->points.size() == rounds.back().totals.size());
  REQUIRE(chart->names.size() == chart->points.size());
  REQUIRE(chart->seats.size() == chart->points.size());
  for (std::size_t i = 0; i < chart->points.size(); ++i) {
    CHECK_FALSE(chart->names[i].empty());
    REQUIRE(chart->points[i].size() == rounds.size());
    for (std::size_t r = 0; r < rounds.size(); ++r)
      CHECK(chart->points[i][r] == rounds[r].totals.at(static_cast<std::size_t>(chart->seats[i])));
  }
}

}  // namespace app_test
