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

/*
 * Web Push: the server sends the bell's own title and line, where a tap goes and its group
 * (worker/adapters/push/port.ts). A newer push of the same group replaces the one on screen.
 */
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = {};
  }
  const title = typeof data.title === 'string' && data.title ? data.title : 'MC Mito';
  const url = typeof data.url === 'string' && data.url.startsWith('/') && !data.url.startsWith('//') ? data.url : '/dashboard';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === 'string' ? data.body : '',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      tag: typeof data.tag === 'string' ? data.tag : undefined,
      renotify: typeof data.tag === 'string',
      lang: 'pt-BR',
      data: { url },
    }),
  );
});

/**
 * A tap: the site's open tab goes to the page and comes to the front; with none open, a new one opens
 * there. A top-level function, so the e2e test can run what a tap runs (headless Chromium shows no
 * notification to tap).
 */
async function openNotificationUrl(url) {
  const target = new URL(url || '/dashboard', self.location.origin).href;
  const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const tab = tabs.find((c) => c.url === target) ?? tabs.find((c) => new URL(c.url).origin === self.location.origin);
  if (!tab) return self.clients.openWindow(target);
  // Focus is allowed only inside a real tap; going to the page is what matters.
  const focused = await tab.focus().catch(() => tab);
  return tab.url === target ? focused : focused.navigate(target);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openNotificationUrl(event.notification.data?.url));
});
