// Test helpers: an in-memory PGlite holding the translations table exactly as schema.ts declares it
// (the SQL is generated from the schema, so tests cannot drift from it), and fake HTTP servers.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema';

export async function translationsTableSql(): Promise<string[]> {
  const { generateDrizzleJson, generateMigration } = await import('drizzle-kit/api');
  return generateMigration(generateDrizzleJson({}), generateDrizzleJson({ translations: schema.translations, translationUsage: schema.translationUsage }));
}

export interface TestDb {
  db: PgDatabase<any, any>;
  kind: 'pglite' | 'postgres';
  exec(statement: string): Promise<void>;
  rows(): Promise<schema.TranslationRow[]>;
  reset(): Promise<void>;
  close(): Promise<void>;
}

/**
 * PGlite in memory by default; with TEST_DATABASE_URL set, a fresh database with a random name on that
 * PostgreSQL server (dropped on close), so the same tests prove the SQL on PostgreSQL 15.
 */
export async function createTestDb(): Promise<TestDb> {
  const statements = await translationsTableSql();
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const client = new PGlite();
    for (const statement of statements) await client.exec(statement);
    return wrap(drizzlePglite({ client }), 'pglite', async (sqlText) => void (await client.exec(sqlText)), () => client.close());
  }
  const name = `translation_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: target.toString(), max: 4 });
  for (const statement of statements) await pool.query(statement);
  return wrap(drizzleNodePg({ client: pool }), 'postgres', async (sqlText) => void (await pool.query(sqlText)), async () => {
    await pool.end();
    await admin.query(`drop database if exists ${name}`);
    await admin.end();
  });
}

function wrap(db: PgDatabase<any, any>, kind: TestDb['kind'], exec: TestDb['exec'], close: () => Promise<void>): TestDb {
  return {
    db,
    kind,
    exec,
    rows: () => db.select().from(schema.translations).orderBy(schema.translations.id),
    reset: () => exec('truncate table translations restart identity'),
    close,
  };
}

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface FakeServer {
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/** A JSON server on 127.0.0.1, port 0, recording every request; the handler answers [status, body]. */
export async function startFakeServer(
  handler: (req: RecordedRequest) => Promise<[number, unknown]> | [number, unknown],
): Promise<FakeServer> {
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: unknown = raw;
      try {
        body = JSON.parse(raw);
      } catch {
        // keep the raw text: the test asserts on it
      }
      const recorded = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      requests.push(recorded);
      try {
        const [status, answer] = await handler(recorded);
        res.writeHead(status, { 'content-type': typeof answer === 'string' ? 'text/plain' : 'application/json' });
        res.end(typeof answer === 'string' ? answer : JSON.stringify(answer));
      } catch {
        res.destroy();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}

export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
