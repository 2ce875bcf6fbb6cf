// Resolves field translations: Korean passthrough, stored records (behind an in-memory LRU), the
// translation memory, then the configured remote provider within a time budget. Past the budget the
// caller gets 202/pending and the work finishes in the background; failures give the source text
// with status error, fast, and put the failing provider on a brief back-off. Its parts live beside it:
// the provider back-off (backoff.ts), the batch queue (provider-queue.ts), the record store
// (record-store.ts). Which texts may reach it at all is the gate's business (guard.ts).
import { createHash } from 'node:crypto';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import type { Language } from '@contract/constants';
import type { TranslationMemoryEntry } from '@contract/sample/shapes';
import type {
  TranslationBatchRequest,
  TranslationBatchResponse,
  TranslationEntityType,
  TranslationResolveRequest,
  TranslationResult,
} from '@contract/types';
import { LruCache } from './lru';
import { createRemoteProvider, type TranslationSettings } from './providers/create-provider';
import { createMemoryProvider, type MemoryProvider } from './providers/memory';
import type { TranslationProvider } from './providers/types';
import { createBackoff } from './backoff';
import { BudgetSpentError } from './daily-budget';
import { createProviderQueue, TranslationUnavailableError } from './provider-queue';
import { createRecordStore, recordKeyOf } from './record-store';
import type { TranslationRow } from './schema';
import { applyToTranslated, EMPTY_GLOSSARY, exactTerm, findTerms, followsGlossary, protectTerms, type Glossary } from '@contract/rules/glossary';
import type { ReviewStore } from './review-store';

export type { TranslationSettings } from './providers/create-provider';

export const DEFAULT_BUDGET_MS = 1_500;

export interface TranslationServiceOptions {
  // Both the PGlite and node-postgres drizzle instances are PgDatabase; their result kinds differ.
  db: PgDatabase<any, any>;
  settings: TranslationSettings;
  /** Translation memory entries; defaults to the sample festival's. */
  memory?: readonly TranslationMemoryEntry[];
  fetch?: typeof fetch;
  now?: () => Date;
  /** A remote provider to use instead of the one the settings name (tests, custom backends). */
  remote?: TranslationProvider | null;
  /** Structured warnings (provider failures, database errors); defaults to one JSON line on stderr. */
  log?: (event: string, data: Record<string, unknown>) => void;
  /** Stored ok records kept in memory (default 10,000). */
  cacheSize?: number;
  /** Longest a background provider call may run before it counts as failed (default 15 s). */
  jobTimeoutMs?: number;
  /** Longest close() waits for background work before aborting it (default 3 s). */
  closeGraceMs?: number;
  /** Staff's glossary and overrides (review-store.ts); without it neither applies. */
  review?: ReviewStore;
}

export interface ResolveOptions {
  /**
   * Sent by the client on every call. It never forces a paid re-translation of an ok record with an
   * unchanged source: records that are not ok are translated again anyway, so there is nothing to do.
   */
  refresh?: boolean;
  /** False: answer from what is stored and the memory only; texts not there answer pending (no provider call). */
  allowRemote?: boolean;
}

export interface TranslationService {
  resolve(req: TranslationResolveRequest, opts?: ResolveOptions): Promise<{ status: 200 | 202; body: TranslationResult }>;
  resolveBatch(req: TranslationBatchRequest, opts?: ResolveOptions): Promise<{ status: 200 | 202; body: TranslationBatchResponse }>;
  /** Resolves when background translations and their writes have finished (tests, shutdown). */
  settled(): Promise<void>;
  /** The glossary or an override changed: forget the translations kept in memory. */
  forget(): void;
  close(): Promise<void>;
}

interface FieldRequest {
  entityType: TranslationEntityType;
  entityId: string;
  field: string;
  sourceLang: Language;
  targetLang: Language;
  text: string;
  checksum: string;
  recordKey: string;
}

interface CachedRecord {
  checksum: string;
  sourceLang: string;
  provider: string;
  translatedText: string;
  meta: Record<string, unknown>;
  /** The glossary version it was made under: another version reads the record again. */
  glossary: string;
}

