// Cardavia — the site's storage: the autosave slots (one per game and place) and the settings
// object the table and the rules pages share; the keys: docs/links.md, "In the browser". The only
// script that touches localStorage: the table's page loads it, and so does every rules page
// (pages/templates/base.html.j2, before pages/static/pages.js, which keeps its sliders through
// glue.storedSettings, glue.saveSettings and glue.onStoredSettings). Every call is guarded
// (private mode, a third-party frame whose storage the browser blocks — reading localStorage
// throws there —, no localStorage at all, a full quota): the table plays on, and the first match
// or statistics it cannot keep makes the page say so once, in words, with what the person can do
// instead (glue.offerKeeping, share.js: save the match to a file; embedded, go on in a new tab).
(function () {
  'use strict';
  var c = (window.cardavia = window.cardavia || {});
  var glue = (c.glue = c.glue || {});
  var SETTINGS = 'cardavia.v1.settings';
  var STATS = 'cardavia.v1.stats';
  var MATCH = 'cardavia.v1.match.';
  var ASIDE = 'cardavia.v1.aside.';
  var place = '';  // '': the site itself
  var saidNotKept = false;

  function storage() {
    try { return window.localStorage || null; } catch (e) { return null; }
  }
  function read(key) {
    try {
      var s = storage();
      return (s && s.getItem(key)) || '';
    } catch (e) { return ''; }
  }
  function write(key, value) {
    try {
      var s = storage();
      if (!s) return false;
      s.setItem(key, value);
      return true;
    } catch (e) { return false; }
  }
  function slot(game) { return MATCH + game + (place ? '@' + place : ''); }
  function notKept() {
    if (saidNotKept) return;
    saidNotKept = true;
    if (glue.offerKeeping) glue.offerKeeping(place !== '');
    else glue.note(glue.word('page.not_kept'), 'info');
  }

  // Embedded, the host page is the place; called by controls.js's start().
  glue.setEmbedded = function () {
    place = 'embed';
    try {
      if (document.referrer) {
        var host = new URL(document.referrer);
        place = host.origin + host.pathname;
      }
    } catch (e) { /* an unreadable referrer: the one "embed" place */ }
  };
  // The settings the table starts from. On a first visit (no contrast chosen yet) a system asking
  // for more contrast (prefers-contrast: more) starts the slider at its top; once the person has
  // chosen, theirs is stored and wins. (Reduced motion comes from prefers-reduced-motion the same
  // way: web/main.cpp, under what is stored.) Text that is not an object goes on as it is, for
  // the table to say what is wrong with it.
  glue.storedSettings = function () {
    var text = read(SETTINGS), s;
    if (!(window.matchMedia && window.matchMedia('(prefers-contrast: more)').matches)) return text;
    try { s = JSON.parse(text || '{}'); } catch (e) { return text; }
    if (!s || typeof s !== 'object' || Array.isArray(s) || 'contrast' in s) return text;
    s.contrast = 100;
    return JSON.stringify(s);
  };
  glue.savedMatch = function (game) { return read(slot(game)); };
  // The person's statistics (app/shell/statistics.h): the table reads them, adds a finished match
  // and writes them whole, at once.
  glue.storedStats = function () { return read(STATS); };
  glue.saveStats = function (text) {
    if (!write(STATS, text)) notKept();
  };
  glue.saveMatch = function (game, text) {
    if (!write(slot(game), text)) notKept();
  };
  // False when the second slot already holds another.
  glue.setAside = function (game, text) {
    var key = ASIDE + game + (place ? '@' + place : ''), there = read(key);
    return there ? there === text : write(key, text);
  };
  glue.clearMatch = function (game) {
    try {
      var s = storage();
      if (s) s.removeItem(slot(game));
    } catch (e) { /* nothing kept, nothing to clear */ }
  };
  // `changed`: the fields that changed (JSON), merged into the stored object, which keeps all else.
  glue.saveSettings = function (changed) {
    var stored = {};
    try {
      var parsed = JSON.parse(read(SETTINGS) || '{}');
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) stored = parsed;
    } catch (e) { /* not JSON: written anew */ }
    var fields = JSON.parse(changed);
    Object.keys(fields).forEach(function (k) { stored[k] = fields[k]; });
    write(SETTINGS, JSON.stringify(stored));
  };
  // `listener()` when another tab or frame changed the stored settings (the table, a rules page).
  glue.onStoredSettings = function (listener) {
    window.addEventListener('storage', function (e) { if (e.key === SETTINGS) listener(); });
  };
}());
