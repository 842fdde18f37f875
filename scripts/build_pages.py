#!/usr/bin/python3
"""Cardavia — the rules pages: Markdown sources in pages/ become static HTML in the site.

    build_pages.py OUT_DIR [--base-url URL]   (the web build passes build/web/site)

--base-url (CMake: -DCARDAVIA_SITE_BASE_URL=https://example.org/cards/) makes the pages' hreflang
alternates absolute, as search engines want them (Lighthouse's SEO audit refuses relative ones);
without it they stay relative, so the site still works from any subfolder of any host.

Writes, for every language L of pages/site.yaml and every game G:
    OUT_DIR/L/index.html                  the home page (pages/home/L.md)
    OUT_DIR/L/G/index.html                the game's page (pages/G/L.md)
    OUT_DIR/L/G/example.cardavia.json     the worked example's save record (pages/G/, copied)
    OUT_DIR/static/                       the one stylesheet, the scripts, the grain texture
All links are relative, so the site works from a subfolder of any static host.

The sources (see pages/README.md): a small YAML front-matter, then Markdown split at `## ` headings:
    ## 01 / Title                 a numbered rules section (ids s1, s2, … in order)
    ## 08 / Title {#example}      … that is also the worked example
    ## Title {#example}           the worked example after the rules (Cucù)
    ## Title {#faq}               questions and answers: one `### Question` each, the answer below
Under the example's words the generator adds the static diagram (pages/G/game.yaml), the score
table read from the scenario's `.expected.json` (what `cardavia play` prints, checked by CTest),
and the slot the replay viewer fills with the save record.

Every check fails the build with a message naming the file: a missing section or word, fewer than
six questions, a save record that is not its scenario, an example whose stated numbers are not the
engine's, raw HTML in the Markdown. The pages' Content-Security-Policy is web/policy.json's "rules"
(scripts/site_policy.py). Debian's python3-markdown, python3-yaml and python3-jinja2 do the converting; this is
Debian's interpreter (#!/usr/bin/python3) because those packages are installed for it.
"""
import html
import json
import os
import re
import shutil
import sys
from pathlib import Path

try:
    import jinja2
    import markdown
    import yaml
except ImportError as missing:  # pragma: no cover - a set-up problem, said in words
    sys.exit(f"build_pages.py: {missing}; run scripts/setup.sh (python3-markdown, python3-yaml, "
             "python3-jinja2 for /usr/bin/python3)")

import palette  # noqa: E402  (scripts/: the one palette, assets/palette.json)
import site_policy  # noqa: E402  (scripts/: the Content-Security-Policy, from web/policy.json)

ROOT = Path(__file__).resolve().parent.parent
# The sources; CARDAVIA_PAGES_DIR points elsewhere (the test of the build's refusals).
PAGES = Path(os.environ.get("CARDAVIA_PAGES_DIR", ROOT / "pages")).resolve()


class SourceError(Exception):
    """A source file breaks a rule of the pages; the message names the file."""


def fail(path, message):
    shown = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path
    raise SourceError(f"{shown}: {message}")


# [SECTION] Reading sources

def read_yaml(path):
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except (OSError, yaml.YAMLError) as error:
        fail(path, f"cannot read: {error}")
    if not isinstance(data, dict):
        fail(path, "expected a YAML mapping")
    return data


def read_markdown_source(path, required):
    """Returns (front-matter dict, body text) of a `---` front-matter + Markdown file."""
    text = path.read_text(encoding="utf-8")
    match = re.match(r"---\n(.*?)\n---\n(.*)\Z", text, re.S)
    if not match:
        fail(path, "must start with a front-matter between two '---' lines")
    try:
        front = yaml.safe_load(match.group(1))
    except yaml.YAMLError as error:
        fail(path, f"front-matter: {error}")
    if not isinstance(front, dict):
        fail(path, "the front-matter must be a YAML mapping")
    missing = [key for key in required if not str(front.get(key) or "").strip()]
    if missing:
        fail(path, "front-matter lacks " + ", ".join(missing))
    return front, match.group(2)


HEADING = re.compile(r"^## +(?:(\d+) +/ +)?(.+?)(?: +\{#(example|faq)\})? *$")


def split_sections(path, body):
    """Splits a game page's body at `## ` headings into dicts {number, title, role, text}."""
    sections = []
    current = None
    for line in body.splitlines():
        if line.startswith("## "):
            match = HEADING.match(line)
            if not match:
                fail(path, f"cannot read the heading {line!r}")
            current = {"number": match.group(1), "title": match.group(2).strip(),
                       "role": match.group(3), "lines": []}
            sections.append(current)
        elif current is None:
            if line.strip():
                fail(path, f"text before the first '## ' heading: {line!r}")
        else:
            current["lines"].append(line)
    for section in sections:
        section["text"] = "\n".join(section.pop("lines")).strip()
        if not section["text"]:
            fail(path, f"section {section['title']!r} is empty")
    return sections


