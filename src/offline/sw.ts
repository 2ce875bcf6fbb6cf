/// <reference lib="webworker" />
// The service worker (vite-plugin-pwa, injectManifest): every file of the build precached; pages and API reads
// network first with a short timeout and the last good copy when the network is gone or saturated; images
// cached on first view. It never touches admin calls, writes or the live event stream.
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { clientsClaim } from 'workbox-core';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

// No directory index: a navigation to / goes network first (below), not straight to the precached shell.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '' });
cleanupOutdatedCaches();
// The first visit's own page is served by the worker at once, so its reads are kept too.
clientsClaim();

// The page's update prompt asks for this when the visitor chooses to reload.
self.addEventListener('message', (e) => {
  if ((e.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Pages: the server writes the festival's clock into index.html, so the network's copy wins when it answers in
// time; otherwise the last page seen, or the precached shell.
registerRoute(
  ({ request }) => request.mode === 'navigate',
  new NetworkFirst({
    cacheName: 'pages',
    networkTimeoutSeconds: 3,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 50 }),
      { handlerDidError: async () => (await matchPrecache('/index.html')) ?? undefined },
    ],
  }),
);

// API reads. Network first, not stale-while-revalidate: the page already shows its persisted copy at once
// (src/offline/query-persist.ts) and refetches behind it; a cached answer to that refetch would undo a live
// update. Offline or after 4 s without an answer, the last good copy.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    url.pathname.startsWith('/api/') &&
    !url.pathname.startsWith('/api/admin') &&
    !url.pathname.startsWith('/api/health') &&
    !(request.headers.get('accept') ?? '').includes('text/event-stream'),
  new NetworkFirst({
    cacheName: 'api',
    networkTimeoutSeconds: 4,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 400, purgeOnQuotaError: true })],
  }),
  'GET',
);

// Booth photos, building maps, artist images: kept from their first view.
registerRoute(
  ({ request, url }) => request.destination === 'image' && url.origin === self.location.origin,
  new CacheFirst({
    cacheName: 'images',
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 500, maxAgeSeconds: 14 * 24 * 3600, purgeOnQuotaError: true }),
    ],
  }),
);

// A queue call sent as a Web Push (server/services/queue-push.ts), reaching a phone whose tab is closed: the text
// is in the visitor's language (their page formatted it when it subscribed); a click opens the booth page. The
// same tag as the open page's own notification (src/screens/queue/your-turn-layer.tsx), so a call shows once.
self.addEventListener('push', (e) => {
  let data: { kind?: unknown; title?: unknown; body?: unknown; tag?: unknown; url?: unknown } | null = null;
  try {
    data = e.data?.json() ?? null;
  } catch {
    data = null;
  }
  if (!data || data.kind !== 'queue-call' || typeof data.title !== 'string') return;
  const url = typeof data.url === 'string' && data.url.startsWith('/') ? data.url : '/';
  e.waitUntil(
    self.registration.showNotification(data.title, {
      body: typeof data.body === 'string' ? data.body : '',
      tag: typeof data.tag === 'string' ? data.tag : undefined,
      data: { url },
    }),
  );
});

// A reminder notification (src/screens/my-festival/deliver.ts) opens My festival, in an open tab if there is one;
// a queue call's opens its booth page.
self.addEventListener('notificationclick', (e) => {
  e.notification.close();
  const url = new URL((e.notification.data as { url?: string } | null)?.url ?? '/my', self.location.origin).href;
  e.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (tabs) => {
      const tab = tabs[0];
      if (tab) return (await tab.navigate(url))?.focus();
      return self.clients.openWindow(url);
    }),
  );
});
