// One row per translated field and target language. The checksum of the source text tells an
// unchanged source (serve the stored text) from an edited one (stale, translate again).
import { sql } from 'drizzle-orm';
import { bigint, check, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const TRANSLATION_RECORD_STATUSES = ['ok', 'pending', 'error', 'stale'] as const;
export type TranslationRecordStatus = (typeof TRANSLATION_RECORD_STATUSES)[number];

export const translations = pgTable(
  'translations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    field: text('field').notNull(),
    targetLang: text('target_lang').notNull(),
    sourceLang: text('source_lang').notNull(),
    sourceText: text('source_text').notNull(),
    /** SHA-256 hex of source_text. */
    sourceChecksum: text('source_checksum').notNull(),
    translatedText: text('translated_text').notNull(),
    status: text('status', { enum: TRANSLATION_RECORD_STATUSES }).notNull(),
    provider: text('provider').notNull(),
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('translations_key_uq').on(t.entityType, t.entityId, t.field, t.targetLang),
    check('translations_status_ck', sql`${t.status} in ('ok', 'pending', 'error', 'stale')`),
  ],
);

export type TranslationRow = typeof translations.$inferSelect;
export type NewTranslationRow = typeof translations.$inferInsert;

/** Characters and calls sent to a provider on one UTC day (the daily budget counts these). */
export const translationUsage = pgTable(
  'translation_usage',
  {
    provider: text('provider').notNull(),
    day: text('day').notNull(),
    chars: bigint('chars', { mode: 'number' }).notNull().default(0),
    calls: integer('calls').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'translation_usage_pk', columns: [t.provider, t.day] }), check('translation_usage_chars_ck', sql`${t.chars} >= 0`)],
);

/** Official names per language (migration 0009): a null language has no official term there. */
export const glossaryTerms = pgTable(
  'glossary_terms',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    termKo: text('term_ko').notNull(),
    en: text('en'),
    ja: text('ja'),
    zhCn: text('zh_cn'),
    updatedBy: text('updated_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('glossary_terms_ko_uq').on(t.termKo)],
);
export type GlossaryRow = typeof glossaryTerms.$inferSelect;

/** Staff's own text for one (entity, field, language), served while the Korean source keeps its checksum. */
export const translationOverrides = pgTable(
  'translation_overrides',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    field: text('field').notNull(),
    targetLang: text('target_lang').notNull(),
    text: text('text').notNull(),
    /** The Korean source the text was written against (shown beside the new one when stale). */
    sourceText: text('source_text').notNull(),
    sourceChecksum: text('source_checksum').notNull(),
    updatedBy: text('updated_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('translation_overrides_key_uq').on(t.entityType, t.entityId, t.field, t.targetLang)],
);
export type OverrideRow = typeof translationOverrides.$inferSelect;
