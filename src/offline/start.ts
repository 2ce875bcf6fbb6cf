// Loaded by main.tsx after the load event: sends the likes kept offline now and whenever the network returns,
// and, in the production build only, registers the service worker.
import { flushOutbox } from './like-outbox';
import { listenForInstall } from './pwa-store';
import { retryImport } from '@/lib/retry-import';

export function startOffline(): void {
  listenForInstall();
  window.addEventListener('online', () => void flushOutbox());
  void flushOutbox();
  if (import.meta.env.PROD && 'serviceWorker' in navigator) void retryImport(() => import('./register'))().then((m) => m.registerServiceWorker());
}
