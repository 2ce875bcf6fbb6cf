import { proxy, subscribe } from 'valtio';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@contract/constants';
import { readRaw, writeRaw } from './storage';

export const LANGUAGE_KEY = 'language';

function initial(): Language {
  const stored = readRaw('local', LANGUAGE_KEY);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

export const languageStore = proxy({ lang: initial() });

/**
 * A language other than the default is also a cookie, so the server names the visitor's messages among what a page
 * loads first (server/page-preload.ts) instead of the default language's.
 */
function keepCookie(lang: Language) {
  if (typeof document === 'undefined') return;
  const has = /(?:^|;\s*)lang=/.test(document.cookie);
  if (lang !== DEFAULT_LANGUAGE) document.cookie = `lang=${encodeURIComponent(lang)}; path=/; max-age=31536000; samesite=lax`;
  else if (has) document.cookie = 'lang=; path=/; max-age=0; samesite=lax';
}

keepCookie(languageStore.lang);
subscribe(languageStore, () => {
  writeRaw('local', LANGUAGE_KEY, languageStore.lang);
  keepCookie(languageStore.lang);
});

export function setLanguage(lang: Language): void {
  languageStore.lang = isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}
