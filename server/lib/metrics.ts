// Prometheus metrics (/metrics). One registry per process: several apps in one test process share
// it, which only makes the counters move faster. Other modules call the exported counters and setters.
import type { Context } from 'hono';
import client from 'prom-client';
import type pg from 'pg';

export const registry = new client.Registry();
client.collectDefaultMetrics({ register: registry });

export const httpRequests = new client.Counter({
  name: 'festival_http_requests_total',
  help: 'Requests answered, by route and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [registry],
});

export const httpDuration = new client.Histogram({
  name: 'festival_http_request_duration_seconds',
  help: 'Time to answer a request, by route',
  labelNames: ['method', 'route'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [registry],
});

const liveStreams = new client.Gauge({
  name: 'festival_live_streams_open',
  help: 'Live event streams (Server-Sent Events) open on this process',
  registers: [registry],
});
/** The live module reports how many streams it holds open. */
export function setLiveStreams(n: number) {
  liveStreams.set(n);
}

/** A request refused by a limit: kind = 'login', 'like', 'coupon', 'translation', 'queue', ... */
export const limitRefusals = new client.Counter({
  name: 'festival_limit_refusals_total',
  help: 'Requests refused or delayed by a limit, by kind',
  labelNames: ['kind'] as const,
  registers: [registry],
});

/** Characters sent to the translation provider. */
export const translationChars = new client.Counter({
  name: 'festival_translation_characters_total',
  help: 'Characters sent to the translation provider',
  registers: [registry],
});

export const dbPoolTimeouts = new client.Counter({
  name: 'festival_db_pool_timeouts_total',
  help: 'Requests that gave up waiting for a database connection',
  registers: [registry],
});

const pools = new Set<pg.Pool>();
/** Pool sizes are read when /metrics is scraped. */
export function watchPool(pool: pg.Pool): () => void {
  pools.add(pool);
  return () => pools.delete(pool);
}
const sum = (f: (p: pg.Pool) => number) => [...pools].reduce((n, p) => n + f(p), 0);
new client.Gauge({
  name: 'festival_db_pool_connections',
  help: 'Database pool connections (open)',
  registers: [registry],
  collect() {
    this.set(sum((p) => p.totalCount));
  },
});
new client.Gauge({
  name: 'festival_db_pool_idle',
  help: 'Database pool connections (idle)',
  registers: [registry],
  collect() {
    this.set(sum((p) => p.idleCount));
  },
});
new client.Gauge({
  name: 'festival_db_pool_waiting',
  help: 'Queries waiting for a database connection',
  registers: [registry],
  collect() {
    this.set(sum((p) => p.waitingCount));
  },
});

/** node-postgres' message when connectionTimeoutMillis passes without a free connection. */
export function isPoolTimeout(err: unknown): boolean {
  return err instanceof Error && /timeout exceeded when trying to connect/i.test(err.message);
}

/**
 * A bounded route label: API paths with numbers and tokens folded (/api/booths/:id), everything
 * else (the client, its assets) as one label, so a scanner cannot grow the series without end.
 */
export function routeLabel(path: string, status: number): string {
  if (!path.startsWith('/api/')) return path === '/metrics' ? '/metrics' : 'client';
  if (status === 404) return '/api/unknown';
  return path
    .split('/')
    .slice(0, 6)
    .map((seg) => (/^\d+$/.test(seg) || seg.length > 24 || /[^a-z_-]/i.test(seg) ? ':id' : seg))
    .join('/');
}

export function observeRequest(c: Context, seconds: number) {
  const route = routeLabel(c.req.path, c.res.status);
  httpRequests.inc({ method: c.req.method, route, status: String(c.res.status) });
  httpDuration.observe({ method: c.req.method, route }, seconds);
}
