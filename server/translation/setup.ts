// Wires the translation parts together for the app: the provider behind its daily budget, the service
// (stored records, memory, provider queue), the gate on the public calls, and translate-on-write fed by
// the catalog's write notices.
import type { Context } from 'hono';
import type { Hono, MiddlewareHandler } from 'hono';
import type { Catalog } from '../services/catalog';
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
}

export interface TranslationSetup {
  service: TranslationService;
  sync: WriteSync;
  routes: Hono;
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
  const service = createTranslationService({ db: opts.db, settings: opts.settings, remote, log: opts.log });
  const sources = createSourceIndex(opts.catalog);
  // Other processes' stores are read again after 2 s; this process's runs refresh at once.
  const stored = createTranslatedFields(opts.db, 2_000);
  const sync = createWriteSync({ db: opts.db, service, sources, log: opts.log, delayMs: opts.syncDelayMs, onRun: () => stored.invalidate() });
  const gate = createTranslationGate(service, sources, createAddressBudget(opts.addressBudget), () => sync.schedule());

  // Every content write passes through one of these; each also queues its translation.
  const { catalog } = opts;
  for (const name of ['invalidateBooths', 'invalidateBoard', 'invalidateStages'] as const) {
    const invalidate = catalog[name];
    catalog[name] = () => {
      invalidate();
      sync.schedule();
    };
  }
  sync.schedule();
  const resync = setInterval(() => sync.schedule(), RESYNC_MS);
  resync.unref();

  return {
    service,
    sync,
    routes: translationRoutes(gate, opts.clientAddress),
    lists: listTranslations(stored),
    async close() {
      clearInterval(resync);
      await sync.close();
      await service.close();
    },
  };
}
