// Loaded by main.tsx after the load event: sends the likes kept offline now and whenever the network returns (the
// outbox's code only on a device where likes wait), and, in the production build only, registers the service worker
// (its code in this module's chunk: it runs on every page load).
import { listenForInstall } from './pwa-store';
import { registerServiceWorker } from './register';
import { keptLikes } from '@/stores/kept-flags';
import { retryImport } from '@/lib/retry-import';

const sendWaitingLikes = () => {
  if (keptLikes.held()) void retryImport(() => import('./like-outbox'))().then((m) => m.flushOutbox());
};

export function startOffline(): void {
  listenForInstall();
  window.addEventListener('online', sendWaitingLikes);
  sendWaitingLikes();
  if (import.meta.env.PROD && 'serviceWorker' in navigator) void registerServiceWorker();
}
