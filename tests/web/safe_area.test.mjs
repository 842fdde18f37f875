// Browser test of the safe area (a phone's notch, rounded corners, home bar) in Debian's Chromium:
// the insets are emulated through the DevTools protocol (Emulation.setSafeAreaInsetsOverride, so
// the page's env(safe-area-inset-*) are those of a phone), the page measures them (web/boot.js,
// #safe-area) and hands them to the table (Module.setSafeArea), which keeps every target inside
// them (app/layout.h, "The screen and its safe area"). A phone in portrait, then turned sideways
// during the match (new size, new insets); the new-match sheet and the table each time.
// Screenshots in build/test-artifacts/safe-area-*.png — look at them: the felt reaches every
// edge, nothing to tap or read sits under the notch or the home bar.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { artifacts, startSiteAndBrowser, stopSiteAndBrowser, table, waitFor, waitUntil, watch } from './browser_harness.mjs';

let ctx;
before(async () => { ctx = await startSiteAndBrowser(); });
after(() => stopSiteAndBrowser(ctx ?? {}));

const PORTRAIT = { width: 390, height: 844, insets: { top: 47, right: 0, bottom: 34, left: 0 } };
const SIDEWAYS = { width: 844, height: 390, insets: { top: 0, right: 47, bottom: 21, left: 47 } };

function setInsets(cdp, { top, right, bottom, left }) {
  return cdp.send('Emulation.setSafeAreaInsetsOverride', { insets: { top, right, bottom, left } });
}

// Every target of the report inside the safe area of `phone` (its box: centre ± half its size).
function targetsInside(report, phone, where) {
  const { width, height, insets } = phone;
  assert.ok(report.targets.length > 0, `${where}: targets reported`);
  for (const t of report.targets) {
    const box = { x0: t.x - t.w / 2, y0: t.y - t.h / 2, x1: t.x + t.w / 2, y1: t.y + t.h / 2 };
    const inside = box.x0 >= insets.left - 0.5 && box.y0 >= insets.top - 0.5 &&
      box.x1 <= width - insets.right + 0.5 && box.y1 <= height - insets.bottom + 0.5;
    assert.ok(inside, `${where}: ${t.id} at ${JSON.stringify(box)} is under the insets ${JSON.stringify(insets)}`);
  }
}

test('the table keeps its targets out of the notch and the home bar, in portrait and sideways', { timeout: 300_000 }, async () => {
  const context = await ctx.browser.newContext({
    viewport: { width: PORTRAIT.width, height: PORTRAIT.height }, deviceScaleFactor: 2, hasTouch: true, isMobile: true,
  });
  const page = await context.newPage();
  const problems = await watch(page);
  await page.addInitScript(() => { window.cardavia = { wantTable: true }; });
  const cdp = await context.newCDPSession(page);
  const shot = (name, phone) => page.screenshot({ path: join(artifacts, `safe-area-${name}-${phone.width}x${phone.height}.png`) });
  const act = (id) => page.evaluate((x) => window.Module.tableAct(x), id);
  try {
    await setInsets(cdp, PORTRAIT.insets);
    await page.goto(`${ctx.url}#cabo`);
    await page.waitForFunction(() => (window.cardavia?.frames ?? 0) >= 2, null, { timeout: 60_000 });
    // The page's own measure of them, as the table got it.
    assert.deepEqual(await page.evaluate(() => {
      const s = getComputedStyle(document.getElementById('safe-area'));
      return [s.paddingTop, s.paddingRight, s.paddingBottom, s.paddingLeft];
    }), ['47px', '0px', '34px', '0px']);
    let t = await waitUntil(page, 'the new-match sheet', (x) => x.screen === 'setup');
    targetsInside(t, PORTRAIT, 'portrait, new-match sheet');
    await shot('setup', PORTRAIT);
    await waitFor(page, ['setup:players:5']);
    assert.equal(await act('setup:players:5'), true);
    await page.waitForTimeout(100);
    assert.equal(await act('setup:start'), true);
    t = await waitUntil(page, 'the look', (x) => x.screen === 'play' && x.targets.some((y) => y.id === 'own:0'), 30_000);
    targetsInside(t, PORTRAIT, 'portrait, the table');
    // The top bar's ☰ sits under the notch's inset, the buttons above the home bar.
    const menu = t.targets.find((x) => x.id === 'btn:menu');
    assert.ok(menu.y - menu.h / 2 >= 47, 'the ☰ button below the status bar');
    await shot('table', PORTRAIT);

    // Turned sideways: a resize and new insets; the next frames lay the table out in them.
    await setInsets(cdp, SIDEWAYS.insets);
    await page.setViewportSize({ width: SIDEWAYS.width, height: SIDEWAYS.height });
    t = await waitUntil(page, 'the sideways table', (x) => x.targets.some((y) => y.id === 'btn:menu' && y.x > 500), 10_000);
    targetsInside(t, SIDEWAYS, 'sideways, the table');
    await page.waitForTimeout(300);
    await shot('table', SIDEWAYS);
    assert.equal(await act('btn:menu'), true);
    t = await waitUntil(page, 'the menu', (x) => x.screen === 'menu');
    targetsInside(t, SIDEWAYS, 'sideways, the ☰ menu');
    assert.equal(await act('menu:leave'), true);
    await waitUntil(page, 'the chooser', (x) => x.screen === 'start');
    assert.equal(await act('tile:cabo'), true);
    t = await waitUntil(page, 'the new-match sheet', (x) => x.screen === 'setup');
    targetsInside(t, SIDEWAYS, 'sideways, new-match sheet');
    await shot('setup', SIDEWAYS);
    assert.deepEqual(problems, []);
    assert.ok((await table(page)).targets.length > 0);
  } finally {
    await context.close();
  }
});
