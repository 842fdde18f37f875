// Cardavia — the embed API in the page (docs/embed.md, "Commands to the table"): carries
// text between postMessage and the module (Module.tableCommand, glue.post). Only embedded
// (embed=1) and with no refused `origin`; to and from window.parent only, from `origin` when
// given; only {target: "cardavia"} objects; sizes and ids checked before anything is copied into
// the module (a stand-in it refuses says why: page/embed_command.h). Commands before `ready` wait.
(function () {
  'use strict';
  var c = (window.cardavia = window.cardavia || {});
  var glue = (c.glue = c.glue || {});
  var framed = window.parent && window.parent !== window;
  var MAX = 512 * 1024;  // kMaxCommandBytes
  var ready = false;
  var waiting = [];  // {text, origin}, at most 64

  // c.options: set by the module before glue.start; until then commands wait.
  function open() { return !!c.options && !!c.options.embed && !c.options.origin_refused; }

  function send(text) {
    if (!framed || !text || !open()) return;
    var message = JSON.parse(text);
    try { window.parent.postMessage(message, c.options.origin || '*'); } catch (e) { /* gone */ }
    if (message.type === 'ready') {
      ready = true;
      waiting.splice(0).forEach(function (w) { run(w.text, w.origin); });
    }
  }
  glue.post = send;

  function run(text, origin) {
    if (!open() || (c.options.origin && origin !== c.options.origin)) return;
    send(window.Module && Module.tableCommand ? Module.tableCommand(text) : '');
  }

  // Whether `v` as JSON would pass `limit` characters, measured without writing it (no recursion:
  // no depth too deep; a cycle grows until it passes).
  function longer(v, limit) {
    var size = 0, stack = [v];
    while (stack.length && size <= limit) {
      v = stack.pop();
      if (typeof v === 'string') size += v.length + 2;
      else if (v && typeof v === 'object') {
        Object.keys(v).forEach(function (k) { size += k.length + 4; stack.push(v[k]); });
        size += 2;
      } else size += String(v).length + 1;
    }
    return size > limit;
  }

  // The command's JSON text, or a stand-in the module refuses with why.
  function commandText(d) {
    var id = d.id;
    var idOk = id === undefined || typeof id === 'string' || (typeof id === 'number' && isFinite(id));
    function standIn(why) {
      return JSON.stringify({ target: 'cardavia', version: 1, id: idOk ? id : undefined, refused: why });
    }
    if (!idOk) return standIn('bad-id');
    if (longer(d, MAX)) return standIn('too-long');
    var text;
    try { text = JSON.stringify(d); } catch (e) { return standIn('not-json'); }  // a BigInt
    return new TextEncoder().encode(text).length > MAX ? standIn('too-long') : text;
  }

  window.addEventListener('message', function (e) {
    var d = e.data;
    if (!framed || e.source !== window.parent || (c.options && !open())) return;
    if (!d || typeof d !== 'object' || d.target !== 'cardavia') return;
    var text = commandText(d);
    if (ready) run(text, e.origin);
    else if (waiting.length < 64) waiting.push({ text: text, origin: e.origin });
  });

  // [SECTION] Embed mode: the mark, the swipe
  glue.setEmbedMode = function () {
    if (!open()) waiting = [];  // a refused origin (glue.start warned)
    document.body.classList.add('embedded');
    var mark = document.createElement('a');
    mark.className = 'embed-mark';
    mark.href = './';  // the full site, relative: wherever the table is served from
    mark.target = '_blank';
    mark.rel = 'noopener';
    mark.textContent = 'Cardavia';
    // Where this frame can keep nothing (storage.js), the mark takes the match at the table along
    // to the site, where it is kept (share.js, glue.openInNewTab): no progress lost by going.
    mark.addEventListener('click', function (e) {
      if (!glue.keepsNothing || !glue.openInNewTab) return;
      e.preventDefault();
      glue.openInNewTab();
    });
    document.body.appendChild(mark);
    // A touch the browser takes for a scroll of the host page ends on no target: the table hears
    // its touchcancel itself (frontend/sdl_platform.cpp).
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

  // The module's calls made before this script ran, kept by boot.js: made now, in order.
  ((glue.waiting || {}).embed || []).splice(0).forEach(function (call) { glue[call[0]].apply(null, call[1]); });
}());
