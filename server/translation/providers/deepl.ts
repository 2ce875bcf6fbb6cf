// DeepL API v2: POST {apiUrl}/v2/translate with text[] and DeepL's language codes.
import type { Language } from '@contract/constants';
import { postJson, translateByPair, trimSlash } from './http';
import { TranslationProviderError, type TranslationProvider } from './types';

/** Target codes: DeepL wants a regional English and the script of Chinese. */
export const DEEPL_TARGET_CODES: Record<Language, string> = { ko: 'KO', en: 'EN-US', ja: 'JA', 'zh-CN': 'ZH-HANS' };
/** Source codes: DeepL rejects regional variants as source_lang. */
export const DEEPL_SOURCE_CODES: Record<Language, string> = { ko: 'KO', en: 'EN', ja: 'JA', 'zh-CN': 'ZH' };

export interface DeepLOptions {
  /** Defaults to the free API for keys ending in ":fx", else the paid API. */
  apiUrl?: string;
  apiKey?: string;
  fetch?: typeof fetch;
}

export function createDeepLProvider(options: DeepLOptions): TranslationProvider {
  const name = 'deepl';
  const doFetch = options.fetch ?? globalThis.fetch;
  const base = options.apiUrl ?? (options.apiKey?.endsWith(':fx') ? 'https://api-free.deepl.com' : 'https://api.deepl.com');
  const url = `${trimSlash(base)}/v2/translate`;

  return {
    name,
    // DeepL accepts at most 50 texts per request.
    maxBatch: 50,
    translate(items, signal) {
      if (!options.apiKey) return Promise.reject(new TranslationProviderError(name, 'no API key configured'));
      return translateByPair(items, async (texts, source, target) => {
        const answer = (await postJson({
          provider: name,
          fetch: doFetch,
          url,
          headers: { authorization: `DeepL-Auth-Key ${options.apiKey}` },
          body: { text: texts, source_lang: DEEPL_SOURCE_CODES[source], target_lang: DEEPL_TARGET_CODES[target] },
          signal,
        })) as { translations?: unknown };
        const list = answer?.translations;
        if (!Array.isArray(list) || list.length !== texts.length) {
          throw new TranslationProviderError(name, `expected ${texts.length} translations, got ${Array.isArray(list) ? list.length : typeof list}`);
        }
        return list.map((entry: unknown) => {
          const text = (entry as { text?: unknown } | null)?.text;
          if (typeof text !== 'string') throw new TranslationProviderError(name, 'a translation has no text');
          return text;
        });
      });
    },
  };
}
