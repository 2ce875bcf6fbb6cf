// Creates a PGlite database folder (PostgreSQL's initdb) in a short-lived process of its own, called by
// client.ts when the folder does not exist yet. initdb grows PGlite's WebAssembly memory to about 500 MB,
// which a process never gives back: done in the server's own process, a first start would hold that for
// its whole life (about 780 MB of RSS instead of about 310 MB on a folder that exists).
import { PGlite } from '@electric-sql/pglite';

const dir = process.argv[2];
if (!dir) {
  console.error('usage: node server/db/pglite-create.mjs <folder>');
  process.exit(2);
}
const db = new PGlite({ dataDir: dir });
await db.waitReady;
await db.close();
