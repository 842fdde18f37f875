// Browser test of keyboard and screen-reader play (web/page/access.js, docs/accessibility.md): a
// whole 3-player Cabo match played with the keyboard only — every target found through the
// accessibility tree (Playwright's role queries: a button by its name), reached with Tab /
// Shift+Tab and the arrow keys, acted on with Enter or Space; Escape closes the ☰ menu and goes on
// from a round's end; T says the table in words. The live region must have said the computers'
// moves, the prompt of the person's turns and each round's result. The mouse is never used.
//
// Also: the mirror follows the table (a button per enabled target, over its box, not catching the
// pointer), focus survives redraws, an idle table draws nothing while the mirror sits, and the
// focus ring is drawn on the canvas — screenshots at 390×844 and 1280×800 in
// build/test-artifacts/keyboard-focus-*.png. And the table in a frame of a host page: the host
// keeps its typing and scrolling, the keyboard plays in the frame. And a round of Cucù. And
// Chkobba: a whole 2-player match and a deal of 2×2, the seed typed in its field and the capture
// choice made (and backed out of with Escape) by the keyboard; focus ring on the choice in
// build/test-artifacts/keyboard-chkobba-choice-390x844.png. And today's deals and the statistics from the
// start screen, and a daily deal begun, by the keyboard.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { artifacts, startSiteAndBrowser, stopSiteAndBrowser, table, frames, watch, waitUntil, settle, MATCH_PIXEL_RATIO, recordSpeech } from './browser_harness.mjs';

const MAX_STEPS = 1500;

let server;
let url;
let browser;

before(async () => {
  ({ server, url, browser } = await startSiteAndBrowser());
});

after(() => stopSiteAndBrowser({ server, browser }));

const said = (page) => page.evaluate(() => window.saidLines);

const mirrorIds = (page) => page.evaluate(() =>
  [...document.querySelectorAll('#table-mirror .mirror-button')].map((b) => b.dataset.id));
const focusedId = (page) => page.evaluate(() => document.activeElement?.dataset?.id ?? null);

// Moves the keyboard's focus to `element` (a Locator: one of the mirror's buttons, or one of the
// page's own controls over the table, such as the seed field) with Tab or Shift+Tab only, then
// presses `key` on it (null: only the focus moves there) and waits for the frame that took it in.
// The page notes the frame counter when the button is activated (capturing listeners, before the
// mirror's: the click, which Enter makes as the key goes down and Space as it comes up, or the
// key itself); the button's action is an intent the table runs in the next frame, whose report
// says its outcome (web/main.cpp wakes the loop for it): so one frame past the noted one. Reading
// the counter after the press instead raced the frames, and an action that draws a single frame
// never got to two. `what` names the element in the error.
async function keyToElement(page, element, key, what) {
  await element.waitFor({ state: 'attached', timeout: 60_000 });
  for (let presses = 0; presses < 80; ++presses) {
    const there = await element.evaluate((el) => el === document.activeElement).catch(() => false);
    if (there) {
      if (key === null) return;
      await page.evaluate(() => {
        const c = window.cardavia;
        c.activatedAtFrame = null;
        if (!c.watchesActivation) {
          c.watchesActivation = true;
          const note = () => { c.activatedAtFrame = c.frames; };
          window.addEventListener('keydown', note, true);
          window.addEventListener('click', note, true);
        }
      });
      await page.keyboard.press(key);
      await page.waitForFunction(() => window.cardavia.activatedAtFrame !== null &&
                                        window.cardavia.frames > window.cardavia.activatedAtFrame, null, { timeout: 15_000 });
      return;
    }
    // The shorter way round what Tab walks (the page's controls, then the mirror).
    const { from, to, count } = await element.evaluate((el) => {
      const all = [...document.querySelectorAll('#controls > *, #table-mirror button')];
      return { from: all.indexOf(document.activeElement), to: all.indexOf(el), count: all.length };
    });
    const forward = from < 0 || (to - from + count) % count <= (from - to + count) % count;
    await page.keyboard.press(forward ? 'Tab' : 'Shift+Tab');
  }
  throw new Error(`could not reach ${what}; focused: ${await focusedId(page)}`);
}

