// The score charts (issue 48; docs/table.md "The score charts"), in Debian's Chromium: for each
// game a finished match's record opened in the replay viewer (Module.tableLoad) is stepped to its
// first round's end (reveal) and to the match's end (over), at instant speed. On each:
//   - the report's chart is the score table's numbers: a series per seat (Chkobba: side) whose
//     points are the totals after each round so far — the numbers below, which `cardavia play`
//     gives for the same record — with the game's goal (100, 21, none for Cucù's lives);
//   - the mirror (web/page/access.js) says it as a table: its caption, a row per round, a column
//     per series;
//   - at 320x568 and 1280x800 the chart covers no target: at each target's centre
//     document.elementFromPoint is the canvas, and no two targets' boxes overlap;
//   - a screenshot of each (build/test-artifacts/charts-<game>-<screen>-<w>x<h>.png), to look at.
// The statistics screen's chart is checked natively (tests/app/statistics_test.cpp).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { artifacts, root, startSiteAndBrowser, stopSiteAndBrowser, watch, waitUntil } from './browser_harness.mjs';

const SIZES = [[320, 568], [1280, 800]];
// Each record's totals after each round, by seat (Chkobba: side), as `cardavia play` gives them.
const MATCHES = {
  cabo: {
    record: 'tests/saves/cabo_3p_hard_five_rounds.json', goal: 100,
    totals: [[32, 22, 0], [50, 22, 17], [65, 34, 17], [86, 55, 17], [103, 71, 17]],
  },
  chkobba: {
    record: 'tests/saves/chkobba_2p_normal.json', goal: 21,
    totals: [[5, 2], [9, 3], [10, 5], [14, 7], [16, 11], [17, 14], [18, 19], [20, 20], [23, 23], [23, 26]],
  },
  cucu: {
    record: 'tests/saves/cucu_4p_hard.json', goal: 0,
    totals: [[2, 3, 3, 3], [2, 3, 2, 3], [2, 2, 2, 3], [1, 2, 2, 3], [1, 2, 2, 2], [0, 2, 2, 2],
      [0, 2, 2, 1], [0, 1, 2, 0], [0, 0, 1, 0]],
  },
};

let ctx;
before(async () => { ctx = await startSiteAndBrowser(); });
after(() => stopSiteAndBrowser(ctx ?? {}));

const report = (page) => page.evaluate(() => window.cardavia?.table ?? null);

// Acts on a target by id (the path of a tap) once it is offered; waits until `check` holds.
async function act(page, id, what, check) {
  await waitUntil(page, `${id} offered`, (t) => t.targets.some((x) => x.id === id), 20_000);
  assert.equal(await page.evaluate((x) => window.Module.tableAct(x), id), true, `${id} refused`);
  return waitUntil(page, what, check, 20_000);
}

// The chart of `t` against the first `rounds` rounds' totals, and the mirror's table of it.
async function checkChart(page, game, t, rounds) {
  const { goal, totals } = MATCHES[game];
  assert.ok(t.chart, `${game} ${t.screen}: a chart in the report`);
  assert.equal(t.chart.goal, goal);
  const seats = t.chart.series.map((s) => s.seat).sort();
  assert.deepEqual(seats, totals[0].map((_, i) => i), `${game}: a series per column`);
  for (const s of t.chart.series) {
    assert.ok(s.name, `${game}: series ${s.seat} has a name`);
    assert.deepEqual(s.points, totals.slice(0, rounds).map((row) => row[s.seat]),
      `${game} ${t.screen}: series ${s.seat} (${s.name})`);
  }
  const mirror = await page.waitForFunction((n) => {
    const table = document.querySelector('#table-chart table');
    return table && table.tBodies[0].rows.length === n && {
      caption: table.caption.textContent,
      head: [...table.tHead.rows[0].cells].map((c) => c.textContent),
      last: [...table.tBodies[0].rows[n - 1].cells].map((c) => c.textContent),
    };
  }, rounds, { timeout: 10_000 }).then((h) => h.jsonValue());
  assert.equal(mirror.caption, t.chart.caption);
  assert.deepEqual(mirror.head, [t.chart.axis, ...t.chart.series.map((s) => s.name)]);
  assert.deepEqual(mirror.last, [String(rounds), ...t.chart.series.map((s) => String(s.points[rounds - 1]))]);
}

