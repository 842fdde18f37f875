// Property tests of the page's JavaScript (web/page/*.js) with fast-check, in Debian's Chromium:
// the glue runs as the page runs it (plain scripts beside the real module, in the real page), and
// fast-check in node makes the inputs a stranger or bad luck brings:
//   1. storage.js: random storage contents (JSON, not JSON, huge, any key of ours or not): reading
//      never throws and returns what is stored; a settings change keeps every other field and
//      every other key; with storage that throws, nothing throws; and the app starts over random
//      stored settings and autosaves, without a page error;
//   2. share.js: random link text into the import sheet (any text, link-shaped text, broken save
//      records): never a page error; refused ⇒ the sheet says why and nothing changed (the
//      table's report, the storage: the match's autosave too);
//   3. embed.js: random messages from the host page into an embedded table (anything, objects
//      that look like commands with wrong versions, unknown commands, wrong argument types):
//      never a page error, nothing changed; a command of ours with an id gets one reply, ok: false;
//   4. controls.js: random control lists (ids with quotes, any kind, any numbers), random notes
//      and words: never a throw, one element per control.
// The properties are generic (no throw, no change on bad input): the glue's details (embed.js,
// storage.js) may change, these hold. Each run's inputs are printed by fast-check on failure, with
// the seed to run it again (FC_SEED=…).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { root, settle, startSiteAndBrowser, stopSiteAndBrowser, watch, tapTarget, waitUntil } from './browser_harness.mjs';

const SEED = process.env.FC_SEED ? Number(process.env.FC_SEED) : undefined;
const PATH = process.env.FC_PATH || undefined;  // with FC_SEED: replays one failing run
const runs = (n) => ({ numRuns: n, seed: SEED, path: PATH, endOnFailure: true, includeErrorInReport: true });
// A message's text for an assertion's words (BigInt, cycles: said, not thrown).
const shown = (value) => {
  try {
    return String(JSON.stringify(value, (k, v) => (typeof v === 'bigint' ? `${v}n` : v))).slice(0, 160);
  } catch {
    return String(value).slice(0, 160);
  }
};
const SAVE = readFileSync(join(root, 'tests/saves/chkobba_2p_in_progress.json'), 'utf8');

let ctx;
before(async () => { ctx = await startSiteAndBrowser(); });
after(async () => { await stopSiteAndBrowser(ctx); });

async function openApp(path = '') {
  const context = await ctx.browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const problems = await watch(page);
  await page.addInitScript(() => { window.cardavia = { wantTable: true }; });
  await page.goto(new URL(path, ctx.url).href);
  await page.waitForFunction(() => (window.cardavia?.frames ?? 0) >= 2, null, { timeout: 120_000 });
  return { context, page, problems };
}

// Everything the storage holds, as sorted [key, value] pairs.
const storageOf = (target) => target.evaluate(() =>
  Object.keys(localStorage).sort().map((k) => [k, localStorage.getItem(k)]));
// What the table shows: its report without the frame-to-frame motion.
const reportOf = (target) => target.evaluate(() => {
  const t = window.cardavia.table;
  return t && JSON.stringify({ screen: t.screen, prompt: t.prompt, targets: t.targets.map((x) => x.id),
    log: t.log, settings: t.settings, lang: t.lang, look: t.look, replay: t.replay ?? null });
});

// [SECTION] Arbitraries ---------------------------------------------------------------------------

