// Lists and details carry the stored translations of the visitor's language, so a screen paints once in
// that language: each item gains `translations: {Field: text}` (spec field names, as the per-field calls
// use them) and `translation_sources: {Field: sourceHash}`, additive to the spec's shapes
// (contract/list-translations.ts). Only translations of the current Korean sources are carried: after an edit,
// the row of the old wording waits for translate-on-write to replace it, and a list must not serve it meanwhile.
// The language comes from `?lang=` or Accept-Language.
import type { Context, MiddlewareHandler } from 'hono';
import { and, eq } from 'drizzle-orm';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import { isLanguage, type Language } from '@contract/constants';
import { sourceHash, type ItemTranslations } from '@contract/list-translations';
import { translations } from './schema';
import { checksumOf } from './service';
import { sourceKey, type SourceIndex } from './source-index';

/** Entity key (type\0id) to what its items carry. */
type Table = Map<string, Required<ItemTranslations>>;

export interface TranslatedFields {
  /** The translations of the current sources in one language; reloaded when stale or when the sources change. */
  table(lang: Language): Promise<Table>;
  /** Something was stored: read again on next use. */
  invalidate(): void;
}

/** A text of one field in one language, made for the source with this checksum. */
export interface StoredText {
  entityType: string;
  entityId: string;
  field: string;
  text: string;
  sourceChecksum: string;
}

/** Texts laid over the stored machine translations (Staff's overrides), in one language. */
export type Overlay = (lang: Language) => Promise<Iterable<StoredText>>;

/** Each current source's checksum (as stored with a translation) and short hash (as sent), once per index. */
const fingerprints = new WeakMap<SourceIndex, Map<string, { checksum: string; hash: string }>>();
function fingerprintsOf(index: SourceIndex): Map<string, { checksum: string; hash: string }> {
  let found = fingerprints.get(index);
  if (found) return found;
  found = new Map([...index].map(([key, s]) => [key, { checksum: checksumOf(s.text), hash: sourceHash(s.text) }]));
  fingerprints.set(index, found);
  return found;
}

export function createTranslatedFields(db: PgDatabase<any, any>, ttlMs: number, sources: () => Promise<SourceIndex>, overlay?: Overlay): TranslatedFields {
  const tables = new Map<Language, { at: number; index: SourceIndex; table: Promise<Table> }>();
  async function load(lang: Language, index: SourceIndex): Promise<Table> {
    const current = fingerprintsOf(index);
    const table: Table = new Map();
    const put = (t: StoredText) => {
      const now = current.get(sourceKey(t.entityType, t.entityId, t.field));
      if (!now || now.checksum !== t.sourceChecksum) return;
      const key = `${t.entityType}\u0000${t.entityId}`;
      const item = table.get(key) ?? { translations: {}, translation_sources: {} };
      item.translations[t.field] = t.text;
      item.translation_sources[t.field] = now.hash;
      table.set(key, item);
    };
    const rows = await db
      .select({ entityType: translations.entityType, entityId: translations.entityId, field: translations.field, text: translations.translatedText, sourceChecksum: translations.sourceChecksum })
      .from(translations)
      .where(and(eq(translations.targetLang, lang), eq(translations.status, 'ok')));
    rows.forEach(put);
    if (overlay) for (const o of await overlay(lang)) put(o);
    return table;
  }
  return {
    async table(lang) {
      const index = await sources();
      const hit = tables.get(lang);
      if (hit && hit.index === index && Date.now() - hit.at <= ttlMs) return hit.table;
      const table = load(lang, index);
      // A failed read is not kept: the next request tries again.
      table.catch(() => tables.get(lang)?.table === table && tables.delete(lang));
      tables.set(lang, { at: Date.now(), index, table });
      return table;
    },
    invalidate: () => tables.clear(),
  };
}

/** The visitor's language when it is not Korean: `?lang=` first, then Accept-Language's first tag. */
export function requestLanguage(c: Context): Language | null {
  const asked = c.req.query('lang');
  if (asked !== undefined) return isLanguage(asked) && asked !== 'ko' ? asked : null;
  const first = (c.req.header('accept-language') ?? '').split(',')[0].trim().toLowerCase();
  if (first.startsWith('en')) return 'en';
  if (first.startsWith('ja')) return 'ja';
  if (first.startsWith('zh')) return 'zh-CN';
  return null;
}

/** Which entity the answer of a path lists, and under which id key. */
function entityOf(path: string): { type: string; idKey: 'id' | 'booth_id' } | null {
  if (/^\/api\/booths\//.test(path) && !/\/likes\/?$/.test(path)) return { type: 'booth', idKey: 'booth_id' };
  if (/^\/api\/board\/emergency\/?$/.test(path)) return { type: 'notice', idKey: 'id' };
  if (/^\/api\/board(\/|$)/.test(path)) return { type: 'board', idKey: 'id' };
  if (/^\/api\/stage\//.test(path)) return { type: 'stage', idKey: 'id' };
  if (/^\/api\/developers\/?$/.test(path)) return { type: 'developer', idKey: 'id' };
  return null;
}

type Item = Record<string, unknown>;

/** A copy of `value` with translations added (the objects handed to c.json may be shared caches). */
function attach(value: unknown, type: string, idKey: string, table: Table, depth = 0): unknown {
  if (depth > 3 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => attach(v, type, idKey, table, depth + 1));
  const item = { ...(value as Item) };
  const id = item[idKey] ?? item.id;
  if (typeof id === 'number' || typeof id === 'string') {
    const carried = table.get(`${type}\u0000${String(id)}`);
    if (carried) Object.assign(item, carried);
  }
  // Lists sit under result/results (board, booths, developers) or the stage's slots.
  for (const key of ['result', 'results', 'club', 'current_slot', 'remaining', 'celebrity']) {
    if (item[key] && typeof item[key] === 'object') item[key] = attach(item[key], type, idKey, table, depth + 1);
  }
  return item;
}

export function listTranslations(fields: TranslatedFields): MiddlewareHandler {
  return async (c, next) => {
    const entity = entityOf(c.req.path);
    const lang = entity ? requestLanguage(c) : null;
    if (!entity || !lang) return next();
    let table: Table;
    try {
      table = await fields.table(lang);
    } catch {
      return next();
    }
    const json = c.json;
    c.json = ((object: unknown, ...rest: unknown[]) => {
      return (json as (...args: unknown[]) => Response)(attach(object, entity.type, entity.idKey, table), ...rest);
    }) as typeof c.json;
    await next();
  };
}
