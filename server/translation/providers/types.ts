import type { Language } from '@contract/constants';

export interface TranslationItem {
  text: string;
  source: Language;
  target: Language;
}

/**
 * Every translation backend answers this: one translated string per item, in order.
 * A provider that cannot translate an item rejects the whole call (the service falls back to the
 * source text per field), so a resolved array always has items.length strings.
 */
export interface TranslationProvider {
  name: string;
  translate(items: TranslationItem[], signal: AbortSignal): Promise<string[]>;
  /** Items per remote call; the service groups misses into calls of at most this many. */
  maxBatch?: number;
}

/** A provider failed (network, HTTP status, unreadable answer); `retryable` is false for config errors. */
export class TranslationProviderError extends Error {
  constructor(
    readonly provider: string,
    message: string,
    readonly detail: { status?: number; cause?: unknown } = {},
  ) {
    super(`${provider}: ${message}`);
    this.name = 'TranslationProviderError';
  }
}

export const LANGUAGE_NAMES: Record<Language, string> = {
  ko: 'Korean',
  en: 'English',
  ja: 'Japanese',
  'zh-CN': 'Simplified Chinese',
};
