// Node check of the coach's hint bench (build/web/bench/hint_bench.js, built with the web tree): a
// short run finishes and prints sane JSON for every game — a hint timed at each position, each with
// a reason. No timing is asserted (timed tests are flaky on shared machines): the figures belong to
// docs/coach.md, measured with the command there.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const benchPath = join(process.env.CARDAVIA_WEB_BUILD || join(root, 'build/web'), 'bench/hint_bench.js');

test('the hint bench runs and prints sane JSON for every game', () => {
  assert.ok(existsSync(benchPath), `missing ${benchPath}: build the web tree first (scripts/test.sh)`);
  const out = JSON.parse(execFileSync(process.execPath, [benchPath, '4', '1'], { encoding: 'utf8', timeout: 120_000 }));
  assert.equal(out.clock, 'cpu');
  assert.deepEqual(out.games.map((g) => g.game).sort(), ['cabo', 'chkobba', 'cucu']);
  for (const g of out.games) {
    assert.equal(g.hints, 4, `${g.game}: every hint timed`);
    assert.ok(g.ms_median > 0 && g.ms_p95 >= g.ms_median, `${g.game}: sane times ${JSON.stringify(g)}`);
  }
});
