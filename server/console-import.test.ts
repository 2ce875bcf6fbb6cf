// The console's spreadsheet import over HTTP (routes/console-import.ts), on PGlite and PostgreSQL: Staff only;
// a dry run lists every problem by row and column and changes no row; a clean CSV or XLSX imports in one
// transaction with its audit row and shows at once in the booth list and the timetable; hostile files
// (too large, a formula cell, a script in a name, a zip bomb) are refused with a report.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOTH_COLUMNS, IMPORT_LIMITS } from '@contract/console-import';
import { toCsv } from '@contract/csv';
import { createTestServer, DB_KINDS, type TestServer } from './test/harness';
import { xlsxOf } from './test/xlsx';

const URL = (kind: string, apply = false) => `/api/console/import/${kind}${apply ? '?apply=1' : ''}`;
const bearer = (uid: string) => ({ authorization: `Bearer ${uid}`, 'content-type': 'text/csv' });
const H = [...BOOTH_COLUMNS];
const row = (o: Partial<Record<(typeof BOOTH_COLUMNS)[number], string>>) => H.map((c) => o[c] ?? '');

/** 20 booths, two menus each; `bad` spoils sheet rows 6 (price) and 12 (location). */
function boothSheet(bad: boolean): string {
  const rows: string[][] = [H];
  for (let i = 1; i <= 20; i++) {
    rows.push(row({ booth: `Import Booth ${i}`, category: 'Booth', location: '3', open: '11:00', close: '18:00', menu: `Dish ${i}`, price: '3000' }));
    rows.push(row({ booth: `Import Booth ${i}`, menu: `Drink ${i}`, price: '1500' }));
  }
  if (bad) {
    rows[5][H.indexOf('price')] = 'free';
    rows[11][H.indexOf('location')] = 'Moon base';
  }
  return toCsv(rows);
}

async function counts(s: TestServer) {
  const [r] = await s.query<Record<string, number>>(`select (select count(*) from booths)::int as booths, (select count(*) from booth_menus)::int as menus,
    (select count(*) from stages)::int as stages, (select count(*) from audit_log where action = 'import')::int as audits`);
  return r;
}

