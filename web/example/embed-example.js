// Cardavia — the example host page's script (embed-example.html; docs/embed.md): what a rules
// site adds around its <cardavia-table> elements — nothing, to play; this page adds a log of every
// message the tables post (the elements re-dispatch each as a DOM event) and the commands' buttons
// (the elements' Promise methods). Each table starts when its button is pressed (start="tap") or
// when the reader scrolls it into view, never while the page loads: a table's start-up (the wasm's
// compile, the font atlas, the first frames) runs on this page's main thread when the table comes
// from the same origin, and three of them blocked a phone's page for seconds (docs/size.md,
// "Lighthouse"). That is this page's choice: an element without start="tap" starts as it nears
// the viewport (docs/embed.md). `window.embedExample` is for the browser test:
//   send(game, cmd, args) -> Promise of the reply message, ok or not (rejects after 10 s without one)
//   post(game, anything)  posts any object to that table's frame as it is (no reply awaited)
//   messages              every message received: {game, data}
(function () {
  'use strict';
  var params = new URLSearchParams(window.location.search);
  // Where the tables come from: the page's <meta name="cardavia-table"> ("./", this folder, as
  // shipped), given to each element as its `src`. ?table= may point elsewhere on this page's
  // origin only (the policy is frame-src 'self'): another origin is refused, in the log and the
  // console.
  var declared = document.querySelector('meta[name="cardavia-table"]');
  var table = new URL((declared && declared.content) || './', window.location.href).href;
  var refusedTable = null;
  if (params.get('table') !== null) {
    var asked = null;
    try {
      asked = new URL(params.get('table'), window.location.href);
    } catch (e) { /* not an address: refused below */ }
    if (asked && asked.origin === window.location.origin) table = asked.href;
    else refusedTable = params.get('table');
  }
  var TYPES = ['ready', 'resize', 'match-start', 'move', 'round-end', 'match-end', 'error', 'reply'];
  var tables = {};
  var lastLink = {};  // by game: the last match-end's replay link
  var log = document.getElementById('bench-log');
  var api = (window.embedExample = { messages: [] });

  function show(game, data, outgoing) {
    var li = document.createElement('li');
    li.className = outgoing ? 'out' : data.type === 'error' || data.ok === false ? 'problem' : 'in';
    var who = document.createElement('b');
    who.textContent = (outgoing ? '→ ' : '← ') + game + ' ';
    var text = document.createElement('code');
    text.textContent = JSON.stringify(data);
    li.appendChild(who);
    li.appendChild(text);
    log.insertBefore(li, log.firstChild);
    while (log.children.length > 200) log.removeChild(log.lastChild);
  }

  Array.prototype.forEach.call(document.querySelectorAll('cardavia-table'), function (el) {
    var game = el.getAttribute('game');
    tables[game] = el;
    el.setAttribute('src', table);
    TYPES.forEach(function (type) {
      el.addEventListener(type, function (e) {
        api.messages.push({ game: game, data: e.detail });
        show(game, e.detail, false);
        if (type === 'match-end' && e.detail.link) lastLink[game] = e.detail.link;
      });
    });
  });

  if (refusedTable !== null) {
    var why = '?table=' + refusedTable + ' refused: this page frames the tables of its own origin only ' +
      '(its policy: frame-src \'self\'); the tables come from ' + table;
    console.warn(why);
    var li = document.createElement('li');
    li.className = 'problem';
    li.textContent = why;
    log.appendChild(li);
    api.refused = why;
  }

  // After the reader's first scroll, each table whose place comes into view (120 px early) starts.
  window.addEventListener('scroll', function firstScroll() {
    window.removeEventListener('scroll', firstScroll);
    if (!('IntersectionObserver' in window)) return;
    var seen = new IntersectionObserver(function (entries) {
      entries.forEach(function (entry) {
        if (!entry.isIntersecting) return;
        seen.unobserve(entry.target);
        customElements.whenDefined('cardavia-table').then(function () { entry.target.start(); });
      });
    }, { rootMargin: '120px 0px' });
    Object.keys(tables).forEach(function (game) { seen.observe(tables[game]); });
  }, { passive: true });

  // The element's methods exist once its script has run (a module: after this one).
  function element(game) {
    return customElements.whenDefined('cardavia-table').then(function () { return tables[game]; });
  }

  api.post = function (game, message) {
    show(game, message, true);
    element(game).then(function (el) {
      el.start();  // a message to a table not started starts it (this one is lost: not ready yet)
      el.frame.contentWindow.postMessage(message, new URL(el.frame.src).origin);
    });
  };
  api.send = function (game, cmd, args) {
    show(game, { cmd: cmd, args: args || {} }, true);
    var reply = element(game).then(function (el) {
      // The element answers with the result, or rejects with the table's message (err.reply).
      return el.command(cmd, args).then(function (result) {
        return { type: 'reply', ok: true, result: result };
      }, function (err) {
        if (err.reply) return err.reply;
        throw err;
      });
    });
    var late = new Promise(function (resolve, reject) {
      setTimeout(function () { reject(new Error('no reply to ' + cmd)); }, 10000);
    });
    return Promise.race([reply, late]);
  };

  // [SECTION] The bench's buttons
  var choose = document.getElementById('bench-game');
  Array.prototype.forEach.call(document.querySelectorAll('button[data-cmd]'), function (button) {
    button.addEventListener('click', function () {
      var game = choose.value;
      var cmd = button.getAttribute('data-cmd');
      var sent;
      if (cmd === 'new-match') sent = api.send(game, 'new-match', { level: 'easy' });
      else if (cmd === 'load') sent = api.send(game, 'load', { link: lastLink[game] || '#r=not-a-link' });
      else if (cmd === 'set-settings') sent = api.send(game, 'set-settings', { contrast: 75, speed: 'fast' });
      else if (cmd === 'malformed') sent = api.send(game, 'new-match', { players: 'many' });
      else sent = api.send(game, cmd, {});
      sent.catch(function (err) { show(game, { problem: String(err) }, false); });
    });
  });
  document.getElementById('bench-clear').addEventListener('click', function () { log.textContent = ''; });
}());
