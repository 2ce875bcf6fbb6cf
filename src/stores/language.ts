import { proxy, subscribe } from 'valtio';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@contract/constants';
import { readRaw, writeRaw } from './storage';

export const LANGUAGE_KEY = 'language';

export const isLanguage = (v: unknown): v is Language => (LANGUAGES as readonly unknown[]).includes(v);

function initial(): Language {
  const stored = readRaw('local', LANGUAGE_KEY);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

export const languageStore = proxy({ lang: initial() });

subscribe(languageStore, () => writeRaw('local', LANGUAGE_KEY, languageStore.lang));

export function setLanguage(lang: Language): void {
  languageStore.lang = isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}
