import { useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import type { Decorator, Preview } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { LANGUAGES, type Language } from '@contract/constants';
import { StaticIntlProvider } from '@/i18n/intl-provider';
import { languageStore } from '@/stores/language';
import { setClock } from '@/lib/clock';
import { setFestival } from '@/stores/festival';
import { SAMPLE_FESTIVAL } from '@contract/festival-data';
import { handlers, resetMockState, resetStatusState } from '@mocks/handlers';
import { resetLikeBus } from '@/hooks/use-like';
import { reloadVisitor } from '@/stores/visitor';
import { reloadGameStore } from '@/stores/game-keys';
import { reloadMyFestival } from '@/stores/favourites';
import { clearTranslationCache } from '@/stores/translation-cache';
import { signOut } from '@/stores/admin-session';
import { reloadMapChoices } from '@/stores/map-choices';
import { boothStatusStore } from '@/stores/booth-status';
import { queueLines } from '@/stores/queue-lines';
import { queueTickets } from '@/stores/queue-tickets';
import { forgetVisitorPosition } from '@/stores/favourites';
import { resetWritePause } from '@/stores/write-pause';
import { haveAllText } from '@/i18n/late-messages';
import { resetMapMemory } from '@/screens/map/map-memory';
import { resetMapStatus } from '@/screens/map/map-status';
import { resetFlash } from '@/screens/admin/admin-flash';
import { forgetTurnPush } from '@/screens/queue/notify';
import { forgetClosedBanners } from '@/screens/queue/your-turn-layer';
import { resetPwaStore } from '@/offline/pwa-store';
import { resetPagesSeen } from '@/app/use-back';
import { setInspect } from '@/lib/inspector';
import ko from 'virtual:all-text/ko';
import en from 'virtual:all-text/en';
import ja from 'virtual:all-text/ja';
import zhCN from 'virtual:all-text/zh-CN';
import '@/styles/global.css';
import { configure } from 'storybook/test';

// Play functions wait for what a person would see; on a loaded machine (CI shares two cores with Chromium)
// that can take longer than testing-library's default 1 s, so findBy*/waitFor wait up to 10 s.
configure({ asyncUtilTimeout: 10_000 });

// Every message: stories of parts drawn inside a chunk of their own (src/i18n/late-messages.tsx) find theirs too.
const MESSAGES = { ko, en, ja, 'zh-CN': zhCN };
for (const lang of LANGUAGES) haveAllText(lang, MESSAGES[lang]);

/**
 * Story parameters:
 * - `locale`: 'ko' | 'en' | 'ja' | 'zh-CN' (else the toolbar's global)
 * - `route`: { path: '/map', search?: 'phase=playing' } — the wouter location
 * - `now`: ISO instant the app clock starts at
 * - `store`: () => void, sets valtio store state before the story renders
 */
/** Follows the language store like the app does, so a switch inside a story changes all text at once. */
function StoryIntl({ children }: { children: ReactNode }) {
  const { lang } = useSnapshot(languageStore);
  // As the app's provider does: CSS that follows the language (:lang) and screen readers read it from <html>.
  document.documentElement.lang = lang;
  return (
    <StaticIntlProvider lang={lang} messages={MESSAGES[lang]}>
      {children}
    </StaticIntlProvider>
  );
}

function StoryApp({ children, parameters, globals }: { children: ReactNode; parameters: Record<string, any>; globals: Record<string, any> }) {
  useState(() => {
    languageStore.lang = (parameters.locale ?? globals.locale ?? 'ko') as Language;
    if (parameters.now) setClock(parameters.now as string);
    return true;
  });
  const route = (parameters.route ?? { path: '/' }) as { path: string; search?: string };
  const [location] = useState(() => memoryLocation({ path: route.path, searchPath: route.search, record: true }));
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } }));
  return (
    <QueryClientProvider client={client}>
      <StoryIntl>
        <Router hook={location.hook} searchHook={location.searchHook}>
          {children}
        </Router>
      </StoryIntl>
    </QueryClientProvider>
  );
}

