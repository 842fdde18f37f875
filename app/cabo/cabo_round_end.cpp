// Cardavia — the Cabo table's round's-end sheet (see cabo_view_class.h).
#include <algorithm>

#include "app/cabo/cabo_view_class.h"
#include "app/i18n.h"

namespace cardavia::app::cabo {

// [SECTION] The round's end ----------------------------------------------------------------------

float CaboView::draw_round_end(MatchTable& t, const TableContext& ctx, float left, float right,
                               float top) {
  // The sums and the words (session/cabo/cabo_round.h), from the hands shown at the end (public).
  const CaboObservation& o = obs(t);
  float y = top;
  const std::string title =
      t.say(Phrase("cabo.reveal.title").number("n", static_cast<int>(o.rounds().size())));
  // The title wraps on a narrow phone ("Раунд 4: все карты открыты").
  ctx.dl->AddText(ctx.fonts->bold, text_size::kSubtitle, ImVec2(left, y), ctx.palette->text,
                  title.c_str(), nullptr, right - left);
  y +=
      ctx.fonts->bold->CalcTextSizeA(text_size::kSubtitle, FLT_MAX, right - left, title.c_str()).y +
      5;
  if (o.last_caller() >= 0) {
    const std::string called = t.say(
        o.last_caller() == t.human() ? Phrase("cabo.reveal.called_you")
                                     : Phrase("cabo.reveal.called").seat("name", o.last_caller()));
    ctx.dl->AddText(ctx.fonts->small, text_size::kLabel, ImVec2(left, y), ctx.palette->text_muted,
                    called.c_str(), nullptr, right - left);
    y += ctx.fonts->small->CalcTextSizeA(text_size::kLabel, FLT_MAX, right - left, called.c_str())
             .y +
         6;
  }
  const Hands& hands = o.last_revealed_hands();
  const float cw = kMinCardWidth;
  const std::vector<session::CaboSeatWords> results = session::cabo_round_words(o);
  for (int seat = 0; seat < t.players() && seat < static_cast<int>(results.size()); ++seat) {
    const session::CaboSeatWords& r = results[static_cast<std::size_t>(seat)];
    const std::string head =
        t.say(Phrase("cabo.reveal.head").seat("name", seat).number("sum", r.sum));
    ctx.dl->AddText(ctx.fonts->bold, text_size::kButton, ImVec2(left, y), ctx.palette->text,
                    head.c_str());
    const std::string score =
        t.say(Phrase("cabo.reveal.score").number("score", r.score).number("total", r.total));
    const ImVec2 ts =
        ctx.fonts->bold->CalcTextSizeA(text_size::kButton, FLT_MAX, 0.0f, score.c_str());
    // The name and sum at the left, the score at the right: both on one line.
    table::check_fits(ctx, ctx.fonts->bold, text_size::kButton, head, right - left - ts.x - 10,
                      "round end head");
    ctx.dl->AddText(ctx.fonts->bold, text_size::kButton, ImVec2(right - ts.x, y),
                    ctx.palette->accent, score.c_str());
    y += 19;
    for (int p = 0; p < kPlaces; ++p) {
      const CardId c = hands[static_cast<std::size_t>(seat)][static_cast<std::size_t>(p)];
      table::draw_card(ctx, ImVec2(left + static_cast<float>(p) * (cw + 4), y), cw,
                       c == kNoCard ? Face::empty() : face_of(c));
    }
    std::string words = t.say(r.words);
    if (!r.reset_words.empty()) words += " " + t.say(r.reset_words);
    // The words beside the cards, as many lines as they take.
    const float words_h = table::wrapped_text(ctx, ctx.fonts->small,
                                              ImVec2(left + 4 * (cw + 4) + 8, y), right, words,
                                              ctx.palette->text);
    y += std::max(cw * kCardAspect, words_h) + 10;
  }
  return y;
}

}  // namespace cardavia::app::cabo
