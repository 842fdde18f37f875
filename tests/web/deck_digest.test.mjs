// Node test of the Embind API: the wasm build deals exactly the cards the native build deals.
//
// For a few seeds, `deckDigest(seed)` from build/web/web/cardavia_api.js (the node-only module
// with the site's Embind API) must equal what `build/native/cardavia digest --seed N` prints.
// Both builds come from scripts/test.sh; CARDAVIA_WEB_BUILD / CARDAVIA_CLI override the paths.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const apiPath = join(process.env.CARDAVIA_WEB_BUILD || join(root, 'build/web'), 'web/cardavia_api.js');
const cli = process.env.CARDAVIA_CLI || join(root, 'build/native/cardavia');

// 0, small, the README's 7, one above 2^53 (not a JS number), and the largest uint64.
const SEEDS = ['0', '1', '7', '42', '20261129', '9007199254740993', '18446744073709551615'];

async function loadApi() {
  assert.ok(existsSync(apiPath), `missing ${apiPath}: build the web target first (scripts/test.sh)`);
  const createCardaviaApi = createRequire(import.meta.url)(apiPath);
  // Built with WASM_ASYNC_COMPILATION=0 the factory returns the module itself; await covers both.
  return await createCardaviaApi();
}

function nativeDigest(seed) {
  return execFileSync(cli, ['digest', '--seed', seed], { encoding: 'utf8' }).trim();
}

test('wasm deckDigest equals the native CLI digest for the same seeds', async () => {
  assert.ok(existsSync(cli), `missing ${cli}: build the native tree first (scripts/test.sh)`);
  const api = await loadApi();
  for (const seed of SEEDS) {
    const native = nativeDigest(seed);
    assert.match(native, /^[0-9a-f]{8,}$/, `native digest for seed ${seed}`);
    assert.equal(api.deckDigest(seed), native, `seed ${seed}`);
  }
});

test('different seeds give different digests', async () => {
  const api = await loadApi();
  const digests = new Set(SEEDS.map((s) => api.deckDigest(s)));
  assert.equal(digests.size, SEEDS.length);
});

test('deckDigest rejects a seed that is not a decimal uint64', async () => {
  const api = await loadApi();
  for (const bad of ['', '-1', 'abc', '18446744073709551616', '1e3']) {
    assert.equal(api.deckDigest(bad), '', `seed ${JSON.stringify(bad)}`);
  }
});
