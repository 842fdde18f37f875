// The table as a finger meets it (issue 24), in Debian's Chromium: for each game, in English and in
// the longest language (French), at every size of FINGER_SIZES and embedded in an iframe at
// EMBED_SIZES, on every screen a person reaches — the chooser (start), today's deals (daily) and
// the statistics (stats) once per language (SHELL_GAME), the new-match sheet (setup), the question
// before a new match replaces a saved one (ask), the table (play), the ☰ menu (menu), the language
// picker (language), and from a finished match's record the replay viewer (replay), its list of
// moves on a phone, a round's end (reveal) and the match's end (over), and on a wide screen the
// table with its log folded away (btn:log_fold, btn:log_unfold) — every reported target and every
// page control over the canvas is checked as a finger would meet it:
//   - its centre is itself: `document.elementFromPoint` is the canvas for a target (so no page
//     control, note or mark covers it), the element itself for a control;
//   - it lies inside the viewport, is at least 44×44 CSS px, overlaps no other and keeps 4 px
//     from each (a finger aimed at one never lands on its neighbour);
// and at every size Start, tapped with the mouse at its reported place, starts a match.
// One page per game and language; the sizes are swept by resizing it on each screen (the table
// lays out again in the next frame), at instant speed. Every problem is collected and the test
// fails with the list, so one run says every case that breaks.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { artifacts, root, startSiteAndBrowser, stopSiteAndBrowser, watch } from './browser_harness.mjs';

export const FINGER_SIZES = [
  [320, 568], [360, 640], [375, 667], [390, 844], [412, 915], [568, 320], [667, 375], [844, 390],
  [768, 1024], [1024, 768], [1280, 800], [1920, 1080],
];
export const EMBED_SIZES = [[800, 500], [400, 600]];
const MIN = 44;   // the least side of a target, CSS px
const GAP = 4;    // the least room between two targets
const LANGS = ['en', 'fr'];  // English and the longest (assets/i18n/fr.json has the most text)
// The chooser, its language picker, today's deals and the statistics are the same whichever
// game a person then picks: swept in this game's test only (once per language), the others go
// from the chooser straight to their tile.
const SHELL_GAME = 'cabo';
// A finished match of each game: opened (Module.tableLoad), it is the replay viewer.
const RECORDS = {
  cabo: 'tests/saves/cabo_3p_hard_five_rounds.json',
  chkobba: 'tests/saves/chkobba_2p_normal.json',
  cucu: 'tests/saves/cucu_4p_hard.json',
};

let ctx;
before(async () => { ctx = await startSiteAndBrowser(); });
after(() => stopSiteAndBrowser(ctx ?? {}));

// What a finger meets on the screen drawn now, in `frame` (a page's main frame or an iframe):
// a list of problems in words (empty: none).
function fingerProblems(frame, min, gap) {
  return frame.evaluate(([MIN_, GAP_]) => {
    const t = window.cardavia?.table;
    if (!t) return ['no report'];
    const W = window.innerWidth, H = window.innerHeight;
    const canvas = document.getElementById('canvas');
    const what = (el) => !el ? 'nothing' : el === canvas ? 'the canvas'
      : `${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''}${el.className && typeof el.className === 'string' ? '.' + el.className.split(' ').join('.') : ''}`;
    const boxes = t.targets.map((x) => ({
      id: x.id, x0: x.x - x.w / 2, y0: x.y - x.h / 2, x1: x.x + x.w / 2, y1: x.y + x.h / 2, el: canvas,
    }));
    for (const el of document.querySelectorAll('#controls > *')) {
      const r = el.getBoundingClientRect();
      boxes.push({ id: `control ${el.getAttribute('data-id')}`, x0: r.left, y0: r.top, x1: r.right, y1: r.bottom, el });
    }
    const out = [];
    const r1 = (v) => Math.round(v);
    for (const b of boxes) {
      const cx = (b.x0 + b.x1) / 2, cy = (b.y0 + b.y1) / 2;
      const hit = document.elementFromPoint(cx, cy);
      if (hit !== b.el) out.push(`${b.id}: its centre (${r1(cx)},${r1(cy)}) meets ${what(hit)}`);
      if (b.x0 < -0.5 || b.y0 < -0.5 || b.x1 > W + 0.5 || b.y1 > H + 0.5)
        out.push(`${b.id}: outside the ${W}x${H} viewport (${r1(b.x0)},${r1(b.y0)})-(${r1(b.x1)},${r1(b.y1)})`);
      const w = b.x1 - b.x0, h = b.y1 - b.y0;
      if (w < MIN_ - 0.5 || h < MIN_ - 0.5) out.push(`${b.id}: ${r1(w)}x${r1(h)}, under ${MIN_}x${MIN_}`);
    }
    for (let i = 0; i < boxes.length; ++i) {
      for (let j = i + 1; j < boxes.length; ++j) {
        const a = boxes[i], b = boxes[j];
        const dx = Math.max(a.x0 - b.x1, b.x0 - a.x1), dy = Math.max(a.y0 - b.y1, b.y0 - a.y1);
        const apart = Math.max(dx, dy);
        if (apart < 0) out.push(`${a.id} overlaps ${b.id}`);
        else if (apart < GAP_ - 0.5) out.push(`${a.id} and ${b.id} only ${r1(apart)} px apart`);
      }
    }
    return out;
  }, [min, gap]);
}

