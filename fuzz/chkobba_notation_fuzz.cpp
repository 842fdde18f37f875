// libFuzzer target: Chkobba's action notation parser, read in many reachable positions (fuzz/notation_fuzz.h).
#include "fuzz/notation_fuzz.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  return cardavia::fuzz::fuzz_notation("chkobba", data, size);
}
