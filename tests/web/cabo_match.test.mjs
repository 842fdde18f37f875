// Browser test of the Cabo table: a whole 3-player match against Normal opponents, played as the
// human through the table's own input (mouse presses on the canvas), at a phone size (390×844)
// and a desktop size (1280×800), devicePixelRatio 2.
//
// The page reports, for tests only, the screen position of every enabled target
// (window.cardavia.table, web/table_page.cpp, switched on by window.cardavia.wantTable); the test
// picks one and presses the mouse there, so every action goes through ImGui's input like a
// player's tap. Nothing is ever applied through the report.
//
// The human's plan keeps the match short: look at cards 1 and 3; until a peek has been seen, draw
// and peek when the card allows it (else discard); after that, call Cabo at once each round (a
// caller who is not lowest scores sum + 5, so the totals pass 100 in a few rounds). A replace is
// tried once, through its confirmation. Fails on any console error. Screenshots (start, peek,
// reveal, match end) go to build/test-artifacts/.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startServer } from '../../scripts/static-server.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const site = process.env.CARDAVIA_SITE || join(root, 'build/web/site');
const artifacts = join(root, 'build/test-artifacts');
const CHROMIUM_ARGS = [
  '--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--disable-quic',
  '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync',
];
const SEED = '12';
const MAX_STEPS = 1500;

let server;
let url;
let browser;

before(async () => {
  assert.ok(existsSync(join(site, 'index.html')), `missing ${site}/index.html: build the web target first`);
  mkdirSync(artifacts, { recursive: true });
  ({ server, url } = await startServer(site, 0));
  browser = await chromium.launch({
    executablePath: process.env.CARDAVIA_CHROMIUM || '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    headless: true,
  });
});

after(async () => {
  await browser?.close();
  await new Promise((ok) => (server ? server.close(ok) : ok()));
});

const table = (page) => page.evaluate(() => window.cardavia?.table ?? null);

const frames = (page) => page.evaluate(() => window.cardavia.frames);

// Presses and releases the mouse at a target, a frame or more apart (ImGui sees one pointer state
// per frame), then waits two more frames, so the next report shows the table after the tap.
async function press(page, target) {
  await page.mouse.move(target.x, target.y);
  await page.mouse.down();
  await page.waitForTimeout(40);
  await page.mouse.up();
  const released = await frames(page);
  // The release is drawn within the frames an input keeps the loop drawing (web/main.cpp).
  await page.waitForFunction((n) => window.cardavia.frames >= n + 2, released, { timeout: 2_000 })
    .catch(() => {});
}

// Waits until one of `ids` is an enabled target; returns the report and the target.
async function waitFor(page, ids, timeout = 20_000) {
  const end = Date.now() + timeout;
  for (;;) {
    const t = await table(page);
    const found = t?.targets.find((x) => ids.includes(x.id));
    if (found) return { t, target: found };
    if (Date.now() > end) throw new Error(`none of ${ids} appeared; table: ${JSON.stringify(t)}`);
    await page.waitForTimeout(30);
  }
}

async function tap(page, id) {
  const { target } = await waitFor(page, [id]);
  await press(page, target);
}

async function playMatch(width, height) {
  const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 2 });
  const page = await context.newPage();
  const problems = [];
  page.on('console', (msg) => { if (msg.type() === 'error') problems.push(`console error: ${msg.text()}`); });
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  await page.addInitScript(() => { window.cardavia = { wantTable: true }; });
  const shot = (name) => page.screenshot({ path: join(artifacts, `cabo-${name}-${width}x${height}.png`) });
  try {
    await page.goto(url);
    await page.waitForFunction(() => (window.cardavia?.frames ?? 0) >= 2, null, { timeout: 60_000 });

    // Step 1. The new-match sheet: 3 players, Normal, instant pacing, the seed typed in.
    await tap(page, 'tile:cabo');
    await tap(page, 'setup:players:3');
    await tap(page, 'setup:level:normal');
    await tap(page, 'setup:speed:instant');
    await tap(page, 'setup:seed');
    await page.keyboard.type(SEED, { delay: 60 });
    await page.waitForTimeout(100);
    await shot('setup');
    await tap(page, 'setup:start');

    // Step 2. The match, as the human, until the winner is shown.
    let peeked = false;
    let replaced = false;
    let reveals = 0;
    let started = false;
    let turnInRound = 0;
    for (let step = 0; step < MAX_STEPS; ++step) {
      const { t } = await waitFor(page, [
        'own:0', 'own:1', 'own:2', 'own:3', 'btn:draw', 'btn:cabo', 'btn:next_round', 'btn:result',
        'btn:play_again', 'btn:discard',
      ], 60_000);
      const has = (id) => t.targets.find((x) => x.id === id);
      const go = (id) => press(page, has(id));
      if (t.screen === 'over') break;
      if (t.screen === 'reveal') {
        if (reveals++ === 0) await shot('reveal');
        turnInRound = 0;
        await go(has('btn:result') ? 'btn:result' : 'btn:next_round');
        continue;
      }
      if (t.prompt.startsWith('Choose')) {  // the look at the start of a round
        if (!started) { await shot('start'); started = true; }
        const own = t.targets.filter((x) => x.id.startsWith('own:'));
        await press(page, own[0]);
        await page.waitForTimeout(30);
        const again = await waitFor(page, ['own:2', 'own:3', 'own:1']);
        await press(page, again.target);
        continue;
      }
      if (has('btn:draw')) {
        ++turnInRound;
        if (peeked && has('btn:cabo') && turnInRound >= 1 && replaced) await go('btn:cabo');
        else await go('btn:draw');
        continue;
      }
      if (has('btn:discard')) {  // after a draw
        if (!peeked && has('btn:peek')) {
          await go('btn:peek');
          const { target } = await waitFor(page, ['own:0', 'own:1', 'own:2', 'own:3']);
          await press(page, target);
          await shot('peek');
          peeked = true;
        } else if (!replaced && has('btn:replace')) {
          // A replace: two cards selected, then the confirmation (the only way it applies).
          await go('btn:replace');
          await tap(page, 'own:0');
          const second = await waitFor(page, ['own:1', 'own:2', 'own:3']);
          await press(page, second.target);
          await tap(page, 'btn:replace_selected');
          const confirm = await waitFor(page, ['btn:confirm']);
          assert.match(confirm.t.prompt, /Replace your cards/);
          await shot('confirm');
          await press(page, confirm.target);
          replaced = true;
        } else {
          await go('btn:discard');
        }
        continue;
      }
      // After a take (never chosen here) or anything else: the first own card.
      const own = t.targets.find((x) => x.id.startsWith('own:'));
      if (own) await press(page, own);
      else await page.waitForTimeout(30);
    }
    const end = await table(page);
    assert.equal(end.screen, 'over', 'the match reached its end');
    assert.ok(peeked, 'the human peeked at a card');
    assert.ok(reveals >= 1, 'a round was revealed');
    await page.waitForTimeout(200);
    await shot('match-end');
    assert.ok(end.targets.some((x) => x.id === 'btn:play_again'), '"Play again" is offered');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
}

for (const [width, height] of [[390, 844], [1280, 800]]) {
  test(`a whole 3-player Cabo match against Normal at ${width}x${height}`, { timeout: 600_000 }, async () => {
    await playMatch(width, height);
  });
}
