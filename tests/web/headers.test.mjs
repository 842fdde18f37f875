// The site's Content-Security-Policy and deploy headers, read from the built site (web/policy.json,
// scripts/site_policy.py, scripts/build_headers.py; docs/web.md, "Security headers"):
//   1. each kind of page carries its policy in its meta tag — the table app (index.html), every
//      rules page, the example host page — with form-action 'none' and base-uri 'none'; the rules
//      pages and the example run no wasm, so no 'wasm-unsafe-eval'; the example frames 'self' only;
//   2. _headers (Netlify, Cloudflare Pages) and _nginx.conf give each kind the same policy plus
//      frame-ancestors: * for the table, 'self' for the rules pages and the example; the common
//      headers everywhere; sw.js no-cache; neither file is in the worker's list;
//   3. the pages' build refuses raw HTML in the Markdown, with a message naming the file and line.
// The expected policies are written out here, not computed from web/policy.json: the test is the
// second reading of the source.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root, site } from './browser_harness.mjs';

const COMMON = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; " +
  "object-src 'none'; base-uri 'none'; form-action 'none'";
const META = {
  table: COMMON.replace("script-src 'self'", "script-src 'self' 'wasm-unsafe-eval'") + "; worker-src 'self'; manifest-src 'self'",
  rules: COMMON + "; frame-src 'self'; worker-src 'self'; manifest-src 'self'",
  example: COMMON + "; frame-src 'self'",
};
const HEADER = {
  table: META.table + '; frame-ancestors *',
  rules: META.rules + "; frame-ancestors 'self'",
  example: META.example + "; frame-ancestors 'self'",
};
const LANGS = ['en', 'uk', 'ru', 'fr', 'es', 'it'];
const GAMES = ['cabo', 'chkobba', 'cucu'];

const read = (rel) => readFileSync(join(site, rel), 'utf8');
const metaOf = (html) => [...html.matchAll(/<meta http-equiv="Content-Security-Policy" content="([^"]*)">/g)].map((m) => m[1]);

function pages() {
  const out = [['index.html', 'table'], ['embed-example.html', 'example']];
  for (const lang of LANGS) {
    out.push([`${lang}/index.html`, 'rules']);
    for (const game of GAMES) out.push([`${lang}/${game}/index.html`, 'rules']);
  }
  return out;
}

test('every page carries its kind\'s policy: form-action and base-uri none, wasm only where the table runs', () => {
  for (const [rel, kind] of pages()) {
    const html = read(rel);
    assert.deepEqual(metaOf(html), [META[kind]], `${rel}: the ${kind} policy, once`);
    assert.doesNotMatch(html, /<script>|<script [^>]*>[^<]|<style|\son[a-z]+=/, `${rel}: no inline script, style or handler`);
  }
  // The rules pages run no wasm: their scripts are the site's storage script (page/storage.js,
  // the only one that touches localStorage), static/pages.js and, on a game's page,
  // static/example.js (the worked example's replay viewer), which compile none (the tables they
  // show are frames: documents of their own, with the table's policy).
  for (const lang of LANGS) {
    const scripts = [...read(`${lang}/cabo/index.html`).matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]);
    assert.deepEqual(scripts, ['../../page/storage.js', '../../static/pages.js', '../../static/example.js']);
  }
  for (const script of ['page/storage.js', 'static/pages.js', 'static/example.js']) {
    assert.doesNotMatch(read(script), /WebAssembly|\.wasm/, `${script} compiles no wasm`);
  }
  assert.match(read('static/pages.js'), /createElement\('iframe'\)/, 'the rules page frames the table');
});

// `_headers`: "path" lines, then indented "Name: value" lines.
function parseHeaders(text) {
  const rules = new Map();
  let current = null;
  for (const line of text.split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      assert.ok(!rules.has(line), `${line} appears once`);
      rules.set(line, current = {});
    } else {
      const [, name, value] = /^\s+([A-Za-z-]+): (.*)$/.exec(line);
      current[name] = value;
    }
  }
  return rules;
}

