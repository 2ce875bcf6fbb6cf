/// <reference types="vite-plugin-pwa/client" />
// Loaded by main.tsx after the load event: sends the likes kept offline, and (production build only) registers
// the service worker. A new build
// waits until the visitor accepts the update prompt; the page checks for one every 30 minutes and whenever it
// comes back to the foreground, so nobody stays on an old build after a deployment.
import { registerSW } from 'virtual:pwa-register';
import { offerUpdate } from './pwa-store';
import { flushOutbox } from './like-outbox';

const CHECK_MS = 30 * 60_000;

export function startOffline(): void {
  window.addEventListener('online', () => void flushOutbox());
  void flushOutbox();
  if (import.meta.env.PROD && 'serviceWorker' in navigator) registerServiceWorker();
}

function registerServiceWorker(): void {
  const update = registerSW({
    immediate: true,
    onNeedRefresh: () => offerUpdate(() => update(true)),
    onRegisteredSW: (_url, registration) => {
      if (!registration) return;
      const check = () => {
        if (navigator.onLine) void registration.update().catch(() => undefined);
      };
      setInterval(check, CHECK_MS);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') check();
      });
    },
  });
}
