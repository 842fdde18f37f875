// Browser tests of the Chkobba table, played as the human through the table's own input (mouse
// presses on the canvas at the targets the page reports, web/table_page.cpp):
//   a whole 2-player match at 390×844, at instant speed;
//   a whole 2×2 match at 1280×800, the partner opposite, at the chosen level, at instant speed
//   (both at devicePixelRatio 1, MATCH_PIXEL_RATIO: a software renderer's frames grow with the
//   pixels);
//   one deal at the other size each, at fast speed (the cards fly, a banner stays long enough to
//   be seen).
// The human's plan: alternately keep and table the cut card; play a card with several captures
// when there is one (so the capture choice opens), else one that captures, else the first; in a
// choice, tap an offered table card until one group is settled, then confirm it. Screenshots of
// the cut, a multi-capture choice, a chkobba, the deal's end and the match's end (the latter at
// both sizes: the finished match's sheet is resized) go to build/test-artifacts/chkobba-*.png.
// Fails on any console error or CSP breach.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { artifacts, startSiteAndBrowser, stopSiteAndBrowser, table, press, settle, typeInto, waitFor, watch, tapTarget, MATCH_PIXEL_RATIO } from './browser_harness.mjs';

const PHONE = [390, 844];
const DESKTOP = [1280, 800];
const MAX_STEPS = 3000;

let server;
let url;
let browser;

before(async () => {
  ({ server, url, browser } = await startSiteAndBrowser());
});

after(() => stopSiteAndBrowser({ server, browser }));

const tap = (page, id) => tapTarget(page, id, 60_000);

// Plays `players` from the chooser tile, at `size`, to the match's end (`whole`), or else one
// deal; returns what it saw.
async function play({ players, seed, size: [width, height], whole }) {
  // A whole match at ratio 1 (MATCH_PIXEL_RATIO); a single deal at the phone's 2.
  const deviceScaleFactor = whole || width !== PHONE[0] ? MATCH_PIXEL_RATIO : 2;
  const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor });
  const page = await context.newPage();
  const problems = await watch(page);
  await page.addInitScript(() => { window.cardavia = { wantTable: true }; });
  const taken = new Set();
  const shot = async (name, [w, h] = [width, height]) => {
    taken.add(`${name}-${w}x${h}`);
    await page.screenshot({ path: join(artifacts, `chkobba-${players}p-${name}-${w}x${h}.png`) });
  };
  const seen = { log: new Set(), cuts: 0, choices: 0, narrowed: 0, confirmed: 0, plays: 0, deals: 0, taken };
  const remember = (t) => { for (const line of t.log) seen.log.add(line); };
  try {
    await page.goto(url);
    await page.waitForFunction(() => (window.cardavia?.frames ?? 0) >= 2, null, { timeout: 60_000 });

    // Step 1. The chooser's tile, then the new-match sheet: players, Normal, instant, the seed.
    const start = await waitFor(page, ['tile:chkobba'], 60_000);
    assert.match(start.target.label, /Chkobba/);
    await press(page, start.target);
    await tap(page, `setup:players:${players}`);
    await tap(page, 'setup:level:normal');
    await tap(page, whole ? 'setup:speed:instant' : 'setup:speed:fast');
    await typeInto(page, 'setup:seed', seed);  // the page's <input> over the sheet's field
    await tap(page, 'setup:start');

    // Step 2. The match, as the human.
    let chkobbas = 0;
    for (let step = 0; step < MAX_STEPS; ++step) {
      const t = await table(page);
      remember(t);
      const has = (id) => t.targets.find((x) => x.id === id);
      const chkobbaLines = [...seen.log].filter((l) => l.includes('— chkobba!')).length;
      if (chkobbaLines > chkobbas) {
        if (chkobbas === 0) await shot('chkobba');
        chkobbas = chkobbaLines;
      }
      if (t.screen === 'over') break;
      if (t.screen === 'reveal') {
        const next = has('btn:result') || has('btn:next_round');
        if (!next) { await page.waitForTimeout(30); continue; }
        if (seen.deals++ === 0) { await settle(page, 40); await shot('deal-end'); }
        if (!whole) break;
        await press(page, next);
        continue;
      }
      if (has('btn:keep')) {  // the cut: the cut card alone, keep it or table it
        assert.match(t.prompt, /^You cut the .+: keep it in your hand, or put it on the table$/);
        assert.ok(has('btn:table'));
        assert.ok(!t.targets.some((x) => x.id.startsWith('own:')), 'no hand card to play during the cut');
        if (seen.cuts++ === 0) { await settle(page, 40); await shot('cut'); }
        await press(page, has(seen.cuts % 2 ? 'btn:keep' : 'btn:table'));
        continue;
      }
      if (has('btn:cancel')) {  // a capture choice is open: only the legal groups' cards
        const offered = t.targets.filter((x) => x.id.startsWith('table:'));
        assert.ok(offered.length >= 1, 'a choice offers table cards');
        if (has('btn:confirm')) {
          assert.match(t.prompt, /^Take .+ with the .+\? Tap it again, or Take$/);
          ++seen.confirmed;
          await press(page, seen.confirmed % 2 ? has('btn:confirm') : offered[0]);
        } else {
          assert.match(t.prompt, /^The .+ can take .+ or .+: tap a table card to choose$/);
          if (!taken.has(`choice-${width}x${height}`)) { await settle(page, 40); await shot('choice'); }
          const pick = offered.find((x) => x.label.startsWith('Choose the '));
          assert.ok(pick, `a table card to choose among ${offered.map((x) => x.label)}`);
          await press(page, pick);
          ++seen.narrowed;
        }
        continue;
      }
      const own = t.targets.filter((x) => x.id.startsWith('own:'));
      if (own.length) {
        assert.match(t.prompt, /^Your turn: tap a card to play it \(Q = 8, J = 9, K = 10\)$/);
        const card = own.find((x) => / ways\)$/.test(x.label)) || own.find((x) => /: it takes /.test(x.label)) || own[0];
        if (/ ways\)$/.test(card.label)) ++seen.choices;
        else ++seen.plays;
        await press(page, card);
        continue;
      }
      await page.waitForTimeout(30);
    }
    const end = await table(page);
    remember(end);
    if (whole) {
      assert.equal(end.screen, 'over', 'the match reached its end');
      assert.equal(end.prompt, 'The match is over.');
      await settle(page, 40);
      await shot('match-end');
      // The same sheet at the other size.
      const other = width === PHONE[0] ? DESKTOP : PHONE;
      await page.setViewportSize({ width: other[0], height: other[1] });
      await page.waitForTimeout(300);
      await settle(page, 40);
      await shot('match-end', other);
      const again = await waitFor(page, ['btn:play_again']);
      assert.match(again.target.label, /Play again/);
      await press(page, again.target);
      const next = await waitFor(page, ['btn:keep', 'own:0', 'btn:menu'], 60_000);
      assert.equal(next.t.screen, 'play', '"Play again" starts a new match');
    } else {
      assert.equal(end.screen, 'reveal', 'the deal reached its end');
    }
    assert.deepEqual(problems, []);
    return seen;
  } finally {
    await context.close();
  }
}

