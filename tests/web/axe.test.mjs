// axe-core (@axe-core/playwright, pinned in package.json) over every page the site serves: the home
// page and the three game pages in each of the six languages, the table app's page (its start
// screen, the new-match sheet and a match in progress: the DOM mirror of the canvas with its
// buttons), and the embed example. No violation of impact "serious" or "critical" may remain
// (docs/accessibility.md). The mirror is checked by axe (names, roles) and, here, for its focus
// order: the buttons in reading order (rows from the top, each from the left), as access.js keeps
// them, with no positive tabindex.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import AxeBuilder from '@axe-core/playwright';
import { startSiteAndBrowser, stopSiteAndBrowser, waitUntil, watch } from './browser_harness.mjs';

const LANGUAGES = ['en', 'uk', 'ru', 'fr', 'es', 'it'];
const GAMES = ['cabo', 'chkobba', 'cucu'];

let server;
let url;
let browser;

before(async () => {
  ({ server, url, browser } = await startSiteAndBrowser());
});

after(() => stopSiteAndBrowser({ server, browser }));

// The serious and critical violations axe finds on the page as it is now, in words.
async function faults(page, where) {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${where}: ${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join('; ')}`);
}

async function withPage(width, height, run) {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  const problems = await watch(page);
  try {
    await run(page);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
}

test('the rules pages: home and game pages in six languages', { timeout: 300_000 }, async () => {
  const found = [];
  await withPage(390, 844, async (page) => {
    for (const lang of LANGUAGES) {
      for (const path of ['', ...GAMES.map((g) => `${g}/`)]) {
        await page.goto(`${url}${lang}/${path}`);
        await page.waitForLoadState('load');
        found.push(...await faults(page, `${lang}/${path}`));
      }
    }
  });
  assert.deepEqual(found, []);
});

// The mirror's buttons in DOM order (Tab's order) and their boxes.
const mirrorOrder = (page) => page.evaluate(() =>
  [...document.querySelectorAll('#table-mirror .mirror-button')].map((b) => {
    const r = b.getBoundingClientRect();
    return { id: b.dataset.id, name: b.textContent, x: r.x + r.width / 2, y: r.y + r.height / 2, h: r.height,
      tabIndex: b.tabIndex, row: Number(b.dataset.row) };
  }));

function checkFocusOrder(buttons, where) {
  assert.ok(buttons.length > 0, `${where}: the mirror has buttons`);
  for (const b of buttons) {
    assert.ok(b.name.trim().length > 0, `${where}: ${b.id} has a name`);
    assert.ok(b.tabIndex <= 0, `${where}: ${b.id} has no positive tabindex`);
  }
  // Reading order: rows from the top, each from the left.
  for (let i = 1; i < buttons.length; ++i) {
    const a = buttons[i - 1];
    const b = buttons[i];
    assert.ok(b.row > a.row || (b.row === a.row && b.x >= a.x), `${where}: ${a.id} then ${b.id} is reading order`);
  }
}

test('the table app\'s page, with its mirror: the start screen, the new-match sheet, a match', { timeout: 300_000 }, async () => {
  const found = [];
  await withPage(390, 844, async (page) => {
    await page.goto(url);
    await page.waitForFunction(() => (window.cardavia?.frames ?? 0) >= 2, null, { timeout: 60_000 });
    await page.getByRole('button', { name: 'Play Cabo' }).waitFor({ state: 'attached', timeout: 60_000 });
    found.push(...await faults(page, 'the start screen'));
    checkFocusOrder(await mirrorOrder(page), 'the start screen');
    await page.getByRole('button', { name: 'Play Chkobba' }).press('Enter');
    await page.getByRole('button', { name: 'Start the match' }).waitFor({ state: 'attached', timeout: 60_000 });
    found.push(...await faults(page, 'the new-match sheet'));
    checkFocusOrder(await mirrorOrder(page), 'the new-match sheet');
    await page.getByRole('button', { name: 'Start the match' }).press('Enter');
    await waitUntil(page, 'the person\'s turn', (r) => r.screen === 'play' && r.targets.some((t) => t.id.startsWith('own:') || t.id === 'btn:keep'), 60_000);
    found.push(...await faults(page, 'a Chkobba deal'));
    checkFocusOrder(await mirrorOrder(page), 'a Chkobba deal');
  });
  assert.deepEqual(found, []);
});

test('the embed example', { timeout: 120_000 }, async () => {
  const found = [];
  await withPage(1280, 800, async (page) => {
    await page.goto(`${url}embed-example.html`);
    await page.waitForLoadState('load');
    found.push(...await faults(page, 'embed-example.html'));
  });
  assert.deepEqual(found, []);
});
