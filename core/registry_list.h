// Cardavia — the lists of the self-registering registries (core/game_registry.h, ai/game_ai.h,
// session/game_words.h, app/table/games.h, app/card_packs.h, app/i18n.h's texts), built with no
// code to speak of: each registrar object (static storage, in the game's own .cpp) holds a node
// that points at the game's descriptor, and the registry links the nodes. The head is a plain
// pointer, constant-initialised to null before any registrar runs, so the objects may initialise
// in any order. Read as the descriptors themselves:
//   for (const GameInfo& game : all_games()) …;   all_games().size(); all_games()[0]
#pragma once

#include <cstddef>

namespace cardavia {

template <class T>
struct RegistryNode {
  T* entry = nullptr;
  RegistryNode* next = nullptr;
};

template <class T>
class RegistryList {
 public:
  class iterator {
   public:
    explicit iterator(const RegistryNode<T>* at) : at_(at) {}
    const T& operator*() const { return *at_->entry; }
    const T* operator->() const { return at_->entry; }
    iterator& operator++() {
      at_ = at_->next;
      return *this;
    }
    bool operator==(const iterator&) const = default;

   private:
    const RegistryNode<T>* at_;
  };

  explicit RegistryList(const RegistryNode<T>* head) : head_(head) {}
  iterator begin() const { return iterator(head_); }
  iterator end() const { return iterator(nullptr); }
  bool empty() const { return head_ == nullptr; }
  std::size_t size() const {
    std::size_t n = 0;
    for (const RegistryNode<T>* at = head_; at != nullptr; at = at->next) ++n;
    return n;
  }
  // A handful of entries: walking to the i-th is nothing.
  const T& operator[](std::size_t i) const {
    const RegistryNode<T>* at = head_;
    while (i-- > 0) at = at->next;
    return *at->entry;
  }
  const T& front() const { return *head_->entry; }

 private:
  const RegistryNode<T>* head_;
};

// Links `node` first in the list at `head` (a registry whose order does not matter).
template <class T>
void push_node(RegistryNode<T>*& head, RegistryNode<T>& node) {
  node.next = head;
  head = &node;
}

// Links `node` into the list at `head`, before the first entry `before(entry)` says it goes before
// (at the end when none).
template <class T, class Before>
void link_node(RegistryNode<T>*& head, RegistryNode<T>& node, Before before) {
  RegistryNode<T>** at = &head;
  while (*at != nullptr && !before(*node.entry, *(*at)->entry)) at = &(*at)->next;
  node.next = *at;
  *at = &node;
}

// The object a registry's CARDAVIA_REGISTER_… line makes in the registering file (static storage):
// it holds the node and hands it to the registry's `Add` before main() runs. Each registry names
// its own: using PackRegistrar = Registrar<const PackEntry, &register_pack>;
template <class T, void (*Add)(RegistryNode<T>&)>
struct Registrar {
  explicit Registrar(T& entry) : node{&entry} { Add(node); }
  RegistryNode<T> node;
};

}  // namespace cardavia

#define CARDAVIA_REGISTRAR_NAME_(line) cardavia_registrar_##line
#define CARDAVIA_REGISTRAR_NAME(line) CARDAVIA_REGISTRAR_NAME_(line)
// What each registry's CARDAVIA_REGISTER_… line expands to: a registrar of type `registrar` for
// `entry`, at namespace scope in the registering file, named by its line.
#define CARDAVIA_REGISTRAR(registrar, entry) \
  static registrar CARDAVIA_REGISTRAR_NAME(__LINE__)(entry)
