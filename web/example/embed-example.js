// Cardavia — the example host page's script (embed-example.html; docs/embed.md): what a rules
// site adds to embed the tables and talk to them. It sets each frame's address (this page's
// origin as `origin`, so the tables post to it only and take commands from it only), logs every
// message from the frames, and sends the commands. Each table starts when its button is pressed or
// when the reader scrolls it into view, never while the page loads: a table's start-up (the wasm's
// compile, the font atlas, the first frames) runs on this page's main thread when the table comes
// from the same origin, and three of them blocked a phone's page for seconds (docs/size.md,
// "Lighthouse"). That is this page's choice, not the embed API's: a host may give each <iframe>
// its src in the HTML (docs/embed.md). `window.embedExample` is for the browser test:
//   send(game, cmd, args) -> Promise of the reply (rejects after 10 s without one)
//   post(game, anything)  posts any object to that frame as it is (no reply awaited)
//   messages              every message received: {game, data}
(function () {
  'use strict';
  var params = new URLSearchParams(window.location.search);
  // Where the tables come from: the page's <meta name="cardavia-table"> ("./", this folder, as
  // shipped). A host that frames another site's tables names them there and in its policy's
  // frame-src, the two together. ?table= may point elsewhere on this page's origin only (the
  // policy is frame-src 'self'): another origin is refused, in the log and the console.
  var declared = document.querySelector('meta[name="cardavia-table"]');
  var table = (declared && declared.content) || './';
  var refusedTable = null;
  if (params.get('table') !== null) {
    var asked = null;
    try {
      asked = new URL(params.get('table'), window.location.href);
    } catch (e) { /* not an address: refused below */ }
    if (asked && asked.origin === window.location.origin) table = asked.href;
    else refusedTable = params.get('table');
  }
  var trusted = params.get('origin') || window.location.origin;
  var frames = {};
  var waiting = {};  // reply promises by id
  var nextId = 1;
  var lastLink = {};  // by game: the last match-end's replay link
  var log = document.getElementById('bench-log');
  var api = (window.embedExample = { messages: [] });

  Array.prototype.forEach.call(document.querySelectorAll('iframe[data-game]'), function (frame) {
    frames[frame.getAttribute('data-game')] = frame;
  });

  // [SECTION] Starting a table: its button, or the reader's scroll
  function start(game) {
    var frame = frames[game];
    if (frame.getAttribute('src')) return;
    frame.src = table + '?embed=1&game=' + game + '&origin=' + encodeURIComponent(trusted);
    frame.hidden = false;
    var button = frame.parentNode.querySelector('button.play-here');
    if (button) button.remove();
  }
  Array.prototype.forEach.call(document.querySelectorAll('button.play-here'), function (button) {
    button.addEventListener('click', function () { start(button.getAttribute('data-play')); });
  });
  // After the reader's first scroll, each table whose place comes into view (120 px early) starts.
  window.addEventListener('scroll', function firstScroll() {
    window.removeEventListener('scroll', firstScroll);
    if (!('IntersectionObserver' in window)) return;
    var seen = new IntersectionObserver(function (entries) {
      entries.forEach(function (entry) {
        if (!entry.isIntersecting) return;
        seen.unobserve(entry.target);
        start(entry.target.querySelector('iframe[data-game]').getAttribute('data-game'));
      });
    }, { rootMargin: '120px 0px' });
    Array.prototype.forEach.call(document.querySelectorAll('.frame-holder'), function (holder) { seen.observe(holder); });
  }, { passive: true });
  // The table's origin: messages from anywhere else are not the table's.
  var tableOrigin = new URL(table, window.location.href).origin;

  function gameOf(source) {
    for (var g in frames) if (frames[g].contentWindow === source) return g;
    return null;
  }

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

  window.addEventListener('message', function (e) {
    var game = gameOf(e.source);
    var d = e.data;
    if (!game || e.origin !== tableOrigin || !d || d.source !== 'cardavia') return;
    api.messages.push({ game: game, data: d });
    show(game, d, false);
    if (d.type === 'resize' && typeof d.height === 'number') {
      frames[game].style.height = Math.max(300, Math.min(900, Math.round(d.height))) + 'px';
    }
    if (d.type === 'match-end' && d.link) lastLink[game] = d.link;
    if (d.type === 'reply' && waiting[d.id]) {
      waiting[d.id](d);
      delete waiting[d.id];
    }
  });

  api.post = function (game, message) {
    start(game);  // a command to a table not started starts it (this one is lost: it is not ready yet)
    show(game, message, true);
    frames[game].contentWindow.postMessage(message, tableOrigin);
  };
  api.send = function (game, cmd, args) {
    var id = 'ex-' + nextId++;
    return new Promise(function (resolve, reject) {
      waiting[id] = resolve;
      api.post(game, { target: 'cardavia', version: 1, id: id, cmd: cmd, args: args || {} });
      setTimeout(function () {
        if (waiting[id]) { delete waiting[id]; reject(new Error('no reply to ' + cmd)); }
      }, 10000);
    });
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
