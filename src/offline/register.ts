// Registers the built service worker. A new build waits until the visitor accepts the update prompt; the page
// checks for one every 30 minutes and whenever it comes back to the foreground, so nobody stays on an old build
// after a deployment. Written on the browser's own API: the page-side library did the same in 2 kB (gzip) that
// every visitor page downloaded (docs/decisions.md, "The live connection without XState").
import { offerUpdate } from './pwa-store';

const CHECK_MS = 30 * 60_000;

/** Offers a worker that installed beside the one in control; accepting activates it and the page reloads once it took over. */
function offerWaiting(container: ServiceWorkerContainer, worker: ServiceWorker) {
  offerUpdate(async () => {
    container.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    worker.postMessage({ type: 'SKIP_WAITING' });
  });
}

export async function registerServiceWorker(container: ServiceWorkerContainer = navigator.serviceWorker): Promise<void> {
  const registration = await container.register('/sw.js', { scope: '/' }).catch(() => null);
  if (!registration) return;
  // A first install (no worker in control yet) is no update: the page simply works offline from now on.
  if (registration.waiting && container.controller) offerWaiting(container, registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && container.controller) offerWaiting(container, worker);
    });
  });
  const check = () => {
    if (navigator.onLine) void registration.update().catch(() => undefined);
  };
  setInterval(check, CHECK_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}
