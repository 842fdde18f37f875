// Browser test of the Cucù table: a whole match (you and three Normal computers, three lives each)
// played as the human through the table's own input — mouse presses on the canvas at the targets
// the page reports (window.cardavia.table, web/table_page.cpp) — at a phone size (390×844), and
// its first round at a desktop size (1280×800), at normal speed so the cards fly; devicePixelRatio
// 2, but 1 for the whole match (MATCH_PIXEL_RATIO: a software renderer's frames grow with the
// pixels).
//
// The matches: seed 821 and seed 6191, Normal. The computers decide from the match record alone
// (ai::decision_seed, docs/ai.md), so when the human plays the person's actions of
// tests/saves/cucu_4p_normal_table.json (or cucu_4p_inn_table.json) the table plays exactly the
// match that file records. Both files were made by tests/session/table_match_maker_test.cpp
// (`build/native/tests/session_tests "[.make]" -s`). Seed 821 has, in this order: round 1, Cy asks
// you and your Hunter shoots (a hunter's shot); round 3, Ana asks Bo's Cat and the two exchanges
// that brought her card go back, one of them yours (a cat's undo); then you win. Seed 6191's
// first round: you ask, Bo's Inn suspends your request, you insure your Zero and Bo refuses (an
// inn dialog). Screenshots of each, of the first showdown (on the table and in the round-end
// sheet) and of the match end go to build/test-artifacts/cucu-*.png. Fails on any console error
// or a step the record does not expect.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { artifacts, root, startSiteAndBrowser, stopSiteAndBrowser, table, press, typeInto, waitFor, waitUntil, watch, tapTarget, MATCH_PIXEL_RATIO } from './browser_harness.mjs';

const readSave = (file) => JSON.parse(readFileSync(join(root, 'tests/saves', file), 'utf8'));
const personOf = (save) => save.actions.filter((a) => a.startsWith('0 ')).map((a) => a.slice(2));
const save = readSave('cucu_4p_normal_table.json');
const innSave = readSave('cucu_4p_inn_table.json');

let server;
let url;
let browser;

before(async () => {
  ({ server, url, browser } = await startSiteAndBrowser());
});

after(() => stopSiteAndBrowser({ server, browser }));

const tap = (page, id) => tapTarget(page, id);

// The chooser, then the new-match sheet: Cucù (four players), Normal, normal speed, the seed.
async function open(width, height, seed = save.seed, deviceScaleFactor = 2) {
  const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor });
  const page = await context.newPage();
  const problems = await watch(page);
  await page.addInitScript(() => { window.cardavia = { wantTable: true }; });
  await page.goto(url);
  await page.waitForFunction(() => (window.cardavia?.frames ?? 0) >= 2, null, { timeout: 60_000 });
  await tap(page, 'tile:cucu');
  const setup = await waitUntil(page, 'the new-match sheet', (t) => t.screen === 'setup');
  assert.ok(setup.targets.some((x) => x.id === 'setup:players:4'));
  assert.ok(!setup.targets.some((x) => x.id === 'setup:players:3'), 'Cucù is a four-player game');
  await tap(page, 'setup:level:normal');
  await tap(page, 'setup:speed:normal');
  await typeInto(page, 'setup:seed', String(seed));  // the page's <input> over the sheet's field
  await tap(page, 'setup:start');
  return { context, page, problems };
}

const ID = { keep: 'btn:keep', ask: 'btn:ask', deck: 'btn:deck', insure: 'btn:insure', accept: 'btn:accept', refuse: 'btn:refuse' };
const DECISIONS = Object.values(ID);

// Every target on the screen, and nothing of a sheet's table reported under it.
function offScreen(t, width, height) {
  return t.targets.filter((x) => !(x.x >= 0 && x.y >= 0 && x.x <= width && x.y <= height)).map((x) => x.id);
}

