// What every browser test shares: the built site served on a free loopback port, Debian's Chromium
// launched through playwright-core with the flags TOOLCHAIN.md found necessary, and the table's
// tap helpers. (Not a *.test.mjs file: `node --test tests/web/` does not run it on its own.)
import assert from 'node:assert/strict';
import { mkdirSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startServer } from '../../scripts/static-server.mjs';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const site = process.env.CARDAVIA_SITE || join(root, 'build/web/site');
export const artifacts = join(root, 'build/test-artifacts');
export const CHROMIUM_ARGS = [
  '--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--disable-quic',
  '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

// The device pixel ratio a test gives a window `width` CSS px wide: 2 for a phone, 1 for a desktop
// (1024 and wider). Most desktop screens are 1, and the tests' renderer is software (SwiftShader):
// a table frame costs ~35 ns of CPU a pixel there, so 1280×800 at 2 (4.1 M pixels, ~250 ms a frame
// on these machines) made the desktop runs the slowest of the suite for no more coverage.
// browser.test.mjs still draws the table at 1280×800 at ratio 2.
export const pixelRatioFor = (width) => (width >= 1024 ? 1 : 2);

// The ratio for a test that plays a match through, at any size: 1. The table lays out in CSS
// pixels (web/main.cpp), so the ratio changes only how sharp the drawing is, not where a target
// is or what a tap does, while a frame at 390×844×2 costs the software renderer about four times
// one at ratio 1 (~100 ms of CPU): the whole-match tests were the suite's longest. The look at 2
// and 3 stays covered: browser.test.mjs, layout_shots.mjs, language_shots.mjs, the finger tests.
export const MATCH_PIXEL_RATIO = 1;

// Launches Debian's Chromium headless with the flags above plus `extraArgs`.
export function launchChromium(extraArgs = []) {
  return chromium.launch({
    executablePath: process.env.CARDAVIA_CHROMIUM || '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, ...extraArgs],
    headless: true,
  });
}

// For a test file's before(): serves the site and launches the browser.
export async function startSiteAndBrowser() {
  assert.ok(existsSync(join(site, 'index.html')), `missing ${site}/index.html: build the web target first`);
  mkdirSync(artifacts, { recursive: true });
  const { server, url } = await startServer(site, 0);
  const browser = await launchChromium();
  return { server, url, browser };
}

// For a test file's after().
export async function stopSiteAndBrowser({ server, browser }) {
  await browser?.close();
  await new Promise((ok) => (server ? server.close(ok) : ok()));
}

// Records what a page reports going wrong, into the returned list: console errors, uncaught
// errors, and every breach of the page's Content-Security-Policy (the `securitypolicyviolation`
// event, turned into a console error before the page's own scripts run, and Chromium's own
// "Content Security Policy" console messages). Call before page.goto(); tests end with
// assert.deepEqual(problems, []).
export async function watch(page) {
  const problems = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || /content.security.policy/i.test(msg.text())) {
      problems.push(`console ${msg.type()}: ${msg.text()}`);
    }
  });
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || 'inline'}`);
    });
  });
  return problems;
}

// The table's report to tests (web/table_page.cpp), and the frame counter (web/page.cpp).
export const table = (page) => page.evaluate(() => window.cardavia?.table ?? null);
export const frames = (page) => page.evaluate(() => window.cardavia.frames);

// Presses and releases the mouse at a target, then waits until the report is of a frame that has
// seen the tap. The page notes the frame counter when the release is dispatched (a capturing
// listener), and the table tells the frame that handed ImGui the pointer's last release
// (`window.cardavia.releaseFrame`, web/main.cpp: frontend/pointer.h hands ImGui one pointer state a
// frame — a move, the press, the release — and the button fires on the release); the frame after
// that one runs the tap's intent and reports the table as the tap left it (the counter and the
// report are written in the same frame). Counting frames from the release instead raced: when the
// move, the press and the release all came between two frames (WebKit under load) the report read
// was one frame early, still offering the target just tapped. A caller still waits for the outcome
// it expects when it can (waitUntil, tapUntil). `frame`: a table in an iframe of `page` (a rules
// page's frames): its report and counter are read there, the mouse moved by the frame's place.
export async function press(page, target, frame = page.mainFrame()) {
  let ox = 0, oy = 0;
  if (frame !== page.mainFrame()) ({ x: ox, y: oy } = await (await frame.frameElement()).boundingBox());
  await frame.evaluate(() => {
    const c = window.cardavia;
    c.releasedAtFrame = null;
    if (!c.watchesRelease) {
      c.watchesRelease = true;
      window.addEventListener('mouseup', () => { c.releasedAtFrame = c.frames; }, true);
    }
  });
  await page.mouse.move(ox + target.x, oy + target.y);
  await page.mouse.down();
  await page.waitForTimeout(40);
  await page.mouse.up();
  const released = await frame.evaluate(() => window.cardavia.releasedAtFrame ?? window.cardavia.frames);
  await frame.waitForFunction((n) => {
    const c = window.cardavia;
    return c.releaseFrame > n && c.frames >= c.releaseFrame + 1;
  }, released, { timeout: 15_000 }).catch(() => {});
}

// Waits until one of `ids` is an enabled target; returns the report and the target.
export async function waitFor(page, ids, timeout = 20_000) {
  const end = Date.now() + timeout;
  for (;;) {
    const t = await table(page);
    const found = t?.targets.find((x) => ids.includes(x.id));
    if (found) return { t, target: found };
    if (Date.now() > end) throw new Error(`none of ${ids} appeared; table: ${JSON.stringify(t)}`);
    await page.waitForTimeout(30);
  }
}

// Waits for the target `id` (up to `timeout` ms), then taps it as a person would.
export async function tapTarget(page, id, timeout = 20_000) {
  const { target } = await waitFor(page, [id], timeout);
  await press(page, target);
}

// Taps the target `id`, then waits until the report passes `check` (the tap's outcome); returns
// the report. For a loop that taps again from what the report says: never from a stale one.
export async function tapUntil(page, id, what, check, timeout = 20_000) {
  await tapTarget(page, id, timeout);
  return waitUntil(page, what, check, timeout);
}

// Keeps, in the page, every face the table's reports showed (`window.cardavia.facesSeen`), so a
// card shown face up for a moment is seen even when the machine is slow: under load a frame can
// take half a second, and a card looked at at instant speed stays up only 1.5 s (two or three
// frames), which a test polling the latest report may miss. Call after the init script that
// creates `window.cardavia`; `forgetFaces` empties the list.
export async function trackFaces(page) {
  await page.addInitScript(() => {
    const c = window.cardavia;
    let last = null;
    c.facesSeen = [];
    Object.defineProperty(c, 'table', {
      configurable: true,
      get: () => last,
      set: (report) => {
        last = report;
        for (const face of report?.faces ?? []) if (!c.facesSeen.includes(face)) c.facesSeen.push(face);
      },
    });
  });
}
export const forgetFaces = (page) => page.evaluate(() => { window.cardavia.facesSeen = []; });

// Waits until every face of `ids` has been shown since the last forgetFaces().
export async function waitSeen(page, what, ids, timeout = 10_000) {
  const end = Date.now() + timeout;
  for (;;) {
    const seen = await page.evaluate(() => window.cardavia?.facesSeen ?? []);
    if (ids.every((id) => seen.includes(id))) return seen;
    if (Date.now() > end) throw new Error(`${what} never happened; faces seen: ${JSON.stringify(seen)}`);
    await page.waitForTimeout(30);
  }
}

// Waits until the table's report passes `check`; returns the report. `what` names it in the error.
export async function waitUntil(page, what, check, timeout = 10_000) {
  const end = Date.now() + timeout;
  for (;;) {
    const t = await table(page);
    if (t && check(t)) return t;
    if (Date.now() > end) throw new Error(`${what} never happened; table: ${JSON.stringify(t)}`);
    await page.waitForTimeout(30);
  }
}

// The page's element over one of the table's controls (web/page/controls.js: a real <button> or
// <input> laid over what the table drew), by the control's id ("setup:seed", "share").
export const control = (page, id) => page.locator(`#controls [data-id="${id}"]`);

