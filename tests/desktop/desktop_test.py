#!/usr/bin/env python3
"""Cardavia — the desktop window, as a person meets it: under an X display (CTest runs this with
xvfb-run), cardavia-desktop starts and draws the start screen; Cabo is picked, a match set up and
started, and its first round played to its end — every press a real X click (xdotool) at the
centre of the target the table reports; then the idle table draws nothing, closing the window keeps
the match, and the next start offers it back. Without a display it says so and stops.

  desktop_test.py BINARY ARTIFACTS_DIR

Each press waits until the report (--report: the table's report after every frame drawn, with the
frame count and the frame that handed ImGui the last release) shows the frame after the release:
that frame ran the tap's intent, so the report read then shows what the tap did.
"""
import json
import os
import signal
import subprocess
import sys
import tempfile
import time

BINARY, ARTIFACTS = sys.argv[1], sys.argv[2]
WORK = tempfile.mkdtemp(prefix="cardavia-desktop-")
CONFIG = os.path.join(WORK, "config")
REPORT = os.path.join(WORK, "report.json")
os.makedirs(ARTIFACTS, exist_ok=True)


def fail(why):
    print("FAIL:", why, file=sys.stderr)
    sys.exit(1)


def report():
    """The last report the window wrote ({} before the first frame)."""
    try:
        with open(REPORT, encoding="utf-8") as f:
            return json.load(f)
    except (OSError, ValueError):
        return {}


def wait_until(what, test, seconds=30):
    until = time.time() + seconds
    while time.time() < until:
        r = report()
        if r and test(r):
            return r
        time.sleep(0.03)
    fail(f"{what}: not within {seconds} s; last report: {json.dumps(report())[:1500]}")


def find(r, target_id):
    return next((t for t in r["table"]["targets"] if t["id"] == target_id), None)


def xdotool(*args):
    return subprocess.run(["xdotool", *args], check=True, capture_output=True, text=True).stdout


def window_origin():
    """The window's top-left corner on the screen (the report's boxes are in window points)."""
    wid = xdotool("search", "--sync", "--onlyvisible", "--name", "^Cardavia$").split()[0]
    geometry = dict(line.split("=") for line in xdotool("getwindowgeometry", "--shell", wid).split())
    return int(geometry["X"]), int(geometry["Y"])


def press(origin, target):
    """A real click at the target's centre; waits for the frame after the one with the release."""
    released_at = report()["releaseFrame"]
    x = origin[0] + int(target["x"])  # the report gives each target's centre and size
    y = origin[1] + int(target["y"])
    xdotool("mousemove", "--sync", str(x), str(y), "click", "1")
    wait_until(f"the press on {target['id']} handed over",
               lambda r: r["releaseFrame"] > released_at and r["frames"] >= r["releaseFrame"] + 1)


def tap(origin, target_id):
    r = wait_until(f"{target_id} offered", lambda r: find(r, target_id) is not None)
    press(origin, find(r, target_id))


def shot(name):
    path = os.path.join(ARTIFACTS, f"desktop-{name}.png")
    subprocess.run(["import", "-window", "root", path], check=True)
    return path


def start(*extra):
    return subprocess.Popen([BINARY, "--config", CONFIG, "--report", REPORT, "--size", "1280x800", *extra],
                            stderr=subprocess.PIPE, text=True)


def close(window):
    """The desktop's quit (SIGINT reaches SDL as a quit, as the close button does)."""
    window.send_signal(signal.SIGINT)
    try:
        code = window.wait(timeout=10)
    except subprocess.TimeoutExpired:
        window.kill()
        fail("the window did not close on a quit")
    if code != 0:
        fail(f"the window closed with {code}: {window.stderr.read()}")


# ---- 1. Without a display: a clear message, no window ---------------------------------------------
env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
lonely = subprocess.run([BINARY, "--config", CONFIG], env=env, capture_output=True, text=True, timeout=30)
if lonely.returncode != 1 or "no display" not in lonely.stderr:
    fail(f"without a display: exit {lonely.returncode}, said {lonely.stderr!r}")

# ---- 2. The start screen, Cabo's sheet, a match started by clicks ---------------------------------
window = start()
first = wait_until("the start screen", lambda r: r["table"]["screen"] == "start")
origin = window_origin()
shot("start-1280x800")
tap(origin, "tile:cabo")
wait_until("Cabo's new-match sheet", lambda r: r["table"]["screen"] == "setup")
for target_id in ("setup:players:3", "setup:level:normal", "setup:speed:instant"):
    tap(origin, target_id)
tap(origin, "setup:start")
wait_until("the match started", lambda r: r["table"]["screen"] == "play")

# ---- 3. The first round, to its end: look at two cards, then call Cabo (or draw and discard) -----
looked = set()
for step in range(400):
    r = report()
    table = r["table"]
    if table["screen"] in ("reveal", "over"):
        break
    choice = None
    if table["prompt"].startswith("Choose"):
        choice = next((t for t in table["targets"] if t["id"].startswith("own:") and t["id"] not in looked), None)
        if choice:
            looked.add(choice["id"])
    else:
        choice = find(r, "btn:cabo") or find(r, "btn:draw") or find(r, "btn:discard")
    if step == 3:
        shot("play-1280x800")
    if choice:
        press(origin, choice)
    else:
        time.sleep(0.05)  # a computer's turn
else:
    fail("no round end in 400 steps")
end = wait_until("the round end's buttons",
                 lambda r: any(t["id"] in ("btn:next_round", "btn:result") for t in r["table"]["targets"]))
if not end["table"]["log"]:
    fail("the round's log is empty")
time.sleep(0.3)
shot("round-end-1280x800")

# ---- 4. Idle: nothing moves, nothing is drawn ------------------------------------------------------
time.sleep(0.5)
before = report()["frames"]
time.sleep(1.5)
if report()["frames"] != before:
    fail(f"the idle table drew {report()['frames'] - before} frames in 1.5 s")

# ---- 5. Closed and opened again: the match is kept and offered back -------------------------------
close(window)
slot = os.path.join(CONFIG, "saves", "cabo.json")
if not os.path.exists(slot):
    fail(f"no autosave in {slot}: {os.listdir(CONFIG) if os.path.isdir(CONFIG) else 'no folder'}")
with open(slot, encoding="utf-8") as f:
    saved = json.load(f)
if saved.get("game") != "cabo":
    fail(f"the autosave is not Cabo's: {str(saved)[:300]}")
window = start()
again = wait_until("the start screen again", lambda r: r["table"]["screen"] == "start")
labels = " ".join(t["label"] for t in again["table"]["targets"])
if "Continue" not in labels and "continue" not in labels:
    fail(f"the kept match is not offered: {labels}")
close(window)
print("desktop: start screen, a Cabo round by clicks, idle, kept and offered back — screenshots in", ARTIFACTS)
