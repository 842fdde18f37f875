// The commands' input: a file's whole text, or standard input for "-".
#pragma once

#include <string>

namespace cardavia::cli {

// False when the file cannot be opened (the text is then untouched).
bool read_input(const std::string& path, std::string& text);

}  // namespace cardavia::cli
