// Staff's translation review: glossary terms (add, edit, delete) and overrides (set, clear), each written
// with its audit row in one transaction, and the review list built from the server's own sources, the
// stored machine translations and the overrides. A glossary change marks the stored machine translations
// that contain the term (old or new wording) stale and asks translate-on-write to redo them at once.
import { and, eq, or, sql } from 'drizzle-orm';
import {
  LIMITS_REVIEW,
  REVIEW_LANGUAGES,
  type GlossaryCreateRequest,
  type GlossaryEditRequest,
  type GlossaryTerm,
  type OverrideClearRequest,
  type OverrideSetRequest,
  type ReviewEntry,
  type ReviewLanguage,
  type ReviewListResponse,
  type ReviewQuery,
} from '@contract/translation-review';
import type { Db } from '../db/client';
import { ApiError, notFound } from '../lib/errors';
import { writeAudit } from '../services/console-audit';
import type { Admin } from '../services/sessions';
import { recordKeyOf } from './record-store';
import { checksumOf } from './service';
import { glossaryTerms, translationOverrides, translations, type GlossaryRow, type OverrideRow, type TranslationRow } from './schema';
import { sourceKey, type SourceIndex, type SourceText } from './source-index';

export interface ReviewDeps {
  db: Db;
  sources: () => Promise<SourceIndex>;
  now: () => Date;
  /** After any write: forget what is kept in memory (service cache, review store, list tables). */
  changed: () => void;
  /** Ask translate-on-write to run (redo the stale machine translations). */
  resync: () => void;
}

export function toTerm(r: GlossaryRow): GlossaryTerm {
  return { id: r.id, term_ko: r.termKo, en: r.en, ja: r.ja, 'zh-CN': r.zhCn, updated_by: r.updatedBy, updated_at: r.updatedAt.toISOString() };
}

const termSummary = (r: Pick<GlossaryRow, 'termKo' | 'en' | 'ja' | 'zhCn'>) => ({ term_ko: r.termKo, en: r.en, ja: r.ja, 'zh-CN': r.zhCn });

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

