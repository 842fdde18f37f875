// Cardavia — the page's buttons over the table, inside the person's gesture (docs/links.md, "In
// the browser"): press('share') (Web Share, else the clipboard, else a sheet to copy by hand),
// press('export') (the save file), press('import') (a sheet: paste or choose a file; a bad one is
// said there and nothing changes; over 1 MB it is not read); the autosave when the page is
// hidden; offerKeeping (storage.js: nothing can be kept here) offers the file and, embedded, a new
// tab. Part of window.cardavia.glue; the table's side: web/table_page.h.
(function () {
  'use strict';
  var c = (window.cardavia = window.cardavia || {});
  var glue = (c.glue = c.glue || {});
  var word = function (key) { return glue.word(key); };
  var api = function (name) { return window.Module && window.Module[name]; };
  var MAX_IMPORT = 1024 * 1024;

  // [SECTION] Share
  function absolute(link) {
    return window.location.origin + window.location.pathname + link;
  }

  function copied() { glue.note(word('page.copied'), 'info'); }

  // Shows the link in a sheet, selected, with a Copy button: the clipboard refused.
  function copyByHand(url) {
    var box = openSheet(word('page.copy.title'));
    var field = document.createElement('input');
    field.type = 'text';
    field.readOnly = true;
    field.value = url;
    field.className = 'sheet-field';
    field.setAttribute('aria-label', word('page.copy.title'));
    box.body.appendChild(field);
    box.addButton(word('page.copy.button'), true, function () {
      field.select();
      var ok = false;
      try { ok = document.execCommand('copy'); } catch (e) { ok = false; }
      if (ok) { box.close(); copied(); }
    });
    box.addButton(word('page.close'), false, box.close);
    field.focus();
    field.select();
  }

  function copy(text, url) {
    var all = text + '\n' + url;
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(all).then(copied, function () { copyByHand(url); });
    } else {
      copyByHand(url);
    }
  }

  function share() {
    var raw = api('tableShare') ? Module.tableShare() : '';
    if (!raw) return;
    var s = JSON.parse(raw);
    var url = absolute(s.link);
    if (navigator.share) {
      navigator.share({ title: s.title, text: s.text, url: url }).catch(function (e) {
        if (!e || e.name !== 'AbortError') copy(s.text, url);  // refused, not cancelled
      });
    } else {
      copy(s.text, url);
    }
  }

  // [SECTION] Files
  function exportFile() {
    // The save with the person's statistics beside it (app/shell/page_bridge.h, export_file).
    var text = api('tableExport') ? Module.tableExport() : '';
    if (!text) return;
    var record = JSON.parse(text);
    var day = new Date().toISOString().slice(0, 10);
    var blob = new Blob([text + '\n'], { type: 'application/json' });
    var a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = 'cardavia-' + record.game + '-' + day + '.cardavia.json';
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(function () { URL.revokeObjectURL(a.href); }, 10000);
  }

  // Opens `text` (a save, a link); true when the table took it. A refusal is said in `sheet`.
  function open(text, sheet) {
    if (text.length > MAX_IMPORT) {
      sheet.say(word('page.file_too_big'));
      return false;
    }
    var result = JSON.parse(Module.tableLoad(text, -1));
    if (result.ok) return true;
    console.warn('Cardavia: ' + result.error);
    sheet.say(result.error);
    return false;
  }

  function importSheet() {
    if (!api('tableLoad')) return;
    var box = openSheet(word('page.import.title'));
    var hint = document.createElement('p');
    hint.textContent = word('page.import.hint');
    box.body.appendChild(hint);
    var field = document.createElement('textarea');
    field.className = 'sheet-field';
    field.rows = 3;
    field.spellcheck = false;
    field.setAttribute('aria-label', word('page.import.field'));
    box.body.appendChild(field);
    var file = document.createElement('input');
    file.type = 'file';
    file.accept = '.json,application/json';
    file.hidden = true;
    file.addEventListener('change', function () {
      var chosen = file.files && file.files[0];
      if (!chosen) return;
      if (chosen.size > MAX_IMPORT) return box.say(word('page.file_too_big'));
      chosen.text().then(function (text) {
        if (open(text, box)) box.close();
      }, function () { box.say(word('page.file_unreadable')); });
    });
    box.body.appendChild(file);
    box.addButton(word('page.import.cancel'), false, box.close);
    box.addButton(word('page.import.file'), false, function () { file.click(); });
    box.addButton(word('page.import.open'), true, function () {
      if (field.value.trim() && open(field.value, box)) box.close();
    });
    field.focus();
  }

  // [SECTION] Nothing can be kept here
  // The match at the table in a new tab of the site itself (not embedded), where the browser lets
  // it be kept: its record as a replay link with play=1, which resumes an unfinished match at the
  // table (docs/links.md, "Links"). The table's language goes with it. A gesture's: inside a click.
  glue.openInNewTab = function () {
    var record = api('tableRecord') ? Module.tableRecord() : '';
    var payload = record && api('encodeLink') ? Module.encodeLink(record) : '';
    // &play=1: an unfinished match is played on at the table, not shown in the replay viewer.
    var hash = payload && payload.charAt(0) !== '{' ? '#r=' + payload + '&play=1' : '';
    var lang = document.documentElement.lang;
    var url = window.location.origin + window.location.pathname + (lang ? '?lang=' + lang : '') + hash;
    window.open(url, '_blank', 'noopener');
  };

  // Said once (storage.js): in a frame, the file or a new tab (and from then on the frame's
  // Cardavia mark opens the match in a new tab: embed.js); on the site, the file.
  glue.offerKeeping = function (embedded) {
    glue.keepsNothing = true;
    var box = openSheet(word('page.keep.title'));
    var say = document.createElement('p');
    say.textContent = word(embedded ? 'page.keep.embedded' : 'page.not_kept');
    box.body.appendChild(say);
    box.addButton(word('page.keep.play_on'), false, box.close);
    var save = box.addButton(word('table.btn.export'), !embedded, function () { exportFile(); box.close(); });
    var primary = embedded ? box.addButton(word('page.keep.new_tab'), true, function () { glue.openInNewTab(); box.close(); })
                           : save;
    primary.focus();
  };

  // [SECTION] The small DOM sheet (import, copy by hand)
  function openSheet(title) {
    var back = document.createElement('div');
    back.className = 'page-sheet';
    var panel = document.createElement('div');
    panel.className = 'page-sheet-box';
    panel.setAttribute('role', 'dialog');
    panel.setAttribute('aria-modal', 'true');
    var h = document.createElement('h2');
    h.textContent = title;
    panel.setAttribute('aria-label', title);
    var body = document.createElement('div');
    var problem = document.createElement('p');
    problem.className = 'sheet-problem';
    problem.setAttribute('role', 'alert');
    problem.hidden = true;
    var buttons = document.createElement('div');
    buttons.className = 'sheet-buttons';
    panel.appendChild(h);
    panel.appendChild(body);
    panel.appendChild(problem);
    panel.appendChild(buttons);
    back.appendChild(panel);
    document.body.appendChild(back);
    var box = {
      body: body,
      close: function () { back.remove(); document.removeEventListener('keydown', onKey); },
      say: function (text) { problem.textContent = text; problem.hidden = false; },
      addButton: function (text, primary, run) {
        var b = document.createElement('button');
        b.type = 'button';
        b.className = primary ? 'pill primary' : 'pill';
        b.textContent = text;
        b.addEventListener('click', run);
        buttons.appendChild(b);
        return b;
      }
    };
    function onKey(e) { if (e.key === 'Escape') box.close(); }
    document.addEventListener('keydown', onKey);
    back.addEventListener('click', function (e) { if (e.target === back) box.close(); });
    return box;
  }

  glue.press = function (id) {
    if (id === 'share') share();
    else if (id === 'export') exportFile();
    else if (id === 'import') importSheet();
  };

  // The moves save themselves; a page being hidden (a tab switched, a phone locked) saves too.
  document.addEventListener('visibilitychange', function () {
    if (document.visibilityState === 'hidden' && api('tableAutosave')) Module.tableAutosave();
  });

  // Loaded after the first frame (boot.js): the presses and offers made before, kept by boot.js,
  // made now, in order.
  ((glue.waiting || {}).share || []).splice(0).forEach(function (call) { glue[call[0]].apply(null, call[1]); });
}());
