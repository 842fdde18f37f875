// High Card's words: its own texts, registered by the game (app/i18n.h, "Texts a game brings")
// instead of written into assets/i18n/ — English, and Ukrainian to show a language of its own; in
// the other four languages the table says the English ones.
#include "app/i18n.h"

namespace cardavia::high_card {

namespace {

constexpr app::OwnText kEnglish[] = {
    {"game.highcard.name", "High Card"},
    {"game.highcard.blurb", "Turn your card: the highest number takes the point"},
    {"highcard.title", "High Card · round {n}"},
    {"highcard.prompt", "Turn your card"},
    {"highcard.turn", "Turn"},
    {"highcard.card.sun", "Sun {n}"},
    {"highcard.card.moon", "Moon {n}"},
    {"highcard.log.round", "Round {n}: new cards."},
    {"highcard.log.turn", "{seat} turned the {card}."},
};

constexpr app::OwnText kUkrainian[] = {
    {"game.highcard.name", "Старша карта"},
    {"game.highcard.blurb", "Відкрийте свою карту: найбільше число бере очко"},
    {"highcard.title", "Старша карта · раунд {n}"},
    {"highcard.prompt", "Відкрийте свою карту"},
    {"highcard.turn", "Відкрити"},
    {"highcard.card.sun", "Сонце {n}"},
    {"highcard.card.moon", "Місяць {n}"},
    {"highcard.log.round", "Раунд {n}: нові карти."},
    {"highcard.log.turn", "{seat}: відкрито {card}."},
};

const app::TextsEntry kHighCardEnglish = {"en", kEnglish};
const app::TextsEntry kHighCardUkrainian = {"uk", kUkrainian};

}  // namespace

CARDAVIA_REGISTER_TEXTS(kHighCardEnglish);
CARDAVIA_REGISTER_TEXTS(kHighCardUkrainian);

}  // namespace cardavia::high_card
