/// <reference types="vite-plugin-pwa/client" />
// Registers the built service worker. A new build waits until the visitor accepts the update prompt; the page
// checks for one every 30 minutes and whenever it comes back to the foreground, so nobody stays on an old build
// after a deployment.
import { registerSW } from 'virtual:pwa-register';
import { offerUpdate } from './pwa-store';

const CHECK_MS = 30 * 60_000;

export function registerServiceWorker(): void {
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
