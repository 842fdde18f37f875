#!/usr/bin/env python3
"""Where the bytes of the site's wasm are: a breakdown by component (docs/size.md).

  python3 scripts/wasm-breakdown.py [BUILD_DIR] [--top N]
      (default build/web; run bash scripts/build-web.sh first)

Reads BUILD_DIR/web/cardavia.wasm and the linker's symbol map beside it (cardavia.js.symbols,
from the link's --emit-symbol-map: "index:name" for every function, imports included), then
  - the code section: every function body's size, named through the map, demangled with c++filt
    and put in a component by the patterns of COMPONENTS below (first match wins);
  - the data section: the embedded fonts (the subsetted TTFs of BUILD_DIR/app/generated, found
    byte for byte) and the embedded text (the English table's keys and texts, found as C
    strings), the rest as "other data";
  - the other sections (types, imports, exports, element table, …) as one line.
For each component: raw bytes, gzip -9 of its bytes on their own, and its share of the wasm's
real gzip -9 size (the file's gzip size split in the proportion of the gzip-alone figures, so
the shares add up to the file). Prints a Markdown table, largest first.
"""
import json
import os
import re
import subprocess
import sys

# (component, regex over the demangled name). Order matters: the first that matches wins, so a
# std:: template over nlohmann's types counts as nlohmann-json, and one over ours as libc++.
COMPONENTS = [
    ("nlohmann-json", r"nlohmann::"),
    ("Embind", r"^emscripten::|_embind_|EmscriptenBindingInitializer|^embind_|__getTypeName"),
    ("ImGui backend (OpenGL3)", r"ImGui_Impl|^ImGui_ImplOpenGL3"),
    ("ImGui", r"^Im[A-Z]|ImGui::|^stbtt|^stb_|^stbrp|^stb_textedit|Imgui|\bIm[A-Z]\w+::"),
    ("SDL2", r"^SDL_|^Emscripten_|^SDL[A-Z]|^_SDL|^SDL_\w+|^[A-Za-z_]*SDL"),
    ("AI", r"^cardavia::ai::|cardavia::ai::"),
    ("session (words, describe, rounds)", r"^cardavia::session::"),
    ("view: Cabo", r"^cardavia::app::(cabo|\w*::)?\w*[Cc]abo"),
    ("view: Chkobba", r"^cardavia::app::(chkobba|\w*::)?\w*[Cc]hkobba"),
    ("view: Cucù", r"^cardavia::app::(cucu|\w*::)?\w*[Cc]ucu"),
    ("table app (shell, match table, sheets, renderer)", r"^cardavia::app::"),
    ("web glue (main loop, bindings, page)", r"^cardavia::web::|^cardavia::page::|^main$|^_?main_loop"),
    ("engine: Cabo", r"^cardavia::cabo::|^cardavia::\w*[Cc]abo"),
    ("engine: Chkobba", r"^cardavia::chkobba::|^cardavia::\w*[Cc]hkobba"),
    ("engine: Cucù", r"^cardavia::cucu::|^cardavia::\w*[Cc]ucu"),
    ("core (cards, PRNG, codec, records, scenario)", r"^cardavia::"),
    ("libc++ / libc++abi", r"^std::|^__cxa|^__cxxabiv1|^operator (new|delete)|^__gxx|^__dynamic_cast|"
                           r"^typeinfo|^vtable|^__cxx|^void std::|^\w[\w:<>, *&]* std::"),
    ("cardavia (lambdas, templates)", r"cardavia::"),
]
OTHER_C = "libc, emmalloc, compiler-rt (other C)"


def leb(buf, i):
    result = shift = 0
    while True:
        b = buf[i]
        i += 1
        result |= (b & 0x7F) << shift
        shift += 7
        if b < 0x80:
            return result, i


def sections(buf):
    assert buf[:4] == b"\0asm", "not a wasm file"
    i = 8
    while i < len(buf):
        sid = buf[i]
        size, j = leb(buf, i + 1)
        yield sid, j, j + size, i
        i = j + size


def function_bodies(buf, start):
    count, i = leb(buf, start)
    for _ in range(count):
        size, j = leb(buf, i)
        yield buf[j:j + size]
        i = j + size


def imported_functions(buf, start):
    count, i = leb(buf, start)
    n = 0
    for _ in range(count):
        for _ in range(2):  # module, field
            ln, i = leb(buf, i)
            i += ln
        kind = buf[i]
        i += 1
        if kind == 0:      # function: type index
            _, i = leb(buf, i)
            n += 1
        elif kind == 1:    # table: reftype, limits
            i += 1
            flags, i = leb(buf, i)
            _, i = leb(buf, i)
            if flags & 1:
                _, i = leb(buf, i)
        elif kind == 2:    # memory: limits
            flags, i = leb(buf, i)
            _, i = leb(buf, i)
            if flags & 1:
                _, i = leb(buf, i)
        elif kind == 3:    # global: type, mutability
            i += 2
        else:
            raise ValueError(f"import kind {kind}")
    return n


def data_segments(buf, start):
    count, i = leb(buf, start)
    out = []
    for _ in range(count):
        flags, i = leb(buf, i)
        if flags == 0 or flags == 2:
            if flags == 2:
                _, i = leb(buf, i)
            op = buf[i]  # the offset: i32.const N or global.get G, then `end`
            assert op in (0x41, 0x23), f"offset opcode {op:#x}"
            offset, i = leb(buf, i + 1)
            assert buf[i] == 0x0B
            i += 1
        else:
            offset = None  # a passive segment: no place in memory of its own
        size, i = leb(buf, i)
        out.append((offset if op == 0x41 else None, buf[i:i + size]))
        i += size
    return out


