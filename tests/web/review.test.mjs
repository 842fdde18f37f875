// The review after the match in the browser (issue 31, item 2; docs/coach.md, "Review"): a review
// link (`#r=PAYLOAD&review=1`) of a fixed short match (tests/saves/review_*.json, the person's
// one clearly bad move in it) opens the replay viewer in review mode — the report's screen is
// `review` — whose `review` progresses to 1 in frame slices and marks that move; a tap on its mark
// (`review:mark:<i>`) shows the table before that decision and the mark's words; the page's share
// gives the review link. On a phone held upright (390×844, device scale 2) and a desktop (1280×800, scale 1),
// screenshots build/test-artifacts/review-<game>-<what>-<w>x<h>.png — look at them. The page
// logs no error and breaks no CSP rule.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import {
  artifacts, root, settle, startSiteAndBrowser, stopSiteAndBrowser, tapTarget, waitUntil, watch, pixelRatioFor,
} from './browser_harness.mjs';

const cli = join(root, 'build/native/cardavia');
// Each fixed match, the step of its bad move (tests/saves/README.md), and every mark the review
// gives it at the shipped iterations — the very list tests/session/match_review_test.cpp pins for
// the native build ("the same marks native and wasm"), so the two builds review alike.
const MATCHES = [['cabo', 'review_cabo_2p.json', 7, [[7, 'mistake']]],
  ['chkobba', 'review_chkobba_2p.json', 27, [[27, 'mistake'], [69, 'mistake'], [71, 'mistake']]]];
const SIZES = [[390, 844], [1280, 800]];

let ctx;
before(async () => { ctx = await startSiteAndBrowser(); });
after(() => stopSiteAndBrowser(ctx ?? {}));

function encode(file) {
  const run = spawnSync(cli, ['link', 'encode', join(root, 'tests/saves', file)], { encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
  return run.stdout.trim();
}

async function shot(page, name) {
  await page.mouse.move(2, 2);
  await settle(page);
  const { width, height } = page.viewportSize();
  await page.screenshot({ path: join(artifacts, `review-${name}-${width}x${height}.png`) });
}

for (const [game, file, badStep, expected] of MATCHES) {
  for (const [width, height] of SIZES) {
    test(`a review link of ${game} at ${width}x${height}: the marks, and a tap on the bad move's`, async () => {
      const context = await ctx.browser.newContext({ viewport: { width, height }, deviceScaleFactor: pixelRatioFor(width) });
      const page = await context.newPage();
      const problems = await watch(page);
      await page.addInitScript(() => { window.cardavia = { wantTable: true }; });
      await page.goto(`${ctx.url}#r=${encode(file)}&review=1`);
      await page.waitForFunction(() => (window.cardavia?.frames ?? 0) >= 2, null, { timeout: 60_000 });

      // Step 1. The review mode, computing in the background, then done.
      await waitUntil(page, 'the review screen', (t) => t.screen === 'review' && t.review, 30_000);
      const half = await waitUntil(page, 'some progress', (t) => t.review.progress > 0, 60_000);
      if (half.review.progress < 1) await shot(page, `${game}-progress`);
      const done = await waitUntil(page, 'the review done', (t) => t.review.progress >= 1, 180_000);
      const marks = done.review.marks;
      assert.ok(marks.length >= 1 && marks.length <= 5, `the few largest marks: ${JSON.stringify(marks)}`);
      for (const m of marks) {
        assert.ok(['slip', 'mistake'].includes(m.kind), m.kind);
        assert.ok(m.cost >= 5, `a mark costs 5 points or more: ${m.cost}`);
        for (const words of [m.played, m.preferred, m.reason]) assert.ok(words.length > 0);
        assert.equal(m.seat, 0);
      }
      assert.deepEqual(marks.map((m) => [m.step, m.kind]), expected, 'the marks the native build gives');
      const index = marks.findIndex((m) => m.step === badStep);
      assert.ok(index >= 0, `the bad move at step ${badStep} is marked: ${JSON.stringify(marks)}`);
      await shot(page, `${game}-done`);

      // Step 2. Its mark: the table before that decision, the mark's words shown.
      await tapTarget(page, `review:mark:${index}`);
      await waitUntil(page, 'the mark shown', (t) => t.review.shown === index && t.replay.step === badStep);
      await shot(page, `${game}-mark`);

      // Step 3. The share gives the review link.
      const share = JSON.parse(await page.evaluate(() => window.Module.tableShare()));
      assert.match(share.link, /^#r=.*&review=1$/);
      assert.deepEqual(problems, []);
      await context.close();
    });
  }
}