export function createReview(deps: ReviewDeps) {
  const { db } = deps;

  /** Marks ok machine translations whose source holds one of `terms` stale; how many. */
  async function staleFor(tx: Pick<Db, 'update'>, terms: string[]): Promise<number> {
    const wanted = [...new Set(terms.filter((t) => t !== ''))];
    if (wanted.length === 0) return 0;
    const rows = await tx
      .update(translations)
      .set({ status: 'stale', updatedAt: deps.now() })
      .where(and(eq(translations.status, 'ok'), or(...wanted.map((t) => sql`strpos(${translations.sourceText}, ${t}) > 0`))))
      .returning({ id: translations.id });
    return rows.length;
  }

  function afterGlossary(): void {
    deps.changed();
    deps.resync();
  }

  async function source(entityType: string, entityId: string, field?: string): Promise<SourceText | null> {
    const index = await deps.sources();
    if (field !== undefined) return index.get(sourceKey(entityType, entityId, field)) ?? null;
    for (const s of index.values()) if (s.entityType === entityType && s.entityId === entityId) return s;
    return null;
  }

  async function requireField(req: { entity_type: string; entity_id: string; field: string }): Promise<SourceText> {
    const s = await source(req.entity_type, req.entity_id, req.field);
    if (s) return s;
    if (!(await source(req.entity_type, req.entity_id))) throw notFound(`no such entity: ${req.entity_type} ${req.entity_id}`);
    throw notFound(`${req.entity_type} ${req.entity_id} has no text field ${req.field}`);
  }

  return {
    async listGlossary(): Promise<GlossaryTerm[]> {
      const rows = await db.select().from(glossaryTerms).orderBy(glossaryTerms.termKo, glossaryTerms.id);
      return rows.map(toTerm);
    },

    async addTerm(who: Admin, req: GlossaryCreateRequest): Promise<{ term: GlossaryTerm; redone: number }> {
      const at = deps.now();
      try {
        const out = await db.transaction(async (tx) => {
          const [{ count }] = await tx.select({ count: sql<number>`count(*)::int` }).from(glossaryTerms);
          if (count >= LIMITS_REVIEW.termsMax) throw new ApiError(409, `the glossary holds at most ${LIMITS_REVIEW.termsMax} terms`, { error: 'glossary_full' });
          const [row] = await tx
            .insert(glossaryTerms)
            .values({ termKo: req.term_ko, en: req.en ?? null, ja: req.ja ?? null, zhCn: req['zh-CN'] ?? null, updatedBy: who.name, createdAt: at, updatedAt: at })
            .returning();
          const redone = await staleFor(tx, [row.termKo]);
          await writeAudit(tx, who, at, { action: 'create', entity: 'glossary', entityId: row.id, after: termSummary(row) });
          return { term: toTerm(row), redone };
        });
        afterGlossary();
        return out;
      } catch (error) {
        if (isUniqueViolation(error)) throw new ApiError(409, `the glossary already has the term ${req.term_ko}`, { error: 'term_taken' });
        throw error;
      }
    },

    async editTerm(who: Admin, id: number, req: GlossaryEditRequest): Promise<{ term: GlossaryTerm; redone: number }> {
      const at = deps.now();
      try {
        const out = await db.transaction(async (tx) => {
          const [before] = await tx.select().from(glossaryTerms).where(eq(glossaryTerms.id, id)).for('update');
          if (!before) throw notFound(`no such glossary term: ${id}`);
          const next = {
            termKo: req.term_ko ?? before.termKo,
            en: req.en === undefined ? before.en : req.en,
            ja: req.ja === undefined ? before.ja : req.ja,
            zhCn: req['zh-CN'] === undefined ? before.zhCn : req['zh-CN'],
          };
          if (!next.en && !next.ja && !next.zhCn) throw new ApiError(400, 'please enter the official term in at least one language', { error: 'validation_error' });
          const [row] = await tx
            .update(glossaryTerms)
            .set({ ...next, updatedBy: who.name, updatedAt: at })
            .where(eq(glossaryTerms.id, id))
            .returning();
          const redone = await staleFor(tx, [before.termKo, row.termKo]);
          await writeAudit(tx, who, at, { action: 'update', entity: 'glossary', entityId: id, before: termSummary(before), after: termSummary(row) });
          return { term: toTerm(row), redone };
        });
        afterGlossary();
        return out;
      } catch (error) {
        if (isUniqueViolation(error)) throw new ApiError(409, `the glossary already has the term ${req.term_ko}`, { error: 'term_taken' });
        throw error;
      }
    },

    async deleteTerm(who: Admin, id: number): Promise<{ id: number; redone: number }> {
      const at = deps.now();
      const out = await db.transaction(async (tx) => {
        const [gone] = await tx.delete(glossaryTerms).where(eq(glossaryTerms.id, id)).returning();
        if (!gone) throw notFound(`no such glossary term: ${id}`);
        const redone = await staleFor(tx, [gone.termKo]);
        await writeAudit(tx, who, at, { action: 'delete', entity: 'glossary', entityId: id, before: termSummary(gone) });
        return { id, redone };
      });
      afterGlossary();
      return out;
    },

    async setOverride(who: Admin, req: OverrideSetRequest): Promise<ReviewEntry> {
      const s = await requireField(req);
      const at = deps.now();
      const checksum = checksumOf(s.text);
      await db.transaction(async (tx) => {
        const key = and(
          eq(translationOverrides.entityType, req.entity_type),
          eq(translationOverrides.entityId, req.entity_id),
          eq(translationOverrides.field, req.field),
          eq(translationOverrides.targetLang, req.lang),
        );
        const [before] = await tx.select().from(translationOverrides).where(key);
        // Saving again against the current source also confirms a stale override.
        await tx
          .insert(translationOverrides)
          .values({ entityType: req.entity_type, entityId: req.entity_id, field: req.field, targetLang: req.lang, text: req.text, sourceText: s.text, sourceChecksum: checksum, updatedBy: who.name, createdAt: at, updatedAt: at })
          .onConflictDoUpdate({
            target: [translationOverrides.entityType, translationOverrides.entityId, translationOverrides.field, translationOverrides.targetLang],
            set: { text: req.text, sourceText: s.text, sourceChecksum: checksum, updatedBy: who.name, updatedAt: at },
          });
        await writeAudit(tx, who, at, {
          action: before ? 'update' : 'create',
          entity: 'translation_override',
          entityId: `${req.entity_type}:${req.entity_id}:${req.field}:${req.lang}`,
          before: before ? { text: before.text, source_text: before.sourceText } : null,
          after: { text: req.text, source_text: s.text },
        });
      });
      deps.changed();
      return (await this.entries({ entity_type: req.entity_type, entity_id: req.entity_id, lang: req.lang })).entries.find((e) => e.field === req.field)!;
    },

    async clearOverride(who: Admin, req: OverrideClearRequest): Promise<void> {
      await requireField(req);
      const at = deps.now();
      await db.transaction(async (tx) => {
        const [gone] = await tx
          .delete(translationOverrides)
          .where(
            and(
              eq(translationOverrides.entityType, req.entity_type),
              eq(translationOverrides.entityId, req.entity_id),
              eq(translationOverrides.field, req.field),
              eq(translationOverrides.targetLang, req.lang),
            ),
          )
          .returning();
        if (!gone) throw notFound(`${req.entity_type} ${req.entity_id} ${req.field} has no ${req.lang} override`);
        await writeAudit(tx, who, at, {
          action: 'delete',
          entity: 'translation_override',
          entityId: `${req.entity_type}:${req.entity_id}:${req.field}:${req.lang}`,
          before: { text: gone.text, source_text: gone.sourceText },
        });
      });
      deps.changed();
    },

    /** One entity's fields or a search over sources, machine texts and overrides; stale overrides first. */
    async entries(q: ReviewQuery): Promise<ReviewListResponse> {
      if (q.entity_id !== undefined && q.entity_type === undefined) throw new ApiError(400, 'entity_id needs entity_type', { error: 'validation_error' });
      const index = await deps.sources();
      let fields = [...index.values()];
      if (q.entity_type) fields = fields.filter((s) => s.entityType === q.entity_type);
      if (q.entity_id !== undefined) {
        fields = fields.filter((s) => s.entityId === q.entity_id);
        if (fields.length === 0) throw notFound(`no such entity: ${q.entity_type} ${q.entity_id}`);
      }
      const langs: ReviewLanguage[] = q.lang ? [q.lang] : [...REVIEW_LANGUAGES];
      const [machineRows, overrideRows] = await Promise.all([
        db.select().from(translations).where(q.lang ? eq(translations.targetLang, q.lang) : undefined),
        db.select().from(translationOverrides).where(q.lang ? eq(translationOverrides.targetLang, q.lang) : undefined),
      ]);
      const machine = new Map((machineRows as TranslationRow[]).map((r) => [recordKeyOf(r.entityType, r.entityId, r.field, r.targetLang), r]));
      const overrides = new Map((overrideRows as OverrideRow[]).map((r) => [recordKeyOf(r.entityType, r.entityId, r.field, r.targetLang), r]));
      const needle = q.q?.trim().normalize('NFC').toLowerCase() ?? '';
      const out: ReviewEntry[] = [];
      for (const s of fields) {
        const checksum = checksumOf(s.text);
        for (const lang of langs) {
          const key = recordKeyOf(s.entityType, s.entityId, s.field, lang);
          const m = machine.get(key);
          const o = overrides.get(key);
          if (q.overridden === '1' && !o) continue;
          const current = m && m.sourceChecksum === checksum ? m : undefined;
          const stale = !!o && o.sourceChecksum !== checksum;
          const entry: ReviewEntry = {
            entity_type: s.entityType,
            entity_id: s.entityId,
            field: s.field,
            lang,
            source_text: s.text,
            machine: current ? { text: current.translatedText, status: current.status, provider: current.provider } : null,
            override: o ? { text: o.text, source_text: o.sourceText, stale, updated_by: o.updatedBy, updated_at: o.updatedAt.toISOString() } : null,
            served: o && !stale ? o.text : current?.status === 'ok' ? current.translatedText : null,
          };
          if (needle && ![entry.source_text, entry.machine?.text, entry.override?.text].some((t) => t?.normalize('NFC').toLowerCase().includes(needle))) continue;
          out.push(entry);
        }
      }
      // Stale overrides first (Staff must confirm or rewrite them), then overridden, then the rest in source order.
      const rank = (e: ReviewEntry) => (e.override?.stale ? 0 : e.override ? 1 : 2);
      const sorted = out.map((e, i) => ({ e, i })).sort((a, b) => rank(a.e) - rank(b.e) || a.i - b.i);
      return { entries: sorted.slice(0, LIMITS_REVIEW.page).map((x) => x.e), total: out.length };
    },
  };
}

export type Review = ReturnType<typeof createReview>;
