// Test servers: the real app in-process on PGlite (in memory) or on a fresh PostgreSQL database
// (TEST_DATABASE_URL), with a hand-moved clock and chosen admin codes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { SAMPLE_ADMINS } from '@contract/sample/admins';
import { createServerApp, type ServerApp, type ServerAppOptions } from '../app';
import { createManualClock, type ManualClock } from '../clock';
import type { AdminCode } from '../config';
import { rowsOf } from '../db/client';
import { createScratchDatabase } from '../db/scratch-database';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || '';
export const DB_KINDS: ('pglite' | 'postgres')[] = TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** Every sample admin with a known code: `code-<index>`. */
export const TEST_ADMINS: AdminCode[] = SAMPLE_ADMINS.map((a, i) => ({
  role: a.role,
  name: a.name,
  code: `test-code-${i}-${a.role.toLowerCase()}`,
  boothId: a.booth_id,
}));
export const adminOf = (role: string, nth = 0) => TEST_ADMINS.filter((a) => a.role === role)[nth];

/** A PostgreSQL database of its own, dropped by the returned function. */
export const createPgDatabase = () => createScratchDatabase(TEST_DATABASE_URL, 'festival_test');

export interface TestServer extends ServerApp {
  clock: ManualClock;
  dataDir: string;
  /** PostgreSQL: the test database's URL (a second server can share it); null on PGlite. */
  databaseUrl: string | null;
  /** JSON request through app.request; body objects are sent as JSON. */
  call(method: string, url: string, body?: unknown, headers?: Record<string, string>): Promise<{ status: number; body: any; headers: Headers }>;
  login(role: string, nth?: number): Promise<string>;
  /** One SQL query, rows back. */
  query<T = Record<string, unknown>>(q: SQL | string): Promise<T[]>;
  stop(): Promise<void>;
}

export async function createTestServer(
  kind: 'pglite' | 'postgres',
  opts: Partial<ServerAppOptions> & { now?: string } = {},
): Promise<TestServer> {
  const clock = createManualClock(opts.now ?? '2025-09-25T14:00:00+09:00');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'festival-test-'));
  // A server given a databaseUrl shares that database (and leaves it to its owner to drop).
  const pgDb = kind === 'postgres' && !opts.databaseUrl ? await createPgDatabase() : null;
  let server: ServerApp;
  try {
    server = await createServerApp({
      databaseUrl: pgDb?.url ?? null,
      inMemory: kind === 'pglite',
      migrate: true,
      dataDir,
      clock,
      clientDir: null,
      adminCodes: TEST_ADMINS,
      log: false,
      poolSize: 20,
      // Tests of crowds (thousands of concurrent writes on one row) must not trip the database-down guard on a
      // loaded machine; the fault tests (db-faults.test.ts) set the short timeouts they exercise.
      dbTimeouts: { queryMs: 30_000, statementMs: 30_000 },
      translation: { provider: 'memory' },
      ...opts,
    });
  } catch (err) {
    await pgDb?.drop();
    throw err;
  }
  const call: TestServer['call'] = async (method, url, body, headers = {}) => {
    const init: RequestInit = { method, headers: { ...headers } };
    if (body !== undefined) {
      if (typeof body === 'string' || body instanceof FormData || body instanceof Uint8Array) init.body = body as BodyInit;
      else {
        init.body = JSON.stringify(body);
        (init.headers as Record<string, string>)['content-type'] = 'application/json';
      }
    }
    const res = await server.app.request(url, init);
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    return { status: res.status, body: parsed as any, headers: res.headers };
  };
  return {
    ...server,
    clock,
    dataDir,
    databaseUrl: pgDb?.url ?? opts.databaseUrl ?? null,
    call,
    async login(role, nth = 0) {
      const r = await call('POST', '/api/admin/login', { admin_code: adminOf(role, nth).code });
      if (r.status !== 200) throw new Error(`login ${role} failed: ${r.status} ${JSON.stringify(r.body)}`);
      return r.body.uid as string;
    },
    async query<T>(q: SQL | string) {
      return rowsOf<T>(await server.database.db.execute(typeof q === 'string' ? sql.raw(q) : q));
    },
    async stop() {
      await server.close();
      await pgDb?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
