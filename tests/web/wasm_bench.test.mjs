// Node check of the wasm bench (build/web/bench/wasm_bench.js, built by scripts/test.sh): a short
// run must finish and print sane JSON, and it must play the very matches the native bench plays.
// No timing ratio is asserted here (timed tests are flaky on shared machines): the native/wasm
// figures belong to docs/ai.md, measured with the commands there.
// CARDAVIA_WEB_BUILD / CARDAVIA_CLI override the paths, as in deck_digest.test.mjs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const benchPath = join(process.env.CARDAVIA_WEB_BUILD || join(root, 'build/web'), 'bench/wasm_bench.js');
const cli = process.env.CARDAVIA_CLI || join(root, 'build/native/cardavia');

// Small on purpose: 20 matches per run, 3 runs, 4 Hard decisions at 50 iterations, 20 ms warm-up.
const MATCHES = 20;
const RUNS = 3;
const DECISIONS = 4;
const ARGS = [String(MATCHES), String(RUNS), String(DECISIONS), '20', '50'];

function runWasmBench() {
  assert.ok(existsSync(benchPath), `missing ${benchPath}: build the web tree first (scripts/test.sh)`);
  const out = execFileSync(process.execPath, [benchPath, ...ARGS], { encoding: 'utf8', timeout: 60_000 });
  return JSON.parse(out);
}

let wasm;
function wasmResult() {
  wasm ??= runWasmBench();
  return wasm;
}

test('the wasm bench runs and prints sane JSON for every game', () => {
  const { games } = wasmResult();
  assert.deepEqual(games.map((g) => g.game).sort(), ['cabo', 'chkobba', 'cucu']);
  for (const g of games) {
    const p = g.random_playouts;
    assert.equal(p.runs, RUNS, g.game);
    assert.equal(p.matches_per_run, MATCHES, g.game);
    assert.equal(p.actions_per_second_runs.length, RUNS, g.game);
    assert.ok(Number.isInteger(p.actions_per_run) && p.actions_per_run >= MATCHES, `${g.game} actions`);
    for (const rate of [p.actions_per_second_median, p.cold_actions_per_second, ...p.actions_per_second_runs]) {
      assert.ok(Number.isFinite(rate) && rate > 0, `${g.game} rate ${rate}`);
    }
    assert.ok(p.actions_per_second_runs.includes(p.actions_per_second_median), `${g.game} median is a run`);
    assert.ok(p.warm_up_passes >= 1, `${g.game} warm-up`);
    assert.equal(g.hard_iterations, 50, g.game);
    assert.equal(g.decisions.length, 1, g.game);
    const hard = g.decisions[0];
    assert.equal(hard.level, 'hard');
    assert.ok(hard.count >= DECISIONS, `${g.game} decisions ${hard.count}`);
    assert.ok(hard.ms_median > 0 && hard.ms_p95 >= hard.ms_median, `${g.game} times`);
  }
});

test('the wasm bench plays the same matches as the native bench (same actions per run)', () => {
  assert.ok(existsSync(cli), `missing ${cli}: build the native tree first (scripts/test.sh)`);
  const native = JSON.parse(execFileSync(cli, ['bench', '--matches', String(MATCHES), '--runs', '1',
    '--decisions', '0', '--warm-up-ms', '0'], { encoding: 'utf8', timeout: 60_000 }));
  const actions = (result) => Object.fromEntries(
    result.games.map((g) => [g.game, [g.players, g.random_playouts.actions_per_run]]));
  assert.deepEqual(actions(wasmResult()), actions(native));
});