describe.each(DB_KINDS)('console import (%s)', (kind) => {
  let s: TestServer;
  let uid: string;
  beforeAll(async () => {
    s = await createTestServer(kind, { now: '2025-09-25T14:00:00+09:00' });
    uid = await s.login('Staff');
  });
  afterAll(async () => {
    await s?.stop();
  });

  it('is for Staff only', async () => {
    const none = await s.call('POST', URL('booths'), boothSheet(false), { 'content-type': 'text/csv' });
    expect(none.status).toBe(401);
    const club = await s.login('Club');
    const r = await s.call('POST', URL('booths'), boothSheet(false), bearer(club));
    expect(r.status).toBe(403);
    expect((await s.call('POST', URL('pubs'), 'x', bearer(uid))).status).toBe(404);
  });

  it('lists both bad rows by row and column and imports nothing, even when asked to apply', async () => {
    const before = await counts(s);
    for (const apply of [false, true]) {
      const r = await s.call('POST', URL('booths', apply), boothSheet(true), bearer(uid));
      expect(r.status).toBe(400);
      expect(r.body.error).toBe('import_problems');
      expect(r.body.dry_run).toBe(!apply);
      expect(r.body.problems.map((p: { row: number; column: string; code: string }) => [p.row, p.column, p.code])).toEqual([
        [6, 'price', 'bad_price'],
        [12, 'location', 'unknown_location'],
      ]);
      expect(r.body.problems[0].message).toBe('row 6, price: free is not a price (a whole number of won, 0 to 1,000,000)');
    }
    expect(await counts(s)).toEqual(before);
  });

  it('a clean dry run counts and writes nothing; apply imports all of it, audit-logged, listed at once', async () => {
    const before = await counts(s);
    const dry = await s.call('POST', URL('booths'), boothSheet(false), bearer(uid));
    expect(dry.status).toBe(200);
    expect(dry.body).toEqual({ ok: true, dry_run: true, kind: 'booths', counts: { booths: 20, menus: 40, acts: 0 } });
    expect(await counts(s)).toEqual(before);

    const list = async () => ((await s.call('POST', '/api/booths/list/', { date: '2025-09-25' })).body as { results: { name: string }[] }).results;
    expect((await list()).some((b) => b.name === 'Import Booth 7')).toBe(false);
    const done = await s.call('POST', URL('booths', true), boothSheet(false), bearer(uid));
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ ok: true, dry_run: false, kind: 'booths', counts: { booths: 20, menus: 40, acts: 0 } });
    expect(await counts(s)).toEqual({ ...before, booths: before.booths + 20, menus: before.menus + 40, audits: before.audits + 1 });
    expect((await list()).filter((b) => b.name.startsWith('Import Booth')).length).toBe(20);
    const [audit] = await s.query<{ admin_role: string; entity: string; after: string }>(`select admin_role, entity, after from audit_log where action = 'import' order by id desc limit 1`);
    expect(audit).toMatchObject({ admin_role: 'Staff', entity: 'booths' });
    expect(audit.after).toContain('"booths":20');

    // The same booths again are duplicates.
    const again = await s.call('POST', URL('booths'), boothSheet(false), bearer(uid));
    expect(again.status).toBe(400);
    expect(again.body.problems[0]).toMatchObject({ row: 2, column: 'booth', code: 'duplicate_booth', value: 'Import Booth 1' });
  });

  it('refuses hostile files with a report and changes nothing', async () => {
    const before = await counts(s);
    const hostile = toCsv([
      H,
      row({ booth: '=cmd|"/c calc"!A1', category: 'Booth', location: '3' }),
      row({ booth: '<script>alert(1)</script>', category: 'Booth', location: '3' }),
      row({ booth: 'Fine', category: 'Booth', location: '3', description: 'x<script src=/x.js></script>' }),
    ]);
    const r = await s.call('POST', URL('booths', true), hostile, bearer(uid));
    expect(r.status).toBe(400);
    expect(r.body.problems.map((p: { row: number; column: string; code: string }) => [p.row, p.column, p.code])).toEqual([
      [2, 'booth', 'formula'],
      [3, 'booth', 'markup'],
      [4, 'description', 'markup'],
    ]);

    const big = 'a'.repeat(10 * 1024 * 1024);
    const tooBig = await s.call('POST', URL('booths', true), big, { ...bearer(uid), 'content-length': String(big.length) });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.problems).toEqual([expect.objectContaining({ row: null, column: null, code: 'file_too_large', value: '10.0 MB' })]);

    const many = toCsv([H, ...Array.from({ length: IMPORT_LIMITS.rows + 5 }, (_, i) => row({ booth: `x${i}`, category: 'Booth', location: '3' }))]);
    const rows = await s.call('POST', URL('booths', true), many, bearer(uid));
    expect(rows.status).toBe(400);
    expect(rows.body.problems[0].code).toBe('too_many_rows');

    const unclosed = await s.call('POST', URL('booths'), 'booth,category,location\n"Open,Booth,1\n', bearer(uid));
    expect(unclosed.body.problems[0]).toMatchObject({ code: 'not_a_sheet' });
    expect(await counts(s)).toEqual(before);
  });

  it('refuses formula cells in every column, also behind spaces or a tab, and wrong types, naming row and column', async () => {
    const before = await counts(s);
    const sheet = toCsv([
      H,
      row({ booth: 'Formula Menu', category: 'Booth', location: '3', menu: ' =1+1', price: '1000' }),
      row({ booth: 'Formula Price', category: 'Booth', location: '3', menu: 'Tea', price: '=SUM(A1:A9)' }),
      row({ booth: 'Formula Text', category: 'Booth', location: '3', description: '\t@SUM(A1)' }),
      row({ booth: '+cmd', category: 'Booth', location: '3' }),
      row({ booth: 'Wrong Types', category: 'Spaceship', location: '3', open: '25:00', close: '18:00', night: 'maybe' }),
    ]);
    for (const apply of [false, true]) {
      const r = await s.call('POST', URL('booths', apply), sheet, bearer(uid));
      expect(r.status).toBe(400);
      const got = r.body.problems.map((p: { row: number; column: string; code: string }) => [p.row, p.column, p.code]);
      expect(got).toEqual(
        expect.arrayContaining([
          [2, 'menu', 'formula'],
          [3, 'price', 'formula'],
          [4, 'description', 'formula'],
          [5, 'booth', 'formula'],
          [6, 'category', expect.any(String)],
          [6, 'open', expect.any(String)],
          [6, 'night', expect.any(String)],
        ]),
      );
      for (const p of r.body.problems) expect(p.message).toMatch(/^row \d+, \w+/);
    }
    // The stage schedule too: a formula or a script in a name.
    const H2 = ['name', 'stage', 'kind', 'day', 'start', 'end', 'image'];
    const acts = toCsv([H2, ['=HYPERLINK("http://evil.example")', 'Main', 'club', '2025-09-25', '19:00', '19:40', ''], ['Band', '<script>alert(1)</script>', 'club', '2025-09-25', '19:00', '19:40', '']]);
    const a = await s.call('POST', URL('stages', true), acts, bearer(uid));
    expect(a.status).toBe(400);
    expect(a.body.problems.map((p: { row: number; column: string; code: string }) => [p.row, p.column, p.code])).toEqual([
      [2, 'name', 'formula'],
      [3, 'stage', 'markup'],
    ]);
    expect(await counts(s)).toEqual(before);
  });

  it('refuses 10 MB of rows sent without a length (a streamed body) with 413, reading no more than the limit', async () => {
    const before = await counts(s);
    const line = `${toCsv([row({ booth: 'Streamed Booth', category: 'Booth', location: '3', menu: 'Tea', price: '1000' })])}\n`;
    const chunk = new TextEncoder().encode(line.repeat(Math.ceil((64 * 1024) / line.length)));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      start(ctrl) {
        ctrl.enqueue(new TextEncoder().encode(`${H.join(',')}\n`));
      },
      pull(ctrl) {
        if (sent >= 10 * 1024 * 1024) return ctrl.close();
        sent += chunk.length;
        ctrl.enqueue(chunk);
      },
    });
    const res = await s.app.request(URL('booths', true), { method: 'POST', body, headers: { authorization: `Bearer ${uid}`, 'content-type': 'text/csv' }, duplex: 'half' } as RequestInit);
    expect(res.status).toBe(413);
    const out = (await res.json()) as { problems: { code: string }[] };
    expect(out.problems.map((p) => p.code)).toEqual(['file_too_large']);
    expect(sent).toBeLessThan(10 * 1024 * 1024);
    expect(await counts(s)).toEqual(before);
  });

  it('reads an XLSX sheet (numbers as numbers) and refuses one that unpacks too large', async () => {
    const before = await counts(s);
    const x = xlsxOf([
      ['booth', 'category', 'location', 'menu', 'price'],
      ['Sheet Booth', 'FoodTruck', 3, 'Hotteok', 2500],
      ['Sheet Booth', '', '', 'Cider', '=1+1'],
    ]);
    const bad = await s.call('POST', URL('booths'), new Uint8Array(x), { authorization: `Bearer ${uid}` });
    expect(bad.status).toBe(400);
    expect(bad.body.problems).toEqual([expect.objectContaining({ row: 3, column: 'price', code: 'formula', value: '=1+1' })]);
    const good = xlsxOf([
      ['booth', 'category', 'location', 'menu', 'price'],
      ['Sheet Booth', 'FoodTruck', 3, 'Hotteok', 2500],
      ['Sheet Booth', '', '', 'Cider', 1000],
    ]);
    const r = await s.call('POST', URL('booths', true), new Uint8Array(good), { authorization: `Bearer ${uid}` });
    expect(r.status).toBe(200);
    expect(r.body.counts).toEqual({ booths: 1, menus: 2, acts: 0 });
    const [menu] = await s.query<{ name: string; price: number }>(`select m.name, m.price from booth_menus m join booths b on b.id = m.booth_id where b.name = 'Sheet Booth' order by m.position limit 1`);
    expect(menu).toEqual({ name: 'Hotteok', price: 2500 });
    expect(await counts(s)).toEqual({ ...before, booths: before.booths + 1, menus: before.menus + 2, audits: before.audits + 1 });

    // A zip whose directory says it unpacks to 4 GB is refused before it is unpacked.
    const bomb = Buffer.from(good);
    const end = bomb.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    const dir = bomb.readUInt32LE(end + 16);
    bomb.writeUInt32LE(0xffffffff, dir + 24);
    const b = await s.call('POST', URL('booths'), new Uint8Array(bomb), { authorization: `Bearer ${uid}` });
    expect(b.status).toBe(400);
    expect(b.body.problems[0].code).toBe('not_a_sheet');
  });

  it('imports the stage schedule; acts show on their day at once; a day outside the festival is named', async () => {
    const H2 = ['name', 'stage', 'kind', 'day', 'start', 'end', 'image'];
    const bad = await s.call('POST', URL('stages'), toCsv([H2, ['Late Band', 'Main', 'club', '2025-09-30', '19:00', '19:40', '']]), bearer(uid));
    expect(bad.status).toBe(400);
    expect(bad.body.problems).toEqual([expect.objectContaining({ row: 2, column: 'day', code: 'day_outside', value: '2025-09-30' })]);
    const before = await counts(s);
    const ok = await s.call('POST', URL('stages', true), toCsv([H2, ['Import Band', 'Main', 'club', '2025-09-25', '19:00', '19:40', '']]), bearer(uid));
    expect(ok.status).toBe(200);
    expect(ok.body.counts).toEqual({ booths: 0, menus: 0, acts: 1 });
    expect(await counts(s)).toEqual({ ...before, stages: before.stages + 1, audits: before.audits + 1 });
    const day = await s.call('GET', '/api/stage/days/2025-09-25/schedules');
    expect(JSON.stringify(day.body)).toContain('Import Band');
  });
});
