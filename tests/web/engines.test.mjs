// The cross-engine smoke (issue 46): the site in Firefox and in WebKit — the engine of every iPhone
// browser — not only in Chromium, which every other browser test drives. In each engine, each game
// (Cabo, Chkobba, Cucù) is started from the site's `/` and played to its first round's end (the
// table's screen `reveal`) as a person would: real mouse presses at the centres of the targets the
// table reports (window.cardavia.table, web/table_page.cpp), the seed typed into the page's own
// <input>, each press followed by a wait until the table has drawn the frames that saw it, and
// every next step read from a fresh report. Fails on a console error, an uncaught error or
// rejection, or a breach of the Content-Security-Policy, and when a game's round differs from the
// same seed's round in the other engine. Screenshots of the human's first turn and of the round's
// end go to build/test-artifacts/engine-<engine>-<game>-{play,round-end}-<size>.png.
// docs/engines.md says more.
//
// The engines, both Debian's (scripts/setup.sh installs them; a missing one fails its tests, with
// the package to install):
//   Firefox ESR  (firefox-esr) through puppeteer-core over WebDriver BiDi: console messages and
//                page errors come from the browser, pointer input from BiDi's input actions.
//   WebKitGTK    (webkit2gtk-driver) through WebKitWebDriver, a W3C WebDriver server, driven by the
//                small client in webdriver.mjs; the browser is MiniBrowser. Classic WebDriver has
//                no console stream and no script run before a page's own: the page is served with
//                one more script first (WATCH below, /engines-watch.js, allowed by the page's
//                CSP as the site's own file), which records what goes wrong in the page itself.
//                Only the address `/` gets it; index.html is served as built (the offline worker
//                checks every file's hash).
// Both run with a display, because headless Firefox has no WebGL 2 on these machines (Mesa's
// llvmpipe gives it one under X) and MiniBrowser needs a display anyway: the file starts its own
// Xvfb on a free display (-displayfd) and stops it at the end, so
// `node --test tests/web/engines.test.mjs` needs nothing around it (no xvfb-run).
//
// Sizes, spread to keep the file's time down: each engine plays at both sizes and each game is
// seen at both, devicePixelRatio 1 (MATCH_PIXEL_RATIO: the software renderer's cost grows with
// the pixels):
//               Cabo       Chkobba    Cucù
//   Firefox     390×844    1280×800   390×844
//   WebKit      1280×800   390×844    1280×800
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:http';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';
import { startServer } from '../../scripts/static-server.mjs';
import { artifacts, site } from './browser_harness.mjs';
import { startWebDriver } from './webdriver.mjs';

const FIREFOX = process.env.CARDAVIA_FIREFOX || '/usr/bin/firefox-esr';
const WEBKIT_DRIVER = process.env.CARDAVIA_WEBKIT_DRIVER || '/usr/bin/WebKitWebDriver';
const MINIBROWSER = process.env.CARDAVIA_MINIBROWSER || '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const XVFB = '/usr/bin/Xvfb';
const PHONE = [390, 844];
const DESKTOP = [1280, 800];
const RUNS = {
  firefox: [['cabo', PHONE], ['chkobba', DESKTOP], ['cucu', PHONE]],
  webkit: [['cabo', DESKTOP], ['chkobba', PHONE], ['cucu', DESKTOP]],
};

// Run in the page before its own scripts: asks for the table's report, and keeps in
// window.cardavia.problems every error the page meets (uncaught errors, failed loads of its
// files, unhandled rejections, console.error, CSP breaches).
const WATCH = `(function () {
  var c = (window.cardavia = window.cardavia || {});
  c.wantTable = true;
  var problems = (c.problems = []);
  var say = function (what) { problems.push(String(what)); };
  window.addEventListener('error', function (e) {
    say(e.target && e.target !== window ? 'failed to load ' + (e.target.src || e.target.href)
                                        : 'page error: ' + e.message + ' (' + e.filename + ':' + e.lineno + ')');
  }, true);
  window.addEventListener('unhandledrejection', function (e) {
    say('unhandled rejection: ' + (e.reason && e.reason.message || e.reason));
  });
  document.addEventListener('securitypolicyviolation', function (e) {
    say('CSP violation: ' + e.violatedDirective + ' blocked ' + (e.blockedURI || 'inline'));
  });
  var error = console.error;
  console.error = function () {
    say('console error: ' + Array.prototype.join.call(arguments, ' '));
    return error.apply(console, arguments);
  };
})();`;

