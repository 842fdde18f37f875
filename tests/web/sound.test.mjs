// Browser tests of the sound (docs/sound.md), in Debian's Chromium, read through the table's
// report (`sound: {on, played}`: the cues handed to the audio device since the page loaded):
//   1. on the site the sound is on: `played` grows as the computers move; ☰'s `menu:sound` turns it
//      off, and from then on it stays where it was while they move on; after a reload it is still
//      off (kept with the settings) and nothing plays;
//   2. embedded (`?embed=1`), off by default: nothing plays while the computers move; the URL's
//      `sound=on` turns it on there.
// Chromium runs with --autoplay-policy=no-user-gesture-required so that its AudioContext runs
// without a gesture; `played` counts the cues handed to the device either way.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer } from '../../scripts/static-server.mjs';
import {
  launchChromium, press, scrollTo, site, stopSiteAndBrowser, table, tapTarget, waitUntil, watch,
} from './browser_harness.mjs';

let ctx;
before(async () => {
  const { server, url } = await startServer(site, 0);
  const browser = await launchChromium(['--autoplay-policy=no-user-gesture-required']);
  ctx = { server, url, browser };
});
after(async () => stopSiteAndBrowser(ctx ?? {}));

const VIEWPORT = { width: 1280, height: 800 };
const logLength = (t) => t.log.length;

// Waits until `moves` more lines are in the log (moves), tapping the person's way on when it is
// their move: Cabo's look at two cards first, then a draw and a discard, so the round goes on.
async function letThemMove(page, moves, timeout = 60_000) {
  const start = logLength(await waitUntil(page, 'the table', (x) => x.screen === 'play', 30_000));
  const end = Date.now() + timeout;
  let t = await table(page);
  let look = 0;  // Cabo's look at two cards: own:0, then own:1 (a second tap on one unchooses it)
  while (t.screen !== 'play' || logLength(t) < start + moves) {
    assert.ok(Date.now() < end, `the computers never made ${moves} moves; table: ${JSON.stringify(t)}`);
    if (t.screen === 'reveal' || t.screen === 'over') return t;  // a round's end: enough moves
    const has = (id) => t.targets.find((x) => x.id === id);
    const own = has('btn:discard') || has('btn:draw') || has(`own:${look % 4}`);
    if (own?.id.startsWith('own:')) ++look;
    if (own) await press(page, own);
    else await page.waitForTimeout(60);
    t = await table(page);
  }
  return t;
}

async function openTable(context, query) {
  const page = await context.newPage();
  const problems = await watch(page);
  await page.addInitScript(() => { window.cardavia = { wantTable: true }; });
  await page.goto(`${ctx.url}${query}`);
  await waitUntil(page, 'the table', (x) => x.screen === 'play' || x.screen === 'ask', 30_000);
  return { page, problems };
}

test('1. the site: on by default, played grows with moves; ☰ turns it off, kept after a reload', async () => {
  const context = await ctx.browser.newContext({ viewport: VIEWPORT });
  try {
    const { page, problems } = await openTable(context, '?game=cabo&level=easy&speed=fast&autostart=1');
    let t = await table(page);
    assert.equal(t.sound.on, true, 'on by default on the site');
    // The deal's cue, then the computers' moves' cues.
    t = await waitUntil(page, 'the deal heard', (x) => x.sound.played >= 1, 20_000);
    const before = t.sound.played;
    await letThemMove(page, 3);
    t = await waitUntil(page, 'more cues', (x) => x.sound.played > before, 20_000);

    // ☰ → Sound: off.
    await waitUntil(page, 'the table at play', (x) => x.screen === 'play', 30_000);
    await tapTarget(page, 'btn:menu');
    await scrollTo(page, 'menu:sound');
    const sw = (await table(page)).targets.find((x) => x.id === 'menu:sound');
    assert.equal(sw.label, 'Sound: on');
    await tapTarget(page, 'menu:sound');
    t = await waitUntil(page, 'the sound off', (x) => x.sound.on === false);
    assert.equal(t.targets.find((x) => x.id === 'menu:sound').label, 'Sound: off');
    await tapTarget(page, 'menu:close');
    const silenced = (await waitUntil(page, 'the menu closed', (x) => x.screen !== 'menu')).sound.played;
    await letThemMove(page, 3);
    assert.equal((await table(page)).sound.played, silenced, 'nothing heard with the sound off');

    // A reload: still off (kept), and nothing plays.
    await page.reload();
    t = await waitUntil(page, 'the page again', (x) => x.screen !== 'start' || x.targets.length > 0, 30_000);
    assert.equal(t.sound.on, false, 'the sound stays off after a reload');
    if (t.targets.some((x) => x.id === 'continue:cabo')) await tapTarget(page, 'continue:cabo');
    else if (t.targets.some((x) => x.id === 'ask:continue')) await tapTarget(page, 'ask:continue');
    await letThemMove(page, 3);
    t = await table(page);
    assert.equal(t.sound.on, false);
    assert.equal(t.sound.played, 0, 'nothing heard since the reload');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('2. embedded: off by default, nothing plays; sound=on turns it on', async () => {
  const context = await ctx.browser.newContext({ viewport: VIEWPORT });
  try {
    const { page, problems } = await openTable(context, '?embed=1&game=cabo&level=easy&speed=fast&autostart=1');
    let t = await table(page);
    assert.equal(t.sound.on, false, 'embedded: off by default');
    await letThemMove(page, 3);
    t = await table(page);
    assert.equal(t.sound.played, 0, 'embedded: nothing heard');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
  const loud = await ctx.browser.newContext({ viewport: VIEWPORT });
  try {
    const { page, problems } = await openTable(loud, '?embed=1&game=cabo&level=easy&speed=fast&autostart=1&sound=on');
    assert.equal((await table(page)).sound.on, true, 'sound=on: on, embedded too');
    await waitUntil(page, 'cues heard', (x) => x.sound.played >= 1, 20_000);
    assert.deepEqual(problems, []);
  } finally {
    await loud.close();
  }
});
