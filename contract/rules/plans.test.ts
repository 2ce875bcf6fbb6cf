import { describe, expect, it } from 'vitest';
import { spotOrder } from '../building-plans';
import { spotsOn } from './plans';

const spot = (booth_id: number, date: string, night: boolean) => ({ booth_id, date, night, x: 10, y: 20 });

describe('building plan rules', () => {
  it('shows the spots of one date and day or night only', () => {
    const plan = { spots: [spot(1, '2025-09-24', false), spot(2, '2025-09-24', true), spot(3, '2025-09-25', false)] };
    expect(spotsOn(plan, '2025-09-24', false).map((s) => s.booth_id)).toEqual([1]);
    expect(spotsOn(plan, '2025-09-24', true).map((s) => s.booth_id)).toEqual([2]);
    expect(spotsOn(plan, '2025-09-26', false)).toEqual([]);
  });

  it('orders by date, day before night, then booth', () => {
    const list = [spot(5, '2025-09-25', false), spot(9, '2025-09-24', true), spot(2, '2025-09-24', true), spot(7, '2025-09-24', false)];
    expect([...list].sort(spotOrder).map((s) => s.booth_id)).toEqual([7, 2, 9, 5]);
  });
});
