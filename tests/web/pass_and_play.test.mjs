// Browser test of pass-and-play (issue 32, part 1; docs/table.md "Pass-and-play: the cover"): two
// people at one device.
//
// - Cabo for three: a Normal computer at seat 0, Lena at seat 1 ("you", moved there on the
//   sheet's seat rows) and Omar at seat 2 (a friend); both names typed into the page's fields.
//   One round, both people looking, drawing and calling through the table's own input.
// - Chkobba 2×2: Lena and Omar as partners (seats 0 and 2) against two computers; one deal.
//
// Every time the device must pass, the cover is checked: the report's screen is `cover`, its only
// target is btn:ready, it names the person whose turn it is, and it reports no card face, no log
// line and no hand card — nothing of anyone's. Each person's view is checked against the other's:
// with the memory aid on, the cards Lena looked at are not face up when Omar first sees the table
// (Cabo); the hand cards Omar is offered are never the ones Lena was (Chkobba); a seat's card of
// the other person is never face up during a person's turn. Screenshots of the sheet's seat rows
// and of the cover at 390×844 and 667×375 go to build/test-artifacts/.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import {
  artifacts, startSiteAndBrowser, stopSiteAndBrowser, table, press, typeInto, waitFor, waitUntil,
  watch, tapTarget, tapUntil, scrollTo, settle, control,
} from './browser_harness.mjs';

let server;
let url;
let browser;

before(async () => {
  ({ server, url, browser } = await startSiteAndBrowser());
});

after(() => stopSiteAndBrowser({ server, browser }));

const MAX_STEPS = 1500;

// Opens a game's new-match sheet at `size` and sets: the player count, instant speed, the seed,
// then each seat's choice (scrolling to the seat rows as a person would) and each person's name.
async function newMatch(page, { game, players, seed, seats, names }) {
  await page.goto(url);
  await page.waitForFunction(() => (window.cardavia?.frames ?? 0) >= 2, null, { timeout: 60_000 });
  await tapTarget(page, `tile:${game}`, 60_000);
  await tapTarget(page, `setup:players:${players}`);
  await tapTarget(page, 'setup:speed:instant');
  await typeInto(page, 'setup:seed', seed);
  for (const [seat, kind] of Object.entries(seats)) {
    const id = `setup:seat:${seat}:${kind}`;
    const { target } = await scrollTo(page, id);
    await press(page, target);
    await waitUntil(page, `${id} chosen`, (t) => t.targets.some((x) => x.id === id));
  }
  for (const [seat, name] of Object.entries(names)) {
    await page.waitForFunction((id) => !!document.querySelector(`#controls [data-id="${id}"]`),
      `setup:name:${seat}`, { timeout: 10_000 });
    await typeInto(page, `setup:name:${seat}`, name);
  }
}

// The cover, checked: nothing of anybody's, and the person it names. Returns that name.
function checkCover(t, people) {
  assert.equal(t.screen, 'cover');
  assert.deepEqual(t.targets.map((x) => x.id), ['btn:ready'], 'the cover offers Ready alone');
  assert.deepEqual(t.faces, [], 'no card is face up under the cover');
  assert.deepEqual(t.log, [], 'no line of the log under the cover');
  const named = people.filter((name) => t.prompt === `Pass to ${name}`);
  assert.equal(named.length, 1, `the cover names one person: ${t.prompt}`);
  assert.match(t.targets[0].label, new RegExp(`^Show the table to ${named[0]}$`));
  return named[0];
}

// Reaches Ready with Tab alone (the page's mirror of the table keeps a <button> a target) and
// presses Enter: the keyboard reaches the cover's one control. Waits for the table.
async function readyByKeyboard(page) {
  const isReady = () => page.evaluate(() => document.activeElement?.getAttribute('data-id') === 'btn:ready');
  for (let presses = 0; presses < 40 && !(await isReady()); ++presses) await page.keyboard.press('Tab');
  assert.ok(await isReady(), 'Tab reaches Ready');
  await page.keyboard.press('Enter');
  return waitUntil(page, 'the table after Ready', (t) => t.screen !== 'cover', 30_000);
}

// Taps Ready and waits for the table seen by the person named.
async function ready(page) {
  return tapUntil(page, 'btn:ready', 'the table after Ready', (t) => t.screen !== 'cover', 30_000);
}

