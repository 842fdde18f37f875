// Cardavia — a tiny static file server for build/web/site/ (loopback only).
//
//   node scripts/static-server.mjs [ROOT] [PORT]      (defaults: build/web/site 8080)
// Also imported by the browser tests: startServer(root, port, host, options) → { server, url };
// port 0 picks a free port. Serves .wasm as application/wasm (streaming compilation needs it) and
// nothing outside ROOT; says `Access-Control-Allow-Origin: *`, as common static hosts do (a
// sandboxed frame of the table, an opaque origin, can then load its files). Options for tests:
//   onRequest(path)   called with each request's path (what a first visit downloads, and when)
//   types             { '.ext': 'type' } overriding the table below (a host that gets a type wrong)
//   headers           { name: value } added to every file's response (a deployer's headers)
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
};

export function startServer(root, port = 0, host = '127.0.0.1', { onRequest, types = {}, headers = {} } = {}) {
  const base = resolve(root);
  const typeOf = (file) => types[extname(file)] || TYPES[extname(file)] || 'application/octet-stream';
  const server = createServer(async (req, res) => {
    try {
      const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
      onRequest?.(path);
      let file = normalize(join(base, path));
      if (file !== base && !file.startsWith(base + sep)) throw new Error('outside root');
      if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
      const body = await readFile(file);
      res.writeHead(200, {
        'Content-Type': typeOf(file),
        'Cache-Control': 'no-cache',
        'Access-Control-Allow-Origin': '*',
        ...headers,
      });
      res.end(body);
    } catch {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      res.end('not found');
    }
  });
  return new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => {
      ok({ server, url: `http://${host}:${server.address().port}/` });
    });
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = process.argv[2] || 'build/web/site';
  const port = Number(process.argv[3] || 8080);
  const { url } = await startServer(root, port);
  console.log(`Cardavia is served at ${url}  (Ctrl-C stops)`);
}
