// Cardavia — <cardavia-table>: a table on another site's page in two lines (docs/embed.md, "The
// element"), on top of the embed API (shared/spec/embed-api.md), which stays as written:
//   <script type="module" src="https://HOST/PATH/cardavia-table.js"></script>
//   <cardavia-table game="cucu" lang="uk"></cardavia-table>
// Dependency-free, no `export`: the same file works as an ES module and as a classic <script>.
//   [SECTION] Where the tables come from   the script's own folder, unless `src` says otherwise
//   [SECTION] Attributes → the address     each attribute is one URL option of the contract
//   [SECTION] Size                         the table's own wish (EmbedBridge::wanted_height),
//                                          reserved before the frame loads: no layout shift
//   [SECTION] The element                  lazy frame, events, Promise methods, live attributes
(function () {
  'use strict';
  if (!window.customElements || window.customElements.get('cardavia-table')) return;

  // [SECTION] Where the tables come from ---------------------------------------------------------
  // document.currentScript is the classic script; a module has none, so find the tag by name.
  var script = document.currentScript || document.querySelector('script[src*="cardavia-table.js"]');
  var scriptBase = new URL('./', script ? script.src : window.location.href).href;

  // [SECTION] Attributes → the address -----------------------------------------------------------
  // Sent as the new-match command when changed after load, and as set-settings.
  var MATCH = ['game', 'players', 'level', 'seed'];
  var SETTINGS = ['lang', 'speed', 'motion', 'suits', 'sound'];
  var THEME = ['contrast', 'grain', 'temperature'];
  var AT_START = ['undo'];  // read when the frame is made (undo="on": take-backs, docs/undo.md)
  var OBSERVED = MATCH.concat(SETTINGS, ['theme', 'replay', 'deal', 'src']);

  // theme="contrast:70 grain:20 temperature:40" (spaces, commas or semicolons between; = or :).
  function themeOf(text) {
    var out = {};
    (text || '').split(/[\s,;]+/).forEach(function (pair) {
      var kv = pair.split(/[:=]/);
      if (THEME.indexOf(kv[0]) >= 0 && kv[1] !== undefined && kv[1] !== '') out[kv[0]] = kv[1];
    });
    return out;
  }

  // A replay link (any URL with #r=…) or its bare payload: the payload.
  function payloadOf(text) {
    var at = text.indexOf('#r=');
    return (at >= 0 ? text.slice(at + 3) : text).split('&')[0];
  }

  // The host's origin, for the table to post to it alone and obey it alone (file: pages have none).
  function hostOrigin() {
    return /^https?:$/.test(window.location.protocol) ? window.location.origin : '';
  }

  // [SECTION] Size -------------------------------------------------------------------------------
  // The table's wish from the frame's width (app/shell/embed_bridge.cpp, wanted_height): a narrow
  // frame a phone's portrait shape, a wide one a landscape table. The same figure the table posts
  // in `resize`, so the space reserved before load is the space it keeps.
  function wantedHeight(width) {
    return Math.floor(width < 600 ? Math.min(760, Math.max(560, width * 1.6))
                                  : Math.min(720, Math.max(500, width * 0.66)));
  }

  var STYLE = ':host{display:block;width:100%;min-height:500px;position:relative;contain:layout}' +
    'iframe{display:block;border:0;width:100%;height:100%}' +
    '.wait{position:absolute;inset:0;display:flex;align-items:center;justify-content:center}' +
    ':host([started]) .wait{display:none}';
  var sheet = null;  // one for every element

  // [SECTION] The element ------------------------------------------------------------------------
  class CardaviaTable extends HTMLElement {
    static get observedAttributes() { return OBSERVED; }

    constructor() {
      super();
      this._root = this.attachShadow({ mode: 'open' });
      this._root.innerHTML = '<div class="wait"><slot></slot></div>';
      // A constructed sheet, not a <style>: a host's CSP (style-src without 'unsafe-inline') would
      // refuse the element's inline style; the CSSOM is not subject to it.
      if (this._root.adoptedStyleSheets && window.CSSStyleSheet && CSSStyleSheet.prototype.replaceSync) {
        sheet = sheet || new CSSStyleSheet();
        if (!sheet.cssRules.length) sheet.replaceSync(STYLE);
        this._root.adoptedStyleSheets = [sheet];
      } else {
        var style = document.createElement('style');
        style.textContent = STYLE;
        this._root.appendChild(style);
      }
      this._frame = null;
      this._ready = false;
      this._queue = [];     // commands posted before `ready`
      this._pending = {};   // reply handlers by id
      this._next = 1;
      this._onMessage = this._onMessage.bind(this);
    }

    connectedCallback() {
      window.addEventListener('message', this._onMessage);
      this._fit();
      var self = this;
      if (window.ResizeObserver && !this._sizer) {
        this._sizer = new ResizeObserver(function () { self._fit(); });
        this._sizer.observe(this);
      }
      if (this.hasAttribute('eager') || !window.IntersectionObserver) return this.start();
      // start="tap": only the person's tap (on what the host put inside) or a method starts it.
      if (!this._tap) {
        this._tap = true;
        this.addEventListener('click', function () { self.start(); });
      }
      if (this.getAttribute('start') === 'tap' || this._near) return;
      // Lazy, as loading="lazy": when the element comes near the viewport.
      this._near = new IntersectionObserver(function (entries) {
        if (entries.some(function (e) { return e.isIntersecting; })) self.start();
      }, { rootMargin: '200px 0px' });
      this._near.observe(this);
    }

    disconnectedCallback() {
      window.removeEventListener('message', this._onMessage);
      if (this._near) { this._near.disconnect(); this._near = null; }
      if (this._sizer) { this._sizer.disconnect(); this._sizer = null; }
      var pending = this._pending;
      this._pending = {};
      Object.keys(pending).forEach(function (id) { pending[id].reject(new Error('the table was removed')); });
    }

    // The frame's width is the element's inside its borders: the width the table measures.
    _fit() {
      var width = this.clientWidth;
      if (width > 0) this.style.height = wantedHeight(width) + 'px';
    }

    // The frame's address: the tables' base, embed=1, this page's origin, one option a attribute.
    _address() {
      var q = new URLSearchParams({ embed: '1' });
      var origin = hostOrigin();
      if (origin) q.set('origin', origin);
      var self = this;
      MATCH.concat(SETTINGS, AT_START).forEach(function (name) {
        var v = self.getAttribute(name);
        if (v !== null && v !== '') q.set(name, v);
      });
      var theme = themeOf(this.getAttribute('theme'));
      Object.keys(theme).forEach(function (k) { q.set(k, theme[k]); });
      if (this.hasAttribute('autostart')) q.set('autostart', '1');
      var hash = '';
      var replay = this.getAttribute('replay');
      var deal = this.getAttribute('deal');  // "daily" or "daily/2026-12-01"
      if (replay) hash = '#r=' + payloadOf(replay);
      else if (deal && /^daily(\/\d{4}-\d\d-\d\d)?$/.test(deal)) {
        hash = '#daily-' + (this.getAttribute('game') || 'cabo') + deal.slice(5);
      }
      return new URL(this.getAttribute('src') || scriptBase, scriptBase).href.split(/[?#]/)[0] +
        '?' + q.toString() + hash;
    }

    // Makes the frame (once): lazy, eager, a tap or a method call.
    start() {
      if (this._frame) return;
      if (this._near) { this._near.disconnect(); this._near = null; }
      var frame = document.createElement('iframe');
      frame.title = this.getAttribute('title') || 'Cardavia ' + (this.getAttribute('game') || 'cabo');
      frame.allow = 'web-share; clipboard-write; fullscreen';
      frame.src = this._address();
      this._frame = frame;
      this._origin = new URL(frame.src).origin;
      this.setAttribute('started', '');
      this._root.appendChild(frame);
    }

    // The iframe (null until started): for a host that also speaks the postMessage API itself.
    get frame() { return this._frame; }

    _onMessage(e) {
      var d = e.data;
      if (!this._frame || e.source !== this._frame.contentWindow || e.origin !== this._origin) return;
      if (!d || typeof d !== 'object' || d.source !== 'cardavia' || typeof d.type !== 'string') return;
      if (d.type === 'ready') {
        this._ready = true;
        this._queue.splice(0).forEach(this._post, this);
      }
      if (d.type === 'resize' && typeof d.height === 'number') {
        this.style.height = Math.max(300, Math.min(900, Math.round(d.height))) + 'px';
      }
      if (d.type === 'reply' && this._pending[d.id]) {
        var p = this._pending[d.id];
        delete this._pending[d.id];
        if (d.ok) p.resolve(d.result);
        else {
          var err = new Error(d.error);
          err.reply = d;
          p.reject(err);
        }
      }
      this.dispatchEvent(new CustomEvent(d.type, { detail: d }));
    }

    _post(message) {
      if (!this._ready) return this._queue.push(message);
      this._frame.contentWindow.postMessage(message, this._origin);
    }

    // Any command of the embed API: a Promise of its result, rejected with the table's message
    // (err.reply: the whole reply) when the table refuses it. Starts the table if it has not.
    command(cmd, args) {
      var id = 'el-' + this._next++;
      var self = this;
      this.start();
      return new Promise(function (resolve, reject) {
        self._pending[id] = { resolve: resolve, reject: reject };
        self._post({ target: 'cardavia', version: 1, id: id, cmd: cmd, args: args || {} });
      });
    }

    newMatch(options) { return this.command('new-match', options); }
    // A save (its JSON text or object), a replay link or payload ({link}), or {save|link, step}.
    load(save) {
      var args = save;
      if (typeof save === 'string') args = /^\s*\{/.test(save) ? { save: save } : { link: save };
      else if (save && !('save' in save) && !('link' in save)) args = { save: save };
      return this.command('load', args);
    }
    getState() { return this.command('get-state'); }
    setSettings(settings) { return this.command('set-settings', settings); }

    // An attribute changed after the table started: the command that makes it true now.
    attributeChangedCallback(name, before, after) {
      if (!this._frame || before === after) return;
      var self = this, args = {};
      if (name === 'theme') {
        var theme = themeOf(after);
        Object.keys(theme).forEach(function (k) { args[k] = Number(theme[k]); });
        if (Object.keys(args).length) this.setSettings(args).catch(function () {});
      } else if (SETTINGS.indexOf(name) >= 0 && after) {
        args[name] = name === 'suits' ? Number(after) : name === 'sound' ? after === 'on' : after;
        this.setSettings(args).catch(function () {});
      } else if (MATCH.indexOf(name) >= 0) {
        MATCH.forEach(function (m) {
          var v = self.getAttribute(m);
          if (v) args[m] = m === 'players' ? Number(v) : v;
        });
        this.newMatch(args).catch(function () {});
      } else if (name === 'replay' && after) {
        this.load({ link: payloadOf(after) }).catch(function () {});
      }
    }
  }

  window.customElements.define('cardavia-table', CardaviaTable);
}());