// Fails with what to install when an engine's program is missing (scripts/setup.sh installs them).
function need(path, pkg) {
  assert.ok(existsSync(path), `missing ${path}: install Debian's ${pkg} (bash scripts/setup.sh does)`);
}

const sleep = (ms) => new Promise((ok) => setTimeout(ok, ms));

// ---- The display, the site ---------------------------------------------------------------------

// Xvfb on the first free display (it says which on fd 3), a screen larger than the desktop size.
async function startXvfb() {
  need(XVFB, 'xvfb');
  const proc = spawn(XVFB, ['-displayfd', '3', '-screen', '0', '1920x1200x24', '-nolisten', 'tcp'],
    { stdio: ['ignore', 'ignore', 'pipe', 'pipe'] });
  let stderr = '';
  proc.stderr.on('data', (d) => { stderr = (stderr + d).slice(-2000); });
  const display = await new Promise((ok, fail) => {
    let said = '';
    proc.stdio[3].on('data', (d) => { said += d; if (said.includes('\n')) ok(`:${said.trim()}`); });
    proc.on('exit', (code) => fail(new Error(`Xvfb exited (${code}): ${stderr}`)));
    setTimeout(() => fail(new Error(`Xvfb named no display in 20 s: ${stderr}`)), 20_000);
  });
  return { display, stop: () => proc.kill() };
}

