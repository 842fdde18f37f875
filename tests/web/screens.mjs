// Takes the Cabo table's screenshots of every screen, for comparing two builds by eye (not a test:
// `node --test tests/web/` does not pick this file up).
//   node tests/web/screens.mjs [OUT_DIR]     (default build/screens; build the site first)
// One fixed match (seed 12, 3 players, Normal, instant): the chooser (start), the new-match sheet
// (setup), the table once the look is over (play), the ☰ menu (menu), the first round's end after
// the human calls Cabo at once (reveal) and the match end (over), at 390×844 and 1280×800, dpr 2.
// The computers' choices depend on the seed alone at Normal, so two builds give the same pictures
// unless their drawing differs.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  root, settle, startSiteAndBrowser, stopSiteAndBrowser, table, press, typeInto, waitFor, waitUntil,
  callCaboToRoundEnd, tapTarget,
} from './browser_harness.mjs';

const out = process.argv[2] || join(root, 'build/screens');
mkdirSync(out, { recursive: true });

// The table's report once it passes `check` (30 s at most: the computers play at instant speed).
const until = (page, check, what, timeout = 30_000) => waitUntil(page, what, check, timeout);

const tap = (page, id) => tapTarget(page, id);

const ctx = await startSiteAndBrowser();
try {
  for (const [width, height] of [[390, 844], [1280, 800]]) {
    const context = await ctx.browser.newContext({ viewport: { width, height }, deviceScaleFactor: 2 });
    const page = await context.newPage();
    await page.addInitScript(() => { window.cardavia = { wantTable: true }; });
    const shot = async (name) => {
      await page.mouse.move(2, 2);  // no hover highlight in the picture
      await settle(page);
      await page.screenshot({ path: join(out, `${name}-${width}x${height}.png`) });
    };
    await page.goto(ctx.url);
    await page.waitForFunction(() => (window.cardavia?.frames ?? 0) >= 2, null, { timeout: 60_000 });
    await shot('start');
    await tap(page, 'tile:cabo');
    await tap(page, 'setup:players:3');
    await tap(page, 'setup:level:normal');
    await tap(page, 'setup:speed:instant');
    await typeInto(page, 'setup:seed', '12');
    await shot('setup');
    await tap(page, 'setup:start');
    let first = true;
    for (let round = 0; round < 40; ++round) {
      await until(page, (t) => t.prompt.startsWith('Choose two'), 'the look');
      await tap(page, 'own:0');
      await tap(page, 'own:2');
      await until(page, (t) => t.screen === 'reveal' ||
        (t.faces.length === 0 && t.targets.some((x) => x.id === 'btn:draw')), 'the first turn');
      if (first) {
        await shot('play');
        await tap(page, 'btn:menu');
        await until(page, (t) => t.screen === 'menu', 'the menu');
        await shot('menu');
        await tap(page, 'menu:close');
      }
      // Call Cabo at once; when a computer called first, draw and discard until the round ends.
      const t = await callCaboToRoundEnd(page, 60_000);
      if (first) await shot('reveal');
      first = false;
      if (t.targets.some((x) => x.id === 'btn:result')) {
        await tap(page, 'btn:result');
        await until(page, (x) => x.screen === 'over', 'the match end');
        await shot('over');
        break;
      }
      await tap(page, 'btn:next_round');
    }
    await context.close();
  }
} finally {
  await stopSiteAndBrowser(ctx);
}
console.log(`screenshots in ${out}`);
