import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { DATE_LOCALES } from '@contract/constants';
import { initClock, nowMs } from '@/lib/clock';
import { initFestival } from '@/stores/festival';
import { languageStore } from '@/stores/language';
import { takeDrawnTranslations } from '@/stores/translation-cache';
import { loadMessages } from '@/i18n/load-messages';
import { App } from '@/app/app';
import { drawnPageTaken } from '@/app/drawn-page';
import { preloadScreen } from '@/app/routes';
import { createQueryClient } from '@/api/query-client';
import { retryImport } from '@/lib/retry-import';
import * as persist from '@/offline/query-persist';
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

/**
 * The parts the server left waiting for their code (src/lib/lazy.ts) are drawn by the browser: React reports each
 * (error 419), as planned. Any other part drawn again differs from the browser's first render (a visitor's kept data
 * newer than the page, a clock a second on): no error for the visitor, a note for whoever reads the console.
 */
function quietRecovery(err: unknown) {
  const message = err instanceof Error ? err.message : String(err);
  if (!/#419|could not finish this Suspense boundary/.test(message)) console.debug('drawn again in the browser:', message);
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
  // The first render waits for the visitor's messages and the screen's own code (both named in the page by the
  // server, so they download beside this one): it then draws the screen itself, not a placeholder that a second
  // render replaces. The reads kept from earlier visits (offline) are put back by this chunk's own code (persist).
  const loads = Promise.all([loadMessages(languageStore.lang), preloadScreen(window.location.pathname)]);
  warmIntl(DATE_LOCALES[languageStore.lang]);
  await loads;
  const queryClient = createQueryClient();
  const container = document.getElementById('root')!;
  // The server drew the first screen (server/page-render.ts) in the language the visitor's cookie named: the queries
  // it read, then React takes over its markup instead of drawing it again. A visitor whose language the page did
  // not know (a cookie cleared) gets the screen drawn afresh.
  if (container.dataset.drawnLang === languageStore.lang && persist.takeDrawnQueries(queryClient)) {
    takeDrawnTranslations(languageStore.lang);
    // Hydrated as a transition, like the fresh render below: React takes over the page in slices of a few
    // milliseconds instead of one long task (the page is already on screen, and its controls wait: drawn-page.ts).
    startTransition(() => {
      hydrateRoot(container, <App queryClient={queryClient} />, { onRecoverableError: quietRecovery });
    });
    // The reads kept from earlier visits join once the page is React's: read before, they would differ from what the
    // server drew (a list it left to the browser), and React would throw that part away to draw it again.
    persist.persistQueries(queryClient, Date.now(), drawnPageTaken);
  } else {
    persist.persistQueries(queryClient);
    // Rendered as a transition, React yields to the browser every few milliseconds while it builds the first screen
    // instead of holding the main thread for the whole tree (a slow phone can still take a tap or paint).
    const root = createRoot(container);
    startTransition(() => root.render(<App queryClient={queryClient} />));
  }
  // Offline support (the like outbox, the service worker of the built app) waits for load: no first-load cost.
  const startOffline = () => void retryImport(() => import('@/offline/start'))().then((m) => m.startOffline());
  if (document.readyState === 'complete') startOffline();
  else window.addEventListener('load', startOffline, { once: true });
}

void boot();
