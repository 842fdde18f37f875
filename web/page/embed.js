// Cardavia — the embed API's side in the page (shared/spec/embed-api.md, docs/embed.md): the
// table in a host page's <iframe>. Part of `window.cardavia.glue` (storage.js, controls.js,
// share.js). The words on the wire are the module's: commands are read and run by the shell
// (Module.tableCommand, app/shell_embed.cpp), messages written by it (glue.post); this file only
// carries them, and keeps to the rules of who may talk to the table:
//   - nothing at all unless the address says embed=1: a page that frames the site itself gets no
//     message and its commands are not obeyed (they would reach the site's own autosave);
//   - an `origin` option that was given but is not an origin closes the channel: nothing posted,
//     nothing obeyed, a console warning (never a fall back to any origin);
//   - messages go to window.parent only (never when the page is not framed), to the `origin`
//     option's origin when the address gave one, else to any ("*");
//   - commands are accepted only from window.parent, only from `origin` when given, and only
//     objects with target "cardavia" (anything else is ignored without a word); those arriving
//     before the table is ready wait, in order (at most MAX_WAITING), and are run once `ready`
//     is posted;
//   - sizes are checked here before anything is copied into the module: a command whose JSON
//     would pass MAX_BYTES is measured without being written out, and the module is handed a
//     short stand-in it refuses with why (`refused`, page/embed_command.h); an `id` that is not a
//     string or a number is never copied (a deep one could exhaust the module's stack).
// Embedded (embed=1) it also puts the small "Cardavia" mark over the table (a link that opens the
// full site in a new tab) and sets the canvas's touch-action: pan-y, so that a vertical swipe on
// the felt scrolls the host page (taps still play), except while a sheet that scrolls by drag
// is up (glue.dragScroll); a touch the browser takes for a scroll is no tap (tablePointerCancel).
(function () {
  'use strict';
  var c = (window.cardavia = window.cardavia || {});
  var glue = (c.glue = c.glue || {});
  var framed = window.parent && window.parent !== window;
  var MAX_BYTES = 512 * 1024;  // page/embed_command.h: kMaxCommandBytes
  var MAX_WAITING = 64;
  var ready = false;
  var waiting = [];  // commands that came before `ready`: {text, origin}

  // The channel, once the module has read the address (c.options, set before glue.start): open
  // only embedded, and not with an `origin` that was refused. Unknown before: commands wait.
  function known() { return !!c.options; }
  function open() { return known() && !!c.options.embed && !c.options.origin_refused; }
  function hostOrigin() { return c.options.origin || '*'; }

  function send(text) {
    if (!framed || !text || !open()) return;
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
    if (!open() || (c.options.origin && origin !== c.options.origin)) return;
    send(window.Module && Module.tableCommand ? Module.tableCommand(text) : '');
  }

  // Whether `value` written as JSON would pass `limit` characters: measured without writing it
  // (no recursion, so no depth is too deep; a cycle only grows until it passes). Strings count
  // their length, numbers their digits, every value a little for its punctuation; the real size
  // is checked again on the text when this says it fits.
  function longerThan(value, limit) {
    var size = 0;
    var stack = [value];
    while (stack.length) {
      var v = stack.pop();
      if (typeof v === 'string') size += v.length + 2;
      else if (typeof v === 'number') size += String(v).length + 1;
      else if (v && typeof v === 'object') {
        var keys = Object.keys(v);
        size += 2;
        for (var i = 0; i < keys.length; ++i) {
          size += keys[i].length + 4;
          stack.push(v[keys[i]]);
          if (size > limit) return true;
        }
      } else size += 5;
      if (size > limit) return true;
    }
    return false;
  }
  function utf8Length(text) {
    if (text.length * 3 <= MAX_BYTES) return text.length;  // cannot pass: no need to count
    return new TextEncoder().encode(text).length;
  }

  // What the module is handed for a command object: its JSON text, or a short stand-in the module
  // refuses with the reason (`id` echoed when it is a string or a number).
  function commandText(d) {
    var id = d.id;
    var idOk = id === undefined || typeof id === 'string' || (typeof id === 'number' && isFinite(id));
    function standIn(why) {
      var s = { target: 'cardavia', version: 1, refused: why };
      if (idOk && id !== undefined && !longerThan(id, 4096)) s.id = id;
      return JSON.stringify(s);
    }
    if (!idOk) return standIn('bad-id');
    if (longerThan(d, MAX_BYTES)) return standIn('too-long');
    var text;
    try {
      text = JSON.stringify(d);
    } catch (err) {
      return standIn('not-json');  // ours, but not JSON (a BigInt)
    }
    if (text === undefined) return standIn('not-json');
    return utf8Length(text) > MAX_BYTES ? standIn('too-long') : text;
  }

  window.addEventListener('message', function (e) {
    var d = e.data;
    if (!framed || e.source !== window.parent) return;
    if (known() && !open()) return;  // not embedded, or the channel closed: not even read
    if (!d || typeof d !== 'object' || d.target !== 'cardavia') return;
    var text = commandText(d);
    if (ready) run(text, e.origin);
    else if (waiting.length < MAX_WAITING) waiting.push({ text: text, origin: e.origin });
  });

  // [SECTION] Embed mode: the mark, the swipe
  var canvas = document.getElementById('canvas');
  glue.setEmbedMode = function () {
    // A refused origin: its console warning (glue.start's, for each bad option) says the table
    // posts nothing and obeys nothing; what waited is dropped.
    if (!open()) waiting = [];
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
