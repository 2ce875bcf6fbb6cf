// A PostgreSQL database of its own for a test or a benchmark: created on the server of `adminUrl` under a
// random name starting with `prefix`, and dropped (with its connections) by `drop()`.
import crypto from 'node:crypto';
import pg from 'pg';

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

async function run(adminUrl: string, statement: string): Promise<void> {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    await c.query(statement);
  } finally {
    await c.end();
  }
}

export async function createScratchDatabase(adminUrl: string, prefix: string): Promise<ScratchDatabase> {
  if (!/^[a-z_][a-z0-9_]*$/.test(prefix)) throw new Error(`a database name prefix must be lower-case letters, digits and _: ${prefix}`);
  const name = `${prefix}_${crypto.randomBytes(6).toString('hex')}`;
  await run(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(adminUrl, `drop database if exists ${name} with (force)`) };
}
