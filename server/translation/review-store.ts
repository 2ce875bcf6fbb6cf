// What Staff's review puts in front of the machine: the glossary and the overrides, read whole (both are
// small) and kept in memory. A write in this process reloads at once; another process's write is read
// after `ttlMs` (PostgreSQL), so every process serves it within seconds.
import { createHash } from 'node:crypto';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import type { Language } from '@contract/constants';
import { EMPTY_GLOSSARY, type Glossary } from '@contract/rules/glossary';
import { recordKeyOf } from './record-store';
import { glossaryTerms, translationOverrides, type GlossaryRow, type OverrideRow } from './schema';

export interface ReviewStore {
  glossary(): Promise<Glossary>;
  /** Overrides by record key (entity_type, entity_id, field, target_lang). */
  overrides(): Promise<Map<string, OverrideRow>>;
  invalidate(): void;
}

export function glossaryOf(rows: readonly GlossaryRow[]): Glossary {
  if (rows.length === 0) return EMPTY_GLOSSARY;
  const entries = rows.map((r) => ({ id: r.id, ko: r.termKo, terms: termsOf(r) }));
  const version = createHash('sha256')
    .update(JSON.stringify(entries.map((e) => [e.id, e.ko, e.terms])))
    .digest('hex')
    .slice(0, 16);
  return { entries, version };
}

export function termsOf(r: Pick<GlossaryRow, 'en' | 'ja' | 'zhCn'>): Partial<Record<Language, string>> {
  const terms: Partial<Record<Language, string>> = {};
  if (r.en) terms.en = r.en;
  if (r.ja) terms.ja = r.ja;
  if (r.zhCn) terms['zh-CN'] = r.zhCn;
  return terms;
}

export function createReviewStore(db: PgDatabase<any, any>, ttlMs: number, log: (event: string, data: Record<string, unknown>) => void): ReviewStore {
  let loaded: { at: number; value: Promise<{ glossary: Glossary; overrides: Map<string, OverrideRow> }> } | null = null;

  async function load() {
    const [terms, overrides] = await Promise.all([
      db.select().from(glossaryTerms).orderBy(glossaryTerms.id),
      db.select().from(translationOverrides),
    ]);
    return {
      glossary: glossaryOf(terms as GlossaryRow[]),
      overrides: new Map((overrides as OverrideRow[]).map((o) => [recordKeyOf(o.entityType, o.entityId, o.field, o.targetLang), o])),
    };
  }
  function current() {
    if (loaded && Date.now() - loaded.at <= ttlMs) return loaded.value;
    const value = load();
    const entry = { at: Date.now(), value };
    loaded = entry;
    // A failed read is not kept: translations go on without the review (logged) and the next call reads again.
    return value.catch((error: unknown) => {
      if (loaded === entry) loaded = null;
      log('translation.review_load_failed', { error: error instanceof Error ? error.message : String(error) });
      return { glossary: EMPTY_GLOSSARY, overrides: new Map<string, OverrideRow>() };
    });
  }
  return {
    glossary: async () => (await current()).glossary,
    overrides: async () => (await current()).overrides,
    invalidate: () => {
      loaded = null;
    },
  };
}
