// Cardavia — the page's boot script, run before the module (cardavia.js) loads. A file of its own,
// not inline in shell.html: the page's Content-Security-Policy allows scripts from the site's own
// files only (docs/web.md, "Content-Security-Policy"). Only `Module` is global: the module's glue
// reads it.
//   [SECTION] The module     its settings, the canvas's context menu off, the message when the
//                            browser has no WebGL 2
//   [SECTION] The safe area  a phone's notch and home bar, measured on #safe-area (site.css:
//                            its padding is env(safe-area-inset-*)) and handed to the table
//                            (Module.setSafeArea) when main() asks (cardavia.passSafeArea: the
//                            table is there) and at every resize or turn
//   [SECTION] Later scripts  page/embed.js only when the address asks for embed mode, and
//                            page/share.js and page/access.js after the first frame: none is
//                            on the first frame's path (docs/size.md)
//   [SECTION] Offline        sw.js registered once the first frame is drawn (never before it)
//                            and told the table's language (it caches that language's files);
//                            the worker's "is a match running?" answered; a waiting new build
//                            asked to take over only while no match runs here (docs/web.md,
//                            "Offline"). Skipped quietly where workers are not allowed.
var Module = (function () {
  'use strict';
  var canvas = document.getElementById('canvas');
  var body = document.body;
  // Shared with the module (web/page.cpp) and the tests; they may have made it already.
  var cardavia = (window.cardavia = window.cardavia || {});

  // [SECTION] The module ----------------------------------------------------------------------
  var module = {
    canvas: canvas,
    print: function (text) { console.log(text); },
    printErr: function (text) { console.warn(text); },
    onAbort: function () {
      var el = document.getElementById('loading');
      el.textContent = 'The table could not start in this browser (WebGL 2 is needed).';
      el.className = 'failed';
    },
  };
  // A long press or a right click on the table is a card game's, not the browser's.
  canvas.addEventListener('contextmenu', function (event) { event.preventDefault(); });
  if (!window.WebGL2RenderingContext) module.onAbort();

  // [SECTION] The safe area -------------------------------------------------------------------
  var probe = document.getElementById('safe-area');
  function passSafeArea() {
    if (!probe || typeof module.setSafeArea !== 'function') return;
    var style = window.getComputedStyle(probe);
    var px = function (value) { return parseFloat(value) || 0; };
    module.setSafeArea(px(style.paddingTop), px(style.paddingRight), px(style.paddingBottom),
                       px(style.paddingLeft));
  }
  // Registered before SDL's own resize listener (the module is not loaded yet): the table's
  // next frame, which the resize wakes, already has the new insets.
  window.addEventListener('resize', passSafeArea);
  // main() calls it once its table is there (web/table_page.cpp, attach_app), before the first frame.
  cardavia.passSafeArea = passSafeArea;
  window.addEventListener('orientationchange', passSafeArea);

  // [SECTION] Later scripts -------------------------------------------------------------------
  function loadScript(src) {
    var script = document.createElement('script');
    script.src = src;
    document.body.appendChild(script);
  }
  // Glue functions of a script not run yet (`names`): a call waits in glue.waiting[script], in
  // order, and the script makes it when it runs (its last lines).
  function waitFor(script, names) {
    var glue = (cardavia.glue = cardavia.glue || {});
    var waiting = ((glue.waiting = glue.waiting || {})[script] = []);
    names.forEach(function (name) {
      glue[name] = function () { waiting.push([name, Array.prototype.slice.call(arguments)]); };
    });
  }

  // The module writes its report of each drawn frame (web/table_page.h) from the first one on:
  // page/access.js, loaded after it, starts its mirror from the last report (an idle table draws
  // no new one).
  cardavia.wantTable = true;

  // Embed mode is the `embed` option of the query (page/page_options.cpp); any mention of it
  // loads the embed glue (the glue itself checks the option the module parsed). Until
  // page/embed.js has run, the module's calls to it wait here, in order, and it makes them
  // (a host's messages cannot come before it: the frame's load event waits for the script).
  var query = '';
  try { query = decodeURIComponent(window.location.search); } catch (e) { query = window.location.search; }
  if (/embed/i.test(query)) {
    waitFor('embed', ['setEmbedMode', 'post', 'markPlace', 'dragScroll']);
    loadScript('page/embed.js');
  }
  // page/share.js comes after the first frame: a press on the page's share, export or import
  // button (controls.js) or the offer of what can be kept (storage.js) made before it ran waits
  // for it. (Its glue.openInNewTab is not waited for: embed.js calls it only after offerKeeping.)
  waitFor('share', ['press', 'offerKeeping']);

  // [SECTION] Offline -------------------------------------------------------------------------
  // web/page.cpp keeps data-match on <body> while a match runs (not yet over).
  function inMatch() { return body.hasAttribute('data-match'); }

  // The page's service-worker container, or null where workers are not allowed: file: and other
  // schemes, and frames whose storage is blocked (a sandboxed or third-party frame: reading
  // navigator.serviceWorker throws there).
  function workerContainer() {
    if (!/^https?:$/.test(window.location.protocol)) return null;
    try {
      return navigator.serviceWorker || null;
    } catch (e) {
      return null;
    }
  }

  function startOffline() {
    var container = workerContainer();
    if (!container) {
      cardavia.offline = 'not allowed here';
      return;
    }
    // A waiting new build asks every table page before it takes over (web/sw.js).
    container.addEventListener('message', function (event) {
      var data = event.data || {};
      if (data.cardavia === 'in-match?' && event.ports && event.ports[0]) {
        event.ports[0].postMessage({ inMatch: inMatch() });
      }
    });
    container.startMessages();
    container.register('sw.js').then(function (registration) {
      cardavia.offline = 'registered';
      // A new build installed and waiting: it may take over now if no match runs (here or in
      // any other table page: the worker asks them all).
      var offerUpdate = function () {
        if (registration.waiting && !inMatch()) {
          registration.waiting.postMessage({ cardavia: 'activate-if-idle' });
        }
      };
      registration.addEventListener('updatefound', function () {
        var worker = registration.installing;
        if (!worker) return;
        worker.addEventListener('statechange', function () {
          if (worker.state === 'installed') offerUpdate();
        });
      });
      new MutationObserver(offerUpdate).observe(body, { attributes: true, attributeFilter: ['data-match'] });
      offerUpdate();
      // The worker caches only the languages pages have shown (web/sw.js): this table's, which
      // web/language.cpp keeps in <html lang>. (One picked later is fetched through the worker,
      // which keeps it then.)
      container.ready.then(function (ready) {
        ready.active.postMessage({ cardavia: 'keep-language', lang: document.documentElement.lang });
      });
    }, function () {
      // Refused (storage blocked, a private window's rules): the site simply stays online-only.
      cardavia.offline = 'not allowed here';
    });
  }

  // After the first frame (web/page.cpp sets data-first-frame): the page's own downloads come
  // first, and the worker then finds the wasm in the browser's HTTP cache.
  new MutationObserver(function (changes, observer) {
    if (!body.hasAttribute('data-first-frame')) return;
    observer.disconnect();
    loadScript('page/share.js');
    loadScript('page/access.js');
    startOffline();
  }).observe(body, { attributes: true, attributeFilter: ['data-first-frame'] });

  return module;
})();
