// Cardavia — the table for the keyboard and the screen reader (docs/accessibility.md). A canvas
// is invisible to a screen reader and deaf to Tab; this script keeps, beside it, what both need,
// built only from the table's report (web/table_page.h) — never from the pixels:
//
//   the mirror       a real <button> per enabled target, named by its label in the table's
//                    language, laid over the target's box, in reading order, keyed by the
//                    target's id (focus survives redraws); not catching the pointer. Activating
//                    one (Enter, Space, a screen reader's double tap) acts through
//                    Module.tableAct(id) — the path of a tap. A last button says the table in
//                    words (Module.tableDescribe). The page's own controls over the table (the
//                    seed field, "Open a match…": page/controls.js's #controls layer) are real
//                    elements already: the layer is moved into the mirror at their place in the
//                    reading order, so Tab reaches them where they are on the screen.
//   the focus ring   the focused button's id goes to the wasm (Module.tableFocus), which draws
//                    the ring on the canvas (app/table/focus_ring.h)
//   the live region  aria-live="polite": the lines the table says (report.speech, decided in
//                    C++ and worded there, app/table/table_speech.h) — each move's log line, the
//                    prompt when the person's turn begins, the coach's reason, the table in words
//                    at a round's or the match's end — each once; and the table in words on T.
//                    Each line is a new node, so a line said again later is spoken again.
//   the chart        the chart a screen draws (report.chart: the totals by round on a round's or
//                    the match's end, the last matches on the statistics screen) as a <table>
//                    with its caption, a row per round (match), a column per seat (side, game),
//                    visually hidden after the mirror: a screen reader reads it, Tab passes it by
//   the keys         Tab / Shift+Tab (the browser's own, over the mirror's order), the arrow keys
//                    (Left/Right: the previous/next target; Up/Down: the nearest target of the
//                    row above/below), Enter / Space (the button's own), Escape (closes the ☰
//                    menu; backs out of a choice, such as Chkobba's capture choice; on a round's
//                    end, goes on; on the new-match sheet, back), T (the table in words); on the
//                    canvas (a click gives it the focus), Tab and Escape come back to the mirror
//
// An idle table draws no frame and sends no report: the mirror changes only when a report comes
// (window.cardavia.onTable, called by the module after each drawn frame), and this script never
// asks for a frame, except through Module.tableFocus when the focus moves. It is loaded after the
// first frame (web/boot.js), so it starts from the last report the module wrote. The table
// listens for keys on the canvas only (SDL's keyboard element, frontend/sdl_platform.h), so none of these keys reach the
// table's ImGui unless the canvas itself has the focus.
(function () {
  'use strict';
  var c = (window.cardavia = window.cardavia || {});
  c.wantTable = true;  // the module reports every drawn frame (web/table_page.h)

  var mirror = null;         // <div id="table-mirror">: the buttons
  var live = null;           // <div id="table-live">: what is said
  var describe = null;       // the mirror's last button: the table in words
  var buttons = new Map();   // target id -> its <button>
  var order = [];            // the buttons in reading order (describe last)
  var said = { table: 0, count: 0 };  // the table's speech said so far (speak())
  var focusLost = false;     // the focused target went away: focus the next one that comes
  var lastControl = null;    // the page's control that last had the focus (the seed field)
  var kLiveKept = 40;        // nodes kept in the live region (older ones are removed)
  var chartBox = null;       // <div id="table-chart">: the chart as a table (showChart)
  var chartShown = '';       // the chart the table was built from (JSON), '' for none

  function api(name) {
    var m = window.Module;
    return m && typeof m[name] === 'function' ? m[name] : null;
  }

  // [SECTION] The elements
  function build() {
    mirror = document.createElement('div');
    mirror.id = 'table-mirror';
    mirror.setAttribute('role', 'group');
    mirror.tabIndex = -1;  // holds the focus while the table has nothing to offer
    live = document.createElement('div');
    live.id = 'table-live';
    live.className = 'visually-hidden';
    live.setAttribute('role', 'log');
    live.setAttribute('aria-live', 'polite');
    live.setAttribute('aria-relevant', 'additions');
    describe = document.createElement('button');
    describe.type = 'button';
    describe.id = 'table-describe';
    describe.addEventListener('click', sayTable);
    describe.addEventListener('focus', function () { focusTarget(''); });
    mirror.appendChild(describe);
    document.body.appendChild(mirror);
    document.body.appendChild(live);
    document.addEventListener('keydown', onKey, true);
    // A control that goes away with the focus (Enter in the seed field starts the match, and the
    // sheet and its field go) leaves the focus on <body>: noted here, so placeFocus() takes it on.
    document.addEventListener('focusin', function (event) {
      var layer = controlsLayer();
      lastControl = layer && layer.contains(event.target) ? event.target : null;
    });
  }

  // page/controls.js's layer of the page's own elements over the table (null before its first).
  function controlsLayer() { return document.getElementById('controls'); }

  // The page's words (glue.word, page/controls.js), in the table's language: the module sends
  // them again when the language changes, and glue.onWords calls this.
  function word(key, fallback) {
    var glue = c.glue;
    var text = glue && typeof glue.word === 'function' ? glue.word(key) : key;
    return text && text !== key ? text : fallback;
  }
  function refreshWords() {
    if (!mirror) return;
    mirror.setAttribute('aria-label', word('table.access.mirror', 'Cardavia'));
    describe.textContent = word('table.access.describe', 'Describe the table');
    describe.setAttribute('aria-keyshortcuts', 'T');
  }

  function say(text) {
    if (!text) return;
    var line = document.createElement('p');
    line.textContent = text;
    live.appendChild(line);
    while (live.childNodes.length > kLiveKept) live.removeChild(live.firstChild);
  }

  function sayTable() {
    var get = api('tableDescribe');
    if (get) say(get());
  }

  function focusTarget(id) {
    var f = api('tableFocus');
    if (f) f(id);
  }

  function makeButton(id) {
    var b = document.createElement('button');
    b.type = 'button';
    b.className = 'mirror-button';
    b.dataset.id = id;
    b.addEventListener('click', function () {
      var act = api('tableAct');
      if (act) act(id);
    });
    b.addEventListener('focus', function () { focusTarget(id); });
    b.addEventListener('blur', function () {
      if (!mirror.contains(document.activeElement)) focusTarget('');
    });
    return b;
  }

  // [SECTION] Reading order: rows from the top, each from the left
  function readingOrder(targets) {
    var byY = targets.slice().sort(function (a, b) { return a.y - b.y || a.x - b.x; });
    var rows = [];
    byY.forEach(function (t) {
      var row = rows[rows.length - 1];
      // A target belongs to the row when its centre lies within the row's first target's box.
      if (row && t.y - row[0].y < Math.max(12, row[0].h / 2)) row.push(t);
      else rows.push([t]);
    });
    var out = [];
    rows.forEach(function (row, i) {
      row.sort(function (a, b) { return a.x - b.x; });
      row.forEach(function (t) { t.row = i; out.push(t); });
    });
    return out;
  }

  // [SECTION] The mirror, from a report
  function update(report) {
    if (!mirror) {
      build();
      refreshWords();
    }
    // The page's own elements over the table (its controls) are real elements already: no
    // button of ours, but their layer goes where the first of them comes in the reading order.
    // (The report gives a control's centre only: enough to find its row.)
    var controls = (report.controls || []).map(function (ctl) {
      return { id: ctl.id, x: ctl.x, y: ctl.y, w: 0, h: 0, control: true };
    });
    var controlIds = new Set(controls.map(function (ctl) { return ctl.id; }));
    var layer = controls.length ? controlsLayer() : null;
    var all = readingOrder(report.targets.filter(function (t) {
      return !controlIds.has(t.id);
    }).concat(controls));
    var targets = all.filter(function (t) { return !t.control; });
    var firstControl = all.findIndex(function (t) { return t.control; });
    var layerAt = firstControl < 0 ? targets.length : firstControl;  // among our buttons
    var active = document.activeElement;
    var hadFocus = active && active.classList && active.classList.contains('mirror-button');
    var focusIndex = hadFocus ? gameButtons().indexOf(active) : -1;
    var seen = new Set();
    var next = [];
    targets.forEach(function (t) {
      var b = buttons.get(t.id);
      if (!b) {
        b = makeButton(t.id);
        buttons.set(t.id, b);
      }
      if (b.textContent !== t.label) b.textContent = t.label;
      b.style.left = (t.x - t.w / 2) + 'px';
      b.style.top = (t.y - t.h / 2) + 'px';
      b.style.width = t.w + 'px';
      b.style.height = t.h + 'px';
      b.dataset.row = t.row;
      // The coach's hint marks the target that makes its move (docs/coach.md).
      if (t.hint) b.dataset.hint = 'true'; else delete b.dataset.hint;
      seen.add(t.id);
      next.push(b);
    });
    next.push(describe);
    var sequence = next.slice();
    if (layer) sequence.splice(layerAt, 0, layer);
    // Remove the targets that went; put the rest in reading order without touching a node that
    // is already in place (moving the focused node would lose the focus).
    buttons.forEach(function (b, id) {
      if (!seen.has(id)) {
        buttons.delete(id);
        b.remove();
      }
    });
    for (var i = 0; i < sequence.length; ++i) {
      if (mirror.children[i] !== sequence[i]) mirror.insertBefore(sequence[i], mirror.children[i] || null);
    }
    order = next;
    placeFocus(hadFocus, active, focusIndex);
    speak(report);
    showChart(report.chart);
  }

  // [SECTION] The chart, as a table
  // Rebuilt only when the chart changes (a report comes with every frame drawn).
  function showChart(chart) {
    var key = chart && chart.series.length ? JSON.stringify(chart) : '';
    if (key === chartShown) return;
    chartShown = key;
    if (!chartBox) {
      chartBox = document.createElement('div');
      chartBox.id = 'table-chart';
      chartBox.className = 'visually-hidden';
      mirror.after(chartBox);
    }
    chartBox.textContent = '';
    if (!key) return;
    var table = document.createElement('table');
    table.createCaption().textContent = chart.caption;
    var head = table.createTHead().insertRow();
    addCell(head, 'th', chart.axis, 'col');
    chart.series.forEach(function (s) { addCell(head, 'th', s.name, 'col'); });
    var body = table.createTBody();
    var rows = Math.max.apply(null, chart.series.map(function (s) { return s.points.length; }));
    for (var i = 0; i < rows; ++i) {
      var row = body.insertRow();
      addCell(row, 'th', String(i + 1), 'row');
      chart.series.forEach(function (s) {
        var text = i < s.points.length ? String(s.points[i]) : '';
        // The statistics' matches: won or lost, in the table's words.
        if (s.won && i < s.won.length) text += ' (' + (s.won[i] ? chart.won : chart.lost) + ')';
        addCell(row, 'td', text);
      });
    }
    chartBox.appendChild(table);
  }

  function addCell(row, tag, text, scope) {
    var cell = document.createElement(tag);
    cell.textContent = text;
    if (scope) cell.scope = scope;
    row.appendChild(cell);
  }

  // The buttons of the table's own targets, in reading order (not the menu's, not describe).
  function gameButtons() {
    return order.filter(function (b) { return b !== describe && b.dataset.id !== 'btn:menu'; });
  }

  // Keeps the keyboard where it was: on the same target; when it went, on the target now at its
  // place (or, while only the menu button is left — a computer's turn — on the mirror itself,
  // until the person's targets come back).
  function placeFocus(hadFocus, active, focusIndex) {
    if (hadFocus && active.isConnected) {
      if (document.activeElement !== active) active.focus({ preventScroll: true });
      return;
    }
    var game = gameButtons();
    if (hadFocus) {
      focusLost = true;
      focusTarget('');
    }
    var at = document.activeElement;
    if (lastControl && !lastControl.isConnected && (!at || at === document.body)) {
      lastControl = null;
      focusLost = true;  // from the seed field to the table's first target
    }
    if (!focusLost) return;
    if (at && at !== document.body && at !== mirror) {
      focusLost = false;  // the person went elsewhere
      return;
    }
    // In a frame whose document lost the focus, the person went to the host page (its field, its
    // links): focus() here would take the keyboard back from them at each report.
    if (window.parent !== window && !document.hasFocus()) {
      focusLost = false;
      return;
    }
    if (game.length === 0) {
      mirror.focus({ preventScroll: true });
      return;
    }
    var pick = game[Math.min(Math.max(focusIndex, 0), game.length - 1)];
    focusLost = false;
    pick.focus({ preventScroll: true });
  }

  // [SECTION] The live region, from a report
  // The table decides what is said, in words, each line once (app/table/table_speech.h): a
  // report carries its last lines and how many were ever added to this table; the lines not
  // said yet are said. A new table (a new match, a replay rebuilt) counts from nothing again.
  function speak(report) {
    var speech = report.speech;
    if (!speech) return;  // not the match table
    if (speech.table !== said.table) {
      said.table = speech.table;
      said.count = 0;
    }
    var first = speech.count - speech.lines.length;  // lines before these were said or dropped
    for (var i = Math.max(said.count - first, 0); i < speech.lines.length; ++i) say(speech.lines[i]);
    said.count = speech.count;
  }

  // [SECTION] The keys
  function typing(el) {
    return el && (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.isContentEditable ||
                  el.id === 'canvas');
  }

  function press(id) {
    var act = api('tableAct');
    return !!(act && buttons.has(id) && act(id));
  }

  function onKey(event) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    var el = document.activeElement;
    // The table keeps Tab for itself on the canvas (it prevents the browser's default): no
    // trap — Tab and Escape leave the canvas for the mirror. Caught in the capture phase,
    // before the table's own listener on the canvas (SDL's: frontend/sdl_platform.h).
    if (el && el.id === 'canvas' && (event.key === 'Tab' || event.key === 'Escape')) {
      var list = order.filter(function (b) { return b !== describe; });
      var to = event.shiftKey ? list[list.length - 1] : list[0];
      if (to) to.focus({ preventScroll: true });
      else mirror.focus({ preventScroll: true });
      event.preventDefault();
      event.stopPropagation();
      return;
    }
    if (typing(el)) return;
    var onMirror = el && el.classList && el.classList.contains('mirror-button');
    if (event.key === 'Escape') {
      // The first of these the table offers: close the menu, back out of a choice (the action
      // bar's Back: Chkobba's capture choice, Cabo's), go on from a round's end, back to the games.
      ['menu:close', 'btn:cancel', 'btn:next_round', 'btn:result', 'setup:back'].some(press);
      return;
    }
    // H: the coach's hint (btn:hint), when the match offers one now.
    if ((event.key === 'h' || event.key === 'H') && !event.repeat) {
      if (press('btn:hint')) event.preventDefault();
      return;
    }
    if ((event.key === 't' || event.key === 'T') && !event.repeat) {
      sayTable();
      event.preventDefault();
      return;
    }
    var arrows = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: 2, ArrowUp: -2 };
    var step = arrows[event.key];
    if (!step) return;
    var list = order.filter(function (b) { return b !== describe; });
    if (list.length === 0) return;
    var from = onMirror ? list.indexOf(el) : -1;
    var to;
    if (from < 0) {
      to = step > 0 ? list[0] : list[list.length - 1];
    } else if (Math.abs(step) === 1) {
      to = list[(from + step + list.length) % list.length];
    } else {
      to = nearestInRow(list, el, step > 0 ? 1 : -1);
    }
    if (to) {
      to.focus({ preventScroll: true });
      event.preventDefault();
    }
  }

  // The target of the row above (-1) or below (+1) whose centre is nearest across; wraps.
  function nearestInRow(list, from, dir) {
    var rows = [];
    list.forEach(function (b) {
      var r = Number(b.dataset.row);
      if (rows.indexOf(r) < 0) rows.push(r);
    });
    rows.sort(function (a, b) { return a - b; });
    var at = rows.indexOf(Number(from.dataset.row));
    var row = rows[(at + dir + rows.length) % rows.length];
    var x = centreX(from);
    var best = null;
    list.forEach(function (b) {
      if (Number(b.dataset.row) !== row) return;
      if (!best || Math.abs(centreX(b) - x) < Math.abs(centreX(best) - x)) best = b;
    });
    return best;
  }

  function centreX(b) { return parseFloat(b.style.left) + parseFloat(b.style.width) / 2; }

  // The module calls this after each drawn frame (web/table_page.cpp); the frames drawn before
  // this script came left their last report.
  c.onTable = update;
  c.glue = c.glue || {};
  c.glue.onWords = refreshWords;
  if (c.table) update(c.table);
})();
