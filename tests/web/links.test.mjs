// Browser test of saves and links (links-and-saves.md) on the built site, in Debian's Chromium:
// play some moves, reload, Continue — the same position; export, then import — the same match;
// a replay link opens the viewer (`screen: "replay"`) and steps to its end; a damaged link says
// so and leaves the autosave alone; share falls back to the clipboard (headless Chromium has no
// Web Share), and to a sheet to copy from when the clipboard refuses. Every page's console stays
// free of errors (a refused link is a warning). Screenshots in build/test-artifacts/
// (`links-<what>-<w>x<h>.png`) — look at them: the viewer, the share confirmation, the Continue
// choice (tile, sheet, question), the bad-link message.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  artifacts, control, press, root, settle, startSiteAndBrowser, stopSiteAndBrowser, table, typeInto, waitFor,
  waitUntil, watch, tapTarget, pixelRatioFor,
} from './browser_harness.mjs';

const cli = process.env.CARDAVIA_CLI || join(root, 'build/native/cardavia');
const SLOT = 'cardavia.v1.match.cabo';
const SAMPLE = join(root, 'tests/saves/cabo_3p_hard_five_rounds.json');

let ctx;
before(async () => { ctx = await startSiteAndBrowser(); });
after(() => stopSiteAndBrowser(ctx));

