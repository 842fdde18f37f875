#!/usr/bin/env python3
"""Seed corpus for a notation fuzz target (fuzz/notation_fuzz.cpp): the notation in every scenario
file of one game — each action of tests/scenarios/<game>/*.json (the "<seat> " prefix dropped) and
each legal action listed in their .expected.json results — one file per distinct text.

    python3 fuzz/make_notation_corpus.py GAME OUT_DIR
"""
import hashlib
import json
import pathlib
import sys


def main() -> int:
    game, out = sys.argv[1], pathlib.Path(sys.argv[2])
    root = pathlib.Path(__file__).resolve().parent.parent
    texts = set()
    for path in sorted((root / "tests" / "scenarios").rglob("*.json")):
        if path.name.endswith(".expected.json"):
            continue
        try:
            scenario = json.loads(path.read_text(encoding="utf-8"))
        except ValueError:
            continue  # the broken-JSON scenarios: no actions to take
        if not isinstance(scenario, dict) or scenario.get("game") != game:
            continue
        for action in scenario.get("actions", []):
            if isinstance(action, str):
                texts.add(action.split(" ", 1)[1] if " " in action else action)
        expected = path.with_name(path.name[: -len(".json")] + ".expected.json")
        try:
            result = json.loads(expected.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue
        if isinstance(result, dict):
            texts.update(a for a in result.get("legal", []) if isinstance(a, str))
    out.mkdir(parents=True, exist_ok=True)
    for text in sorted(texts):
        data = text.encode("utf-8")
        (out / hashlib.sha1(data).hexdigest()).write_bytes(data)
    print(f"{game}: {len(texts)} notation seeds in {out}")
    return 0 if texts else 1


if __name__ == "__main__":
    sys.exit(main())
