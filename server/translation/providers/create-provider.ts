// Picks the remote provider named by the settings, and chains it behind the translation memory.
import { createDeepLProvider } from './deepl';
import { createLibreTranslateProvider } from './libretranslate';
import type { MemoryProvider } from './memory';
import { createOpenAiProvider } from './openai';
import { TranslationProviderError, type TranslationProvider } from './types';

export const TRANSLATION_PROVIDER_NAMES = ['memory', 'libretranslate', 'deepl', 'openai', 'none'] as const;
export type TranslationProviderName = (typeof TRANSLATION_PROVIDER_NAMES)[number];

export interface TranslationSettings {
  /** 'memory' uses only the translation memory; 'none' translates nothing (every miss is an error). */
  provider: TranslationProviderName;
  apiUrl?: string;
  apiKey?: string;
  model?: string;
  /** How long a request waits for a provider before answering pending (default 1,500 ms). */
  budgetMs?: number;
}

/** The remote provider for memory misses, or null when the settings name none. */
export function createRemoteProvider(settings: TranslationSettings, doFetch: typeof fetch = globalThis.fetch): TranslationProvider | null {
  switch (settings.provider) {
    case 'libretranslate':
      if (!settings.apiUrl) return misconfigured('libretranslate', 'no API URL configured');
      return createLibreTranslateProvider({ apiUrl: settings.apiUrl, apiKey: settings.apiKey, fetch: doFetch });
    case 'deepl':
      return createDeepLProvider({ apiUrl: settings.apiUrl, apiKey: settings.apiKey, fetch: doFetch });
    case 'openai':
      return createOpenAiProvider({ apiUrl: settings.apiUrl, apiKey: settings.apiKey, model: settings.model, fetch: doFetch });
    case 'memory':
    case 'none':
      return null;
  }
}

/** A provider that always fails with its configuration problem, so the cause shows in every error's meta. */
function misconfigured(name: string, problem: string): TranslationProvider {
  return { name, translate: () => Promise.reject(new TranslationProviderError(name, problem)) };
}

/** Memory first, the remote provider for what the memory does not know. */
export function createChainProvider(memory: MemoryProvider, remote: TranslationProvider | null): TranslationProvider {
  return {
    name: remote ? `memory+${remote.name}` : 'memory',
    maxBatch: remote?.maxBatch,
    async translate(items, signal) {
      const out = items.map((item) => memory.lookup(item));
      const misses = out.flatMap((text, index) => (text === undefined ? [index] : []));
      if (misses.length === 0) return out as string[];
      if (!remote) throw new TranslationProviderError('memory', `${misses.length} text(s) not in the translation memory`);
      const translated = await remote.translate(misses.map((i) => items[i]), signal);
      misses.forEach((itemIndex, k) => {
        out[itemIndex] = translated[k];
      });
      return out as string[];
    },
  };
}
