// `cardavia link encode SAVE.json|-` and `cardavia link decode PAYLOAD|-`
// (shared/spec/links-and-saves.md): a save file to its link payload (one line) and back (the save
// JSON). Anything refused prints the contract's error object on stdout and exits 1.
#pragma once

#include <CLI/CLI.hpp>
#include <string>

namespace cardavia::cli {

struct LinkOptions {
  std::string save_path;  // encode: a save or scenario file, or "-"
  std::string payload;    // decode: the payload, or "-" to read it from standard input
};

// Adds `link` with its two subcommands; run_link() runs whichever was given.
CLI::App* add_link_command(CLI::App& app, LinkOptions& options);
int run_link(const CLI::App& link, const LinkOptions& options);

}  // namespace cardavia::cli