// The same for the button named `name` (a string or RegExp), found through the accessibility tree.
const keyTo = (page, name, key = 'Enter') =>
  keyToElement(page, page.getByRole('button', { name, exact: typeof name === 'string' }).first(), key, `the button ${name}`);

// The label of the target with `id` in the current report (the test names buttons by label).
async function labelOf(page, id) {
  const t = await waitUntil(page, `the target ${id}`, (r) => r.targets.some((x) => x.id === id), 60_000);
  return t.targets.find((x) => x.id === id).label;
}

async function waitForIds(page, ids, timeout = 60_000) {
  return waitUntil(page, `one of ${ids}`, (r) => r.targets.some((x) => ids.includes(x.id)), timeout);
}

// Presses `key` on the mirror's button of the table's target `id` (found by its name, the label
// the current report gives it), reached with Tab / Shift+Tab; then waits until the report no
// longer offers that target with that label — the press's outcome was drawn and reported (the
// card played, the choice narrowed, the sheet gone on) — and returns that report.
async function keyOnTarget(page, id, key = 'Enter') {
  const label = await labelOf(page, id);
  const button = page.getByRole('button', { name: label, exact: true }).and(page.locator(`[data-id="${id}"]`));
  await keyToElement(page, button, key, `the target ${id} (${label})`);
  return waitUntil(page, `the outcome of ${key} on ${id} (${label})`,
    (r) => !r.targets.some((x) => x.id === id && x.label === label), 60_000);
}

// From the start screen to a running match, by the keyboard: the game's tile, then on the
// new-match sheet each of `choices` ([a button's name, the key to press it with]); then either
// Start, or — given a `seed` — the seed field (the page's own <input> over the sheet, reached with
// Tab like the buttons), the seed typed and Enter, which starts the match from the field.
async function newMatchByKeyboard(page, game, choices, seed) {
  await keyTo(page, `Play ${game}`);
  await waitUntil(page, 'the new-match sheet', (r) => r.screen === 'setup', 30_000);
  for (const [name, key] of choices) await keyTo(page, name, key);
  if (seed === undefined) {
    await keyTo(page, 'Start the match');
  } else {
    // Tab follows the reading order into the page's own field: the seed row is under the speed
    // row, so from the speed row's last pill (where the choices end) the next Tab reaches it.
    await page.keyboard.press('Tab');
    assert.equal(await focusedId(page), 'setup:seed', 'the seed field comes next in the Tab order');
    assert.equal(await page.getByRole('textbox', { name: /^Seed/ }).evaluate((el) => el === document.activeElement), true);
    await page.keyboard.type(seed);
    // Every digit is in the field (each sent to the table as it was typed) before Enter.
    await page.waitForFunction((text) => document.activeElement?.value === text, seed);
    await page.keyboard.press('Enter');
  }
  await waitUntil(page, 'the table', (r) => r.screen === 'play', 30_000);
  // The keyboard's place is on the table (a target, or the mirror during a computer's turn), not
  // lost on the page's <body> with the sheet's field that had it.
  await page.waitForFunction(() => document.getElementById('table-mirror').contains(document.activeElement), null, { timeout: 10_000 });
}