const anyText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 200 }),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.json({ maxDepth: 4 }),
  fc.constantFrom('', ' ', 'null', '[]', '{}', '{"', '\u0000', '\uFFFF', '{"__proto__": {"x": 1}}', 'NaN', '1e999'),
);
// Text shaped like what the import takes: a replay link, a deal link, a payload, a save record.
const base64url = fc.string({ unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'), maxLength: 80 });
const linkText = fc.oneof(
  base64url.map((p) => `${ctx.url}#r=${p}`),
  fc.tuple(base64url, fc.integer()).map(([p, s]) => `${ctx.url}#r=B${p}&step=${s}`),
  base64url.map((p) => `#r=${p}`),
  base64url.map((p) => `B${p}`),
  fc.tuple(fc.webUrl(), base64url).map(([u, p]) => `${u}#r=${p}`),
);
// A real save record with one field replaced by anything, removed, or the text cut short.
const saveFields = Object.keys(JSON.parse(SAVE));
const brokenSave = fc.oneof(
  fc.tuple(fc.constantFrom(...saveFields), fc.jsonValue({ maxDepth: 3 })).map(([k, v]) => JSON.stringify({ ...JSON.parse(SAVE), [k]: v })),
  fc.constantFrom(...saveFields).map((k) => { const s = JSON.parse(SAVE); delete s[k]; return JSON.stringify(s); }),
  fc.integer({ min: 1, max: SAVE.length - 2 }).map((n) => SAVE.slice(0, n)),
);

// [SECTION] 1. storage.js -------------------------------------------------------------------------

const OUR_KEYS = ['cardavia.v1.settings', 'cardavia.v1.match.cabo', 'cardavia.v1.match.chkobba',
  'cardavia.v1.match.cucu', 'cardavia.v1.match.cabo@embed', 'cardavia.v0.settings'];
const storageContents = fc.dictionary(fc.oneof(fc.constantFrom(...OUR_KEYS), fc.string({ maxLength: 30 })),
  fc.oneof(anyText, brokenSave, fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v))), { maxKeys: 6 });

test('storage.js: random storage contents are read as they are, a settings change keeps all else, nothing throws', { timeout: 600_000 }, async () => {
  const { context, page, problems } = await openApp();
  try {
    await fc.assert(fc.asyncProperty(storageContents, fc.constantFrom('cabo', 'chkobba', 'cucu', 'x"y', ''), async (contents, game) => {
      const out = await page.evaluate(({ contents, game }) => {
        const g = window.cardavia.glue;
        localStorage.clear();
        for (const [k, v] of Object.entries(contents)) localStorage.setItem(k, v);
        const before = Object.keys(localStorage).sort().map((k) => [k, localStorage.getItem(k)]);
        const read = { settings: g.storedSettings(), match: g.savedMatch(game) };
        g.saveSettings('{"contrast":40}');
        g.clearMatch('no-such-game');
        const after = Object.keys(localStorage).sort().map((k) => [k, localStorage.getItem(k)]);
        return { before, read, after };
      }, { contents, game });
      const stored = Object.fromEntries(out.before);
      assert.equal(out.read.settings, stored['cardavia.v1.settings'] ?? '');
      assert.equal(out.read.match, stored[`cardavia.v1.match.${game}`] ?? '');
      // Every other key as it was; the settings an object with the change, and what it held kept.
      const after = Object.fromEntries(out.after);
      for (const [k, v] of out.before) if (k !== 'cardavia.v1.settings') assert.equal(after[k], v, `${k} kept`);
      assert.deepEqual(Object.keys(after).filter((k) => !(k in stored)), stored['cardavia.v1.settings'] === undefined ? ['cardavia.v1.settings'] : []);
      const settings = JSON.parse(after['cardavia.v1.settings']);
      assert.equal(settings.contrast, 40);
      let old = null;
      try { old = JSON.parse(stored['cardavia.v1.settings']); } catch { /* not JSON: written anew */ }
      if (old && typeof old === 'object' && !Array.isArray(old)) {
        for (const [k, v] of Object.entries(old)) if (k !== 'contrast') assert.deepEqual(settings[k], v, `settings.${k} kept`);
      }
    }), runs(150));

    // Storage that throws at every call (a blocked third-party frame, a full quota): nothing throws.
    const thrown = await page.evaluate(() => {
      const g = window.cardavia.glue;
      const saved = {};
      for (const name of ['getItem', 'setItem', 'removeItem']) {
        saved[name] = Storage.prototype[name];
        Storage.prototype[name] = () => { throw new DOMException('blocked', 'SecurityError'); };
      }
      const errors = [];
      for (const call of [() => g.storedSettings(), () => g.savedMatch('cabo'), () => g.saveMatch('cabo', '{}'),
                          () => g.clearMatch('cabo'), () => g.saveSettings('{"grain":10}')]) {
        try { call(); } catch (e) { errors.push(String(e)); }
      }
      Object.assign(Storage.prototype, saved);
      return errors;
    });
    assert.deepEqual(thrown, []);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }

  // The app starts over random stored settings and autosaves (a fresh context each: its own storage).
  await fc.assert(fc.asyncProperty(storageContents, async (contents) => {
    const context = await ctx.browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      const problems = await watch(page);
      await page.addInitScript((c) => {
        if (!sessionStorage.getItem('seeded')) {
          sessionStorage.setItem('seeded', '1');
          for (const [k, v] of Object.entries(c)) localStorage.setItem(k, v);
        }
        window.cardavia = { wantTable: true };
      }, contents);
      await page.goto(ctx.url);
      await page.waitForFunction(() => (window.cardavia?.frames ?? 0) >= 2 && window.cardavia.table, null, { timeout: 120_000 });
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  }), runs(6));
});

