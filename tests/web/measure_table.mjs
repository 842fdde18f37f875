// Measures the site for the README (not a test: node --test does not pick this file up).
//   node tests/web/measure_table.mjs
// 1. bytes to the first playable frame: index.html, site.css, boot.js, the page's glue
//    (page/*.js but access.js, loaded after the first frame, and embed.js, only embedded),
//    cardavia.js and cardavia.wasm, gzip -9 (GNU gzip, as scripts/size-report.sh: zlib's level 9
//    differs by a few KB on the wasm);
// 2. time to the first frame in headless Chromium (navigation start → the moment web/page.cpp
//    marks <body data-first-frame>, noted by a MutationObserver in the page), the median of 5
//    fresh loads (a new browser context each: no HTTP cache, no service worker) at 390×844;
// 3. the longest frame while a Hard computer plays: a 2-player match against Hard at normal
//    speed, from a deal link with a fixed seed (the same deal every run), 1280×800 at
//    devicePixelRatio 1; the human draws and discards; the gaps between the page's animation
//    frames are recorded over 6 of the computer's turns.
// Nothing times out: on a loaded machine a step is slow, not a failure (the figures then say so).
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startServer } from '../../scripts/static-server.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const site = process.env.CARDAVIA_SITE || join(root, 'build/web/site');
const ARGS = ['--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'];
const NO_TIMEOUT = { timeout: 0 };
const DEAL = '?game=cabo&seed=12&players=2&level=hard&speed=normal';

let total = 0;
for (const f of ['index.html', 'site.css', 'boot.js', 'page/storage.js', 'page/controls.js', 'cardavia.js',
                 'cardavia.wasm']) {
  const raw = readFileSync(join(site, f));
  const gz = execFileSync('gzip', ['-9', '-n', '-c'], { input: raw, maxBuffer: 64 << 20 }).length;
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
  await page.addInitScript(() => {
    new MutationObserver((changes, observer) => {
      if (!document.body?.hasAttribute('data-first-frame')) return;
      window.__first = performance.now();
      observer.disconnect();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-first-frame'] });
  });
  await page.goto(url, NO_TIMEOUT);
  await page.waitForFunction(() => window.__first !== undefined, null, NO_TIMEOUT);
  firsts.push(await page.evaluate(() => window.__first));
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
await page.goto(url + DEAL, NO_TIMEOUT);
await page.waitForFunction(() => (window.cardavia?.frames ?? 0) >= 2, null, NO_TIMEOUT);
const table = () => page.evaluate(() => window.cardavia.table);
// Taps the first of `ids` the table offers, waiting as long as it takes (a loaded machine); says
// what the table shows when it has waited a minute, so a stuck run is seen, not silent.
async function tap(...ids) {
  for (let waited = 0; ; waited += 50) {
    const t = await table();
    const target = t?.targets.find((x) => ids.includes(x.id));
    if (target) {
      await page.mouse.move(target.x, target.y); await page.mouse.down();
      await page.waitForTimeout(40); await page.mouse.up(); await page.waitForTimeout(120);
      return target.id;
    }
    if (waited === 60_000) console.log(`still waiting for ${ids.join(' or ')}: ${t?.screen}, "${t?.prompt}", ${t?.targets.map((x) => x.id).join(' ')}`);
    await page.waitForTimeout(50);
  }
}
// The deal link starts the match at once (page/page_options.h); the look, then the turns. A
// computer's Cabo may end a round meanwhile: the next round's look, and the turns go on.
async function look() { await tap('own:0'); await tap('own:1'); }
await look();
await page.evaluate(() => { window.__record = true; });
for (let turn = 0; turn < 6;) {
  if (await tap('btn:draw', 'btn:next_round') === 'btn:next_round') { await look(); continue; }
  await tap('btn:discard');
  ++turn;
}
await page.waitForTimeout(2500);
const gaps = await page.evaluate(() => window.__gaps);
gaps.sort((a, b) => b - a);
console.log(`frames recorded: ${gaps.length}; longest ${gaps[0].toFixed(1)} ms; next ${gaps.slice(1, 5).map((g) => g.toFixed(1)).join(' ')}; median ${gaps[Math.floor(gaps.length / 2)].toFixed(1)} ms`);
await browser.close();
server.close();
