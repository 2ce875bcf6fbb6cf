import { useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import type { Decorator, Preview } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Language } from '@contract/constants';
import { StaticIntlProvider } from '@/i18n/intl-provider';
import { languageStore } from '@/stores/language';
import { setClock } from '@/lib/clock';
import { setFestival } from '@/stores/festival';
import { SAMPLE_FESTIVAL } from '@contract/festival-data';
import { handlers, resetMockState } from '@mocks/handlers';
import { resetLikeBus } from '@/hooks/use-like';
import { reloadVisitor } from '@/stores/visitor';
import { reloadGameStore } from '@/stores/game-keys';
import { reloadMyFestival } from '@/stores/favourites';
import { clearTranslationCache } from '@/stores/translation-cache';
import { signOut } from '@/stores/admin-session';
import ko from 'virtual:messages/ko';
import en from 'virtual:messages/en';
import ja from 'virtual:messages/ja';
import zhCN from 'virtual:messages/zh-CN';
import koLate from 'virtual:late-text/ko';
import enLate from 'virtual:late-text/en';
import jaLate from 'virtual:late-text/ja';
import zhCNLate from 'virtual:late-text/zh-CN';
import koAdmin from 'virtual:admin-text/ko';
import enAdmin from 'virtual:admin-text/en';
import jaAdmin from 'virtual:admin-text/ja';
import zhCNAdmin from 'virtual:admin-text/zh-CN';
import '@/styles/global.css';
import { configure } from 'storybook/test';

// Play functions wait for what a person would see; on a loaded machine (CI shares two cores with Chromium)
// that can take longer than testing-library's default 1 s, so findBy*/waitFor wait up to 10 s.
configure({ asyncUtilTimeout: 10_000 });

// Stories of parts that load late, and of the admin area, get those messages too (src/i18n/late-messages.tsx).
const MESSAGES = {
  ko: { ...ko, ...koLate, ...koAdmin },
  en: { ...en, ...enLate, ...enAdmin },
  ja: { ...ja, ...jaLate, ...jaAdmin },
  'zh-CN': { ...zhCN, ...zhCNLate, ...zhCNAdmin },
};

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

const preview: Preview = {
  decorators: [withApp],
  beforeEach({ msw, parameters }) {
    // Every story starts from an empty browser: no visitor, likes, session or game keys from the last story; the
    // real time and the sample festival (the story files share one page, so no module starts fresh).
    setClock(Date.now());
    setFestival(SAMPLE_FESTIVAL);
    localStorage.clear();
    sessionStorage.clear();
    reloadVisitor();
    reloadGameStore();
    reloadMyFestival();
    clearTranslationCache();
    signOut();
    resetMockState();
    resetLikeBus();
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
