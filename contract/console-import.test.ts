import { describe, expect, it } from 'vitest';
import { checkBoothSheet, checkStageSheet, importTemplate, IMPORT_LIMITS, BOOTH_COLUMNS } from './console-import';
import { parseCsv } from './csv';

const ctx = {
  dates: ['2026-09-23', '2026-09-24', '2026-09-25'],
  locations: [
    { id: 1, names: ['신공학관', 'New Engineering Building'] },
    { id: 2, names: ['만해광장', 'Manhae Square'] },
  ],
  existingBoothNames: ['Old Booth'],
};
const H = [...BOOTH_COLUMNS];
const booth = (over: Partial<Record<(typeof BOOTH_COLUMNS)[number], string>>) => H.map((c) => over[c] ?? '');

describe('checkBoothSheet', () => {
  it('groups menu rows under their booth; empty days mean every festival day', () => {
    const r = checkBoothSheet(
      [
        H,
        booth({ booth: 'Tteok', category: 'booth', location: 'Manhae Square', open: '11:00', close: '18:00', menu: 'Rice cake', price: '4,000' }),
        booth({ booth: 'Tteok', menu: 'Fish cake', price: '2000' }),
        booth({ booth: 'Pub', category: 'Drink', location: '1', night: 'yes', days: '2026-09-24', description: 'Open late' }),
      ],
      ctx,
    );
    expect(r).toEqual({
      ok: true,
      rows: [
        {
          name: 'Tteok',
          category: 'Booth',
          location_id: 2,
          is_night: false,
          description: null,
          schedules: ctx.dates.map((day) => ({ day, start_time: '11:00:00', end_time: '18:00:00' })),
          menus: [
            { name: 'Rice cake', price: 4000 },
            { name: 'Fish cake', price: 2000 },
          ],
        },
        { name: 'Pub', category: 'Drink', location_id: 1, is_night: true, description: 'Open late', schedules: [{ day: '2026-09-24', start_time: null, end_time: null }], menus: [] },
      ],
    });
  });

  it('names every problem by row and column', () => {
    const r = checkBoothSheet(
      [
        H,
        booth({ booth: 'A', category: 'Booth', location: 'Nowhere', menu: 'x', price: 'cheap' }),
        booth({ booth: 'Old Booth', category: 'Booth', location: '1', days: '2026-10-01', open: '25:00', close: '18:00' }),
        booth({ booth: '=HYPERLINK("x")', category: 'Booth', location: '1' }),
        booth({ booth: '<script>alert(1)</script>', category: 'Booth', location: '1' }),
        booth({ booth: 'A', location: '2' }),
        booth({ booth: 'B', category: 'Tent', location: '1', days: '2026-02-30' }),
      ],
      ctx,
    );
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problems.map((p) => [p.row, p.column, p.code])).toEqual([
      [2, 'location', 'unknown_location'],
      [2, 'price', 'bad_price'],
      [3, 'booth', 'duplicate_booth'],
      [3, 'days', 'day_outside'],
      [3, 'open', 'bad_time'],
      [4, 'booth', 'formula'],
      [5, 'booth', 'markup'],
      [6, 'location', 'booth_conflict'],
      [7, 'category', 'bad_category'],
      [7, 'days', 'bad_day'],
    ]);
    expect(r.problems[0].message).toBe('row 2, location: unknown location Nowhere');
  });

  it('refuses a header without the required columns, an unknown column and an empty sheet', () => {
    const r = checkBoothSheet([['booth', 'colour']], ctx);
    expect(r.ok ? [] : r.problems.map((p) => [p.column, p.code])).toEqual([
      ['colour', 'unknown_column'],
      ['category', 'missing_column'],
      ['location', 'missing_column'],
    ]);
    const empty = checkBoothSheet([H, H.map(() => '')], ctx);
    expect(empty.ok ? [] : empty.problems.map((p) => p.code)).toEqual(['empty_sheet']);
  });

  it('refuses too many rows before looking at any, and lists at most 500 problems', () => {
    const many = [H, ...Array.from({ length: IMPORT_LIMITS.rows + 1 }, () => booth({ booth: 'x' }))];
    const r = checkBoothSheet(many, ctx);
    expect(r.ok ? [] : r.problems.map((p) => [p.code, p.value])).toEqual([['too_many_rows', String(IMPORT_LIMITS.rows + 1)]]);
    const bad = [H, ...Array.from({ length: 600 }, (_, i) => booth({ booth: `b${i}`, category: 'Booth', location: 'nowhere' }))];
    const r2 = checkBoothSheet(bad, ctx);
    expect(r2.ok ? null : [r2.problems.length, r2.more]).toEqual([500, 100]);
  });
});

describe('checkStageSheet', () => {
  it('reads acts in Korea time and refuses days outside the festival and bad times', () => {
    const H2 = ['name', 'stage', 'kind', 'day', 'start', 'end', 'image'];
    const ok = checkStageSheet([H2, ['Band', 'Main', 'club', '2026-09-23', '18:00', '18:40', '/images/band.png']], ctx);
    expect(ok).toEqual({
      ok: true,
      rows: [{ name: 'Band', location_name: 'Main', kind: 'club', image_url: '/images/band.png', start_time: '2026-09-23T18:00:00+09:00', end_time: '2026-09-23T18:40:00+09:00' }],
    });
    const bad = checkStageSheet(
      [
        H2,
        ['Band', 'Main', 'rock', '2026-09-30', '18:00', '17:00', 'https://cdn.example/x.png'],
        ['Solo', 'Main', 'celebrity', '2026-09-24', '7pm', '21:00', ''],
      ],
      ctx,
    );
    expect(bad.ok ? [] : bad.problems.map((p) => [p.row, p.column, p.code])).toEqual([
      [2, 'kind', 'bad_kind'],
      [2, 'day', 'day_outside'],
      [2, 'end', 'end_before_start'],
      [2, 'image', 'bad_image'],
      [3, 'start', 'bad_time'],
    ]);
  });
});

describe('importTemplate', () => {
  it('is a clean sheet of the festival days, read back by the CSV reader', () => {
    for (const kind of ['booths', 'stages'] as const) {
      const csv = parseCsv(importTemplate(kind, ctx.dates));
      if (!csv.ok) throw new Error('template is not CSV');
      const r = kind === 'booths' ? checkBoothSheet(csv.rows, ctx) : checkStageSheet(csv.rows, ctx);
      expect(r.ok).toBe(true);
    }
  });
});
