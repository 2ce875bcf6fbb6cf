// As the server: a list asked for with `?lang=` carries each item's stored translations (here, the
// sample translation memory's) in an additive `translations` field, keyed by the spec's field names, and the hash
// of each one's Korean source in `translation_sources`.
import { LANGUAGES, type Language } from '@contract/constants';
import { sourceHash } from '@contract/list-translations';
import { memoryLookup } from '@contract/sample/translation-memory';

type Item = Record<string, unknown>;

export function requestLang(request: Request): Exclude<Language, 'ko'> | null {
  const lang = new URL(request.url).searchParams.get('lang');
  return lang && lang !== 'ko' && (LANGUAGES as readonly string[]).includes(lang) ? (lang as Exclude<Language, 'ko'>) : null;
}

/** Each item with `translations` of the fields `sources` names (field → Korean text) the memory knows. */
export function withTranslations<T extends Item>(request: Request, items: T[], sources: (item: T) => Record<string, unknown>): T[] {
  const lang = requestLang(request);
  if (!lang) return items;
  return items.map((item) => {
    const translations: Record<string, string> = {};
    const translation_sources: Record<string, string> = {};
    for (const [field, ko] of Object.entries(sources(item))) {
      const text = typeof ko === 'string' ? memoryLookup(ko, lang) : undefined;
      if (typeof ko !== 'string' || text === undefined) continue;
      translations[field] = text;
      translation_sources[field] = sourceHash(ko);
    }
    return Object.keys(translations).length ? { ...item, translations, translation_sources } : item;
  });
}

export const boothSources = (b: Item) => ({
  BoothName: b.name,
  BoothLocation: (b.location as { name?: unknown } | null | undefined)?.name,
});

export const postSources = (p: Item) => ({ BoardTitle: p.title, WriterName: p.writer, BoardContent: p.content });