def gz(data):
    # GNU gzip -9, as scripts/size-report.sh measures (zlib's level 9 differs by a percent).
    return len(subprocess.run(["gzip", "-9", "-c"], input=bytes(data), capture_output=True,
                              check=True).stdout)


def main():
    args = [a for a in sys.argv[1:]]
    top = None
    if "--top" in args:
        k = args.index("--top")
        top = int(args[k + 1])
        del args[k:k + 2]
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    build = args[0] if args else os.path.join(root, "build", "web")
    wasm_path = os.path.join(build, "web", "cardavia.wasm")
    map_path = os.path.join(build, "web", "cardavia.js.symbols")
    gen = os.path.join(build, "app", "generated")
    buf = open(wasm_path, "rb").read()
    names = {}
    with open(map_path, encoding="utf-8", errors="replace") as f:
        for line in f:
            idx, _, name = line.rstrip("\n").partition(":")
            names[int(idx)] = name

    n_imports = 0
    bodies = []
    data = []
    other = bytearray()
    for sid, s, e, header in sections(buf):
        if sid == 2:
            n_imports = imported_functions(buf, s)
        if sid == 10:
            bodies = list(function_bodies(buf, s))
            other += buf[header:s]
        elif sid == 11:
            data = data_segments(buf, s)
            other += buf[header:s]
        else:
            other += buf[header:e]

    mangled = [names.get(n_imports + k, f"func{n_imports + k}") for k in range(len(bodies))]
    # The map's names are demangled already, with \xx escapes for what wasm names may not hold.
    demangled = [re.sub(r"\\([0-9a-f]{2})", lambda m: chr(int(m.group(1), 16)), n) for n in mangled]
    demangled = subprocess.run(["c++filt"], input="\n".join(demangled), capture_output=True,
                               text=True, check=True).stdout.split("\n")
    compiled = [(c, re.compile(p)) for c, p in COMPONENTS]
    parts = {}
    biggest = {}

    def add(component, blob, label=None):
        parts.setdefault(component, bytearray()).extend(blob)
        if label is not None:
            lst = biggest.setdefault(component, [])
            lst.append((len(blob), label))

    for body, name in zip(bodies, demangled):
        for component, rx in compiled:
            if rx.search(name):
                break
        else:
            component = OTHER_C
        add(component, body, name)

    # The data: fonts, then the text, then the rest. The segments are laid out at their offsets
    # (wasm-opt's memory packing cuts the runs of zeros out of them, and a TTF has many): `taken`
    # marks what is in a segment, so the zeros between them are found but not counted.
    placed = [(o, d) for o, d in data if o is not None]
    base = min((o for o, _ in placed), default=0)
    blob = bytearray(max((o + len(d) for o, d in placed), default=0) - base)
    gap = bytearray(b"\1" * len(blob))  # 1: between segments (zeros cut out of the file)
    taken = bytearray(len(blob))         # 1: counted in a component already
    for o, d in placed:
        blob[o - base:o - base + len(d)] = d
        gap[o - base:o - base + len(d)] = b"\0" * len(d)
    for o, d in data:
        if o is None:
            add("other data (constants, vtables, strings)", d)

    def take(needle, component, label):
        k = bytes(blob).find(needle)
        if k < 0 or any(taken[k:k + len(needle)]):
            return False
        taken[k:k + len(needle)] = b"\1" * len(needle)
        add(component, bytes(b for b, g in zip(needle, gap[k:k + len(needle)]) if not g), label)
        return True

    if os.path.isdir(gen):
        for fn in sorted(os.listdir(gen)):
            if fn.endswith(".subset.ttf"):
                take(open(os.path.join(gen, fn), "rb").read(), "fonts (embedded TTFs)", fn)
    en = os.path.join(root, "assets", "i18n", "en.json")
    if os.path.exists(en):
        table = json.load(open(en, encoding="utf-8"))
        texts = []
        for key, value in table.items():
            texts.append(key)
            if isinstance(value, str):
                texts.append(value)
            else:
                texts += [v for v in value.values() if isinstance(v, str)]
        for t in sorted(set(texts), key=len, reverse=True):
            take(t.encode("utf-8") + b"\0", "words (the English table, keys and texts)", None)
    add("other data (constants, vtables, strings)", bytes(b for b, t, g in zip(blob, taken, gap) if not t and not g))
    add("other sections (types, imports, exports, names of exports, table)", other)

    total_gz = gz(buf)
    alone = {c: gz(b) for c, b in parts.items()}
    sum_alone = sum(alone.values())
    rows = sorted(parts, key=lambda c: -alone[c])
    print(f"`cardavia.wasm`: {len(buf):,} bytes, {total_gz:,} gzip -9; "
          f"{len(bodies):,} functions, {n_imports} imported")
    print()
    print("| component | raw bytes | gzip -9 alone | share of the wasm's gzip |")
    print("|---|---:|---:|---:|")
    for c in rows[:top] if top else rows:
        share = round(total_gz * alone[c] / sum_alone)
        print(f"| {c} | {len(parts[c]):,} | {alone[c]:,} | {share:,} |")
    if not top:
        print()
        print("Largest functions of each component (raw bytes):")
        for c in rows:
            if c in biggest:
                lst = sorted((x for x in biggest[c] if x[1]), reverse=True)[:5]
                if lst:
                    print(f"- {c}: " + "; ".join(f"{n:,} {lbl[:90]}" for n, lbl in lst))


if __name__ == "__main__":
    main()
