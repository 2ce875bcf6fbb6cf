// Lists and details answer with each item's translations in the visitor's language when asked
// (`?lang=`); they are kept on the device before the screen renders the list, each with the hash of the Korean
// source it translates (`translation_sources`, contract/list-translations.ts).
import { isLanguage, type Language } from '@contract/constants';
import type { SourcedTranslation } from '@contract/list-translations';
import { isRecord } from '@contract/rules/record';
import { languageStore } from '@/stores/language';
import { keepEntityTranslations } from '@/stores/translation-cache';

/** Which entity a path's answer lists (as the server attaches them), or null. */
export function listEntity(path: string): { type: string; idKey: 'id' | 'booth_id' } | null {
  const p = `/${path.replace(/^\/+/, '')}`;
  if (/^\/booths\//.test(p) && !/\/likes\/?$/.test(p)) return { type: 'booth', idKey: 'booth_id' };
  if (/^\/board\/emergency\/?$/.test(p)) return { type: 'notice', idKey: 'id' };
  if (/^\/board(\/|$)/.test(p)) return { type: 'board', idKey: 'id' };
  if (/^\/stage\//.test(p)) return { type: 'stage', idKey: 'id' };
  if (/^\/developers\/?$/.test(p)) return { type: 'developer', idKey: 'id' };
  return null;
}

/** The `lang` query to add to a request of `path`, when the visitor reads another language than Korean. */
export function langQuery(path: string): { lang: Language } | null {
  const lang = languageStore.lang;
  return lang !== 'ko' && isLanguage(lang) && listEntity(path) ? { lang } : null;
}

/** Keeps every `translations` field found in an answer (items of lists, a detail, stage slots). */
export function keepListTranslations(path: string, lang: Language, body: unknown): void {
  const entity = listEntity(path);
  if (entity) walk(body, entity.type, entity.idKey, lang, 0);
}

function walk(value: unknown, type: string, idKey: string, lang: Language, depth: number): void {
  if (depth > 3 || value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const v of value) walk(v, type, idKey, lang, depth + 1);
    return;
  }
  const item = value as Record<string, unknown>;
  const id = item[idKey] ?? item.id;
  const t = item.translations;
  if ((typeof id === 'number' || typeof id === 'string') && isRecord(t)) {
    const sources = isRecord(item.translation_sources) ? item.translation_sources : {};
    const fields: Record<string, SourcedTranslation> = {};
    for (const [field, text] of Object.entries(t)) {
      const source = sources[field];
      // A translation whose source the answer does not name cannot be matched to the text shown: not kept.
      if (typeof text === 'string' && typeof source === 'string') fields[field] = { text, source };
    }
    keepEntityTranslations(lang, type, id, fields);
  }
  for (const key of ['result', 'results', 'club', 'current_slot', 'remaining', 'celebrity']) {
    if (item[key] && typeof item[key] === 'object') walk(item[key], type, idKey, lang, depth + 1);
  }
}
