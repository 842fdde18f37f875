// Browser test of what the screen reader hears (issue 47; docs/accessibility.md): a Cabo match
// played with the coach's hint at every decision, following its marks, while the page keeps
// every line the live region (#table-live) was given. What is spoken must be words: no suit
// symbol (♠♥♦♣ — a screen reader says "black spade suit", or nothing), no key, no blank; and no
// line may be spoken twice in a row (each new node of the region is spoken, so a line said again
// is heard again).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSiteAndBrowser, stopSiteAndBrowser, press, waitUntil, tapTarget, typeInto, watch, recordSpeech } from './browser_harness.mjs';

let server;
let url;
let browser;

before(async () => {
  ({ server, url, browser } = await startSiteAndBrowser());
});

after(() => stopSiteAndBrowser({ server, browser }));

test('a Cabo match with hints: the live region speaks words, each line once', async () => {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const problems = await watch(page);
  await recordSpeech(page);
  await page.goto(`${url}?lang=en&speed=fast#cabo`);
  await page.waitForFunction(() => (window.cardavia?.frames ?? 0) >= 2, null, { timeout: 60_000 });
  await tapTarget(page, 'setup:players:3', 60_000);
  await tapTarget(page, 'setup:level:normal');
  await typeInto(page, 'setup:seed', '47');
  await tapTarget(page, 'setup:start');
  let hints = 0;
  let rounds = 0;
  for (let decision = 0; decision < 40 && rounds < 2; ++decision) {
    const t = await waitUntil(page, 'the person to move',
      (x) => x.targets.some((y) => y.id === 'btn:hint' || y.id === 'btn:next_round') || x.screen === 'over', 90_000);
    if (t.screen === 'over') break;
    if (t.targets.some((y) => y.id === 'btn:next_round')) {
      ++rounds;
      await tapTarget(page, 'btn:next_round');
      continue;
    }
    await press(page, t.targets.find((y) => y.id === 'btn:hint'));
    let current = await waitUntil(page, 'a target marked by the hint', (x) => x.targets.some((y) => y.hint), 30_000);
    ++hints;
    // Follows the marks until the move is made (a move of several taps marks each in turn).
    for (let taps = 0; taps < 8; ++taps) {
      const next = current.targets.find((y) => y.hint);
      if (!next) break;
      await press(page, next);
      current = await waitUntil(page, `the tap on ${next.id} taken`,
        (x) => !x.targets.some((y) => y.hint && y.id === next.id && y.x === next.x && y.y === next.y) || x.screen !== 'play', 20_000);
    }
  }
  await page.waitForTimeout(500);
  const said = await page.evaluate(() => window.saidLines);

  assert.ok(hints >= 4, `hints asked: ${hints}`);
  assert.ok(said.length >= 10, `lines spoken: ${said.length}`);
  const symbols = said.filter((line) => /[♠♥♦♣]/u.test(line));
  assert.deepEqual(symbols, [], 'no suit symbol is spoken');
  const blanks = said.filter((line) => !line.trim() || /[{}]|\b(table|coach)\.[a-z_.]+/.test(line));
  assert.deepEqual(blanks, [], 'no blank line, no key');
  const twice = said.filter((line, i) => i > 0 && line === said[i - 1]);
  assert.deepEqual(twice, [], 'no line spoken twice in a row');
  assert.deepEqual(problems, []);
  await page.close();
});
