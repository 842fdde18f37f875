// Cardavia — the page's elements over the table: its controls, its notes, the glue's start
// (glue.start, setWords, controls, note, word: docs/table.md, "The page's controls"). A button
// runs glue.press(id) (share.js) inside the click; an input sends its text to the table.
(function () {
  'use strict';
  var c = (window.cardavia = window.cardavia || {});
  var glue = (c.glue = c.glue || {});
  var words = {};
  var layer = null;
  var noteTimer = 0;

  glue.word = function (key) { return words[key] || key; };

  // The words again when the table's language, or its table, changed (web/language.h): the
  // page's one channel for words; page/access.js hears of it through glue.onWords.
  glue.setWords = function (pageWords) {
    words = pageWords || {};
    if (typeof glue.onWords === 'function') glue.onWords();
  };

  glue.start = function (options, pageWords) {
    words = pageWords || {};
    (options.bad || []).forEach(function (b) {
      console.warn('Cardavia: the option ' + b.option + '=' + JSON.stringify(b.value) +
                   ' is ignored: ' + b.why + '.');
    });
    if (options.embed) {
      glue.setEmbedded();  // storage.js: this host page's autosave slot
      glue.setEmbedMode();  // embed.js: the mark, the swipe
    }
  };

  // [SECTION] The controls layer
  function theLayer() {
    if (!layer) {
      layer = document.createElement('div');
      layer.id = 'controls';
      document.body.appendChild(layer);
    }
    return layer;
  }

  function place(el, ctl) {
    el.style.left = ctl.x + 'px';
    el.style.top = ctl.y + 'px';
    el.style.width = ctl.w + 'px';
    el.style.height = ctl.h + 'px';
  }

  function make(ctl) {
    var el;
    if (ctl.kind === 'input') {
      el = document.createElement('input');
      el.type = 'text';
      el.className = 'table-input';
      el.inputMode = ctl.id === 'setup:seed' ? 'numeric' : 'text';  // a seed, or a person's name
      el.autocomplete = 'off';
      el.spellcheck = false;
      el.addEventListener('input', function () {
        if (window.Module && Module.tableSetText) Module.tableSetText(ctl.id, el.value);
      });
      el.addEventListener('keydown', function (e) {
        if (e.key === 'Enter' && window.Module && Module.tableAct) Module.tableAct('setup:start');
      });
    } else {
      el = document.createElement('button');
      el.type = 'button';
      el.className = 'table-button';
      el.addEventListener('click', function () { glue.press(el.getAttribute('data-id')); });
    }
    el.setAttribute('data-id', ctl.id);
    el.id = 'ctl-' + ctl.id.replace(/[^a-z0-9_-]/gi, '-');
    return el;
  }

  glue.controls = function (list) {
    var root = theLayer();
    var wanted = Object.create(null);  // no "valueOf" of a prototype
    list.forEach(function (ctl) {
      wanted[ctl.id] = true;
      var el = root.querySelector('[data-id="' + CSS.escape(String(ctl.id)) + '"]');
      if (el && (el.tagName === 'INPUT') !== (ctl.kind === 'input')) { el.remove(); el = null; }
      if (!el) { el = make(ctl); root.appendChild(el); }
      el.setAttribute('aria-label', ctl.label);
      el.classList.toggle('primary', !!ctl.primary);
      if (ctl.kind === 'input') {
        el.placeholder = ctl.hint;
        // The person's typing is the truth while the field has the focus.
        if (document.activeElement !== el && el.value !== ctl.text) el.value = ctl.text;
      }
      place(el, ctl);
    });
    Array.prototype.slice.call(root.children).forEach(function (el) {
      if (!wanted[el.getAttribute('data-id')]) el.remove();
    });
  };

  // [SECTION] Notes
  glue.note = function (text, kind) {
    if (kind === 'problem') console.warn('Cardavia: ' + text);
    var el = document.getElementById('note');
    if (!el) {
      el = document.createElement('div');
      el.id = 'note';
      el.setAttribute('role', 'status');
      el.setAttribute('aria-live', 'polite');
      var line = document.createElement('span');
      var close = document.createElement('button');
      close.type = 'button';
      close.className = 'note-close';
      close.textContent = '×';
      close.addEventListener('click', function () { el.hidden = true; });
      el.appendChild(line);
      el.appendChild(close);
      document.body.appendChild(el);
    }
    el.querySelector('.note-close').setAttribute('aria-label', glue.word('page.close'));
    el.firstChild.textContent = text;
    el.className = kind === 'problem' ? 'problem' : 'info';
    el.hidden = false;
    clearTimeout(noteTimer);
    noteTimer = setTimeout(function () { el.hidden = true; }, kind === 'problem' ? 12000 : 5000);
  };
}());
