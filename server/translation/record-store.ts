// The translations table: writes grouped into multi-row upserts (one per turn), lookups in slices, and
// marking edited sources stale. A database hiccup is logged and costs a re-translation, not an answer.
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import { translations, type NewTranslationRow, type TranslationRow } from './schema';

/** Rows per database statement (keeps bind parameters far below PostgreSQL's 65,535). */
const ROWS_PER_STATEMENT = 200;

export interface RecordKeyed {
  entityType: string;
  entityId: string;
  field: string;
  targetLang: string;
  recordKey: string;
}

export interface RecordStore {
  write(row: NewTranslationRow): Promise<void>;
  load(fields: RecordKeyed[]): Promise<Map<string, TranslationRow>>;
  markStale(rows: TranslationRow[]): Promise<void>;
}

export function recordKeyOf(entityType: string, entityId: string, field: string, targetLang: string): string {
  return `${entityType}\u0000${entityId}\u0000${field}\u0000${targetLang}`;
}

export function createRecordStore(opts: {
  db: PgDatabase<any, any>;
  now: () => Date;
  log: (event: string, data: Record<string, unknown>) => void;
  /** Background work the service waits for in settled(). */
  track: <T>(promise: Promise<T>) => Promise<T>;
}): RecordStore {
  const { db, now, log } = opts;
  let pendingWrites = new Map<string, { row: NewTranslationRow; done: () => void }[]>();
  let writeScheduled = false;

  async function flushWrites(): Promise<void> {
    writeScheduled = false;
    const batch = pendingWrites;
    pendingWrites = new Map();
    // One row per key: ON CONFLICT DO UPDATE cannot touch the same row twice in one statement.
    const rows = [...batch.values()].map((list) => list[list.length - 1].row);
    try {
      for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
        await db
          .insert(translations)
          .values(rows.slice(i, i + ROWS_PER_STATEMENT))
          .onConflictDoUpdate({
            target: [translations.entityType, translations.entityId, translations.field, translations.targetLang],
            set: {
              sourceLang: sql`excluded.source_lang`,
              sourceText: sql`excluded.source_text`,
              sourceChecksum: sql`excluded.source_checksum`,
              translatedText: sql`excluded.translated_text`,
              status: sql`excluded.status`,
              provider: sql`excluded.provider`,
              meta: sql`excluded.meta`,
              updatedAt: sql`excluded.updated_at`,
            },
            // Never let a failure overwrite a good translation of the same text (another process may have stored it).
            setWhere: sql`not (${translations.status} = 'ok' and ${translations.sourceChecksum} = excluded.source_checksum and excluded.status <> 'ok')`,
          });
      }
    } catch (error) {
      log('translation.store_failed', { error: messageOf(error), rows: rows.length });
    } finally {
      for (const list of batch.values()) list.forEach((w) => w.done());
    }
  }

  return {
    write(row) {
      return new Promise<void>((resolve) => {
        const key = recordKeyOf(row.entityType, row.entityId, row.field, row.targetLang);
        const list = pendingWrites.get(key) ?? [];
        list.push({ row, done: resolve });
        pendingWrites.set(key, list);
        if (!writeScheduled) {
          writeScheduled = true;
          setImmediate(() => void opts.track(flushWrites()));
        }
      });
    },

    async load(fields) {
      const found = new Map<string, TranslationRow>();
      if (fields.length === 0) return found;
      const byTarget = new Map<string, RecordKeyed[]>();
      for (const f of fields) byTarget.set(f.targetLang, [...(byTarget.get(f.targetLang) ?? []), f]);
      try {
        for (const [targetLang, group] of byTarget) {
          for (let i = 0; i < group.length; i += ROWS_PER_STATEMENT) {
            const slice = group.slice(i, i + ROWS_PER_STATEMENT);
            const rows = await db
              .select()
              .from(translations)
              .where(
                and(
                  inArray(translations.entityType, unique(slice.map((f) => f.entityType))),
                  inArray(translations.entityId, unique(slice.map((f) => f.entityId))),
                  inArray(translations.field, unique(slice.map((f) => f.field))),
                  eq(translations.targetLang, targetLang),
                ),
              );
            for (const row of rows) found.set(recordKeyOf(row.entityType, row.entityId, row.field, row.targetLang), row);
          }
        }
      } catch (error) {
        log('translation.load_failed', { error: messageOf(error), fields: fields.length });
      }
      return found;
    },

    async markStale(rows) {
      if (rows.length === 0) return;
      try {
        for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
          const slice = rows.slice(i, i + ROWS_PER_STATEMENT);
          // Only rows still holding the old text: a newer ok written meanwhile must stay ok.
          await db
            .update(translations)
            .set({ status: 'stale', updatedAt: now() })
            .where(or(...slice.map((row) => and(eq(translations.id, row.id), eq(translations.sourceChecksum, row.sourceChecksum), eq(translations.status, 'ok')))));
        }
      } catch (error) {
        log('translation.mark_stale_failed', { error: messageOf(error), rows: rows.length });
      }
    },
  };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}
