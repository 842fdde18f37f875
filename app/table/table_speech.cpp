// Cardavia — the live region's lines (table_speech.h).
#include "app/table/table_speech.h"

#include <utility>

namespace cardavia::app::table {
namespace {
unsigned next_table_serial() {
  static unsigned serial = 0;
  return ++serial;
}
}  // namespace

TableSpeech::TableSpeech() : table_(next_table_serial()) {}

void TableSpeech::add(std::string line) {
  if (line.empty()) return;
  ++count_;
  kept_.push_back(std::move(line));
  if (kept_.size() > kKept) kept_.pop_front();
}

void TableSpeech::prompt(bool my_turn, const std::string& words) {
  if (my_turn && (!my_turn_ || words != prompt_)) add(words);
  my_turn_ = my_turn;
  prompt_ = my_turn ? words : std::string();
}

void TableSpeech::report(SpeechReport& out) const {
  out.table = table_;
  out.count = count_;
  out.lines.assign(kept_.begin(), kept_.end());
}

}  // namespace cardavia::app::table