// One game in one language: a page (or an iframe in a host page) and what the sweep found.
async function open(game, lang, embedded) {
  const [w, h] = embedded ? [1000, 700] : FINGER_SIZES[0];
  const context = await ctx.browser.newContext({ viewport: { width: w, height: h } });
  const page = await context.newPage();
  const problems = await watch(page);
  await page.addInitScript(() => {
    window.cardavia = Object.assign(window.cardavia || {}, { wantTable: true });
  });
  let frame = page.mainFrame();
  if (embedded) {
    const [fw, fh] = EMBED_SIZES[0];
    // A host page of its own (no policy of the site's), the frame at its corner: an http page of
    // the site's origin (a plain file of it, its content replaced), whose frame has its storage.
    // Under about:blank (an opaque origin), or on another site in this incognito-like context
    // (third-party storage blocked), the table rightly stops at its first move to say it can keep
    // nothing (storage.js) — tests/web/element.test.mjs plays that case; here the targets are swept.
    const host = new URL('sw.js', ctx.url);
    await page.route(new URL('/favicon.ico', host).href, (route) => route.fulfill({ status: 204 }));
    await page.goto(host.href);
    await page.setContent(`<!doctype html><body style="margin:0"><iframe id="t" width="${fw}" height="${fh}" style="border:0;display:block" src="${ctx.url}?embed=1&game=${game}&lang=${lang}&speed=instant"></iframe></body>`);
    const handle = await page.waitForSelector('#t');
    frame = await handle.contentFrame();
  } else {
    await page.goto(`${ctx.url}?lang=${lang}&speed=instant`);
  }
  await frame.waitForFunction(() => (window.cardavia?.frames ?? 0) >= 2, null, { timeout: 60_000 });
  return { context, page, frame, problems };
}

const report = (frame) => frame.evaluate(() => window.cardavia?.table ?? null);

async function until(frame, what, check, timeout = 20_000) {
  const end = Date.now() + timeout;
  for (;;) {
    const t = await report(frame);
    if (t && check(t)) return t;
    if (Date.now() > end) throw new Error(`${what} never happened; screen ${t?.screen}, targets ${t?.targets.map((x) => x.id)}`);
    await frame.waitForTimeout(30);
  }
}

// Acts on a target by id (the path a tap takes), once the frame reports it, and waits until the
// report passes `check`.
async function act(frame, id, what, check) {
  await until(frame, `${id} offered`, (t) => t.targets.some((x) => x.id === id));
  assert.equal(await frame.evaluate((x) => window.Module.tableAct(x), id), true, `${id} refused`);
  return until(frame, what, check);
}

// The menu's rows scroll when they do not fit (a long language, a small frame, the sound's row):
// the wheel over the table, a notch at a time, until `id` is offered (as a person scrolls to it).
async function scrollUntil(session, id) {
  const { page, frame } = session;
  let ox = 0, oy = 0;
  if (frame !== page.mainFrame()) ({ x: ox, y: oy } = await (await frame.frameElement()).boundingBox());
  const [w, h] = await frame.evaluate(() => [window.innerWidth, window.innerHeight]);
  for (let notch = 0; notch < 20; ++notch) {
    if ((await report(frame)).targets.some((x) => x.id === id)) return;
    await page.mouse.move(ox + w / 2, oy + h / 2);
    await page.mouse.wheel(0, 120);
    await page.waitForTimeout(100);
  }
}