// Types `text` into the page's input over the table's field `id`, as a person would: a tap on
// it (the phone's keyboard opens), then the keys.
export async function typeInto(page, id, text) {
  await control(page, id).click();
  await page.keyboard.type(text, { delay: 40 });
  await page.waitForTimeout(60);
}

// Waits until the table stops redrawing and waits on no timer (nothing moves, no banner, no
// computer thinking or pausing: an idle table draws nothing), polling the frame counter `tries`
// times at most (every 120 ms; after that it returns anyway: the picture shows what moves).
export async function settle(page, tries = 100) {
  let last = -1;
  for (let i = 0; i < tries; ++i) {
    // A table waiting on a timer (a banner, a computer's pause, the pause before a round's end)
    // draws no frame until it runs out (MatchTable::wake_at): not settled yet.
    const [n, waiting] = await page.evaluate(() => [window.cardavia.frames, window.cardavia.waiting]);
    if (n === last && !waiting) return;
    last = n;
    await page.waitForTimeout(120);
  }
}

// Cabo: ends the round in progress as fast as the human can — calls Cabo when it may; when a
// computer called first, draws and discards — and returns the round end's report.
export async function callCaboToRoundEnd(page, timeout = 120_000) {
  let t = await table(page);
  for (let step = 0; step < 300 && t.screen !== 'reveal'; ++step) {
    const has = (id) => t.targets.find((x) => x.id === id);
    if (has('btn:cabo')) await press(page, has('btn:cabo'));
    else if (has('btn:draw')) await press(page, has('btn:draw'));
    else if (has('btn:discard')) await press(page, has('btn:discard'));
    else await page.waitForTimeout(40);
    t = await table(page);
  }
  return waitUntil(page, 'the round end', (x) => x.screen === 'reveal', timeout);
}

// Waits for the target `id`, scrolling a sheet's rows with the mouse wheel (over the middle of
// the page) when it lies under their fold, as a player would; returns what waitFor returns.
export async function scrollTo(page, id, timeout = 20_000) {
  const end = Date.now() + timeout;
  for (;;) {
    try {
      return await waitFor(page, [id], 1_000);
    } catch (e) {
      if (Date.now() > end) throw e;
    }
    const { width, height } = page.viewportSize();
    await page.mouse.move(width / 2, height / 2);
    await page.mouse.wheel(0, 120);
    await page.waitForTimeout(100);
  }
}

// Keeps every line the live region (#table-live) was given, in the page's `window.saidLines` (the
// region itself keeps only its last ones). Call before the page's first navigation.
export async function recordSpeech(page) {
  await page.addInitScript(() => {
    window.saidLines = [];
    new MutationObserver((changes) => {
      for (const change of changes) {
        for (const node of change.addedNodes) {
          if (node.parentElement?.id === 'table-live') window.saidLines.push(node.textContent);
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}
