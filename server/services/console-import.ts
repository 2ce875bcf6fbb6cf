// The console's spreadsheet import (contract/console-import.ts): what a sheet is checked against (the
// festival's days, its locations, the booths already there) and the import of a clean sheet in one
// transaction with its audit row. The caller invalidates the booth or stage copies afterwards, which also
// sends the new names, descriptions and menus to translation (server/translation/write-sync.ts).
import { sql } from 'drizzle-orm';
import type { ImportBoothRow, ImportContext, ImportCounts, ImportStageRow } from '@contract/console-import';
import { rowsOf, type Db } from '../db/client';
import * as t from '../db/schema';
import { writeAudit } from './console-audit';
import type { Admin } from './sessions';

export async function importContext(db: Pick<Db, 'execute'>, dates: readonly string[]): Promise<ImportContext> {
  const locations = rowsOf<{ id: number; ko: string; en: string; ja: string; zh: string }>(
    await db.execute(sql`select id, name_ko as ko, name_en as en, name_ja as ja, name_zh as zh from locations order by id`),
  );
  const booths = rowsOf<{ name: string }>(await db.execute(sql`select name from booths`));
  return {
    dates,
    locations: locations.map((l) => ({ id: l.id, names: [l.ko, l.en, l.ja, l.zh] })),
    existingBoothNames: booths.map((b) => b.name),
  };
}

/** Booths with their hours and menus, all or nothing. Returns the new booths' ids. */
export async function importBooths(db: Db, who: Admin, rows: ImportBoothRow[], counts: ImportCounts, at: Date): Promise<number[]> {
  return db.transaction(async (tx) => {
    const ids: number[] = [];
    for (const b of rows) {
      const [row] = await tx
        .insert(t.booths)
        .values({ name: b.name, category: b.category, locationId: b.location_id, isNight: b.is_night, description: b.description })
        .returning({ id: t.booths.id });
      ids.push(row.id);
      if (b.schedules.length) {
        await tx.insert(t.boothSchedules).values(b.schedules.map((s) => ({ boothId: row.id, day: s.day, startTime: s.start_time, endTime: s.end_time })));
      }
      if (b.menus.length) {
        await tx.insert(t.boothMenus).values(b.menus.map((m, position) => ({ boothId: row.id, position, name: m.name, price: m.price })));
      }
    }
    await writeAudit(tx, who, at, {
      action: 'import',
      entity: 'booths',
      after: { ...counts, booths_added: rows.map((b, i) => `${ids[i]} ${b.name}`).join(', ') },
    });
    return ids;
  });
}

/** Stage acts, all or nothing. Returns the new acts' ids. */
export async function importStages(db: Db, who: Admin, rows: ImportStageRow[], counts: ImportCounts, at: Date): Promise<number[]> {
  return db.transaction(async (tx) => {
    const inserted = rows.length
      ? await tx
          .insert(t.stages)
          .values(rows.map((s) => ({ name: s.name, locationName: s.location_name, kind: s.kind, imageUrl: s.image_url, startTime: new Date(s.start_time), endTime: new Date(s.end_time) })))
          .returning({ id: t.stages.id })
      : [];
    const ids = inserted.map((r) => r.id);
    await writeAudit(tx, who, at, { action: 'import', entity: 'stages', after: { ...counts, acts_added: rows.map((s, i) => `${ids[i]} ${s.name}`).join(', ') } });
    return ids;
  });
}
