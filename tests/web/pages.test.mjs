// The rules pages of the built site (build/web/site/<lang>/ and <lang>/<game>/, made by
// scripts/build_pages.py during the web build), checked in Debian's Chromium:
//   1. every page with scripts OFF (it must read fully without them): <html lang>, title,
//      description, the CSP meta, links to the other languages (each named in itself), the three
//      sliders, the game's line, the other games, the table's link and frame holder, every rules
//      section (s1…) with its heading, the example (diagram, sideways hint, save record), ≥ 6
//      questions; no inline script, style attribute or inline handler;
//   2. a link checker over the whole site: no broken internal link or fragment, and nothing but
//      plain <a> links may leave the site (no external script, style, image, frame, font);
//   3. the example's score table on every page is what `cardavia play` reports for the save
//      record copied next to the page;
//   4. with scripts ON: the sliders recolour the page at once, are remembered in
//      localStorage["cardavia.v1.settings"] (other fields kept) and reach the table's frame as
//      `set-settings`; the frame is made only when the table comes into view; screenshots at
//      390×844 and 1280×800 of uk, ru, fr and es (top, rules, example) and with the sliders at 0
//      and 100, in build/test-artifacts/pages-*.png — look at them.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { artifacts, root, site, startSiteAndBrowser, stopSiteAndBrowser, pixelRatioFor } from './browser_harness.mjs';

const LANGS = ['en', 'uk', 'ru', 'fr', 'es', 'it'];
const NAMES = { en: 'English', uk: 'Українська', ru: 'Русский', fr: 'Français', es: 'Español', it: 'Italiano' };
const GAMES = ['cabo', 'chkobba', 'cucu'];
const NUMBERS = {
  cabo: ['01', '02', '03', '04', '05', '06', '07', '08'],
  chkobba: ['01', '02', '03', '04', '05', '06'],
  cucu: ['1', '2', '3', '4'],
};
// Where a seed page exists its headings are the contract (shared/seeds/, site.md).
const SEED_HEADINGS = {
  'ru/cabo': ['Цель и колода', 'Подготовка и раздача', 'Допустимые действия', 'Объявления комбинаций',
    'Подсчёт результата', 'Окончание игры', 'Контекст и варианты', 'Разобранный пример'],
  'fr/cabo': ['But et matériel', 'Installation et donne', 'Actions autorisées', 'Annonces', 'Décompte',
    'Fin de partie', 'Contexte et variantes', 'Exemple commenté'],
  'es/cabo': ['Objetivo y material', 'Preparación y reparto', 'Jugadas permitidas', 'Declaraciones',
    'Puntuación', 'Final de la partida', 'Contexto y variantes', 'Ejemplo explicado'],
  'ru/chkobba': ['Тунисский профиль', 'Раздача и снятая карта', 'Одна карта и обязательный захват',
    'Чкобба и конец раздачи', 'Четыре категории и бонусы', 'Дама берёт сумму'],
};
const SEED_SCROLL_HINT = {
  ru: '← На небольшом экране схему можно прокрутить по горизонтали. →',
  fr: '← Sur un petit écran, faites défiler le schéma horizontalement. →',
  es: '← En pantallas pequeñas, desplaza el esquema horizontalmente. →',
};
// web/policy.json's "rules" policy (no 'wasm-unsafe-eval': the pages run no wasm; headers.test.mjs).
const CSP = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; " +
  "object-src 'none'; base-uri 'none'; form-action 'none'; frame-src 'self'; worker-src 'self'; manifest-src 'self'";
const CLI = join(root, 'build/native/cardavia');

let ctx;
before(async () => { ctx = await startSiteAndBrowser(); });
after(() => stopSiteAndBrowser(ctx ?? {}));

