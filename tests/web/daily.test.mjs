// Browser test of the daily deal (issue 32; docs/links.md "The daily deal"): the address
// #daily-cabo/2026-12-01 opens, in two fresh browsers (their own storage, nothing shared), the same
// match — the documented seed (FNV-1a 64 of "cardavia/daily/cabo/2026-12-01", 53 bits), the game's
// usual 3 players, Normal computers, the day in the record — and the same deal: the cards the
// person is shown at the start are the same in both. #daily-cabo is today's (the page's UTC day).
// Screenshot: build/test-artifacts/daily-cabo-390x844.png.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { artifacts, settle, startSiteAndBrowser, stopSiteAndBrowser, tapTarget, watch, waitUntil } from './browser_harness.mjs';

let ctx;
before(async () => { ctx = await startSiteAndBrowser(); });
after(() => stopSiteAndBrowser(ctx));

// daily_seed("cabo", "2026-12-01"), as docs/links.md computes it.
function dailySeed(game, date) {
  let h = 0xcbf29ce484222325n;
  for (const b of new TextEncoder().encode(`cardavia/daily/${game}/${date}`)) {
    h = ((h ^ BigInt(b)) * 0x100000001b3n) % (1n << 64n);
  }
  return h % (1n << 53n);
}

async function openDaily(path, game = 'cabo') {
  const context = await ctx.browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
  const page = await context.newPage();
  const problems = await watch(page);
  await page.addInitScript(() => { window.cardavia = { wantTable: true }; });
  await page.goto(ctx.url + path);
  await page.waitForFunction(() => (window.cardavia?.frames ?? 0) >= 2, null, { timeout: 60_000 });
  // Cabo: the person looks at two of their cards (the first two); then their first turn (the
  // computers before them play at once: speed=instant). What they know of the deal, in words —
  // the cards they saw, what the discard shows — is compared.
  if (game === 'cabo') {
    const before = (await waitUntil(page, 'the look', (t) => t.targets.some((x) => x.id === 'own:0'), 30_000)).prompt;
    await tapTarget(page, 'own:0');
    await waitUntil(page, 'the first card chosen', (t) => t.prompt !== before);
    await tapTarget(page, 'own:1');
  }
  await waitUntil(page, 'the person\'s first turn', (t) => t.screen === 'play' && (game === 'cucu' ? t.targets.length > 1 : t.targets.some((x) => x.id === 'stock' || x.id === 'btn:draw')), 60_000);
  const record = await page.evaluate(() => JSON.parse(window.Module.tableRecord()));
  const seen = await page.evaluate(() => window.Module.tableDescribe());
  return { context, page, problems, record, seen };
}

test('a day\'s daily deal: the documented seed and the same deal in two fresh browsers', async () => {
  const one = await openDaily('?speed=instant#daily-cabo/2026-12-01');
  const two = await openDaily('?speed=instant#daily-cabo/2026-12-01');
  try {
    assert.equal(BigInt(one.record.seed), dailySeed('cabo', '2026-12-01'));
    assert.equal(BigInt(one.record.seed), 7788301964883421n);
    assert.equal(one.record.players, 3);
    assert.equal(one.record.level, 'normal');
    assert.equal(one.record.human_seat, 0);
    assert.equal(one.record.daily, '2026-12-01');
    assert.deepEqual(two.record.seed, one.record.seed);
    assert.match(one.seen, /of (hearts|spades|diamonds|clubs)/);  // the discard, named
    assert.equal(two.seen, one.seen);
    assert.deepEqual(two.record.actions, one.record.actions);
    await settle(one.page);
    await one.page.screenshot({ path: join(artifacts, 'daily-cabo-390x844.png') });
    assert.deepEqual(one.problems, []);
    assert.deepEqual(two.problems, []);
  } finally {
    await one.context.close();
    await two.context.close();
  }
});

test('#daily-cucu is today\'s deal, by the page\'s UTC day', async () => {
  const today = new Date().toISOString().slice(0, 10);
  const run = await openDaily('?speed=instant#daily-cucu', 'cucu');
  try {
    assert.equal(run.record.daily, today);
    assert.equal(BigInt(run.record.seed), dailySeed('cucu', today));
    assert.equal(run.record.players, 4);
    assert.deepEqual(run.problems, []);
  } finally {
    await run.context.close();
  }
});
