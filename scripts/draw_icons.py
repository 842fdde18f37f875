#!/usr/bin/python3
"""Cardavia — the app's icons, drawn at build time: two cards fanned on the felt.

    draw_icons.py OUT_DIR        (the web build passes build/web/site/icons)

Writes OUT_DIR/icon-192.png and icon-512.png (a rounded felt square, for "any" use) and
icon-maskable-512.png (the felt to every edge, the cards inside the middle 80 %: the circle a
launcher may cut the icon to). The colours are the table's tokens (app/palette.cpp): felt, card
back with its gold line, paper, the hearts' red. Each icon is drawn at 4x and scaled down, so the
edges are smooth. Debian's python3-pil does the drawing (scripts/setup.sh installs it for
/usr/bin/python3). The same sources give the same PNG bytes, so the site's build hash
(scripts/build_offline.py) only changes when the drawing does.
"""
import math
import sys
from pathlib import Path

try:
    from PIL import Image, ImageDraw
except ImportError as missing:  # pragma: no cover - a set-up problem, said in words
    sys.exit(f"draw_icons.py: {missing}; run scripts/setup.sh (python3-pil for /usr/bin/python3)")

SUPERSAMPLE = 4


def rgb(r, g, b):
    """A token of app/palette.cpp (floats 0–1) as 8-bit RGB."""
    return tuple(round(v * 255) for v in (r, g, b))


FELT = rgb(0.075, 0.325, 0.204)
FELT_EDGE = rgb(0.020, 0.125, 0.078)
FELT_LIGHT = rgb(0.110, 0.400, 0.255)
PAPER = rgb(0.984, 0.965, 0.918)
RED = rgb(0.784, 0.118, 0.157)
BACK = rgb(0.478, 0.090, 0.125)
BACK_LINE = rgb(0.918, 0.765, 0.478)
SHADOW = (0, 0, 0, 90)
CARD_ASPECT = 1.4  # height / width, as the table's cards (app/card_renderer.h)


def felt(size):
    """The felt: lamp-lit in the middle, darker to the edges (a radial blend of three tokens)."""
    image = Image.new("RGB", (size, size))
    pixels = image.load()
    centre = size / 2
    for y in range(size):
        for x in range(size):
            d = min(1.0, math.hypot(x - centre, y - centre * 0.9) / (size * 0.72))
            a, b, t = (FELT_LIGHT, FELT, d / 0.5) if d < 0.5 else (FELT, FELT_EDGE, (d - 0.5) / 0.5)
            pixels[x, y] = tuple(round(a[i] + (b[i] - a[i]) * t) for i in range(3))
    return image


def heart(draw, cx, cy, scale, fill):
    """The classic heart curve, `scale` px per unit (the curve spans about 34 × 31 units)."""
    points = []
    for i in range(240):
        t = 2 * math.pi * i / 240
        x = 16 * math.sin(t) ** 3
        y = 13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t)
        points.append((cx + x * scale, cy - y * scale))
    draw.polygon(points, fill=fill)


