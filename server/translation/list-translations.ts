// Lists and details carry the stored translations of the visitor's language, so a screen paints once in
// that language: each item gains `translations: {Field: text}` (spec field names, as the per-field calls
// use them), additive to the spec's shapes. The language comes from `?lang=` or Accept-Language.
import type { Context, MiddlewareHandler } from 'hono';
import { and, eq } from 'drizzle-orm';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import { isLanguage, type Language } from '@contract/constants';
import { translations } from './schema';

type Table = Map<string, Record<string, string>>;

export interface TranslatedFields {
  /** Entity key (type\0id) to field to text, for one language; reloaded when stale. */
  table(lang: Language): Promise<Table>;
  /** Something was stored: read again on next use. */
  invalidate(): void;
}

/** Texts laid over the stored machine translations (Staff's overrides of the current sources). */
export type Overlay = (lang: Language) => Promise<Table>;

export function createTranslatedFields(db: PgDatabase<any, any>, ttlMs: number, overlay?: Overlay): TranslatedFields {
  const tables = new Map<Language, { at: number; table: Promise<Table> }>();
  async function load(lang: Language): Promise<Table> {
    const rows = await db
      .select({ entityType: translations.entityType, entityId: translations.entityId, field: translations.field, text: translations.translatedText })
      .from(translations)
      .where(and(eq(translations.targetLang, lang), eq(translations.status, 'ok')));
    const table: Table = new Map();
    for (const r of rows) {
      const key = `${r.entityType}\u0000${r.entityId}`;
      const fields = table.get(key) ?? {};
      fields[r.field] = r.text;
      table.set(key, fields);
    }
    if (overlay) {
      for (const [key, over] of await overlay(lang)) table.set(key, { ...table.get(key), ...over });
    }
    return table;
  }
  return {
    table(lang) {
      const hit = tables.get(lang);
      if (hit && Date.now() - hit.at <= ttlMs) return hit.table;
      const table = load(lang);
      // A failed read is not kept: the next request tries again.
      table.catch(() => tables.delete(lang));
      tables.set(lang, { at: Date.now(), table });
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
    const fields = table.get(`${type}\u0000${String(id)}`);
    if (fields) item.translations = fields;
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
