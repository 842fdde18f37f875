// Browser tests of embedding (shared/spec/embed-api.md, docs/embed.md), in Debian's Chromium:
//   1. the example host page (/embed-example.html, three <cardavia-table> elements: their own
//      tests are element.test.mjs): `ready` from each of its three frames, the frames sized by
//      `resize`; every command answered once with its id (get-state, set-settings,
//      new-match, load of a save and of a link at a step, a refused load); a table played until a
//      `move` arrives (with match-start before it); malformed commands answered `ok: false` with an
//      `error` message, anything not ours ignored; a bad option posted as `bad-option`;
//   2. another origin: the host page served from a second loopback port — with that origin given
//      the tables talk to it; a frame told another origin ignores this host's commands and posts
//      nothing to it, while its table still runs;
//   3. embed mode at 360×560 and 800×500 for each game: no chooser, the game's sheet, the
//      "Cardavia" mark (a relative link to the full site in a new tab), touch-action pan-y on the
//      canvas (none while the replay's move list, which scrolls by drag, is up), a tap on Start
//      plays (touch), every target on the screen; screenshots of the sheet, the table and the
//      replay in build/test-artifacts/embed-<game>-<state>-<w>x<h>.png — look at them.
// Games without a table yet answer new-match with a refusal that says so; the rest is the same
// for every game, so each table joins these tests as it lands.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../../scripts/static-server.mjs';
import { artifacts, root, site, startSiteAndBrowser, stopSiteAndBrowser, watch } from './browser_harness.mjs';

const GAMES = ['cabo', 'chkobba', 'cucu'];
const SAMPLE = readFileSync(join(root, 'tests/saves/cabo_3p_hard_five_rounds.json'), 'utf8');

let ctx;
let second;  // another origin: a host page of another site, framing the site's tables
let secondDir;
before(async () => {
  ctx = await startSiteAndBrowser();
  // The example host page as another site would copy it: its tables named in its
  // <meta name="cardavia-table"> and allowed by its own policy's frame-src (the shipped page
  // frames its own origin only).
  secondDir = mkdtempSync(join(tmpdir(), 'cardavia-host-'));
  // Its element script comes from the tables' site too, named in its policy's script-src.
  for (const f of ['embed-example.js', 'embed-example.css']) copyFileSync(join(site, f), join(secondDir, f));
  const tableOrigin = ctx.url.replace(/\/$/, '');
  const page = readFileSync(join(site, 'embed-example.html'), 'utf8')
    .replace('<meta name="cardavia-table" content="./">', `<meta name="cardavia-table" content="${ctx.url}">`)
    .replace('<script type="module" src="cardavia-table.js">', `<script type="module" src="${ctx.url}cardavia-table.js">`)
    .replace("script-src 'self'", `script-src 'self' ${tableOrigin}`)
    .replace(/(http-equiv="Content-Security-Policy" content="[^"]*)frame-src 'self'/, `$1frame-src ${tableOrigin}`);
  assert.match(page, new RegExp(`http-equiv="Content-Security-Policy" content="[^"]*frame-src ${tableOrigin}"`));
  assert.ok(page.includes(`src="${ctx.url}cardavia-table.js"`));
  assert.ok(page.includes(`<meta name="cardavia-table" content="${ctx.url}">`));
  writeFileSync(join(secondDir, 'embed-example.html'), page);
  second = await startServer(secondDir, 0);
});
after(async () => {
  await new Promise((ok) => (second?.server ? second.server.close(ok) : ok()));
  await stopSiteAndBrowser(ctx ?? {});
  if (secondDir) rmSync(secondDir, { recursive: true, force: true });
});

const messagesOf = (page, game, type) =>
  page.evaluate(([g, t]) => window.embedExample.messages.filter((m) => m.game === g && (!t || m.data.type === t))
    .map((m) => m.data), [game, type]);

async function waitMessage(page, game, type, timeout = 60_000) {
  await page.waitForFunction(([g, t]) => window.embedExample.messages.some((m) => m.game === g && m.data.type === t),
    [game, type], { timeout });
  return (await messagesOf(page, game, type)).at(-1);
}

