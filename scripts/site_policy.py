"""Cardavia — the site's Content-Security-Policy per kind of page, from web/policy.json.

    policy(kind)              the policy of a page of that kind ("table", "rules", "example"), as
                              its response header carries it
    policy(kind, meta=True)   the same for its <meta http-equiv> (without frame-ancestors, which
                              browsers ignore in a meta tag and warn about)
    headers()                 the other security headers every response carries

Used by scripts/build_pages.py (the rules pages' meta tag) and scripts/build_headers.py (the
checks of the other pages' meta tags, the deploy headers). docs/web.md, "Security headers".
"""
import json
from pathlib import Path

SOURCE = Path(__file__).resolve().parent.parent / "web" / "policy.json"
META_LEFT_OUT = {"frame-ancestors"}


def _source():
    return json.loads(SOURCE.read_text(encoding="utf-8"))


def kinds():
    return [k for k in _source()["kinds"]]


def policy(kind, meta=False):
    source = _source()
    directives = dict(source["common"])
    for name, value in source["kinds"][kind].items():
        if name != "about":
            directives[name] = value
    return "; ".join(f"{name} {value}" for name, value in directives.items()
                     if not (meta and name in META_LEFT_OUT))


def headers():
    return dict(_source()["headers"])
