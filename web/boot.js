// Cardavia — the page's boot script, run before the module (cardavia.js) loads: the module's
// settings (Module), the canvas's context menu off, the message when the browser has no WebGL 2.
// A file of its own, not inline in shell.html: the page's Content-Security-Policy allows scripts
// from the site's own files only (docs/web.md, "Content-Security-Policy"). Only `Module` is
// global: the module's glue reads it.
var Module = (function () {
  'use strict';
  var canvas = document.getElementById('canvas');
  var module = {
    canvas: canvas,
    print: function (text) { console.log(text); },
    printErr: function (text) { console.warn(text); },
    onAbort: function () {
      var el = document.getElementById('loading');
      el.textContent = 'The table could not start in this browser (WebGL 2 is needed).';
      el.className = 'failed';
    }
  };
  // A long press or a right click on the table is a card game's, not the browser's.
  canvas.addEventListener('contextmenu', function (event) { event.preventDefault(); });
  if (!window.WebGL2RenderingContext) module.onAbort();
  return module;
})();
