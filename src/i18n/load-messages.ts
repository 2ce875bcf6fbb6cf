import type { MessageFormatElement } from 'react-intl';
import type { Language } from '@contract/constants';

export type Messages = Record<string, MessageFormatElement[]>;

// One chunk per locale: only the active language is downloaded.
const loaders: Record<Language, () => Promise<{ default: Messages }>> = {
  ko: () => import('virtual:messages/ko'),
  en: () => import('virtual:messages/en'),
  ja: () => import('virtual:messages/ja'),
  'zh-CN': () => import('virtual:messages/zh-CN'),
};

const cache = new Map<Language, Messages>();

export async function loadMessages(lang: Language): Promise<Messages> {
  const hit = cache.get(lang);
  if (hit) return hit;
  const m = (await loaders[lang]()).default;
  cache.set(lang, m);
  return m;
}

export function cachedMessages(lang: Language): Messages | undefined {
  return cache.get(lang);
}

let alsoLoad: ((lang: Language) => Promise<unknown>) | null = null;
/** More text a switch of language waits for (src/i18n/late-messages.tsx, once the page has drawn some). */
export function alsoLoadOnSwitch(load: (lang: Language) => Promise<unknown>): void {
  alsoLoad = load;
}

/** The messages of `lang`, once they and every other text the page shows have come in that language. */
export async function loadLanguage(lang: Language): Promise<Messages> {
  const [messages] = await Promise.all([loadMessages(lang), alsoLoad?.(lang)]);
  return messages;
}
