// Translate on write: after content changes (and once at start, for the seed or an import) the stored
// translations are brought in line with the server's own texts. Rows of deleted entities or changed
// texts go; every text missing in a language is queued once, grouped per language, and translated in
// the background. Bursts of writes coalesce into one run; a write during a run schedules one more.
import { inArray } from 'drizzle-orm';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import type { Language } from '@contract/constants';
import type { TranslationBatchRequest, TranslationEntityType } from '@contract/types';
import { checksumOf, type TranslationService } from './service';
import { translations } from './schema';
import { sourceKey, type SourceIndex } from './source-index';
import { EMPTY_GLOSSARY, followsGlossary, type Glossary } from '@contract/rules/glossary';

export const TARGET_LANGUAGES: readonly Language[] = ['en', 'ja', 'zh-CN'];
const IDS_PER_DELETE = 500;
/** Fields per background batch (the service groups them into provider calls per language). */
const FIELDS_PER_BATCH = 500;

export interface WriteSync {
  /** Content changed: run soon (coalesced). */
  schedule(): void;
  /** Resolves when no run is scheduled or running (tests, shutdown). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

export interface WriteSyncOptions {
  db: PgDatabase<any, any>;
  service: TranslationService;
  sources: () => Promise<SourceIndex>;
  log: (event: string, data: Record<string, unknown>) => void;
  /** Quiet time that coalesces a burst of writes (default 200 ms). */
  delayMs?: number;
  /** Called after each run (what is stored may have changed). */
  onRun?: () => void;
  /** The current glossary: a translation made under another one is done again. */
  glossary?: () => Promise<Glossary>;
}

export function createWriteSync(opts: WriteSyncOptions): WriteSync {
  const delayMs = opts.delayMs ?? 200;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let closed = false;

  async function run(): Promise<void> {
    const index = await opts.sources();
    const glossary = opts.glossary ? await opts.glossary() : EMPTY_GLOSSARY;
    const checksums = new Map<string, string>();
    for (const [key, s] of index) checksums.set(key, checksumOf(s.text));
    const rows = await opts.db
      .select({ id: translations.id, entityType: translations.entityType, entityId: translations.entityId, field: translations.field, targetLang: translations.targetLang, checksum: translations.sourceChecksum, status: translations.status, meta: translations.meta })
      .from(translations);
    const gone: number[] = [];
    const done = new Set<string>();
    for (const r of rows) {
      const key = sourceKey(r.entityType, r.entityId, r.field);
      const want = checksums.get(key);
      if (want === undefined || want !== r.checksum) gone.push(r.id);
      else if (r.status === 'ok' && followsGlossary(r.meta, index.get(key)!.text, r.targetLang as Language, glossary)) done.add(`${key}\u0000${r.targetLang}`);
    }
    for (let i = 0; i < gone.length; i += IDS_PER_DELETE) {
      await opts.db.delete(translations).where(inArray(translations.id, gone.slice(i, i + IDS_PER_DELETE)));
    }
    let queued = 0;
    for (const lang of TARGET_LANGUAGES) {
      const missing = [...index].filter(([key]) => !done.has(`${key}\u0000${lang}`)).map(([, s]) => s);
      for (let i = 0; i < missing.length; i += FIELDS_PER_BATCH) {
        const slice = missing.slice(i, i + FIELDS_PER_BATCH);
        const req: TranslationBatchRequest = {
          target_lang: lang,
          items: slice.map((s) => ({ entity_type: s.entityType as TranslationEntityType, entity_id: s.entityId, fields: [{ field: s.field, source_lang: 'ko', source_text: s.text }] })),
        };
        queued += slice.length;
        await opts.service.resolveBatch(req);
      }
    }
    await opts.service.settled();
    opts.onRun?.();
    if (gone.length > 0 || queued > 0) opts.log('translation.synced', { removed: gone.length, queued });
  }

  function start(): void {
    timer = null;
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    running = run()
      .catch((error: unknown) => opts.log('translation.sync_failed', { error: error instanceof Error ? error.message : String(error) }))
      .finally(() => {
        running = null;
        if (again && !closed) {
          again = false;
          start();
        }
      });
  }

  return {
    schedule() {
      if (closed || timer) return;
      timer = setTimeout(start, delayMs);
    },
    async idle() {
      while (timer || running) {
        if (running) await running;
        else await new Promise((r) => setTimeout(r, delayMs));
      }
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