// What every run's log says, whatever the deals.
function checkLog(seen, players) {
  const log = [...seen.log];
  assert.ok(log.some((l) => /^Deal 1: .+ deals?, .+ cuts?\.$/.test(l)), 'the deal is announced');
  // The report's log is what the live region says: cards in words ("the seven of hearts").
  assert.ok(log.some((l) => /^You played the .+ and took .+[.!]/.test(l)), 'a capture of yours is said');
  for (const l of log) assert.doesNotMatch(l, /[♠♥♦♣]/, `cards in words: ${l}`);
  assert.ok(log.some((l) => /^Ana played the /.test(l)), 'the computer on your right plays');
  assert.ok(log.some((l) => /The deal is over/.test(l)), "the deal's end is said");
  for (const l of log) assert.doesNotMatch(l, /[{}]|chkobba\.[a-z]/, `words, not keys: ${l}`);
  if (players === 4) {
    for (const name of ['Bo', 'Cy']) assert.ok(log.some((l) => l.startsWith(`${name} played the `)), `${name} plays`);
  }
}

const SHOTS = ['cut', 'choice', 'chkobba', 'deal-end', 'match-end'];

test('a whole 2-player Chkobba match against Normal at 390x844', { timeout: 1_200_000 }, async () => {
  const seen = await play({ players: 2, seed: '7', size: PHONE, whole: true });
  checkLog(seen, 2);
  assert.ok(seen.deals >= 2, `several deals (${seen.deals})`);
  assert.ok(seen.cuts >= 1, 'the human cut');
  assert.ok(seen.choices >= 1 && seen.narrowed >= 1 && seen.confirmed >= 1, 'a capture choice was narrowed and confirmed');
  assert.ok([...seen.log].some((l) => l.includes('— chkobba!')), 'a chkobba was made');
  for (const name of SHOTS) assert.ok(seen.taken.has(`${name}-390x844`), name);
  assert.ok(seen.taken.has('match-end-1280x800'));
});

test('a whole 2×2 Chkobba match against Normal at 1280x800', { timeout: 1_200_000 }, async () => {
  const seen = await play({ players: 4, seed: '3', size: DESKTOP, whole: true });
  checkLog(seen, 4);
  assert.ok(seen.deals >= 2, `several deals (${seen.deals})`);
  assert.ok(seen.cuts >= 1, 'the human cut');
  assert.ok(seen.choices >= 1 && seen.confirmed >= 1, 'a capture choice was confirmed');
  assert.ok([...seen.log].some((l) => l.includes('— chkobba!')), 'a chkobba was made');
  for (const name of SHOTS) assert.ok(seen.taken.has(`${name}-1280x800`), name);
  assert.ok(seen.taken.has('match-end-390x844'));
});

test('a deal of a 2-player Chkobba match at 1280x800', { timeout: 600_000 }, async () => {
  const seen = await play({ players: 2, seed: '7', size: DESKTOP, whole: false });
  checkLog(seen, 2);
  assert.ok(seen.taken.has('deal-end-1280x800'));
});

test('a deal of a 2×2 Chkobba match at 390x844', { timeout: 600_000 }, async () => {
  const seen = await play({ players: 4, seed: '3', size: PHONE, whole: false });
  checkLog(seen, 4);
  assert.ok(seen.taken.has('deal-end-390x844'));
});
