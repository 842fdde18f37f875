// Cardavia — the start screen: felt with the Cardavia name, a chooser tile per game of the
// registry (app/table/games.h) — Continue on a tile whose game has an unfinished match saved —,
// sample cards of both packs, today's deals and the statistics, the four-colour-suit switch and
// the language row. Laid out by
// layout_start_screen (app/layout.h) for any screen.
//
// [SECTION] Title and headings
// [SECTION] Game chooser
// [SECTION] Sample cards
// [SECTION] The screen
#include <algorithm>
#include <array>
#include <cmath>
#include <string>

#include "app/card_packs.h"
#include "app/i18n.h"
#include "app/shell/screens.h"
#include "app/table/games.h"
#include "app/table/words.h"

namespace cardavia::app {
namespace {

// [SECTION] Title and headings -----------------------------------------------------------------

void draw_title(ImDrawList* dl, const Fonts& f, const Box& b, const Palette& pal, bool portrait) {
  const bool small = b.height() < 80.0f;      // small phones: no flourish, smaller name
  const bool name_only = b.height() < 56.0f;  // phones held sideways
  const float size = name_only ? 30.0f : small ? 32.0f : portrait ? 42.0f : 52.0f;
  const char* name = tr("app.name");
  const ImVec2 ts = f.display->CalcTextSizeA(size, FLT_MAX, 0.0f, name);
  const float x = portrait ? b.min.x + (b.width() - ts.x) * 0.5f : b.min.x;
  dl->AddText(f.display, size, ImVec2(x + 1.5f, b.min.y + 2.0f), with_alpha(pal.shadow, 0.5f),
              name);
  dl->AddText(f.display, size, ImVec2(x, b.min.y), pal.text, name);
  // Four small suits in the accent colour, as a flourish under the name.
  const Suit suits[4] = {Suit::kSpades, Suit::kHearts, Suit::kDiamonds, Suit::kClubs};
  const float sy = b.min.y + ts.y + 6.0f;
  const char* tagline = tr("app.tagline");
  const float tag_size = small ? 14.0f : portrait ? 15.0f : 17.0f;
  const ImVec2 tag = f.body->CalcTextSizeA(tag_size, FLT_MAX, 0.0f, tagline);
  const float suit_h = 11.0f;
  const float suit_gap = 10.0f;
  const float suits_w = 4 * suit_h + 3 * suit_gap;
  const float tx = portrait ? b.min.x + (b.width() - tag.x) * 0.5f : b.min.x;
  const float line_x = portrait ? b.min.x + (b.width() - suits_w) * 0.5f : b.min.x;
  for (int i = 0; i < 4 && !small; ++i) {
    draw_suit(dl, suits[i],
              ImVec2(line_x + suit_h * 0.5f + static_cast<float>(i) * (suit_h + suit_gap),
                     sy + suit_h * 0.5f),
              suit_h, pal.accent);
  }
  if (name_only) return;
  dl->AddText(f.body, tag_size, ImVec2(tx, small ? sy - 2.0f : sy + suit_h + 8.0f), pal.text_muted,
              tagline);
}

void draw_heading(ImDrawList* dl, const Fonts& f, const Box& b, const Palette& pal, const char* key,
                  float size = 13.0f) {
  if (b.empty()) return;
  dl->AddText(f.bold, size, ImVec2(b.min.x, b.min.y + (b.height() - size) * 0.5f), pal.accent,
              tr(key));
}

// [SECTION] Game chooser -----------------------------------------------------------------------

// The longest run of whole words of `text` that fits `width`, with "…" when cut.
std::string one_line(ImFont* font, float size, const char* text, float width) {
  const std::string all(text);
  if (font->CalcTextSizeA(size, FLT_MAX, 0.0f, all.c_str()).x <= width) return all;
  std::string best;
  for (std::size_t end = all.find(' '); end != std::string::npos; end = all.find(' ', end + 1)) {
    std::string candidate = all.substr(0, end);
    while (!candidate.empty() && (candidate.back() == ',' || candidate.back() == ';'))
      candidate.pop_back();
    candidate += "\xe2\x80\xa6";  // …
    if (font->CalcTextSizeA(size, FLT_MAX, 0.0f, candidate.c_str()).x > width) break;
    best = candidate;
  }
  return best;
}

// A tile's Continue button: the tile's right end, as tall as the tile (a thumb's target).
Box continue_box(const Fonts& f, const Box& b) {
  const float w = std::max(
      104.0f,
      f.bold->CalcTextSizeA(text_size::kBody, FLT_MAX, 0.0f, tr("chooser.continue")).x + 32.0f);
  return Box{ImVec2(b.max.x - w, b.min.y), b.max};
}

// One tile: reserve, handle input, draw. Returns true when tapped. With `saved` (its game has an
// unfinished match saved), the tile's right end is a Continue button of its own, reserved first
// so that it wins the pointer over the tile; `continued` says it was tapped.
bool game_tile(ImDrawList* dl, const Fonts& f, const Box& b, const table::GameEntry& game,
               bool selected, const CardStyle& cs, const std::string* saved, bool* continued) {
  const Palette& pal = *cs.palette;
  ImGui::PushID(game.id);
  Box cont;
  bool cont_hovered = false;
  if (saved) {
    cont = continue_box(f, b);
    ImGui::SetCursorScreenPos(cont.min);
    *continued = ImGui::InvisibleButton("continue", ImVec2(cont.width(), cont.height()));
    cont_hovered = ImGui::IsItemHovered();
  }
  ImGui::SetCursorScreenPos(b.min);
  const bool pressed = ImGui::InvisibleButton("tile", ImVec2(b.width(), b.height()));
  const bool hovered = ImGui::IsItemHovered();
  const bool held = ImGui::IsItemActive();
  ImGui::PopID();

  const float r = 14.0f;
  dl->AddRectFilled(b.min, b.max, held ? with_alpha(pal.shadow, 0.45f) : pal.panel, r);
  if (hovered && !held) dl->AddRectFilled(b.min, b.max, with_alpha(pal.text, 0.06f), r);
  dl->AddRect(b.min, b.max, selected ? pal.accent : with_alpha(pal.text, 0.12f), r, 0,
              selected ? 2.5f : 1.0f);

  // A small card as the game's icon.
  const float pad = 12.0f;
  const float icon_h = b.height() - 2 * pad;
  const float icon_w = std::floor(icon_h / kCardAspect);
  const ImVec2 icon(b.min.x + pad + 2.0f, b.min.y + pad);
  draw_card_face(dl, icon, icon_w, game.icon, cs, /*named=*/false);

  // Name, the "coming soon" badge, and one or two lines of blurb.
  const float tx = icon.x + icon_w + 14.0f;
  const float text_w = (saved ? cont.min.x : b.max.x - pad) - tx;
  const float name_size = b.height() >= 80.0f ? 21.0f : b.height() >= 66.0f ? 19.0f : 17.0f;
  dl->AddText(f.bold, name_size, ImVec2(tx, b.min.y + pad - 2.0f), pal.text, tr(game.name_key));
  // A game with its table says "Play"; the others are still coming.
  const bool playable = game.playable();
  const char* soon = playable ? tr("chooser.play") : tr("chooser.coming_soon");
  if (saved) {
    // Continue: a pill in the accent colour at the right end, a thin line between it and the tile.
    dl->AddLine(ImVec2(cont.min.x, b.min.y + 10), ImVec2(cont.min.x, b.max.y - 10),
                with_alpha(pal.text, 0.14f), 1.0f);
    const char* text = tr("chooser.continue");
    const ImVec2 ts = f.bold->CalcTextSizeA(text_size::kBody, FLT_MAX, 0.0f, text);
    const ImVec2 c((cont.min.x + cont.max.x) * 0.5f, (cont.min.y + cont.max.y) * 0.5f);
    const ImVec2 p0(c.x - ts.x * 0.5f - 12, c.y - 17), p1(c.x + ts.x * 0.5f + 12, c.y + 17);
    dl->AddRectFilled(p0, p1, pal.accent, 17.0f);
    if (cont_hovered) dl->AddRectFilled(p0, p1, with_alpha(pal.text, 0.12f), 17.0f);
    dl->AddText(f.bold, 15.0f, ImVec2(c.x - ts.x * 0.5f, c.y - ts.y * 0.5f), pal.ink, text);
  } else {
    const float badge_size = text_size::kLabel;
    const ImVec2 bs = f.bold->CalcTextSizeA(badge_size, FLT_MAX, 0.0f, soon);
    const ImVec2 b1(b.max.x - pad, b.min.y + pad - 1.0f);
    const ImVec2 b0(b1.x - bs.x - 16.0f, b1.y);
    const ImVec2 b1full(b1.x, b1.y + bs.y + 6.0f);
    dl->AddRectFilled(b0, b1full, (selected || playable) ? pal.accent : with_alpha(pal.text, 0.14f), 20.0f);
    dl->AddText(f.bold, badge_size, ImVec2(b0.x + 8.0f, b0.y + 3.0f),
                (selected || playable) ? pal.ink : pal.text_muted, soon);
  }
  const char* blurb = saved ? saved->c_str() : tr(selected ? "chooser.selected_note" : game.blurb_key);
  const bool slim = b.height() < 66.0f;
  const float blurb_size = slim ? 13.0f : 13.5f;  // labels: never below 13 px (UI.md)
  const ImVec2 blurb_pos(tx, b.min.y + pad + name_size + (slim ? 1.0f : 4.0f));
  const ImU32 blurb_col = selected ? pal.text : pal.text_muted;
  if (slim) {
    // Slim tiles (small phones) have room for one line: end it with an ellipsis.
    dl->AddText(f.body, blurb_size, blurb_pos, blurb_col,
                one_line(f.body, blurb_size, blurb, text_w).c_str());
  } else {
    dl->AddText(f.body, blurb_size, blurb_pos, blurb_col, blurb, nullptr, text_w);
  }
  return pressed;
}

// [SECTION] Sample cards -----------------------------------------------------------------------

// The French samples: the first faces of the list, then a back.
constexpr StandardCard kFrenchSamples[7] = {
    {Rank::kAce, Suit::kSpades},   {Rank::kKing, Suit::kHearts}, {Rank::kQueen, Suit::kDiamonds},
    {Rank::kJack, Suit::kClubs},   {Rank::kTen, Suit::kHearts},  {Rank::kSeven, Suit::kClubs},
    {Rank::kThree, Suit::kDiamonds},
};
// When only some Cuccù faces fit (phones), the most telling ones, shown in pack order.
constexpr CuccuRank kCucuPriority[kNumCuccuRanks] = {
    CuccuRank::kCuckoo, CuccuRank::kLion,   CuccuRank::kInn,   CuccuRank::kTen,
    CuccuRank::kZero,   CuccuRank::kHunter, CuccuRank::kCat,   CuccuRank::kHorse,
    CuccuRank::kMask,   CuccuRank::kBucket, CuccuRank::kFool,  CuccuRank::kSeven,
    CuccuRank::kOne,    CuccuRank::kTwo,    CuccuRank::kThree, CuccuRank::kFour,
    CuccuRank::kFive,   CuccuRank::kSix,    CuccuRank::kEight, CuccuRank::kNine,
};

void draw_french_samples(ImDrawList* dl, const CardGrid& g, const CardStyle& cs) {
  for (int i = 0; i < g.count; ++i) {
    if (i == g.count - 1 || i >= 7) draw_card_back(dl, g.card_pos(i), g.card_w, cs);
    else draw_french_face(dl, g.card_pos(i), g.card_w, kFrenchSamples[i], cs);
  }
}

void draw_cucu_samples(ImDrawList* dl, const CardGrid& g, const CardStyle& cs) {
  std::array<bool, kNumCuccuRanks> shown{};
  for (int i = 0; i < std::min(g.count, kNumCuccuRanks); ++i)
    shown[static_cast<std::size_t>(kCucuPriority[i])] = true;
  int slot = 0;
  for (int r = 0; r < kNumCuccuRanks; ++r) {
    if (!shown[static_cast<std::size_t>(r)]) continue;
    const CuccuCard card{static_cast<CuccuRank>(r)};
    const char* key = cucu_name_key(card);
    draw_cucu_face(dl, g.card_pos(slot++), g.card_w, card, key ? tr(key) : nullptr, cs);
  }
}

}  // namespace

// [SECTION] The screen ---------------------------------------------------------------------------

void draw_start_screen(const ShellFrame& frame) {
  Router& router = frame.parts.router;
  MatchLife& life = frame.parts.life;
  const Persistence& persistence = frame.parts.persistence;
  table::NewMatch& choices = frame.parts.choices;
  table::Settings& settings = frame.parts.settings;
  const Fonts& fonts = frame.fonts;
  const Palette& pal = frame.palette;
  const CardStyle cs{&pal, CardFonts{fonts.bold, fonts.display}};
  const StartLayout L = layout_start_screen(frame.screen);

  // One borderless full-screen window hosts the invisible buttons; all drawing is ours.
  table::begin_screen_window("##table", frame.screen.size, ImGuiWindowFlags_NoBringToFrontOnFocus);
  const table::TableContext ctx = frame.context();
  ImDrawList* dl = ctx.dl;

  draw_title(dl, fonts, L.title, pal, L.portrait);
  draw_heading(dl, fonts, L.chooser_heading, pal, "chooser.heading");
  // A tile per game of the registry: one with a table opens its new-match sheet; another shows
  // its "coming soon" note (a second tap hides it).
  const auto games = table::table_games();
  for (std::size_t i = 0; i < games.size() && i < std::size(L.tiles); ++i) {
    const table::GameEntry& g = games[i];
    const bool selected = router.noted_tile() == g.id;
    // A game with an unfinished match saved: its tile says so, and offers Continue.
    const Persistence::Saved* s = g.playable() ? persistence.saved(g.id) : nullptr;
    const std::string saved_words =
        s ? table::fill("chooser.saved", {{"round", std::to_string(s->round)}}) : std::string();
    bool continued = false;
    const bool pressed =
        game_tile(dl, fonts, L.tiles[i], g, selected, cs, s ? &saved_words : nullptr, &continued);
    const std::string name = tr(g.name_key);
    if (s) {
      table::record_target(ctx,
                           table::TargetSpec{std::string("continue:") + g.id,
                                             table::fill("chooser.target.continue", {{"game", name}}),
                                             [&life, id = std::string(g.id)] { life.resume(id); }},
                           continue_box(fonts, L.tiles[i]), continued);
    }
    table::TargetSpec spec{std::string("tile:") + g.id,
                           table::fill(g.playable() ? "chooser.target.play" : "chooser.target.soon",
                                       {{"game", name}}),
                           {}};
    if (g.playable()) {
      spec.act = [&router, &choices, id = std::string(g.id)] {
        choices.choose_game(id);
        router.go(ScreenId::NewMatch);
      };
    } else {
      spec.act = [&router, id = std::string(g.id)] { router.toggle_note(id); };
    }
    table::record_target(ctx, std::move(spec), L.tiles[i], pressed);
  }

  draw_heading(dl, fonts, L.packs_heading, pal, "packs.heading", L.portrait ? 13.0f : 15.0f);
  draw_heading(dl, fonts, L.french_label, pal, "packs.french");
  draw_french_samples(dl, L.french, cs);
  draw_heading(dl, fonts, L.cucu_label, pal, "packs.cucu");
  draw_cucu_samples(dl, L.cucu, cs);
  if (!L.hint.empty())
    dl->AddText(fonts.small, text_size::kLabel, L.hint.min, pal.text_muted,
                tr("packs.special_hint"));

  // Today's deals and the statistics: two buttons side by side.
  const std::vector<Box> more = table::split_row(L.more, 2, 10);
  table::pill_button(ctx,
                     table::TargetSpec{"start:daily", tr("chooser.target.daily"),
                                       go_to(router, ScreenId::Daily)},
                     more[0], tr("chooser.daily"), true);
  table::pill_button(ctx,
                     table::TargetSpec{"start:stats", tr("stats.target.open"),
                                       go_to(router, ScreenId::Stats)},
                     more[1], tr("stats.open"), true);

  table::switch_row(ctx,
                    table::TargetSpec{"start:four_colour",
                                      tr(settings.four_colour ? "table.target.four_colour_on"
                                                               : "table.target.four_colour_off"),
                                      [&settings] { settings.four_colour = !settings.four_colour; }},
                    L.toggle, tr("settings.four_colour"), tr("settings.four_colour_note"),
                    settings.four_colour);
  const char* language = tr("language.self");
  table::choice_row(ctx,
                    table::TargetSpec{"start:language",
                                      table::fill("table.target.language", {{"name", language}}),
                                      go_to(router, ScreenId::Language)},
                    L.language, tr("settings.language"), language);
  if (!L.footer.empty()) {
    const char* footer = tr("footer.text");
    const ImVec2 fs = fonts.small->CalcTextSizeA(text_size::kLabel, FLT_MAX, 0.0f, footer);
    const float fx =
        L.portrait ? L.footer.min.x + (L.footer.width() - fs.x) * 0.5f : L.footer.min.x;
    // The muted text as it is: faded further it fell under 4.5:1 (tests/app/palette_test.cpp).
    dl->AddText(fonts.small, text_size::kLabel, ImVec2(fx, L.footer.min.y), pal.text_muted, footer);
  }

  ImGui::End();
}

}  // namespace cardavia::app