def split_faq(path, text):
    """`### Question` then its answer, repeated: returns [(question, answer markdown)]."""
    if not text.startswith("### "):
        fail(path, "the questions section must start with a '### ' question")
    items = []
    for chunk in re.split(r"^### +", text, flags=re.M):
        if not chunk.strip():
            continue
        question, _, answer = chunk.partition("\n")
        if not answer.strip():
            fail(path, f"the question {question.strip()!r} has no answer")
        items.append((question.strip(), answer.strip()))
    return items


def to_html(path, text):
    """The Markdown as HTML; raw HTML in it (a tag, a comment) fails the build: the pages' HTML is
    the templates' alone (no inline script or style, whatever a translator pastes)."""
    md = markdown.Markdown(extensions=["tables", "sane_lists"], output_format="html")
    out = md.convert(text)
    # python-markdown keeps raw HTML (blocks, inline tags, comments) and entities aside in its
    # stash; entities (&mdash;) are text, anything starting with '<' is markup.
    raw = [piece.strip() for piece in md.htmlStash.rawHtmlBlocks if piece.lstrip().startswith("<")]
    if raw:
        line = next((n for n, row in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
                     if raw[0].splitlines()[0] in row), None)
        where = f" (line {line})" if line else ""
        fail(path, f"raw HTML is not allowed in the pages' Markdown{where}: {raw[0][:60]!r}; "
             "write it in Markdown, or add it to the templates (pages/templates/)")
    return out


# [SECTION] Cards, the diagram and the score table

