// Helpers for tests that read phrases (session/phrase.h): the phrases of one key, a number
// argument's value.
#pragma once

#include <algorithm>
#include <catch2/catch.hpp>
#include <iterator>
#include <string>
#include <vector>

#include "session/phrase.h"

namespace phrase_test {

inline std::vector<cardavia::session::Phrase> with_key(
    const std::vector<cardavia::session::Phrase>& phrases, const std::string& key) {
  std::vector<cardavia::session::Phrase> out;
  std::copy_if(phrases.begin(), phrases.end(), std::back_inserter(out),
               [&](const cardavia::session::Phrase& p) { return p.key == key; });
  return out;
}

inline int number(const cardavia::session::Phrase& p, const char* name) {
  const auto* arg = p.arg(name);
  REQUIRE(arg != nullptr);
  REQUIRE(arg->ints.size() == 1);
  return arg->ints[0];
}

}  // namespace phrase_test
