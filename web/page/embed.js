// Cardavia — the embed API's side in the page (shared/spec/embed-api.md, docs/embed.md): the
// table in a host page's <iframe>. Part of `window.cardavia.glue` (storage.js, controls.js,
// share.js). The words on the wire are the module's: commands are read and run by the shell
// (Module.tableCommand, app/shell_embed.cpp), messages written by it (glue.post); this file only
// carries them, and keeps to the rules of who may talk to the table:
//   - messages go to window.parent only (never when the page is not framed), to the `origin`
//     option's origin when the address gave one, else to any ("*");
//   - commands are accepted only from window.parent, only from `origin` when given, and only
//     objects with target "cardavia" (anything else is ignored without a word); those arriving
//     before the table is ready wait, in order, and are run once `ready` is posted.
// Embedded (embed=1) it also puts the small "Cardavia" mark over the table (a link that opens the
// full site in a new tab) and sets the canvas's touch-action: pan-y, so that a vertical swipe on
// the felt scrolls the host page (taps still play), except while a sheet that scrolls by drag
// is up (glue.dragScroll); a touch the browser takes for a scroll is no tap (tablePointerCancel).
(function () {
  'use strict';
  var c = (window.cardavia = window.cardavia || {});
  var glue = (c.glue = c.glue || {});
  var framed = window.parent && window.parent !== window;
  var ready = false;
  var waiting = [];  // commands that came before `ready`: {text, origin}

  function hostOrigin() { return (c.options && c.options.origin) || '*'; }

  function send(text) {
    if (!framed || !text) return;
    var message = JSON.parse(text);
    try { window.parent.postMessage(message, hostOrigin()); } catch (e) { /* the host went away */ }
    if (message.type === 'ready') {
      ready = true;
      waiting.splice(0).forEach(function (w) { run(w.text, w.origin); });
    }
  }
  glue.post = send;

  // The `origin` option is known once the module has read the address (glue.start): a command
  // that waited is checked against it then.
  function run(text, origin) {
    if (c.options && c.options.origin && origin !== c.options.origin) return;
    send(window.Module && Module.tableCommand ? Module.tableCommand(text) : '');
  }

  window.addEventListener('message', function (e) {
    var d = e.data;
    if (!framed || e.source !== window.parent) return;
    if (!d || typeof d !== 'object' || d.target !== 'cardavia') return;
    var text;
    try {
      text = JSON.stringify(d);
    } catch (err) {
      // Ours, but not JSON (a cycle, a BigInt): refused as the module refuses what it cannot read.
      var id = null;
      try { id = JSON.parse(JSON.stringify(d.id === undefined ? null : d.id)); } catch (err2) { id = null; }
      text = JSON.stringify({ target: 'cardavia', version: 1, id: id, cmd: 'not-json' });
    }
    if (ready) run(text, e.origin);
    else waiting.push({ text: text, origin: e.origin });
  });

  // [SECTION] Embed mode: the mark, the swipe
  var canvas = document.getElementById('canvas');
  glue.setEmbedMode = function () {
    document.body.classList.add('embedded');
    var mark = document.createElement('a');
    mark.className = 'embed-mark';
    mark.href = './';  // the full site, relative: wherever the table is served from
    mark.target = '_blank';
    mark.rel = 'noopener';
    mark.textContent = 'Cardavia';
    document.body.appendChild(mark);
    if (canvas) {
      canvas.addEventListener('touchcancel', function () {
        if (window.Module && Module.tablePointerCancel) Module.tablePointerCancel();
      });
    }
  };
  // Centred on the table's free slot (the top bar's ⓘ place), or in its corner (x < 0).
  glue.markPlace = function (x, y) {
    var mark = document.querySelector('.embed-mark');
    if (!mark) return;
    mark.classList.toggle('placed', x >= 0);
    mark.style.left = x >= 0 ? x + 'px' : '';
    mark.style.top = x >= 0 ? y + 'px' : '';
  };
  glue.dragScroll = function (tableScrolls) {
    document.body.classList.toggle('drag-scroll', !!tableScrolls);
  };
}());