// Resizes the viewport (or the iframe) and waits until the table has drawn at the new size.
async function resize(session, [w, h]) {
  const { page, frame } = session;
  if (await frame.evaluate(([fw, fh]) => window.innerWidth === fw && window.innerHeight === fh, [w, h])) return;
  // The frames drawn before the resize: the table draws a few after it, then rests.
  const n = await frame.evaluate(() => window.cardavia.frames);
  if (frame === page.mainFrame()) await page.setViewportSize({ width: w, height: h });
  else await page.evaluate(([fw, fh]) => { const f = document.getElementById('t'); f.style.width = `${fw}px`; f.style.height = `${fh}px`; }, [w, h]);
  await frame.waitForFunction(([fw, fh]) => window.innerWidth === fw && window.innerHeight === fh, [w, h], { timeout: 5_000, polling: 20 });
  await frame.waitForFunction((m) => window.cardavia.frames >= m + 2, n, { timeout: 3_000, polling: 20 }).catch(() => {});
}

// Checks the screen drawn now at every size of `sizes`; `expect` names it (the report's screen).
async function sweep(session, found, name, sizes, expect = name) {
  const t0 = Date.now();
  for (const size of sizes) {
    await resize(session, size);
    const t = await report(session.frame);
    const where = `${session.label} ${size[0]}x${size[1]} ${name}`;
    if (t.screen !== expect) { found.push(`${where}: the screen is ${t.screen}`); continue; }
    for (const p of await fingerProblems(session.frame, MIN, GAP)) found.push(`${where}: ${p}`);
  }
  session.times[name] = (session.times[name] ?? 0) + (Date.now() - t0);
}

// The mouse pressed and released at (x, y) of the frame, a frame or more apart.
async function tapAt(session, x, y) {
  const { page, frame } = session;
  let ox = 0, oy = 0;
  if (frame !== page.mainFrame()) ({ x: ox, y: oy } = await (await frame.frameElement()).boundingBox());
  await page.mouse.move(ox + x, oy + y);
  await page.mouse.down();
  await page.waitForTimeout(40);
  await page.mouse.up();
}

