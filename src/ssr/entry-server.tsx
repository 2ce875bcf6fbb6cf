// The server's render of a visitor page (server/page-render.ts): the same app, drawn to HTML from the data the page
// carries anyway (the festival, the urgent notice, the screen's first reads), so a phone paints the screen before
// its code has arrived; the client then hydrates it (src/main.tsx).
import { renderToString } from 'react-dom/server';
import { dehydrate } from '@tanstack/react-query';
import { LANGUAGES } from '@contract/constants';
import type { PageRenderInput, PageRendered } from '@contract/page-render';
import { setClock } from '@/lib/clock';
import { setServerBlocks } from '@/lib/page-blocks';
import { renderingOnServer } from '@/lib/lazy';
import { setFestival } from '@/stores/festival';
import { setLanguage } from '@/stores/language';
import { reloadMapChoices } from '@/stores/map-choices';
import { loadMessages } from '@/i18n/load-messages';
import { loadText } from '@/i18n/late-messages';
import { DRAWN_TEXT } from '@contract/text-chunks';
import { App } from '@/app/app';
import { preloadScreen, preloadVisitorScreens } from '@/app/routes';
import { createQueryClient } from '@/api/query-client';
import { resetPageReads, untakenPageReads } from '@/api/page-reads';
import { resetPageUrgent } from '@/api/query';
import { recordShownTranslations } from '@/stores/translation-cache';

renderingOnServer(true);

/** How many times a render may find new reads to answer (a read that needs another's answer). */
const PASSES = 3;

declare const __CLIENT_BUILD__: string;
/** The hash of the client build's manifest this was built for (vite.ssr.config.ts). */
export const clientBuild = __CLIENT_BUILD__;

/** Loads every visitor screen's code and the messages of every language (the screens' own text too), so that no page waits for them. */
export async function warm(): Promise<void> {
  await Promise.all([...LANGUAGES.flatMap((l) => [loadMessages(l), ...DRAWN_TEXT.map((text) => loadText(l, text))]), preloadVisitorScreens()]);
}

/** One page. Not re-entrant: the server renders one page at a time (the stores are the process's). */
export async function render(input: PageRenderInput): Promise<PageRendered> {
  setServerBlocks(input.blocks);
  resetPageReads();
  resetPageUrgent();
  try {
    setClock(input.nowMs);
    setFestival(input.festival);
    setLanguage(input.lang);
    // A visitor with nothing stored yet: the map's day and day/night switch by this page's clock and festival.
    reloadMapChoices();
    await loadMessages(input.lang);
    await preloadScreen(input.path);
    const shownTranslations = recordShownTranslations();
    const client = createQueryClient();
    client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
    const tried = new Set<string>();
    let html = '';
    for (let pass = 0; ; pass++) {
      html = renderToString(<App queryClient={client} ssrPath={input.path} ssrSearch={input.search} />);
      const cache = client.getQueryCache();
      const pending = cache.getAll().filter((q) => q.state.status === 'pending' && !tried.has(q.queryHash));
      if (!pending.length || pass === PASSES) break;
      // Only the page's own answers are used: a read it does not carry fails at once and is left to the client.
      await Promise.all(
        pending.map((q) => {
          tried.add(q.queryHash);
          return q.fetch().catch(() => undefined);
        }),
      );
      for (const q of cache.getAll()) if (q.state.status === 'error') cache.remove(q);
    }
    return { html, state: dehydrate(client), reads: untakenPageReads(), translations: shownTranslations() };
  } finally {
    setServerBlocks(null);
  }
}
