// Cardavia — the language picker (see language_picker.h).
#include "app/table/language_picker.h"

#include <algorithm>
#include <string>

#include "app/i18n.h"

namespace cardavia::app::table {

void draw_language_picker(const TableContext& ctx, const Box& area, Settings& settings, Act close) {
  const ImVec2 d(area.width(), area.height());
  // Two columns of three on a phone, three of two when the sheet is wide.
  const float w = std::min(d.x - 20, 520.0f);
  const int cols = w >= 480.0f ? 3 : 2;
  const auto all = languages();
  const int rows = (static_cast<int>(all.size()) + cols - 1) / cols;
  constexpr float kRowH = 48.0f, kRowGap = 10.0f;
  const float h = 16 + 40 + static_cast<float>(rows) * (kRowH + kRowGap) + 8 + 62;
  const float top = std::max(d.y >= 700 ? 44.0f : 8.0f, (d.y - h) * 0.5f);
  const Box sh = centred_in(area, w, top, top + h);
  sheet(ctx, sh);
  const char* title = tr("settings.language");
  check_fits(ctx, ctx.fonts->bold, text_size::kSubtitle, title, sh.width() - 32, "picker title");
  ctx.dl->AddText(ctx.fonts->bold, text_size::kSubtitle, ImVec2(sh.min.x + 16, sh.min.y + 16),
                  ctx.palette->text, title);
  float y = sh.min.y + 56;
  for (int r = 0; r < rows; ++r) {
    const std::vector<Box> cells =
        split_row(Box{ImVec2(sh.min.x + 16, y), ImVec2(sh.max.x - 16, y + kRowH)}, cols, 10);
    for (int c = 0; c < cols; ++c) {
      const std::size_t i = static_cast<std::size_t>(r * cols + c);
      if (i >= all.size()) break;
      const Language lang = all[i];
      // Each language's button is in that language (its own name), and labelled so.
      pill_button(ctx,
                  TargetSpec{std::string("lang:") + lang.code, lang.self,
                             [&settings, close, code = std::string(lang.code)] {
                               settings.lang = code;
                               if (close) close();
                             }},
                  cells[static_cast<std::size_t>(c)], lang.self, true,
                  settings.lang == lang.code);
    }
    y += kRowH + kRowGap;
  }
  const Box button{ImVec2(sh.min.x + 16, sh.max.y - 62), ImVec2(sh.max.x - 16, sh.max.y - 14)};
  pill_button(ctx, TargetSpec{"lang:close", tr("table.target.close_language"), std::move(close)},
              button, tr("table.btn.close"), true);
}

}  // namespace cardavia::app::table