async function playCabo(width, height) {
  const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: MATCH_PIXEL_RATIO });
  const page = await context.newPage();
  const problems = await watch(page);
  await recordSpeech(page);
  const shot = (name) => page.screenshot({ path: join(artifacts, `keyboard-${name}-${width}x${height}.png`) });
  try {
    await page.goto(url);
    await page.waitForFunction(() => (window.cardavia?.frames ?? 0) >= 2, null, { timeout: 60_000 });

    // Step 1. The start screen's mirror: a button per target, over its box, not catching the pointer.
    await page.getByRole('button', { name: 'Play Cabo' }).waitFor({ state: 'attached' });
    const box = await page.evaluate(() => {
      const b = document.querySelector('#table-mirror .mirror-button[data-id="tile:cabo"]');
      const r = b.getBoundingClientRect();
      return { x: r.x + r.width / 2, y: r.y + r.height / 2, events: getComputedStyle(b).pointerEvents };
    });
    const tile = (await table(page)).targets.find((x) => x.id === 'tile:cabo');
    assert.ok(Math.abs(box.x - tile.x) < 1 && Math.abs(box.y - tile.y) < 1, 'the button lies over its target');
    assert.equal(box.events, 'none');
    // An idle table draws nothing, mirror or not.
    const idle = await frames(page);
    await page.waitForTimeout(600);
    assert.equal(await frames(page), idle, 'an idle start screen draws no frame');
    // The first Tab reaches the mirror; the canvas draws the ring (one frame), then rests.
    await page.keyboard.press('Tab');
    assert.ok(await focusedId(page), 'Tab reached a target');
    await page.waitForFunction((n) => window.cardavia.frames > n, idle, { timeout: 3_000 });

    // Step 2. The new-match sheet, by the keyboard: 3 players, Normal, instant pacing; Start.
    await newMatchByKeyboard(page, 'Cabo', [['3 players'], ['Computer opponents: Normal', ' '], ['Speed: Instant']]);

    // Step 3. The ☰ menu opens and Escape closes it.
    await keyTo(page, 'Menu and settings');
    await waitUntil(page, 'the menu', (r) => r.screen === 'menu');
    await page.keyboard.press('Escape');
    await waitUntil(page, 'the menu closed', (r) => r.screen === 'play');

    // Step 4. The match, as the human, until the winner is shown.
    let reveals = 0;
    let turnInRound = 0;
    let ringShot = false;
    let described = false;
    for (let step = 0; step < MAX_STEPS; ++step) {
      const t = await waitForIds(page, ['own:0', 'own:1', 'own:2', 'own:3', 'btn:draw', 'btn:next_round',
                                        'btn:result', 'btn:play_again', 'btn:discard']);
      const has = (id) => t.targets.some((x) => x.id === id);
      if (t.screen === 'over') break;
      if (t.screen === 'reveal') {
        ++reveals;
        turnInRound = 0;
        // Escape goes on from a round's end (the first time); Enter on the button after that.
        if (reveals === 1) {
          await page.keyboard.press('Escape');
          await waitUntil(page, 'the next round', (r) => r.screen !== 'reveal', 30_000);
        } else {
          await keyTo(page, await labelOf(page, has('btn:result') ? 'btn:result' : 'btn:next_round'));
        }
        continue;
      }
      if (t.prompt.startsWith('Choose two')) {  // the look at the start of a round
        await keyTo(page, await labelOf(page, 'own:0'));
        await waitUntil(page, 'the second look', (r) => r.prompt.startsWith('Choose one more') || !r.targets.some((x) => x.id === 'own:0'));
        // The focus stayed in the hand (on the next card); the arrow keys walk it.
        const first = await focusedId(page);
        assert.ok(first && first.startsWith('own:'), `the focus stays in the hand (${first})`);
        await page.keyboard.press('ArrowLeft');
        const id = await focusedId(page);
        assert.ok(id && id !== first, `the arrow keys move the focus (${first} -> ${id})`);
        await page.keyboard.press('ArrowRight');
        assert.equal(await focusedId(page), first, 'Right undoes Left');
        if (!ringShot) {
          const n = await frames(page);
          await page.waitForFunction((m) => window.cardavia.frames > m, n, { timeout: 3_000 }).catch(() => {});
          await shot('focus');
          ringShot = true;
        }
        const now = await table(page);
        const second = now.targets.find((x) => x.id.startsWith('own:') && x.id !== 'own:0');
        if (second && now.prompt.startsWith('Choose one more')) await keyTo(page, second.label);
        continue;
      }
      if (has('btn:draw')) {
        ++turnInRound;
        if (!described) {
          await page.keyboard.press('t');
          await page.waitForFunction(() => window.saidLines.some((l) => l.includes('Your points: ')), null, { timeout: 5_000 });
          described = true;
        }
        if (turnInRound >= 2 && has('btn:cabo')) await keyTo(page, 'Call Cabo');
        else await keyTo(page, 'Draw from the stock', ' ');
        continue;
      }
      if (has('btn:discard')) {
        await keyTo(page, await labelOf(page, 'btn:discard'));
        continue;
      }
      // After a take (never chosen here) or anything else: the first own card.
      const own = t.targets.find((x) => x.id.startsWith('own:'));
      if (own) await keyTo(page, own.label);
      else await page.waitForTimeout(30);
    }
    const end = await table(page);
    assert.equal(end.screen, 'over', 'the match reached its end');
    assert.ok(reveals >= 1, 'a round was revealed');
    assert.ok(described, 'T said the table');
    await page.getByRole('button', { name: 'Play again with the same choices' }).waitFor({ state: 'attached' });

    // Step 5. What the live region said: the computers' moves, the person's prompts, the results.
    const lines = await said(page);
    assert.ok(lines.some((l) => /^(Final turn · )?Ana (drew|took|looked|called|swapped|discarded|replaced|claimed)/.test(l)),
      'a move of Ana was said');
    assert.ok(lines.some((l) => /^(Final turn · )?Bo (drew|took|looked|called|swapped|discarded|replaced|claimed)/.test(l)),
      'a move of Bo was said');
    assert.ok(lines.some((l) => l.startsWith('Draw from the stock')), 'the prompt of a turn was said');
    assert.ok(lines.some((l) => l.includes('The round is over.') && l.includes('Points in all')), 'a round\'s result was said');
    assert.ok(lines.filter((l) => l === 'Choose two of your cards to look at').length >= 2,
      'a line said again is said again (every round\'s look)');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
}