// Back to the size the matches are played at, once the table has drawn for it.
async function desktop(page) {
  await page.setViewportSize({ width: 1280, height: 1000 });
  await page.waitForTimeout(300);
  await settle(page, 40);
}

async function shots(page, name) {
  for (const [w, h] of [[390, 844], [667, 375]]) {
    await page.setViewportSize({ width: w, height: h });
    await page.waitForTimeout(300);
    await settle(page, 40);
    const t = await table(page);
    // As finger.test.mjs checks: a target's centre meets the canvas (no page control or note
    // covers it), a page control's centre meets the control itself; each is 44×44 at least.
    const met = await page.evaluate((points) => points.map(([x, y]) => {
      const el = document.elementFromPoint(x, y);
      return el ? (el.getAttribute('data-id') || el.tagName) : null;
    }), [...t.targets, ...t.controls].map((x) => [x.x, x.y]));
    t.targets.forEach((x, i) => {
      assert.equal(met[i], 'CANVAS', `${x.id}'s centre meets the canvas at ${w}x${h}`);
      assert.ok(x.w >= 44 - 0.5 && x.h >= 44 - 0.5, `${x.id} is ${x.w}x${x.h} at ${w}x${h}`);
    });
    t.controls.forEach((x, i) => assert.equal(met[t.targets.length + i], x.id, `${x.id} is on top at ${w}x${h}`));
    await page.screenshot({ path: join(artifacts, `pass-and-play-${name}-${w}x${h}.png`) });
  }
}

