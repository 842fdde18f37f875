// Cardavia — the table shell (see table_shell.h).
//
// [SECTION] Felt
// [SECTION] Title and headings
// [SECTION] Game chooser
// [SECTION] Sample cards
// [SECTION] The tick, the intents, the match
// [SECTION] TableShell::draw
#include "app/table_shell.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <ctime>
#include <cstdint>
#include <functional>
#include <string>

#include <nlohmann/json.hpp>

#include "app/card_renderer.h"
#include "app/i18n.h"
#include "app/layout.h"
#include "app/table/focus_ring.h"
#include "app/table/games.h"
#include "app/table/language_picker.h"
#include "app/table/words.h"

namespace cardavia::app {
namespace {

constexpr float kPi = 3.14159265358979f;

// When a match begins, for its record: "2026-12-01T08:00:00Z" (the page's clock, in UTC).
std::string now_iso8601() {
  const std::time_t t = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
  std::tm utc{};
  gmtime_r(&t, &utc);
  char text[32];
  std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%SZ", &utc);
  return text;
}

// [SECTION] Felt -------------------------------------------------------------------------------

// A radial gradient drawn as two rings of vertices: lamp-lit centre → felt → dark edge.
void draw_felt(ImDrawList* dl, ImVec2 size, const Palette& pal) {
  constexpr int kSegments = 72;
  const ImVec2 c(size.x * 0.5f, size.y * 0.42f);
  const ImVec2 uv = ImGui::GetFontTexUvWhitePixel();
  const auto base = static_cast<ImDrawIdx>(dl->_VtxCurrentIdx);
  dl->PrimReserve(kSegments * 9, 1 + kSegments * 2);
  dl->PrimWriteVtx(c, uv, pal.felt_light);
  const float inner_rx = size.x * 0.42f, inner_ry = size.y * 0.36f;
  for (int i = 0; i < kSegments; ++i) {
    const float a = 2.0f * kPi * static_cast<float>(i) / kSegments;
    dl->PrimWriteVtx(ImVec2(c.x + std::cos(a) * inner_rx, c.y + std::sin(a) * inner_ry), uv,
                     pal.felt);
  }
  // The outer ring reaches past the corners, so the whole screen is covered.
  const float outer = std::sqrt(size.x * size.x + size.y * size.y);
  for (int i = 0; i < kSegments; ++i) {
    const float a = 2.0f * kPi * static_cast<float>(i) / kSegments;
    dl->PrimWriteVtx(ImVec2(c.x + std::cos(a) * outer * 0.62f, c.y + std::sin(a) * outer * 0.62f),
                     uv, pal.felt_edge);
  }
  for (int i = 0; i < kSegments; ++i) {
    const auto i0 = static_cast<ImDrawIdx>(base + 1 + i);
    const auto i1 = static_cast<ImDrawIdx>(base + 1 + (i + 1) % kSegments);
    const auto o0 = static_cast<ImDrawIdx>(i0 + kSegments);
    const auto o1 = static_cast<ImDrawIdx>(i1 + kSegments);
    dl->PrimWriteIdx(base);
    dl->PrimWriteIdx(i0);
    dl->PrimWriteIdx(i1);
    dl->PrimWriteIdx(i0);
    dl->PrimWriteIdx(o0);
    dl->PrimWriteIdx(o1);
    dl->PrimWriteIdx(i0);
    dl->PrimWriteIdx(o1);
    dl->PrimWriteIdx(i1);
  }
}

// Grain: a fixed scatter of tiny light and dark specks (same every frame: no shimmer).
void draw_grain(ImDrawList* dl, ImVec2 size, const Palette& pal) {
  if (pal.grain_alpha <= 0.0f) return;
  const int count = std::min(2400, static_cast<int>(size.x * size.y / 260.0f));
  std::uint32_t s = 0x9E3779B9u;
  auto next = [&s]() {
    s = s * 1664525u + 1013904223u;
    return static_cast<float>(s >> 8) / 16777216.0f;
  };
  for (int i = 0; i < count; ++i) {
    const ImVec2 p(next() * size.x, next() * size.y);
    const float a = pal.grain_alpha * (0.4f + next() * 0.6f);
    const ImU32 col = (i % 2 == 0) ? IM_COL32(255, 255, 255, 0) : IM_COL32(0, 0, 0, 0);
    dl->AddRectFilled(p, ImVec2(p.x + 1.0f, p.y + 1.0f), with_alpha(col, a));
  }
}

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
  const float w = std::max(104.0f, f.bold->CalcTextSizeA(15.0f, FLT_MAX, 0.0f, tr("chooser.continue")).x + 32.0f);
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
  if (game.icon.kind == Face::Kind::Back) {
    draw_card_back(dl, icon, icon_w, cs);
  } else if (game.icon.card.pack == AnyCard::Pack::kCuccu) {
    draw_cucu_face(dl, icon, icon_w, game.icon.card.cuccu, nullptr, cs);
  } else {
    draw_french_face(dl, icon, icon_w, game.icon.card.standard, cs);
  }

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
    const ImVec2 ts = f.bold->CalcTextSizeA(15.0f, FLT_MAX, 0.0f, text);
    const ImVec2 c((cont.min.x + cont.max.x) * 0.5f, (cont.min.y + cont.max.y) * 0.5f);
    const ImVec2 p0(c.x - ts.x * 0.5f - 12, c.y - 17), p1(c.x + ts.x * 0.5f + 12, c.y + 17);
    dl->AddRectFilled(p0, p1, pal.accent, 17.0f);
    if (cont_hovered) dl->AddRectFilled(p0, p1, with_alpha(pal.text, 0.12f), 17.0f);
    dl->AddText(f.bold, 15.0f, ImVec2(c.x - ts.x * 0.5f, c.y - ts.y * 0.5f), pal.ink, text);
  } else {
    const float badge_size = 13.0f;
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


// [SECTION] The tick, the intents, the match ---------------------------------------------------

bool TableShell::act(const std::string& id) {
  if (table::find_target(report_.targets, id) == nullptr) return false;
  intents_.push_back(id);
  return true;
}

bool TableShell::open_route(std::string_view route) {
  if (route == "#cards") {
    view_ = ShellView::CardSheet;
    return true;
  }
  if (route.size() < 2 || route[0] != '#') return false;
  const table::GameEntry* game = table::find_table_game(route.substr(1));
  if (game == nullptr) return false;
  if (game->playable()) {
    new_match_.choose_game(game->id);
    setup_open_ = true;
  } else {
    selected_ = game->id;
  }
  return true;
}

session::MatchConfig TableShell::config_for(const table::NewMatch& choices,
                                            std::uint64_t fresh_seed) const {
  session::MatchConfig m;
  m.game = choices.game;
  m.players = choices.players;
  m.level = choices.level;
  m.seed = choices.seed_or(fresh_seed);
  m.human_seat = 0;
  m.clock = session_options().clock;
  m.created = now_iso8601();
  return m;
}

bool TableShell::start_match(const session::MatchConfig& config) {
  return open_match(std::make_unique<session::MatchSession>(config));
}

bool TableShell::open_match(std::unique_ptr<session::MatchSession> session) {
  if (!session || !session->ok()) return false;
  const table::GameEntry* game = table::find_table_game(session->config().game);
  if (game == nullptr || !game->playable()) return false;
  leave_match();
  session_ = std::move(session);
  table_ = std::make_unique<table::MatchTable>(*session_, *game, game->make_view(), settings_);
  setup_open_ = false;
  view_ = ShellView::Start;
  embed_match_started();
  return true;
}

void TableShell::leave_match() {
  // The last frame's targets may still act on the table: they go with it.
  report_.targets.clear();
  intents_.clear();
  table_.reset();
  session_.reset();
}

void TableShell::tick() {
  // Step 1. One intent: the first queued, if the frame just shown still has its target.
  if (!intents_.empty()) {
    const std::string id = std::move(intents_.front());
    intents_.pop_front();
    const table::Target* target = table::find_target(report_.targets, id);
    // A copy runs: an act may end the match (Start over a running one, Leave), and with it the
    // list its own target lives in.
    const std::function<void()> act = target ? target->act : nullptr;
    if (act) act();
  }
  // Step 2. What the player chose to do with the replay, or with the match.
  if (replay_) {
    if (replay_->closed()) {
      report_.targets.clear();
      intents_.clear();
      replay_.reset();
    }
    return;
  }
  if (!table_) return;
  if (table_->take_rules_request() && page_ != nullptr)
    page_->open_rules(table_->game().id, settings_.lang);
  switch (table_->outcome()) {
    case table::MatchTable::Outcome::Leave:
      leave_match();
      break;
    case table::MatchTable::Outcome::PlayAgain: {
      // The same choices, the next seed; the settings are the shell's and stay as they are. It
      // asks first if another unfinished match of the game is saved (another tab's).
      session::MatchConfig next = session_->config();
      next.seed += 1;
      next.created.clear();
      if (!offer(std::make_unique<session::MatchSession>(next))) leave_match();
      break;
    }
    case table::MatchTable::Outcome::None:
      break;
  }
}

// [SECTION] TableShell::draw -------------------------------------------------------------------

void TableShell::set_safe_insets(const Insets& insets) {
  if (insets == insets_) return;
  insets_ = insets;
  redraw_ = true;
}

void TableShell::draw(const Fonts& fonts, ImVec2 display) {
  redraw_ = false;
  tick();
  // The words follow Settings.lang (an unknown code reads as English, and is kept as English).
  settings_.lang = set_language(settings_.lang);
  const Screen screen = make_screen(display, insets_);
  keep_page_up_to_date();
  focus_moved_ = false;
  const Palette pal = make_palette(table::look_of(settings_));
  ImDrawList* bg = ImGui::GetBackgroundDrawList();
  draw_felt(bg, display, pal);
  draw_grain(bg, display, pal);
  report_ = table::ScreenReport{};
  if (view_ == ShellView::CardSheet) {
    draw_card_sheet(fonts, screen, pal);
    embed_after_frame(display);  // embedded with #cards, `ready` too: a host's commands wait on it
    return;
  }
  draw_screen(fonts, screen, pal);
  // The keyboard's focus ring, over everything the frame drew.
  table::draw_focus_ring(ImGui::GetForegroundDrawList(), report_.targets, focus_, pal);
  // A computer's move applied in this frame's tick is saved at once, not a frame later.
  keep_page_up_to_date();
  embed_after_frame(display);
}

void TableShell::draw_screen(const Fonts& fonts, const Screen& screen, const Palette& pal) {
  if (replay_) {
    replay_->frame(fonts, pal, screen, intents_, report_);
    return;
  }
  if (pending_) {
    draw_question(fonts, screen, pal);
    return;
  }
  if (table_) {
    table_->frame(fonts, pal, screen, intents_, report_);
  } else if (language_open_) {
    draw_language(fonts, screen, pal);
  } else if (setup_open_ || embedded_) {  // embedded, the game's sheet is the start
    draw_setup(fonts, screen, pal);
  } else {
    draw_start(fonts, screen, pal);
  }
  report_.settings = table::settings_summary(settings_);
  report_.lang = settings_.lang;
  report_.look = table::look_summary(settings_);
}

void TableShell::set_focus(std::string id) {
  if (id == focus_) return;
  focus_ = std::move(id);
  focus_moved_ = true;
}

std::string TableShell::access_words_json() {
  return nlohmann::json{{"mirror", tr("table.access.mirror")},
                        {"describe", tr("table.access.describe")}}
      .dump();
}

std::string TableShell::describe() const {
  if (table_) return table_->describe();
  if (setup_open_) return tr("table.describe.setup");
  return tr("table.describe.start");
}

// The context every screen of the shell draws its widgets with, in the current window.
table::TableContext TableShell::sheet_context(const Fonts& fonts, const Palette& pal) {
  table::TableContext ctx;
  ctx.fonts = &fonts;
  ctx.palette = &pal;
  ctx.card_style = CardStyle{&pal, CardFonts{fonts.bold, fonts.display}};
  ctx.dl = ImGui::GetWindowDrawList();
  ctx.now = ImGui::GetTime();
  ctx.targets = &report_.targets;
  ctx.intents = &intents_;
  ctx.overflows = &report_.overflows;
  return ctx;
}

// The language picker over the start screen (start:language opens it).
void TableShell::draw_language(const Fonts& fonts, const Screen& screen, const Palette& pal) {
  table::begin_screen_window("##language", screen.size);
  const table::TableContext ctx = sheet_context(fonts, pal);
  ctx.dl->AddRectFilled(ImVec2(0, 0), screen.size, with_alpha(pal.shadow, 0.45f));
  table::draw_language_picker(ctx, screen.safe, settings_, [this] { language_open_ = false; });
  ImGui::End();
  report_.screen = "language";
}

// The new-match sheet over the felt; Start opens the game's table.
void TableShell::draw_setup(const Fonts& fonts, const Screen& screen, const Palette& pal) {
  table::begin_screen_window("##setup", screen.size);
  table::TableContext ctx = sheet_context(fonts, pal);
  ctx.controls = &report_.controls;  // the seed field and "Open a match…" are the page's
  table::NewMatchActions actions;
  actions.start = [this] {
    offer(std::make_unique<session::MatchSession>(config_for(new_match_, fresh_seed())));
  };
  if (embedded_) {
    actions.one_game = true;
  } else {
    actions.back = [this] { setup_open_ = false; };
  }
  if (const Saved* s = saved(new_match_.game)) {
    actions.resume = [this] { resume_saved(new_match_.game); };
    actions.saved = session::Phrase("table.setup.saved").number("round", s->round);
  }
  const table::Naming naming{0, new_match_.players};
  table::draw_new_match(ctx, screen.safe, new_match_, settings_, actions,
                        [&naming](const session::Phrase& p) { return table::say(p, naming); });
  ImGui::End();
  report_.screen = "setup";
}

// Every face: the four suits A–K in rows, then the Cuccù pack and a back, as large as fits.
void TableShell::draw_card_sheet(const Fonts& fonts, const Screen& screen, const Palette& pal) {
  const CardStyle cs{&pal, CardFonts{fonts.bold, fonts.display}};
  const ImVec2 room = screen.safe_size(), origin = screen.safe.min;
  ImDrawList* dl = ImGui::GetBackgroundDrawList();
  constexpr float kMargin = 12.0f, kGap = 6.0f;
  constexpr int kPerRow = 13, kRows = 4 + 2;  // 52 French faces, then 20 Cuccù faces + a back
  const float by_width = (room.x - 2 * kMargin - kGap * (kPerRow - 1)) / kPerRow;
  const float by_height = (room.y - 2 * kMargin - kGap * (kRows - 1)) / kRows / kCardAspect;
  const float w = std::floor(std::min(by_width, by_height));
  const float x0 = std::floor((room.x - (w * kPerRow + kGap * (kPerRow - 1))) * 0.5f);
  auto pos = [&](int row, int col) {
    return ImVec2(origin.x + x0 + static_cast<float>(col) * (w + kGap),
                  origin.y + kMargin + static_cast<float>(row) * (w * kCardAspect + kGap));
  };
  // One row per suit in core's order: ♠ ♥ ♦ ♣.
  for (int s = 0; s < kNumSuits; ++s) {
    for (int rank = 1; rank <= 13; ++rank)
      draw_french_face(dl, pos(s, rank - 1), w,
                       StandardCard{static_cast<Rank>(rank), static_cast<Suit>(s)}, cs);
  }
  for (int r = 0; r < kNumCuccuRanks; ++r) {
    const CuccuCard card{static_cast<CuccuRank>(r)};
    const char* key = cucu_name_key(card);
    draw_cucu_face(dl, pos(4 + r / 10, r % 10), w, card, key ? tr(key) : nullptr, cs);
  }
  draw_card_back(dl, pos(5, 11), w, cs);
}

void TableShell::draw_start(const Fonts& fonts, const Screen& screen, const Palette& pal) {
  const CardStyle cs{&pal, CardFonts{fonts.bold, fonts.display}};
  const StartLayout L = layout_start_screen(screen);

  // One borderless full-screen window hosts the invisible buttons; all drawing is ours.
  table::begin_screen_window("##table", screen.size, ImGuiWindowFlags_NoBringToFrontOnFocus);
  const table::TableContext ctx = sheet_context(fonts, pal);
  ImDrawList* dl = ctx.dl;

  draw_title(dl, fonts, L.title, pal, L.portrait);
  draw_heading(dl, fonts, L.chooser_heading, pal, "chooser.heading");
  // A tile per game of the registry: one with a table opens its new-match sheet; another shows
  // its "coming soon" note (a second tap hides it).
  const auto games = table::table_games();
  for (std::size_t i = 0; i < games.size() && i < std::size(L.tiles); ++i) {
    const table::GameEntry& g = games[i];
    const bool selected = selected_ == g.id;
    // A game with an unfinished match saved: its tile says so, and offers Continue.
    const Saved* s = g.playable() ? saved(g.id) : nullptr;
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
                                             [this, id = std::string(g.id)] { resume_saved(id); }},
                           continue_box(fonts, L.tiles[i]), continued);
    }
    table::TargetSpec spec{std::string("tile:") + g.id,
                           table::fill(g.playable() ? "chooser.target.play" : "chooser.target.soon",
                                       {{"game", name}}),
                           {}};
    if (g.playable()) {
      spec.act = [this, id = std::string(g.id)] {
        new_match_.choose_game(id);
        setup_open_ = true;
      };
    } else {
      spec.act = [this, id = std::string(g.id)] { selected_ = selected_ == id ? "" : id; };
    }
    table::record_target(ctx, std::move(spec), L.tiles[i], pressed);
  }

  draw_heading(dl, fonts, L.packs_heading, pal, "packs.heading", L.portrait ? 13.0f : 15.0f);
  draw_heading(dl, fonts, L.french_label, pal, "packs.french");
  draw_french_samples(dl, L.french, cs);
  draw_heading(dl, fonts, L.cucu_label, pal, "packs.cucu");
  draw_cucu_samples(dl, L.cucu, cs);
  dl->AddText(fonts.small, 13.0f, L.hint.min, pal.text_muted, tr("packs.special_hint"));

  table::switch_row(ctx,
                    table::TargetSpec{"start:four_colour",
                                      tr(settings_.four_colour ? "table.target.four_colour_on"
                                                               : "table.target.four_colour_off"),
                                      [this] { settings_.four_colour = !settings_.four_colour; }},
                    L.toggle, tr("settings.four_colour"), tr("settings.four_colour_note"),
                    settings_.four_colour);
  const char* language = tr("language.self");
  table::choice_row(ctx,
                    table::TargetSpec{"start:language",
                                      table::fill("table.target.language", {{"name", language}}),
                                      [this] { language_open_ = true; }},
                    L.language, tr("settings.language"), language);
  if (!L.footer.empty()) {
    const char* footer = tr("footer.text");
    const ImVec2 fs = fonts.small->CalcTextSizeA(13.0f, FLT_MAX, 0.0f, footer);
    const float fx =
        L.portrait ? L.footer.min.x + (L.footer.width() - fs.x) * 0.5f : L.footer.min.x;
    // The muted text as it is: faded further it fell under 4.5:1 (tests/app/palette_test.cpp).
    dl->AddText(fonts.small, 13.0f, ImVec2(fx, L.footer.min.y), pal.text_muted, footer);
  }

  ImGui::End();
}

}  // namespace cardavia::app
