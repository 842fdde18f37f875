// Cardavia — text lookup. Every string a player reads lives in assets/i18n/<lang>.json, turned
// into a sorted table at build time (scripts/embed_assets.py), so no text sits in the code.
#pragma once

namespace cardavia::app {

// The text for `key` in the current language; the key itself when it is missing, so a gap is
// visible on screen instead of silently blank.
const char* tr(const char* key);

}  // namespace cardavia::app
