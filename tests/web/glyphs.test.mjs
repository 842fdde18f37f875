// Every character a language draws has a glyph in every face on the site (issue 46, docs/size.md):
// the first frame's fonts hold English's characters and the picker's names; each other language
// brings its own glyphs (i18n/<lang>.<face>.ttf, fetched with its table by web/language.cpp).
// tests/web/glyph_coverage.py reads the fonts' character maps with fontTools (Debian's
// python3-fonttools, which the build's pyftsubset is) and says what is missing or shipped twice.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const build = process.env.CARDAVIA_WEB_BUILD || join(root, 'build/web');

test('every language\'s characters have glyphs in each face: the first frame\'s fonts and the language\'s own', () => {
  const run = spawnSync(join(root, 'tests/web/glyph_coverage.py'), [build], { encoding: 'utf8' });
  assert.equal(run.status, 0, `glyph_coverage.py failed:\n${run.stderr}\n${run.stdout}`);
  // Each language of assets/i18n in each of the three faces was looked at.
  const languages = readdirSync(join(root, 'assets/i18n')).filter((f) => f.endsWith('.json')).length;
  assert.equal(run.stdout.trim().split('\n').length, 3 * languages, run.stdout);
  // The Cyrillic letters are fetched, not in the first frame.
  assert.match(run.stdout, /^uk sans: \d+ characters, \d+ in the first frame's font, [1-9]\d fetched$/m);
});
