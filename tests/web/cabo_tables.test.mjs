// Browser test of the Cabo table at every player count that needs a second row or a sideways
// arrangement, and of its ☰ menu. Instant speed, Easy opponents: quick.
//
// Tables: 4 and 5 players at 390x844 and 1280x800, and 5 players on a phone held sideways
// (844x390) and on a small phone (320x568); devicePixelRatio 2, 1 at 1280 (pixelRatioFor). In
// each, the human looks at two cards, then plays a few turns: a spy or a blind swap when the drawn
// card allows it (the opponents' cards are then the targets), else a discard. Every target must
// lie on the screen. Screenshots go to build/test-artifacts/cabo-<n>p-<state>-<w>x<h>.png (start: the two cards
// looked at; target: an opponent's cards to tap). On the small phone the human then calls Cabo and
// the round's end sheet (five hands and the score table) must scroll under a drag (reveal,
// reveal-scrolled).
//
// Menu: speed, memory aid, reduced motion and Leave, each checked by its effect in the page's
// report (web/table_page.cpp): the memory aid shows the cards you have seen face up and marked,
// Leave returns to the game chooser.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { artifacts, startSiteAndBrowser, stopSiteAndBrowser, table, frames, press, typeInto, waitFor, waitUntil, watch, trackFaces, forgetFaces, waitSeen, scrollTo, pixelRatioFor } from './browser_harness.mjs';

let server;
let url;
let browser;

before(async () => {
  ({ server, url, browser } = await startSiteAndBrowser());
});

after(() => stopSiteAndBrowser({ server, browser }));

async function tap(page, id) {
  const { target } = await scrollTo(page, id);
  await press(page, target);
}

// Opens a page at the size, starts a Cabo match of `players` (Easy, instant, seed typed in).
async function startMatch(width, height, players, seed) {
  const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: pixelRatioFor(width) });
  const page = await context.newPage();
  const problems = await watch(page);
  await page.addInitScript(() => { window.cardavia = { wantTable: true }; });
  await trackFaces(page);
  await page.goto(url);
  await page.waitForFunction(() => (window.cardavia?.frames ?? 0) >= 2, null, { timeout: 60_000 });
  await tap(page, 'tile:cabo');
  await tap(page, `setup:players:${players}`);
  await tap(page, 'setup:level:easy');
  await tap(page, 'setup:speed:instant');
  await typeInto(page, 'setup:seed', seed);
  await page.waitForTimeout(60);
  await tap(page, 'setup:start');
  return { context, page, problems };
}

// The look at the start of the round: own cards 1 and 3 (places 0 and 2).
async function look(page) {
  await waitUntil(page, 'the look', (t) => t.prompt.startsWith('Choose two'), 20_000);
  await forgetFaces(page);
  await tap(page, 'own:0');
  await tap(page, 'own:2');
}

function onScreen(t, width, height) {
  return t.targets.filter((x) => !(x.x >= 0 && x.y >= 0 && x.x <= width && x.y <= height))
    .map((x) => `${x.id} at ${Math.round(x.x)},${Math.round(x.y)}`);
}

// [players, width, height, seed]: seeds where a spy or a blind swap usually comes within a turn
// or two (the computers think against the clock, so a match may take another path).
const TABLES = [
  [4, 390, 844, '2'], [5, 390, 844, '9'], [4, 1280, 800, '2'], [5, 1280, 800, '9'],
  [5, 844, 390, '9'], [5, 320, 568, '9'],
];