async function fingerSweep(game, lang, embedded) {
  const session = await open(game, lang, embedded);
  session.label = `${game} ${lang}${embedded ? ' embedded' : ''}`;
  session.times = {};
  const began = Date.now();
  const { frame } = session;
  const sizes = embedded ? EMBED_SIZES : FINGER_SIZES;
  const found = [];
  const isSetup = (t) => t.screen === 'setup' && t.targets.some((x) => x.id === 'setup:start');
  try {
    if (!embedded) {
      await until(frame, 'the chooser', (t) => t.screen === 'start');
      if (game === SHELL_GAME) {
        await sweep(session, found, 'start', sizes);
        await act(frame, 'start:language', 'the language picker', (t) => t.screen === 'language');
        await sweep(session, found, 'language', sizes);
        await act(frame, 'lang:close', 'the chooser', (t) => t.screen === 'start');
        await act(frame, 'start:daily', 'today\'s deals', (t) => t.screen === 'daily');
        await sweep(session, found, 'daily', sizes);
        await act(frame, 'daily:back', 'the chooser', (t) => t.screen === 'start');
        await act(frame, 'start:stats', 'the statistics', (t) => t.screen === 'stats');
        await sweep(session, found, 'stats', sizes);
        await act(frame, 'stats:back', 'the chooser', (t) => t.screen === 'start');
      }
      await act(frame, `tile:${game}`, 'the new-match sheet', isSetup);
    } else {
      await until(frame, 'the new-match sheet', isSetup);
    }
    await sweep(session, found, 'setup', sizes);
    // At each size: Start tapped where it is reported starts a match (after the question, once
    // a match is saved); the table and its menu; then back to the sheet.
    for (const size of sizes) {
      await resize(session, size);
      const where = `${session.label} ${size[0]}x${size[1]}`;
      let t = await until(frame, 'the new-match sheet', isSetup);
      const start = t.targets.find((x) => x.id === 'setup:start');
      await tapAt(session, start.x, start.y);
      try {
        t = await until(frame, 'a match', (x) => x.screen === 'play' || x.screen === 'ask', 5_000);
      } catch {
        t = await report(frame);
        found.push(`${where}: Start tapped at (${Math.round(start.x)},${Math.round(start.y)}) starts no match (screen ${t.screen})`);
        await act(frame, 'setup:start', 'a match', (x) => x.screen === 'play' || x.screen === 'ask');
        t = await report(frame);
      }
      if (t.screen === 'ask') {
        await sweep(session, found, 'ask', [size]);
        await act(frame, 'ask:new', 'a match', (x) => x.screen === 'play');
      }
      await until(frame, 'the table', (x) => x.screen === 'play' && x.targets.some((y) => y.id === 'btn:menu'));
      await sweep(session, found, 'play', [size]);
      // A wide screen's log folds away and back (the table lays out again each time).
      const has = (id) => (x) => x.targets.some((y) => y.id === id);
      if (has('btn:log_fold')(await report(frame))) {
        await act(frame, 'btn:log_fold', 'the log folded', has('btn:log_unfold'));
        await sweep(session, found, 'play, log folded', [size], 'play');
        await act(frame, 'btn:log_unfold', 'the log back', has('btn:log_fold'));
      } else if (size[0] > size[1]) {
        found.push(`${where}: no btn:log_fold on a wide screen`);
      }
      await act(frame, 'btn:menu', 'the menu', (x) => x.screen === 'menu');
      await sweep(session, found, 'menu', [size]);
      if (size === sizes[0]) {
        // The same picker as the chooser's (swept at every size there): over the table at a
        // phone's size, sideways, and a desktop's.
        await scrollUntil(session, 'menu:language');
        await act(frame, 'menu:language', 'the language picker', (x) => x.screen === 'language');
        await sweep(session, found, 'menu language', embedded ? sizes : [[320, 568], [667, 375], [1280, 800], size], 'language');
        await act(frame, 'lang:close', 'the menu', (x) => x.screen === 'menu');
      }
      await act(frame, 'menu:leave', 'left', (x) => x.screen === 'start' || x.screen === 'setup');
      if (!embedded) await act(frame, `tile:${game}`, 'the new-match sheet', isSetup);
    }
    // A finished match's record: the replay viewer, its round ends and the match's end.
    const text = readFileSync(join(root, RECORDS[game]), 'utf8');
    const opened = await frame.evaluate((s) => JSON.parse(window.Module.tableLoad(s, -1)), text);
    assert.equal(opened.screen, 'replay', `${session.label}: the record opens in the viewer`);
    await until(frame, 'the viewer', (x) => x.screen === 'replay');
    await sweep(session, found, 'replay', sizes);
    // The list of moves in its own sheet (on a screen without room beside the table).
    for (const size of sizes) {
      await resize(session, size);
      const t = await report(frame);
      if (!t.targets.some((x) => x.id === 'replay:moves')) continue;
      await act(frame, 'replay:moves', 'the list of moves', (x) => x.targets.some((y) => y.id === 'replay:moves_close'));
      await sweep(session, found, 'replay moves', [size], 'replay');
      await act(frame, 'replay:moves_close', 'the viewer', (x) => !x.targets.some((y) => y.id === 'replay:moves_close'));
    }
    // A round's end, as the viewer plays it: the last move of the first round.
    let t = await report(frame);
    await act(frame, 'replay:round_next', 'the second round', (x) => x.replay.step > t.replay.step);
    t = await report(frame);
    await act(frame, 'replay:back', 'a move back', (x) => x.replay.step === t.replay.step - 1);
    t = await act(frame, 'replay:next', 'the round end', (x) => x.screen === 'reveal');
    await sweep(session, found, 'reveal', sizes);
    const next = t.targets.find((x) => x.id === 'btn:next_round' || x.id === 'btn:result');
    await act(frame, next.id, 'the sheet closed', (x) => x.screen === 'replay');
    for (let i = 0; i < 40; ++i) {
      t = await report(frame);
      if (t.screen === 'over') break;
      await act(frame, 'replay:round_next', 'the next round', (x) => x.screen !== 'replay' || x.replay.step > t.replay.step);
    }
    await until(frame, 'the match end', (x) => x.screen === 'over');
    await sweep(session, found, 'over', sizes);
    session.times.total = Date.now() - began;
    console.log(`# ${session.label}: ms per screen ${JSON.stringify(session.times)}`);
    assert.deepEqual(session.problems, [], `${session.label}: the page reported problems`);
  } finally {
    await session.context.close();
  }
  return found;
}

for (const game of Object.keys(RECORDS)) {
  for (const lang of LANGS) {
    for (const embedded of [false, true]) {
      test(`a finger reaches every target: ${game}, ${lang}${embedded ? ', embedded' : ''}`, { timeout: 900_000 }, async () => {
        const t0 = Date.now();
        const found = await fingerSweep(game, lang, embedded);
        const name = `${game}-${lang}${embedded ? '-embedded' : ''}`;
        writeFileSync(join(artifacts, `finger-${name}.txt`), found.join('\n') + '\n');
        console.log(`# ${name}: ${found.length} problems, ${((Date.now() - t0) / 1000).toFixed(1)} s (all in build/test-artifacts/finger-${name}.txt)`);
        assert.deepEqual(found.slice(0, 40), [], `${found.length} problems`);
      });
    }
  }
}