SUIT_SYMBOL = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
ROMAN = {str(n): r for n, r in enumerate(
    ["0", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X"]) if n > 0}
CUCU_PICTURE = {"lion": "−3", "mask": "−2", "bucket": "−1", "zero": "0", "inn": "XI", "cat": "XII",
                "horse": "XIII", "hunter": "XIIII", "cuckoo": "XV", "fool": ""}
CUCU_SPECIAL = {"inn", "cat", "horse", "hunter", "cuckoo"}


def card_html(code, ui):
    """One card as HTML/CSS: `7H`, `TD`, a Cuccù word (`horse`, `3`), `back` (face down) or
    `empty` (a free place); a trailing `*` marks a card someone looked at."""
    seen = code.endswith("*")
    code = code.rstrip("*")
    extra = " seen" if seen else ""
    if code == "empty":
        return '<span class="card empty" aria-hidden="true"></span>'
    if code == "back":
        return f'<span class="card back{extra}" role="img" aria-label="{html.escape(ui["face_down"])}"></span>'
    if code in ROMAN or code in CUCU_PICTURE:  # the Cuccù pack
        name = ui["cucu_cards"].get(code, "")
        index = ROMAN.get(code) or CUCU_PICTURE[code]
        kind = " special" if code in CUCU_SPECIAL else ""
        label = " ".join(x for x in (index, name) if x)
        name_html = f'<span class="n">{html.escape(name)}</span>' if name else ""
        return (f'<span class="card cucu{kind}{extra}" role="img" aria-label="{html.escape(label)}">'
                f'<span class="r">{html.escape(index or name)}</span>{name_html}</span>')
    rank, suit = code[:-1], code[-1]
    rank = "10" if rank == "T" else rank
    colour = " red" if suit in "HD" else ""
    symbol = SUIT_SYMBOL[suit]
    return (f'<span class="card{colour}{extra}" role="img" aria-label="{rank}{symbol}">'
            f'<span class="r">{rank}</span><span class="u">{symbol}</span></span>')


def word(path, words, key):
    if key not in words:
        fail(path, f"the front-matter's 'diagram' lacks the word {key!r}")
    return words[key]


def diagram_html(path, game_meta, words, ui):
    panels = []
    for panel in game_meta["diagram"]:
        rows = []
        for row in panel["rows"]:
            cards = "".join(card_html(c, ui) for c in row["cards"])
            note = word(path, words, row["note"]) if row.get("note") else ""
            rows.append(
                f'<div class="drow"><span class="who">{html.escape(word(path, words, row["who"]))}</span>'
                f'<span class="cards">{cards}</span>'
                + (f'<span class="note">{html.escape(note)}</span>' if note else "") + "</div>")
        caption = html.escape(word(path, words, panel["caption"]))
        panels.append(f'<figure class="panel"><figcaption>{caption}</figcaption>{"".join(rows)}</figure>')
    return "".join(panels)


def score_table_html(path, game_meta, expected, words):
    """The rounds of `cardavia play`'s result as a table: scores and totals per seat (or side)."""
    names = game_meta["seat_names"]
    head = "".join(f"<th scope=\"col\">{html.escape(word(path, words, n))}</th>" for n in names)
    body = []
    for index, rnd in enumerate(expected["rounds"], start=1):
        title = word(path, words, "round").format(n=index)
        rows = []
        for category in game_meta.get("categories", []):
            values = [side[category] for side in rnd["points"]]
            rows.append(("points", category, word(path, words, category), values))
        rows.append(("scores", "", word(path, words, "scores"), rnd["scores"]))
        rows.append(("totals", "", word(path, words, "totals"), rnd["totals"]))
        for kind, category, label, values in rows:
            cells = "".join(f"<td>{v}</td>" for v in values)
            attrs = f' data-round="{index}"' + (f' data-category="{category}"' if category else "")
            body.append(f'<tr class="{kind}"{attrs}><th scope="row">{html.escape(title)} · '
                        f'{html.escape(label)}</th>{cells}</tr>')
    caption = html.escape(word(path, words, "table_caption"))
    return (f'<table class="scores"><caption>{caption}</caption><thead><tr><td></td>{head}</tr>'
            f'</thead><tbody>{"".join(body)}</tbody></table>')


# [SECTION] The worked example's records

SAVE_EXTRA = {"format": "cardavia-save", "version": 1, "human_seat": 0, "level": "normal",
              "view": "open"}


def load_example(game, game_meta):
    """The scenario, its expected result and the save record; checks that they agree."""
    scenario_path = ROOT / game_meta["scenario"]
    expected_path = scenario_path.with_suffix("").with_suffix(".expected.json")
    save_path = PAGES / game / "example.cardavia.json"
    scenario = json.loads(scenario_path.read_text(encoding="utf-8"))
    expected = json.loads(expected_path.read_text(encoding="utf-8"))
    save = json.loads(save_path.read_text(encoding="utf-8"))
    if save != {**SAVE_EXTRA, **scenario, **SAVE_EXTRA}:
        fail(save_path, f"must be {scenario_path.relative_to(ROOT)} plus {SAVE_EXTRA}")
    stated = game_meta["stated_rounds"]
    engine = [{k: r[k] for k in stated[0]} for r in expected["rounds"]]
    if engine != stated:
        fail(PAGES / game / "game.yaml", f"the page states the rounds {stated}, but "
             f"{expected_path.relative_to(ROOT)} (the engine's result) says {engine}")
    return expected, save_path


# [SECTION] Pages

def rel(depth, target):
    """A relative link from a page `depth` folders below the site root to `target` (a folder)."""
    return "../" * depth + target


def build(out, base_url=""):
    site = read_yaml(PAGES / "site.yaml")
    langs = site["languages"]
    games = site["games"]
    uis = {lang: read_yaml(PAGES / "ui" / f"{lang}.yaml") for lang in langs}
    reference = set(uis[langs[0]])
    for lang, ui in uis.items():
        if set(ui) != reference:
            fail(PAGES / "ui" / f"{lang}.yaml", "must have exactly the keys of "
                 f"{langs[0]}.yaml; differs in {sorted(set(ui) ^ reference)}")
    metas = {game: read_yaml(PAGES / game / "game.yaml") for game in games}
    examples = {game: load_example(game, metas[game]) for game in games}

    env = jinja2.Environment(loader=jinja2.FileSystemLoader(PAGES / "templates"),
                             autoescape=True, trim_blocks=True, lstrip_blocks=True,
                             undefined=jinja2.StrictUndefined)
    game_pages = {}  # (lang, game) -> context
    for lang in langs:
        for game in games:
            game_pages[(lang, game)] = read_game_page(lang, game, metas[game], uis[lang],
                                                      examples[game][0])
    language_names = {lang: uis[lang]["language_name"] for lang in langs}

    out.mkdir(parents=True, exist_ok=True)
    static = out / "static"
    static.mkdir(exist_ok=True)
    for item in (PAGES / "static").iterdir():
        if item.name == "pages.css":
            write(static / item.name, with_palette(item))
        else:
            shutil.copyfile(item, static / item.name)

    for lang in langs:
        ui = uis[lang]
        home_path = PAGES / "home" / f"{lang}.md"
        front, body = read_markdown_source(home_path, ["title", "description", "heading"])
        common = {"lang": lang, "ui": ui, "langs": langs, "language_names": language_names,
                  "csp": site_policy.policy("rules", meta=True), "base_url": base_url}
        context = dict(common, depth=1, page_path="", front=front, intro=to_html(home_path, body),
                       games=[dict(game_pages[(lang, g)], slug=g) for g in games],
                       static=rel(1, "static/"), home=rel(0, "./"), table_app=rel(1, ""))
        write(out / lang / "index.html", env.get_template("home.html.j2").render(context))
        for game in games:
            page = game_pages[(lang, game)]
            others = [dict(game_pages[(lang, g)], slug=g) for g in games if g != game]
            context = dict(common, depth=2, page_path=f"{game}/", front=page["front"], page=page,
                           game=game, others=others, static=rel(2, "static/"), home=rel(1, ""),
                           table_app=rel(2, ""))
            target = out / lang / game
            write(target / "index.html", env.get_template("game.html.j2").render(context))
            shutil.copyfile(examples[game][1], target / "example.cardavia.json")


def read_game_page(lang, game, meta, ui, expected):
    path = PAGES / game / f"{lang}.md"
    front, body = read_markdown_source(
        path, ["title", "description", "name", "origin", "special", "table", "diagram"])
    sections = split_sections(path, body)
    numbered = [s for s in sections if s["number"]]
    if [s["number"] for s in numbered] != meta["sections"]:
        fail(path, f"the rules sections must be numbered {meta['sections']}, "
             f"found {[s['number'] for s in numbered]}")
    example = [s for s in sections if s["role"] == "example"]
    faq = [s for s in sections if s["role"] == "faq"]
    if len(example) != 1 or len(faq) != 1:
        fail(path, "needs exactly one {#example} and one {#faq} section")
    if meta["example_is_last_section"] != (example[0] is numbered[-1]):
        fail(path, "the example must be the last numbered section"
             if meta["example_is_last_section"] else "the example follows the numbered sections")
    for mention in meta["example_mentions"]:
        if mention not in example[0]["text"]:
            fail(path, f"the example's words must state {mention!r} (the engine's figure)")
    questions = split_faq(path, faq[0]["text"])
    if len(questions) < 6:
        fail(path, f"needs at least six questions, has {len(questions)}")
    words = front["diagram"]
    rules = []
    for index, section in enumerate(numbered, start=1):
        rules.append({"id": f"s{index}", "number": section["number"], "title": section["title"],
                      "html": to_html(path, section["text"]), "is_example": section is example[0]})
    return {
        "front": front, "rules": rules, "slug": game,
        "example": {"title": example[0]["title"], "html": to_html(path, example[0]["text"]),
                    "separate": not meta["example_is_last_section"],
                    "diagram": diagram_html(path, meta, words, ui),
                    "scores": score_table_html(path, meta, expected, words)},
        "faq": {"title": faq[0]["title"],
                "items": [(q, to_html(path, a)) for q, a in questions]},
        "wikipedia": meta["wikipedia"].get(lang, meta["wikipedia"]["en"]),
    }


PALETTE_MARK = "  /* palette: assets/palette.json */\n"


def with_palette(stylesheet):
    """pages.css with the palette's tokens (scripts/palette.py) in place of its palette mark."""
    text = stylesheet.read_text(encoding="utf-8")
    if text.count(PALETTE_MARK) != 1:
        fail(stylesheet, f"needs the line {PALETTE_MARK.strip()!r} once in :root, where the "
             "palette's tokens go")
    try:
        tokens = palette.css_tokens(palette.load(ROOT / "assets" / "palette.json"))
    except (OSError, ValueError) as error:
        fail(ROOT / "assets" / "palette.json", str(error))
    return text.replace(PALETTE_MARK, tokens)


def write(path, text):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


def parse_base_url(value):
    """The site's address, ending in "/" (so "L/G/" appends to it); "" keeps the links relative."""
    if value and not re.match(r"^https?://[^/\s]+(/\S*)?$", value):
        sys.exit(f"build_pages.py: --base-url must be an http(s) address such as "
                 f"https://example.org/cards/, not {value!r}")
    return value if not value or value.endswith("/") else value + "/"


if __name__ == "__main__":
    args = sys.argv[1:]
    base_url = ""
    if len(args) == 3 and args[1] == "--base-url":
        base_url = parse_base_url(args[2])
        args = args[:1]
    if len(args) != 1:
        sys.exit(__doc__)
    try:
        build(Path(args[0]), base_url)
    except SourceError as error:
        sys.exit(f"build_pages.py: {error}")
