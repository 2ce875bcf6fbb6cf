import { describe, expect, it } from 'vitest';
import type { Category } from '../constants';
import { boothIdentityProblems, boothProblems, type BoothRulesInput } from './booth-admin';

const ctx = { days: ['2025-09-24', '2025-09-25', '2025-09-26'], locationIds: new Set([1, 2]) };
const truck: BoothRulesInput = {
  name: 'Taco truck',
  category: 'FoodTruck',
  location_id: 1,
  is_night: false,
  is_dorder: false,
  description: null,
  corners: [],
  menus: [
    { name: 'Taco', price: 5000 },
    { name: 'Nachos', price: 4000 },
  ],
  hours: [{ day: '2025-09-24', start_time: '11:00', end_time: '19:00' }],
};
const codes = (b: Partial<BoothRulesInput>) => boothProblems({ ...truck, ...b }, ctx).map((p) => `${p.field}:${p.code}`);

describe('boothProblems', () => {
  it('accepts a food truck with menus and hours on festival days', () => {
    expect(boothProblems(truck, ctx)).toEqual([]);
  });
  it('names the field of each problem, in the form’s order', () => {
    expect(codes({ name: '  ', location_id: 9, menus: [{ name: 'Taco', price: 12.5 }, { name: '', price: -1 }] })).toEqual([
      'name:name_required',
      'location:location_unknown',
      'menus.0.price:menu_price',
      'menus.1.name:menu_name',
      'menus.1.price:menu_price',
    ]);
  });
  it('refuses a price typed as text (NaN) and one above a million won', () => {
    expect(codes({ menus: [{ name: 'A', price: Number.NaN }, { name: 'B', price: 1_000_001 }] })).toEqual(['menus.0.price:menu_price', 'menus.1.price:menu_price']);
  });
  it('refuses names a spreadsheet would run or that look like markup', () => {
    expect(codes({ name: '=HYPERLINK("x")' })).toEqual(['name:name_chars']);
    expect(codes({ name: 'a <b>' })).toEqual(['name:name_chars']);
    expect(codes({ name: 'x'.repeat(61) })).toEqual(['name:name_too_long']);
  });
  it('keeps what each category carries: night and dorder for booths, corners for day booths, no menus at a toilet', () => {
    expect(codes({ is_night: true })).toEqual(['night:night_booth_only']);
    expect(codes({ category: 'Booth', is_dorder: true })).toEqual(['dorder:dorder_night_only']);
    expect(codes({ category: 'Booth', is_night: true, is_dorder: true })).toEqual([]);
    expect(codes({ corners: ['Games'] })).toEqual(['corners:corners_day_booth_only']);
    expect(codes({ category: 'Booth', corners: ['Games', ''] })).toEqual(['corners.1:corner_name']);
    expect(codes({ category: 'Toilet' })).toEqual(['menus:menus_not_for_toilet']);
    expect(codes({ category: 'Toilet', menus: [] })).toEqual([]);
  });
  it('checks hours against the festival’s days', () => {
    expect(
      codes({
        hours: [
          { day: '2025-09-23', start_time: '10:00', end_time: '11:00' },
          { day: '2025-09-24', start_time: '10:00', end_time: null },
          { day: '2025-09-25', start_time: '18:00', end_time: '09:00:00' },
          { day: '2025-09-26', start_time: null, end_time: null },
          { day: '2025-09-26', start_time: null, end_time: null },
        ],
      }),
    ).toEqual(['hours.2025-09-23:hours_day_unknown', 'hours.2025-09-24:hours_both', 'hours.2025-09-25:hours_order', 'hours.2025-09-26:hours_twice']);
  });
  it('refuses a script in the description', () => {
    expect(codes({ description: 'hi <script>x</script>' })).toEqual(['description:description_script']);
  });
});

describe('boothIdentityProblems', () => {
  const booth = { name: '사진관', category: 'Booth' as Category, location_id: 1, is_night: false, is_dorder: false, corners: ['인화'], menus: [{ name: '사진', price: 3000 }] };
  const codes = (x: Partial<typeof booth>) => boothIdentityProblems({ ...booth, ...x }, ctx).map((p) => `${p.field}:${p.code}`);

  it('accepts the booth as it is, and a move to another known location', () => {
    expect(codes({})).toEqual([]);
    expect(codes({ location_id: 2 })).toEqual([]);
  });

  it('keeps the new booth rules about identity: name, place, night, dorder, corners, a toilet with menus', () => {
    expect(codes({ name: ' ', location_id: 9 })).toEqual(['name:name_required', 'location:location_unknown']);
    expect(codes({ category: 'Store' })).toEqual(['corners:corners_day_booth_only']);
    expect(codes({ category: 'Toilet', corners: [] })).toEqual(['menus:menus_not_for_toilet']);
    expect(codes({ is_dorder: true })).toEqual(['dorder:dorder_night_only']);
    expect(codes({ category: 'Drink', is_night: true, corners: [] })).toEqual(['night:night_booth_only']);
    expect(codes({ corners: ['<b>'] })).toEqual(['corners.0:corner_name']);
  });

  it('leaves menu rows alone: an old menu name the form does not touch is not its problem', () => {
    expect(codes({ menus: [{ name: '', price: Number.NaN }] })).toEqual([]);
  });
});
