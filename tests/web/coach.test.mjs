// Browser test of the coach's hint (issue 31, part 1; docs/coach.md): in each game, at each kind
// of decision the person meets, btn:hint is tapped as a person would; the test waits until the
// report marks one target `"hint": true` and the first of its notes is the reason — a sentence in
// the table's language (English for Cabo, French for Chkobba, Ukrainian for Cucù), never a key,
// never a blank — then taps the marked targets until the move is made. A target counts only if
// document.elementFromPoint at its centre is the table's canvas (nothing of the page covers it).
// Screenshots of a hint at 390×844 and 667×375 go to build/test-artifacts/.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import {
  artifacts, startSiteAndBrowser, stopSiteAndBrowser, press, waitUntil, tapTarget, typeInto, watch, settle,
} from './browser_harness.mjs';

let server;
let url;
let browser;

before(async () => {
  ({ server, url, browser } = await startSiteAndBrowser());
});

after(() => stopSiteAndBrowser({ server, browser }));

// Which decision the person meets, from the targets the table offers (docs/table.md's ids).
function decisionOf(game, t) {
  const has = (id) => t.targets.some((x) => x.id === id);
  if (game === 'cabo') {
    if (has('btn:draw')) return 'turn';
    if (has('btn:discard') || has('btn:cancel')) return 'drawn card';
    if (t.targets.some((x) => x.id.startsWith('own:'))) return 'look or taken card';
  }
  if (game === 'chkobba') return has('btn:keep') ? 'cut' : 'play';
  if (game === 'cucu') return has('btn:insure') || has('btn:accept') ? 'inn' : 'turn';
  return 'other';
}

const onCanvas = (page, target) => page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.id, target);

const CASES = [
  { game: 'cabo', players: 2, lang: 'en', words: /[a-z]{3}/, wanted: ['turn', 'drawn card', 'look or taken card'] },
  { game: 'chkobba', players: 2, lang: 'fr', words: /\b(Prenez|Posez|Aucune|La recherche|C’est)\b/, wanted: ['play'] },
  { game: 'cucu', players: 4, lang: 'uk', words: /[а-яіїєґ]{3}/i, wanted: ['turn'] },
];

for (const c of CASES) {
  test(`a hint in ${c.game} (${c.lang}): the move marked, the reason in words, the move made by following it`, async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const problems = await watch(page);
    await page.goto(`${url}?lang=${c.lang}&speed=instant#${c.game}`);
    await page.waitForFunction(() => (window.cardavia?.frames ?? 0) >= 2, null, { timeout: 60_000 });
    await tapTarget(page, `setup:players:${c.players}`, 60_000);
    await tapTarget(page, 'setup:level:normal');
    await typeInto(page, 'setup:seed', '31');
    await tapTarget(page, 'setup:start');
    const met = new Set();
    let shot = false;
    for (let decision = 0; decision < 14 && !c.wanted.every((d) => met.has(d)); ++decision) {
      // The person's move (going on past a round's end).
      let t = await waitUntil(page, 'the person to move', (x) => x.targets.some((y) => y.id === 'btn:hint' || y.id === 'btn:next_round') || x.screen === 'over', 60_000);
      if (t.screen === 'over') break;
      if (t.targets.some((y) => y.id === 'btn:next_round')) {
        await tapTarget(page, 'btn:next_round');
        continue;
      }
      const kind = decisionOf(c.game, t);
      const hintButton = t.targets.find((y) => y.id === 'btn:hint');
      assert.equal(await onCanvas(page, hintButton), 'canvas', 'btn:hint is what a finger meets');
      await press(page, hintButton);
      t = await waitUntil(page, 'a target marked by the hint', (x) => x.targets.some((y) => y.hint), 30_000);
      const marked = t.targets.find((y) => y.hint);
      const reason = t.notes[0] ?? '';
      assert.match(reason, c.words, `the reason is in the table's language: ${reason}`);
      assert.doesNotMatch(reason, /[{}]|coach\./, 'no blank, no key');
      assert.ok(!t.targets.some((y) => y.id === 'btn:hint'), 'one hint a decision');
      met.add(kind);
      if (!shot) {
        await settle(page);
        await page.screenshot({ path: join(artifacts, `coach-${c.game}-390x844.png`) });
        await page.setViewportSize({ width: 667, height: 375 });
        await settle(page);
        await page.screenshot({ path: join(artifacts, `coach-${c.game}-667x375.png`) });
        await page.setViewportSize({ width: 390, height: 844 });
        await settle(page);
        shot = true;
      }
      // Follows the marks until the move is made (a move of several taps marks each in turn).
      let current = await waitUntil(page, 'the mark', (x) => x.targets.some((y) => y.hint));
      for (let taps = 0; taps < 8; ++taps) {
        const next = current.targets.find((y) => y.hint);
        if (!next) break;
        assert.equal(await onCanvas(page, next), 'canvas', `${next.id} is what a finger meets`);
        await press(page, next);
        current = await waitUntil(page, `the tap on ${next.id} taken`, (x) => !x.targets.some((y) => y.hint && y.id === next.id && y.x === next.x && y.y === next.y) || x.screen !== 'play', 20_000);
      }
      assert.ok(marked, 'a marked target');
    }
    for (const d of c.wanted) assert.ok(met.has(d), `a hint at the ${d} decision (met: ${[...met]})`);
    assert.deepEqual(problems, []);
    await page.close();
  });
}
