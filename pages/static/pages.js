// Cardavia — the rules pages' one script. Progressive enhancement only: every page reads fully
// without it (the sliders then sit at 50 %, the table is a "Play" link).
//   1. Comfort sliders (contrast, grain, temperature; 0–100): applied at once to the page through
//      CSS variables set with CSSOM (the CSP forbids style attributes, not CSSOM), remembered in
//      the settings object the table shares (its other fields are kept), through the site's one
//      storage script (page/storage.js at the site's root, loaded before this one: only it
//      touches localStorage; without it the sliders still work, unremembered) — and sent to
//      every table frame of the page (iframe.cardavia-table: the table's, and the worked
//      example's replay viewer, example.js) as the embed API's `set-settings`.
//   2. The table: a lazily created <iframe> of the embedded table (../../?embed=1&game=G&lang=L),
//      made when Play is tapped (or pressed: it is a link), or when the reader scrolls and its
//      section is then in view — never while the page loads, even when the table is in the first
//      screenful: the table's start-up (the wasm's compile, the font atlas, the first frames)
//      runs on this page's main thread (a same-origin frame shares it) and would block the page
//      for seconds on a phone (docs/size.md, "Lighthouse"). Its `resize` messages set the
//      frame's height. The worked example's viewer (example.js) starts the same way:
//      window.cardaviaPages.onceScrolledIntoView is shared with it.
//   3. Offline: the site's service worker (sw.js at the site's root, one folder above this
//      script), registered once the page has loaded, then told the page's language: a first visit
//      to a rules page makes the table and this language's pages work offline, not the other
//      languages' until they are read (docs/web.md, "Offline"). Skipped quietly where workers are
//      not allowed (file:, a sandboxed or storage-blocked frame).
(function () {
  'use strict';
  var script = document.currentScript;
  var NAMES = ['contrast', 'grain', 'temperature'];
  var root = document.documentElement;
  var frame = null;
  var nextId = 1;

  // [SECTION] Storage: the site's storage script's (page/storage.js: its calls are guarded)
  function glue() { return (window.cardavia && window.cardavia.glue) || {}; }
  function readStored() {
    try {
      var parsed = JSON.parse((glue().storedSettings && glue().storedSettings()) || '{}');
      return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : {};
    } catch (e) {
      return {};
    }
  }
  function store(values) {
    var all = {};
    NAMES.forEach(function (n) { all[n] = values[n]; });
    // Not kept this visit when storage is blocked: the page still follows the sliders.
    if (glue().saveSettings) glue().saveSettings(JSON.stringify(all));
  }
  function valid(v) { return typeof v === 'number' && isFinite(v) && v >= 0 && v <= 100; }

  // [SECTION] The look: the sliders' values (0…1); pages.css turns them into the palette's colours
  function apply(values) {
    NAMES.forEach(function (n) { root.style.setProperty('--' + n, String(values[n] / 100)); });
  }
  function tellTable(tableFrame, values) {
    if (!tableFrame.contentWindow) return;
    var message = { target: 'cardavia', version: 1, id: 'page-' + nextId++, cmd: 'set-settings',
      args: { contrast: values.contrast, grain: values.grain, temperature: values.temperature } };
    var origin = window.location.origin && window.location.origin !== 'null' ? window.location.origin : '*';
    try { tableFrame.contentWindow.postMessage(message, origin); } catch (e) { /* frame not ready */ }
  }
  function tellTables(values) {
    document.querySelectorAll('iframe.cardavia-table').forEach(function (f) { tellTable(f, values); });
  }

  function currentValues(form) {
    var values = {};
    NAMES.forEach(function (n) { values[n] = Number(form.elements[n].value); });
    return values;
  }
  function showValue(input) {
    var out = input.parentNode.querySelector('output');
    if (out) out.textContent = input.value + '%';
  }

  function setUpSliders() {
    var form = document.querySelector('form.comfort');
    if (!form) return;
    var stored = readStored();
    // A first visit from a system asking for more contrast starts the slider at its top
    // (storage.js's storedSettings gives it so, to the table too); a stored choice wins.
    NAMES.forEach(function (n) {
      var input = form.elements[n];
      if (valid(stored[n])) input.value = String(Math.round(stored[n]));
      showValue(input);
    });
    // pages.css starts every variable at the sliders' default (0.5): setting them anyway would
    // restyle the whole page once more while it loads (a long task on a phone), for nothing.
    if (NAMES.some(function (n) { return form.elements[n].value !== form.elements[n].defaultValue; })) {
      apply(currentValues(form));
    }
    form.addEventListener('submit', function (e) { e.preventDefault(); });
    // A table frame (any: see tellTables) that has loaded gets the sliders' values at once, so it
    // matches the page even where storage is blocked. (Load does not bubble; it is caught here.)
    document.addEventListener('load', function (e) {
      if (e.target && e.target.tagName === 'IFRAME' && e.target.classList.contains('cardavia-table')) {
        tellTable(e.target, currentValues(form));
      }
    }, true);
    form.addEventListener('input', function (e) {
      if (!e.target || NAMES.indexOf(e.target.name) < 0) return;
      showValue(e.target);
      var values = currentValues(form);
      apply(values);
      store(values);
      tellTables(values);
    });
    // Another tab (or the table) changed them: follow.
    if (glue().onStoredSettings) glue().onStoredSettings(function () {
      var s = readStored();
      NAMES.forEach(function (n) {
        if (valid(s[n])) { form.elements[n].value = String(Math.round(s[n])); showValue(form.elements[n]); }
      });
      apply(currentValues(form));
    });
  }

  // [SECTION] Starting a table: on a tap, or once the reader has scrolled it into view

  // Calls `start` once `element` is in view (120 px early) after the reader's first scroll (an
  // anchor's jump and a restored position count: they are the reader's), never at load. Without
  // IntersectionObserver only the element's own button starts it.
  function onceScrolledIntoView(element, start) {
    if (!('IntersectionObserver' in window)) return;
    window.addEventListener('scroll', function firstScroll() {
      window.removeEventListener('scroll', firstScroll);
      var seen = new IntersectionObserver(function (entries) {
        if (entries.some(function (en) { return en.isIntersecting; })) {
          seen.disconnect();
          start();
        }
      }, { rootMargin: '120px 0px' });
      seen.observe(element);
    }, { passive: true });
  }
  window.cardaviaPages = { onceScrolledIntoView: onceScrolledIntoView };

  // [SECTION] The table's frame
  function openTable(holder) {
    if (frame) return;
    frame = document.createElement('iframe');
    frame.src = holder.getAttribute('data-src');
    frame.title = holder.getAttribute('data-title') || 'Cardavia';
    frame.className = 'cardavia-table';
    frame.setAttribute('allow', 'web-share; clipboard-write; fullscreen');
    holder.textContent = '';
    holder.classList.add('open');
    holder.appendChild(frame);
  }
  function setUpTable() {
    var holder = document.querySelector('.table-frame[data-src]');
    if (!holder) return;
    var play = holder.querySelector('a.play');
    if (play) {
      play.addEventListener('click', function (e) { e.preventDefault(); openTable(holder); });
    }
    onceScrolledIntoView(holder, function () { openTable(holder); });
    window.addEventListener('message', function (e) {
      var d = e.data;
      if (!frame || e.source !== frame.contentWindow || !d || d.source !== 'cardavia') return;
      if (d.type === 'resize' && typeof d.height === 'number' && d.height >= 200 && d.height <= 2000) {
        frame.style.height = Math.round(d.height) + 'px';
      }
    });
  }

  // [SECTION] Offline
  function registerWorker() {
    if (!script || !/^https?:$/.test(window.location.protocol)) return;
    var container;
    try {
      container = navigator.serviceWorker;
    } catch (e) {
      return;  // a frame whose storage is blocked
    }
    if (!container) return;
    container.register(new URL('../sw.js', script.src).href).then(function () {
      return container.ready;
    }).then(function (registration) {
      // The worker caches a language's pages once one of them has been open (web/sw.js).
      registration.active.postMessage({ cardavia: 'keep-language', lang: root.lang });
    }).catch(function () {
      /* refused (storage blocked): the pages simply stay online-only */
    });
  }

  setUpSliders();
  setUpTable();
  if (document.readyState === 'complete') registerWorker();
  else window.addEventListener('load', registerWorker);
}());
