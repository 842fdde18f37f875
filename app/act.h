// Cardavia — Act: what a target, a control or a sheet's button does (a `void()` callable), without
// std::function's type names.
//
// Why not std::function<void()>: the build keeps RTTI (the AIs and the coaches dynamic_cast an
// observation to their game's), and with RTTI libc++ gives every lambda stored in a std::function
// a type_info — its mangled name, the wrapper's name (~160 bytes each, for target_type()), a
// vtable and two functions that nobody calls. The table stores about eighty different lambdas:
// ~2 KB gzip of the first visit (docs/size.md, "Issue 50"). Act keeps the lambda on the heap
// behind three plain function pointers: no vtable, no type_info, no name.
//
//   Act act = [this] { sheet_ = Sheet::Menu; };   any callable taking nothing
//   if (act) act();                               empty: default-made or from nullptr
//
// Copies copy the callable (a target's act is copied into the frame's report); the callable is
// made on the heap, once a frame for a target — a few dozen small allocations, nothing next to a
// frame's drawing.
#pragma once

#include <cstddef>
#include <type_traits>
#include <utility>

namespace cardavia::app {

class Act {
 public:
  Act() = default;
  Act(std::nullptr_t) {}  // NOLINT(google-explicit-constructor): `= nullptr` reads as empty
  template <class F, class = std::enable_if_t<!std::is_same_v<std::decay_t<F>, Act> &&
                                              std::is_invocable_v<std::decay_t<F>&>>>
  Act(F&& f)  // NOLINT(google-explicit-constructor): a lambda converts, as to std::function
      : callable_(new std::decay_t<F>(std::forward<F>(f))), ops_(&kOps<std::decay_t<F>>) {}
  Act(const Act& other)
      : callable_(other.callable_ ? other.ops_->copy(other.callable_) : nullptr),
        ops_(other.ops_) {}
  Act(Act&& other) noexcept
      : callable_(std::exchange(other.callable_, nullptr)), ops_(other.ops_) {}
  Act& operator=(Act other) noexcept {
    std::swap(callable_, other.callable_);
    std::swap(ops_, other.ops_);
    return *this;
  }
  ~Act() {
    if (callable_) ops_->destroy(callable_);
  }

  explicit operator bool() const { return callable_ != nullptr; }
  void operator()() const { ops_->call(callable_); }

 private:
  struct Ops {
    void (*call)(void*);
    void* (*copy)(const void*);
    void (*destroy)(void*);
  };
  template <class F>
  static void call_as(void* f) {
    (*static_cast<F*>(f))();
  }
  template <class F>
  static void* copy_as(const void* f) {
    return new F(*static_cast<const F*>(f));
  }
  template <class F>
  static void destroy_as(void* f) {
    delete static_cast<F*>(f);
  }
  template <class F>
  static constexpr Ops kOps{&call_as<F>, &copy_as<F>, &destroy_as<F>};

  void* callable_ = nullptr;
  const Ops* ops_ = nullptr;
};

}  // namespace cardavia::app
