// Messages of the parts that load after the first paint (My festival, the stars, sharing, the booth status, the game, the admin area) come in a chunk of
// their own (vite.config.ts, LATE_KEY), so the first paint's message chunk does not grow with them. A part
// that uses them renders inside <WithLateMessages>, which waits for that chunk once per language.
import { Suspense, use, type ComponentType, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { Language } from '@contract/constants';
import type { Messages } from './load-messages';

const loaders: Record<Language, () => Promise<{ default: Messages }>> = {
  ko: () => import('virtual:late-text/ko'),
  en: () => import('virtual:late-text/en'),
  ja: () => import('virtual:late-text/ja'),
  'zh-CN': () => import('virtual:late-text/zh-CN'),
};
const LOCALE_TO_LANG: Record<string, Language> = { 'ko-KR': 'ko', 'en-US': 'en', 'ja-JP': 'ja', 'zh-CN': 'zh-CN' };

const loading = new Map<Language, Promise<Messages>>();
function lateMessages(lang: Language): Promise<Messages> {
  let p = loading.get(lang);
  if (!p) {
    p = loaders[lang]().then((m) => m.default);
    p.catch(() => loading.delete(lang));
    loading.set(lang, p);
  }
  return p;
}

function Merged({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const lang = LOCALE_TO_LANG[intl.locale] ?? 'ko';
  const late = use(lateMessages(lang));
  return (
    <IntlProvider locale={intl.locale} defaultLocale={intl.defaultLocale} timeZone={intl.timeZone} messages={{ ...(intl.messages as Messages), ...late }}>
      {children}
    </IntlProvider>
  );
}

export function WithLateMessages({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <Merged>{children}</Merged>
    </Suspense>
  );
}

/** A screen rendered inside <WithLateMessages> (the lazy routes of src/app/routes.tsx). */
export function withLateMessages(Screen: ComponentType): ComponentType {
  return function WithLateText() {
    return (
      <WithLateMessages>
        <Screen />
      </WithLateMessages>
    );
  };
}
