// The translation memory: exact lookups in a table of reviewed translations (the sample festival's
// content). It never guesses; an unknown text is a miss so the chain can ask the remote provider.
import { LANGUAGES, type Language } from '@contract/constants';
import type { TranslationMemoryEntry } from '@contract/sample/shapes';
import { TranslationProviderError, type TranslationItem, type TranslationProvider } from './types';

export interface MemoryProvider extends TranslationProvider {
  /** The stored translation, or undefined when this memory does not know the text. */
  lookup(item: TranslationItem): string | undefined;
  readonly size: number;
}

/** Lookups ignore surrounding white space and Unicode composition differences, nothing else. */
function normalize(text: string): string {
  return text.normalize('NFC').trim();
}

export function createMemoryProvider(entries: readonly TranslationMemoryEntry[]): MemoryProvider {
  const bySource = new Map<Language, Map<string, TranslationMemoryEntry>>(LANGUAGES.map((lang) => [lang, new Map()]));
  for (const entry of entries) {
    for (const lang of LANGUAGES) {
      const text = entry[lang];
      if (typeof text !== 'string' || text === '') continue;
      const index = bySource.get(lang)!;
      // First entry wins so a later duplicate cannot silently change a reviewed translation.
      if (!index.has(normalize(text))) index.set(normalize(text), entry);
    }
  }

  const lookup = ({ text, source, target }: TranslationItem): string | undefined => {
    const entry = bySource.get(source)?.get(normalize(text));
    const translated = entry?.[target];
    return typeof translated === 'string' && translated !== '' ? translated : undefined;
  };

  return {
    name: 'memory',
    size: entries.length,
    lookup,
    async translate(items) {
      return items.map((item) => {
        const translated = lookup(item);
        if (translated === undefined) throw new TranslationProviderError('memory', 'text not in the translation memory');
        return translated;
      });
    },
  };
}
