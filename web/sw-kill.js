// Cardavia — the service worker's kill switch (docs/web.md, "Offline: the kill switch").
//
// Put in place of the site's sw.js (scripts/build_offline.py SITE_DIR --kill writes it there) when
// the offline copy must go: a broken build that browsers keep serving from their cache, a site
// that moves. The next time a browser checks the worker (at a visit, or once a day at most; the
// browser fetches sw.js past its HTTP cache) it installs this one, which
//   - takes over at once (skipWaiting: there is nothing of a build to keep consistent any more),
//   - deletes every cache of Cardavia's worker of this scope ("cardavia-<build> <scope>" and
//     "cardavia~state <scope>"), and
//   - unregisters itself, so the site is plain online pages again.
// It answers no fetch: open pages go to the network from now on; none is reloaded (a match in
// progress runs on). A page of the site visited while this file is deployed registers it again
// and it unregisters again: keep it deployed until the visitors have come by, then deploy a
// normal build (whose sw.js brings the offline copy back).
'use strict';

const SUFFIX = ' ' + self.registration.scope;

async function clearAndLeave() {
  for (const name of await caches.keys()) {
    if ((name.startsWith('cardavia-') || name.startsWith('cardavia~')) && name.endsWith(SUFFIX)) {
      await caches.delete(name);
    }
  }
  await self.registration.unregister();
}

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(clearAndLeave()));
self.addEventListener('message', (event) => {
  if (event.data && event.data.cardavia === 'version?' && event.ports && event.ports[0]) {
    event.ports[0].postMessage({ build: 'kill-switch', files: 0 });
  }
});
