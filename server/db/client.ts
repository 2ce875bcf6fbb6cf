// Opens the database: PGlite in DATA_DIR/pglite by default, node-postgres when a URL is given.
// Both are exposed as the same Drizzle type, so every query is written once.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import v8 from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { createChangeFeed, type ChangeFeed } from './changes';
import { createGuardedPool, DEFAULT_PG_TIMEOUTS, type PgTimeouts } from './pg-guard';
import * as schema from './schema';
import { translations, translationUsage } from '../translation/schema';

export const fullSchema = { ...schema, translations, translationUsage };
/** The Drizzle database both PGlite and node-postgres instances satisfy. */
export type Db = PgDatabase<PgQueryResultHKT, typeof fullSchema>;
export type DbKind = 'pglite' | 'postgres';

export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
/** Advisory lock key for migrations and seeding on PostgreSQL (any constant shared by all processes). */
export const MIGRATION_LOCK_KEY = 7_301_925;

export interface Database {
  db: Db;
  kind: DbKind;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  /** PostgreSQL: writes other processes hear of at once. PGlite has one process, so none. */
  changes: ChangeFeed | null;
  close(): Promise<void>;
  /**
   * For migrations and seeding at start: on PostgreSQL a connection without query timeouts (they may wait
   * for another process's lock and run long); the same as `db` on PGlite. Ended by endSetup().
   */
  setupDb: Db;
  endSetup(): Promise<void>;
}

export class DataDirInUseError extends Error {}

/**
 * One process holds a PGlite folder: a lock file with the holder's pid. A second process gets a
 * clear error; a lock left by a dead process is taken over.
 */
export function acquireDataDirLock(dir: string): () => void {
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  const lockPath = `${dir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(lockPath, 'utf8').trim() === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          /* already gone */
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = Number.parseInt(fs.readFileSync(lockPath, 'utf8').trim(), 10);
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) {
        throw new DataDirInUseError(
          `The database folder ${dir} is in use by process ${holder}. Stop that server, or set DATA_DIR to another folder ` +
            `(or DATABASE_URL to use PostgreSQL, which many processes can share).`,
        );
      }
      if (holder === process.pid) {
        throw new DataDirInUseError(`The database folder ${dir} is already open in this process.`);
      }
      fs.rmSync(lockPath, { force: true }); // stale lock of a dead process
    }
  }
  throw new DataDirInUseError(`Could not lock the database folder ${dir}.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export interface OpenOptions {
  /** postgres://... ; unset = PGlite */
  databaseUrl?: string | null;
  /** PGlite folder; undefined = in memory (tests). */
  pgliteDir?: string | null;
  /** Run migrations now. Default: true on PGlite, false on PostgreSQL (deploy runs `npm run db:migrate`). */
  migrate?: boolean;
  /** node-postgres pool size */
  poolSize?: number;
  /**
   * PGlite: let V8 recompile PGlite's hot WebAssembly with its optimising compiler (TurboFan). Off by default:
   * the baseline code (Liftoff) alone keeps the server about 80 MB smaller (docs/decisions.md has the figures).
   */
  pgliteTierUp?: boolean;
  /** PostgreSQL: connect, query, statement and ping timeouts (pg-guard.ts; defaults DEFAULT_PG_TIMEOUTS). */
  timeouts?: Partial<PgTimeouts>;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts);
  return openPglite(opts);
}

/**
 * A fresh in-memory PGlite spends about 1.4 s in initdb and 0.7 s migrating; loading the image of one migrated
 * earlier in this process takes about 0.3 s. Tests open hundreds; the server itself opens a folder, never this.
 */
let migratedImage: Promise<File | Blob | null> | null = null;

