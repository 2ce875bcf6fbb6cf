// `npm run serve`: the festival server on one port (API under /api, the built client beside it).
//
// Environment:
//   PORT (3000), HOST (0.0.0.0)
//   DATABASE_URL        postgres://... (node-postgres; run `npm run db:migrate` first); unset = PGlite
//   DATA_DIR (./data)   PGlite in DATA_DIR/pglite (one process at a time), uploads in DATA_DIR/uploads
//   FESTIVAL_NOW        ISO instant; the server clock starts there and runs (replay the festival)
//   FESTIVAL_SPEED      with FESTIVAL_NOW: the replay runs this many times faster (60: a festival hour a minute);
//                       the pages it serves run their clock as fast (a rehearsal, a journey past a grace window)
//   VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT   Web Push for queue calls (`npm run vapid` makes a pair;
//                       the subject is a mailto: or https: contact); unset: calls reach open pages only
//   CLIENT_DIR          the built client (dist/client); '' serves no client
//   DRAW_PAGES          '0': visitor pages go out undrawn (the browser draws them; server/page-render.ts)
//   ADMIN_CODES         'Role:name:code[:boothId],...' or JSON [{role,name,code,booth_id}] (see config.ts);
//                       unset: the first start generates codes, prints them once, stores them hashed
//   COUPON_STOCK        coupons per pub at seeding: '100' (each pub) or '프론티어:60,공과대학:40'
//   GAME_WIN_RULE       all (default: every plausible success wins while stock lasts) | none |
//                       every:N | chance:P
//   TRANSLATION_PROVIDER memory (default) | libretranslate | deepl | openai | none
//   TRANSLATION_API_URL, TRANSLATION_API_KEY, TRANSLATION_MODEL, TRANSLATION_BUDGET_MS
//   TRANSLATION_DAILY_CHARS  characters each provider may be sent per UTC day (default 500,000)
//   TRUST_PROXY         proxies to believe in X-Forwarded-For: a hop count (1 behind one nginx) or
//                       addresses/CIDR ranges ('127.0.0.1,10.0.0.0/8', 'loopback'); unset: none
//   PGLITE_TIER_UP=1    PGlite: let V8 optimise PGlite's WebAssembly (about 80 MB more memory; off by default)
//   DB_CONNECT_TIMEOUT_MS (2000), DB_QUERY_TIMEOUT_MS (3500), DB_STATEMENT_TIMEOUT_MS (3000),
//   DB_PING_TIMEOUT_MS (1000), DB_RETRY_MS (1000)   PostgreSQL timeouts (see db/pg-guard.ts)
//   CACHE_STALE_WAIT_MS (1500)  after a write, longest wait for a reload before the last good copy is served
//   LOG=0               no request logs (otherwise JSON lines through pino, each with a request id)
//   LOG_LEVEL (info)    the least severe log level written: fatal, error, warn, info, debug, trace
//   METRICS_TOKEN       a Bearer token that may read /metrics (a Staff session's uid may too)
//   READ_ONLY=1         refuse every write with a 503 (Staff can also switch it for all processes)
//   SEED_ACTIVITY=1     a fresh data folder or database also gets a plausible festival of likes, game plays and
//                       coupons up to FESTIVAL_NOW (or now), so the organiser dashboard has something to draw
//   FESTIVAL=empty      an empty data folder or database starts with no festival (no sample): visitors see
//                       'coming soon', the first Staff login sets one up (ADMIN_CODES, or a printed Staff code)
import { parseDbTimeouts, parseLogLevel, parseMs, parseVapid } from './config';
import { parseFestivalSpeed } from './clock';
import { startServer } from './start';

async function main() {
  const env = process.env;
  const host = env.HOST || '0.0.0.0';
  const port = env.PORT ? Number(env.PORT) : 3000;
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT is not a port number: ${env.PORT}`);
  if (env.FESTIVAL && env.FESTIVAL !== 'empty' && env.FESTIVAL !== 'sample') {
    throw new Error(`FESTIVAL is '${env.FESTIVAL}': use 'empty' (start with no festival) or 'sample' (the default)`);
  }
  const started = await startServer({
    host,
    port,
    databaseUrl: env.DATABASE_URL || null,
    dataDir: env.DATA_DIR || './data',
    festivalNow: env.FESTIVAL_NOW || null,
    festivalSpeed: parseFestivalSpeed(env.FESTIVAL_SPEED, env.FESTIVAL_NOW),
    vapid: parseVapid(env),
    clientDir: env.CLIENT_DIR === undefined ? 'dist/client' : env.CLIENT_DIR || null,
    drawPages: env.DRAW_PAGES !== '0',
    adminCodes: env.ADMIN_CODES || null,
    couponStock: env.COUPON_STOCK || null,
    winRule: env.GAME_WIN_RULE || null,
    trustProxy: env.TRUST_PROXY || null,
    log: env.LOG !== '0',
    logLevel: parseLogLevel(env.LOG_LEVEL),
    dbTimeouts: parseDbTimeouts(env),
    pgliteTierUp: env.PGLITE_TIER_UP === '1',
    cacheStaleWaitMs: parseMs(env.CACHE_STALE_WAIT_MS, 'CACHE_STALE_WAIT_MS'),
    metricsToken: env.METRICS_TOKEN || null,
    readOnly: env.READ_ONLY === '1',
    emptyFestival: env.FESTIVAL === 'empty',
    seedActivity: env.SEED_ACTIVITY === '1',
    translation: {
      provider: env.TRANSLATION_PROVIDER || 'memory',
      apiUrl: env.TRANSLATION_API_URL || undefined,
      apiKey: env.TRANSLATION_API_KEY || undefined,
      model: env.TRANSLATION_MODEL || undefined,
      budgetMs: env.TRANSLATION_BUDGET_MS ? Number(env.TRANSLATION_BUDGET_MS) : undefined,
      dailyChars: env.TRANSLATION_DAILY_CHARS ? Number(env.TRANSLATION_DAILY_CHARS) : undefined,
    },
    onGeneratedCodes(codes) {
      // Shown once: only hashes are stored. Set ADMIN_CODES to choose them instead.
      process.stdout.write('Admin codes (shown only now; keep them safe):\n');
      for (const c of codes) process.stdout.write(`  ${c.role.padEnd(6)} ${c.name}: ${c.code}\n`);
    },
  });
  process.stdout.write(`listening on http://${host.includes(':') ? `[${host}]` : host}:${started.port}\n`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), level: 'info', event: 'shutdown', signal })}\n`);
    started.close().then(
      () => process.exit(0),
      (err) => {
        console.error(err);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
