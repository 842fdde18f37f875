// The table in each of its six languages, in the browser: `?lang=` opens it in that language
// (<html lang> follows, the words are the language file's), a match is played into; without the
// option the browser's language is taken, the picker switches at once and is remembered across a
// reload; an unknown `lang` reads as English; a language file that does not arrive or read leaves
// the table in English. Screenshots at 390×844 (build/test-artifacts/): the
// chooser, a prompt and a round's end in Ukrainian and French; the table at contrast 0/50/100,
// grain 0/100 and temperature 0/100.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  root, artifacts, startSiteAndBrowser, stopSiteAndBrowser, watch, table, press, waitFor, waitUntil,
  callCaboToRoundEnd, tapTarget, tapUntil, scrollTo,
} from './browser_harness.mjs';

const LANGUAGES = ['en', 'uk', 'ru', 'fr', 'es', 'it'];
const words = Object.fromEntries(LANGUAGES.map((code) => [code,
  JSON.parse(readFileSync(join(root, `assets/i18n/${code}.json`), 'utf8'))]));
// A text with its placeholders as wildcards, as a whole-string pattern; a placeholder may ask for
// a grammatical form ("{card:acc}").
const pattern = (text) => new RegExp(`^${text.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[a-z_]+(?::[a-z]+)?\}/g, '.*')}$`, 'u');

let ctx;
before(async () => { ctx = await startSiteAndBrowser(); });
after(async () => { await stopSiteAndBrowser(ctx); });

async function open(path, options = {}) {
  const context = await ctx.browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, ...options });
  const page = await context.newPage();
  const problems = await watch(page);
  await page.addInitScript(() => { window.cardavia = { wantTable: true }; });
  await page.goto(new URL(path, ctx.url).href);
  await page.waitForFunction(() => (window.cardavia?.frames ?? 0) >= 2, null, { timeout: 120_000 });
  return { context, page, problems };
}
const tap = (page, id) => tapTarget(page, id, 60_000);
// Waits until the table stops redrawing, then takes the picture.
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
const htmlLang = (page) => page.evaluate(() => document.documentElement.lang);
const lang = async (page) => (await table(page)).lang;
// The report's look: "contrast=50 grain=50 temperature=50 suits=2" as {contrast: 50, …}.
const look = (t) => Object.fromEntries(t.look.split(' ').map((kv) => kv.split('=')).map(([k, v]) => [k, Number(v)]));

// A Cabo match of two at instant speed: the look, then the human calls Cabo at its first turn
// (drawing and discarding when a computer called first) until the round's end.
async function playARound(page, code, shots) {
  await tap(page, 'setup:players:2');
  await tap(page, 'setup:speed:instant');
  await tap(page, 'setup:start');
  const look = await waitUntil(page, 'the look', (t) => t.screen === 'play' && t.targets.some((x) => x.id === 'own:0'), 60_000);
  assert.match(look.prompt, pattern(words[code]['cabo.prompt.look']), `${code}: the look's prompt`);
  await tap(page, 'own:0');
  await tap(page, 'own:2');
  let t = await waitUntil(page, 'the first turn', (x) => x.screen === 'reveal' ||
    (x.faces.length === 0 && x.targets.some((y) => y.id === 'btn:draw')), 60_000);
  if (t.screen !== 'reveal') {
    assert.match(t.prompt, pattern(words[code]['cabo.prompt.turn']), `${code}: the turn's prompt`);
    if (shots) await shot(page, `lang-${code}-prompt-390x844`);
  }
  t = await callCaboToRoundEnd(page);
  const next = t.targets.find((x) => x.id === 'btn:next_round' || x.id === 'btn:result');
  const key = next.id === 'btn:result' ? 'table.btn.result' : 'table.btn.next_round';
  assert.ok(words[code][key], `${key} exists`);
  if (shots) await shot(page, `lang-${code}-round-end-390x844`);
  return t;
}

