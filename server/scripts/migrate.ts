// `npm run db:migrate`: applies server/db/migrations to DATABASE_URL under an advisory lock, so
// concurrent deploys apply each migration once. Without DATABASE_URL it migrates the PGlite folder.
import path from 'node:path';
import pg from 'pg';
import { migratePostgres, openDatabase } from '../db/client';

async function main() {
  const url = process.env.DATABASE_URL;
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: 2 });
    try {
      await migratePostgres(pool);
    } finally {
      await pool.end();
    }
    console.log('migrations applied (PostgreSQL)');
    return;
  }
  const dir = path.join(path.resolve(process.env.DATA_DIR || './data'), 'pglite');
  const db = await openDatabase({ pgliteDir: dir, migrate: true });
  await db.close();
  console.log(`migrations applied (PGlite in ${dir})`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