// A page as the browser parsed it: what the checks below need, read from the DOM.
async function readPage(page) {
  return page.evaluate(() => {
    const all = [...document.querySelectorAll('*')];
    const text = (el) => (el ? el.textContent.replace(/\s+/g, ' ').trim() : '');
    return {
      lang: document.documentElement.getAttribute('lang'),
      title: document.title,
      description: document.querySelector('meta[name="description"]')?.content ?? '',
      csp: document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.content ?? '',
      inlineScripts: [...document.scripts].filter((s) => !s.src || s.textContent.trim()).length,
      styleAttributes: all.filter((el) => el.hasAttribute('style')).map((el) => el.tagName),
      handlers: all.flatMap((el) => [...el.attributes].filter((a) => /^on/i.test(a.name)).map((a) => `${el.tagName} ${a.name}`)),
      styleElements: document.querySelectorAll('style').length,
      overflow: document.documentElement.scrollWidth - window.innerWidth,
      languageLinks: [...document.querySelectorAll('header .langs a[hreflang]')].map((a) => ({ lang: a.hreflang, href: a.href, text: text(a) })),
      sliders: [...document.querySelectorAll('header input[type="range"]')].map((i) => ({ name: i.name, min: i.min, max: i.max, value: i.value })),
      brand: text(document.querySelector('header .brand')),
      h1: text(document.querySelector('h1')),
      wikipedia: document.querySelector('#game a[href*="wikipedia.org"]')?.href ?? null,
      otherGames: [...document.querySelectorAll('#games a')].map((a) => a.href),
      tableLine: text(document.querySelector('#table .table-line')),
      frameSrc: document.querySelector('#table [data-src]')?.getAttribute('data-src') ?? null,
      play: document.querySelector('#table a.play')?.getAttribute('href') ?? null,
      rules: !!document.getElementById('rules'),
      sections: [...document.querySelectorAll('#rules > section.rule')].map((s) => ({
        id: s.id, number: text(s.querySelector('h3 .num')), heading: text(s.querySelector('h3')).replace(/^\S+ \/ /, ''),
        words: text(s).length })),
      example: (() => {
        const ex = document.getElementById('example');
        if (!ex) return null;
        return {
          inRulesSection: ex.parentElement?.id ?? '', words: text(ex).length,
          cards: ex.querySelectorAll('.diagram .card').length,
          hint: text(ex.querySelector('.scroll-hint')),
          diagramScrolls: getComputedStyle(ex.querySelector('.diagram')).overflowX,
          save: ex.querySelector('[data-save]')?.getAttribute('data-save') ?? null,
          rounds: [...ex.querySelectorAll('table.scores tr[data-round]')].map((tr) => ({
            round: Number(tr.dataset.round), kind: tr.className, category: tr.dataset.category ?? null,
            values: [...tr.querySelectorAll('td')].map((td) => Number(td.textContent)) })),
        };
      })(),
      faq: [...document.querySelectorAll('#faq .qa')].map((qa) => ({ q: text(qa.querySelector('h3')), a: text(qa).length })),
    };
  });
}

async function withScriptsOff(fn) {
  const context = await ctx.browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  try { return await fn(await context.newPage()); } finally { await context.close(); }
}

function checkCommon(p, lang, where) {
  assert.equal(p.lang, lang, `${where}: <html lang>`);
  assert.ok(p.title.length > 10, `${where}: <title>`);
  assert.ok(p.description.length > 40, `${where}: description`);
  assert.equal(p.csp, CSP, `${where}: CSP meta`);
  assert.equal(p.inlineScripts, 0, `${where}: inline script`);
  assert.equal(p.styleElements, 0, `${where}: <style> element`);
  assert.deepEqual(p.styleAttributes, [], `${where}: style attributes`);
  assert.deepEqual(p.handlers, [], `${where}: inline handlers`);
  assert.equal(p.brand, 'CARDAVIA', `${where}: header`);
  assert.ok(p.overflow <= 0, `${where}: wider than a 390 px phone by ${p.overflow} px`);
  assert.deepEqual(p.sliders.map((s) => s.name), ['contrast', 'grain', 'temperature'], `${where}: sliders`);
  for (const s of p.sliders) assert.deepEqual([s.min, s.max, s.value], ['0', '100', '50'], `${where}: ${s.name}`);
  assert.deepEqual(p.languageLinks.map((l) => l.lang), LANGS, `${where}: language links`);
  for (const l of p.languageLinks) assert.equal(l.text, NAMES[l.lang], `${where}: ${l.lang} named in itself`);
}

