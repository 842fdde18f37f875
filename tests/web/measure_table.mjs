// Measures the site for the README (not a test: node --test does not pick this file up).
//   node tests/web/measure_table.mjs
// 1. bytes to the first playable frame: index.html, site.css, boot.js, the page's glue
//    (page/*.js but access.js, loaded after the first frame, and embed.js, only embedded),
//    cardavia.js and cardavia.wasm, gzip -9;
// 2. time to the first frame in headless Chromium (navigation start → the first frame drawn), the
//    median of 5 fresh loads at 390×844;
// 3. the longest frame while a Hard computer plays: a 2-player match against Hard at normal
//    speed, 1280×800 at devicePixelRatio 1; the human draws and discards; the gaps between the
//    page's animation frames are recorded over 6 of the computer's turns.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startServer } from '../../scripts/static-server.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const site = process.env.CARDAVIA_SITE || join(root, 'build/web/site');
const ARGS = ['--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'];

let total = 0;
for (const f of ['index.html', 'site.css', 'boot.js', 'page/storage.js', 'page/controls.js', 'page/share.js',
                 'cardavia.js', 'cardavia.wasm']) {
  const raw = readFileSync(join(site, f));
  const gz = gzipSync(raw, { level: 9 }).length;
  total += gz;
  console.log(`${f}: ${raw.length} bytes, ${gz} gzip`);
}
console.log(`to the first playable frame: ${total} bytes gzip`);

const { server, url } = await startServer(site, 0);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ARGS, headless: true });
const firsts = [];
for (let i = 0; i < 5; ++i) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForFunction(() => document.body.hasAttribute('data-first-frame'), null, { timeout: 60_000 });
  firsts.push(await page.evaluate(() => window.__first ?? performance.now()));
  await context.close();
}
firsts.sort((a, b) => a - b);
console.log(`first frame (ms after navigation start), 5 loads: ${firsts.map((x) => x.toFixed(0)).join(' ')}; median ${firsts[2].toFixed(0)}`);

// The longest frame during Hard's moves.
const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
const page = await context.newPage();
await page.addInitScript(() => {
  window.cardavia = { wantTable: true };
  window.__gaps = [];
  let last = 0;
  const tick = (t) => { if (last && window.__record) window.__gaps.push(t - last); last = t; requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
});
await page.goto(url);
await page.waitForFunction(() => (window.cardavia?.frames ?? 0) >= 2, null, { timeout: 60_000 });
const table = () => page.evaluate(() => window.cardavia.table);
async function tap(id) {
  for (let i = 0; i < 600; ++i) {
    const t = await table();
    const target = t?.targets.find((x) => x.id === id);
    if (target) {
      await page.mouse.move(target.x, target.y); await page.mouse.down();
      await page.waitForTimeout(40); await page.mouse.up(); await page.waitForTimeout(120);
      return;
    }
    await page.waitForTimeout(50);
  }
  throw new Error(`no ${id}`);
}
await tap('tile:cabo'); await tap('setup:players:2'); await tap('setup:level:hard');
await tap('setup:speed:normal'); await tap('setup:start');
await tap('own:0'); await tap('own:1');
await page.evaluate(() => { window.__record = true; });
for (let turn = 0; turn < 6; ++turn) { await tap('btn:draw'); await tap('btn:discard'); }
await page.waitForTimeout(2500);
const gaps = await page.evaluate(() => window.__gaps);
gaps.sort((a, b) => b - a);
console.log(`frames recorded: ${gaps.length}; longest ${gaps[0].toFixed(1)} ms; next ${gaps.slice(1, 5).map((g) => g.toFixed(1)).join(' ')}; median ${gaps[Math.floor(gaps.length / 2)].toFixed(1)} ms`);
await browser.close();
server.close();
