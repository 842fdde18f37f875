// The one palette (assets/palette.json): the rules page and the table give the same colours at the
// same slider settings. The table's colours are tests/app/palette.golden.json — make_palette() at
// a grid of contrast and temperature settings, kept by tests/app/palette_test.cpp (which also
// checks every text's contrast ratio over the sliders' range); here a rules page is set to each of
// those settings with its own sliders and each token's computed colour must be the table's (±1 of
// 255: the page's calc() and the table's float maths round apart).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root, startSiteAndBrowser, stopSiteAndBrowser, watch } from './browser_harness.mjs';

const golden = JSON.parse(readFileSync(join(root, 'tests/app/palette.golden.json'), 'utf8'));

let server;
let url;
let browser;

before(async () => {
  ({ server, url, browser } = await startSiteAndBrowser());
});

after(() => stopSiteAndBrowser({ server, browser }));

test('the rules page gives the table\'s colours at every slider setting of the golden grid', { timeout: 120_000 }, async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const problems = await watch(page);
  try {
    await page.goto(`${url}en/cabo/`);
    await page.waitForSelector('input[name=contrast]');
    for (const setting of golden.settings) {
      const colours = await page.evaluate(({ contrast, temperature, names }) => {
        for (const [name, value] of [['contrast', contrast], ['temperature', temperature]]) {
          const input = document.querySelector(`input[name="${name}"]`);
          input.value = String(value);
          input.dispatchEvent(new Event('input', { bubbles: true }));
        }
        // A probe element coloured by each token (CSSOM: the CSP allows no style attribute).
        const probe = document.createElement('i');
        document.body.appendChild(probe);
        const out = {};
        for (const name of names) {
          probe.style.color = `var(--${name.replace(/_/g, '-')})`;
          out[name] = getComputedStyle(probe).color.match(/[\d.]+/g).slice(0, 3).map(Number);
        }
        probe.remove();
        return out;
      }, { contrast: setting.contrast, temperature: setting.temperature, names: Object.keys(setting.colours) });
      for (const [name, table] of Object.entries(setting.colours)) {
        const onPage = colours[name];
        const apart = Math.max(...table.map((v, i) => Math.abs(v - onPage[i])));
        assert.ok(apart <= 1, `${name} at contrast ${setting.contrast}, temperature ${setting.temperature}: ` +
          `the page ${onPage}, the table ${table}`);
      }
    }
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
