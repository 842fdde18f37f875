// Browser test of the Cabo table: a whole 3-player match against Normal opponents, played as the
// human through the table's own input (mouse presses on the canvas), at a phone size (390×844)
// and a desktop size (1280×800); devicePixelRatio 1 at both (MATCH_PIXEL_RATIO: a software
// renderer's frames grow with the pixels).
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
import { join } from 'node:path';
import { artifacts, startSiteAndBrowser, stopSiteAndBrowser, table, frames, press, typeInto, waitFor, watch, tapTarget, MATCH_PIXEL_RATIO } from './browser_harness.mjs';

const SEED = '12';
const MAX_STEPS = 1500;

let server;
let url;
let browser;

before(async () => {
  ({ server, url, browser } = await startSiteAndBrowser());
});

after(() => stopSiteAndBrowser({ server, browser }));

const tap = (page, id) => tapTarget(page, id);

async function playMatch(width, height) {
  const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: MATCH_PIXEL_RATIO });
  const page = await context.newPage();
  const problems = await watch(page);
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
    await typeInto(page, 'setup:seed', SEED);
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