// [SECTION] 2. share.js: the import sheet ---------------------------------------------------------

test('share.js: random link text into the import sheet is refused with a message and changes nothing', { timeout: 600_000 }, async () => {
  const { context, page, problems } = await openApp('#cabo');
  try {
    // A match under way, so that there is an autosave a bad import must not touch.
    await tapTarget(page, 'setup:speed:instant', 60_000);
    await tapTarget(page, 'setup:start', 60_000);
    await waitUntil(page, 'the look', (t) => t.screen === 'play', 60_000);
    await page.waitForFunction(() => !!localStorage.getItem('cardavia.v1.match.cabo'), null, { timeout: 30_000 });
    let refused = 0;
    // Any text and link-shaped text are bad input; a save with one field changed may still be a
    // good one (a field the record does not need): taken, it is no bad input, and not checked here.
    const input = fc.oneof(anyText.map((text) => ({ text, bad: true })), linkText.map((text) => ({ text, bad: true })),
      brokenSave.map((text) => ({ text, bad: false })));
    await fc.assert(fc.asyncProperty(input, async ({ text, bad }) => {
      const before = { report: await reportOf(page), storage: await storageOf(page) };
      const out = await page.evaluate((text) => {
        window.cardavia.glue.press('import');
        const sheet = document.querySelector('.page-sheet');
        sheet.querySelector('textarea').value = text;
        sheet.querySelector('.pill.primary').click();
        const open = document.body.contains(sheet);
        const problem = sheet.querySelector('.sheet-problem');
        const said = problem && !problem.hidden ? problem.textContent : '';
        sheet.remove();
        return { open, said };
      }, text);
      if (!out.open) {
        assert.ok(!bad, `${shown(text)} was taken`);
        // Taken: the table shows it in its next frames; the next run starts from what it shows.
        await settle(page);
        return;
      }
      ++refused;
      if (text.trim()) assert.ok(out.said.length > 0, `the sheet says why for ${shown(text)}`);
      await page.waitForTimeout(20);
      assert.deepEqual({ report: await reportOf(page), storage: await storageOf(page) }, before, 'nothing changed');
    }), runs(200));
    assert.ok(refused >= 100, `most were refused (${refused} of 200)`);
    assert.deepEqual(problems.filter((p) => !/^console warning/.test(p)), []);
  } finally {
    await context.close();
  }
});

// [SECTION] 3. embed.js: messages from the host ---------------------------------------------------