export function checksumOf(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

export function createTranslationService(opts: TranslationServiceOptions): TranslationService {
  const { db } = opts;
  const now = opts.now ?? (() => new Date());
  const budgetMs = Number.isFinite(opts.settings.budgetMs) && opts.settings.budgetMs! >= 0 ? opts.settings.budgetMs! : DEFAULT_BUDGET_MS;
  const jobTimeoutMs = opts.jobTimeoutMs ?? 15_000;
  const closeGraceMs = opts.closeGraceMs ?? 3_000;
  const log =
    opts.log ?? ((event: string, data: Record<string, unknown>) => console.warn(JSON.stringify({ level: 'warn', module: 'translation', event, ...data })));
  const memoryReady: Promise<MemoryProvider | null> =
    opts.settings.provider === 'none'
      ? Promise.resolve(null)
      : opts.memory
        ? Promise.resolve(createMemoryProvider(opts.memory))
        : loadDefaultMemory().catch((error: unknown) => {
            log('translation.memory_load_failed', { error: messageOf(error) });
            return createMemoryProvider([]);
          });
  const remote = opts.remote !== undefined ? opts.remote : createRemoteProvider(opts.settings, opts.fetch);
  const cache = new LruCache<string, CachedRecord>(opts.cacheSize ?? 10_000);
  const closing = new AbortController();
  let closed = false;

  // ---------- background bookkeeping ----------
  const background = new Set<Promise<unknown>>();
  function track<T>(promise: Promise<T>): Promise<T> {
    const tracked = promise.finally(() => background.delete(tracked));
    background.add(tracked);
    tracked.catch(() => {});
    return tracked;
  }
  async function settled(): Promise<void> {
    while (background.size > 0) await Promise.allSettled([...background]);
  }

  const backoff = createBackoff(now);
  const translateRemote = createProviderQueue({
    backoff,
    closing: closing.signal,
    jobTimeoutMs,
    onFailure: (provider, error, backoffMs) => log('translation.provider_failed', { provider: provider.name, error: messageOf(error), backoff_ms: backoffMs }),
  });
  const records = createRecordStore({ db, now, log, track });
  const write = records.write;

  // ---------- per-record tasks: one translation + one write per (record, source text) ----------
  interface RecordTask {
    /** Settles when the provider has answered (ok or error); the budget races this, not the write. */
    result: Promise<TranslationResult>;
    /** Settles when the outcome is in the database. */
    stored: Promise<void>;
  }
  const recordTasks = new Map<string, RecordTask>();

  function translateRecord(provider: TranslationProvider, f: FieldRequest, previousStatus: string | null, glossary: Glossary): RecordTask {
    const taskKey = `${f.recordKey}\u0000${f.sourceLang}\u0000${f.checksum}\u0000${glossary.version}`;
    const existing = recordTasks.get(taskKey);
    if (existing) return existing;
    const started = Date.now();
    let stored: Promise<void> = Promise.resolve();
    // Glossary terms travel as placeholders the provider copies; the official terms go back in after.
    const guard = f.sourceLang === 'ko' ? protectTerms(glossary, f.text, f.targetLang) : null;
    const asked = translateRemote(provider, { text: guard ? guard.masked : f.text, source: f.sourceLang, target: f.targetLang }).then((answer) => {
      if (!guard) return answer;
      const restored = guard.restore(answer);
      if (restored === null) throw new Error(`${provider.name}: the answer lost a glossary placeholder`);
      return restored;
    });
    const result = asked.then(
      (translatedText): TranslationResult => {
        const meta: Record<string, unknown> = { ms: Date.now() - started };
        if (previousStatus) meta.previous_status = previousStatus;
        if (guard) Object.assign(meta, { glossary: guard.termIds, gv: glossary.version });
        stored = store(f, { translatedText, status: 'ok', provider: provider.name, meta }, glossary.version);
        return { translated_text: translatedText, status: 'ok', provider: provider.name, meta: { ...meta, cached: false } };
      },
      (error: unknown): TranslationResult => {
        const meta: Record<string, unknown> = { error: messageOf(error) };
        // Back-off and closing answers are not the provider's verdict on this text: store nothing.
        if (!(error instanceof TranslationUnavailableError) && !(error instanceof BudgetSpentError)) stored = store(f, { translatedText: f.text, status: 'error', provider: provider.name, meta });
        return { translated_text: f.text, status: error instanceof BudgetSpentError ? 'pending' : 'error', provider: provider.name, meta };
      },
    );
    const task: RecordTask = { result, stored: result.then(() => stored) };
    track(task.stored).finally(() => recordTasks.delete(taskKey));
    recordTasks.set(taskKey, task);
    return task;
  }

  async function store(
    f: FieldRequest,
    outcome: { translatedText: string; status: 'ok' | 'error'; provider: string; meta: Record<string, unknown> },
    glossaryVersion = '',
  ): Promise<void> {
    if (outcome.status === 'ok') {
      cache.set(f.recordKey, { checksum: f.checksum, sourceLang: f.sourceLang, provider: outcome.provider, translatedText: outcome.translatedText, meta: outcome.meta, glossary: glossaryVersion });
    } else {
      cache.delete(f.recordKey);
    }
    const at = now();
    await write({
      entityType: f.entityType,
      entityId: f.entityId,
      field: f.field,
      targetLang: f.targetLang,
      sourceLang: f.sourceLang,
      sourceText: f.text,
      sourceChecksum: f.checksum,
      translatedText: outcome.translatedText,
      status: outcome.status,
      provider: outcome.provider,
      meta: outcome.meta,
      createdAt: at,
      updatedAt: at,
    });
  }

  // ---------- resolving ----------
  const loadRecords = records.load;
  const markStale = records.markStale;

  async function resolveFields(fields: FieldRequest[], allowRemote = true): Promise<{ results: TranslationResult[]; pending: boolean }> {
    const memory = await memoryReady;
    const [glossary, overrides] = opts.review ? await Promise.all([opts.review.glossary(), opts.review.overrides()]) : [EMPTY_GLOSSARY, null];
    const results = new Array<TranslationResult>(fields.length);
    const deadline = Date.now() + budgetMs;

    // 1. Korean (or same-language) passthrough, Staff's override of this very source, and the in-memory cache.
    const toLoad: number[] = [];
    fields.forEach((f, i) => {
      if (f.targetLang === 'ko' || f.sourceLang === f.targetLang || f.text.trim() === '') {
        results[i] = { translated_text: f.text, status: 'ok', provider: 'source', meta: {} };
        return;
      }
      const override = overrides?.get(f.recordKey);
      if (override && override.sourceChecksum === f.checksum && f.sourceLang === 'ko') {
        results[i] = { translated_text: override.text, status: 'ok', provider: 'override', meta: { override: true } };
        return;
      }
      const hit = cache.get(f.recordKey);
      if (hit && hit.checksum === f.checksum && hit.sourceLang === f.sourceLang && hit.glossary === glossary.version) {
        results[i] = { translated_text: hit.translatedText, status: 'ok', provider: hit.provider, meta: { ...hit.meta, cached: true } };
        return;
      }
      toLoad.push(i);
    });
    if (toLoad.length === 0) return { results, pending: false };

    // 2. Stored records.
    const rows = await loadRecords(toLoad.map((i) => fields[i]));
    const toTranslate: { index: number; previousStatus: string | null }[] = [];
    const staleRows = new Map<number, TranslationRow>();
    for (const i of toLoad) {
      const f = fields[i];
      const row = rows.get(f.recordKey);
      if (row && row.sourceChecksum === f.checksum && row.sourceLang === f.sourceLang && row.status === 'ok' && followsGlossary(row.meta, f.text, f.targetLang, glossary)) {
        cache.set(f.recordKey, { checksum: row.sourceChecksum, sourceLang: row.sourceLang, provider: row.provider, translatedText: row.translatedText, meta: row.meta, glossary: glossary.version });
        results[i] = { translated_text: row.translatedText, status: 'ok', provider: row.provider, meta: { ...row.meta, cached: true } };
        continue;
      }
      let previousStatus: string | null = row ? row.status : null;
      if (row && row.status === 'ok') {
        // The source changed since this translation, or the glossary did: it is stale until translated again.
        previousStatus = 'stale';
        staleRows.set(row.id, row);
      }
      toTranslate.push({ index: i, previousStatus });
    }
    await markStale([...staleRows.values()]);

    // 3. The glossary (a whole field that is an official name), then the translation memory made to say
    // the official names (glossary.ts).
    const memoryHits: Promise<void>[] = [];
    const toRemote: typeof toTranslate = [];
    for (const entry of toTranslate) {
      const f = fields[entry.index];
      const meta: Record<string, unknown> = entry.previousStatus ? { previous_status: entry.previousStatus } : {};
      const official = f.sourceLang === 'ko' ? exactTerm(glossary, f.text, f.targetLang) : undefined;
      if (official !== undefined) {
        meta.gv = glossary.version;
        results[entry.index] = { translated_text: official, status: 'ok', provider: 'glossary', meta: { ...meta, cached: false } };
        memoryHits.push(store(f, { translatedText: official, status: 'ok', provider: 'glossary', meta }, glossary.version));
        continue;
      }
      const remembered = memory?.lookup({ text: f.text, source: f.sourceLang, target: f.targetLang });
      const translated =
        remembered === undefined || f.sourceLang !== 'ko'
          ? remembered
          : (applyToTranslated(glossary, f.text, remembered, f.targetLang, (ko) => memory?.lookup({ text: ko, source: 'ko', target: f.targetLang })) ?? undefined);
      if (translated === undefined) {
        toRemote.push(entry);
        continue;
      }
      if (f.sourceLang === 'ko' && findTerms(glossary, f.text, f.targetLang).length > 0) meta.gv = glossary.version;
      results[entry.index] = { translated_text: translated, status: 'ok', provider: 'memory', meta: { ...meta, cached: false } };
      memoryHits.push(store(f, { translatedText: translated, status: 'ok', provider: 'memory', meta }, glossary.version));
    }

    // 4. The remote provider, raced against what is left of the budget.
    let pending = false;
    if (toRemote.length > 0) {
      const unavailable = !remote
        ? memory
          ? 'not in the translation memory and no remote provider configured'
          : 'no translation provider configured'
        : closed ? 'translation service closed' : backoff.blocked() ? 'provider failing recently; backing off' : null;
      if (remote && !unavailable && !allowRemote) {
        pending = true;
        for (const { index } of toRemote) results[index] = { translated_text: fields[index].text, status: 'pending', provider: remote.name, meta: { queued: true } };
      } else if (unavailable || !remote) {
        for (const { index } of toRemote) {
          results[index] = { translated_text: fields[index].text, status: 'error', provider: remote?.name ?? (memory ? 'memory' : 'none'), meta: { error: unavailable } };
        }
      } else {
        const tasks = toRemote.map(({ index, previousStatus }) => translateRecord(remote, fields[index], previousStatus, glossary));
        const outcomes = await raceDeadline(Promise.all(tasks.map((task) => task.result)), deadline - Date.now());
        // Late fields answer pending; the rest answer what the provider said. Done work is awaited
        // into the database (so another process reads it next), late work finishes in the background.
        const settledNow = outcomes ?? (await Promise.all(tasks.map((task) => raceDeadline(task.result, 0))));
        const writes: Promise<void>[] = [];
        settledNow.forEach((result, k) => {
          const index = toRemote[k].index;
          if (result) {
            results[index] = result;
            if (result.status === 'pending') pending = true;
            writes.push(tasks[k].stored);
          } else {
            pending = true;
            results[index] = { translated_text: fields[index].text, status: 'pending', provider: remote.name, meta: { budget_ms: budgetMs } };
          }
        });
        await Promise.all(writes);
      }
    }
    await Promise.all(memoryHits);
    return { results, pending };
  }

  function toField(entityType: TranslationEntityType, entityId: string | number, field: string, sourceLang: Language | undefined, targetLang: Language, text: string): FieldRequest {
    const id = String(entityId);
    return {
      entityType,
      entityId: id,
      field,
      sourceLang: sourceLang ?? 'ko',
      targetLang,
      text,
      checksum: checksumOf(text),
      recordKey: recordKeyOf(entityType, id, field, targetLang),
    };
  }

  return {
    async resolve(req, opts) {
      const field = toField(req.entity_type, req.entity_id, req.field, req.source_lang, req.target_lang, req.source_text);
      const { results, pending } = await resolveFields([field], opts?.allowRemote);
      return { status: pending ? 202 : 200, body: results[0] };
    },

    async resolveBatch(req, opts) {
      const fields = req.items.flatMap((item) =>
        item.fields.map((f) => toField(item.entity_type, item.entity_id, f.field, f.source_lang, req.target_lang, f.source_text)),
      );
      const { results, pending } = await resolveFields(fields, opts?.allowRemote);
      let k = 0;
      const body: TranslationBatchResponse = {
        results: req.items.flatMap((item) =>
          item.fields.map((f) => ({ entity_type: item.entity_type, entity_id: item.entity_id, field: f.field, translated: results[k++] })),
        ),
      };
      return { status: pending ? 202 : 200, body };
    },

    settled,

    forget: () => cache.clear(),

    async close() {
      if (closed) return settled();
      closed = true;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([settled(), new Promise<void>((resolve) => (timer = setTimeout(resolve, closeGraceMs)))]);
      clearTimeout(timer);
      closing.abort(new TranslationUnavailableError(remote?.name ?? 'translation', 'translation service closed'));
      await settled();
    },
  };
}

/** The sample festival's memory, loaded on first use so services given their own entries never read it. */
async function loadDefaultMemory(): Promise<MemoryProvider> {
  const { TRANSLATION_MEMORY } = await import('@contract/sample/translation-memory');
  return createMemoryProvider(TRANSLATION_MEMORY);
}

/** The value if the promise settles within ms (a rejection counts as settled with undefined), else undefined. */
async function raceDeadline<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => (timer = setTimeout(resolve, Math.max(0, ms), undefined)));
  try {
    return await Promise.race([promise.catch(() => undefined), late]);
  } finally {
    clearTimeout(timer);
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
