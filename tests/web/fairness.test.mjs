// Browser test of the deal's fingerprint (issue 50, docs/fairness.md) on the built site, in
// Debian's Chromium:
//   1. a new match shows its fingerprint from its first frame (the top bar's btn:fairness, the
//      report's fairness.commit) — the one the test computes itself with node:crypto's SHA-256
//      from the record's game, players, seed and salt — and the same after a reload and Continue;
//      before the end, no report, no target's words and no element of the page holds the seed or
//      the salt;
//   2. a match brought to its end shows the seed and the salt, and the Check says it matches.
// Screenshots in build/test-artifacts/ (`fairness-<what>-<w>x<h>.png`): the top bar, the sheet
// during the match, the match's end with its row, the sheet with the Check's words.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  artifacts, root, settle, startSiteAndBrowser, stopSiteAndBrowser, table, tapTarget, waitFor,
  waitUntil, watch, pixelRatioFor,
} from './browser_harness.mjs';

const SLOT = 'cardavia.v1.match.cabo';
const SAMPLE = join(root, 'tests/saves/cabo_3p_hard_five_rounds.json');

let ctx;
before(async () => { ctx = await startSiteAndBrowser(); });
after(() => stopSiteAndBrowser(ctx));

// The fingerprint as docs/fairness.md defines it, computed here independently of the table's.
function fingerprint(game, players, seed, salt) {
  const text = `cardavia fairness 1\ngame ${game}\nplayers ${players}\nseed ${seed}\nsalt ${salt}\n`;
  const digest = createHash('sha256').update(text, 'utf8').digest();
  const top60 = digest.readBigUInt64BE(0) >> 4n;
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  let code = '';
  for (let i = 11; i >= 0; --i) code += alphabet[Number((top60 >> BigInt(5 * i)) & 31n)];
  return code;
}

// A fresh context, every report the table writes kept in the page (`window.cardavia.reports`:
// the JSON of each, so a seed shown for one frame is caught), `storage` put in localStorage
// before the page's scripts run.
async function open(width, height, storage = {}) {
  const context = await ctx.browser.newContext({ viewport: { width, height }, deviceScaleFactor: pixelRatioFor(width) });
  const page = await context.newPage();
  const problems = await watch(page);
  await page.addInitScript((items) => {
    if (!sessionStorage.getItem('seeded')) {  // once: the page's own writes then stand
      for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
      sessionStorage.setItem('seeded', '1');
    }
    const c = (window.cardavia = { wantTable: true, reports: [] });
    let last = null;
    Object.defineProperty(c, 'table', {
      configurable: true,
      get: () => last,
      set: (report) => { last = report; c.reports.push(JSON.stringify(report)); },
    });
  }, storage);
  await page.goto(ctx.url);
  await page.waitForFunction(() => (window.cardavia?.frames ?? 0) >= 2, null, { timeout: 60_000 });
  return { context, page, problems };
}

const tap = (page, id) => tapTarget(page, id);
const record = async (page) => JSON.parse(await page.evaluate(() => Module.tableRecord()));
// Everything the page could have shown so far: every report, and the page's text and attributes.
const shownSoFar = (page) => page.evaluate(() => window.cardavia.reports.join('\n') + document.documentElement.outerHTML);

async function shot(page, name) {
  await page.mouse.move(2, 2);
  await settle(page);
  const { width, height } = page.viewportSize();
  await page.screenshot({ path: join(artifacts, `fairness-${name}-${width}x${height}.png`) });
}

