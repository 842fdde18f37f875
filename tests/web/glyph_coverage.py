#!/usr/bin/python3
"""Cardavia — every character a language draws has a glyph in every face, on the site.

    glyph_coverage.py WEB_BUILD      (build/web; the site in WEB_BUILD/site)

The first frame's fonts (embedded in the wasm: WEB_BUILD/app/generated/<face>.subset.ttf, the
bytes scripts/embed_assets.py embeds) hold English's characters, the code's own and the picker's
language names; each fetched language brings the rest as WEB_BUILD/site/i18n/<lang>.<face>.ttf
(app/fonts.h). For every language of assets/i18n and every face this checks, with fontTools' cmap
reader, that the two fonts together map every character of the language's texts, and that a
language's glyph file adds nothing a first-frame font already has (a glyph shipped twice). The
display face (Serif Bold) counts Sans Bold's first-frame glyphs too: app/fonts.cpp merges them.
Prints one line per language and face with the counts; exits 1 listing what is missing.
"""
import json
import pathlib
import sys

from fontTools.ttLib import TTFont

ROOT = pathlib.Path(__file__).resolve().parents[2]
FACES = {"sans": "DejaVuSans", "sans-bold": "DejaVuSans-Bold", "serif-bold": "DejaVuSerif-Bold"}


def texts(value):
    if isinstance(value, str):
        return [value]
    return [v for k, v in value.items() if k in ("one", "few", "many", "other")]


def characters(lang):
    table = json.loads((ROOT / "assets/i18n" / f"{lang}.json").read_text(encoding="utf-8"))
    return {ord(c) for value in table.values() for text in texts(value) for c in text if ord(c) >= 0x20}


def cmap(path):
    return set(TTFont(path).getBestCmap())


def main(build):
    build = pathlib.Path(build)
    langs = sorted(p.stem for p in (ROOT / "assets/i18n").glob("*.json"))
    problems = []
    first_frame = {face: cmap(build / "app/generated" / f"{file}.subset.ttf") for face, file in FACES.items()}
    for face in FACES:
        embedded = first_frame[face]
        # The display face takes what DejaVu Serif Bold lacks (★) from Sans Bold (app/fonts.cpp).
        fallback = first_frame["sans-bold"] if face == "serif-bold" else set()
        for lang in langs:
            glyph_file = build / "site/i18n" / f"{lang}.{face}.ttf"
            fetched = cmap(glyph_file) if lang != "en" else set()
            if lang != "en" and not glyph_file.exists():
                problems.append(f"{lang} {face}: no {glyph_file}")
                continue
            need = characters(lang)
            missing = need - embedded - fallback - fetched
            twice = (fetched & embedded) - {0x20}
            print(f"{lang} {face}: {len(need)} characters, {len(need & embedded)} in the first frame's font, "
                  f"{len(fetched - {0x20})} fetched")
            if missing:
                problems.append(f"{lang} {face}: no glyph for " + " ".join(f"U+{c:04X}" for c in sorted(missing)))
            if twice:
                problems.append(f"{lang} {face}: fetched again " + " ".join(f"U+{c:04X}" for c in sorted(twice)))
    for p in problems:
        print(p, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else ROOT / "build/web"))
