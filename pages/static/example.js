// Cardavia — a game page's worked example, stepped through on the table (the replay viewer).
// Progressive enhancement: without scripts (or when the table cannot start) the example reads as
// words, the static diagram and the score table, with its save file to download.
//
// The slot (pages/templates/example.html.j2, `.replay[data-save]`) becomes an <iframe> of the
// embedded table in the page's language (data-src: ../../?embed=1&game=G&lang=L, relative, so the
// site works from any subfolder), made when its button is tapped or when the reader scrolls the
// slot into view — never at load (pages.js's onceScrolledIntoView: a table's start-up would block
// the page while it loads).
// Once the table says `ready` (docs/embed.md) it is handed the save record next to the page
// (data-save: example.cardavia.json, `view: "open"`) with the embed API's `load`; the record opens
// in the replay viewer, face up, at its first step, and the reader steps through it with the
// viewer's own controls. The frame stays hidden until the table answers "replay"; any other
// answer (a refused record, a failed fetch) takes the frame away and says so in the slot.
// Offline: the record and the table are in the site's service worker like every file
// (scripts/build_offline.py). The comfort sliders reach this frame as they reach the table's
// (pages.js, tellTables).
(function () {
  'use strict';
  var slot = document.querySelector('.replay[data-save][data-src]');
  if (!slot || !window.fetch || !window.JSON) return;
  var LOAD_ID = 'example-load';
  var frame = null;
  var record = null;   // the save record's JSON text, once fetched
  var ready = false;   // the table in the frame said `ready`
  var sent = false;

  function post(message) {
    var origin = window.location.origin && window.location.origin !== 'null' ? window.location.origin : '*';
    try { frame.contentWindow.postMessage(message, origin); } catch (e) { /* the frame went away */ }
  }

  function loadWhenBothArrived() {
    if (sent || !ready || record === null) return;
    sent = true;
    post({ target: 'cardavia', version: 1, id: LOAD_ID, cmd: 'load', args: { save: record } });
  }

  function giveUp(why) {
    if (frame) { frame.remove(); frame = null; }
    slot.classList.remove('open', 'loading');
    var note = document.createElement('p');
    note.className = 'replay-failed';
    note.setAttribute('role', 'status');
    note.textContent = slot.getAttribute('data-failed') || '';
    slot.appendChild(note);
    if (window.console) console.warn('Cardavia example: ' + why);
  }

  function mount() {
    if (frame || slot.classList.contains('open')) return;
    var button = slot.querySelector('button.replay-open');
    if (button) button.remove();
    frame = document.createElement('iframe');
    frame.className = 'cardavia-table';
    frame.src = slot.getAttribute('data-src');
    frame.title = slot.getAttribute('data-title') || 'Cardavia';
    frame.setAttribute('allow', 'web-share; clipboard-write; fullscreen');
    slot.classList.add('open', 'loading');
    slot.appendChild(frame);
    fetch(slot.getAttribute('data-save')).then(function (response) {
      if (!response.ok) throw new Error('the save record answered ' + response.status);
      return response.text();
    }).then(function (text) {
      record = text;
      loadWhenBothArrived();
    }).catch(function (error) { giveUp(String(error && error.message || error)); });
  }

  window.addEventListener('message', function (e) {
    var d = e.data;
    if (!frame || e.source !== frame.contentWindow || !d || d.source !== 'cardavia') return;
    if (d.type === 'ready') {
      ready = true;
      loadWhenBothArrived();
    } else if (d.type === 'reply' && d.id === LOAD_ID) {
      if (d.ok && d.result && d.result.screen === 'replay') slot.classList.remove('loading');
      else giveUp('the table did not open the record: ' + (d.error || JSON.stringify(d.result)));
    } else if (d.type === 'resize' && typeof d.height === 'number' && d.height >= 200 && d.height <= 2000) {
      frame.style.height = Math.round(d.height) + 'px';
    }
  });

  // The button: for a reader who taps before the slot is in view, where there is no
  // IntersectionObserver, and for a slot already in view at load (a large screen).
  var button = document.createElement('button');
  button.type = 'button';
  button.className = 'button replay-open';
  button.textContent = slot.getAttribute('data-open') || '▶';
  button.addEventListener('click', mount);
  slot.appendChild(button);
  if (window.cardaviaPages) window.cardaviaPages.onceScrolledIntoView(slot, mount);
}());