for (const [width, height] of [[390, 844], [1280, 800]]) {
  test(`the fingerprint from the first frame, the same after a reload, no seed shown (${width}x${height})`, async () => {
    const { context, page, problems } = await open(width, height);
    try {
      await tap(page, 'tile:cabo');
      await waitFor(page, ['setup:start']);
      const before = await page.evaluate(() => window.cardavia.reports.length);
      await tap(page, 'setup:start');
      await waitUntil(page, 'the match', (t) => t.screen === 'play', 30_000);
      // The first report of the match already has it.
      const first = await page.evaluate((n) => window.cardavia.reports.slice(n).map((r) => JSON.parse(r)).find((r) => r.screen === 'play'), before);
      assert.ok(first?.fairness?.commit, JSON.stringify(first));
      const commit = first.fairness.commit;
      // It is the deal's: the test's own SHA-256 over the record's game, players, seed and salt.
      const saved = await record(page);
      assert.match(saved.salt, /^[0-9a-f]{16}$/);
      assert.equal(saved.commit, commit);
      assert.equal(fingerprint(saved.game, saved.players, saved.seed, saved.salt), commit);
      const grouped = commit.replace(/(.{4})(?=.)/g, '$1 ');
      const { target } = await waitFor(page, ['btn:fairness']);
      assert.ok(target.label.includes(grouped), target.label);
      await shot(page, 'top-bar');
      // Its sheet: what it is, no seed.
      await tap(page, 'btn:fairness');
      const sheet = await waitUntil(page, 'the fingerprint sheet', (t) => t.screen === 'fairness');
      assert.equal(sheet.fairness.seed, undefined);
      assert.ok(!sheet.targets.some((x) => x.id === 'fairness:check'));
      await shot(page, 'sheet-during');
      await tap(page, 'fairness:close');
      await waitUntil(page, 'the table', (t) => t.screen === 'play');
      // Nothing shown so far holds the seed or the salt (a seed below 2^53 has 1–16 digits: the
      // test looks for it as a whole number, not inside another).
      const shown = await shownSoFar(page);
      assert.ok(!new RegExp(`(^|[^0-9])${saved.seed}([^0-9]|$)`).test(shown), 'the seed was shown before the end');
      assert.ok(!shown.includes(saved.salt), 'the salt was shown before the end');
      assert.ok(!/"seed"/.test(await page.evaluate(() => window.cardavia.reports.join('\n'))));

      // Reload, Continue: the same fingerprint.
      await page.reload();
      await page.waitForFunction(() => (window.cardavia?.frames ?? 0) >= 2, null, { timeout: 60_000 });
      await tap(page, 'continue:cabo');
      const again = await waitUntil(page, 'the match again', (t) => t.screen === 'play' && t.fairness, 30_000);
      assert.equal(again.fairness.commit, commit);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
}

test('at the match\'s end: the seed and the salt, and the Check says it matches', async () => {
  // The sample five-round match less its last move (a computer's), with a salt and its
  // fingerprint, in the autosave: Continue, and the computer ends it.
  const save = JSON.parse(readFileSync(SAMPLE, 'utf8'));
  save.actions.pop();
  save.salt = '5eed5a1700c0ffee';
  save.commit = fingerprint(save.game, save.players, save.seed, save.salt);
  for (const [width, height] of [[390, 844], [1280, 800]]) {
    const { context, page, problems } = await open(width, height, { [SLOT]: JSON.stringify(save) });
    try {
      await tap(page, 'continue:cabo');
      const playing = await waitUntil(page, 'the match', (t) => t.screen === 'play' && t.fairness, 30_000);
      assert.equal(playing.fairness.commit, save.commit);
      // The computer's last move ends the last round; its sheet, then the match's.
      await tap(page, 'btn:result');
      const over = await waitUntil(page, 'the match\'s end', (t) => t.screen === 'over', 30_000);
      assert.equal(over.fairness.seed, String(save.seed));
      assert.equal(over.fairness.salt, save.salt);
      await shot(page, 'over');
      await tap(page, 'btn:fairness');
      await waitUntil(page, 'the fingerprint sheet', (t) => t.screen === 'fairness');
      await tap(page, 'fairness:check');
      const checked = await waitUntil(page, 'the Check', (t) => t.fairness?.check);
      assert.equal(checked.fairness.check, 'match', checked.fairness.words);
      assert.match(checked.fairness.words, /^It matches/);
      await shot(page, 'checked');
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  }
});
