// `npm run festival -- export FILE` and `npm run festival -- import FILE [--replace]` (and `check FILE`):
// the whole festival as one JSON file (contract/festival-file.ts), with the server's own settings:
// DATABASE_URL for PostgreSQL, else the PGlite folder in DATA_DIR (./data), uploads in DATA_DIR/uploads.
// Import checks the file before it opens the database (a bad file changes nothing), migrates an empty
// folder or database, loads the file in one transaction, and gives the new festival its first Staff
// (ADMIN_CODES, or one generated code printed once) when it has no admins yet. Exit status: 0 done,
// 1 refused (problems listed, one a line, on stderr), 2 wrong usage.
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import path from 'node:path';
import { checkFestivalFile, FESTIVAL_FILE_LIMITS, parseFestivalFileText, tooLarge } from '@contract/festival-file';
import { parseAdminCodes } from '../config';
import { CHANGES_CHANNEL } from '../db/changes';
import { DataDirInUseError, openDatabase } from '../db/client';
import { seedEmptyStart } from '../services/festival';
import { exportFestival, FestivalHasContentError, importFestival, prepareImages } from '../services/festival-file';

const USAGE = `usage:
  npm run festival -- export FILE             write the festival in the database to FILE (JSON)
  npm run festival -- import FILE [--replace] load FILE into an empty data folder or database
                                              (--replace: overwrite a festival that is there)
  npm run festival -- check FILE              list the file's problems without touching the database
settings: DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite folder, default ./data); ADMIN_CODES for the first Staff`;

class Refused extends Error {
  constructor(
    message: string,
    readonly problems: string[] = [],
    readonly more = 0,
  ) {
    super(message);
  }
}

const dataDir = () => path.resolve(process.env.DATA_DIR || './data');

async function open() {
  const url = process.env.DATABASE_URL || null;
  try {
    return await openDatabase({ databaseUrl: url, pgliteDir: url ? null : path.join(dataDir(), 'pglite'), migrate: true });
  } catch (err) {
    if (err instanceof DataDirInUseError) throw new Refused(`${err.message} (stop the server using it first)`);
    throw err;
  }
}

/** Reads and checks a file; the database is not opened until it is clean. */
function readChecked(file: string) {
  let size: number;
  try {
    size = fs.statSync(file).size;
  } catch {
    throw new Refused(`cannot read ${file}: no such file`);
  }
  // Refused by its size before a byte is read, so a huge file costs no memory.
  if (size > FESTIVAL_FILE_LIMITS.bytes) throw new Refused(`${file} is refused`, [tooLarge(size)]);
  const parsed = parseFestivalFileText(fs.readFileSync(file, 'utf8'));
  if (!parsed.ok) throw new Refused(`${file} is refused`, parsed.problems, parsed.more);
  const checked = checkFestivalFile(parsed.value);
  if (!checked.ok) throw new Refused(`${file} is refused`, checked.problems, checked.more);
  const images = prepareImages(checked.file);
  if (images.problems.length) throw new Refused(`${file} is refused`, images.problems);
  return { file: checked.file, images };
}

async function runExport(file: string) {
  const database = await open();
  try {
    const f = await exportFestival(database.setupDb, path.join(dataDir(), 'uploads'), new Date());
    if (!f) throw new Refused('there is no festival in this database to export yet');
    const tmp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, `${JSON.stringify(f, null, 1)}\n`);
    fs.renameSync(tmp, file);
    console.log(
      `exported ${f.settings.name.ko} (${f.settings.dates[0]} to ${f.settings.dates[f.settings.dates.length - 1]}): ` +
        `${f.locations.length} locations, ${f.booths.length} booths, ${f.stages.length} acts, ${f.posts.length} posts to ${file}`,
    );
  } finally {
    await database.close();
  }
}

async function runImport(file: string, replace: boolean) {
  const adminCodes = parseAdminCodes(process.env.ADMIN_CODES);
  const { file: f, images } = readChecked(file);
  const database = await open();
  try {
    const result = await importFestival(database.setupDb, f, {
      kind: database.kind,
      replace,
      uploadsDir: path.join(dataDir(), 'uploads'),
      at: new Date(),
      by: { id: null, name: 'npm run festival', role: 'command line' },
      images,
    });
    // PostgreSQL: servers running on this database read the festival again (their change feed), as after a Staff import.
    if (database.kind === 'postgres') {
      for (const topic of ['festival', 'booths', 'board', 'stages', 'map']) {
        await database.setupDb.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${`cli-${process.pid}:${topic}`})`);
      }
    }
    const c = result.counts;
    console.log(
      `${result.replaced ? 'replaced the festival with' : 'imported'} ${f.settings.name.ko} (${f.settings.dates.join(', ')}): ` +
        `${c.locations} locations, ${c.booths} booths, ${c.menus} menus, ${c.stages} acts, ${c.posts} posts, ${c.images} images, ${c.coupons} coupons` +
        `${f.map ? `, the campus map with ${f.map.pins.length} pins` : ''} (${database.kind})`,
    );
    // A new data folder has no admins: the first Staff comes from ADMIN_CODES or is generated here.
    const generated = await seedEmptyStart(database.setupDb, { kind: database.kind, adminCodes });
    if (generated.length) {
      console.log('Admin codes (shown only now; keep them safe):');
      for (const g of generated) console.log(`  ${g.role.padEnd(6)} ${g.name}: ${g.code}`);
    }
  } catch (err) {
    if (err instanceof FestivalHasContentError) throw new Refused(`${err.message}; nothing was changed (add --replace to overwrite it)`);
    throw err;
  } finally {
    await database.close();
  }
}

async function main(argv: string[]): Promise<number> {
  const [command, file, ...rest] = argv;
  const replace = rest.includes('--replace');
  const unknown = rest.filter((a) => a !== '--replace');
  if (!file || unknown.length || !['export', 'import', 'check'].includes(command) || (replace && command !== 'import')) {
    console.error(USAGE);
    return 2;
  }
  try {
    if (command === 'export') await runExport(file);
    else if (command === 'import') await runImport(file, replace);
    else {
      const { file: f } = readChecked(file);
      console.log(`${file} is a clean festival file: ${f.settings.name.ko}, ${f.booths.length} booths, ${f.stages.length} acts, ${f.posts.length} posts`);
    }
    return 0;
  } catch (err) {
    if (!(err instanceof Refused)) throw err;
    console.error(err.problems.length ? `${err.message}: ${err.problems.length + err.more} problem(s), nothing was changed` : err.message);
    for (const p of err.problems) console.error(`  ${p}`);
    if (err.more) console.error(`  ... and ${err.more} more`);
    return 1;
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