test('A 2-friend Cabo round: each person sees only their own cards, the cover between them', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
  const page = await context.newPage();
  const problems = await watch(page);
  await page.addInitScript(() => { window.cardavia = { wantTable: true }; });
  const people = ['Lena', 'Omar'];
  // Seat 0 a computer, Lena (you) at seat 1, Omar at seat 2.
  const seatOf = { Lena: 1, Omar: 2 };
  try {
    await newMatch(page, {
      game: 'cabo', players: 3, seed: '31',
      seats: { 1: 'you', 2: 'friend' }, names: { 1: 'Lena', 2: 'Omar' },
    });
    const sheet = await table(page);
    assert.ok(sheet.targets.some((x) => x.id === 'setup:seat:0:normal'), 'seat 0 is a Normal computer');
    await shots(page, 'setup');
    await desktop(page);
    let t = await tapUntil(page, 'setup:start', 'the first cover', (r) => r.screen === 'cover', 30_000);
    await shots(page, 'cover');
    await desktop(page);
    let viewer = null;
    const covers = [];
    let memoryAidOn = false;
    const looked = {};  // the faces each person had when they passed the device on
    for (let step = 0; step < MAX_STEPS; ++step) {
      t = await table(page);
      if (process.env.PP_DEBUG && step % 20 === 0) console.log(step, t.screen, t.prompt, t.targets.map((x) => x.id).join(' '), t.faces.join(' '));
      if (t.screen === 'cover') {
        const named = checkCover(t, people);
        covers.push(named);
        if (viewer) looked[viewer] = true;
        t = await ready(page);
        viewer = named;
        // The person's first look at the table: the other's looked-at cards are not face up.
        const other = people.find((p) => p !== viewer);
        assert.ok(!t.faces.some((f) => f.startsWith(`seat:${seatOf[other]}:`)),
          `${viewer} sees none of ${other}'s cards: ${t.faces}`);
        if (memoryAidOn && !looked[viewer]) {
          assert.deepEqual(t.faces.filter((f) => f.startsWith('own:')), [],
            `the memory aid shows ${viewer} no card ${other} saw`);
        }
        continue;
      }
      if (t.screen === 'reveal') break;
      if (!viewer) { await page.waitForTimeout(30); continue; }
      // A person's turn: the other person's cards are never face up for them.
      const other = people.find((p) => p !== viewer);
      assert.ok(!t.faces.some((f) => f.startsWith(`seat:${seatOf[other]}:`)),
        `${viewer}'s view shows ${other}'s card: ${t.faces}`);
      const has = (id) => t.targets.find((x) => x.id === id);
      if (t.prompt.startsWith('Choose')) {  // the look at the start of the round
        if (!memoryAidOn) {
          // The memory aid on (the device's setting): it must still show each person only theirs.
          await tapUntil(page, 'btn:menu', 'the menu', (r) => r.screen === 'menu');
          await tapUntil(page, 'menu:memory_aid', 'the memory aid on', (r) =>
            r.targets.some((x) => x.id === 'menu:memory_aid' && /: on$/.test(x.label)));
          await tapUntil(page, 'menu:close', 'the menu closed', (r) => r.screen === 'play');
          memoryAidOn = true;
          continue;
        }
        // Two cards: the first tap asks for one more, the second looks.
        const own = t.targets.filter((x) => x.id.startsWith('own:'));
        await tapUntil(page, own[0].id, 'one more card to choose', (r) => /^Choose one more/.test(r.prompt));
        await tapUntil(page, own[1].id, 'the look', (r) => !/^Choose/.test(r.prompt) || r.screen !== 'play');
        continue;
      }
      if (has('btn:cabo')) { await press(page, has('btn:cabo')); continue; }
      if (has('btn:draw')) { await press(page, has('btn:draw')); continue; }
      if (has('btn:discard')) { await press(page, has('btn:discard')); continue; }
      await page.waitForTimeout(30);
    }
    assert.equal(t.screen, 'reveal', 'the round reached its end');
    assert.ok(covers.includes('Lena') && covers.includes('Omar'), `both people were covered for: ${covers}`);
    assert.ok(covers.length >= 3, `the device passed at least three times: ${covers}`);
    // The next round is dealt under a cover: the round-end sheet was everyone's, the hands are not.
    await tapTarget(page, 'btn:next_round');
    t = await waitUntil(page, 'the next round\'s cover', (r) => r.screen === 'cover', 30_000);
    checkCover(t, people);
    // The save keeps who was who (the embed API's get-state reads the same record once over; here
    // the autosave, through the page's export of the record).
    const saved = await page.evaluate(() => Object.entries(localStorage)
      .filter(([k]) => k.includes('cabo')).map(([, v]) => v).find((v) => v.includes('"people"')) ?? null);
    assert.ok(saved, 'the autosave holds the people');
    assert.match(saved, /"people":\[\{"seat":1,"name":"Lena"\},\{"seat":2,"name":"Omar"\}\]/);
    assert.match(saved, /"human_seat":1/);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('A 2x2 Chkobba deal with two friends as partners: each hand seen by its owner alone', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
  const page = await context.newPage();
  const problems = await watch(page);
  await page.addInitScript(() => { window.cardavia = { wantTable: true }; });
  const people = ['Lena', 'Omar'];
  try {
    await newMatch(page, {
      game: 'chkobba', players: 4, seed: '8',
      seats: { 2: 'friend' }, names: { 0: 'Lena', 2: 'Omar' },
    });
    await tapTarget(page, 'setup:start');
    let viewer = null;
    const hands = { Lena: new Set(), Omar: new Set() };  // every hand card label each was offered
    let covers = 0;
    let t;
    for (let step = 0; step < MAX_STEPS; ++step) {
      t = await table(page);
      if (t.screen === 'cover') {
        viewer = checkCover(t, people);
        t = await (covers++ === 0 ? readyByKeyboard(page) : ready(page));
        continue;
      }
      if (t.screen === 'reveal' || t.screen === 'over') break;
      if (!viewer) { await page.waitForTimeout(30); continue; }
      const has = (id) => t.targets.find((x) => x.id === id);
      if (has('btn:keep')) { await press(page, has('btn:keep')); continue; }
      if (has('btn:cancel')) {
        const offered = t.targets.filter((x) => x.id.startsWith('table:'));
        await press(page, has('btn:confirm') || offered[0]);
        continue;
      }
      const own = t.targets.filter((x) => x.id.startsWith('own:'));
      if (own.length) {
        // A card's words name it: the other person was never offered it (their hands are theirs).
        const other = people.find((p) => p !== viewer);
        for (const x of own) {
          const card = x.label.split(':')[0];
          hands[viewer].add(card);
          assert.ok(!hands[other].has(card), `${viewer} is offered ${other}'s card: ${card}`);
        }
        await press(page, own[0]);
        await waitUntil(page, 'the card played', (r) =>
          r.screen !== 'play' || !r.targets.some((x) => x.id === own[0].id && x.label === own[0].label), 15_000);
        continue;
      }
      await page.waitForTimeout(30);
    }
    assert.equal(t.screen, 'reveal', 'the deal reached its end');
    assert.ok(covers >= 4, `the device passed between the partners: ${covers} covers`);
    assert.ok(hands.Lena.size >= 3 && hands.Omar.size >= 3, 'both partners played');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
