// The site's service worker. It keeps the files whose names change with their content, and shows the
// offline page when a page visit finds no network. It never answers from, or stores, API data,
// streams or pages: those always come from the network, so no member's data is ever kept here.
// The rules mirror lib/domain/offline.ts (a unit test holds the two together).
const VERSION = 'v1';
const STATIC_CACHE = `static-${VERSION}`;
const OFFLINE_CACHE = `offline-${VERSION}`;
const CACHE_FOREVER_PREFIXES = ['/_next/static/', '/icons/', '/app-icons/'];
const NEVER_CACHED_PREFIXES = ['/live/api/', '/al/api/', '/other/api/', '/streams/', '/websocket', '/media/uploads/', '/sso/', '/dev/'];
const LOCALES = ['vi', 'en', 'zh'];
const DEFAULT_LOCALE = 'vi';
const offlinePagePath = (locale) => `/offline/${locale}`;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(OFFLINE_CACHE)
      .then((cache) => cache.addAll(LOCALES.map(offlinePagePath)))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  const keep = new Set([STATIC_CACHE, OFFLINE_CACHE]);
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => !keep.has(name)).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

function localeOfPath(pathname) {
  const first = pathname.split('/')[1];
  return LOCALES.includes(first) ? first : DEFAULT_LOCALE;
}

async function pageOrOffline(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const offline = await caches.match(offlinePagePath(localeOfPath(new URL(request.url).pathname)), { cacheName: OFFLINE_CACHE });
    if (offline) return offline;
    throw error;
  }
}

async function keptForGood(request) {
  const cached = await caches.match(request, { cacheName: STATIC_CACHE });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') {
    const copy = response.clone();
    caches.open(STATIC_CACHE).then((cache) => cache.put(request, copy));
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (NEVER_CACHED_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))) return;
  if (request.mode === 'navigate') return event.respondWith(pageOrOffline(request));
  if (CACHE_FOREVER_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))) return event.respondWith(keptForGood(request));
});
