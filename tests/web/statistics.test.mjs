// Browser test of the statistics (issue 32; app/shell/statistics.h, docs/links.md): a match this
// browser kept (its autosave, continued from the start screen) counts once it ends — in the stored
// object (`cardavia.v1.stats`) and on the Statistics screen, opened from the match-end sheet and
// from the start screen; the count survives a reload; the replay of that same match, watched to
// its end, adds nothing. The match: tests/saves/cabo_3p_hard_five_rounds.json without its last
// action (a computer's, which ends the match). Screenshots: build/test-artifacts/stats-*.png.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { artifacts, root, settle, startSiteAndBrowser, stopSiteAndBrowser, tapTarget, watch, waitUntil } from './browser_harness.mjs';

const cli = process.env.CARDAVIA_CLI || join(root, 'build/native/cardavia');
const WHOLE = join(root, 'tests/saves/cabo_3p_hard_five_rounds.json');

let ctx;
before(async () => { ctx = await startSiteAndBrowser(); });
after(() => stopSiteAndBrowser(ctx));

const storedStats = (page) => page.evaluate(() => JSON.parse(localStorage.getItem('cardavia.v1.stats') || 'null'));
const has = (t, id) => t.targets.some((x) => x.id === id);

async function openSite(page, path = '') {
  if (path.includes('#')) await page.goto('about:blank');  // a new page load, not a hash change
  await page.goto(ctx.url + '?speed=instant' + path);
  await page.waitForFunction(() => (window.cardavia?.frames ?? 0) >= 2, null, { timeout: 60_000 });
}

test('statistics count a finished match, survive a reload, and ignore a replay', { timeout: 240_000 }, async () => {
  const whole = JSON.parse(readFileSync(WHOLE, 'utf8'));
  const almost = { ...whole, actions: whole.actions.slice(0, -1) };
  const context = await ctx.browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const problems = await watch(page);
  await page.addInitScript(() => { window.cardavia = { wantTable: true }; });
  try {
    // The match as this browser's autosave kept it, one computer's move from its end.
    await openSite(page);
    assert.equal(await storedStats(page), null, 'a fresh browser has no statistics');
    await page.evaluate((save) => localStorage.setItem('cardavia.v1.match.cabo', save), JSON.stringify(almost));
    await openSite(page);
    await waitUntil(page, 'the saved match offered', (t) => t.screen === 'start' && has(t, 'continue:cabo'));
    await tapTarget(page, 'continue:cabo');
    await waitUntil(page, 'the last round\'s end', (t) => has(t, 'btn:result'), 60_000);
    await tapTarget(page, 'btn:result');
    const over = await waitUntil(page, 'the match end', (t) => t.screen === 'over' && has(t, 'btn:stats'));
    assert.ok(over.targets.some((x) => x.id === 'btn:stats'), 'the match-end sheet offers the statistics');

    // Counted: one Cabo match at Hard, in the stored object.
    const counted = await storedStats(page);
    assert.equal(counted.version, 1);
    assert.equal(counted.games.cabo.hard.played, 1);
    assert.equal(Object.keys(counted.games).length, 1, 'only Cabo has statistics');

    await tapTarget(page, 'btn:stats');
    const screen = await waitUntil(page, 'the statistics', (t) => t.screen === 'stats');
    assert.ok(has(screen, 'stats:reset:cabo'), 'Cabo has statistics to reset');
    assert.ok(!has(screen, 'stats:reset:chkobba'), 'Chkobba has none');
    await settle(page);
    await page.screenshot({ path: join(artifacts, 'stats-after-match-390x844.png') });
    await tapTarget(page, 'stats:back');
    await waitUntil(page, 'the match-end sheet again', (t) => t.screen === 'over');

    // A reload: the count is still there, on the start screen's Statistics.
    await openSite(page);
    await waitUntil(page, 'the start screen', (t) => t.screen === 'start' && has(t, 'start:stats'));
    await tapTarget(page, 'start:stats');
    const again = await waitUntil(page, 'the statistics after a reload', (t) => t.screen === 'stats');
    assert.ok(has(again, 'stats:reset:cabo'));
    assert.equal((await storedStats(page)).games.cabo.hard.played, 1);

    // The replay of the whole match, at its end: nothing more is counted.
    const encoded = spawnSync(cli, ['link', 'encode', WHOLE], { encoding: 'utf8' });
    assert.equal(encoded.status, 0, encoded.stderr);
    await openSite(page, `#r=${encoded.stdout.trim()}&step=${whole.actions.length}`);
    await waitUntil(page, 'the replay viewer at the end', (t) => t.replay?.step === whole.actions.length);
    await page.waitForTimeout(500);
    assert.deepEqual(await storedStats(page), counted, 'a replay does not count');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
