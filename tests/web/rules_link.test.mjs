// The table and the rules pages as one site, in the browser, in Russian and in French: a Cucù
// match is started at the table; its ☰ menu's Rules (menu:rules) opens the game's rules page in
// the table's language in a new tab (<lang>/cucu/); that page's Play starts the table in the
// page's language (its embedded frame, on Cucù's new-match sheet); and back in the first tab the
// match is still there, where it was. Screenshots: build/test-artifacts/rules-link-<lang>-menu-
// 390x844.png (the menu with its Rules row) and rules-link-<lang>-page-390x844.png (the rules
// page with the table opened by Play).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  root, artifacts, startSiteAndBrowser, stopSiteAndBrowser, watch, table, waitUntil, tapTarget,
} from './browser_harness.mjs';

let ctx;
before(async () => { ctx = await startSiteAndBrowser(); });
after(async () => { await stopSiteAndBrowser(ctx); });

for (const code of ['ru', 'fr']) {
  test(`${code}: table → ☰ Rules → the rules page in a new tab → Play → the table in ${code}; the match kept`, { timeout: 600_000 }, async () => {
    const w = JSON.parse(readFileSync(join(root, `assets/i18n/${code}.json`), 'utf8'));
    const context = await ctx.browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
    const page = await context.newPage();
    const problems = await watch(page);
    try {
      // Every page and frame of the context reports its table (the rules page's embedded one too).
      await context.addInitScript(() => { window.cardavia = { wantTable: true }; });
      await page.goto(new URL(`/?lang=${code}`, ctx.url).href);
      await page.waitForFunction(() => (window.cardavia?.frames ?? 0) >= 2, null, { timeout: 120_000 });
      const label = w['table.target.language'].replace('{name}', w['language.self']);
      await waitUntil(page, `the ${code} words`, (t) => t.targets.some((x) => x.id === 'start:language' && x.label === label), 30_000);
      await tapTarget(page, 'tile:cucu', 60_000);
      await tapTarget(page, 'setup:speed:slow');
      await tapTarget(page, 'setup:start');
      const playing = await waitUntil(page, 'the match', (t) => t.screen === 'play' && t.log.length > 0 &&
        t.targets.some((x) => x.id === 'btn:menu'), 30_000);
      const firstLine = playing.log[0];
      await tapTarget(page, 'btn:menu');
      const menu = await waitUntil(page, 'the menu', (t) => t.screen === 'menu' && t.targets.some((x) => x.id === 'menu:rules'));
      const rules = menu.targets.find((x) => x.id === 'menu:rules');
      assert.equal(rules.label, w['table.target.rules'].replace('{game}', w['game.cucu.name']));
      await page.mouse.move(2, 2);
      await page.screenshot({ path: join(artifacts, `rules-link-${code}-menu-390x844.png`) });
      // The tap opens a new tab: the rules page of the game, in the table's language.
      const opened = context.waitForEvent('page', { timeout: 30_000 });
      await tapTarget(page, 'menu:rules');
      const rulesPage = await opened;
      const rulesProblems = await watch(rulesPage);
      await rulesPage.waitForLoadState('load');
      assert.equal(new URL(rulesPage.url()).pathname, `/${code}/cucu/`);
      assert.equal(await rulesPage.evaluate(() => document.documentElement.lang), code);
      // The first tab: the menu closed, the same match where it was.
      const kept = await waitUntil(page, 'the match kept', (t) => t.screen === 'play');
      assert.equal(kept.log[0], firstLine);
      // The rules page's Play: the table in the page's language, on Cucù's new-match sheet. Its
      // link (what a reader without scripts follows) first, in a tab of its own.
      const html = await (await context.request.get(rulesPage.url())).text();
      const href = html.match(/<a class="button play" href="([^"]+)"/)?.[1]?.replace(/&amp;/g, '&');
      assert.ok(href, 'the rules page has its Play link');
      const played = await context.newPage();
      await played.goto(new URL(href, rulesPage.url()).href);
      await played.waitForFunction((lang) => {
        const t = window.cardavia?.table;
        return t && t.lang === lang && t.screen === 'setup' && t.targets.some((x) => x.id === 'setup:start');
      }, code, { timeout: 120_000 });
      await played.waitForFunction((text) => window.cardavia.table.targets.some((x) => x.id === 'setup:start' && x.label === text),
        w['table.target.start'], { timeout: 30_000 });
      assert.match(await played.evaluate(() => window.cardavia.table.prompt + ' ' +
        window.cardavia.table.targets.map((x) => x.label).join(' ')), new RegExp(w['game.cucu.name']));
      await played.close();
      // With scripts, Play (or the reader's scroll bringing the table into view) opens the
      // embedded table in the page: in the page's language too. (Clicked in the page: Playwright's
      // click would scroll to it first, and that scroll may open the table and take Play away
      // under the click.)
      const play = rulesPage.locator('.table-frame a.play');
      if (await play.count()) await play.evaluate((link) => link.click());
      const frameEl = await rulesPage.waitForSelector('.table-frame iframe', { timeout: 30_000 });
      const frame = await frameEl.contentFrame();
      await frame.waitForFunction((lang) => {
        const t = window.cardavia?.table;
        return t && t.lang === lang && t.screen === 'setup' && t.targets.some((x) => x.id === 'setup:start');
      }, code, { timeout: 120_000 });
      await frame.waitForFunction((text) => window.cardavia.table.targets.some((x) => x.id === 'setup:start' && x.label === text),
        w['table.target.start'], { timeout: 30_000 });
      await frameEl.scrollIntoViewIfNeeded();
      await rulesPage.waitForTimeout(500);
      await rulesPage.screenshot({ path: join(artifacts, `rules-link-${code}-page-390x844.png`) });
      // And the first tab's match is still the same one.
      assert.equal((await table(page)).log[0], firstLine);
      assert.deepEqual(problems, []);
      assert.deepEqual(rulesProblems, []);
    } finally {
      await context.close();
    }
  });
}
