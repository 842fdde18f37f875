// Native ≡ wasm: whole matches played by seeded computer players give the same actions and results
// in the native build and in the wasm build under node (ai/selfplay.h). For every game, 1 000 seeds
// with Random and Normal seats, and 20 seeds with Hard (at a small iteration budget, for time)
// against Normal: `cardavia selfplay --digest` and build/web/bench/selfplay.js must print the same
// digests.
// On a difference the test names the first seed whose match differs, to replay on both sides.
// CARDAVIA_WEB_BUILD / CARDAVIA_CLI override the paths, as in deck_digest.test.mjs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const selfplayJs = join(process.env.CARDAVIA_WEB_BUILD || join(root, 'build/web'), 'bench/selfplay.js');
const cli = process.env.CARDAVIA_CLI || join(root, 'build/native/cardavia');

const GAMES = ['cabo', 'chkobba', 'cucu'];
const OPTIONS = { encoding: 'utf8', timeout: 300_000, maxBuffer: 64 * 1024 * 1024 };

// Both sides at once (two cores): the parsed JSON of each.
async function bothSides(matches, seed, levels, hardIterations) {
  assert.ok(existsSync(cli), `missing ${cli}: build the native tree first (scripts/test.sh)`);
  assert.ok(existsSync(selfplayJs), `missing ${selfplayJs}: build the web tree first (scripts/test.sh)`);
  const [native, wasm] = await Promise.all([
    run(cli, ['selfplay', '--digest', '--matches', String(matches), '--seed', String(seed), '--levels', levels,
      '--hard-iterations', String(hardIterations)], OPTIONS),
    run(process.execPath, [selfplayJs, String(matches), String(seed), levels, String(hardIterations)],
      OPTIONS),
  ]);
  return [JSON.parse(native.stdout), JSON.parse(wasm.stdout)];
}

function assertSame(native, wasm, matches) {
  assert.deepEqual(native.map((g) => g.game), GAMES);
  assert.deepEqual(wasm.map((g) => g.game), GAMES);
  for (let i = 0; i < GAMES.length; ++i) {
    const [n, w] = [native[i], wasm[i]];
    assert.equal(n.matches, matches, n.game);
    assert.ok(n.actions > matches, `${n.game}: ${n.actions} actions in ${matches} matches`);
    const first = n.match_digests.findIndex((digest, k) => digest !== w.match_digests[k]);
    assert.equal(first, -1, `${n.game}: the match of seed ${n.first_seed + first} differs ` +
      `(native ${n.match_digests[first]}, wasm ${w.match_digests[first]})`);
    assert.equal(w.actions, n.actions, `${n.game} actions`);
    assert.equal(w.digest, n.digest, `${n.game} digest`);
  }
}

test('Random and Normal seats: 1 000 seeds per game play the same matches natively and in wasm',
  async () => {
    const [native, wasm] = await bothSides(1000, 1, 'random,normal', 0);
    assertSame(native, wasm, 1000);
  });

test('Hard against Normal: 20 seeds per game play the same matches natively and in wasm', async () => {
  const [native, wasm] = await bothSides(20, 1, 'hard,normal', 200);
  assertSame(native, wasm, 20);
});
