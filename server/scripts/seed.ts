// `npm run seed`: empties the festival tables and loads the sample festival again (DATABASE_URL or
// the PGlite folder in DATA_DIR). Admin codes come from ADMIN_CODES or are generated and printed once.
import path from 'node:path';
import { parseAdminCodes, parseCouponStock } from '../config';
import { openDatabase } from '../db/client';
import { resetAndSeed } from '../db/seed';
import { seedActivity } from '../db/seed-activity';

async function main() {
  const url = process.env.DATABASE_URL || null;
  const database = await openDatabase({
    databaseUrl: url,
    pgliteDir: url ? null : path.join(path.resolve(process.env.DATA_DIR || './data'), 'pglite'),
    migrate: true,
  });
  try {
    const result = await resetAndSeed(database.setupDb, {
      kind: database.kind,
      adminCodes: parseAdminCodes(process.env.ADMIN_CODES),
      couponStock: parseCouponStock(process.env.COUPON_STOCK),
    });
    console.log(`sample festival loaded (${database.kind})`);
    // --activity: a plausible festival of likes, plays and coupons up to FESTIVAL_NOW (or now) for the dashboard.
    if (process.argv.includes('--activity')) {
      const now = process.env.FESTIVAL_NOW ? Date.parse(process.env.FESTIVAL_NOW) : Date.now();
      if (Number.isNaN(now)) throw new Error(`FESTIVAL_NOW is not an instant: ${process.env.FESTIVAL_NOW}`);
      const wrote = await seedActivity(database.setupDb, now);
      console.log(`activity seeded: ${wrote.likes} likes, ${wrote.plays} plays, ${wrote.coupons} coupons (${wrote.redeemed} redeemed)`);
    }
    if (result.generatedCodes.length) {
      console.log('Admin codes (shown only now; keep them safe):');
      for (const c of result.generatedCodes) console.log(`  ${c.role.padEnd(6)} ${c.name}: ${c.code}`);
    }
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
