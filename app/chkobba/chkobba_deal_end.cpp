// Cardavia — the Chkobba table's deal's-end sheet and the match's end (see chkobba_view_class.h).
#include <algorithm>
#include <cmath>

#include "app/chkobba/chkobba_view_class.h"
#include "app/i18n.h"

namespace cardavia::app::chkobba {

// [SECTION] The deal's end and the match's end ---------------------------------------------------

float ChkobbaView::draw_round_end(MatchTable& t, const TableContext& ctx, float left, float right,
                                  float top) {
  if (!deal_end_) return top;
  const session::ChkobbaDealEnd& e = *deal_end_;
  const Palette& pal = *ctx.palette;
  const int us = t.human() % kChkobbaSides;
  const std::array<int, 2> order = {us, 1 - us};  // the human's side first
  float y = top;
  const std::string title = t.say(Phrase("chkobba.reveal.title").number("n", e.deal));
  ctx.dl->AddText(ctx.fonts->bold, text_size::kSubtitle, ImVec2(left, y), pal.text, title.c_str());
  y += 30;
  // The last capturer's sweep.
  if (!e.leftovers.empty()) {
    std::vector<AnyCard> cards;
    for (const ChkobbaCard c : e.leftovers) cards.push_back(chkobba_card(c));
    const Phrase sweep = e.leftovers_to >= 0
                             ? Phrase("chkobba.reveal.sweep").cards("cards", cards).seats("side", side_members(t, e.leftovers_to))
                             : Phrase("chkobba.reveal.sweep_nobody").cards("cards", cards);
    table::wrapped_text(ctx, ctx.fonts->small, ImVec2(left, y), right, t.say(sweep), pal.text_muted);
    y = ImGui::GetItemRectMax().y + 8;
  }
  // The columns: the category, then one per side (its members' names).
  const float name_w = std::min(110.0f, (right - left) * 0.3f);
  const float col_w = (right - left - name_w) * 0.5f;
  auto cell_x = [&](int column) { return left + name_w + col_w * static_cast<float>(column); };
  for (int column = 0; column < 2; ++column) {
    const std::string name = t.say(Phrase("chkobba.reveal.side").seats("side", side_members(t, order[column])));
    ctx.dl->AddText(ctx.fonts->bold, text_size::kBody, ImVec2(cell_x(column), y), pal.accent,
                    name.c_str());
  }
  y += 24;
  ctx.dl->AddLine(ImVec2(left, y), ImVec2(right, y), with_alpha(pal.text, 0.25f));
  y += 6;
  // One row per category: each side's count and its point, then who got it and why.
  for (const session::ChkobbaCategoryWords& category : e.categories) {
    ctx.dl->AddText(ctx.fonts->bold, text_size::kButton, ImVec2(left, y), pal.text,
                    tr(category.name_key));
    for (int column = 0; column < 2; ++column) {
      const auto side = static_cast<std::size_t>(order[column]);
      const PileCounts& c = e.counts[side];
      const std::string id = category.id;
      Phrase count = id == "cards"      ? Phrase("chkobba.reveal.cards").number("n", c.cards)
                     : id == "diamonds" ? Phrase("chkobba.reveal.diamonds").number("n", c.diamonds)
                     : id == "bermila"  ? Phrase("chkobba.reveal.bermila").number("s", c.sevens).number("t", c.sixes)
                     : id == "sette"    ? Phrase(c.seven_of_diamonds ? "chkobba.reveal.sette_yes" : "chkobba.reveal.sette_no")
                                             .card("card", chkobba_card(make_chkobba_card(7, Suit::kDiamonds)))
                                        : Phrase("chkobba.reveal.chkobbas").number("n", e.chkobbas[side]);
      std::string text = t.say(count);
      ctx.dl->AddText(ctx.fonts->small, text_size::kLabel, ImVec2(cell_x(column), y + 1), pal.text,
                      text.c_str());
      const int points = category.points[side];
      if (points > 0) {
        const std::string plus = t.say(Phrase("chkobba.reveal.points").number("n", points));
        const ImVec2 ts =
            ctx.fonts->bold->CalcTextSizeA(text_size::kButton, FLT_MAX, 0.0f, plus.c_str());
        ctx.dl->AddText(ctx.fonts->bold, text_size::kButton,
                        ImVec2(cell_x(column) + col_w - 8 - ts.x, y), pal.accent, plus.c_str());
      }
    }
    y += 18;
    table::wrapped_text(ctx, ctx.fonts->small, ImVec2(left + 8, y), right, t.say(category.why),
                        pal.text_muted);
    y = ImGui::GetItemRectMax().y + 8;
  }
  // The deal's points and the totals.
  ctx.dl->AddLine(ImVec2(left, y), ImVec2(right, y), with_alpha(pal.text, 0.25f));
  y += 6;
  for (const char* row : {"chkobba.reveal.deal_points", "chkobba.reveal.total"}) {
    const bool total = std::string(row) == "chkobba.reveal.total";
    ctx.dl->AddText(ctx.fonts->bold, text_size::kButton, ImVec2(left, y), pal.text, tr(row));
    for (int column = 0; column < 2; ++column) {
      const auto side = static_cast<std::size_t>(order[column]);
      const std::string v = std::to_string(total ? e.totals[side] : e.points[side]);
      ctx.dl->AddText(ctx.fonts->bold, text_size::kButton, ImVec2(cell_x(column), y),
                      total ? pal.accent : pal.text, v.c_str());
    }
    y += 20;
  }
  if (!e.outcome.empty()) {
    table::wrapped_text(ctx, ctx.fonts->bold, ImVec2(left, y + 2), right, t.say(e.outcome), pal.accent);
    y = ImGui::GetItemRectMax().y + 6;
  }
  return y + 6;
}

table::ScoreTable ChkobbaView::score_table(const MatchTable& t) const {
  // A column per side (the human's first); each deal's points; the totals.
  table::ScoreTable out;
  out.chart_key = "chkobba.chart.caption";
  const int us = t.human() % kChkobbaSides;
  for (const int side : {us, 1 - us}) {
    out.columns.push_back(t.say(Phrase("chkobba.score.side").seats("side", side_members(t, side))));
    out.seats.push_back(side);
  }
  for (const RoundResult& r : t.session().rounds())
    out.rows.push_back({r.scores[static_cast<std::size_t>(us)], r.scores[static_cast<std::size_t>(1 - us)]});
  const auto& rounds = t.session().rounds();
  if (rounds.empty()) {
    out.totals = {0, 0};
  } else {
    out.totals = {rounds.back().totals[static_cast<std::size_t>(us)],
                  rounds.back().totals[static_cast<std::size_t>(1 - us)]};
  }
  return out;
}

Phrase ChkobbaView::winners(const MatchTable& t) const {
  // The engine's winners are sides.
  const std::vector<int> sides = t.session().winners();
  if (sides.empty()) return {};
  const int side = sides.front();
  const bool ours = side == t.human() % kChkobbaSides;
  if (t.players() == 2) return ours ? Phrase("table.over.you_win") : Phrase("table.over.wins").seats("names", side_members(t, side));
  return Phrase(ours ? "chkobba.over.your_side" : "chkobba.over.side").seats("names", side_members(t, side));
}

Phrase ChkobbaView::over_note(const MatchTable& t) const {
  const auto& rounds = t.session().rounds();
  if (rounds.empty()) return {};
  const std::array<int, kChkobbaSides> totals = {rounds.back().totals[0], rounds.back().totals[1]};
  return session::chkobba_outcome(totals, t.session().winners(), t.players(), t.human());
}

}  // namespace cardavia::app::chkobba
