// Browser test of the site in build/web/site/: Debian's Chromium driven by playwright-core.
//
// Serves the site on a free loopback port, loads it at phone (390×844) and desktop (1280×800)
// sizes with devicePixelRatio 2, waits for the first frame (window.cardavia.frames, set by
// web/page.cpp), and fails on any console error, page error, breach of the page's
// Content-Security-Policy, failed request or request that leaves the machine. Screenshots go to
// build/test-artifacts/ — look at them. The last tests check the policy itself and
// Module.tableAct(id), the path the keyboard and the accessibility layer act through.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { artifacts, launchChromium, site, startSiteAndBrowser, stopSiteAndBrowser, watch } from './browser_harness.mjs';

const FIRST_FRAME_TIMEOUT = 60_000;

let server;
let url;
let browser;

before(async () => {
  ({ server, url, browser } = await startSiteAndBrowser());
});

after(() => stopSiteAndBrowser({ server, browser }));

// Opens the site in a fresh context and records every problem the page reports.
async function open(width, height) {
  const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 2 });
  const page = await context.newPage();
  const problems = await watch(page);
  page.on('requestfailed', (req) => problems.push(`request failed: ${req.url()}`));
  page.on('request', (req) => {
    const u = new URL(req.url());
    if (!['data:', 'blob:'].includes(u.protocol) && u.hostname !== '127.0.0.1') {
      problems.push(`external request: ${req.url()}`);
    }
  });
  await page.addInitScript(() => { window.cardavia = { wantTable: true }; });
  await page.goto(url);
  await page.waitForFunction(() => (window.cardavia?.frames ?? 0) >= 2, null, { timeout: FIRST_FRAME_TIMEOUT });
  await settle(page);
  return { context, page, problems };
}

// Waits until the table stops redrawing (it renders only on input, resize or animation).
async function settle(page) {
  let last = -1;
  for (let i = 0; i < 50; ++i) {
    const frames = await page.evaluate(() => window.cardavia.frames);
    if (frames === last) return frames;
    last = frames;
    await page.waitForTimeout(150);
  }
  throw new Error('the table never stopped redrawing');
}

async function tap(page, { x, y }) {
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.waitForTimeout(50);
  await page.mouse.up();
}

async function canvasPixels(page) {
  return page.evaluate(() => {
    const c = document.getElementById('canvas');
    return { w: c.width, h: c.height, cssW: c.clientWidth, cssH: c.clientHeight };
  });
}