// Plays the person's actions `mine` of a record until `rounds` rounds have ended (0: the whole
// match), or until `until(report)` holds.
// `moments` take the screenshots: each is [name, (report) => bool, count], taken when it first
// holds: one, or `count` back to back (a chain undone step by step is caught in a burst).
async function play(page, width, height, rounds, moments, mine = personOf(save), until = () => false) {
  const taken = new Map();
  const shotAt = async (t) => {
    for (const [name, when, count = 1] of moments) {
      if (taken.has(name) || !when(t)) continue;
      taken.set(name, count);
      for (let n = 1; n <= count; ++n) {
        const file = count > 1 ? `cucu-${name}-${n}-${width}x${height}.png` : `cucu-${name}-${width}x${height}.png`;
        await page.screenshot({ path: join(artifacts, file) });
      }
    }
  };
  let next = 0;
  let reveals = 0;
  for (let step = 0; step < 20_000; ++step) {
    const t = await table(page);
    await shotAt(t);
    assert.deepEqual(offScreen(t, width, height), [], 'every target on the screen');
    if (t.screen === 'over' || until(t)) break;
    if (t.screen === 'reveal') {
      const button = t.targets.find((x) => x.id === 'btn:next_round' || x.id === 'btn:result');
      if (!button) { await page.waitForTimeout(30); continue; }
      ++reveals;
      if (rounds > 0 && reveals >= rounds) return { next, reveals, taken };
      await press(page, button);
      await waitUntil(page, 'the sheet closed', (x) => x.screen !== 'reveal');
      continue;
    }
    const decision = t.targets.find((x) => DECISIONS.includes(x.id));
    if (!decision) { await page.waitForTimeout(25); continue; }
    if (t.targets.some((x) => x.id === 'btn:insure')) {
      // The inn's dialog: each button's line says what it means.
      assert.deepEqual(t.notes, ['Keep: withdraw the request; both keep their cards.',
        'Insure: if your Zero loses, Bo loses the life instead.']);
      // Once the inn's banner has gone, the dialog itself.
      await page.waitForTimeout(2000);
      await page.mouse.move(2, 2);
      await page.screenshot({ path: join(artifacts, `cucu-inn-${width}x${height}.png`) });
      taken.set('inn', 1);
    }
    assert.ok(next < mine.length, `a decision the record does not have: ${t.prompt}`);
    const action = mine[next++];
    const target = t.targets.find((x) => x.id === ID[action]);
    assert.ok(target, `the record's "${action}" is offered (prompt: ${t.prompt}; targets ${t.targets.map((x) => x.id)})`);
    await press(page, target);
    // The tap has been taken when the decision's buttons are gone (the next frame's report).
    await waitUntil(page, `"${action}" taken`, (x) => !x.targets.some((y) => y.id === target.id) || x.prompt !== t.prompt);
  }
  return { next, reveals, taken };
}

const hunterShot = (t) => t.screen === 'play' && t.log.some((l) => l.includes('Hunter refuses and shoots'));
// From the cat's answer: its refusal is read, then each exchange goes back, cards in the air.
const catUndo = (t) => t.screen === 'play' &&
  t.log.some((l) => l.includes('exchanges that brought that card are undone'));
// Once every live card is turned up (round 1: all four).
const showdownOnTable = (t) => t.screen === 'play' && t.prompt.startsWith('The showdown') && t.faces.length === 4;
const showdownSheet = (t) => t.screen === 'reveal' && t.targets.some((x) => x.id === 'btn:next_round');

test('a whole Cucù match against Normal at 390x844: a hunter, a cat, the showdowns, the end', { timeout: 600_000 }, async () => {
  const [width, height] = [390, 844];
  const { context, page, problems } = await open(width, height, save.seed, MATCH_PIXEL_RATIO);
  try {
    // The first player's card is dealt from the pack; the pack shows its size.
    const first = await waitUntil(page, 'the first deal', (t) => t.log.length > 0, 20_000);
    assert.match(first.log[0], /^Round 1: You deal; Ana plays first\.$/);
    const moments = [
      ['hunter', hunterShot], ['cat-undo', catUndo, 8],
      ['showdown-table', showdownOnTable], ['showdown', showdownSheet],
    ];
    const { next, taken } = await play(page, width, height, 0, moments);
    assert.equal(next, personOf(save).length, 'every action of the record was played');
    for (const name of ['hunter', 'cat-undo', 'showdown-table', 'showdown'])
      assert.ok(taken.has(name), `the ${name} moment was seen`);
    const end = await waitUntil(page, 'the match end', (t) => t.screen === 'over');
    assert.ok(end.targets.some((x) => x.id === 'btn:play_again'), '"Play again" is offered');
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(artifacts, `cucu-match-end-${width}x${height}.png`) });
    // Play again: a new match on a fresh seed.
    await tap(page, 'btn:play_again');
    const again = await waitUntil(page, 'the next match', (t) => t.screen === 'play' && t.log.length > 0, 20_000);
    assert.match(again.log[0], /^Round 1: /);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('the first round of the same match at 1280x800: the hunter and the showdown', { timeout: 300_000 }, async () => {
  const [width, height] = [1280, 800];
  const { context, page, problems } = await open(width, height);
  try {
    const { reveals, taken } = await play(page, width, height, 1, [
      ['hunter', hunterShot], ['showdown-table', showdownOnTable], ['showdown', showdownSheet],
    ]);
    assert.equal(reveals, 1);
    assert.ok(taken.has('hunter') && taken.has('showdown'));
    const t = await table(page);
    assert.equal(t.screen, 'reveal');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('an inn at 390x844: what each button means, and Bo\'s refusal', { timeout: 300_000 }, async () => {
  const [width, height] = [390, 844];
  const { context, page, problems } = await open(width, height, innSave.seed);
  try {
    const mine = personOf(innSave);
    const refused = (t) => t.log.includes('Bo refuses: you take the Inn and Bo your Zero.');
    const { next, taken } = await play(page, width, height, 0, [], mine, refused);
    assert.equal(next, mine.length, 'every action of the record was played');
    assert.ok(taken.has('inn'), 'the inn\'s dialog was seen');
    await waitUntil(page, 'Bo\'s refusal', refused);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