for (const [width, height] of [[390, 844], [1280, 800]]) {
  test(`a whole Cabo match with the keyboard only at ${width}x${height}`, { timeout: 600_000 }, async () => {
    await playCabo(width, height);
  });
}

// A host page at 1280×800 with a search field (#q), the table in a frame of `width`×`height` at
// `src`, and `tail` after it; served beside the site (a page of another origin may not frame a
// loopback address). Returns the context (for the caller to close), the page, its problems and the
// frame.
async function openHostPage(name, src, { width, height, tail = '' }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const problems = await watch(page);
  const host = new URL(name, url).href;
  await page.route(host, (route) => route.fulfill({
    contentType: 'text/html',
    body: `<!doctype html><html><body style="margin:0">
      <input id="q" aria-label="Search">
      <iframe title="Cardavia" src="${src}" style="display:block;width:${width}px;height:${height}px;border:0"></iframe>
      ${tail}</body></html>`,
  }));
  try {
    await page.goto(host);
  } catch (error) {
    await context.close();
    throw error;
  }
  return { context, page, problems, inner: page.frames().find((f) => f !== page.mainFrame()) };
}

// The table in a frame of another page (as the embed example page has it): the host's own field
// takes its typing and the host scrolls with the keyboard (SDL listens on the canvas, never on a
// window), and Tab goes from the host into the frame's mirror, where the keyboard plays.
test('keyboard play in a frame; the host page keeps its typing and scrolling', { timeout: 300_000 }, async () => {
  const { context, page, problems, inner } = await openHostPage('host-page-for-the-test.html', `${url}#cabo`,
    { width: 900, height: 640, tail: '<div style="height:3000px">the host page goes on</div>' });
  try {
    const frame = page.frameLocator('iframe');
    await inner.waitForFunction(() => (window.cardavia?.frames ?? 0) >= 2, null, { timeout: 60_000 });
    // The host's field types.
    await page.locator('#q').focus();
    await page.keyboard.type('cabo rules');
    assert.equal(await page.locator('#q').inputValue(), 'cabo rules');
    await frame.getByRole('button', { name: 'Start the match' }).waitFor({ state: 'attached', timeout: 60_000 });
    // Tab from the host's field into the frame: the new-match sheet's first button.
    await page.keyboard.press('Tab');
    const inFrame = await inner.evaluate(() => document.activeElement?.dataset?.id ?? null);
    assert.ok(inFrame, `Tab went into the frame's mirror (${inFrame})`);
    // Play on in the frame: instant speed, then Start, with Tab and Enter.
    for (const name of ['Speed: Instant', 'Start the match']) {
      const button = frame.getByRole('button', { name, exact: true });
      for (let i = 0; i < 40 && !(await button.evaluate((el) => el === document.activeElement)); ++i) {
        await page.keyboard.press('Tab');
      }
      await page.keyboard.press('Enter');
      await inner.waitForTimeout(300);
    }
    await inner.waitForFunction(() => window.cardavia.table?.screen === 'play', null, { timeout: 30_000 });
    await frame.getByRole('button', { name: 'Your card 1, face down' }).waitFor({ state: 'attached', timeout: 60_000 });
    // Back in the host, with the match running in the frame: its field types, End scrolls it.
    await page.locator('#q').focus();
    await page.keyboard.type(' again');
    assert.equal(await page.locator('#q').inputValue(), 'cabo rules again');
    await page.evaluate(() => document.activeElement.blur());
    await page.keyboard.press('End');
    // End scrolls smoothly: on a loaded 2-core machine the animation alone outlasted 5 s once.
    await page.waitForFunction(() => window.scrollY > 1000, null, { timeout: 30_000 }).catch(async (error) => {
      // Where the keyboard was, for the next reader of a failure (it failed once on CI, 2026-12).
      const where = { host: await page.evaluate(() => [document.activeElement?.tagName, window.scrollY]),
        frame: await inner.evaluate(() => [document.hasFocus(), document.activeElement?.dataset?.id ?? document.activeElement?.tagName,
          window.cardavia.table?.screen]) };
      throw new Error(`End did not scroll the host: ${JSON.stringify(where)} (${error.message})`);
    });
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

// The table in a frame must never take the focus from its host page. The mirror moves the focus
// when the focused target goes away (the card just played) — to the mirror itself while the
// computers play, to the next target when the person's turn comes back — but only while the person
// is still in the frame. Here they play a card with the keyboard in the frame, then go to the
// host's field during the computer's turn: the field keeps the focus through that turn and the
// next of theirs (it was taken back at the next report before access.js checked the frame's focus).
test('a table in a frame never takes the focus from its host page', { timeout: 120_000 }, async () => {
  const { context, page, problems, inner } = await openHostPage('host-page-for-the-focus-test.html',
    `${url}?embed=1&game=chkobba&speed=slow&seed=7&autostart=1`, { width: 390, height: 640 });
  try {
    const ownCards = () => inner.evaluate(() => window.cardavia?.table?.screen === 'play' &&
      window.cardavia.table.targets.filter((t) => t.id.startsWith('own:')).length);
    await inner.waitForFunction(() => window.cardavia?.table?.screen === 'play' &&
      window.cardavia.table.targets.some((t) => t.id.startsWith('own:')), null, { timeout: 60_000 });
    const cards = await ownCards();
    // Tab from the host's field into the frame (its Cardavia mark first), to a card of the hand.
    await page.locator('#q').focus();
    const onCard = () => inner.evaluate(() => document.activeElement?.dataset?.id?.startsWith('own:') ?? false);
    for (let i = 0; i < 10 && !(await onCard()); ++i) await page.keyboard.press('Tab');
    assert.ok(await onCard(), 'Tab reached a card of the hand in the frame');
    // Played: the card's button goes, the computer plays (slowly), the mirror holds the focus.
    await page.keyboard.press('Enter');
    await inner.waitForFunction(() => !window.cardavia.table.targets.some((t) => t.id.startsWith('own:')), null, { timeout: 10_000 });
    await page.locator('#q').focus();
    // The person's next turn: one card fewer.
    await inner.waitForFunction((n) => window.cardavia.table.targets.filter((t) => t.id.startsWith('own:')).length === n - 1,
      cards, { timeout: 30_000 });
    const n = await inner.evaluate(() => window.cardavia.frames);
    await inner.waitForFunction((m) => window.cardavia.frames >= m + 3, n, { timeout: 10_000 }).catch(() => {});
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'q', 'the host\'s field keeps the focus');
    assert.equal(await inner.evaluate(() => document.hasFocus()), false, 'the frame did not take it');
    await page.keyboard.type('still here');
    assert.equal(await page.locator('#q').inputValue(), 'still here');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

// A round of Cucù with the keyboard only: the new-match sheet, then each turn of the person by
// its button's name (keep the card, or answer an innkeeper), to the round's end; the live region
// said the computers' moves and the round's result.
test('a round of Cucù with the keyboard only at 390x844', { timeout: 600_000 }, async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
  const page = await context.newPage();
  const problems = await watch(page);
  await recordSpeech(page);
  try {
    await page.goto(url);
    await page.waitForFunction(() => (window.cardavia?.frames ?? 0) >= 2, null, { timeout: 60_000 });
    await newMatchByKeyboard(page, 'Cucù', [['Computer opponents: Easy'], ['Speed: Instant']]);
    for (let step = 0; step < 200; ++step) {
      const t = await waitForIds(page, ['btn:keep', 'btn:accept', 'btn:deck', 'btn:next_round', 'btn:result']);
      if (t.screen === 'reveal' || t.screen === 'over') break;
      const id = ['btn:accept', 'btn:keep'].find((x) => t.targets.some((y) => y.id === x)) ?? 'btn:deck';
      await keyTo(page, t.targets.find((x) => x.id === id).label);
      await page.waitForTimeout(50);
    }
    const end = await waitUntil(page, 'the round\'s end', (r) => r.screen === 'reveal' || r.screen === 'over', 60_000);
    assert.ok(end.screen === 'reveal' || end.screen === 'over');
    const lines = await said(page);
    assert.ok(lines.some((l) => /^(Ana|Bo|Cy) /.test(l)), `a computer's move was said: ${JSON.stringify(lines.slice(0, 8))}`);
    assert.ok(lines.some((l) => l.includes('The round is over.') && l.includes('lives lost')), 'the round\'s result was said');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

// Chkobba with the keyboard only (the same human's plan as chkobba_match.test.mjs, so its seeds
// bring the same deals): the cut card kept, then tabled, in turn; a card with several captures
// played when there is one, so the capture choice opens — Escape backs out of the first one, then
// a table card is chosen until one group is left, and that group taken with Enter on Take, or with
// Space on its card; else a card that captures, else the first. Each press waits for the report to
// show its outcome (keyOnTarget). `whole`: on to the match's end (Escape goes on from the first
// deal's end, Enter on the sheet's button after that), else up to the first deal's end.
async function playChkobbaByKeyboard(page, { whole, shot }) {
  const seen = { cuts: 0, choices: 0, escaped: 0, narrowed: 0, confirmed: 0, plays: 0, deals: 0, described: false };
  const ids = ['btn:keep', 'btn:cancel', 'own:0', 'own:1', 'own:2', 'btn:next_round', 'btn:result', 'btn:play_again'];
  for (let step = 0; step < MAX_STEPS; ++step) {
    const t = await waitForIds(page, ids);
    const has = (id) => t.targets.some((x) => x.id === id);
    if (t.screen === 'over') return seen;
    if (t.screen === 'reveal') {
      if (++seen.deals === 1) {
        if (!whole) return seen;
        await page.keyboard.press('Escape');
        await waitUntil(page, 'the next deal', (r) => r.screen !== 'reveal', 30_000);
      } else {
        await keyOnTarget(page, has('btn:result') ? 'btn:result' : 'btn:next_round');
      }
      continue;
    }
    if (has('btn:keep')) {  // the cut: keep the cut card, or put it on the table
      ++seen.cuts;
      await (seen.cuts % 2 ? keyOnTarget(page, 'btn:keep') : keyOnTarget(page, 'btn:table', ' '));
      continue;
    }
    if (has('btn:cancel')) {  // a capture choice is open: only the legal groups' cards are offered
      const offered = t.targets.filter((x) => x.id.startsWith('table:'));
      assert.ok(offered.length >= 1, 'a choice offers table cards');
      if (has('btn:confirm')) {
        assert.match(t.prompt, /^Take .+ with the .+\? Tap it again, or Take$/);
        ++seen.confirmed;
        if (seen.confirmed % 2) await keyOnTarget(page, 'btn:confirm');
        else await keyOnTarget(page, offered[0].id, ' ');
        continue;
      }
      assert.match(t.prompt, /^The .+ can take .+ or .+: tap a table card to choose$/);
      if (seen.escaped === 0) {  // Escape backs out of the choice (the hand card is offered again)
        await page.keyboard.press('Escape');
        await waitUntil(page, 'the choice closed', (r) => !r.targets.some((x) => x.id === 'btn:cancel'));
        ++seen.escaped;
        continue;
      }
      const pick = offered.find((x) => x.label.startsWith('Choose the '));
      assert.ok(pick, `a table card to choose among ${offered.map((x) => x.label)}`);
      if (seen.narrowed === 0 && shot) {  // the focus ring on an offered card, then the press
        await keyToElement(page, page.locator(`#table-mirror [data-id="${pick.id}"]`), null, pick.id);
        await settle(page, 40);
        await shot('chkobba-choice');
      }
      await keyOnTarget(page, pick.id);
      ++seen.narrowed;
      continue;
    }
    const own = t.targets.filter((x) => x.id.startsWith('own:'));
    assert.match(t.prompt, /^Your turn: tap a card to play it \(Q = 8, J = 9, K = 10\)$/);
    if (!seen.described) {  // T: the table in words, the hand among them
      await page.keyboard.press('t');
      await page.waitForFunction(() => window.saidLines.some((l) => l.includes('Your hand: ')), null, { timeout: 5_000 });
      seen.described = true;
    }
    const card = own.find((x) => / ways\)$/.test(x.label)) || own.find((x) => /: it takes /.test(x.label)) || own[0];
    if (/ ways\)$/.test(card.label)) ++seen.choices;
    else ++seen.plays;
    await keyOnTarget(page, card.id, seen.plays % 2 ? 'Enter' : ' ');
  }
  throw new Error('the Chkobba match went on past MAX_STEPS');
}

// What the live region said in any Chkobba game: the deal announced, the person's capture and the
// computers' plays, in words (no suit symbol, no text key).
function checkChkobbaSaid(lines, computers) {
  assert.ok(lines.some((l) => /^Deal 1: .+ deals?, .+ cuts?\.$/.test(l)), 'the deal was announced');
  assert.ok(lines.some((l) => /^You played the .+ and took .+[.!]/.test(l)), 'a capture of yours was said');
  for (const name of computers) assert.ok(lines.some((l) => l.startsWith(`${name} played the `)), `a play of ${name} was said`);
  assert.ok(lines.some((l) => l.startsWith('Your turn: tap a card to play it')), 'the prompt of a turn was said');
  assert.ok(lines.some((l) => /points this deal: \d+; in all: \d+/.test(l)), 'a deal\'s result was said');
  for (const l of lines) assert.doesNotMatch(l, /[♠♥♦♣]|[{}]|chkobba\.[a-z]/, `words, not symbols or keys: ${l}`);
}

test('Chkobba with the keyboard only at 390x844: a whole 2-player match, the capture choice among it, and a deal of 2×2',
  { timeout: 600_000 }, async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: MATCH_PIXEL_RATIO });
    try {
      // A whole 2-player match, to 21.
      let page = await context.newPage();
      let problems = await watch(page);
      await recordSpeech(page);
      const shot = (name) => page.screenshot({ path: join(artifacts, `keyboard-${name}-390x844.png`) });
      await page.goto(url);
      await page.waitForFunction(() => (window.cardavia?.frames ?? 0) >= 2, null, { timeout: 60_000 });
      await newMatchByKeyboard(page, 'Chkobba', [['2 players'], ['Computer opponents: Normal', ' '], ['Speed: Instant']], '7');
      const record = await page.evaluate(() => JSON.parse(window.Module.tableRecord()));
      assert.equal(String(record.seed), '7', 'the match has the seed typed in the field');
      assert.equal(record.players, 2);
      const match = await playChkobbaByKeyboard(page, { whole: true, shot });
      const over = await table(page);
      assert.equal(over.screen, 'over', 'the match reached its end');
      assert.equal(over.prompt, 'The match is over.');
      assert.ok(match.deals >= 2, `several deals (${match.deals})`);
      assert.ok(match.cuts >= 1, 'the person cut');
      assert.ok(match.escaped === 1 && match.choices >= 2 && match.narrowed >= 1 && match.confirmed >= 1,
        `the capture choice was opened, backed out of, narrowed and taken by the keyboard: ${JSON.stringify(match)}`);
      assert.ok(match.described, 'T said the table');
      let lines = await said(page);
      checkChkobbaSaid(lines, ['Ana']);
      const totals = lines.flatMap((l) => [...l.matchAll(/in all: (\d+)/g)].map((m) => Number(m[1])));
      assert.ok(Math.max(...totals) >= 21, `a side reached 21 (${totals})`);
      await page.getByRole('button', { name: 'Play again with the same choices' }).waitFor({ state: 'attached' });
      assert.deepEqual(problems, []);
      await page.close();

      // One deal of a 2×2 partnership match (a new page of the same visit).
      page = await context.newPage();
      problems = await watch(page);
      await recordSpeech(page);
      await page.goto(url);
      await page.waitForFunction(() => (window.cardavia?.frames ?? 0) >= 2, null, { timeout: 60_000 });
      await newMatchByKeyboard(page, 'Chkobba', [['4 players'], ['Computer opponents: Normal', ' '], ['Speed: Instant']], '3');
      const deal = await playChkobbaByKeyboard(page, { whole: false });
      assert.equal((await table(page)).screen, 'reveal', 'the deal reached its end');
      assert.equal(deal.deals, 1);
      lines = await said(page);
      checkChkobbaSaid(lines, ['Ana', 'Bo', 'Cy']);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

test('today\'s deals and the statistics with the keyboard only: from the start screen and back, a daily deal begun', { timeout: 120_000 }, async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
  const page = await context.newPage();
  const problems = await watch(page);
  try {
    await page.goto(url + '?speed=instant');
    await page.waitForFunction(() => (window.cardavia?.frames ?? 0) >= 2, null, { timeout: 60_000 });
    const stats = await keyOnTarget(page, 'start:stats');
    assert.equal(stats.screen, 'stats');
    assert.equal((await keyOnTarget(page, 'stats:back')).screen, 'start');
    const daily = await keyOnTarget(page, 'start:daily');
    assert.equal(daily.screen, 'daily');
    assert.equal((await keyOnTarget(page, 'daily:back')).screen, 'start');
    await keyOnTarget(page, 'start:daily');
    await keyOnTarget(page, 'daily:chkobba');
    await waitUntil(page, 'today\'s Chkobba at the table', (r) => r.screen === 'play', 30_000);
    const record = await page.evaluate(() => JSON.parse(window.Module.tableRecord()));
    assert.equal(record.game, 'chkobba');
    assert.match(record.daily, /^\d{4}-\d{2}-\d{2}$/);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('pass-and-play set up with the keyboard only: a friend in a seat, their name typed, the cover\'s Ready', { timeout: 120_000 }, async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
  const page = await context.newPage();
  const problems = await watch(page);
  try {
    await page.goto(url + '?speed=instant');
    await page.waitForFunction(() => (window.cardavia?.frames ?? 0) >= 2, null, { timeout: 60_000 });
    await keyTo(page, 'Play Cabo');
    await waitUntil(page, 'the new-match sheet', (r) => r.screen === 'setup', 30_000);
    // Seat 2 becomes a friend: their name field appears under the row (the rows grow by a name
    // field for each person), and Tab walks on to it — the sheet's rows scroll as the focus nears
    // their fold.
    const label = await labelOf(page, 'setup:seat:1:friend');
    await keyToElement(page, page.getByRole('button', { name: label, exact: true }), 'Enter', label);
    await waitUntil(page, 'seat 2 a friend', (r) => (r.controls ?? []).some((c) => c.id === 'setup:name:0'));
    const nameField = page.locator('[data-id="setup:name:1"]');
    for (let presses = 0; presses < 30 && await nameField.count() === 0; ++presses) {
      const before = await page.evaluate(() => window.cardavia.frames);
      await page.keyboard.press('Tab');
      await page.waitForFunction((n) => window.cardavia.frames > n + 1, before, { timeout: 15_000 }).catch(() => {});
    }
    await keyToElement(page, nameField, null, 'the name field');
    await page.keyboard.type('Lena');
    await page.waitForFunction(() => document.activeElement?.value === 'Lena');
    await keyTo(page, 'Start the match');
    await waitUntil(page, 'the cover', (r) => r.screen === 'cover', 30_000);
    const record = await page.evaluate(() => JSON.parse(window.Module.tableRecord()));
    assert.deepEqual(record.people.map((p) => p.name).includes('Lena'), true);
    const after = await keyOnTarget(page, 'btn:ready');
    assert.equal(after.screen, 'play');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
