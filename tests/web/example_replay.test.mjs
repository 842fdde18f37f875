// The rules pages' worked example, stepped through in the replay viewer (pages/static/example.js),
// in Debian's Chromium: on one page per game (Cabo in French, Chkobba in Russian, Cucù in
// Ukrainian) the example's slot, once in view, holds the embedded table in the page's language,
// which has opened the save record next to the page (example.cardavia.json, `view: "open"`) in
// the replay viewer (report screen `replay`), face up, at step 0 of the record's actions. Then
// `replay:next` is tapped as a finger would (its centre is the table's canvas in the frame, and
// the frame in the page) once per action, and after each tap the test waits until the report
// shows that step, and checks it against the record:
//   - the step and the count are the record's;
//   - the log gained the move's line, which names the seat that acted (the person's own moves are
//     said to "you", without a name) and, for a card played (Chkobba's `play 7H`), that card;
//   - a round's end sheet opens exactly where the engine's result (`cardavia play`) ends a round,
//     as many times as it has rounds.
// Screenshots: build/test-artifacts/example-<lang>-<game>-<step>-390x844.png at the start, the
// middle and the end — look at them. The page and its frames log no error and break no CSP rule.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  artifacts, press, root, settle, site, startSiteAndBrowser, stopSiteAndBrowser, table, waitFor, waitUntil, watch, MATCH_PIXEL_RATIO,
} from './browser_harness.mjs';

const CLI = join(root, 'build/native/cardavia');
const PAGES = [['cabo', 'fr'], ['chkobba', 'ru'], ['cucu', 'uk']];
const SEAT_KEYS = ['table.name.first', 'table.name.second', 'table.name.third', 'table.name.fourth'];

let ctx;
before(async () => { ctx = await startSiteAndBrowser(); });
after(() => stopSiteAndBrowser(ctx ?? {}));

// The name the table gives `seat` (app/table/words.cpp, Naming::seat): the others by their place
// after the human in play order.
function seatName(words, seat, human, players) {
  if (seat === human) return words['table.you'];
  return words[SEAT_KEYS[((seat - human + players) % players) - 1]];
}

// A Chkobba card of the record ("7H", "KD") as the table writes it: "7♥", "K♦" (the rank letters
// of the language).
// The ways the log may name a card: its symbol ("Q♠", as the screen shows it) or its words, as the
// report's log and the live region say it ("queen of spades"; ru and uk in the case the sentence
// asks for, from a "card.say.ranks:<form>" list: "тройку треф").
function cardWords(words, code) {
  const rank = code.slice(0, -1);
  const suitIndex = 'SHDC'.indexOf(code.at(-1));
  const rankIndex = 'A23456789TJQK'.indexOf(rank);
  const letter = { A: 'card.rank.ace', J: 'card.rank.jack', Q: 'card.rank.queen', K: 'card.rank.king' }[rank];
  const forms = [(letter ? words[letter] : rank === 'T' ? '10' : rank) + '♠♥♦♣'[suitIndex]];
  const suit = words['card.say.suits'].split('|')[suitIndex];
  for (const key of Object.keys(words).filter((k) => k === 'card.say.ranks' || k.startsWith('card.say.ranks:'))) {
    forms.push(words['card.say'].replace('{rank}', words[key].split('|')[rankIndex]).replace('{suit}', suit));
  }
  return forms;
}

// Taps the target `id` of the table in `frame` where a finger would: only where the point at its
// centre is the frame's canvas, and that point of the page is the frame (nothing of the page lies
// over it).
async function tapInFrame(page, frame, id) {
  const { target } = await waitFor(frame, [id], 20_000);
  const box = await (await frame.frameElement()).boundingBox();
  assert.equal(await frame.evaluate(([x, y]) => document.elementFromPoint(x, y)?.id, [target.x, target.y]), 'canvas',
    `${id}: its centre is the table's canvas`);
  // (The frame's box is in the page's viewport, as elementFromPoint reads it.)
  assert.equal(await page.evaluate(([x, y]) => {
    const hit = document.elementFromPoint(x, y);
    return hit?.tagName === 'IFRAME' && hit.closest('#example-replay') !== null;
  }, [box.x + target.x, box.y + target.y]), true, `${id}: the page shows the example's frame there`);
  await press(page, target, frame);
}