const send = (page, game, cmd, args) =>
  page.evaluate(([g, c, a]) => window.embedExample.send(g, c, a), [game, cmd, args]);

// The host page with every table started (its "Play … here" button pressed: the page starts none
// while it loads) and scrolled into view. `tableOf(game)`: the element's frame, for locators.
const tableOf = (game) => `cardavia-table[game=${game}] iframe`;
async function openExample(url, viewport = { width: 1280, height: 900 }) {
  const context = await ctx.browser.newContext({ viewport });
  const page = await context.newPage();
  const problems = await watch(page);
  await page.goto(url);
  await page.waitForLoadState('load');
  await page.waitForFunction(() => !!customElements.get('cardavia-table'));
  assert.deepEqual(await page.evaluate(() => Array.from(document.querySelectorAll('cardavia-table'), (el) => el.frame)),
    [null, null, null], 'no table starts while the page loads');
  // (Clicked in the page, all at once: Playwright's click scrolls to each, and a scroll starts a
  // table in view, taking its button away under the next click.)
  await page.evaluate(() => document.querySelectorAll('button.play-here').forEach((button) => button.click()));
  for (const game of GAMES) await page.locator(tableOf(game)).scrollIntoViewIfNeeded();
  return { context, page, problems };
}

// One enabled target of the frame's table, tapped through the table's own act (Module.tableAct,
// the path a finger's intent takes): anything but the menu and the page's buttons.
async function playOnce(frame) {
  return frame.evaluate(() => {
    const t = window.cardavia.table;
    if (!t) return false;
    const skip = /^(btn:menu|menu:|btn:leave|share|export|import)/;
    const target = t.targets.find((x) => !skip.test(x.id));
    return target ? window.Module.tableAct(target.id) : false;
  });
}

