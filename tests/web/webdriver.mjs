// A small W3C WebDriver client, for WebKitGTK's WebKitWebDriver (tests/web/engines.test.mjs): the
// HTTP API's few commands the engine smoke needs, through fetch, and nothing else. (Not a
// *.test.mjs file: `node --test tests/web/` does not run it on its own.)
//
//   const driver = await startWebDriver('/usr/bin/WebKitWebDriver', { DISPLAY: ':5' });
//   const session = await driver.newSession(capabilities);
//   await session.navigate(url); await session.execute('return document.title');
//   await session.pressAt(x, y);   // a real mouse press through the Actions endpoint
//   await session.close(); driver.stop();
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

// A free loopback port (the kernel's pick, released for the driver to take).
function freePort() {
  return new Promise((ok, fail) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => ok(port));
    });
  });
}

// One HTTP command; returns the answer's `value`, or throws with WebDriver's error and message.
async function command(base, method, path, body) {
  const res = await fetch(base + path, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await res.json().catch(() => ({ value: { error: `HTTP ${res.status}`, message: '' } }));
  if (!res.ok) {
    const { error, message } = answer.value ?? {};
    throw new Error(`WebDriver ${method} ${path}: ${error}: ${message}`);
  }
  return answer.value;
}

// Starts the driver `binary` on a free port with `env` added to the environment, and waits until
// it answers /status (up to 20 s).
export async function startWebDriver(binary, env = {}) {
  const port = await freePort();
  const proc = spawn(binary, [`--port=${port}`], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  proc.stderr.on('data', (d) => { stderr = (stderr + d).slice(-4000); });
  const base = `http://127.0.0.1:${port}`;
  const end = Date.now() + 20_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`${binary} exited (${proc.exitCode}): ${stderr}`);
    try {
      if ((await command(base, 'GET', '/status'))?.ready !== undefined) break;
    } catch (e) {
      if (Date.now() > end) throw new Error(`${binary} did not answer on ${base}: ${e.message} ${stderr}`);
      await new Promise((ok) => setTimeout(ok, 100));
    }
  }
  return {
    stderr: () => stderr,
    stop: () => { if (proc.exitCode === null) proc.kill(); },
    async newSession(alwaysMatch) {
      const { sessionId } = await command(base, 'POST', '/session', { capabilities: { alwaysMatch } });
      return session(`${base}/session/${sessionId}`);
    },
  };
}

function session(base) {
  const call = (method, path, body) => command(base, method, path, body);
  return {
    navigate: (url) => call('POST', '/url', { url }),
    // Runs `script` (a function body: `return …` hands back a JSON value) with `args`.
    execute: (script, args = []) => call('POST', '/execute/sync', { script, args }),
    windowRect: (rect) => call('POST', '/window/rect', rect),
    // The viewport as a PNG.
    screenshot: async () => Buffer.from(await call('GET', '/screenshot'), 'base64'),
    // The mouse moved to (x, y) of the viewport, pressed, held `holdMs`, released: the browser's own
    // pointer and mouse events, as a person's.
    pressAt: (x, y, holdMs = 40) => call('POST', '/actions', {
      actions: [{
        type: 'pointer', id: 'mouse', parameters: { pointerType: 'mouse' },
        actions: [
          { type: 'pointerMove', duration: 0, origin: 'viewport', x: Math.round(x), y: Math.round(y) },
          { type: 'pointerDown', button: 0 },
          { type: 'pause', duration: holdMs },
          { type: 'pointerUp', button: 0 },
        ],
      }],
    }),
    // Clicks the element `css` selects, then types `text` into it (its keys, one by one).
    async typeInto(css, text) {
      const found = await call('POST', '/element', { using: 'css selector', value: css });
      const id = Object.values(found)[0];
      await call('POST', `/element/${id}/click`, {});
      await call('POST', `/element/${id}/value`, { text });
    },
    close: () => call('DELETE', ''),
  };
}