function encode(file) {
  const run = spawnSync(cli, ['link', 'encode', file], { encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
  return run.stdout.trim();
}

// A fresh context (its own storage) and a page on `path`, its problems and warnings recorded.
async function open(width, height, path = '', contextOptions = {}) {
  const context = await ctx.browser.newContext({ viewport: { width, height }, deviceScaleFactor: pixelRatioFor(width), ...contextOptions });
  const page = await visit(context, path);
  return { context, ...page };
}

async function visit(context, path) {
  const page = await context.newPage();
  const problems = await watch(page);
  const warnings = [];
  page.on('console', (m) => { if (m.type() === 'warning') warnings.push(m.text()); });
  await page.addInitScript(() => { window.cardavia = { wantTable: true }; });
  await page.goto(ctx.url + path);
  await page.waitForFunction(() => (window.cardavia?.frames ?? 0) >= 2, null, { timeout: 60_000 });
  return { page, problems, warnings };
}

const tap = (page, id) => tapTarget(page, id);

async function shot(page, name) {
  await page.mouse.move(2, 2);
  await settle(page);
  const { width, height } = page.viewportSize();
  await page.screenshot({ path: join(artifacts, `links-${name}-${width}x${height}.png`) });
}

// A Cabo match of seed 12 (3 players, Easy, instant), the look done, a card drawn.
async function playSomeMoves(page) {
  await tap(page, 'tile:cabo');
  await tap(page, 'setup:players:3');
  await tap(page, 'setup:level:easy');
  await tap(page, 'setup:speed:instant');
  await typeInto(page, 'setup:seed', '12');
  await tap(page, 'setup:start');
  await waitUntil(page, 'the look', (t) => t.prompt.startsWith('Choose two'), 30_000);
  await tap(page, 'own:0');
  await tap(page, 'own:2');
  await tap(page, 'btn:draw');
  await waitFor(page, ['btn:discard']);
}

const record = (page) => page.evaluate(() => Module.tableRecord());
const slot = (page) => page.evaluate((key) => localStorage.getItem(key), SLOT);
const actions = (text) => JSON.parse(text).actions;
const noteText = (page) => page.locator('#note').textContent();

for (const [width, height] of [[390, 844], [1280, 800]]) {
  test(`play, reload, Continue: the same position (${width}x${height})`, async () => {
    const { context, page, problems } = await open(width, height);
    try {
      await playSomeMoves(page);
      const before = await record(page);
      const { t: was } = await waitFor(page, ['btn:discard']);
      assert.equal(await slot(page), before, 'the autosave holds the match after every move');
      assert.ok(actions(before).length >= 4);

      await page.reload();
      await page.waitForFunction(() => (window.cardavia?.frames ?? 0) >= 2, null, { timeout: 60_000 });
      const { t: start } = await waitFor(page, ['continue:cabo']);
      assert.equal(start.screen, 'start');
      await shot(page, 'continue-tile');
      // The new-match sheet offers it too, and Start asks first.
      await tap(page, 'tile:cabo');
      await waitFor(page, ['setup:continue']);
      await shot(page, 'continue-sheet');
      await tap(page, 'setup:start');
      await waitUntil(page, 'the question', (t) => t.screen === 'ask');
      await shot(page, 'continue-question');
      assert.equal(await slot(page), before, 'asking changes nothing');
      await tap(page, 'ask:continue');
      const now = await waitUntil(page, 'the match', (t) => t.screen === 'play');
      assert.deepEqual(actions(await record(page)), actions(before));
      assert.equal(now.prompt, was.prompt);
      assert.ok(now.targets.some((x) => x.id === 'btn:discard'));
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
}

test('export, then import: the same match', async () => {
  const { context, page, problems } = await open(390, 844, '', { acceptDownloads: true });
  try {
    await playSomeMoves(page);
    const saved = await record(page);
    await tap(page, 'btn:menu');
    await waitUntil(page, 'the menu', (t) => t.screen === 'menu');
    await shot(page, 'menu');
    const [download] = await Promise.all([page.waitForEvent('download'), control(page, 'export').click()]);
    assert.match(download.suggestedFilename(), /^cardavia-cabo-\d{4}-\d\d-\d\d\.cardavia\.json$/);
    const file = await download.path();
    const text = readFileSync(file, 'utf8');
    assert.equal(text.trim(), saved);
    assert.equal(JSON.parse(text).format, 'cardavia-save');
    await tap(page, 'menu:leave');

    // A pasted link that is damaged: said in the sheet, nothing changes.
    await tap(page, 'tile:cabo');
    await control(page, 'import').click();
    await page.locator('.page-sheet textarea').fill('#r=BAQIKCwAbcN02AQ-E-MuTc9Iq');
    await page.locator('.page-sheet .pill.primary').click();
    await page.locator('.sheet-problem').waitFor({ state: 'visible' });
    assert.match(await page.locator('.sheet-problem').textContent(), /This link cannot be opened: the link is damaged/);
    await shot(page, 'import-bad');
    assert.equal(await slot(page), saved);
    // The file itself: the match, at the table again.
    await page.locator('.page-sheet input[type=file]').setInputFiles(file);
    await waitUntil(page, 'the imported match', (t) => t.screen === 'play');
    assert.equal(await page.locator('.page-sheet').count(), 0, 'the sheet closes');
    assert.deepEqual(actions(await record(page)), actions(saved));
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

// page/share.js comes after the first frame (boot.js, docs/size.md): a press on the page's import
// button before it has run is not lost — boot.js keeps it, and share.js opens the sheet when it runs.
test('an import pressed before share.js has come opens its sheet when it comes', async () => {
  const context = await ctx.browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: pixelRatioFor(390) });
  let letShareCome;
  const shareMayCome = new Promise((ok) => { letShareCome = ok; });
  await context.route('**/page/share.js', async (route) => { await shareMayCome; await route.continue(); });
  try {
    const { page, problems } = await visit(context, '');
    await tap(page, 'tile:cabo');
    await control(page, 'import').click();
    await page.waitForTimeout(300);
    assert.equal(await page.locator('.page-sheet').count(), 0, 'no sheet while share.js has not come');
    letShareCome();
    await page.locator('.page-sheet textarea').waitFor({ state: 'visible' });
    await page.locator('.page-sheet textarea').fill('#r=BAQIKCwAbcN02AQ-E-MuTc9Iq');
    await page.locator('.page-sheet .pill.primary').click();
    await page.locator('.sheet-problem').waitFor({ state: 'visible' });
    assert.match(await page.locator('.sheet-problem').textContent(), /This link cannot be opened: the link is damaged/);
    assert.deepEqual(problems, []);
  } finally {
    letShareCome();
    await context.close();
  }
});

for (const [width, height] of [[390, 844], [1280, 800]]) {
  test(`a replay link opens the viewer and steps to the end (${width}x${height})`, async () => {
    const payload = encode(SAMPLE);
    const steps = JSON.parse(readFileSync(SAMPLE, 'utf8')).actions.length;
    const { context, page, problems } = await open(width, height, `#r=${payload}`);
    try {
      let t = await waitUntil(page, 'the viewer', (r) => r.screen === 'replay');
      assert.deepEqual([t.replay.step, t.replay.steps], [0, steps]);
      await tap(page, 'replay:next');
      await tap(page, 'replay:next');
      t = await waitUntil(page, 'two steps', (r) => r.replay?.step === 2);
      await shot(page, 'viewer');
      // Paused, the viewer draws nothing (shot() waited until it stopped).
      const idle = await page.evaluate(() => window.cardavia.frames);
      await page.waitForTimeout(600);
      assert.equal(await page.evaluate(() => window.cardavia.frames), idle, 'an idle viewer keeps redrawing');
      await tap(page, 'replay:face_up');
      t = await waitUntil(page, 'face up', (r) => r.replay.face_up);
      assert.ok(t.faces.some((f) => f.startsWith('seat:')), 'the others\' cards face up');
      await shot(page, 'viewer-face-up');
      await tap(page, 'replay:face_up');
      // Round by round to the end: the match's end sheet.
      for (let i = 0; i < 10 && t.screen === 'replay'; ++i) {
        const step = t.replay.step;
        await tap(page, 'replay:round_next');
        // The next tap from a report that has seen this one (the button goes at the end).
        t = await waitUntil(page, 'the next round', (r) => r.screen !== 'replay' || r.replay.step > step, 20_000);
      }
      t = await waitUntil(page, 'the end', (r) => r.screen === 'over');
      assert.equal(t.replay.step, steps);
      await shot(page, 'viewer-end');
      await tap(page, 'btn:replay_back');
      await waitUntil(page, 'back in the viewer', (r) => r.screen === 'replay' && r.replay.step === steps);
      // The replay never touches the autosave.
      assert.equal(await slot(page), null);
      assert.deepEqual(problems, []);

      // &step=N opens after N moves.
      const at = await visit(context, `?v=2#r=${payload}&step=40`);
      t = await waitUntil(at.page, 'the viewer at 40', (r) => r.screen === 'replay');
      assert.equal(t.replay.step, 40);
      assert.deepEqual(at.problems, []);
    } finally {
      await context.close();
    }
  });
}

for (const [width, height] of [[390, 844], [1280, 800]]) {
  test(`a damaged link: the message, the autosave untouched (${width}x${height})`, async () => {
    const { context, page, problems } = await open(width, height);
    try {
      await playSomeMoves(page);
      const saved = await slot(page);
      const payload = encode(SAMPLE);
      const damaged = payload.slice(0, 20) + (payload[20] === 'A' ? 'B' : 'A') + payload.slice(21);
      const bad = await visit(context, `?v=3#r=${damaged}`);
      const { t } = await waitFor(bad.page, ['continue:cabo']);
      assert.equal(t.screen, 'start');
      await bad.page.locator('#note').waitFor({ state: 'visible' });
      assert.match(await noteText(bad.page), /This link cannot be opened: the link is damaged/);
      assert.ok(bad.warnings.some((w) => /the link is damaged/.test(w)), 'a console warning');
      assert.deepEqual(bad.problems, [], 'a warning, not an error');
      assert.equal(await slot(bad.page), saved);
      await shot(bad.page, 'bad-link');
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
}

for (const [width, height] of [[390, 844], [1280, 800]]) {
  test(`share falls back to the clipboard, with "Link copied" (${width}x${height})`, async () => {
    const { context, page, problems } = await open(width, height);
    try {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: ctx.url });
      assert.equal(await page.evaluate(() => typeof navigator.share), 'undefined', 'no Web Share here');
      await playSomeMoves(page);
      await tap(page, 'btn:menu');
      await waitUntil(page, 'the menu', (t) => t.screen === 'menu');
      await control(page, 'share').click();
      await page.locator('#note').waitFor({ state: 'visible' });
      assert.equal((await noteText(page)).replace('×', ''), 'Link copied');
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      assert.match(copied, /^Cabo, 3 players, Easy computers · round 1 · You 0, Ana 0, Bo 0 · Play the same deal:\n/);
      assert.ok(copied.endsWith('/?game=cabo&seed=12&players=3&level=easy'), copied);
      await shot(page, 'share-copied');
      // In the viewer, at the end: the replay link.
      const payload = encode(SAMPLE);
      const viewer = await visit(context, `?v=4#r=${payload}&step=154`);
      await waitUntil(viewer.page, 'the end', (r) => r.screen === 'over');
      await control(viewer.page, 'share').click();
      await viewer.page.locator('#note').waitFor({ state: 'visible' });
      const replay = await viewer.page.evaluate(() => navigator.clipboard.readText());
      assert.match(replay, / · 5 rounds · /);
      assert.ok(replay.endsWith(`/#r=${payload}`), replay);
      assert.deepEqual([...problems, ...viewer.problems], []);
    } finally {
      await context.close();
    }
  });
}

test('share without the clipboard: a sheet with the link to copy', async () => {
  const { context, page, problems } = await open(390, 844);
  try {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) } });
    });
    await page.reload();
    await page.waitForFunction(() => (window.cardavia?.frames ?? 0) >= 2, null, { timeout: 60_000 });
    await playSomeMoves(page);
    await tap(page, 'btn:menu');
    await control(page, 'share').click();
    const field = page.locator('.page-sheet input');
    await field.waitFor({ state: 'visible' });
    assert.ok((await field.inputValue()).endsWith('/?game=cabo&seed=12&players=3&level=easy'));
    await shot(page, 'share-by-hand');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('bad options in the address: ignored with a console warning each, the table plays', async () => {
  const { context, page, problems, warnings } = await open(390, 844, '?game=cabo&players=9&speed=warp&lang=uk&seed=4');
  try {
    const t = await waitUntil(page, 'the deal link', (r) => r.screen === 'play');
    assert.ok(t.settings.startsWith('speed=normal'));
    assert.ok(warnings.some((w) => /players="9" is ignored/.test(w)), warnings.join('\n'));
    assert.ok(warnings.some((w) => /speed="warp" is ignored/.test(w)));
    const options = await page.evaluate(() => window.cardavia.options);
    // players is judged last, once the game is known (page/page_options.h).
    assert.deepEqual(options.bad.map((b) => b.option), ['speed', 'players']);
    assert.equal(options.lang, 'uk');
    assert.equal(JSON.parse(await record(page)).seed, 4);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