test('_headers and _nginx.conf: the same policies with frame-ancestors, the common headers, sw.js no-cache', () => {
  const rules = parseHeaders(read('_headers'));
  assert.deepEqual(rules.get('/*'), { 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'no-referrer' });
  const csp = (path) => rules.get(path)?.['Content-Security-Policy'];
  assert.equal(csp('/'), HEADER.table);
  assert.equal(csp('/index.html'), HEADER.table);
  assert.equal(csp('/embed-example.html'), HEADER.example);
  for (const lang of LANGS) assert.equal(csp(`/${lang}/*`), HEADER.rules, `/${lang}/*`);
  assert.deepEqual(rules.get('/sw.js'), { 'Cache-Control': 'no-cache' });
  // The element's script, loaded as a module by host pages of other origins: CORS.
  assert.deepEqual(rules.get('/cardavia-table.js'), { 'Access-Control-Allow-Origin': '*' });
  // No two rules give one path a policy (a host would send both, and the browser enforce both).
  const withPolicy = [...rules].filter(([, h]) => h['Content-Security-Policy']).map(([p]) => p);
  assert.equal(withPolicy.length, 3 + LANGS.length);

  const nginx = read('_nginx.conf');
  const blocks = new Map([...nginx.matchAll(/^location ([^{\n]+) \{\n([\s\S]*?)\n\}/gm)].map(([, where, body]) =>
    [where.trim(), Object.fromEntries([...body.matchAll(/add_header (\S+) "([^"]*)" always;/g)].map((m) => [m[1], m[2]]))]));
  const common = { 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'no-referrer' };
  assert.deepEqual(blocks.get('/'), common);
  assert.deepEqual(blocks.get('= /'), { ...common, 'Content-Security-Policy': HEADER.table });
  assert.deepEqual(blocks.get('= /index.html'), { ...common, 'Content-Security-Policy': HEADER.table });
  assert.deepEqual(blocks.get('= /embed-example.html'), { ...common, 'Content-Security-Policy': HEADER.example });
  assert.deepEqual(blocks.get(`~ ^/(${LANGS.join('|')})/`), { ...common, 'Content-Security-Policy': HEADER.rules });
  assert.deepEqual(blocks.get('= /sw.js'), { ...common, 'Cache-Control': 'no-cache' });
  assert.deepEqual(blocks.get('= /cardavia-table.js'), { ...common, 'Access-Control-Allow-Origin': '*' });

  // Read by the host, not served: the worker does not list them (its install would fail on a 404).
  const listed = JSON.parse(read('sw.js').match(/const CARDAVIA_FILES = (\[[\s\S]*?\]);/)[1]).map(([p]) => p);
  assert.ok(!listed.includes('_headers') && !listed.includes('_nginx.conf'), 'the deploy files are not the worker\'s');
  assert.ok(listed.includes('embed-example.html'));
});

test('the build checks the pages\' meta tags against the source, and refuses raw HTML in the Markdown', () => {
  const work = mkdtempSync(join(tmpdir(), 'cardavia-headers-'));
  try {
    // A site whose table page says another policy: build_headers.py fails, naming it.
    const copy = join(work, 'site');
    cpSync(site, copy, { recursive: true, dereference: true });
    writeFileSync(join(copy, 'index.html'), read('index.html').replace(" form-action 'none';", ''));
    let run = spawnSync('/usr/bin/python3', [join(root, 'scripts/build_headers.py'), copy], { encoding: 'utf8' });
    assert.notEqual(run.status, 0);
    assert.match(run.stderr, /index\.html \(from shell\.html\): its Content-Security-Policy meta must be web\/policy\.json's 'table' policy/);

    // Markdown with raw HTML: build_pages.py fails with the file, the line and the tag.
    for (const [text, shown] of [['Some words <img src=x onerror=alert(1)> more.', '<img src=x onerror=alert(1)>'],
                                 ['<script>alert(1)</script>', '<script>alert(1)</script>'],
                                 ['<!-- a comment -->', '<!-- a comment -->']]) {
      const pages = join(work, 'pages');
      rmSync(pages, { recursive: true, force: true });
      cpSync(join(root, 'pages'), pages, { recursive: true });
      const md = join(pages, 'cabo', 'fr.md');
      const lines = readFileSync(md, 'utf8').split('\n');
      const at = lines.findIndex((l) => l.startsWith('## '));  // the first section's heading
      lines.splice(at + 1, 0, '', text, '');
      writeFileSync(md, lines.join('\n'));
      run = spawnSync('/usr/bin/python3', [join(root, 'scripts/build_pages.py'), join(work, 'out')],
        { encoding: 'utf8', env: { ...process.env, CARDAVIA_PAGES_DIR: pages } });
      assert.notEqual(run.status, 0, `refused: ${text}`);
      assert.ok(run.stderr.includes(`cabo/fr.md: raw HTML is not allowed in the pages' Markdown (line ${at + 3})`), run.stderr);
      assert.ok(run.stderr.includes(shown.slice(0, 20)), run.stderr);
    }
    // The sources as they are build, and entities (&mdash;) are text, not HTML.
    const pages = join(work, 'pages');
    rmSync(pages, { recursive: true, force: true });
    cpSync(join(root, 'pages'), pages, { recursive: true });
    const md = join(pages, 'cabo', 'en.md');
    writeFileSync(md, readFileSync(md, 'utf8') + '\nTea &amp; biscuits &mdash; always.\n');
    run = spawnSync('/usr/bin/python3', [join(root, 'scripts/build_pages.py'), join(work, 'out')],
      { encoding: 'utf8', env: { ...process.env, CARDAVIA_PAGES_DIR: pages } });
    assert.equal(run.status, 0, run.stderr);
    assert.ok(existsSync(join(work, 'out', 'en', 'cabo', 'index.html')));
    assert.ok(readdirSync(join(work, 'out')).includes('static'));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});