test('every game page reads fully without scripts: header, line, table, rules, example, questions', async () => {
  await withScriptsOff(async (page) => {
    for (const lang of LANGS) {
      for (const game of GAMES) {
        const where = `${lang}/${game}`;
        const url = `${ctx.url}${lang}/${game}/`;
        assert.ok(existsSync(join(site, lang, game, 'index.html')), `${where}: page missing`);
        await page.goto(url);
        const p = await readPage(page);
        checkCommon(p, lang, where);
        for (const l of p.languageLinks) assert.equal(l.href, `${ctx.url}${l.lang}/${game}/`, `${where}: link to ${l.lang}`);
        assert.ok(p.h1, `${where}: the game's name`);
        assert.match(p.wikipedia ?? '', /^https:\/\/[a-z]{2}\.wikipedia\.org\/wiki\//, `${where}: Wikipedia link`);
        assert.deepEqual(p.otherGames.sort(), GAMES.filter((g) => g !== game).map((g) => `${ctx.url}${lang}/${g}/`).sort(),
          `${where}: links to the other two games`);
        assert.ok(p.tableLine.includes('·'), `${where}: the table's line`);
        assert.equal(p.frameSrc, `../../?embed=1&game=${game}&lang=${lang}`, `${where}: the table frame's address`);
        assert.equal(p.play, `../../?lang=${lang}#${game}`, `${where}: Play link`);
        assert.ok(p.rules, `${where}: #rules`);
        assert.deepEqual(p.sections.map((s) => s.id), NUMBERS[game].map((_, i) => `s${i + 1}`), `${where}: section ids`);
        assert.deepEqual(p.sections.map((s) => s.number), NUMBERS[game].map((n) => `${n} /`), `${where}: numbering`);
        for (const s of p.sections) {
          assert.ok(s.heading.length > 2, `${where}: ${s.id} heading`);
          assert.ok(s.words > 150, `${where}: ${s.id} has its rules text`);
        }
        if (SEED_HEADINGS[where]) assert.deepEqual(p.sections.map((s) => s.heading), SEED_HEADINGS[where], `${where}: the seed's headings`);
        const ex = p.example;
        assert.ok(ex, `${where}: #example`);
        // Cabo's and Chkobba's example is the last numbered section; Cucù's follows the rules.
        assert.equal(ex.inRulesSection, game === 'cucu' ? 'main' : p.sections.at(-1).id, `${where}: where the example is`);
        assert.ok(ex.words > 300 && ex.cards >= 4, `${where}: the example's words and diagram`);
        assert.ok(ex.hint.startsWith('←') && ex.hint.endsWith('→'), `${where}: sideways hint`);
        if (SEED_SCROLL_HINT[lang]) assert.equal(ex.hint, SEED_SCROLL_HINT[lang], `${where}: the seed's hint`);
        assert.equal(ex.diagramScrolls, 'auto', `${where}: the diagram scrolls sideways`);
        assert.equal(ex.save, 'example.cardavia.json', `${where}: the replay slot names the save`);
        assert.ok(existsSync(join(site, lang, game, 'example.cardavia.json')), `${where}: save record next to the page`);
        assert.ok(p.faq.length >= 6, `${where}: at least six questions (${p.faq.length})`);
        for (const qa of p.faq) assert.ok(qa.q.length > 10 && qa.a > qa.q.length + 30, `${where}: question "${qa.q}" and its answer`);
      }
    }
  });
});

test('every home page lists the three games and its languages', async () => {
  await withScriptsOff(async (page) => {
    for (const lang of LANGS) {
      await page.goto(`${ctx.url}${lang}/`);
      const p = await readPage(page);
      checkCommon(p, lang, `${lang}/`);
      for (const l of p.languageLinks) assert.equal(l.href, `${ctx.url}${l.lang}/`, `${lang}/: link to ${l.lang}`);
      const links = await page.$$eval('.game-list a', (as) => as.map((a) => a.href));
      for (const game of GAMES) assert.ok(links.includes(`${ctx.url}${lang}/${game}/`), `${lang}/: links ${game}`);
    }
  });
});

// [SECTION] The link checker
function sitePages(dir = site) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = join(dir, e.name);
    if (e.isDirectory()) return sitePages(full);
    return e.name.endsWith('.html') ? [full] : [];
  });
}