// Parts stand on the page colour of the app's column (layout.module.css), not on the desktop margin colour of
// :root, so the contrast axe measures is the contrast a visitor sees.
const withApp: Decorator = (Story, ctx) => (
  <StoryApp parameters={ctx.parameters} globals={ctx.globals}>
    <div style={{ background: 'var(--page)' }}>
      <Story />
    </div>
  </StoryApp>
);

/** Browser objects a story replaces with a stand-in on the instance (the real ones live on the prototype). */
const STAND_INS: [object, string][] = [
  [navigator, 'geolocation'],
  [navigator, 'clipboard'],
  [navigator, 'serviceWorker'],
  [globalThis.Notification ?? {}, 'permission'],
];

/**
 * Every story starts as on a fresh page of an empty browser. The story files share one page (vitest.config.ts,
 * `isolate: false`), so no module is loaded again between them: what a story (or a file before it) left behind
 * is put back here, in one place, each for the reason given.
 */
function freshPage(): void {
  // The clock at the real time (a story's `now` moves it) and the sample festival (console stories change it).
  setClock(Date.now());
  setFestival(SAMPLE_FESTIVAL);
  // Storage: no visitor id, likes, favourites, game keys, admin session or map choices from the last story.
  localStorage.clear();
  sessionStorage.clear();
  // Stores that read storage at load: read it again (now empty), as a fresh page would.
  reloadVisitor();
  reloadGameStore();
  reloadMyFestival();
  reloadMapChoices();
  resetMapStatus();
  resetPwaStore();
  signOut();
  // Memory-only state: translations, like counts, the map's search and sheet, the walk position, the likes pause,
  // an admin flash, pages seen (back goes to the parent page on a first page), a machine inspector.
  clearTranslationCache();
  resetLikeBus();
  resetMapMemory();
  forgetVisitorPosition();
  resetWritePause();
  resetFlash();
  resetPagesSeen();
  setInspect(undefined);
  // Loaded lists kept for a minute outside the query cache (booth statuses, virtual lines) and the visitor's
  // tickets: another story's mocks answered them, and a load left waiting by a slow mock would block every
  // later one.
  boothStatusStore.reset();
  queueLines.reset();
  queueTickets.reset();
  // Push and your-turn state kept per ticket id (the mocks number tickets from 1 again in every story).
  forgetTurnPush();
  forgetClosedBanners();
  // The mock backend: likes, posts, sessions, queue, console data, booth statuses; the real time.
  resetMockState();
  resetStatusState();
  // TanStack Query's network state (a story can take it offline).
  onlineManager.setOnline(true);
  // Browser objects a story replaced with a stand-in (position, clipboard, push permission, service worker).
  for (const [owner, key] of STAND_INS) if (Object.getOwnPropertyDescriptor(owner, key)) delete (owner as Record<string, unknown>)[key];
  // Storybook pauses CSS animations while a story's afterEach (axe) runs and takes that style away only when it
  // passes: a failed story would freeze the animations of every later story.
  for (const style of document.head.querySelectorAll('style')) {
    if (style.textContent?.includes('animation-play-state: paused !important')) style.remove();
  }
  // Where the last story left the page: its scroll position, focus and history entry's state (the game's leave
  // guard pushes one; the map reads navigation state from it).
  window.scrollTo(0, 0);
  if (history.state !== null) history.replaceState(null, '');
  (document.activeElement as HTMLElement | null)?.blur?.();
}

const preview: Preview = {
  decorators: [withApp],
  beforeEach({ msw, parameters }) {
    freshPage();
    (parameters.store as (() => void) | undefined)?.();
    msw.use(...handlers);
  },
  globalTypes: {
    locale: {
      description: 'Language',
      toolbar: {
        icon: 'globe',
        items: [
          { value: 'ko', title: 'KR' },
          { value: 'en', title: 'ENG' },
          { value: 'zh-CN', title: '中文' },
          { value: 'ja', title: '日本語' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'ko' },
  parameters: {
    layout: 'fullscreen',
    viewport: { defaultViewport: 'mobile' },
    // axe runs on every story and a violation fails its story test (issue 16, item 17). A story that cannot
    // meet a rule (a fragment shown without its page) scopes that one rule out in its own parameters, with why.
    a11y: { test: 'error' },
  },
};

export default preview;
