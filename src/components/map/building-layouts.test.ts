import { describe, expect, it } from 'vitest';
import { FESTIVAL_DATES } from '@contract/constants';
import { SAMPLE_BOOTHS } from '@contract/sample/booths';
import { CAMPUS_LOCATIONS } from '@contract/sample/locations';
import { BUILDING_LAYOUTS, layoutFor, spotsFor } from './building-layouts';

describe('building layouts', () => {
  it('exist exactly for the locations flagged with a detailed map', () => {
    const flagged = CAMPUS_LOCATIONS.filter((l) => l.hasDetailMap).map((l) => l.id).sort((a, b) => a - b);
    expect(BUILDING_LAYOUTS.map((l) => l.locationId).sort((a, b) => a - b)).toEqual(flagged);
    expect(layoutFor(6)).toBeUndefined();
  });

  it('place every sample booth on the days it opens, in its own building, day or night as it is', () => {
    for (const b of SAMPLE_BOOTHS.filter((x) => x.category === 'Booth')) {
      const layout = layoutFor(b.location_id);
      if (!layout) continue;
      for (const date of FESTIVAL_DATES) {
        const opens = b.schedules.some((s) => s.day === date);
        const placed = spotsFor(layout, date, b.is_night).some((s) => s.boothId === b.id);
        expect({ booth: b.id, date, placed }).toEqual({ booth: b.id, date, placed: opens });
        expect(spotsFor(layout, date, !b.is_night).some((s) => s.boothId === b.id)).toBe(false);
      }
    }
  });

  it('keep labels inside the plan and apart from each other', () => {
    for (const layout of BUILDING_LAYOUTS) {
      for (const date of FESTIVAL_DATES) {
        for (const night of [false, true]) {
          const spots = spotsFor(layout, date, night);
          for (const s of spots) {
            expect(s.x).toBeGreaterThan(0);
            expect(s.x).toBeLessThan(100);
            expect(s.y).toBeGreaterThan(0);
            expect(s.y).toBeLessThan(100);
          }
          for (let i = 0; i < spots.length; i++)
            for (let j = i + 1; j < spots.length; j++)
              expect(Math.hypot(spots[i].x - spots[j].x, spots[i].y - spots[j].y)).toBeGreaterThan(15);
        }
      }
    }
  });
});