for (const [players, width, height, seed] of TABLES) {
  test(`a ${players}-player Cabo table at ${width}x${height}: looked at, a few turns, targets on screen`, { timeout: 300_000 }, async () => {
    const { context, page, problems } = await startMatch(width, height, players, seed);
    const shot = (name) => page.screenshot({ path: join(artifacts, `cabo-${players}p-${name}-${width}x${height}.png`) });
    try {
      await look(page);
      await waitSeen(page, 'the cards looked at', ['own:0', 'own:2']);
      await shot('start');
      let targeted = false;
      for (let turn = 0; turn < 30 && !targeted; ++turn) {
        const { t } = await waitFor(page, ['btn:draw', 'btn:next_round', 'btn:result'], 30_000);
        if (t.screen !== 'play') {  // a computer called Cabo and the round ended: on to the next
          if (!t.targets.some((x) => x.id === 'btn:next_round')) break;
          await tap(page, 'btn:next_round');
          await look(page);
          continue;
        }
        assert.deepEqual(onScreen(t, width, height), [], 'every target on the screen');
        await tap(page, 'btn:draw');
        const after = await waitFor(page, ['btn:discard']);
        assert.deepEqual(onScreen(after.t, width, height), []);
        const has = (id) => after.t.targets.some((x) => x.id === id);
        if (has('btn:spy') || has('btn:blindswap')) {
          if (has('btn:spy')) {
            await tap(page, 'btn:spy');
          } else {
            await tap(page, 'btn:blindswap');
            await tap(page, 'own:1');
          }
          const seats = await waitUntil(page, "an opponent's cards as targets",
            (x) => x.targets.some((y) => y.id.startsWith('seat:')));
          const targets = seats.targets.filter((y) => y.id.startsWith('seat:'));
          // Every opponent's cards are targets (a hand may be short of a card after a replace).
          const seatsTargeted = new Set(targets.map((y) => y.id.split(':')[1]));
          assert.equal(seatsTargeted.size, players - 1, "every opponent's cards are targets");
          assert.deepEqual(onScreen(seats, width, height), []);
          await shot('target');
          await press(page, targets[targets.length - 1]);
          targeted = true;
        } else {
          await tap(page, 'btn:discard');
        }
      }
      assert.ok(targeted, "an opponent's cards were targets within a few turns");
      await waitFor(page, ['btn:draw', 'btn:next_round', 'btn:result'], 30_000);
      await shot('later');
      if (width === 320) {
        // The round's end on a small phone: five hands and the score table do not fit over the
        // button, so the sheet scrolls under a finger's drag.
        const { t } = await waitFor(page, ['btn:cabo', 'btn:next_round'], 30_000);
        if (t.screen === 'play') await tap(page, 'btn:cabo');
        for (let i = 0; i < 200; ++i) {
          const x = await table(page);
          if (x.screen === 'reveal') break;
          const draw = x.targets.find((y) => y.id === 'btn:draw' || y.id === 'btn:discard');
          if (draw) await press(page, draw);
          else await page.waitForTimeout(50);
        }
        await waitFor(page, ['btn:next_round', 'btn:result']);
        await page.waitForTimeout(100);
        const before = await page.screenshot({ path: join(artifacts, `cabo-${players}p-reveal-${width}x${height}.png`) });
        await page.mouse.move(width / 2, height * 0.7);
        await page.mouse.down();
        for (let step = 1; step <= 8; ++step) {
          await page.mouse.move(width / 2, height * 0.7 - step * 30);
          await page.waitForTimeout(40);
        }
        await page.mouse.up();
        await page.waitForTimeout(150);
        const after = await page.screenshot({ path: join(artifacts, `cabo-${players}p-reveal-scrolled-${width}x${height}.png`) });
        assert.ok(!before.equals(after), 'the reveal sheet scrolled');
        const { t: end } = await waitFor(page, ['btn:next_round', 'btn:result']);
        assert.equal(end.screen, 'reveal', 'a drag is not a tap');
      }
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
}

test('the ☰ menu: speed, memory aid, reduced motion, Leave — each by its effect', { timeout: 120_000 }, async () => {
  const width = 390;
  const height = 844;
  const { context, page, problems } = await startMatch(width, height, 3, '5');
  const shot = (name) => page.screenshot({ path: join(artifacts, `cabo-menu-${name}-${width}x${height}.png`) });
  try {
    await look(page);
    // The two cards are shown for a moment, then turn face down again (memory aid off).
    await waitSeen(page, 'the cards looked at', ['own:0', 'own:2']);
    await waitUntil(page, 'the cards turned back', (t) => t.faces.length === 0 && t.targets.some((x) => x.id === 'btn:draw'));
    let t = await table(page);
    assert.equal(t.settings, 'speed=instant aid=off reduced=off');
    assert.deepEqual(t.marks, []);

    await tap(page, 'btn:menu');
    t = await waitUntil(page, 'the menu', (x) => x.screen === 'menu');
    assert.ok(!t.targets.some((x) => x.id === 'btn:draw'), 'the table is inert under the menu');
    await tap(page, 'menu:memory_aid');
    await tap(page, 'menu:speed:fast');
    await tap(page, 'menu:reduced_motion');
    t = await waitUntil(page, 'the settings', (x) => x.settings === 'speed=fast aid=on reduced=on');
    await shot('open');
    await tap(page, 'menu:close');
    t = await waitUntil(page, 'the table again', (x) => x.screen === 'play');
    // Memory aid: the cards seen are face up and marked; the others stay face down.
    assert.deepEqual([...t.faces].sort(), ['own:0', 'own:2']);
    assert.deepEqual([...t.marks].sort(), ['own:0', 'own:2']);
    await shot('memory-aid');

    // Fast speed: a computer's move now waits 250 ms, so a round of the others takes a while;
    // at instant it took a frame or two. Reduced motion: the cards in the air fade in at their
    // places instead of travelling. Draw, discard, and watch until the human moves again.
    const watchOthers = async () => {
      await tap(page, 'btn:draw');
      await tap(page, 'btn:discard');
      const start = Date.now();
      const motions = new Set();
      for (;;) {
        const x = await table(page);
        if (x.motion) motions.add(x.motion);
        if (x.targets.some((y) => y.id === 'btn:draw')) break;
        assert.ok(Date.now() - start < 30_000, 'the computers moved');
        await page.waitForTimeout(20);
      }
      return { ms: Date.now() - start, motions: [...motions].sort() };
    };
    let seen = await watchOthers();
    assert.ok(seen.ms >= 2 * 250, `two computer moves took ${seen.ms} ms at "fast"`);
    assert.deepEqual(seen.motions, ['fade'], 'reduced motion: cards fade, never travel');
    // Reduced motion off: the cards travel again.
    await tap(page, 'btn:menu');
    await tap(page, 'menu:reduced_motion');
    await tap(page, 'menu:close');
    await waitUntil(page, 'reduced motion off', (x) => x.screen === 'play' && x.settings === 'speed=fast aid=on reduced=off');
    seen = await watchOthers();
    assert.ok(seen.motions.includes('travel'), `cards travel with reduced motion off (saw ${seen.motions})`);
    assert.ok(!seen.motions.includes('fade'));

    // Switching the memory aid off turns the seen cards face down again.
    await tap(page, 'btn:menu');
    await tap(page, 'menu:memory_aid');
    await tap(page, 'menu:close');
    t = await waitUntil(page, 'memory aid off', (x) => x.screen === 'play' && x.settings === 'speed=fast aid=off reduced=off');
    assert.deepEqual(t.marks, []);

    // Leave: back to the game chooser.
    await tap(page, 'btn:menu');
    await tap(page, 'menu:leave');
    t = await waitUntil(page, 'the chooser', (x) => x.screen === 'start');
    assert.ok(t.targets.some((x) => x.id === 'tile:cabo'), 'the Cabo tile is offered');
    await shot('left');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