test('the example host page: ready, resize, every command, a move, malformed commands', async () => {
  const { context, page, problems } = await openExample(`${ctx.url}embed-example.html`);
  for (const game of GAMES) {
    await page.locator(tableOf(game)).scrollIntoViewIfNeeded();
    const ready = await waitMessage(page, game, 'ready');
    assert.equal(ready.source, 'cardavia');
    assert.equal(ready.version, 1);
    assert.equal(ready.game, game);
    assert.equal(ready.lang, 'en');
    assert.ok(ready.build);
    const resize = await waitMessage(page, game, 'resize');
    assert.ok(resize.height >= 500 && resize.height <= 760, JSON.stringify(resize));
    const height = await page.locator(tableOf(game)).evaluate((f) => f.getBoundingClientRect().height);
    assert.ok(Math.abs(height - resize.height) <= 2, `frame ${height} px, asked ${resize.height}`);

    // get-state: the game's sheet, no match.
    let reply = await send(page, game, 'get-state', {});
    assert.equal(reply.type, 'reply');
    assert.equal(reply.ok, true);
    assert.equal(reply.result.game, game);
    assert.equal(reply.result.screen, 'setup');
    // set-settings: applied at once (the frame's report shows it).
    const frame = page.frame({ url: new RegExp(`game=${game}`) });
    await frame.evaluate(() => { window.cardavia.wantTable = true; });
    reply = await send(page, game, 'set-settings', { contrast: 70, speed: 'instant', motion: 'reduce', suits: 4 });
    assert.equal(reply.ok, true, JSON.stringify(reply));
    // new-match: the match starts (a game without a table yet says so).
    reply = await send(page, game, 'new-match', { level: 'easy', seed: 7 });
    if (!reply.ok) {
      assert.match(reply.error, /no table yet/);
      continue;
    }
    // The settings sent before are the table's (its report says them once a match is up).
    await frame.waitForFunction(() => /speed=instant/.test(window.cardavia.table?.settings ?? '') &&
                                      /reduced=on/.test(window.cardavia.table.settings));
    const start = await waitMessage(page, game, 'match-start');
    assert.equal(start.game, game);
    assert.equal(start.level, 'easy');
    assert.equal(start.human_seat, 0);
    assert.equal(start.seed, undefined);
    reply = await send(page, game, 'get-state', {});
    assert.equal(reply.result.screen, 'play');
    assert.equal(reply.result.round, 1);
    assert.equal(reply.result.save, undefined);  // a match in progress: no record, no seed
    assert.ok(!JSON.stringify(reply.result).includes('"seed"'));
    // Played until a move arrives.
    const deadline = Date.now() + 60_000;
    while ((await messagesOf(page, game, 'move')).length === 0) {
      assert.ok(Date.now() < deadline, 'no move message');
      await playOnce(frame);
      await page.waitForTimeout(120);
    }
    const move = (await messagesOf(page, game, 'move'))[0];
    assert.equal(typeof move.seat, 'number');
    assert.ok(move.text.length > 0);
  }

  // load: a finished save opens the replay viewer; its link at a step too; a bad one is refused.
  let reply = await send(page, 'cabo', 'load', { save: SAMPLE });
  assert.equal(reply.ok, true, JSON.stringify(reply));
  assert.equal(reply.result.screen, 'replay');
  reply = await send(page, 'cabo', 'get-state', {});
  assert.equal(reply.result.screen, 'replay');
  const payload = await page.frame({ url: /game=cabo/ }).evaluate((s) => window.Module.tableShare && JSON.parse(window.Module.tableShare()).link, null);
  assert.match(payload, /^#r=/);
  reply = await send(page, 'cabo', 'load', { link: payload, step: 3 });
  assert.equal(reply.ok, true, JSON.stringify(reply));
  assert.equal(reply.result.screen, 'replay');
  reply = await send(page, 'cabo', 'load', { link: '#r=damaged!' });
  assert.equal(reply.ok, false);
  assert.ok(reply.error.length > 0);

  // Malformed: refused with why, an error message too; nothing changes.
  const errorsBefore = (await messagesOf(page, 'cabo', 'error')).length;
  for (const [cmd, args] of [['fly', {}], ['new-match', { players: 'many' }], ['load', { save: 42 }],
                             ['set-settings', { lang: 'xx' }], ['get-state', []]]) {
    reply = await send(page, 'cabo', cmd, args);
    assert.equal(reply.ok, false, `${cmd} ${JSON.stringify(args)}`);
    assert.ok(reply.error.length > 0);
  }
  reply = await page.evaluate(() => new Promise((resolve) => {
    const id = 'v2';
    window.addEventListener('message', (e) => { if (e.data?.id === id) resolve(e.data); });
    window.embedExample.post('cabo', { target: 'cardavia', version: 2, id, cmd: 'get-state' });
  }));
  assert.equal(reply.ok, false);
  assert.match(reply.error, /version/);
  await page.waitForFunction((n) => window.embedExample.messages.filter((m) => m.game === 'cabo' && m.data.type === 'error').length >= n + 6,
    errorsBefore);
  const lastError = (await messagesOf(page, 'cabo', 'error')).at(-1);
  assert.equal(lastError.code, 'bad-command');
  reply = await send(page, 'cabo', 'get-state', {});
  assert.equal(reply.result.screen, 'replay');  // as it was
  // Not ours: no reply at all.
  const count = (await messagesOf(page, 'cabo')).length;
  await page.evaluate(() => {
    window.embedExample.post('cabo', { hello: 'table' });
    window.embedExample.post('cabo', { target: 'someone-else', version: 1, id: 'x', cmd: 'get-state' });
    window.embedExample.post('cabo', 'get-state');
  });
  await page.waitForTimeout(1500);
  const after = await messagesOf(page, 'cabo');
  assert.equal(after.length, count, JSON.stringify(after.slice(count)));

  // A bad option: ignored, warned, and posted as bad-option.
  const bad = await page.evaluate(() => new Promise((resolve) => {
    const f = document.createElement('iframe');
    f.src = `./?embed=1&game=cabo&speed=warp&origin=${encodeURIComponent(location.origin)}`;
    window.addEventListener('message', (e) => {
      if (e.source === f.contentWindow && e.data?.type === 'error') resolve(e.data);
    });
    document.body.appendChild(f);
  }));
  assert.equal(bad.code, 'bad-option');
  assert.equal(bad.option, 'speed');
  assert.match(bad.message, /warp/);
  await page.screenshot({ path: join(artifacts, 'embed-example-1280x900.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(500);
  await page.screenshot({ path: join(artifacts, 'embed-example-390x844.png') });
  assert.deepEqual(problems.filter((p) => !/speed=/.test(p)), []);
  await context.close();
});

test('another origin: the frames talk to the origin given, and ignore any other', async () => {
  // The host on the second port, the tables from the first: a cross-origin embedding.
  const host = second.url;
  const { context, page } = await openExample(`${host}embed-example.html`);
  await page.locator(tableOf('cabo')).scrollIntoViewIfNeeded();
  const ready = await waitMessage(page, 'cabo', 'ready');
  assert.equal(ready.game, 'cabo');
  let reply = await send(page, 'cabo', 'get-state', {});
  assert.equal(reply.ok, true);
  await context.close();

  // A frame told to trust another origin (the table's own) ignores this host's commands and posts
  // nothing to it; it runs all the same. (The element always gives its host's origin: this host
  // writes the frame itself.)
  writeFileSync(join(secondDir, 'wrong-origin.html'), `<!doctype html><html><head><meta charset="utf-8">
<title>wrong origin</title></head><body><iframe width="400" height="600"
src="${ctx.url}?embed=1&game=cabo&origin=${encodeURIComponent(ctx.url.replace(/\/$/, ''))}"></iframe></body></html>`);
  const wrong = await ctx.browser.newContext({ viewport: { width: 800, height: 900 } });
  const wrongPage = await wrong.newPage();
  await wrongPage.addInitScript(() => {
    window.heard = [];
    window.addEventListener('message', (e) => window.heard.push(e.data));
  });
  await wrongPage.goto(`${host}wrong-origin.html`);
  const frame = wrongPage.frame({ url: /game=cabo/ });
  await frame.waitForFunction(() => (window.cardavia?.frames ?? 0) >= 1, null, { timeout: 60_000 });
  await wrongPage.evaluate(() => document.querySelector('iframe').contentWindow.postMessage(
    { target: 'cardavia', version: 1, id: 'w', cmd: 'get-state' }, '*'));
  await wrongPage.waitForTimeout(1500);
  assert.deepEqual(await wrongPage.evaluate(() => window.heard), []);
  await wrong.close();
});

test('the shipped example host page frames tables of its own origin only: ?table= of another is refused', async () => {
  const { context, page, problems } = await openExample(`${ctx.url}embed-example.html?table=${encodeURIComponent(second.url)}`);
  const refused = await page.evaluate(() => window.embedExample.refused);
  assert.match(refused, /refused: this page frames the tables of its own origin only/);
  assert.match(await page.locator('#bench-log').textContent(), /refused/);
  const sources = await page.evaluate(() => Array.from(document.querySelectorAll('cardavia-table'), (el) => el.frame.src));
  for (const src of sources) assert.ok(src.startsWith(ctx.url), `${src} is on the page's origin`);
  assert.equal((await waitMessage(page, 'cabo', 'ready')).game, 'cabo');
  assert.deepEqual(problems, []);
  await context.close();
});

for (const [width, height] of [[360, 560], [800, 500]]) {
  test(`embed mode at ${width}×${height}: each game's sheet and table, the mark, taps, pan-y`, async () => {
    for (const game of GAMES) {
      const context = await ctx.browser.newContext({ viewport: { width, height }, hasTouch: true, isMobile: width < 600 });
      const page = await context.newPage();
      const problems = await watch(page);
      await page.addInitScript(() => { window.cardavia = { wantTable: true }; });
      await page.goto(`${ctx.url}?embed=1&game=${game}&speed=instant&level=easy`);
      await page.waitForFunction(() => (window.cardavia?.frames ?? 0) >= 2, null, { timeout: 60_000 });
      let t = await page.evaluate(() => window.cardavia.table);
      assert.equal(t.screen, 'setup');
      assert.ok(!t.targets.some((x) => x.id.startsWith('tile:') || x.id === 'setup:back'));
      const mark = await page.evaluate(() => {
        const a = document.querySelector('a.embed-mark');
        return a && { text: a.textContent, href: a.getAttribute('href'), target: a.target, rel: a.rel,
          box: a.getBoundingClientRect().toJSON() };
      });
      assert.equal(mark.text, 'Cardavia');
      assert.equal(mark.href, './');
      assert.equal(mark.target, '_blank');
      assert.equal(mark.rel, 'noopener');
      assert.ok(mark.box.right <= width && mark.box.bottom <= height);
      assert.equal(await page.evaluate(() => getComputedStyle(document.getElementById('canvas')).touchAction), 'pan-y');
      const inside = (x) => x.x >= 0 && x.x <= width && x.y >= 0 && x.y <= height;
      for (const x of t.targets) assert.ok(inside(x), `${x.id} off the screen at ${x.x},${x.y}`);
      await page.screenshot({ path: join(artifacts, `embed-${game}-setup-${width}x${height}.png`) });
      // Start, tapped with a finger.
      const start = t.targets.find((x) => x.id === 'setup:start');
      await page.touchscreen.tap(start.x, start.y);
      await page.waitForTimeout(400);
      t = await page.evaluate(() => window.cardavia.table);
      if (t.screen === 'setup') {  // a game without a table yet
        await context.close();
        continue;
      }
      assert.equal(t.screen, 'play');
      await page.waitForTimeout(1500);
      t = await page.evaluate(() => window.cardavia.table);
      for (const x of t.targets) assert.ok(inside(x), `${x.id} off the screen at ${x.x},${x.y}`);
      await page.screenshot({ path: join(artifacts, `embed-${game}-table-${width}x${height}.png`) });
      // The replay viewer's move list scrolls by a finger's drag: vertical drags are the table's.
      if (game === 'cabo') {
        const opened = await page.evaluate((s) => JSON.parse(window.Module.tableLoad(s, 40)), SAMPLE);
        assert.equal(opened.screen, 'replay');
        await page.waitForFunction(() => document.body.classList.contains('drag-scroll'));
        assert.equal(await page.evaluate(() => getComputedStyle(document.getElementById('canvas')).touchAction), 'none');
        await page.waitForTimeout(300);
        await page.screenshot({ path: join(artifacts, `embed-${game}-replay-${width}x${height}.png`) });
      }
      assert.deepEqual(problems, []);
      await context.close();
    }
  });
}

test("the rules pages' frames: sliders reach the table as set-settings (answered), resize sizes the frame", async () => {
  const context = await ctx.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const problems = await watch(page);
  await page.addInitScript(() => {
    if (window !== window.top) return;
    window.__fromTable = [];
    window.addEventListener('message', (e) => { if (e.data?.source === 'cardavia') window.__fromTable.push(e.data); });
  });
  await page.goto(`${ctx.url}en/cabo/`);
  await page.evaluate(() => document.getElementById('table').scrollIntoView());
  const frame = await page.waitForSelector('#table iframe', { timeout: 10_000 });
  await page.waitForFunction(() => window.__fromTable.some((m) => m.type === 'resize'), null, { timeout: 60_000 });
  const wish = await page.evaluate(() => window.__fromTable.find((m) => m.type === 'resize').height);
  await page.waitForFunction((h) => Math.abs(document.querySelector('#table iframe').getBoundingClientRect().height - h) <= 2,
    wish, { timeout: 5_000 });
  // The frame's load sent the sliders' values: answered ok once the table is ready.
  await page.waitForFunction(() => window.__fromTable.some((m) => m.type === 'reply' && /^page-/.test(m.id) && m.ok),
    null, { timeout: 20_000 });
  await page.locator('input[name=contrast]').fill('90');
  await page.locator('input[name=contrast]').dispatchEvent('input');
  await page.waitForFunction(() => window.__fromTable.filter((m) => m.type === 'reply' && m.ok).length >= 2,
    null, { timeout: 10_000 });
  assert.ok(await frame.isVisible());
  assert.deepEqual(problems, []);
  await context.close();
});
