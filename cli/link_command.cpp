#include "link_command.h"

#include <iostream>

#include "cli/read_input.h"
#include "core/link_codec.h"
#include "core/match_record.h"
#include "core/scenario.h"

namespace cardavia::cli {

namespace {

int refuse(const Error& error) {
  std::cout << error_json(error) << '\n';
  return 1;
}

// A payload pasted into a terminal or piped from a file may carry spaces and a newline.
std::string trimmed(const std::string& text) {
  const char* space = " \t\r\n";
  const std::size_t first = text.find_first_not_of(space);
  if (first == std::string::npos) return {};
  return text.substr(first, text.find_last_not_of(space) - first + 1);
}

int run_encode(const LinkOptions& options) {
  std::string text;
  if (!read_input(options.save_path, text)) {
    return refuse(fail("cannot read the save file " + options.save_path));
  }
  const Result<MatchRecord> record = read_save(text);
  if (!record) return refuse(record.failure());
  const Result<std::string> payload = encode_link(record.value());
  if (!payload) return refuse(payload.failure());
  std::cout << payload.value() << '\n';
  return 0;
}

int run_decode(const LinkOptions& options) {
  std::string payload = options.payload;
  if (payload == "-" && !read_input("-", payload)) return refuse(fail("cannot read the payload"));
  const Result<MatchRecord> record = decode_link(trimmed(payload));
  if (!record) return refuse(record.failure());
  std::cout << write_save(record.value()) << '\n';
  return 0;
}

}  // namespace

CLI::App* add_link_command(CLI::App& app, LinkOptions& options) {
  CLI::App* link = app.add_subcommand("link", "Turn a save file into a link payload and back");
  link->require_subcommand(1);
  CLI::App* encode = link->add_subcommand("encode", "Print the link payload of a save file");
  encode->add_option("save", options.save_path, "save (or scenario) JSON file, or - for stdin")
      ->required();
  CLI::App* decode = link->add_subcommand("decode", "Print the save JSON of a link payload");
  decode->add_option("payload", options.payload, "the payload, or - for standard input")
      ->required();
  return link;
}

int run_link(const CLI::App& link, const LinkOptions& options) {
  if (link.got_subcommand("encode")) return run_encode(options);
  return run_decode(options);
}

}  // namespace cardavia::cli
