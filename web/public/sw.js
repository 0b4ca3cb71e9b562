/* MC Mito service worker. Plain script, not bundled; scripts/prerender.ts fills in the build's id and
 * the list of files to keep, so every build is a new worker that the browser installs by itself.
 *
 * - Keeps the app's shell and static files (hashed /assets/, pictures, icons, the offline page).
 * - Never keeps API answers (/trpc, /api, /health, /dev): they can carry personal data and must be fresh.
 * - Pages: network first; offline, the copy of a public page seen before, else the offline page.
 * - A new version takes over at once (skipWaiting + clients.claim); the next navigation uses it
 *   (web/main.tsx turns an open tab's next in-app navigation into a full load of the new version).
 */
const BUILD = '__BUILD_ID__';
const PRECACHE = ['__PRECACHE__'];
const CACHE = `mito-${BUILD}`;
const OFFLINE = '/offline.html';
/** Prerendered public pages: no personal data in them, so a copy may be shown offline. */
const PUBLIC_PAGES = new Set(['/', '/loja', '/galeria', '/minha-historia', '/pricing']);
const NEVER = /^\/(trpc|api|health|dev)(\/|$)/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((c) => c.addAll([OFFLINE, '/icons/icon-192.png', ...PRECACHE]))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('mito-') && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const req = event.request;
  const url = new URL(req.url);
  if (req.method !== 'GET' || url.origin !== self.location.origin || NEVER.test(url.pathname)) return;

  if (req.mode === 'navigate') {
    event.respondWith(
      fetch(req)
        .then((res) => {
          if (res.ok && PUBLIC_PAGES.has(url.pathname)) {
            const copy = res.clone();
            void caches.open(CACHE).then((c) => c.put(url.pathname, copy));
          }
          return res;
        })
        .catch(async () => (await caches.match(url.pathname)) ?? (await caches.match(OFFLINE))),
    );
    return;
  }

  if (/^\/(assets|images|icons)\//.test(url.pathname) || url.pathname === '/favicon.svg' || url.pathname === '/manifest.webmanifest') {
    // Hashed or rarely changing files: the cache first, the network fills it.
    event.respondWith(
      caches.match(req).then(
        (hit) =>
          hit ??
          fetch(req).then((res) => {
            if (res.ok) {
              const copy = res.clone();
              void caches.open(CACHE).then((c) => c.put(req, copy));
            }
            return res;
          }),
      ),
    );
  }
});