async function openPglite(opts: OpenOptions): Promise<Database> {
  const release = opts.pgliteDir ? acquireDataDirLock(opts.pgliteDir) : () => {};
  try {
    if (opts.pgliteDir) await createPgliteFolder(opts.pgliteDir);
    // Read when the module is compiled, the first time a PGlite opens in this process.
    if (!opts.pgliteTierUp) v8.setFlagsFromString('--liftoff-only');
    const migrate = opts.migrate !== false;
    // An in-memory database (tests) starts from the image of one already migrated in this process, when there is one.
    const image = !opts.pgliteDir && migrate ? await migratedImage : null;
    const client = new PGlite({
      ...(opts.pgliteDir ? { dataDir: opts.pgliteDir } : {}),
      ...(image ? { loadDataDir: image } : {}),
      postgresqlconf: ['shared_buffers = 16MB'],
      // Board search (migration 0004): trigram indexes.
      extensions: { pg_trgm },
    });
    await client.waitReady;
    const db = drizzlePglite({ client, schema: fullSchema });
    if (migrate && !image) {
      await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
      if (!opts.pgliteDir && !migratedImage) migratedImage = client.dumpDataDir('none').catch(() => null);
    }
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      ping: async () => {
        await client.query('select 1');
      },
      setupDb: db as unknown as Db,
      endSetup: async () => {},
      changes: null,
      close: async () => {
        try {
          if (!client.closed) await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}

const execFileAsync = promisify(execFile);
const CREATE_SCRIPT = fileURLToPath(new URL('./pglite-create.mjs', import.meta.url));

/**
 * A PGlite folder that does not exist yet is created (initdb) by a child process (pglite-create.mjs says
 * why), into a sibling folder renamed into place once complete, so a failed creation leaves nothing half made.
 * A folder that exists is left to PGlite.
 */
async function createPgliteFolder(dir: string): Promise<void> {
  if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0) return;
  const partial = `${dir}.creating`;
  fs.rmSync(partial, { recursive: true, force: true });
  try {
    await execFileAsync(process.execPath, [CREATE_SCRIPT, partial], { timeout: 120_000 });
  } catch (err) {
    fs.rmSync(partial, { recursive: true, force: true });
    const stderr = (err as { stderr?: string }).stderr?.trim();
    throw new Error(`Could not create the database folder ${dir}${stderr ? `: ${stderr}` : ''}`, { cause: err });
  }
  fs.rmSync(dir, { recursive: true, force: true });
  fs.renameSync(partial, dir);
}

async function openPostgres(url: string, opts: OpenOptions): Promise<Database> {
  const timeouts: PgTimeouts = { ...DEFAULT_PG_TIMEOUTS, ...opts.timeouts };
  const guarded = createGuardedPool(url, opts.poolSize ?? 10, timeouts);
  const { pool } = guarded;
  const db = drizzlePg({ client: pool, schema: fullSchema });
  // Migrations and seeding may wait for another process's lock and run long statements: no query timeouts.
  const setup = new pg.Pool({ connectionString: url, max: 2, connectionTimeoutMillis: timeouts.connectMs });
  setup.on('error', () => {});
  let setupEnded: Promise<void> | null = null;
  const endSetup = () => (setupEnded ??= setup.end().catch(() => {}));
  try {
    if (opts.migrate) {
      await migratePostgres(setup);
    } else {
      const r = await pool.query<{ t: string | null }>(`select to_regclass('public.booths') as t`);
      if (!r.rows[0]?.t) {
        throw new Error('The PostgreSQL database has no festival tables yet: run `npm run db:migrate` first.');
      }
    }
  } catch (err) {
    await endSetup();
    await guarded.close();
    throw err;
  }
  const changes = createChangeFeed(pool, { connectionString: url, connectionTimeoutMillis: timeouts.connectMs, keepAlive: true });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    ping: guarded.ping,
    setupDb: drizzlePg({ client: setup, schema: fullSchema }) as unknown as Db,
    endSetup,
    changes,
    close: async () => {
      await endSetup();
      await changes.close();
      await guarded.close();
    },
  };
}

/** Runs the migrations under an advisory lock, so concurrent deploys apply them once. */
export async function migratePostgres(pool: pg.Pool): Promise<void> {
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      const db = drizzlePg({ client: lockClient, schema: fullSchema });
      await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    lockClient.release();
  }
}

/** Rows of a raw `db.execute` on either driver. */
export function rowsOf<T>(result: unknown): T[] {
  const r = result as { rows?: T[] };
  return Array.isArray(r.rows) ? r.rows : (result as T[]);
}

export { sql };