const COMMANDS = ['get-state', 'new-match', 'load', 'set-settings'];
const wrongTyped = fc.oneof(
  fc.record({ cmd: fc.constant('set-settings'), args: fc.record({ contrast: fc.oneof(fc.string(), fc.double({ min: 101, noNaN: true }), fc.double({ max: -1, noNaN: true }), fc.array(fc.integer())) }) }),
  fc.record({ cmd: fc.constant('set-settings'), args: fc.record({ speed: fc.oneof(fc.integer(), fc.string({ maxLength: 10 }).filter((s) => !['slow', 'normal', 'fast', 'instant'].includes(s))) }) }),
  fc.record({ cmd: fc.constant('new-match'), args: fc.record({ players: fc.oneof(fc.string(), fc.integer({ min: 6 }), fc.integer({ max: 1 })) }) }),
  fc.record({ cmd: fc.constant('new-match'), args: fc.record({ game: fc.oneof(fc.integer(), fc.string({ maxLength: 12 }).filter((s) => !['cabo', 'chkobba', 'cucu'].includes(s))) }) }),
  fc.record({ cmd: fc.constant('load'), args: fc.oneof(fc.record({ save: anyText }), fc.record({ link: fc.oneof(anyText, linkText) }), fc.constant({})) }),
  fc.record({ cmd: fc.constantFrom(...COMMANDS), args: fc.oneof(fc.string(), fc.integer(), fc.array(fc.anything({ maxDepth: 2 }))) }),
  fc.record({ cmd: fc.oneof(fc.string({ maxLength: 20 }).filter((s) => !COMMANDS.includes(s)), fc.integer(), fc.constant(null)), args: fc.anything({ maxDepth: 2 }) }),
);
const hostMessage = fc.oneof(
  { arbitrary: fc.anything({ maxDepth: 3, withBigInt: true, withDate: true }), weight: 2 },
  { arbitrary: fc.record({ target: fc.string({ maxLength: 12 }).filter((s) => s !== 'cardavia'), cmd: fc.constantFrom(...COMMANDS), id: fc.string() }), weight: 1 },
  // Ours, a version that is not 1.
  { arbitrary: fc.record({ target: fc.constant('cardavia'), version: fc.anything({ maxDepth: 1 }).filter((v) => v !== 1), id: fc.string({ maxLength: 20 }), cmd: fc.constantFrom(...COMMANDS), args: fc.constant({}) }), weight: 1 },
  // Ours, version 1, a wrong command or wrong argument types, a string or number id.
  { arbitrary: fc.tuple(wrongTyped, fc.oneof(fc.string({ maxLength: 20 }), fc.integer())).map(([c, id]) => ({ target: 'cardavia', version: 1, id, ...c })), weight: 4 },
);

