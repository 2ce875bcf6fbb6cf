// The festival server as a Hono app: the API of spec §7 under /api, the built client beside it.
// createServerApp opens (and on first start migrates and seeds) the database; tests run it in-process.
import crypto from 'node:crypto';
import path from 'node:path';
import { Hono, type Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { createClock, type Clock } from './clock';
import { parseAdminCodes, parseCouponStock, parseWinRule, type AdminCode, type CouponStock, type VapidSettings, type WinRule } from './config';
import { openDatabase, type Database } from './db/client';
import type { PgTimeouts } from './db/pg-guard';
import { applyAdminCodes, seedIfEmpty, visitorKey, type SeedResult } from './db/seed';
import { seedActivity } from './db/seed-activity';
import type { Deps } from './deps';
import { limitBody } from './lib/body-limit';
import { consoleCreditsRoutes } from './routes/console-credits';
import { consoleBoothAdminRoutes } from './routes/console-booth-admin';
import { createLiveFeed, type LiveFeed } from './live/feed';
import { liveRoutes } from './live/routes';
import { compressAnswers } from './lib/compress';
import { ApiError, databaseFaultAsApiError } from './lib/errors';
import { createClientAddress, parseTrustProxy, type TrustProxy } from './lib/client-address';
import { createVisitorIds } from './lib/secrets';
import { createLog, type LogLevel } from './lib/logger';
import { dbPoolTimeouts, isPoolTimeout, observeRequest, watchPool } from './lib/metrics';
import { createReadOnly, refuseWritesWhenReadOnly } from './ops/read-only';
import { opsRoutes } from './ops/routes';
import { adminRoutes } from './routes/admin';
import { boardRoutes } from './routes/board';
import { boothRoutes } from './routes/booths';
import { couponRoutes } from './routes/coupons';
import { consoleRoutes } from './routes/console';
import { consoleActsRoutes } from './routes/console-acts';
import { consoleMapRoutes } from './routes/console-map';
import { consoleImportRoutes } from './routes/console-import';
import { gameRoutes } from './routes/game';
import { festivalRoutes } from './routes/festival';
import { festivalFileRoutes } from './routes/festival-file';
import { FESTIVAL_FILE_LIMITS, tooLarge as fileTooLarge } from '@contract/festival-file';
import { API_PATHS } from '@contract/paths';
import { isOpenAt } from '@contract/page-routes';
import { CONSOLE_PATHS } from '@contract/console';
import { MAP_LIMITS } from '@contract/campus-map';
import { miscRoutes } from './routes/misc';
import { stageRoutes } from './routes/stage';
import { statusRoutes } from './routes/status';
import { queueRoutes } from './routes/queue';
import { dashboardRoutes } from './routes/dashboard';
import { createDashboardCounters, type DashboardCounters } from './services/dashboard-counters';
import { createCatalog } from './services/catalog';
import { createFestivalStore, ensureSampleFestival, seedEmptyStart } from './services/festival';
import { createLoginLimiter, loginFailRule, type LoginLimiterOptions } from './services/login-limiter';
import { createLimits, type LimitRule } from './services/limits';
import { createSessions } from './services/sessions';
import { createStatusService } from './services/status';
import { createQueueService } from './services/queue';
import { createQueuePush, type QueuePush } from './services/queue-push';
import { clientRoutes } from './static';
import { pageRenderer } from './page-render';
import { ogLookup } from './og';
import { pageImageLookup } from './page-image';
import { pageReadsLookup } from './page-reads';
import type { TranslationService } from './translation/service';
import { setupTranslation, type TranslationSetup } from './translation/setup';
import type { TranslationProvider } from './translation/providers/types';
import { TRANSLATION_PROVIDER_NAMES, type TranslationSettings } from './translation/providers/create-provider';

export interface ServerAppOptions {
  /** postgres://... ; unset = PGlite */
  databaseUrl?: string | null;
  /** Default ./data: PGlite in <dataDir>/pglite, uploads in <dataDir>/uploads. */
  dataDir?: string;
  /** PGlite: optimise its WebAssembly too (more memory; see db/client.ts). Default off. */
  pgliteTierUp?: boolean;
  /** PGlite in memory instead of <dataDir>/pglite (tests). */
  inMemory?: boolean;
  /** Run migrations at start (default: on PGlite yes, on PostgreSQL no: deploys run `npm run db:migrate`). */
  migrate?: boolean;
  /** Load the sample festival into an empty database (default true). */
  seed?: boolean;
  /** FESTIVAL=empty: an empty database starts with no festival (only the Staff admins), set up by Staff. */
  emptyFestival?: boolean;
  /** SEED_ACTIVITY=1: a freshly seeded sample also gets a plausible festival of likes, plays and coupons up to now (db/seed-activity.ts). */
  seedActivity?: boolean;
  clock?: Clock;
  /** ISO instant the clock starts from (FESTIVAL_NOW). */
  festivalNow?: string | null;
  /** FESTIVAL_SPEED: the replay runs this many times faster than real time (only with festivalNow; default 1). */
  festivalSpeed?: number;
  /** Web Push for queue calls (VAPID_*; config.ts parseVapid); null or unset: calls reach open pages only. */
  vapid?: VapidSettings | null;
  /** Which push endpoints may be sent a call (default: the browsers' push services over https; tests: a local stand-in). */
  pushEndpointAllowed?: (endpoint: string) => boolean;
  /** The built client (default dist/client); null serves no client. */
  clientDir?: string | null;
  /** Draw visitor pages on the server with the renderer built beside the client (server/page-render.ts); default on. */
  drawPages?: boolean;
  adminCodes?: AdminCode[] | string | null;
  couponStock?: CouponStock | string | null;
  winRule?: WinRule | string | null;
  translation?: Omit<Partial<TranslationSettings>, 'provider'> & { provider?: string; dailyChars?: number; syncDelayMs?: number };
  /** A translation provider to use instead of the configured one (tests and benches: a counting stand-in). */
  translationRemote?: TranslationProvider | null;
  /** false: silent; a function: receives each log line (an object). Default: JSON lines on stdout. */
  log?: boolean | ((line: Record<string, unknown>) => void);
  /** The least severe level of the JSON log lines (LOG_LEVEL; default info). */
  logLevel?: LogLevel;
  /** Which proxies in front of us to believe in X-Forwarded-For (TRUST_PROXY; see lib/client-address.ts). */
  trustProxy?: TrustProxy | string | number | boolean | null;
  loginLimiter?: LoginLimiterOptions;
  /** Hourly shares of its stock a pub may give within any 60 minutes (default 2; services/coupon-release.ts). */
  couponShareFactor?: number;
  /** Per-address limits by kind (services/limits.ts; tests tighten or loosen them). */
  limits?: Record<string, LimitRule>;
  /** Longest another process's writes stay unseen by this one's cache (PostgreSQL; default 2 s). */
  cacheTtlMs?: number;
  /** Called once with admin codes generated on first start (print them; they are stored hashed). */
  onGeneratedCodes?: (codes: SeedResult['generatedCodes']) => void;
  poolSize?: number;
  /** PostgreSQL: connect, query, statement and ping timeouts (DB_*_TIMEOUT_MS; see db/pg-guard.ts). */
  dbTimeouts?: Partial<PgTimeouts>;
  /** PostgreSQL: after a write, how long a read waits for the reload before serving the last good copy (default 1.5 s). */
  cacheStaleWaitMs?: number;
  /** METRICS_TOKEN: a Bearer token that may read /metrics (a Staff session's uid may too). */
  metricsToken?: string | null;
  /** READ_ONLY=1: writes refused with a 503 whatever the switch in the database says. */
  readOnly?: boolean;
}

export interface ServerApp {
  app: Hono;
  database: Database;
  deps: Deps;
  translation: TranslationService;
  /** Translate-on-write: idle() resolves when every queued text is translated and stored. */
  translationSync: TranslationSetup['sync'];
  /** Live streams; live.drain() sends every open stream elsewhere (graceful shutdown). */
  live: LiveFeed;
  /** Web Push of queue calls; idle() resolves when every push started has been answered. */
  queuePush: QueuePush;
  close(): Promise<void>;
}

/** PostgreSQL: longest a kept booth list, board or timetable may be stale should a change notice be lost. */
const CATALOG_TTL_MS = 30_000;
const API_BODY_LIMIT = 64 * 1024;
/** A 1 MB image plus the text fields and multipart framing. */
const UPLOAD_BODY_LIMIT = LIMIT_MB(1) + 64 * 1024;
function LIMIT_MB(n: number) {
  return n * 1024 * 1024;
}

export async function createServerApp(opts: ServerAppOptions = {}): Promise<ServerApp> {
  const dataDir = path.resolve(opts.dataDir ?? './data');
  const log = createLog(opts.log, undefined, opts.logLevel);
  const clock = opts.clock ?? createClock(opts.festivalNow ?? null, opts.festivalNow ? (opts.festivalSpeed ?? 1) : 1);
  const adminCodes = typeof opts.adminCodes === 'string' ? parseAdminCodes(opts.adminCodes) : (opts.adminCodes ?? null);
  const couponStock = typeof opts.couponStock === 'string' ? parseCouponStock(opts.couponStock) : (opts.couponStock ?? null);
  const winRule = typeof opts.winRule === 'object' && opts.winRule ? opts.winRule : parseWinRule(opts.winRule ?? null);

  const database = await openDatabase({
    databaseUrl: opts.databaseUrl ?? null,
    pgliteDir: opts.databaseUrl || opts.inMemory ? null : path.join(dataDir, 'pglite'),
    migrate: opts.migrate ?? !opts.databaseUrl,
    poolSize: opts.poolSize,
    timeouts: opts.dbTimeouts,
    pgliteTierUp: opts.pgliteTierUp,
  });
  let translating: TranslationSetup | null = null;
  let counters: DashboardCounters | null = null;
  try {
    const { db, kind } = database;
    if (opts.seed !== false && opts.emptyFestival) {
      const generated = await seedEmptyStart(database.setupDb, { kind, adminCodes });
      if (generated.length) opts.onGeneratedCodes?.(generated);
    } else if (opts.seed !== false) {
      const seeded = await seedIfEmpty(database.setupDb, { kind, adminCodes, couponStock });
      if (seeded.seeded) log({ level: 'info', event: 'database.seeded', database: kind });
      if (seeded.seeded && opts.seedActivity) {
        const wrote = await seedActivity(database.setupDb, clock.now());
        log({ level: 'info', event: 'database.activity_seeded', ...wrote });
      }
      if (seeded.generatedCodes.length) opts.onGeneratedCodes?.(seeded.generatedCodes);
      if (!seeded.seeded && adminCodes) await applyAdminCodes(database.setupDb, adminCodes);
    }
    if (opts.seed !== false && !opts.emptyFestival) await ensureSampleFestival(database.setupDb, new Date(clock.now()));
    await database.endSetup();
    const festival = await createFestivalStore(db, database.changes);
    const catalog = createCatalog({
      db,
      // PostgreSQL: other processes' writes arrive by NOTIFY (db/changes.ts); the time-to-live is only the net
      // under a lost notice. At 2 s a festival of thousands of booths was re-read every 2 s (bench:growth).
      ttlMs: opts.cacheTtlMs ?? (kind === 'pglite' ? Infinity : CATALOG_TTL_MS),
      changes: database.changes,
      // PGlite runs in this process and cannot hang: reads after a write always wait for the reload there.
      staleWaitMs: kind === 'pglite' ? Infinity : (opts.cacheStaleWaitMs ?? 1500),
    });
    const sessions = createSessions(db, clock);
    const deps: Deps = {
      db,
      kind,
      clock,
      catalog,
      visitorIds: createVisitorIds(await visitorKey(db)),
      sessions,
      uploadsDir: path.join(dataDir, 'uploads'),
      winRule,
      couponShareFactor: opts.couponShareFactor,
      clientAddress: createClientAddress(
        typeof opts.trustProxy === 'object' && opts.trustProxy ? opts.trustProxy : parseTrustProxy(opts.trustProxy ?? null),
      ),
      limits: createLimits({ db, clock, rules: { loginFail: loginFailRule(opts.loginLimiter), ...opts.limits } }),
      festival,
    };
    const live = createLiveFeed({
      changes: database.changes,
      loadCounts: async () => new Map((await catalog.booths()).list.map((b) => [b.id, catalog.likeCount(b.id)])),
      ticker: { now: () => clock.now(), events: async () => (await catalog.board()).events },
    });
    deps.live = live;
    translating = setupTranslation({
      db,
      catalog,
      clientAddress: deps.clientAddress,
      dailyChars: opts.translation?.dailyChars,
      syncDelayMs: opts.translation?.syncDelayMs,
      remote: opts.translationRemote,
      settings: {
        provider: translationProvider(opts.translation?.provider),
        apiUrl: opts.translation?.apiUrl,
        apiKey: opts.translation?.apiKey,
        model: opts.translation?.model,
        budgetMs: opts.translation?.budgetMs,
      },
      log: (event, data) => log({ level: 'warn', module: 'translation', event, ...data }),
      sessions,
      now: () => clock.date(),
    });

    const pool = kind === 'postgres' ? (db as unknown as { $client?: import('pg').Pool }).$client : undefined;
    const unwatchPool = pool ? watchPool(pool) : () => {};
    const readOnly = createReadOnly(db, { forced: opts.readOnly });

    const app = new Hono();
    app.use('*', requestLog(log));
    app.use('/api/*', refuseWritesWhenReadOnly(readOnly));
    app.use('*', securityHeaders);
    app.use('*', compressAnswers());
    app.use('/api/board/losts', limitBody(UPLOAD_BODY_LIMIT, tooLarge));
    app.use('/api/board/losts/*', limitBody(UPLOAD_BODY_LIMIT, tooLarge));
    app.use('/api/*', translating.lists);
    // Organiser dashboard (issue 20): board reads and reads by language, counted in memory and flushed in batches.
    counters = createDashboardCounters({
      db,
      clock,
      streams: () => live.clients,
      readOnly: () => readOnly.isOn(),
      log: (event, data) => log({ level: 'warn', module: 'dashboard', event, ...data }),
    });
    app.use('/api/*', counters.middleware);
    const FESTIVAL_IMPORT = `/api${API_PATHS.festivalImport}`;
    app.use(
      FESTIVAL_IMPORT,
      limitBody(FESTIVAL_FILE_LIMITS.bytes, (c) =>
        c.json({ message: fileTooLarge(Number(c.req.header('content-length') ?? FESTIVAL_FILE_LIMITS.bytes + 1)), error: 'too_large' }, 413),
      ),
    );
    // The campus map image (console-map.ts): up to MAP_LIMITS.imageBytes plus the form's framing.
    const MAP_IMAGE = `/api${CONSOLE_PATHS.mapImage}`;
    app.use(MAP_IMAGE, limitBody(MAP_LIMITS.imageBytes + 64 * 1024, tooLarge));
    // A building plan's image (routes/building-plans.ts): the same limit.
    const PLAN_IMAGE = /^\/api\/console\/plans\/[^/]+\/image$/;
    app.use('/api/console/plans/:id/image', limitBody(MAP_LIMITS.imageBytes + 64 * 1024, tooLarge));
    const apiLimit = limitBody(API_BODY_LIMIT, tooLarge);
    app.use('/api/*', async (c, next) => {
      // Reads carry no body; uploads and translations set their own limits.
      if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
      const p = c.req.path;
      if (p.startsWith('/api/board/losts') || p.startsWith('/api/api/common/translations') || p === FESTIVAL_IMPORT || p === MAP_IMAGE || PLAN_IMAGE.test(p) || p.startsWith('/api/console/import/')) return next();
      if (p === `/api${CONSOLE_PATHS.booths}` && c.req.method === 'POST') return next(); // its own limit: a photo (routes/console-booth-admin.ts)
      if (c.req.method === 'PATCH' && /^\/api\/console\/booths\/[^/]+$/.test(p)) return next(); // the same, for a booth's new photo (routes/console.ts)
      if ((c.req.method === 'POST' && p === `/api${CONSOLE_PATHS.credits}`) || (c.req.method === 'PATCH' && /^\/api\/console\/credits\/\d+$/.test(p))) return next(); // a person's photo (routes/console-credits.ts)
      return apiLimit(c, next);
    });

    app.route('/', opsRoutes(deps, readOnly, opts.metricsToken ?? null));
    const api = new Hono();
    api.route('/', miscRoutes(deps, database.ping));
    api.route('/', boothRoutes(deps));
    api.route('/', stageRoutes(deps));
    api.route('/', boardRoutes(deps));
    api.route('/', adminRoutes(deps, createLoginLimiter(opts.loginLimiter, deps.limits)));
    api.route('/', gameRoutes(deps));
    api.route('/', couponRoutes(deps));
    api.route('/', consoleRoutes(deps));
    api.route('/', consoleActsRoutes(deps));
    api.route('/', consoleMapRoutes(deps, database.changes));
    api.route('/', consoleImportRoutes(deps));
    api.route('/', consoleCreditsRoutes(deps));
    api.route('/', liveRoutes(live));
    const queueService = createQueueService({ db, kind, clock, limits: deps.limits, boothName: async (id) => (await catalog.booths()).byId.get(id)?.name });
    // An open line sets its booth's wait badge (issue 25): the status list reads the lines, and each line's change
    // goes out as a `status` event too.
    const statusService = createStatusService({
      db,
      clock,
      // The status copy's time-to-live follows the read caches' when a test sets it (cache-sync: only a notice refreshes).
      ttlMs: opts.cacheTtlMs ?? (kind === 'pglite' ? Infinity : 2000),
      lines: () => queueService.lines(),
      changes: database.changes,
    });
    api.route('/', statusRoutes(deps, statusService));
    const queuePush = createQueuePush({ db, clock, vapid: opts.vapid ?? null, log, allowEndpoint: opts.pushEndpointAllowed });
    api.route('/', consoleBoothAdminRoutes(deps, statusService));
    api.route(
      '/',
      queueRoutes(deps, queueService, queuePush, async (e) => {
        try {
          live.publish('status', await statusService.lineChanged(e.booth_id, e.line));
        } catch (err) {
          // The line's own write is committed and its queue event sent; the badge catches up on the next read.
          statusService.invalidate();
          log({ level: 'warn', event: 'status.line_event_failed', booth_id: e.booth_id, error: String(err) });
        }
      }),
    );
    api.route('/', festivalRoutes(deps, festival));
    api.route(
      '/',
      festivalFileRoutes(deps, async () => {
        // Everything read from the festival's tables is read again, here and (PostgreSQL) in the other processes.
        catalog.invalidateBooths();
        catalog.invalidateBoard();
        catalog.invalidateStages();
        catalog.invalidateCredits();
        statusService.invalidate();
        sessions.forget();
        const saved = await festival.refresh();
        live.publish('festival', saved);
        live.publish('map', { changed: true }); // the file's campus map and pins
      }),
    );
    api.route('/', translating.routes);
    api.route('/', translating.reviewRoutes);
    api.route('/', dashboardRoutes(deps, counters));
    api.all('*', (c) => c.json({ message: `no such API call: ${c.req.method} ${c.req.path}`, error: 'not_found' }, 404));
    app.route('/api', api);

    const clientDir = opts.clientDir === undefined ? 'dist/client' : opts.clientDir;
    // A replayed festival (FESTIVAL_NOW or a test clock) tells the client it serves where the clock stands.
    const replaying = opts.clock !== undefined || !!opts.festivalNow;
    // The page renderer loads before the server listens: a process taken into rotation is not busy loading it.
    const render = clientDir && opts.drawPages !== false ? pageRenderer(clientDir, (err) => log({ level: 'warn', event: 'page.render_failed', message: String(err) })) : null;
    await render?.ready;
    if (clientDir) {
      app.route(
        '/',
        clientRoutes(clientDir, {
          festivalNow: replaying ? () => clock.now() : undefined,
          festivalSpeed: clock.speed ?? 1,
          festival: () => festival.current(),
          og: ogLookup(catalog),
          image: pageImageLookup(catalog),
          opened: () => {
            const f = festival.current();
            return f ? isOpenAt(f, clock.now()) : null;
          },
          urgent: async () => {
            const { emergency } = await catalog.board();
            return emergency ? { id: emergency.id, title: emergency.title, content: emergency.content } : null;
          },
          reads: pageReadsLookup(app, () => festival.current(), () => clock.now()),
          render,
        }),
      );
    }

    app.onError((err, c) => errorResponse(err, c, log));
    app.notFound((c) => c.json({ message: 'not found', error: 'not_found' }, 404));

    const t = translating;
    let closed = false;
    return {
      app,
      database,
      deps,
      translation: t.service,
      translationSync: t.sync,
      live,
      queuePush,
      async close() {
        if (closed) return;
        closed = true;
        unwatchPool();
        live.close();
        // Pushes of calls already made go out (each waits at most its timeout).
        await queuePush.idle().catch(() => {});
        try {
          await counters?.close();
        } catch {
          // a database already gone: the counts of the last few seconds are lost, nothing else
        }
        try {
          await t.close();
        } finally {
          await database.close();
        }
      },
    };
  } catch (err) {
    await translating?.close().catch(() => {});
    await counters?.close().catch(() => {});
    await database.close();
    throw err;
  }
}

function translationProvider(name: string | undefined): TranslationSettings['provider'] {
  const p = name ?? 'memory';
  if (!(TRANSLATION_PROVIDER_NAMES as readonly string[]).includes(p)) {
    throw new Error(`TRANSLATION_PROVIDER '${p}' is not one of ${TRANSLATION_PROVIDER_NAMES.join(', ')}`);
  }
  return p as TranslationSettings['provider'];
}

function tooLarge(c: Context) {
  return c.json({ message: 'the request body is too large', error: 'too_large' }, 413);
}

function errorResponse(err: unknown, c: Context, log: (line: Record<string, unknown>) => void) {
  const unavailable = databaseFaultAsApiError(err);
  if (unavailable) {
    log({ level: 'warn', event: 'request.database_unavailable', req_id: c.get('requestId' as never), error: String((err as Error)?.message ?? err) });
    err = unavailable;
  }
  if (err instanceof ApiError) {
    for (const [k, v] of Object.entries(err.headers)) c.header(k, v);
    return c.json(err.body(), err.status);
  }
  if (err instanceof HTTPException) {
    const status = err.status;
    return c.json({ message: err.message || 'bad request', error: status === 413 ? 'too_large' : 'bad_request' }, status);
  }
  if (isPoolTimeout(err)) dbPoolTimeouts.inc();
  log({ level: 'error', event: 'request.failed', req_id: c.get('requestId' as never), error: String((err as Error)?.stack ?? err) });
  return c.json({ message: 'unknown error occurred, please try again later', error: 'internal' }, 500);
}

// Headers are set on the finished response's own Headers: c.header() after the handler would
// rebuild the response around a body stream (a large share of the CPU under load).
async function securityHeaders(c: Context, next: () => Promise<void>) {
  await next();
  const h = c.res.headers;
  h.set('X-Content-Type-Options', 'nosniff');
  h.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  h.set('X-Frame-Options', 'DENY');
  h.set('Cross-Origin-Opener-Policy', 'same-origin');
  h.set('Permissions-Policy', 'geolocation=(self), camera=(), microphone=()');
  if (c.req.path.startsWith('/api/')) {
    if (!h.has('Cache-Control')) h.set('Cache-Control', 'no-store');
    if (!h.has('Content-Security-Policy')) h.set('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
  }
}

function requestLog(log: (line: Record<string, unknown>) => void) {
  return async (c: Context, next: () => Promise<void>) => {
    const given = c.req.header('x-request-id');
    const id = given && /^[A-Za-z0-9._-]{1,64}$/.test(given) ? given : crypto.randomUUID();
    c.set('requestId' as never, id as never);
    const start = performance.now();
    await next();
    c.res.headers.set('X-Request-Id', id);
    observeRequest(c, (performance.now() - start) / 1000);
    log({
      level: c.res.status >= 500 ? 'error' : 'info',
      event: 'request',
      req_id: id,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - start) * 10) / 10,
    });
  };
}

