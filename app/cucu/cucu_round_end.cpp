// Cardavia — the Cucù table's round's-end sheet (see cucu_view_class.h).
#include <algorithm>

#include "app/cucu/cucu_view_class.h"
#include "app/i18n.h"

namespace cardavia::app::cucu {

// [SECTION] The round's end ----------------------------------------------------------------------

float CucuView::draw_round_end(MatchTable& t, const TableContext& ctx, float left, float right,
                               float top) {
  // Every seat's card and the words of its verdict (session/cucu/cucu_round.h), from the public
  // showdown; the revival when everybody came back.
  const session::CucuRoundWords words = session::cucu_round_words(obs(t));
  float y = top;
  const std::string title = t.say(Phrase("cucu.reveal.title").number("n", words.round));
  ctx.dl->AddText(ctx.fonts->bold, text_size::kSubtitle, ImVec2(left, y), ctx.palette->text,
                  title.c_str());
  y += 30;
  if (!words.revival.empty()) {
    table::wrapped_text(ctx, ctx.fonts->bold, ImVec2(left, y), right, t.say(words.revival), ctx.palette->accent);
    y = ImGui::GetItemRectMax().y + 8;
  }
  const float cw = kMinCardWidth;
  for (int seat = 0; seat < t.players() && seat < static_cast<int>(words.seats.size()); ++seat) {
    const session::CucuSeatWords& w = words.seats[static_cast<std::size_t>(seat)];
    const float row_top = y;
    // The name and lives left above the words; the card at the left.
    const Face face = w.card_shown ? Face::of(CuccuCard{w.card})
                      : showdown_.on ? showdown_.seats[static_cast<std::size_t>(seat)]
                      : w.verdict == CucuVerdict::kDead ? Face::back() : Face::empty();
    table::draw_card(ctx, ImVec2(left, y), cw, face, w.card_shown ? 1.0f : 0.5f);
    const float tx = left + cw + 10;
    ctx.dl->AddText(ctx.fonts->bold, text_size::kButton, ImVec2(tx, y), ctx.palette->text,
                    t.seat_name(seat).c_str());
    const float hx = right - (3 * 13.0f + 6);
    draw_lives(ctx, ImVec2(hx, y + 2), 13.0f, w.lives, 1.0f);
    if (w.lost > 0) {
      const std::string lost = t.say(Phrase("cucu.reveal.lost").number("n", w.lost));
      const ImVec2 ts =
          ctx.fonts->bold->CalcTextSizeA(text_size::kButton, FLT_MAX, 0.0f, lost.c_str());
      ctx.dl->AddText(ctx.fonts->bold, text_size::kButton, ImVec2(hx - 8 - ts.x, y),
                      ctx.palette->red, lost.c_str());
    }
    std::string text;
    for (const Phrase& p : w.words) text += (text.empty() ? "" : " ") + t.say(p);
    table::wrapped_text(ctx, ctx.fonts->small, ImVec2(tx, y + 20), right, text, ctx.palette->text);
    y = std::max(row_top + cw * kCardAspect, ImGui::GetItemRectMax().y) + 10;
  }
  return y;
}

}  // namespace cardavia::app::cucu