test('embed.js: random messages from the host change nothing; a bad command of ours is answered ok: false', { timeout: 600_000 }, async () => {
  const context = await ctx.browser.newContext({ viewport: { width: 900, height: 800 } });
  // The host page: on the site's origin, framing the embedded table (no origin option: it
  // accepts its parent, whoever that is).
  const hostUrl = new URL('props-host.html', ctx.url).href;
  await context.route(hostUrl, (route) => route.fulfill({ contentType: 'text/html',
    body: '<!doctype html><title>host</title><link rel="icon" href="data:,">' +
          '<iframe src="./?embed=1&game=cabo&speed=instant&lang=en" width="800" height="700"></iframe>' }));
  const page = await context.newPage();
  const problems = await watch(page);
  try {
    await page.addInitScript(() => {
      if (window.top === window) {
        window.received = [];
        window.addEventListener('message', (e) => { if (e.data && e.data.source === 'cardavia') window.received.push(e.data); });
      } else {
        window.cardavia = { wantTable: true };
      }
    });
    await page.goto(hostUrl);
    await page.waitForFunction(() => window.received.some((m) => m.type === 'ready'), null, { timeout: 120_000 });
    const frame = page.frames().find((f) => f.url().includes('embed=1'));
    const frameState = async () => ({ report: await reportOf(frame), storage: await storageOf(frame) });
    let sentinel = 0;
    let answered = 0;
    await fc.assert(fc.asyncProperty(hostMessage, async (message) => {
      const before = await frameState();
      const id = `sentinel-${++sentinel}`;
      const replies = await page.evaluate(async ({ message, id }) => {
        const win = document.querySelector('iframe').contentWindow;
        const from = window.received.length;
        try {
          win.postMessage(message, '*');
        } catch (e) {
          return { uncloneable: String(e) };  // the browser's own refusal: nothing was sent
        }
        // Then a command that is answered after it: the table has read the message by then.
        win.postMessage({ target: 'cardavia', version: 1, id, cmd: 'get-state' }, '*');
        const end = Date.now() + 30_000;
        while (!window.received.slice(from).some((m) => m.type === 'reply' && m.id === id)) {
          if (Date.now() > end) return { timeout: true, got: window.received.slice(from) };
          await new Promise((ok) => setTimeout(ok, 10));
        }
        return { got: window.received.slice(from).filter((m) => m.type === 'reply' && m.id !== id) };
      }, { message, id });
      if (replies.uncloneable) return;
      assert.ok(!replies.timeout, `the sentinel is answered: ${shown(replies.got)}`);
      assert.deepEqual(await frameState(), before, `nothing changed after ${shown(message)}`);
      const ours = message && typeof message === 'object' && !Array.isArray(message) && message.target === 'cardavia' &&
        (typeof message.id === 'string' || typeof message.id === 'number');
      if (ours) {
        const mine = replies.got.filter((r) => r.id === message.id);
        assert.equal(mine.length, 1, `one reply to ${shown(message)}: ${shown(replies.got)}`);
        assert.equal(mine[0].ok, false);
        assert.equal(typeof mine[0].error, 'string');
        ++answered;
      } else {
        assert.deepEqual(replies.got, [], 'not ours: no reply');
      }
    }), runs(250));
    assert.ok(answered > 50, `bad commands of ours were answered (${answered})`);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

// [SECTION] 4. controls.js ------------------------------------------------------------------------

const control = fc.record({
  id: fc.oneof(fc.constantFrom('share', 'export', 'import', 'setup:seed'), fc.string({ maxLength: 12 }), fc.constantFrom('a"b', 'a\\b', "]'[", '')),
  kind: fc.oneof(fc.constantFrom('button', 'input'), fc.string({ maxLength: 6 })),
  label: fc.string({ maxLength: 40 }), text: fc.string({ maxLength: 40 }), hint: fc.string({ maxLength: 20 }),
  primary: fc.boolean(),
  x: fc.double(), y: fc.double(), w: fc.double(), h: fc.double(),
});

test('controls.js: random control lists, notes and words never throw; one element per control', { timeout: 300_000 }, async () => {
  const { context, page, problems } = await openApp();
  try {
    await fc.assert(fc.asyncProperty(fc.array(control, { maxLength: 8 }), anyText, fc.oneof(fc.constantFrom('info', 'problem'), fc.string()),
      fc.dictionary(fc.stringMatching(/^[a-z][a-z._]{0,11}$/), fc.string({ maxLength: 20 })), async (list, note, kind, words) => {
        const out = await page.evaluate(({ list, note, kind, words }) => {
          const g = window.cardavia.glue;
          try {
            g.controls(list);
            const ids = Array.from(document.querySelectorAll('#controls > *'), (el) => el.getAttribute('data-id'));
            g.note(note, kind);
            g.setWords(words);
            // A word is its text, or its key when the text is empty (nothing shown blank).
            const said = Object.keys(words).map((k) => g.word(k) === (words[k] || k));
            const unknown = g.word('no.such.word');
            g.controls([]);
            return { ids, said, unknown, left: document.querySelectorAll('#controls > *').length };
          } catch (e) {
            return { threw: String(e) };
          }
        }, { list, note, kind, words });
        assert.equal(out.threw, undefined);
        assert.deepEqual([...out.ids].sort(), [...new Set(list.map((c) => c.id))].sort(), 'one element per control id');
        assert.ok(out.said.every(Boolean));
        assert.equal(out.unknown, 'no.such.word');
        assert.equal(out.left, 0);
      }), runs(200));
    assert.deepEqual(problems.filter((p) => !/^console warning/.test(p)), []);
  } finally {
    await context.close();
  }
});
