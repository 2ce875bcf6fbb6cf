// What lists and details carry beside an item when the visitor reads another language (server/translation/
// list-translations.ts, the mocks): `translations` (spec field name → text) and, additive since, `translation_sources`
// (the same field names → sourceHash of the Korean text each translation was made from). A phone keeps a
// translation with its source's hash and shows it only beside that very text: after Staff edit a description,
// the translation of the old wording is not shown for the new one.

/** A translation and the sourceHash of the Korean text it translates. */
export interface SourcedTranslation {
  text: string;
  source: string;
}

/** The additive fields an item of a list or detail gains when its translations are asked for (`?lang=`). */
export interface ItemTranslations {
  translations?: Record<string, string>;
  translation_sources?: Record<string, string>;
}

/**
 * A short fingerprint of a source text (32-bit FNV-1a over its UTF-16 units, base 36): the same on the server and the
 * phone, cheap enough to compute for every field a screen shows. Only ever compared for one entity's one field.
 */
export function sourceHash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}

/** A value read from storage or a page is a SourcedTranslation (anything else is dropped by its reader). */
export function isSourcedTranslation(value: unknown): value is SourcedTranslation {
  return !!value && typeof value === 'object' && typeof (value as SourcedTranslation).text === 'string' && typeof (value as SourcedTranslation).source === 'string';
}
