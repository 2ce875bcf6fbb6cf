import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { DATE_LOCALES } from '@contract/constants';
import { initClock, nowMs } from '@/lib/clock';
import { initFestival } from '@/stores/festival';
import { languageStore } from '@/stores/language';
import { loadMessages } from '@/i18n/load-messages';
import { App } from '@/app/app';
import { preloadScreen } from '@/app/routes';
import { createQueryClient } from '@/api/query-client';
import { retryImport } from '@/lib/retry-import';
import './styles/global.css';

/**
 * The first use of Intl loads the browser's locale data: 60-90 ms on a phone four times slower than a laptop, which
 * react-intl otherwise pays inside the first render (IntlProvider checks the locale). Done here, in tasks of their
 * own while the screen's code and messages download, it keeps that render's task shorter.
 */
function warmIntl(locale: string) {
  setTimeout(() => {
    Intl.NumberFormat.supportedLocalesOf(locale);
    setTimeout(() => Intl.DateTimeFormat.supportedLocalesOf(locale));
  });
}

async function boot() {
  initClock();
  // The festival's settings come inside the page (server/static.ts): no request before the first paint.
  initFestival();
  // The mock worker (`npm run dev:mock`) and the inspector are dev-only and never reach the production bundle.
  if (import.meta.env.DEV && import.meta.env.VITE_MOCK) {
    const { startMockWorker } = await import('@mocks/browser');
    await startMockWorker({ now: nowMs });
  }
  if (import.meta.env.DEV) {
    const { maybeStartInspector } = await import('@/lib/inspector');
    maybeStartInspector();
  }
  // The first render waits for the visitor's messages, the screen's own code (both named in the page by the
  // server, so they download beside this one) and the reads kept from earlier visits (offline): it then draws the
  // screen itself, not a placeholder that a second render replaces.
  const loads = Promise.all([loadMessages(languageStore.lang), import('@/offline/query-persist'), preloadScreen(window.location.pathname)]);
  warmIntl(DATE_LOCALES[languageStore.lang]);
  const [, persist] = await loads;
  const queryClient = createQueryClient();
  persist.persistQueries(queryClient);
  // Rendered as a transition, React yields to the browser every few milliseconds while it builds the first screen
  // instead of holding the main thread for the whole tree (a slow phone can still take a tap or paint).
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => root.render(<App queryClient={queryClient} />));
  // Offline support (the like outbox, the service worker of the built app) waits for load: no first-load cost.
  const startOffline = () => void retryImport(() => import('@/offline/start'))().then((m) => m.startOffline());
  if (document.readyState === 'complete') startOffline();
  else window.addEventListener('load', startOffline, { once: true });
}

void boot();