function targetFile(url) {
  const path = decodeURIComponent(new URL(url).pathname);
  const file = join(site, path);
  return existsSync(file) && statSync(file).isDirectory() ? join(file, 'index.html') : file;
}

test('link checker: no broken internal link or fragment, no external request anywhere in the site', async () => {
  const pages = sitePages();
  assert.ok(pages.length >= 25, `the site has the table app and 24 pages (found ${pages.length})`);
  const ids = new Map();   // file → ids in it
  const broken = [];
  const external = [];
  await withScriptsOff(async (page) => {
    for (const file of pages) {
      const url = ctx.url + relative(site, file).replace(/index\.html$/, '');
      await page.goto(url);
      const found = await page.evaluate(() => {
        const refs = [];
        const add = (el, attr, kind) => { const v = el.getAttribute(attr); if (v !== null) refs.push({ kind, tag: el.tagName, raw: v, url: new URL(v, document.baseURI).href }); };
        document.querySelectorAll('a[href]').forEach((el) => add(el, 'href', 'link'));
        document.querySelectorAll('link[href]').forEach((el) => add(el, 'href', 'load'));
        document.querySelectorAll('[src]').forEach((el) => add(el, 'src', 'load'));
        document.querySelectorAll('[data-src]').forEach((el) => add(el, 'data-src', 'load'));
        document.querySelectorAll('[data-save]').forEach((el) => add(el, 'data-save', 'load'));
        return { refs, ids: [...document.querySelectorAll('[id]')].map((el) => el.id) };
      });
      ids.set(file, new Set(found.ids));
      for (const ref of found.refs) ref.from = relative(site, file);
      broken.push(...found.refs);
    }
  });
  const problems = [];
  for (const ref of broken) {
    const u = new URL(ref.url);
    if (u.protocol === 'data:') continue;
    if (u.origin !== new URL(ctx.url).origin) {
      // Only a plain link may point away (Wikipedia); anything the page loads stays on the site.
      if (ref.kind !== 'link' || u.protocol !== 'https:') external.push(`${ref.from}: ${ref.tag} ${ref.raw}`);
      continue;
    }
    const file = targetFile(ref.url);
    if (!existsSync(file)) { problems.push(`${ref.from}: ${ref.tag} ${ref.raw} → missing ${relative(site, file)}`); continue; }
    if (u.hash && file.endsWith('.html') && ids.has(file)) {
      const id = decodeURIComponent(u.hash.slice(1));
      // The table app's own hashes (#cabo, #r=…) are routes, not fragments of its page.
      if (!ids.get(file).has(id) && relative(site, file) !== 'index.html') problems.push(`${ref.from}: ${ref.raw} → no #${id}`);
    }
  }
  assert.deepEqual(problems, [], 'broken internal links');
  assert.deepEqual(external, [], 'external requests');
  // The stylesheet's own url()s stay on the site too.
  const css = readFileSync(join(site, 'static/pages.css'), 'utf8');
  for (const m of css.matchAll(/url\(([^)]+)\)/g)) {
    const ref = m[1].replace(/["']/g, '');
    assert.ok(!/^[a-z]+:/i.test(ref), `pages.css loads ${ref}`);
    assert.ok(existsSync(join(site, 'static', ref)), `pages.css: missing ${ref}`);
  }
});

// [SECTION] The example's scores are the engine's
test("each page's example scores are what `cardavia play` reports for its save record", async () => {
  assert.ok(existsSync(CLI), `missing ${CLI}: build the native tree first`);
  await withScriptsOff(async (page) => {
    for (const game of GAMES) {
      for (const lang of LANGS) {
        const save = join(site, lang, game, 'example.cardavia.json');
        const record = JSON.parse(readFileSync(save, 'utf8'));
        assert.equal(record.view, 'open', `${lang}/${game}: the example is an open-view save`);
        assert.equal(record.format, 'cardavia-save');
        const result = JSON.parse(execFileSync(CLI, ['play', save], { encoding: 'utf8' }));
        await page.goto(`${ctx.url}${lang}/${game}/`);
        const { example } = await readPage(page);
        const table = (kind, round) => example.rounds.find((r) => r.kind === kind && r.round === round)?.values;
        assert.ok(result.rounds.length > 0);
        result.rounds.forEach((r, i) => {
          assert.deepEqual(table('scores', i + 1), r.scores, `${lang}/${game}: round ${i + 1} scores`);
          assert.deepEqual(table('totals', i + 1), r.totals, `${lang}/${game}: round ${i + 1} totals`);
          for (const [side, points] of (r.points ?? []).entries()) {
            for (const [category, value] of Object.entries(points)) {
              const row = example.rounds.find((x) => x.round === i + 1 && x.category === category);
              assert.equal(row?.values[side], value, `${lang}/${game}: ${category} of side ${side}`);
            }
          }
        });
        assert.equal(example.rounds.filter((r) => r.kind === 'scores').length, result.rounds.length, `${lang}/${game}: rounds shown`);
      }
    }
  });
});

// [SECTION] With scripts: sliders, storage, the table's frame, screenshots
async function openPage(path, width, height, init) {
  const context = await ctx.browser.newContext({ viewport: { width, height }, deviceScaleFactor: pixelRatioFor(width) });
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  page.on('console', (msg) => { if (msg.type() === 'error') problems.push(`console error: ${msg.text()}`); });
  page.on('requestfailed', (req) => problems.push(`request failed: ${req.url()}`));
  page.on('request', (req) => {
    const u = new URL(req.url());
    if (!['data:', 'blob:'].includes(u.protocol) && u.hostname !== '127.0.0.1') problems.push(`external request: ${req.url()}`);
  });
  if (init) await page.addInitScript(init);
  await page.goto(ctx.url + path);
  return { context, page, problems };
}

const pageLook = (page) => page.evaluate(() => {
  const css = getComputedStyle(document.documentElement);
  // The sliders' values (0…1) the palette's tokens are computed from (pages.css, scripts/palette.py).
  return { contrast: css.getPropertyValue('--contrast').trim(), temperature: css.getPropertyValue('--temperature').trim(), grain: css.getPropertyValue('--grain').trim(),
    background: getComputedStyle(document.body).backgroundColor || css.backgroundColor,
    page: css.backgroundColor, header: getComputedStyle(document.querySelector('header.site')).backgroundImage };
});

async function setSlider(page, name, value) {
  await page.evaluate(([n, v]) => {
    const input = document.querySelector(`input[name="${n}"]`);
    input.value = String(v);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }, [name, value]);
}

test('sliders recolour the page at once, are remembered with the table, and reach its frame', async () => {
  const { context, page, problems } = await openPage('uk/cucu/', 1280, 800, () => {
    // Once: what the table stored before (the reload below must find the page's own values).
    if (window === window.top && !localStorage.getItem('cardavia.v1.settings')) {
      localStorage.setItem('cardavia.v1.settings', JSON.stringify({ contrast: 70, speed: 'fast', suits: 4 }));
    }
  });
  try {
    await page.waitForFunction(() => document.querySelector('input[name=contrast]').value === '70');
    assert.equal(await page.textContent('input[name=contrast] + output'), '70%', 'the stored value is shown');
    const before = await pageLook(page);
    // The frame is made when the table comes into view — then listen inside it.
    await page.evaluate(() => document.getElementById('table').scrollIntoView());
    const frameHandle = await page.waitForSelector('#table iframe', { timeout: 10_000 });
    assert.equal(await frameHandle.getAttribute('src'), '../../?embed=1&game=cucu&lang=uk');
    const frame = await frameHandle.contentFrame();
    await frame.waitForLoadState('load');
    await frame.evaluate(() => { window.__received = []; window.addEventListener('message', (e) => window.__received.push(e.data)); });
    await setSlider(page, 'contrast', 100);
    await setSlider(page, 'temperature', 0);
    await setSlider(page, 'grain', 10);
    const afterLook = await pageLook(page);
    assert.notEqual(afterLook.page, before.page, 'the page colour changed');
    assert.ok(Math.abs(Number(afterLook.contrast) - 1) < 1e-9, `contrast ${afterLook.contrast}`);
    assert.ok(Math.abs(Number(afterLook.temperature)) < 1e-9, `temperature ${afterLook.temperature}`);
    assert.ok(Math.abs(Number(afterLook.grain) - 0.1) < 1e-9, `grain ${afterLook.grain}`);
    const stored = JSON.parse(await page.evaluate(() => localStorage.getItem('cardavia.v1.settings')));
    assert.deepEqual(stored, { contrast: 100, speed: 'fast', suits: 4, grain: 10, temperature: 0 }, 'stored, other fields kept');
    await frame.waitForFunction(() => window.__received.length >= 3);
    const last = (await frame.evaluate(() => window.__received)).at(-1);
    assert.equal(last.target, 'cardavia');
    assert.equal(last.version, 1);
    assert.equal(last.cmd, 'set-settings');
    assert.ok(last.id, 'the command has an id');
    assert.deepEqual(last.args, { contrast: 100, grain: 10, temperature: 0 });
    // A reload keeps them. The table first finishes loading: a reload while its wasm is still
    // downloading aborts that request, which is the reload's doing, not a page's fault.
    await frame.waitForFunction(() => (window.cardavia?.frames ?? 0) >= 2, null, { timeout: 60_000 });
    await page.reload();
    await page.waitForFunction(() => document.querySelector('input[name=temperature]').value === '0');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('the table frame is made only when its section comes into view; storage blocked still works', async () => {
  const { context, page, problems } = await openPage('fr/chkobba/', 390, 420, () => {
    // Storage that throws (a blocked third-party frame, private mode): the page must not break.
    if (window === window.top) Object.defineProperty(window, 'localStorage', { get() { throw new Error('blocked'); } });
  });
  try {
    await page.waitForTimeout(300);
    assert.equal(await page.$('#table iframe'), null, 'no frame before the table is in view');
    await setSlider(page, 'contrast', 0);
    assert.ok(Math.abs(Number((await pageLook(page)).contrast)) < 1e-9, 'the slider still works without storage');
    await page.evaluate(() => document.getElementById('table').scrollIntoView());
    const frame = await page.waitForSelector('#table iframe', { timeout: 5_000 });
    assert.equal(await frame.getAttribute('src'), '../../?embed=1&game=chkobba&lang=fr');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

// Issue 27, point 6: the table's start-up would block the page while it loads, so a table in the
// first screenful waits for the reader: Play (a link, so the keyboard reaches it), or a scroll.
test('a table in view at load does not start until Play is tapped or pressed with the keyboard', async () => {
  for (const [width, height] of [[390, 844], [1280, 800]]) {
    const { context, page, problems } = await openPage('en/cabo/', width, height);
    const asked = [];
    page.on('request', (req) => asked.push(new URL(req.url()).pathname));
    try {
      await page.waitForLoadState('load');
      const box = await page.locator('#table .table-frame').boundingBox();
      assert.ok(box && box.y < height, `${width}x${height}: the table's place is in the first screenful (top at ${box?.y})`);
      await page.waitForTimeout(1500);
      assert.equal(await page.$('#table iframe'), null, `${width}x${height}: no frame at load`);
      assert.ok(!asked.some((p) => p.endsWith('/cardavia.wasm') || p.endsWith('/cardavia.js')), `${width}x${height}: no table downloaded at load`);
      await page.screenshot({ path: join(artifacts, `pages-en-cabo-before-play-${width}x${height}.png`) });
      if (width > 1000) {
        // The keyboard: Play (wholly in view here, so the focus scrolls nothing) and Enter.
        await page.locator('#table a.play').focus();
        assert.equal(await page.evaluate(() => document.activeElement.matches('#table a.play')), true, 'Play takes the focus');
        assert.equal(await page.evaluate(() => window.scrollY), 0, 'nothing scrolled');
        await page.keyboard.press('Enter');
      } else {
        // A tap (clicked in the page: Playwright's click would scroll first, and a scroll with the
        // table in view opens it too, taking Play away under the click).
        await page.locator('#table a.play').evaluate((link) => link.click());
        assert.equal(await page.evaluate(() => window.scrollY), 0, 'nothing scrolled');
      }
      const frame = await (await page.waitForSelector('#table iframe', { timeout: 5_000 })).contentFrame();
      assert.equal(new URL(page.url()).pathname.endsWith('/en/cabo/'), true, 'Play opens the table here, not the app');
      await frame.waitForFunction(() => (window.cardavia?.frames ?? 0) >= 2, null, { timeout: 60_000 });
      await page.screenshot({ path: join(artifacts, `pages-en-cabo-after-play-${width}x${height}.png`) });
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  }
});

async function shoot(page, id, file) {
  if (id === 'top') await page.evaluate(() => window.scrollTo(0, 0));
  else await page.evaluate((x) => document.getElementById(x).scrollIntoView(), id);
  await page.waitForTimeout(250);
  await page.screenshot({ path: join(artifacts, file) });
}

for (const [width, height] of [[390, 844], [1280, 800]]) {
  test(`screenshots at ${width}x${height}: uk, ru, fr, es (top, rules, example) and sliders at 0 and 100`, async () => {
    for (const [lang, game] of [['uk', 'cucu'], ['ru', 'chkobba'], ['fr', 'cabo'], ['es', 'cabo']]) {
      const { context, page, problems } = await openPage(`${lang}/${game}/`, width, height);
      try {
        // The page has no sideways overflow at this width (the diagram scrolls inside itself).
        assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${lang}/${game}: fits ${width} px`);
        // Let the table in its frame draw a first frame where it is already visible.
        const frame = await (await page.$('#table iframe'))?.contentFrame();
        await frame?.waitForFunction(() => (window.cardavia?.frames ?? 0) >= 2, null, { timeout: 30_000 }).catch(() => {});
        for (const part of ['top', 'rules', 'example']) await shoot(page, part, `pages-${lang}-${game}-${part}-${width}x${height}.png`);
        if (lang === 'uk') {
          for (const value of [0, 100]) {
            for (const name of ['contrast', 'grain', 'temperature']) await setSlider(page, name, value);
            await shoot(page, 'top', `pages-${lang}-${game}-sliders${value}-top-${width}x${height}.png`);
            await shoot(page, 'example', `pages-${lang}-${game}-sliders${value}-example-${width}x${height}.png`);
          }
        }
        assert.deepEqual(problems, [], `${lang}/${game}`);
      } finally {
        await context.close();
      }
    }
  });
}
