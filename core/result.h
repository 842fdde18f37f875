// Result<T>: a value or a message saying, in words, what was wrong.
//
// Why not exceptions: the web build runs with exceptions off (a throw aborts the page), and every
// decoder of outside input (scenario, save, share link, action text) must answer bad input with a
// clear message and no change of state. std::expected is C++23, so this is the small stand-in.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <utility>
#include <variant>

namespace cardavia {

struct Error {
  std::string message;
  // The 0-based index of the action at fault, where one is (a replay, a save, a link); the
  // contract's error objects carry it as "action_index" (null when absent).
  std::optional<std::size_t> action_index;
};

template <typename T>
class Result {
 public:
  Result(T value) : content_(std::move(value)) {}            // NOLINT: implicit on purpose
  Result(Error error) : content_(std::move(error)) {}         // NOLINT: implicit on purpose

  bool ok() const { return std::holds_alternative<T>(content_); }
  explicit operator bool() const { return ok(); }

  const T& value() const& { return std::get<T>(content_); }
  T& value() & { return std::get<T>(content_); }
  T&& value() && { return std::get<T>(std::move(content_)); }
  const std::string& error() const { return std::get<Error>(content_).message; }
  const Error& failure() const { return std::get<Error>(content_); }

 private:
  std::variant<T, Error> content_;
};

inline Error fail(std::string message) { return Error{std::move(message), std::nullopt}; }
inline Error fail_at(std::size_t action_index, std::string message) {
  return Error{std::move(message), action_index};
}

}  // namespace cardavia
