// The person's system settings on a first visit (docs/accessibility.md): with the browser asking
// for reduced motion (prefers-reduced-motion: reduce) the table starts with reduced motion on, and
// with it asking for more contrast (prefers-contrast: more) the contrast slider starts at its top —
// on the table and on the rules pages. Once the person has chosen (the stored settings), their
// choice wins. Media emulated by Playwright; nothing clicked.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSiteAndBrowser, stopSiteAndBrowser, waitUntil, watch } from './browser_harness.mjs';

let server;
let url;
let browser;

before(async () => {
  ({ server, url, browser } = await startSiteAndBrowser());
});

after(() => stopSiteAndBrowser({ server, browser }));

// The table's settings and look as its report says them ("reduced=on", "contrast=100").
async function tableSays(page) {
  await page.goto(url);
  const r = await waitUntil(page, 'the table\'s report', (t) => Boolean(t.settings && t.look), 60_000);
  return { reduced: /reduced=(on|off)/.exec(r.settings)[1], contrast: Number(/contrast=(\d+)/.exec(r.look)[1]) };
}

// The rules page's contrast slider once pages.js has set the sliders up (a deferred script: it has
// run when goto's load event comes): a slider moved off its default has set the page's variable
// too; at the default pages.js leaves the variables to pages.css (no restyle while loading).
async function pageContrast(page) {
  await page.goto(`${url}en/cucu/`);
  await page.waitForSelector('input[name=contrast]');
  await page.waitForFunction(() => {
    const slider = document.querySelector('input[name=contrast]');
    return slider.value === slider.defaultValue || document.documentElement.style.getPropertyValue('--contrast') !== '';
  });
  return Number(await page.inputValue('input[name=contrast]'));
}

test('a first visit follows the system; the stored choice wins afterwards', { timeout: 180_000 }, async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce', contrast: 'more' });
  const page = await context.newPage();
  const problems = await watch(page);
  try {
    await page.addInitScript(() => { window.cardavia = window.cardavia || {}; window.cardavia.wantTable = true; });
    assert.deepEqual(await tableSays(page), { reduced: 'on', contrast: 100 }, 'the table follows the system');
    assert.equal(await pageContrast(page), 100, 'the rules page follows the system');
    // The person chooses: less contrast, motion on. That is kept, and wins over the system.
    await page.evaluate(() => localStorage.setItem('cardavia.v1.settings',
      JSON.stringify({ version: 1, contrast: 40, reduced_motion: false })));
    assert.deepEqual(await tableSays(page), { reduced: 'off', contrast: 40 }, 'the stored choice wins on the table');
    assert.equal(await pageContrast(page), 40, 'the stored choice wins on the rules page');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('a system that asks for nothing gets the designed look', { timeout: 120_000 }, async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, reducedMotion: 'no-preference', contrast: 'no-preference' });
  const page = await context.newPage();
  const problems = await watch(page);
  try {
    await page.addInitScript(() => { window.cardavia = window.cardavia || {}; window.cardavia.wantTable = true; });
    assert.deepEqual(await tableSays(page), { reduced: 'off', contrast: 50 });
    assert.equal(await pageContrast(page), 50);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