// At each size: a screenshot, and no target covered or overlapping another.
async function sweep(page, game, screen) {
  const found = [];
  for (const [w, h] of SIZES) {
    const n = await page.evaluate(() => window.cardavia.frames);
    await page.setViewportSize({ width: w, height: h });
    await page.waitForFunction((m) => window.cardavia.frames >= m + 2, n, { timeout: 3_000 }).catch(() => {});
    await page.waitForTimeout(150);
    const t = await report(page);
    assert.equal(t.screen, screen);
    found.push(...await page.evaluate((where) => {
      const t = window.cardavia.table;
      const canvas = document.getElementById('canvas');
      const out = [];
      const boxes = t.targets.map((x) => ({ id: x.id, x0: x.x - x.w / 2, y0: x.y - x.h / 2, x1: x.x + x.w / 2, y1: x.y + x.h / 2 }));
      for (const b of boxes) {
        const hit = document.elementFromPoint((b.x0 + b.x1) / 2, (b.y0 + b.y1) / 2);
        if (hit !== canvas) out.push(`${where}: ${b.id}'s centre meets ${hit ? hit.tagName + '#' + hit.id : 'nothing'}`);
      }
      for (let i = 0; i < boxes.length; ++i) {
        for (let j = i + 1; j < boxes.length; ++j) {
          const a = boxes[i], b = boxes[j];
          if (Math.max(a.x0 - b.x1, b.x0 - a.x1, a.y0 - b.y1, b.y0 - a.y1) < 0) out.push(`${where}: ${a.id} overlaps ${b.id}`);
        }
      }
      return out;
    }, `${game} ${screen} ${w}x${h}`));
    await page.screenshot({ path: join(artifacts, `charts-${game}-${screen}-${w}x${h}.png`) });
    // The sheet's rows scrolled to their foot, where the chart is (a person drags or wheels).
    const m = await page.evaluate(() => window.cardavia.frames);
    await page.mouse.move(w / 2, h / 3);
    for (let i = 0; i < 12; ++i) await page.mouse.wheel(0, 400);
    await page.waitForFunction((k) => window.cardavia.frames >= k + 2, m, { timeout: 3_000 }).catch(() => {});
    await page.waitForTimeout(150);
    await page.screenshot({ path: join(artifacts, `charts-${game}-${screen}-${w}x${h}-foot.png`) });
    for (let i = 0; i < 12; ++i) await page.mouse.wheel(0, -400);
    await page.waitForTimeout(150);
  }
  return found;
}

for (const game of Object.keys(MATCHES)) {
  test(`the score chart of ${game}: the score table's numbers, said as a table, covering no target`, { timeout: 300_000 }, async () => {
    const context = await ctx.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const problems = await watch(page);
    await page.addInitScript(() => {
      window.cardavia = Object.assign(window.cardavia || {}, { wantTable: true });
    });
    try {
      await page.goto(`${ctx.url}?lang=en&speed=instant`);
      await page.waitForFunction(() => (window.cardavia?.frames ?? 0) >= 2, null, { timeout: 60_000 });
      // The mirror is loaded after the first frame.
      await page.waitForFunction(() => document.getElementById('table-mirror'), null, { timeout: 30_000 });
      const text = readFileSync(join(root, MATCHES[game].record), 'utf8');
      const opened = await page.evaluate((s) => JSON.parse(window.Module.tableLoad(s, -1)), text);
      assert.equal(opened.screen, 'replay');
      await waitUntil(page, 'the viewer', (x) => x.screen === 'replay', 20_000);
      // The first round's end: to the second round, a move back, then its last move again.
      let t = await report(page);
      await act(page, 'replay:round_next', 'the second round', (x) => x.replay.step > t.replay.step);
      t = await report(page);
      await act(page, 'replay:back', 'a move back', (x) => x.replay.step === t.replay.step - 1);
      t = await act(page, 'replay:next', 'the round end', (x) => x.screen === 'reveal');
      assert.equal(t.chart?.series[0].points.length, 1);
      await checkChart(page, game, t, 1);
      const found = await sweep(page, game, 'reveal');
      const next = t.targets.find((x) => x.id === 'btn:next_round' || x.id === 'btn:result');
      await act(page, next.id, 'the sheet closed', (x) => x.screen === 'replay');
      assert.equal((await report(page)).chart, undefined, 'no chart off the sheets');
      for (let i = 0; i < 40; ++i) {
        t = await report(page);
        if (t.screen === 'over') break;
        await act(page, 'replay:round_next', 'the next round', (x) => x.screen !== 'replay' || x.replay.step > t.replay.step);
      }
      t = await waitUntil(page, 'the match end', (x) => x.screen === 'over', 20_000);
      await checkChart(page, game, t, MATCHES[game].totals.length);
      found.push(...await sweep(page, game, 'over'));
      assert.deepEqual(found, []);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
}
