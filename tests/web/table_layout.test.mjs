// Node test of the game table's layout (app/table/table_layout.cpp) through the Embind API: every
// game of the registry with a table (tableGames()), at each of its player counts, over the screen
// sizes of layout.test.mjs (phones both ways, tablets, desktops to 2560x1440), in both directions
// of play: nothing cut off, nothing overlapping, the piles inside the centre, every card (the
// opponents' too: spy and blind-swap targets are tapped) at least 44 px wide.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const apiPath = join(process.env.CARDAVIA_WEB_BUILD || join(root, 'build/web'), 'web/cardavia_api.js');

function sizes() {
  const out = [];
  for (let width = 320; width <= 2560; width += 20) {
    for (let height = 568; height <= 1440; height += 24) out.push([width, height]);
  }
  // Small phones' safe areas: 320×568 less a 20 px status bar is 548 (docs/web.md, "Safe areas");
  // from 546, with a little to spare. (At 540 four or five opponents leave no room for 44 px
  // cards and buttons; no phone's safe area is that short.)
  for (let width = 320; width <= 440; width += 20) {
    for (let height = 546; height < 568; height += 6) out.push([width, height]);
  }
  // Phones held sideways (568×320 … 932×430) and short desktop windows.
  for (let width = 568; width <= 1000; width += 12) {
    for (let height = 320; height <= 500; height += 10) if (width >= height * 1.2) out.push([width, height]);
  }
  for (let width = 900; width <= 2560; width += 40) {
    for (let height = 500; height <= 568; height += 8) out.push([width, height]);
  }
  return out;
}

async function tables() {
  assert.ok(existsSync(apiPath), `missing ${apiPath}: build the web target first (scripts/test.sh)`);
  const api = await createRequire(import.meta.url)(apiPath)();
  const games = JSON.parse(api.tableGames()).filter((g) => g.playable);
  return { api, games };
}

test('the game registry lists the three games, their player counts and Cabo playable', async () => {
  const { api } = await tables();
  const all = JSON.parse(api.tableGames());
  assert.deepEqual(all.map((g) => [g.id, g.players, g.default, g.clockwise]),
    [['cabo', [2, 3, 4, 5], 3, true], ['chkobba', [2, 4], 2, false], ['cucu', [4], 4, false]]);
  assert.ok(all.find((g) => g.id === 'cabo').playable);
  assert.equal(api.tableLayoutProblems('poker', 390, 844, 3, true), 'unknown game\n');
});

test('every game table fits every size at each of its player counts', async () => {
  const { api, games } = await tables();
  const problems = [];
  for (const game of games) {
    for (const [width, height] of sizes()) {
      for (const players of game.players) {
        for (const clockwise of [true, false]) {
          const found = api.tableLayoutProblems(game.id, width, height, players, clockwise);
          if (found) problems.push(`${game.id} ${width}x${height} ${players} players${clockwise ? '' : ' (ccw)'}: ${found.trim().replace(/\n/g, '; ')}`);
        }
      }
    }
  }
  assert.deepEqual(problems.slice(0, 20), [], `${problems.length} tables have problems`);
});

test('the sizes of the brief lay out cleanly for each game at each of its player counts', async () => {
  const { api, games } = await tables();
  for (const game of games) {
    for (const [w, h] of [[390, 844], [1280, 800], [320, 568], [844, 390], [568, 320], [768, 1024], [1024, 768], [1920, 1080]]) {
      for (const players of game.players) {
        assert.equal(api.tableLayoutProblems(game.id, w, h, players, game.clockwise), '', `${game.id} ${w}x${h}, ${players} players`);
      }
    }
  }
});
