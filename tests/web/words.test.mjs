// The table's sentences inflect in the browser too (docs/i18n.md "Grammatical forms of card
// names"): a Cucù match in Russian and in Ukrainian at 390×844, the human keeping their card each
// turn, until they hold an animate card (Horse, Lion, Cat, Hunter, Fool): the turn's prompt and the
// Keep button's words name it in the accusative (Оставьте Коня, Залиште Лева), never in the
// nominative. Every turn's prompt on the way reads as the language file's sentence with one of its
// accusative forms. Screenshots: build/test-artifacts/words-<lang>-cucu-prompt-390x844.png and
// the round's end, words-<lang>-cucu-round-end-390x844.png — look at them.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  root, artifacts, startSiteAndBrowser, stopSiteAndBrowser, watch, table, press, waitUntil, tapTarget, typeInto,
} from './browser_harness.mjs';

const words = Object.fromEntries(['ru', 'uk'].map((code) => [code,
  JSON.parse(readFileSync(join(root, `assets/i18n/${code}.json`), 'utf8'))]));
const ANIMATE = ['horse', 'lion', 'cat', 'hunter', 'fool'];
const escape = (s) => s.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&');

// The prompt of the human's turn with its {card:acc} as one of the language's accusative forms,
// said with its numeral or value after it ("Коня (XIII)", "Ведро (−1)", as cards are said in words), or a numeral
// alone (I–X take no ending), and {name} as anything.
function turnPattern(code, key) {
  const w = words[code];
  const forms = Object.entries(w).filter(([k]) => /^cucu\.[a-z]+:acc$/.test(k)).map(([, v]) => escape(v));
  assert.ok(forms.length >= 10, `${code}: an accusative form for every named Cucù card`);
  const text = w[key];
  assert.ok(text.includes('{card:acc}'), `${code} ${key} names the card in the accusative`);
  const [before, after] = text.split('{card:acc}').map((part) => escape(part).replace(/\\\{name\\\}/g, '.+'));
  return new RegExp(`^${before}(?:(?:${forms.join('|')})(?: \\([^)]+\\))?|[IVX]+)${after}$`, 'u');
}

let ctx;
before(async () => { ctx = await startSiteAndBrowser(); });
after(async () => { await stopSiteAndBrowser(ctx); });

async function shot(page, name) {
  await page.mouse.move(2, 2);
  let last = -1;
  for (let i = 0; i < 100; ++i) {
    const n = await page.evaluate(() => window.cardavia.frames);
    if (n === last) break;
    last = n;
    await page.waitForTimeout(150);
  }
  await page.screenshot({ path: join(artifacts, `${name}.png`) });
}

for (const code of ['ru', 'uk']) {
  test(`${code}: a Cucù round names the card the human keeps in the accusative`, { timeout: 600_000 }, async () => {
    const context = await ctx.browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
    const page = await context.newPage();
    const problems = await watch(page);
    try {
      const w = words[code];
      const turn = turnPattern(code, 'cucu.prompt.turn');
      const dealer = turnPattern(code, 'cucu.prompt.turn_dealer');
      const animate = ANIMATE.map((name) => ({ nominative: w[`cucu.${name}`], accusative: w[`cucu.${name}:acc`] }));
      for (const a of animate) assert.notEqual(a.accusative, a.nominative, `${code}: ${a.nominative} is animate`);
      await page.addInitScript(() => { window.cardavia = { wantTable: true }; });
      await page.goto(new URL(`/?lang=${code}`, ctx.url).href);
      await page.waitForFunction(() => (window.cardavia?.frames ?? 0) >= 2, null, { timeout: 120_000 });
      // The language file arrives a moment after the first frames.
      const label = w['table.target.language'].replace('{name}', w['language.self']);
      await waitUntil(page, `the ${code} words`, (t) => t.targets.some((x) => x.id === 'start:language' && x.label === label), 30_000);
      await tapTarget(page, 'tile:cucu', 60_000);
      await tapTarget(page, 'setup:speed:instant');
      await typeInto(page, 'setup:seed', '7');
      await tapTarget(page, 'setup:start');
      let seen = null;
      for (let step = 0; step < 2000 && !seen; ++step) {
        const t = await table(page);
        if (t.screen === 'over') {
          await tapTarget(page, 'btn:play_again');
          continue;
        }
        if (t.screen === 'reveal') {
          const next = t.targets.find((x) => x.id === 'btn:next_round' || x.id === 'btn:result');
          if (!next) { await page.waitForTimeout(30); continue; }
          await press(page, next);
          await waitUntil(page, 'the sheet closed', (x) => x.screen !== 'reveal');
          continue;
        }
        const keep = t.targets.find((x) => x.id === 'btn:keep');
        const own = t.targets.some((x) => x.id === 'btn:ask' || x.id === 'btn:deck');
        if (!keep || !own) { await page.waitForTimeout(25); continue; }
        assert.match(t.prompt, t.targets.some((x) => x.id === 'btn:deck') ? dealer : turn, `${code}: the turn's prompt "${t.prompt}"`);
        const held = animate.find((a) => t.prompt.includes(` ${a.accusative} `));
        for (const a of animate)
          assert.ok(!new RegExp(`(^|\\s)${escape(a.nominative)}(\\s|$)`, 'u').test(t.prompt.split(/[:;]/).pop()),
            `${code}: no nominative ${a.nominative} as the object: ${t.prompt}`);
        if (held) {
          seen = { prompt: t.prompt, held };
          // The button names the card as the screen reader says it: its value after it ("Льва (−3)").
          assert.match(keep.label, new RegExp(`^${escape(w['cucu.target.keep'].replace('{card:acc}', held.accusative))}( \\([^)]+\\))?$`, 'u'),
            `${code}: the Keep button's words`);
          await shot(page, `words-${code}-cucu-prompt-390x844`);
          break;
        }
        await press(page, keep);
        await waitUntil(page, 'the keep taken', (x) => !x.targets.some((y) => y.id === 'btn:keep') || x.prompt !== t.prompt);
      }
      assert.ok(seen, `${code}: the human held an animate card at some turn`);
      // Keep it, and play on to the round's end: its sheet in the language too.
      await tapTarget(page, 'btn:keep');
      const end = await waitUntil(page, 'the round end', (t) => t.screen === 'reveal' &&
        t.targets.some((x) => x.id === 'btn:next_round' || x.id === 'btn:result'), 120_000);
      assert.ok(end.targets.length > 0);
      await shot(page, `words-${code}-cucu-round-end-390x844`);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
}
