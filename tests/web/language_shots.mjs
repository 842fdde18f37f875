// Takes the screenshots a reader of each language looks at (issue 28's "Done when"; not a test:
// `node --test tests/web/` does not pick this file up):
//   node tests/web/language_shots.mjs [OUT_DIR]     (default build/language-shots; build the site first)
// A Cucù round (the table mid-round, and its end) in ru and uk; the new-match sheet, a round's end
// and the ☰ menu in es, fr and it (Cucù, whose sentences inflect most). One fixed deal (seed 7,
// four players, Normal, instant); the human keeps its card at every turn, so the round ends
// without a choice to make. At 390×844 and 1280×800, dpr 2: `<lang>-<screen>-<w>x<h>.png`.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  root, settle, startSiteAndBrowser, stopSiteAndBrowser, table, tapTarget, waitUntil,
} from './browser_harness.mjs';

const out = process.argv[2] || join(root, 'build/language-shots');
mkdirSync(out, { recursive: true });
const SEED = 7;
// What each language's pictures show: `round` the table mid-round and the round's end; `sheet`
// and `menu` the new-match sheet and the ☰ menu.
const WANTED = {
  ru: ['round', 'reveal'], uk: ['round', 'reveal'],
  es: ['sheet', 'menu', 'reveal'], fr: ['sheet', 'menu', 'reveal'], it: ['sheet', 'menu', 'reveal'],
};

const ctx = await startSiteAndBrowser();
try {
  for (const [width, height] of [[390, 844], [1280, 800]]) {
    for (const [lang, wanted] of Object.entries(WANTED)) {
      const context = await ctx.browser.newContext({ viewport: { width, height }, deviceScaleFactor: 2 });
      const page = await context.newPage();
      await page.addInitScript(() => { window.cardavia = { wantTable: true }; });
      const shot = async (name) => {
        await page.mouse.move(2, 2);  // no hover highlight in the picture
        await settle(page);
        await page.screenshot({ path: join(out, `${lang}-${name}-${width}x${height}.png`) });
      };
      await page.goto(`${ctx.url}?lang=${lang}&speed=instant#cucu`);
      await waitUntil(page, 'the new-match sheet', (t) => t.screen === 'setup' && t.targets.some((x) => x.id === 'setup:start'), 60_000);
      if (wanted.includes('sheet')) await shot('sheet');
      // The deal link's match: the same deal in every language.
      await page.goto(`${ctx.url}?lang=${lang}&speed=instant&game=cucu&players=4&level=normal&seed=${SEED}`);
      let t = await waitUntil(page, 'the match', (r) => r.screen === 'play' || r.screen === 'ask', 60_000);
      if (t.screen === 'ask') t = await waitUntil(page, 'the match', (r) => r.screen === 'play', 10_000);
      // Until the round ends: keep at each of the human's turns (a menu and a mid-round picture
      // at the first one).
      let first = true;
      for (let i = 0; i < 200 && t.screen !== 'reveal'; ++i) {
        if (t.targets.some((x) => x.id === 'btn:keep')) {
          if (first) {
            first = false;
            if (wanted.includes('round')) await shot('round');
            if (wanted.includes('menu')) {
              await tapTarget(page, 'btn:menu');
              await waitUntil(page, 'the menu', (r) => r.screen === 'menu');
              await shot('menu');
              await tapTarget(page, 'menu:close');
              await waitUntil(page, 'the table again', (r) => r.screen === 'play');
            }
          }
          await tapTarget(page, 'btn:keep');
          await waitUntil(page, 'kept', (r) => !r.targets.some((x) => x.id === 'btn:keep') || r.screen === 'reveal');
        } else {
          await page.waitForTimeout(40);
        }
        t = await table(page);
      }
      await waitUntil(page, 'the round end', (r) => r.screen === 'reveal', 30_000);
      // Once the showdown's sheet has its button (the cards turned up one by one before it).
      await waitUntil(page, 'the round end sheet', (r) => r.targets.some((x) => x.id === 'btn:next_round' || x.id === 'btn:result'), 30_000);
      if (wanted.includes('reveal')) await shot('reveal');
      await context.close();
      console.log(`${lang} ${width}x${height}: ${wanted.join(', ')}`);
    }
  }
} finally {
  await stopSiteAndBrowser(ctx);
}
