// Node test of the start screen's layout (app/layout.cpp) through the Embind API: over many
// screen sizes, from a small old phone to a large desktop, in both orientations, nothing may be
// cut off, nothing may overlap, and cards stay at least 44 px wide.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const apiPath = join(process.env.CARDAVIA_WEB_BUILD || join(root, 'build/web'), 'web/cardavia_api.js');

test('the start screen fits every size: phones both ways, tablets, desktops to 2560x1440', async () => {
  assert.ok(existsSync(apiPath), `missing ${apiPath}: build the web target first (scripts/test.sh)`);
  const api = await createRequire(import.meta.url)(apiPath)();
  const problems = [];
  const check = (width, height) => {
    const found = api.layoutProblems(width, height);
    if (found) problems.push(found.trim());
  };
  for (let width = 320; width <= 2560; width += 20) {
    for (let height = 568; height <= 1440; height += 24) check(width, height);
  }
  // Small phones' safe areas (320×568 less a status bar or a home bar: docs/web.md, "Safe areas").
  for (let width = 320; width <= 440; width += 20) {
    for (let height = 540; height < 568; height += 6) check(width, height);
  }
  // Phones held sideways (568×320 … 932×430) and short desktop windows.
  for (let width = 568; width <= 1000; width += 12) {
    for (let height = 320; height <= 500; height += 10) if (width >= height * 1.2) check(width, height);
  }
  for (let width = 900; width <= 2560; width += 40) {
    for (let height = 500; height <= 568; height += 8) check(width, height);
  }
  assert.deepEqual(problems.slice(0, 20), [], `${problems.length} sizes have problems`);
});

test('the sizes of the brief lay out cleanly', async () => {
  const api = await createRequire(import.meta.url)(apiPath)();
  for (const [w, h] of [[390, 844], [1280, 800], [320, 568], [844, 390], [768, 1024], [1024, 768], [1920, 1080]]) {
    assert.equal(api.layoutProblems(w, h), '', `${w}x${h}`);
  }
});