for (const [game, lang] of PAGES) {
  test(`${lang}/${game}/: the example steps through its save record, move by move, in ${lang}`, { timeout: 300_000 }, async () => {
    const words = JSON.parse(readFileSync(join(root, `assets/i18n/${lang}.json`), 'utf8'));
    const saveFile = join(site, lang, game, 'example.cardavia.json');
    const record = JSON.parse(readFileSync(saveFile, 'utf8'));
    const result = JSON.parse(execFileSync(CLI, ['play', saveFile], { encoding: 'utf8' }));
    const steps = record.actions.length;
    // A whole record stepped through: at MATCH_PIXEL_RATIO, as the whole-match tests.
    const context = await ctx.browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: MATCH_PIXEL_RATIO });
    const page = await context.newPage();
    const problems = await watch(page);
    try {
      await context.addInitScript(() => { window.cardavia = { wantTable: true }; });
      await page.goto(`${ctx.url}${lang}/${game}/`);
      assert.equal(await page.$('#example-replay iframe'), null, 'no viewer before the example is in view');
      await page.evaluate(() => document.getElementById('example-replay').scrollIntoView({ block: 'start' }));
      // (Attached at once, shown once the table has opened the record.)
      const handle = await page.waitForSelector('#example-replay iframe', { state: 'attached', timeout: 30_000 });
      assert.equal(await handle.getAttribute('src'), `../../?embed=1&game=${game}&lang=${lang}`);
      const frame = await handle.contentFrame();
      let t = await waitUntil(frame, 'the viewer', (r) => r.screen === 'replay' && r.replay?.step === 0, 120_000);
      await page.waitForSelector('#example-replay:not(.loading)', { timeout: 10_000 });
      // The page's language: the viewer's own words (the report's `lang` is left empty on the
      // replay screen), fetched once the table runs.
      t = await waitUntil(frame, `the viewer in ${lang}`, (r) => r.targets.some((x) => x.id === 'replay:next' &&
        x.label === words['replay.target.next']), 30_000);
      assert.equal(t.replay.steps, steps, "the record's actions");
      assert.ok(t.replay.face_up && t.replay.can_face_up, 'an open record starts face up');
      // The frame's top at the page's top: the whole viewer in sight (its controls are the taps).
      await handle.scrollIntoViewIfNeeded();
      await settle(frame);
      await page.screenshot({ path: join(artifacts, `example-${lang}-${game}-0-390x844.png`) });

      let logLength = t.log.length;
      let ends = 0;
      for (let step = 1; step <= steps; ++step) {
        const action = record.actions[step - 1];
        const seat = Number(action.split(' ')[0]);
        await tapInFrame(page, frame, 'replay:next');
        await waitUntil(frame, `step ${step}`, (r) => r.replay?.step === step, 20_000);
        // The move played out (its flights; a round's end sheet opens after them).
        await settle(frame);
        t = await table(frame);
        assert.equal(t.replay.step, step);
        assert.equal(t.replay.steps, steps);
        if (t.screen === 'reveal' || t.screen === 'over') {
          // The round's end sheet, where the engine ends a round.
          ++ends;
          assert.ok(ends <= result.rounds.length, `step ${step} (${action}): a round's end the record does not have`);
          if (step < steps) {
            const next = t.targets.find((x) => x.id === 'btn:next_round');
            assert.ok(next, `step ${step}: the sheet's Next round`);
            await press(page, next, frame);
            t = await waitUntil(frame, 'the next round', (r) => r.screen === 'replay');
          }
          logLength = t.log.length;
          continue;
        }
        assert.equal(t.screen, 'replay', `step ${step}`);
        // The move's line: the newest in the round's log.
        assert.ok(t.log.length > logLength || step === 1, `step ${step} (${action}): the log gained its line`);
        const line = t.log.at(-1);
        if (seat !== record.human_seat) {
          const name = seatName(words, seat, record.human_seat, record.players);
          assert.ok(line.includes(name), `step ${step} (${action}): "${line}" names ${name}`);
        }
        const played = action.match(/ play (\S+)/)?.[1];
        if (played) assert.ok(cardWords(words, played).some((w) => line.includes(w)), `step ${step} (${action}): "${line}" names the card`);
        logLength = t.log.length;
        if (step === Math.ceil(steps / 2)) {
          await page.screenshot({ path: join(artifacts, `example-${lang}-${game}-${step}-390x844.png`) });
        }
      }
      assert.equal(ends, result.rounds.length, "the round ends are the engine's");
      assert.equal((await table(frame)).replay.step, steps);
      await settle(frame);
      await page.screenshot({ path: join(artifacts, `example-${lang}-${game}-${steps}-390x844.png`) });
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
}
