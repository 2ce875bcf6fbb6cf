// Wires the translation parts together for the app: the provider behind its daily budget, the service
// (stored records, memory, provider queue), the gate on the public calls, and translate-on-write fed by
// the catalog's write notices.
import type { Context } from 'hono';
import { Hono, type MiddlewareHandler } from 'hono';
import type { Db } from '../db/client';
import type { Catalog } from '../services/catalog';
import type { Sessions } from '../services/sessions';
import { createReview } from './review';
import { reviewRoutes } from './review-routes';
import { createReviewStore } from './review-store';
import { createAddressBudget, type AddressBudgetOptions } from './address-budget';
import { DEFAULT_DAILY_CHARS, withDailyBudget } from './daily-budget';
import { createTranslationGate } from './guard';
import { createRemoteProvider, type TranslationSettings } from './providers/create-provider';
import type { TranslationProvider } from './providers/types';
import { translationRoutes } from './routes';
import { createTranslationService, type TranslationService, type TranslationServiceOptions } from './service';
import { createTranslatedFields, listTranslations } from './list-translations';
import { createSourceIndex } from './source-index';
import { createWriteSync, type WriteSync } from './write-sync';

export interface TranslationSetupOptions {
  db: TranslationServiceOptions['db'];
  catalog: Catalog;
  settings: TranslationSettings;
  /** Characters per provider per UTC day (TRANSLATION_DAILY_CHARS). */
  dailyChars?: number;
  /** A provider to use instead of the one the settings name (tests, the bench's counting stand-in). */
  remote?: TranslationProvider | null;
  addressBudget?: AddressBudgetOptions;
  /** Quiet time that coalesces a burst of writes before translating (default 200 ms). */
  syncDelayMs?: number;
  clientAddress: (c: Context) => string;
  log: (event: string, data: Record<string, unknown>) => void;
  /** Staff's review API (glossary, overrides) needs the sessions; without them it is not mounted. */
  sessions?: Sessions;
  now?: () => Date;
  /** Another process's glossary or override change is read after this long (default 2 s). */
  reviewTtlMs?: number;
}

export interface TranslationSetup {
  service: TranslationService;
  sync: WriteSync;
  routes: Hono;
  /** The console's translation review (glossary, overrides); an empty app without sessions. */
  reviewRoutes: Hono;
  /** Adds the visitor's language's stored translations to lists and details (mount on /api/*). */
  lists: MiddlewareHandler;
  close(): Promise<void>;
}

/** Runs of translate-on-write also happen this often, so texts that waited for tomorrow's budget get done. */
const RESYNC_MS = 15 * 60_000;

export function setupTranslation(opts: TranslationSetupOptions): TranslationSetup {
  const dailyChars = Number.isFinite(opts.dailyChars) && opts.dailyChars! >= 0 ? opts.dailyChars! : DEFAULT_DAILY_CHARS;
  const base = opts.remote !== undefined ? opts.remote : createRemoteProvider(opts.settings);
  const remote = base ? withDailyBudget(base, { db: opts.db, dailyChars, now: () => new Date(), log: opts.log }) : null;
  const reviewStore = createReviewStore(opts.db, opts.reviewTtlMs ?? 2_000, opts.log);
  const service = createTranslationService({ db: opts.db, settings: opts.settings, remote, log: opts.log, review: reviewStore });
  const sources = createSourceIndex(opts.catalog);
  // Staff's overrides, laid over the machine's translations in lists (each only while its Korean source is current).
  const overlay = async (lang: string) => [...(await reviewStore.overrides()).values()].filter((o) => o.targetLang === lang);
  // Other processes' stores are read again after 2 s; this process's runs refresh at once.
  const stored = createTranslatedFields(opts.db, 2_000, sources, overlay);
  const sync = createWriteSync({ db: opts.db, service, sources, log: opts.log, delayMs: opts.syncDelayMs, onRun: () => stored.invalidate(), glossary: () => reviewStore.glossary() });
  const gate = createTranslationGate(service, sources, createAddressBudget(opts.addressBudget), () => sync.schedule());

  // Every content write passes through one of these; each also queues its translation.
  const { catalog } = opts;
  for (const name of ['invalidateBooths', 'invalidateBoard', 'invalidateStages', 'invalidateCredits'] as const) {
    const invalidate = catalog[name];
    catalog[name] = () => {
      invalidate();
      sync.schedule();
    };
  }
  sync.schedule();
  const resync = setInterval(() => sync.schedule(), RESYNC_MS);
  resync.unref();

  const review = createReview({
    db: opts.db as Db,
    sources,
    now: opts.now ?? (() => new Date()),
    changed: () => {
      reviewStore.invalidate();
      service.forget();
      stored.invalidate();
    },
    resync: () => sync.schedule(),
  });

  return {
    service,
    sync,
    routes: translationRoutes(gate, opts.clientAddress),
    reviewRoutes: opts.sessions ? reviewRoutes(opts.sessions, review) : new Hono(),
    lists: listTranslations(stored),
    async close() {
      clearInterval(resync);
      await sync.close();
      await service.close();
    },
  };
}