def card_layer(size, w, face_up):
    """One card, upright in the middle of a transparent layer of `size`, with a soft shadow."""
    layer = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    draw = ImageDraw.Draw(layer)
    h = w * CARD_ASPECT
    x0, y0 = (size - w) / 2, (size - h) / 2
    r = w * 0.1
    off = w * 0.035
    draw.rounded_rectangle((x0 + off, y0 + off * 1.6, x0 + w + off, y0 + h + off * 1.6), r, fill=SHADOW)
    if face_up:
        draw.rounded_rectangle((x0, y0, x0 + w, y0 + h), r, fill=PAPER)
        heart(draw, size / 2, size / 2 + h * 0.02, w * 0.021, RED)
        # The corner index: a small heart at the top left and, turned, at the bottom right.
        heart(draw, x0 + w * 0.16, y0 + h * 0.12, w * 0.0052, RED)
        heart(draw, x0 + w * 0.84, y0 + h * 0.88, w * 0.0052, RED)
    else:
        draw.rounded_rectangle((x0, y0, x0 + w, y0 + h), r, fill=BACK)
        inset = w * 0.08
        draw.rounded_rectangle((x0 + inset, y0 + inset, x0 + w - inset, y0 + h - inset), r * 0.6,
                               outline=BACK_LINE, width=max(1, round(w * 0.025)))
        # A lattice of thin gold diagonals inside the line, as on the table's backs.
        step = w * 0.14
        clip = Image.new("L", (size, size), 0)
        ImageDraw.Draw(clip).rounded_rectangle(
            (x0 + inset * 1.8, y0 + inset * 1.8, x0 + w - inset * 1.8, y0 + h - inset * 1.8), r * 0.4, fill=255)
        lattice = Image.new("RGBA", (size, size), (0, 0, 0, 0))
        ld = ImageDraw.Draw(lattice)
        line = max(1, round(w * 0.012))
        k = -h
        while k < w + h:
            ld.line((x0 + k, y0, x0 + k + h, y0 + h), fill=BACK_LINE + (150,), width=line)
            ld.line((x0 + k + h, y0, x0 + k, y0 + h), fill=BACK_LINE + (150,), width=line)
            k += step
        layer.paste(lattice, (0, 0), Image.composite(lattice, Image.new("RGBA", (size, size)), clip))
    return layer


def fan(size, content):
    """The two cards fanned, filling `content` (a share of `size`) of the icon's width."""
    layer = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    w = size * content * 0.5
    for angle, dx, face_up in ((14, -0.13, False), (-10, 0.1, True)):
        card = card_layer(size, w, face_up).rotate(angle, resample=Image.BICUBIC, center=(size / 2, size * 0.56))
        layer.alpha_composite(card, (round(dx * size * content), round(-0.02 * size)))
    return layer


def icon(px, maskable):
    size = px * SUPERSAMPLE
    # The felt is smooth: drawn at the icon's size, then enlarged.
    image = felt(px).resize((size, size), Image.BICUBIC).convert("RGBA")
    image.alpha_composite(fan(size, 0.62 if maskable else 0.8))
    if not maskable:  # the "any" icon: a rounded square, transparent corners
        mask = Image.new("L", (size, size), 0)
        ImageDraw.Draw(mask).rounded_rectangle((0, 0, size - 1, size - 1), size * 0.22, fill=255)
        image.putalpha(mask)
    return image.resize((px, px), Image.LANCZOS)


def main(argv):
    if len(argv) != 2:
        sys.exit("usage: draw_icons.py OUT_DIR")
    out = Path(argv[1])
    out.mkdir(parents=True, exist_ok=True)
    for name, px, maskable in (("icon-maskable-512.png", 512, True), ("icon-512.png", 512, False),
                               ("icon-192.png", 192, False)):
        palette(icon(px, maskable)).save(out / name, optimize=True)


# A 4×4 ordered-dither (Bayer) matrix: 0..15 spread evenly over every 4×4 block.
BAYER = ((0, 8, 2, 10), (12, 4, 14, 6), (3, 11, 1, 9), (15, 7, 13, 5))


def palette(image, amplitude=4):
    """The icon as a 256-colour palette PNG: a fifth of the bytes of the RGBA one (icon-512.png
    95,555 → 19,151; docs/size.md). Pillow's octree alone leaves rings on the felt's smooth
    gradient; a fixed ±2-level Bayer pattern added first breaks them up (the eye sees an even
    felt). Deterministic: the same drawing gives the same bytes (scripts/build_offline.py)."""
    image = image.copy()
    pixels = image.load()
    w, h = image.size
    offsets = [[round((v / 15 - 0.5) * amplitude) for v in row] for row in BAYER]
    for y in range(h):
        row = offsets[y % 4]
        for x in range(w):
            r, g, b, a = pixels[x, y]
            o = row[x % 4]
            pixels[x, y] = (min(255, max(0, r + o)), min(255, max(0, g + o)), min(255, max(0, b + o)), a)
    return image.quantize(colors=256, method=Image.FASTOCTREE, dither=Image.FLOYDSTEINBERG)


if __name__ == "__main__":
    main(sys.argv)
