// Messages of the parts that load after the first paint (My festival, the stars, sharing, the booth status, the
// line) come in a chunk of their own, the game's and the admin area's in others (vite.config.ts, LATE_KEY, GAME_KEY
// and ADMIN_KEY), so the first paint's message chunk does not grow with them, a visitor downloads the game's text
// only for the game and never the admin text. A part that uses them renders inside <WithLateMessages>, which waits
// for its chunks once per language.
import { Suspense, use, type ComponentType, type ReactNode } from 'react';
import { createIntl, createIntlCache, RawIntlProvider, useIntl, type IntlShape } from 'react-intl';
import type { Language } from '@contract/constants';
import type { Messages } from './load-messages';

type Loaders = Record<Language, () => Promise<{ default: Messages }>>;
const late: Loaders = {
  ko: () => import('virtual:late-text/ko'),
  en: () => import('virtual:late-text/en'),
  ja: () => import('virtual:late-text/ja'),
  'zh-CN': () => import('virtual:late-text/zh-CN'),
};
const gameText: Loaders = {
  ko: () => import('virtual:game-text/ko'),
  en: () => import('virtual:game-text/en'),
  ja: () => import('virtual:game-text/ja'),
  'zh-CN': () => import('virtual:game-text/zh-CN'),
};
const adminText: Loaders = {
  ko: () => import('virtual:admin-text/ko'),
  en: () => import('virtual:admin-text/en'),
  ja: () => import('virtual:admin-text/ja'),
  'zh-CN': () => import('virtual:admin-text/zh-CN'),
};
const LOCALE_TO_LANG: Record<string, Language> = { 'ko-KR': 'ko', 'en-US': 'en', 'ja-JP': 'ja', 'zh-CN': 'zh-CN' };

/** Which text a part needs besides the late text: the game's or the admin area's. */
export type MoreText = 'game' | 'admin';
const CHUNKS: Record<MoreText | 'late', Loaders[]> = { late: [late], game: [late, gameText], admin: [late, adminText] };

const loading = new Map<string, Promise<Messages>>();
function lateMessages(lang: Language, more: MoreText | undefined): Promise<Messages> {
  const key = `${lang}:${more}`;
  let p = loading.get(key);
  if (!p) {
    p = Promise.all(CHUNKS[more ?? 'late'].map((chunk) => chunk[lang]())).then((ms) => Object.assign({}, ...ms.map((m) => m.default)) as Messages);
    p.catch(() => loading.delete(key));
    loading.set(key, p);
  }
  return p;
}

// One merged intl per page intl and late chunk, shared by every part that asks for it: each card of a list used to
// copy the whole message table and build its own intl (a tenth of the map's first-load script time, 4x slower CPU).
const formatCache = createIntlCache();
const merged = new WeakMap<IntlShape, Map<Messages, IntlShape>>();
function mergedIntl(base: IntlShape, more: Messages): IntlShape {
  let byChunk = merged.get(base);
  if (!byChunk) merged.set(base, (byChunk = new Map()));
  let intl = byChunk.get(more);
  if (!intl) {
    intl = createIntl(
      { locale: base.locale, defaultLocale: base.defaultLocale, timeZone: base.timeZone, messages: { ...(base.messages as Messages), ...more } },
      formatCache,
    );
    byChunk.set(more, intl);
  }
  return intl;
}

function Merged({ children, more }: { children: ReactNode; more?: MoreText }) {
  const intl = useIntl();
  const lang = LOCALE_TO_LANG[intl.locale] ?? 'ko';
  const messages = use(lateMessages(lang, more));
  return <RawIntlProvider value={mergedIntl(intl, messages)}>{children}</RawIntlProvider>;
}

/** `more`: the game's or the admin area's messages too. */
export function WithLateMessages({ children, fallback = null, more }: { children: ReactNode; fallback?: ReactNode; more?: MoreText }) {
  return (
    <Suspense fallback={fallback}>
      <Merged more={more}>{children}</Merged>
    </Suspense>
  );
}

/** A screen rendered inside <WithLateMessages> (the lazy routes of src/app/routes.tsx). */
export function withLateMessages(Screen: ComponentType, more?: MoreText): ComponentType {
  return function WithLateText() {
    return (
      <WithLateMessages more={more}>
        <Screen />
      </WithLateMessages>
    );
  };
}
