// LibreTranslate-compatible API: POST {apiUrl}/translate with q as an array of texts.
import type { Language } from '@contract/constants';
import { expectStrings, postJson, translateByPair, trimSlash } from './http';
import { TranslationProviderError, type TranslationProvider } from './types';

/** LibreTranslate names Simplified Chinese `zh` (newer servers also accept zh-Hans). */
export const LIBRETRANSLATE_CODES: Record<Language, string> = { ko: 'ko', en: 'en', ja: 'ja', 'zh-CN': 'zh' };

export interface LibreTranslateOptions {
  apiUrl: string;
  apiKey?: string;
  fetch?: typeof fetch;
  codes?: Partial<Record<Language, string>>;
}

export function createLibreTranslateProvider(options: LibreTranslateOptions): TranslationProvider {
  const name = 'libretranslate';
  const doFetch = options.fetch ?? globalThis.fetch;
  const codes = { ...LIBRETRANSLATE_CODES, ...options.codes };
  const url = `${trimSlash(options.apiUrl)}/translate`;

  return {
    name,
    maxBatch: 50,
    translate(items, signal) {
      return translateByPair(items, async (texts, source, target) => {
        const body: Record<string, unknown> = { q: texts, source: codes[source], target: codes[target], format: 'text' };
        if (options.apiKey) body.api_key = options.apiKey;
        const answer = (await postJson({ provider: name, fetch: doFetch, url, body, signal })) as { translatedText?: unknown };
        if (!answer || typeof answer !== 'object') throw new TranslationProviderError(name, 'answer is not an object');
        // A server given one text may answer a bare string.
        const translated = typeof answer.translatedText === 'string' && texts.length === 1 ? [answer.translatedText] : answer.translatedText;
        return expectStrings(name, translated, texts.length);
      });
    },
  };
}
