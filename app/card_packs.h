// Cardavia — the packs the table knows, one entry each: how a card of the pack (core's AnyCard:
// a pack number and the card's code in it) is named and drawn. Each pack registers its entry
// where it lives, one line at the end of its file:
//
//   const PackEntry kFrenchPackEntry = {.id = kFrenchPack, .short_name = …, .draw_face = …};
//   CARDAVIA_REGISTER_PACK(kFrenchPackEntry);
//
// The site's two are app/packs/french_pack.cpp (Cabo, Chkobba) and app/packs/cuccu_pack.cpp
// (Cucù); the toy game's (tests/fourth_game/) brings a third from its own file. The words
// (app/table/words.h) and the faces (draw_card_face) ask the registry and name no pack.
//
//   hook         what it gives                                   French / Cuccù
//   short_name   the name on screen                              "7♦" / "Cuckoo", "VII"
//   form         a grammatical form on screen ("acc"), "" none   "" / ru "Кукушку"
//   spoken       the card in words for the ear, in `form` ("":   "nine of clubs" /
//                plain); "" when the language has no such form   "Horse (XIII)"
//   draw_face    the face at `top_left`, `width` wide; `named`:  (app/card_renderer.h)
//                write the card's name where the face has room
#pragma once

#include <cstdint>
#include <string>

#include "app/card_face.h"
#include "app/card_renderer.h"
#include "core/registry_list.h"

namespace cardavia::app {

struct PackEntry {
  std::uint8_t id = 0;  // AnyCard::pack
  std::string (*short_name)(std::uint8_t code) = nullptr;
  std::string (*form)(std::uint8_t code, const std::string& form) = nullptr;
  std::string (*spoken)(std::uint8_t code, const std::string& form) = nullptr;
  void (*draw_face)(ImDrawList* dl, ImVec2 top_left, float width, std::uint8_t code, bool named,
                    const CardStyle& style) = nullptr;
};

// The entry of pack `id`, or nullptr when no pack of that number registered.
const PackEntry* find_pack(std::uint8_t id);

// What a card place shows (app/card_face.h), drawn at `top_left`, `width` wide: a back, or the
// face by its pack's entry (a card of a pack nobody registered: a back, and it is a bug). `named`:
// the card's name on the face where it has room (the start screen's small icons leave it off).
void draw_card_face(ImDrawList* dl, ImVec2 top_left, float width, const Face& face,
                    const CardStyle& style, bool named = true);

// Adds a pack's entry (called by the registrar below, before main()).
void register_pack(RegistryNode<const PackEntry>& node);
using PackRegistrar = Registrar<const PackEntry, &register_pack>;

}  // namespace cardavia::app

// One line in the pack's own file, at namespace scope.
#define CARDAVIA_REGISTER_PACK(entry) CARDAVIA_REGISTRAR(::cardavia::app::PackRegistrar, entry)
