// Every text key the table's code asks for exists in assets/i18n/en.json, and every text there is
// used: a missing key would show on screen as the key itself (app/i18n.h).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const KEY = /"((?:app|chooser|game|packs|settings|cucu|footer|table|cabo|chkobba|card|share|replay|ask|page)\.[a-z_.]+)"/g;

test('text keys in app/ (and session/) and assets/i18n/en.json match', () => {
  const english = JSON.parse(readFileSync(join(root, 'assets/i18n/en.json'), 'utf8'));
  const used = new Set();
  // app/ and its folders (app/table/, app/<game>/); session/ decides a few (a round's words); a
  // header may hold one (a default: ScoreTable::totals_key).
  for (const dir of ['app', 'session']) {
    for (const file of readdirSync(join(root, dir), { recursive: true }).filter((f) => f.endsWith('.cpp') || f.endsWith('.h'))) {
      for (const m of readFileSync(join(root, dir, file), 'utf8').matchAll(KEY)) used.add(m[1]);
    }
  }
  assert.ok(used.size > 10, 'found the keys in the code');
  assert.deepEqual([...used].filter((k) => !(k in english)), [], 'keys missing from en.json');
  assert.deepEqual(Object.keys(english).filter((k) => !used.has(k)), [], 'texts nobody uses');
  for (const [key, text] of Object.entries(english)) assert.ok(text.trim(), `${key} is empty`);
});