// The built site as the static server serves it (`url`), and the same with `/` index.html with
// WATCH's script first (`watchedUrl`: WebKit's way to run it before the page's own).
async function startSites() {
  const { server: files, url } = await startServer(site, 0);
  const [serveFile] = files.listeners('request');
  const page = readFileSync(join(site, 'index.html'), 'utf8');
  const first = page.indexOf('<script');
  assert.ok(first > 0, 'index.html has a script');
  const watched = `${page.slice(0, first)}<script src="engines-watch.js"></script>${page.slice(first)}`;
  const server = createServer((req, res) => {
    const path = new URL(req.url, 'http://x').pathname;
    if (path === '/') res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(watched);
    else if (path === '/engines-watch.js') res.writeHead(200, { 'content-type': 'text/javascript' }).end(WATCH);
    else serveFile(req, res);
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  return { url, watchedUrl: `http://127.0.0.1:${server.address().port}/`, close: () => { server.close(); files.close(); } };
}

// ---- The engines, behind one small interface ----------------------------------------------------
// A tab: evaluate(expression) → value, pressAt(x, y), typeInto(css, text), screenshot(path),
// problems() → [], close().

async function firefox(display) {
  need(FIREFOX, 'firefox-esr');
  const browser = await puppeteer.launch({
    browser: 'firefox', executablePath: FIREFOX, headless: false,
    env: { ...process.env, DISPLAY: display },
  });
  return {
    close: () => browser.close(),
    async open(url, [width, height]) {
      const context = await browser.createBrowserContext();   // its own storage: no saved match
      const page = await context.newPage();
      const seen = [];
      page.on('console', (m) => { if (m.type() === 'error') seen.push(`console error: ${m.text()}`); });
      page.on('pageerror', (e) => seen.push(`page error: ${e.message}`));
      await page.setViewport({ width, height, deviceScaleFactor: 1 });
      await page.evaluateOnNewDocument(WATCH);
      await page.goto(url);
      const evaluate = (expression) => page.evaluate(expression);
      return {
        evaluate,
        async pressAt(x, y) {
          await page.mouse.move(x, y);
          await page.mouse.down();
          await sleep(40);
          await page.mouse.up();
        },
        async typeInto(css, text) {
          await page.click(css);
          await page.keyboard.type(text, { delay: 40 });
        },
        screenshot: (path) => page.screenshot({ path }),
        problems: async () => [...seen, ...(await evaluate('window.cardavia.problems'))],
        close: () => context.close(),
      };
    },
  };
}

async function webkit(display) {
  need(WEBKIT_DRIVER, 'webkit2gtk-driver');
  need(MINIBROWSER, 'webkit2gtk-driver (its MiniBrowser)');
  // MiniBrowser's toolbar (buttons and the address's entry at GTK's sizes) keeps its window 447 px
  // wide at least: a GTK style sheet of its own (XDG_CONFIG_HOME) lets them shrink, so that the
  // viewport can be a phone's 390. Only the browser's chrome: the page is WebKit's to draw.
  const config = mkdtempSync(join(tmpdir(), 'cardavia-webkit-'));
  mkdirSync(join(config, 'gtk-3.0'));
  writeFileSync(join(config, 'gtk-3.0', 'gtk.css'), 'entry, button { min-width: 0; padding: 0; margin: 0; }\n');
  const driver = await startWebDriver(WEBKIT_DRIVER, { DISPLAY: display, XDG_CONFIG_HOME: config });
  return {
    close: async () => { driver.stop(); rmSync(config, { recursive: true, force: true }); },
    async open(url, [width, height]) {
      // A browser of its own for each run: its own storage.
      const tab = await driver.newSession({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
      });
      // The window's outer size, corrected by what its frame takes, until the viewport is the size.
      for (let tries = 0; tries < 5; ++tries) {
        const [w, h] = await tab.execute('return [window.innerWidth, window.innerHeight]');
        if (w === width && h === height) break;
        const rect = await tab.execute('return [window.outerWidth, window.outerHeight]');
        await tab.windowRect({ width: rect[0] + width - w, height: rect[1] + height - h });
        await sleep(100);
      }
      await tab.navigate(url);
      const evaluate = (expression) => tab.execute(`return ${expression}`);
      return {
        evaluate,
        pressAt: (x, y) => tab.pressAt(x, y),
        typeInto: (css, text) => tab.typeInto(css, text),
        screenshot: async (path) => writeFileSync(path, await tab.screenshot()),
        problems: () => evaluate('window.cardavia.problems'),
        close: () => tab.close(),
      };
    },
  };
}

// ---- Playing through the table's report ----------------------------------------------------------

const report = (tab) => tab.evaluate('(window.cardavia && window.cardavia.table) || null');

// Waits until the report passes `check`; returns it. `what` names it in the error.
async function waitUntil(tab, what, check, timeout = 30_000) {
  const end = Date.now() + timeout;
  for (;;) {
    const t = await report(tab);
    if (t && check(t)) return t;
    if (Date.now() > end) throw new Error(`${what} never happened; table: ${JSON.stringify(t)}`);
    await sleep(30);
  }
}

// Waits until the target `id` is offered; returns it.
async function waitFor(tab, id, timeout = 30_000) {
  const t = await waitUntil(tab, `the target ${id}`, (r) => r.targets.some((x) => x.id === id), timeout);
  return t.targets.find((x) => x.id === id);
}

// Presses at a target's centre, then waits until the table has drawn the frame after the one that
// handed ImGui the release (that frame runs the tap's intent and reports the table as the tap
// left it; browser_harness.mjs's press() says why). Counting three frames from the release once
// read the report a frame early in WebKit, pressed the card just played a second time, and hit the
// card dealt to its place after the computer's reply.
async function press(tab, target) {
  await tab.evaluate(`(function () {
    var c = window.cardavia;
    c.releasedAtFrame = null;
    if (!c.watchesRelease) {
      c.watchesRelease = true;
      window.addEventListener('mouseup', function () { c.releasedAtFrame = c.frames; }, true);
    }
  })()`);
  await tab.pressAt(target.x, target.y);
  const released = await tab.evaluate('window.cardavia.releasedAtFrame');
  assert.notEqual(released, null, `the page saw the release of the press on ${target.id}`);
  const end = Date.now() + 15_000;
  const seen = `(function (c) { return c.releaseFrame > ${released} && c.frames >= c.releaseFrame + 1; })(window.cardavia)`;
  while (Date.now() < end && !(await tab.evaluate(seen))) await sleep(20);
}

const tap = async (tab, id) => press(tab, await waitFor(tab, id));

// Plays the round as the human until the round's end (`reveal`), choosing by `choose(report)` (a
// game's plan()): the target to press, or null to wait (a computer's turn). Each step reads a
// fresh report. `beforeFirstPress()` runs once, when the human is first to act.
async function playRound(tab, choose, beforeFirstPress, maxSteps = 600) {
  let pressed = 0;
  for (let step = 0; step < maxSteps; ++step) {
    const t = await report(tab);
    if (t.screen === 'reveal' || t.screen === 'over') return t;
    const target = choose(t);
    if (target && pressed++ === 0) await beforeFirstPress();
    if (target) await press(tab, target);
    else await sleep(30);
  }
  throw new Error(`no round end in ${maxSteps} steps; table: ${JSON.stringify(await report(tab))}`);
}

const find = (t, id) => t.targets.find((x) => x.id === id);
const own = (t) => t.targets.find((x) => x.id.startsWith('own:'));

// Each game: the new-match sheet's choices, the seed, and the human's plan for a round.
const GAMES = {
  // Look at two cards (two different ones: a second press on a card takes it back), then call
  // Cabo at the first turn (or draw and discard after a computer's call).
  cabo: {
    setup: ['setup:players:3', 'setup:level:normal', 'setup:speed:instant'],
    seed: '12',
    plan() {
      const looked = new Set();
      return (t) => {
        if (t.prompt.startsWith('Choose')) {
          const card = t.targets.find((x) => x.id.startsWith('own:') && !looked.has(x.id));
          if (card) looked.add(card.id);
          return card || null;
        }
        return find(t, 'btn:cabo') || find(t, 'btn:draw') || find(t, 'btn:discard') || null;
      };
    },
  },
  // Keep the cut card; play a hand card; in a capture choice, narrow it to a group, then take it.
  chkobba: {
    setup: ['setup:players:2', 'setup:level:normal', 'setup:speed:instant'],
    seed: '7',
    plan: () => (t) => find(t, 'btn:keep') || find(t, 'btn:confirm') ||
      (find(t, 'btn:cancel') ? t.targets.find((x) => x.id.startsWith('table:')) : null) || own(t) || null,
  },
  // Whatever decision the table offers first (keep, ask, the deck, the inn's answers).
  cucu: {
    setup: ['setup:level:normal', 'setup:speed:instant'],
    seed: '821',
    plan: () => (t) => t.targets.find((x) =>
      ['btn:keep', 'btn:ask', 'btn:deck', 'btn:insure', 'btn:accept', 'btn:refuse'].includes(x.id)) || null,
  },
};

// The log at each game's round end, by the first engine that played it: the same seed and the same
// plan must give the same round in every engine (the wasm and the computers' choices are the
// same code; only the page around them differs).
const roundLogs = new Map();

async function playGame(engine, url, name, size) {
  const game = GAMES[name];
  const tab = await engine.open(url, size);
  const shot = (moment) => tab.screenshot(join(artifacts, `engine-${engine.name}-${name}-${moment}-${size[0]}x${size[1]}.png`));
  try {
    const until = Date.now() + 60_000;   // the first frames (the build's wasm compiled, the table up)
    while (!(await tab.evaluate('(window.cardavia && window.cardavia.frames) >= 2'))) {
      if (Date.now() > until) throw new Error(`no first frame: ${await tab.evaluate('document.body.innerText')}`);
      await sleep(50);
    }
    assert.deepEqual(await tab.evaluate('[window.innerWidth, window.innerHeight]'), size, 'the viewport');
    await tap(tab, `tile:${name}`);
    await waitUntil(tab, 'the new-match sheet', (t) => t.screen === 'setup');
    for (const id of game.setup) await tap(tab, id);
    await tab.typeInto('#controls [data-id="setup:seed"]', game.seed);   // the page's <input>
    await tap(tab, 'setup:start');
    await waitUntil(tab, 'the match started', (t) => t.screen === 'play');
    const end = await playRound(tab, game.plan(), () => sleep(300).then(() => shot('play')));
    assert.ok(['reveal', 'over'].includes(end.screen), `the round ended (${end.screen})`);
    await waitUntil(tab, "the round end's buttons",
      (t) => t.targets.some((x) => ['btn:next_round', 'btn:result', 'btn:play_again'].includes(x.id)));
    await sleep(300);
    await shot('round-end');
    assert.deepEqual(await tab.problems(), []);
    if (!roundLogs.has(name)) roundLogs.set(name, { engine: engine.name, log: end.log });
    const first = roundLogs.get(name);
    assert.deepEqual(end.log, first.log, `the round's log in ${engine.name} is the one ${first.engine} played`);
  } finally {
    await tab.close().catch(() => {});
  }
}

// ---- The tests ------------------------------------------------------------------------------------

let xvfb;
let sites;
const stops = [];

before(async () => {
  assert.ok(existsSync(join(site, 'index.html')), `missing ${site}/index.html: build the web target first`);
  mkdirSync(artifacts, { recursive: true });
  xvfb = await startXvfb();
  process.on('exit', () => xvfb.stop());   // even when a test's failure ends the file early
  sites = await startSites();
});

after(async () => {
  for (const stop of stops.reverse()) await stop().catch(() => {});
  sites?.close();
  xvfb?.stop();
});

for (const [name, start] of [['firefox', firefox], ['webkit', webkit]]) {
  let engine;
  for (const [game, size] of RUNS[name]) {
    test(`${name}: ${game} to its first round's end at ${size[0]}x${size[1]}`, { timeout: 180_000 }, async () => {
      if (!engine) {
        engine = { name, ...(await start(xvfb.display)) };
        stops.push(async () => engine.close());
      }
      await playGame(engine, name === 'webkit' ? sites.watchedUrl : sites.url, game, size);
    });
  }
}