for (const code of LANGUAGES) {
  test(`?lang=${code}: the table speaks it, and a match is played into`, { timeout: 600_000 }, async () => {
    const { context, page, problems } = await open(`/?lang=${code}`);
    try {
      assert.equal(await htmlLang(page), code);
      assert.equal(await lang(page), code);
      // The wasm embeds English only; the page fetches i18n/<code>.json a moment after the first
      // frames: wait for the table to speak it, then check its words.
      const label = words[code]['table.target.language'].replace('{name}', words[code]['language.self']);
      const ready = await waitUntil(page, `the ${code} words`,
        (t) => t.targets.some((x) => x.id === 'start:language' && x.label === label), 30_000);
      assert.equal(ready.targets.find((x) => x.id === 'start:language').label, label);
      // The page's own sheets (open a match, copy a link) speak it too, not the English of the start.
      assert.equal(await page.evaluate(() => window.cardavia.glue.word('page.import.title')),
                   words[code]['page.import.title']);
      // … and the mirror's (page/access.js: the same words, through the same one channel).
      await page.waitForSelector('#table-mirror');
      assert.equal(await page.evaluate(() => document.getElementById('table-mirror').getAttribute('aria-label')),
                   words[code]['table.access.mirror']);
      assert.equal(await page.evaluate(() => document.getElementById('table-describe').textContent),
                   words[code]['table.access.describe']);
      const shots = code === 'uk' || code === 'fr';
      if (shots) await shot(page, `lang-${code}-chooser-390x844`);
      await tap(page, 'tile:cabo');
      const setup = await waitFor(page, ['setup:start']);
      assert.equal(setup.target.label, words[code]['table.target.start']);
      await playARound(page, code, shots);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
}

test('without ?lang= the browser\'s language is taken; the picker switches at once and is remembered', { timeout: 300_000 }, async () => {
  const { context, page, problems } = await open('/', { locale: 'fr-CA' });
  try {
    assert.equal(await htmlLang(page), 'fr');
    await tap(page, 'start:language');
    const picker = await waitUntil(page, 'the picker', (t) => t.screen === 'language');
    assert.deepEqual(picker.targets.filter((x) => x.id.startsWith('lang:') && x.id !== 'lang:close').map((x) => x.label),
      LANGUAGES.map((c) => words[c]['language.self']));
    await tap(page, 'lang:uk');
    await waitUntil(page, 'Ukrainian', (t) => t.lang === 'uk');
    await page.waitForFunction(() => document.documentElement.lang === 'uk', null, { timeout: 10_000 });
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('cardavia.v1.settings')));
    assert.equal(saved.lang, 'uk');
    await page.reload();
    await page.waitForFunction(() => (window.cardavia?.frames ?? 0) >= 2, null, { timeout: 120_000 });
    assert.equal(await htmlLang(page), 'uk');
    assert.equal(await lang(page), 'uk');
    // The URL option wins over the saved choice, and does not replace it.
    await page.goto(new URL('/?lang=es', ctx.url).href);
    await page.waitForFunction(() => (window.cardavia?.frames ?? 0) >= 2, null, { timeout: 120_000 });
    assert.equal(await htmlLang(page), 'es');
    assert.equal((await page.evaluate(() => JSON.parse(localStorage.getItem('cardavia.v1.settings')))).lang, 'uk');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('a language file that does not read leaves the table in English, with a warning', { timeout: 300_000 }, async () => {
  // A fresh context for each: on a second visit the service worker would answer i18n/*.json from
  // its cache, past the route that breaks them.
  for (const [code, body] of [['uk', '{"table.btn.close": '], ['fr', '["not", "a table"]']]) {
    const context = await ctx.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const problems = await watch(page);
    const warnings = [];
    page.on('console', (msg) => { if (msg.type() === 'warning') warnings.push(msg.text()); });
    await page.route(`**/i18n/${code}.json`, (route) => route.fulfill({ contentType: 'application/json', body }));
    try {
      await page.addInitScript(() => { window.cardavia = { wantTable: true }; });
      await page.goto(new URL(`/?lang=${code}`, ctx.url).href);
      await page.waitForFunction(() => (window.cardavia?.frames ?? 0) >= 2, null, { timeout: 120_000 });
      const warned = () => warnings.some((w) => w.includes(`the ${code} texts did not load`));
      const deadline = Date.now() + 30_000;
      while (!warned() && Date.now() < deadline) await page.waitForTimeout(50);
      assert.ok(warned(), `a warning for ${code}: ${warnings}`);
      assert.equal(await htmlLang(page), code);
      // English words (the language's own name is embedded for the picker), and the table runs on.
      const { target } = await waitFor(page, ['start:language']);
      assert.equal(target.label, words.en['table.target.language'].replace('{name}', words[code]['language.self']));
      await tap(page, 'tile:cabo');
      const setup = await waitFor(page, ['setup:start']);
      assert.equal(setup.target.label, words.en['table.target.start']);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  }
});

test('an unknown ?lang= and no language of ours in the browser read as English', { timeout: 300_000 }, async () => {
  const { context, page, problems } = await open('/?lang=xx', { locale: 'de-DE' });
  try {
    assert.equal(await htmlLang(page), 'en');
    assert.equal(await lang(page), 'en');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('the comfort sliders change the table\'s look (screenshots at their ends)', { timeout: 600_000 }, async () => {
  // At devicePixelRatio 1: the sliders take 60 taps of a few frames each, and a software renderer's
  // frame at 390×844×2 costs four times one at 1; the looks are colours, as plain at 1.
  const { context, page, problems } = await open('/#cabo', { deviceScaleFactor: 1 });
  try {
    await tap(page, 'setup:players:3');
    await tap(page, 'setup:speed:instant');
    await tap(page, 'setup:start');
    await waitUntil(page, 'the look', (t) => t.targets.some((x) => x.id === 'own:0'), 60_000);
    // Sets one slider (tens, with − and +) in the ☰ menu, closes it, takes the picture.
    const set = async (name, value) => {
      await tap(page, 'btn:menu');
      await waitUntil(page, 'the menu', (t) => t.screen === 'menu');
      // The sliders are the menu's last rows: below the fold at 390x844 (the sound's rows above).
      await scrollTo(page, `menu:${name}`);
      // Each tap waits until the report shows its ten: the next tap is chosen from a report that
      // has seen the last one (read a frame late, a loop pressed − again at 0, where it is gone).
      let now = look(await table(page))[name];
      for (let i = 0; i < 12 && now !== value; ++i) {
        const next = now > value ? Math.max(0, now - 10) : Math.min(100, now + 10);
        const t = await tapUntil(page, `menu:${name}:${now > value ? 'down' : 'up'}`, `${name} at ${next}`,
          (r) => r.screen === 'menu' && look(r)[name] === next, 30_000);
        now = look(t)[name];
      }
      assert.equal(look(await table(page))[name], value, `${name} at ${value}`);
      await tap(page, 'menu:close');
      await waitUntil(page, 'the table', (t) => t.screen === 'play');
      await shot(page, `comfort-${name}-${value}-390x844`);
    };
    for (const [name, values] of [['contrast', [0, 100, 50]], ['grain', [0, 100, 50]], ['temperature', [0, 100, 50]]])
      for (const v of values) await set(name, v);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
