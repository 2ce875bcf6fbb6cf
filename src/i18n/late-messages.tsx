// Text beyond the first paint's messages, in chunks of their own (contract/text-chunks.ts, built by vite.config.ts):
// each screen's own text, and that of the parts that load after the first paint (the stars, sharing, the booth
// status, the line), My festival's, the game's and the admin area's. A page downloads the text it shows, not every
// screen's. A part that uses a chunk renders inside <WithLateMessages text=…>, which waits for it once per language; a
// screen's text comes with its code (src/app/late-text.ts), so its first render (and the server's) has it at once.
import { Suspense, use, type ComponentType, type ReactNode } from 'react';
import { createIntl, createIntlCache, RawIntlProvider, useIntl, type IntlShape } from 'react-intl';
import loaders from 'virtual:text-loaders';
import type { Language } from '@contract/constants';
import { TEXT_NEEDS, type TextChunk } from '@contract/text-chunks';
import { alsoLoadOnSwitch, type Messages } from './load-messages';

const LOCALE_TO_LANG: Record<string, Language> = { 'ko-KR': 'ko', 'en-US': 'en', 'ja-JP': 'ja', 'zh-CN': 'zh-CN' };

const loading = new Map<string, Promise<Messages>>();
/** The text that has come, read without waiting. */
const ready = new Map<string, Messages>();
/** What the page has drawn inside: a switch of language waits for these in the new language too. */
const drawn = new Set<TextChunk>();

/** The messages a part drawn inside `text` needs in `lang` (the chunks TEXT_NEEDS lists, merged). */
export function loadText(lang: Language, text: TextChunk = 'late'): Promise<Messages> {
  drawn.add(text);
  const key = `${lang}:${text}`;
  let p = loading.get(key);
  if (!p) {
    p = Promise.all(TEXT_NEEDS[text].map((chunk) => loaders[chunk][lang]())).then((ms) => {
      const messages = Object.assign({}, ...ms.map((m) => m.default)) as Messages;
      ready.set(key, messages);
      return messages;
    });
    p.catch(() => loading.delete(key));
    loading.set(key, p);
  }
  return p;
}

/** Stories have every message at hand (.storybook/preview.tsx): no part waits for its chunk. */
export function haveAllText(lang: Language, messages: Messages): void {
  for (const text of Object.keys(TEXT_NEEDS) as TextChunk[]) ready.set(`${lang}:${text}`, messages);
}

// The app's messages switch language at once with every text the page shows (src/i18n/intl-provider.tsx).
alsoLoadOnSwitch((lang) => Promise.all([...drawn].map((text) => loadText(lang, text))));

// One merged intl per language's messages and chunk, shared by every part that asks for it: each card of a list used
// to copy the whole message table and build its own intl (a tenth of the map's first-load script time, 4x slower
// CPU). Keyed by the page's messages (one object per language, load-messages.ts), not by its intl object, which each
// render of a drawn page on the server makes anew: the server builds each merged intl once, not once per page drawn.
const formatCache = createIntlCache();
const merged = new WeakMap<object, Map<Messages, IntlShape>>();
function mergedIntl(base: IntlShape, more: Messages): IntlShape {
  let byChunk = merged.get(base.messages);
  if (!byChunk) merged.set(base.messages, (byChunk = new Map()));
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

function Merged({ children, text }: { children: ReactNode; text: TextChunk }) {
  const intl = useIntl();
  const lang = LOCALE_TO_LANG[intl.locale] ?? 'ko';
  const messages = ready.get(`${lang}:${text}`) ?? use(loadText(lang, text));
  return <RawIntlProvider value={mergedIntl(intl, messages)}>{children}</RawIntlProvider>;
}

/** `text`: the chunk the children's messages are in (the late text unless named). */
export function WithLateMessages({ children, fallback = null, text = 'late' }: { children: ReactNode; fallback?: ReactNode; text?: TextChunk }) {
  return (
    <Suspense fallback={fallback}>
      <Merged text={text}>{children}</Merged>
    </Suspense>
  );
}

/** A screen rendered inside <WithLateMessages> (the lazy routes of src/app/routes.tsx). */
export function withLateMessages(Screen: ComponentType, text: TextChunk): ComponentType {
  return function WithScreenText() {
    return (
      <WithLateMessages text={text}>
        <Screen />
      </WithLateMessages>
    );
  };
}
