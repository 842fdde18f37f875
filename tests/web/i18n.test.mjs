// Every text key the table's code asks for exists in assets/i18n/en.json, and every text there is
// used: a missing key would show on screen as the key itself (app/i18n.h).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const KEY = /"((?:app|chooser|game|packs|settings|cucu|footer|table|cabo|chkobba|card|share|replay|ask|page|language|stats|daily|coach|review)\.[a-z0-9_.]+)"/g;

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
  for (const [key, text] of Object.entries(english)) {
    for (const form of typeof text === 'string' ? [text] : Object.values(text)) assert.ok(form.trim(), `${key} is empty`);
  }
});

// [SECTION] The six languages -------------------------------------------------------------------
// Every language file holds exactly en.json's keys, each text with English's placeholders, each
// plural entry with the forms its language's rules need (app/i18n.h), and no English left in it
// beyond names.
const LANGUAGES = ['uk', 'ru', 'fr', 'es', 'it'];
const FORMS = { uk: ['few', 'many', 'one'], ru: ['few', 'many', 'one'], fr: ['one', 'other'],
  es: ['one', 'other'], it: ['one', 'other'], en: ['one', 'other'] };
// Texts that read the same in every language: names, card letters, a number with its sign.
const SAME_EVERYWHERE = new Set(['app.name', 'game.cabo.name', 'game.chkobba.name', 'game.cucu.name',
  'table.name.first', 'table.name.second', 'table.name.third', 'table.name.fourth', 'card.rank.ace',
  'card.rank.jack', 'card.rank.queen', 'card.rank.king', 'settings.percent', 'cabo.btn.cabo', 'chkobba.category.sette']);
// Words that are English and not French, Spanish or Italian (the same spelling in French:
// "Grain", "Lion", "Total", the dealer's "D"; in Spanish: "Total"), and Chkobba's categories, named
// as its rules pages name them (Bermila everywhere, Russian too; Chkobbas in French and Spanish).
const CHKOBBA_CATEGORIES = ['chkobba.category.bermila', 'chkobba.category.chkobba'];
const SAME_IN = {
  fr: new Set(['game.cabo.daily_total', 'game.chkobba.daily_total', 'settings.grain', 'settings.volume', 'cucu.lion', 'chkobba.reveal.total', 'cucu.dealer_mark', ...CHKOBBA_CATEGORIES]),
  es: new Set(['chkobba.reveal.total', ...CHKOBBA_CATEGORIES]),
  it: new Set(['chkobba.category.bermila', 'settings.volume']),
  ru: new Set(['chkobba.category.bermila']),
};
// Names stay as the rules pages write them (Shooting the Moon and Chkobba's 7ayya in every language; the
// .cardavia.json file name; Russian writes Chkobba's bermila and chkobba in Latin, as its seed does;
// SHA-256, the standard the deal's fingerprint is, and the command that checks it, in every language).
// Whole words only: a letter of any alphabet ends a word ("tapé" holds no "tap").
const word = (alternatives, flags) => new RegExp(`(?<!\\p{L})(?:${alternatives})(?!\\p{L})`, `u${flags}`);
const ENGLISH_WORDS = word('the|you|your|and|with|card|cards|turn|round|player|players|draw|drew|discard|tap|choose|back|start|settings|speed|score|wins?', 'i');
const NAMES = word('Shooting the Moon|Cardavia|Cabo|Chkobba|chkobba|Bermila|bermila|7ayya|\\.cardavia\\.json|Cuccù|Cucù|Ana|Bo|Cy|Dee|Nulla|Osteria|Gatto|Cavallo|Matto|SHA-256|cardavia verify SAVE\\.json', 'g');

const readLanguage = (code) => JSON.parse(readFileSync(join(root, `assets/i18n/${code}.json`), 'utf8'));
const formsOf = (value) => (typeof value === 'string' ? { text: value } : Object.fromEntries(
  Object.entries(value).filter(([form]) => form !== 'count')));
// An entry's words without its placeholders.
// A placeholder: {card}, or a card's grammatical form {card:acc} (app/table/words.h).
const PLACEHOLDER = /\{([a-z_]+)(?::[a-z]+)?\}/g;
const formsOfText = (entry) => Object.values(formsOf(entry)).join(' ').replace(PLACEHOLDER, '');
const placeholders = (value) => new Set(Object.values(formsOf(value))
  .flatMap((text) => [...text.matchAll(PLACEHOLDER)].map((m) => m[1])));
// A card's grammatical form, only in the languages whose sentences need it ("cucu.horse:acc",
// "cucu.numeral:def", "cucu.numeral.viii:def"): its card's name is in English, or it is a
// numerals' pattern.
const isFormKey = (key, english) => /^[a-z_.]+:[a-z]+$/.test(key) &&
  (key.split(':')[0] in english || key.startsWith('cucu.numeral'));

test('every language file has every key of en.json, its placeholders and its plural forms', () => {
  const english = readLanguage('en');
  for (const [key, value] of Object.entries(english)) {
    if (typeof value === 'object') assert.deepEqual(Object.keys(formsOf(value)).sort(), FORMS.en, `en ${key}`);
  }
  for (const code of LANGUAGES) {
    const file = readLanguage(code);
    assert.deepEqual(Object.keys(english).filter((k) => !(k in file)), [], `${code}: keys missing`);
    assert.deepEqual(Object.keys(file).filter((k) => !(k in english) && !isFormKey(k, english)), [],
      `${code}: keys not in en.json`);
    for (const [key, en] of Object.entries(english)) {
      const text = file[key];
      assert.equal(typeof text, typeof en, `${code} ${key}: a plural entry in English is one here too`);
      if (typeof en === 'object') {
        assert.deepEqual(Object.keys(formsOf(text)).sort(), FORMS[code], `${code} ${key}: plural forms`);
        assert.equal(text.count, en.count, `${code} ${key}: the number choosing the form`);
      }
      for (const form of Object.values(formsOf(text))) assert.ok(form.trim(), `${code} ${key} is empty`);
      // Every placeholder English fills, and no other (a form may leave out the number: "un joueur").
      const mine = placeholders(text), theirs = placeholders(en);
      assert.deepEqual([...mine].filter((p) => !theirs.has(p)), [], `${code} ${key}: unknown placeholder`);
      if (typeof en === 'string') assert.deepEqual([...theirs].filter((p) => !mine.has(p)), [], `${code} ${key}: placeholder left out`);
      else assert.deepEqual([...theirs].filter((p) => !mine.has(p)), [], `${code} ${key}: placeholder left out of every form`);
    }
  }
});

test('no language file holds untranslated English beyond names', () => {
  const english = readLanguage('en');
  for (const code of LANGUAGES) {
    const file = readLanguage(code);
    for (const [key, en] of Object.entries(english)) {
      if (SAME_EVERYWHERE.has(key) || SAME_IN[code]?.has(key)) continue;
      // A text of placeholders, numbers and signs only ("{card} ({value})", "−{n}") has nothing to translate.
      if (!/\p{L}/u.test(formsOfText(en))) continue;
      for (const text of Object.values(formsOf(file[key]))) {
        assert.notDeepEqual(file[key], en, `${code} ${key} is the English text`);
        const words = text.replace(PLACEHOLDER, '').replace(NAMES, '');
        assert.doesNotMatch(words, ENGLISH_WORDS, `${code} ${key}: English words in "${text}"`);
        // Russian and Ukrainian: no Latin word at all beyond names.
        if (code === 'ru' || code === 'uk') assert.doesNotMatch(words, /[A-Za-z]{3,}/, `${code} ${key}: Latin letters in "${text}"`);
      }
    }
  }
});
