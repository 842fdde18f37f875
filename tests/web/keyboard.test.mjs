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
// keeps its typing and scrolling, the keyboard plays in the frame. And a round of Cucù.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { artifacts, startSiteAndBrowser, stopSiteAndBrowser, table, frames, watch, waitUntil } from './browser_harness.mjs';

const MAX_STEPS = 1500;

let server;
let url;
let browser;

before(async () => {
  ({ server, url, browser } = await startSiteAndBrowser());
});

after(() => stopSiteAndBrowser({ server, browser }));

// Keeps every line the live region was given, in the page (the region keeps only its last ones).
async function recordSpeech(page) {
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
const said = (page) => page.evaluate(() => window.saidLines);

const mirrorIds = (page) => page.evaluate(() =>
  [...document.querySelectorAll('#table-mirror .mirror-button')].map((b) => b.dataset.id));
const focusedId = (page) => page.evaluate(() => document.activeElement?.dataset?.id ?? null);

// Moves the keyboard's focus to the button named `name` (a string or RegExp) — found through the
// accessibility tree — with Tab or Shift+Tab only, then presses `key` on it.
async function keyTo(page, name, key = 'Enter') {
  const button = page.getByRole('button', { name, exact: typeof name === 'string' });
  await button.first().waitFor({ state: 'attached', timeout: 60_000 });
  for (let presses = 0; presses < 80; ++presses) {
    const there = await button.first().evaluate((el) => el === document.activeElement).catch(() => false);
    if (there) {
      await page.keyboard.press(key);
      const n = await frames(page);
      await page.waitForFunction((m) => window.cardavia.frames >= m + 2, n, { timeout: 3_000 }).catch(() => {});
      return;
    }
    // The shorter way round the mirror's order.
    const { from, to, count } = await button.first().evaluate((el) => {
      const all = [...document.querySelectorAll('#table-mirror button')];
      return { from: all.indexOf(document.activeElement), to: all.indexOf(el), count: all.length };
    });
    const forward = from < 0 || (to - from + count) % count <= (from - to + count) % count;
    await page.keyboard.press(forward ? 'Tab' : 'Shift+Tab');
  }
  throw new Error(`could not reach the button ${name}; focused: ${await focusedId(page)}`);
}

// The label of the target with `id` in the current report (the test names buttons by label).
async function labelOf(page, id) {
  const t = await waitUntil(page, `the target ${id}`, (r) => r.targets.some((x) => x.id === id), 60_000);
  return t.targets.find((x) => x.id === id).label;
}

async function waitForIds(page, ids, timeout = 60_000) {
  return waitUntil(page, `one of ${ids}`, (r) => r.targets.some((x) => ids.includes(x.id)), timeout);
}

async function playCabo(width, height) {
  const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 2 });
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
    await keyTo(page, 'Play Cabo');
    await keyTo(page, '3 players');
    await keyTo(page, 'Computer opponents: Normal', ' ');
    await keyTo(page, 'Speed: Instant');
    await keyTo(page, 'Start the match');
    await waitUntil(page, 'the table', (r) => r.screen === 'play', 30_000);

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

// The table in a frame of another page (as the embed example page has it): the host's own field
// takes its typing and the host scrolls with the keyboard (SDL listens on the canvas, never on a
// window), and Tab goes from the host into the frame's mirror, where the keyboard plays.
test('keyboard play in a frame; the host page keeps its typing and scrolling', { timeout: 300_000 }, async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const problems = await watch(page);
  // Served beside the site (a page of another origin may not frame a loopback address).
  const host = new URL('host-page-for-the-test.html', url).href;
  await page.route(host, (route) => route.fulfill({
    contentType: 'text/html',
    body: `<!doctype html><html><body style="margin:0">
      <input id="q" aria-label="Search">
      <iframe title="Cardavia" src="${url}#cabo" style="display:block;width:900px;height:640px;border:0"></iframe>
      <div style="height:3000px">the host page goes on</div></body></html>`,
  }));
  try {
    await page.goto(host);
    const frame = page.frameLocator('iframe');
    const inner = page.frames().find((f) => f !== page.mainFrame());
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
    await page.waitForFunction(() => window.scrollY > 1000, null, { timeout: 30_000 });
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
    await keyTo(page, 'Play Cucù');
    await keyTo(page, 'Computer opponents: Easy');
    await keyTo(page, 'Speed: Instant');
    await keyTo(page, 'Start the match');
    await waitUntil(page, 'the table', (r) => r.screen === 'play', 30_000);
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
