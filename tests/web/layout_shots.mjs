// Takes each game's new-match sheet, table (on a wide screen also with its log folded) and ☰ menu at the sizes of docs/layout.md, for looking at
// (not a test: `node --test tests/web/` does not pick this file up).
//   node tests/web/layout_shots.mjs [OUT_DIR]     (default build/layout-shots; build the site first;
//   CARDAVIA_SITE=… for another build's site)
// One fixed deal per game (seed 7, the game's default players, Normal, instant), dpr 1.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { root, settle, startSiteAndBrowser, stopSiteAndBrowser, waitUntil } from './browser_harness.mjs';

const out = process.argv[2] || join(root, 'build/layout-shots');
mkdirSync(out, { recursive: true });
const SIZES = [[320, 568], [667, 375], [844, 390], [1280, 800], [1920, 1080]];
const GAMES = (process.env.SHOT_GAMES || 'cabo,chkobba,cucu').split(',');

const act = async (page, id, what, check) => {
  await waitUntil(page, `${id} offered`, (t) => t.targets.some((x) => x.id === id), 20_000);
  await page.evaluate((x) => window.Module.tableAct(x), id);
  return waitUntil(page, what, check, 20_000);
};

const ctx = await startSiteAndBrowser();
try {
  for (const game of GAMES) {
    for (const [width, height] of SIZES) {
      const context = await ctx.browser.newContext({ viewport: { width, height } });
      const page = await context.newPage();
      await page.addInitScript(() => { window.cardavia = { wantTable: true }; });
      const shot = async (name) => {
        await page.mouse.move(1, 1);
        await settle(page, 30);
        await page.screenshot({ path: join(out, `${game}-${name}-${width}x${height}.png`) });
      };
      await page.goto(`${ctx.url}?lang=en&speed=instant#${game}`);
      await page.waitForFunction(() => (window.cardavia?.frames ?? 0) >= 2, null, { timeout: 60_000 });
      await waitUntil(page, 'the sheet', (t) => t.screen === 'setup', 20_000);
      await shot('setup');
      await act(page, 'setup:start', 'the table', (t) => t.screen === 'play');
      await page.waitForTimeout(2500);  // the deal, the first computer moves
      await shot('table');
      // A wide screen's table with its log folded away, then back as it was.
      if ((await page.evaluate(() => window.cardavia.table)).targets.some((x) => x.id === 'btn:log_fold')) {
        await act(page, 'btn:log_fold', 'the log folded', (t) => t.targets.some((x) => x.id === 'btn:log_unfold'));
        await shot('table-folded');
        await act(page, 'btn:log_unfold', 'the log back', (t) => t.targets.some((x) => x.id === 'btn:log_fold'));
      }
      await act(page, 'btn:menu', 'the menu', (t) => t.screen === 'menu');
      await shot('menu');
      await context.close();
    }
  }
} finally {
  await stopSiteAndBrowser(ctx);
}
console.log(`screenshots in ${out}`);
