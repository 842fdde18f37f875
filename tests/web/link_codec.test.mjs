// Node test of the Embind codec (web/bindings.cpp): the wasm build writes the same link payload
// as the native CLI for every scenario file and every sample save, reads it back to the same
// save, and answers bad input with the same error object.
//
// Native: `build/native/cardavia link encode FILE` and `link decode PAYLOAD`; wasm:
// encodeLink / decodeLink / checkSave of build/web/web/cardavia_api.js. Both builds come from
// scripts/test.sh; CARDAVIA_WEB_BUILD / CARDAVIA_CLI override the paths.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const apiPath = join(process.env.CARDAVIA_WEB_BUILD || join(root, 'build/web'), 'web/cardavia_api.js');
const cli = process.env.CARDAVIA_CLI || join(root, 'build/native/cardavia');

let api;
async function loadApi() {
  assert.ok(existsSync(apiPath), `missing ${apiPath}: build the web target first (scripts/test.sh)`);
  // Built with WASM_ASYNC_COMPILATION=0 the factory returns the module itself; await covers both.
  api ??= await createRequire(import.meta.url)(apiPath)();
  return api;
}

// Every scenario input (not the .expected.json next to it), every sample save, and the rules
// pages' worked examples (pages/<game>/example.cardavia.json).
function recordFiles() {
  const files = [];
  const walk = (folder) => {
    for (const name of readdirSync(folder).sort()) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.json') && !name.endsWith('.expected.json')) files.push(path);
    }
  };
  walk(join(root, 'tests/scenarios'));
  walk(join(root, 'tests/saves'));
  for (const game of readdirSync(join(root, 'pages')).sort()) {
    const example = join(root, 'pages', game, 'example.cardavia.json');
    if (existsSync(example)) files.push(example);
  }
  return files;
}

function native(args) {
  assert.ok(existsSync(cli), `missing ${cli}: build the native tree first (scripts/test.sh)`);
  const run = spawnSync(cli, args, { encoding: 'utf8' });
  return { out: run.stdout.trim(), code: run.status };
}

// The save as JSON, without the writer's stamp: the native and web trees may be configured at
// different moments of the same checkout, and a build id says so.
function saveWithoutStamp(text) {
  const save = JSON.parse(text);
  delete save.app_version;
  delete save.build;
  return save;
}

test('encodeLink gives the native payload (or the same error object) for every file', async () => {
  const wasm = await loadApi();
  const files = recordFiles();
  assert.ok(files.length > 75, `only ${files.length} files`);
  let payloads = 0;
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const { out, code } = native(['link', 'encode', file]);
    const encoded = wasm.encodeLink(text);
    assert.equal(encoded, out, file);
    if (code !== 0) {
      assert.equal(code, 1, file);
      assert.ok('error' in JSON.parse(encoded) && 'action_index' in JSON.parse(encoded), file);
      continue;
    }
    ++payloads;
    assert.match(encoded, /^[A-Za-z0-9_-]+$/, file);
    // And back: decodeLink gives the native save; checkSave's normal form links the same.
    const decoded = wasm.decodeLink(encoded);
    assert.deepEqual(saveWithoutStamp(decoded), saveWithoutStamp(native(['link', 'decode', encoded]).out), file);
    assert.equal(wasm.encodeLink(decoded), encoded, file);
    assert.equal(wasm.encodeLink(wasm.checkSave(text)), encoded, file);
  }
  assert.ok(payloads > 40, `only ${payloads} valid records`);
});

test('a damaged payload is refused with the error object, as natively', async () => {
  const wasm = await loadApi();
  const payload = wasm.encodeLink(readFileSync(join(root, 'tests/saves/cabo_3p_hard_five_rounds.json'), 'utf8'));
  const damaged = [
    payload.slice(0, -1),                                  // cut
    payload.slice(0, 10) + (payload[10] === 'x' ? 'y' : 'x') + payload.slice(11),  // changed
    'C' + payload.slice(1),                                // a newer format version
    '',                                                    // empty
    payload + '=',                                         // a character no link has
  ];
  for (const bad of damaged) {
    const answer = JSON.parse(wasm.decodeLink(bad));
    assert.equal(typeof answer.error, 'string', bad);
    assert.equal(answer.action_index, null, bad);
    const { out, code } = native(['link', 'decode', bad === '' ? '-' : bad]);
    assert.equal(code, 1, bad);
    assert.deepEqual(JSON.parse(out), answer, bad);
  }
});

test('checkSave refuses a broken save in words, and keeps a good one', async () => {
  const wasm = await loadApi();
  for (const bad of ['', '{"format":"cardavia-save","version":2,"game":"cabo","players":3}', '{"game":']) {
    const answer = JSON.parse(wasm.checkSave(bad));
    assert.equal(typeof answer.error, 'string', bad);
  }
  const save = JSON.parse(wasm.checkSave(readFileSync(join(root, 'tests/saves/cabo_5p_easy_seed_above_2_53.json'), 'utf8')));
  assert.equal(save.format, 'cardavia-save');
  assert.equal(save.version, 1);
  assert.equal(save.seed, '18446744073709551615');  // above 2^53: a decimal string, exactly
  assert.equal(save.level, 'easy');
  assert.equal(save.human_seat, 2);
});