// The two sizes of the brief, a small old phone and a phone held sideways.
for (const [width, height] of [[390, 844], [1280, 800], [320, 568], [844, 390]]) {
  test(`table draws at ${width}x${height} (dpr 2) without errors`, async () => {
    const { context, page, problems } = await open(width, height);
    try {
      // Sharp on high-DPI: the canvas has a pixel per device pixel.
      const px = await canvasPixels(page);
      assert.deepEqual(px, { w: width * 2, h: height * 2, cssW: width, cssH: height });
      assert.equal(await page.getAttribute('body', 'data-first-frame'), '1');
      assert.equal(await page.isVisible('#loading'), false, 'the loading text is hidden');
      await page.screenshot({ path: join(artifacts, `table-${width}x${height}.png`) });

      // Idle: no input, no redraw.
      const idle = await settle(page);
      await page.waitForTimeout(400);
      assert.equal(await page.evaluate(() => window.cardavia.frames), idle, 'idle table keeps redrawing');

      // A tap on the first game tile selects it (the tile gets the accent border and a note).
      const before = await page.screenshot();
      // The first tile (Cabo): see app/layout.cpp for where it sits at each size.
      const tile = height < 520 ? { x: 150, y: 110 }
        : width >= 900 ? { x: 200, y: 250 }
        : { x: width / 2, y: height < 700 ? 160 : 205 };
      await tap(page, tile);
      await page.mouse.move(5, height - 5);
      await settle(page);
      const afterTap = await page.screenshot({ path: join(artifacts, `table-${width}x${height}-selected.png`) });
      assert.notDeepEqual(afterTap, before, 'tapping a game tile changed nothing');

      // The Cabo tile opens the new-match sheet: close it again (its Back button, found through
      // the targets the page reports to tests, see web/table_page.h).
      const setup = await page.evaluate(() => window.cardavia.table);
      const back = setup?.targets.find((t) => t.id === 'setup:back');
      if (back) {
        await tap(page, back);
        await page.mouse.move(5, height - 5);
        await settle(page);
      }

      if (width === 390) {
        // The four-colour switch (under the packs on this phone): ♦ turn blue, ♣ green.
        await tap(page, { x: 300, y: 742 });
        await page.mouse.move(5, height - 5);
        await settle(page);
        const fourColour = await page.screenshot({ path: join(artifacts, `table-${width}x${height}-four-colour.png`) });
        assert.notDeepEqual(fourColour, afterTap, 'the four-colour switch changed nothing');
      }

      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
}

test('table follows a window resize', async () => {
  const { context, page, problems } = await open(1280, 800);
  try {
    const frames = await settle(page);
    await page.setViewportSize({ width: 700, height: 900 });
    await page.waitForFunction((n) => window.cardavia.frames > n, frames, { timeout: 10_000 });
    await settle(page);
    assert.deepEqual(await canvasPixels(page), { w: 1400, h: 1800, cssW: 700, cssH: 900 });
    await page.screenshot({ path: join(artifacts, 'table-700x900-resized.png') });
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('a phone (touch, devicePixelRatio 3) selects a game with a tap', async () => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true, isMobile: true,
  });
  const page = await context.newPage();
  const problems = await watch(page);
  try {
    await page.goto(url);
    await page.waitForFunction(() => (window.cardavia?.frames ?? 0) >= 2, null, { timeout: FIRST_FRAME_TIMEOUT });
    await settle(page);
    assert.deepEqual(await canvasPixels(page), { w: 1170, h: 2532, cssW: 390, cssH: 844 });
    const before = await page.screenshot();
    await page.touchscreen.tap(195, 205);  // the Cabo tile
    await settle(page);
    const after = await page.screenshot({ path: join(artifacts, 'table-390x844-touch-dpr3.png') });
    assert.notDeepEqual(after, before, 'a tap on a game tile changed nothing');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('the card sheet (#cards) draws every face of both packs without errors', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 2 });
  const page = await context.newPage();
  const problems = await watch(page);
  try {
    await page.goto(`${url}#cards`);
    await page.waitForFunction(() => (window.cardavia?.frames ?? 0) >= 2, null, { timeout: FIRST_FRAME_TIMEOUT });
    await settle(page);
    await page.screenshot({ path: join(artifacts, 'cards-1280x800.png') });
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('without WebGL the page says why instead of loading forever', async () => {
  const noGl = await launchChromium(['--disable-3d-apis']);
  try {
    const page = await noGl.newPage();
    await page.goto(url);
    await page.waitForFunction(() => document.getElementById('loading').className === 'failed', null,
      { timeout: FIRST_FRAME_TIMEOUT });
    assert.match(await page.textContent('#loading'), /WebGL 2/);
  } finally {
    await noGl.close();
  }
});

test('the page keeps its Content-Security-Policy: no inline script, style or handler, no eval', async () => {
  const html = readFileSync(join(site, 'index.html'), 'utf8');
  const policy = html.match(/http-equiv="Content-Security-Policy" content="([^"]+)"/)?.[1];
  assert.ok(policy, 'index.html has a Content-Security-Policy');
  for (const directive of ["default-src 'self'", "script-src 'self' 'wasm-unsafe-eval'", "style-src 'self'",
    "worker-src 'self'", "object-src 'none'", "base-uri 'none'"]) assert.ok(policy.includes(directive), `the policy has ${directive}`);
  assert.ok(!/unsafe-inline|'unsafe-eval'|frame-ancestors/.test(policy), 'no unsafe-inline, unsafe-eval or frame-ancestors');
  assert.ok(!/<script>|<style|\son[a-z]+=/.test(html), 'no inline script, style or handler in index.html');
  // The module itself makes no function from text (Embind with -sDYNAMIC_EXECUTION=0).
  assert.ok(!/new Function|\beval\(/.test(readFileSync(join(site, 'cardavia.js'), 'utf8')), 'cardavia.js evaluates no text');
});

test('Module.tableAct(id) acts as a tap on an enabled target, and refuses anything else', async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
  const page = await context.newPage();
  const problems = await watch(page);
  await page.addInitScript(() => { window.cardavia = { wantTable: true }; });
  try {
    await page.goto(`${url}#cabo`);
    await page.waitForFunction(() => (window.cardavia?.frames ?? 0) >= 2, null, { timeout: FIRST_FRAME_TIMEOUT });
    const report = () => page.evaluate(() => window.cardavia.table);
    const until = async (check) => {
      for (let i = 0; i < 300; ++i) {
        const t = await report();
        if (t && check(t)) return t;
        await page.waitForTimeout(30);
      }
      throw new Error(`never: ${JSON.stringify(await report())}`);
    };
    const act = (id) => page.evaluate((x) => window.Module.tableAct(x), id);
    let t = await until((x) => x.screen === 'setup');
    // Every target says what it is, and where its box is.
    const start = t.targets.find((x) => x.id === 'setup:start');
    assert.equal(start.label, 'Start the match');
    assert.ok(start.w > 40 && start.h > 40 && start.x > 0 && start.y > 0);
    assert.equal(t.targets.find((x) => x.id === 'setup:players:3').label, '3 players');
    assert.equal(await act('no:such:target'), false);
    assert.equal(await act('btn:draw'), false, 'no match yet');
    assert.equal(await act('setup:speed:instant'), true);
    // The next act once the report shows this one (a fixed pause was a guess).
    await until((x) => x.settings.startsWith('speed=instant '));
    assert.equal(await act('setup:start'), true);
    t = await until((x) => x.screen === 'play' && x.prompt.startsWith('Choose two'));
    assert.equal(t.settings, 'speed=instant aid=off reduced=off', 'the speed chosen by act()');
    assert.equal(await act('btn:draw'), false, 'the look comes first');
    assert.equal(t.targets.find((x) => x.id === 'own:1').label, 'Your card 2, face down');
    assert.equal(await act('own:0'), true);
    await until((x) => x.prompt.startsWith('Choose one more'));
    assert.equal(await act('own:1'), true);
    t = await until((x) => x.log.includes('You looked at your cards 1 and 2.'));
    assert.match(t.log[0], /^Round 1: /);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
