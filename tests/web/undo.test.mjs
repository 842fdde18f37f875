// Browser test of take-backs (issue 48; docs/undo.md): in each game, at 320×568, a mis-tap makes a
// move, then btn:undo — reachable: document.elementFromPoint at its centre is the table's canvas,
// and the report's target there is btn:undo — is tapped as a person would; the test waits until the
// report shows the earlier position again (the same prompt and the same targets). Embedded, the
// button is not offered unless the host asks (`undo=on`), and the host then hears `undo`.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  startSiteAndBrowser, stopSiteAndBrowser, press, settle, table, tapTarget, typeInto, waitFor, waitUntil, watch,
} from './browser_harness.mjs';

let ctx;
before(async () => { ctx = await startSiteAndBrowser(); });
after(() => stopSiteAndBrowser(ctx ?? {}));

const has = (t, id) => t.targets.find((x) => x.id === id);
const ids = (t) => t.targets.map((x) => x.id).sort().join(' ');

// The report's target at a point, and what the page has there.
const whatIsAt = (page, { x, y }) => page.evaluate(([px, py]) => {
  const el = document.elementFromPoint(px, py);
  const t = window.cardavia.table;
  const target = t.targets.find((g) => Math.abs(g.x - px) <= g.w / 2 && Math.abs(g.y - py) <= g.h / 2);
  return { element: el?.id ?? el?.tagName, target: target?.id };
}, [x, y]);

// A match of `game` at `speed`, from the new-match sheet (Easy, the seed typed).
async function start(page, game, players, seed, query = '') {
  await page.goto(`${ctx.url}?lang=en${query}#${game}`);
  await page.waitForFunction(() => (window.cardavia?.frames ?? 0) >= 2, null, { timeout: 60_000 });
  await tapTarget(page, `setup:players:${players}`, 60_000);
  await tapTarget(page, 'setup:level:easy');
  await typeInto(page, 'setup:seed', String(seed));
  await tapTarget(page, 'setup:start');
  // A deal tried before in this page is saved unfinished: the question first, then the new one.
  const t = await waitUntil(page, 'the match or the question', (x) => x.screen !== 'setup', 20_000);
  if (has(t, 'ask:new')) await tapTarget(page, 'ask:new');
}

// Each game: how the person reaches a decision to mis-tap, and the mis-tap (a move made).
const GAMES = {
  cabo: {
    players: 3, speed: 'fast',
    async reach(page) {
      // The round's look first (two own cards), then the turn: draw, take or call.
      const t = await waitFor(page, ['own:0'], 60_000);
      if (t.t.prompt.startsWith('Choose')) {
        await tapTarget(page, 'own:0');
        await waitUntil(page, 'the first card looked at', (x) => has(x, 'own:1') && !x.prompt.startsWith('Choose two'), 10_000).catch(() => {});
        await tapTarget(page, 'own:1');
      }
      await waitFor(page, ['btn:draw'], 60_000);
    },
    async misTap(page) { await tapTarget(page, 'btn:draw'); },
  },
  chkobba: {
    players: 2, speed: 'fast',
    async reach(page) {
      await waitUntil(page, 'the person to move', (x) => has(x, 'btn:keep') || x.targets.some((y) => y.id.startsWith('own:')), 60_000);
    },
    async misTap(page) {
      let t = await table(page);
      if (has(t, 'btn:keep')) return press(page, has(t, 'btn:keep'));
      await press(page, t.targets.find((x) => x.id.startsWith('own:')));
      // A capture to confirm or to choose: confirm it, or choose the first.
      for (let i = 0; i < 4; ++i) {
        t = await table(page);
        if (has(t, 'btn:undo')) return;
        if (has(t, 'btn:confirm')) await press(page, has(t, 'btn:confirm'));
        else if (has(t, 'btn:cancel')) await press(page, t.targets.find((x) => x.id.startsWith('table:')));
        else await page.waitForTimeout(50);
      }
    },
  },
  cucu: {
    // Slow: the computers after the person pause 1.1 s each, so the round is still on when the
    // person takes back (a finished round is never taken back into).
    players: 4, speed: 'slow',
    async reach(page) { await waitFor(page, ['btn:keep'], 60_000); },
    async misTap(page) { await tapTarget(page, 'btn:keep'); },
  },
};

for (const [game, g] of Object.entries(GAMES)) {
  test(`${game}: a mis-tap taken back with btn:undo at 320×568 shows the earlier position again`, async () => {
    const page = await ctx.browser.newPage({ viewport: { width: 320, height: 568 } });
    const problems = await watch(page);
    // Cucù's dealer acts last, and their move ends the round: a seed where the person is not it.
    let seed = 5;
    for (;; ++seed) {
      assert.ok(seed < 15, 'a deal where the person does not act last');
      await start(page, game, g.players, seed, `&speed=${g.speed}`);
      await g.reach(page);
      if (!has(await table(page), 'btn:deck')) break;
    }
    await settle(page);
    const before = await table(page);
    await g.misTap(page);
    const { target } = await waitFor(page, ['btn:undo'], 20_000);
    const at = await whatIsAt(page, target);
    assert.deepEqual(at, { element: 'canvas', target: 'btn:undo' }, 'btn:undo is reachable at its centre');
    await press(page, target);
    await settle(page);
    const back = await waitUntil(page, 'the earlier position', (t) => t.prompt === before.prompt && ids(t) === ids(before), 20_000);
    assert.equal(back.screen, 'play');
    assert.deepEqual(problems, []);
    await page.close();
  });
}

test('embedded, btn:undo only when the host asks (undo=on)', async () => {
  for (const undo of [false, true]) {
    const page = await ctx.browser.newPage({ viewport: { width: 400, height: 600 } });
    const problems = await watch(page);
    await page.goto(`${ctx.url}?embed=1&game=cabo&players=3&level=easy&seed=5&autostart=1&speed=fast${undo ? '&undo=on' : ''}`);
    await GAMES.cabo.reach(page);
    await tapTarget(page, 'btn:draw');
    await waitUntil(page, 'the drawn card', (t) => has(t, 'btn:discard'), 20_000);
    await settle(page);
    const t = await table(page);
    assert.equal(Boolean(has(t, 'btn:undo')), undo, `btn:undo ${undo ? '' : 'not '}offered`);
    assert.deepEqual(problems, []);
    await page.close();
  }
});
