import { describe, expect, it } from 'vitest';
import { FESTIVAL_DATES } from '@contract/constants';
import { SAMPLE_BOOTHS } from '@contract/sample/booths';
import { CAMPUS_LOCATIONS } from '@contract/sample/locations';
import { BUILDING_LAYOUTS, labelWidths, layoutFor, spotsFor } from './building-layouts';

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

  it('give each label a width that keeps it clear of its row neighbours and inside the plan (issue 16 item 2)', () => {
    const s = (boothId: number, x: number, y: number) => ({ boothId, x, y });
    // Paljeongdo by day: three labels 28 % apart on one row.
    expect(labelWidths([s(13, 22, 12), s(20, 50, 12), s(27, 78, 12)])).toEqual(
      new Map([
        [13, { shut: 26, open: 42 }],
        [20, { shut: 26, open: 98 }],
        [27, { shut: 26, open: 42 }],
      ]),
    );
    // A label alone on its row gets the widest pill; one on another row does not narrow it.
    expect(labelWidths([s(1, 50, 20), s(2, 55, 60)]).get(1)).toEqual({ shut: 32, open: 98 });
    for (const layout of BUILDING_LAYOUTS) {
      for (const date of FESTIVAL_DATES) {
        for (const night of [false, true]) {
          const spots = spotsFor(layout, date, night);
          const widths = labelWidths(spots);
          for (const a of spots) {
            const wa = widths.get(a.boothId)!.shut;
            expect(a.x - wa / 2).toBeGreaterThanOrEqual(0);
            expect(a.x + wa / 2).toBeLessThanOrEqual(100);
            for (const b of spots) {
              if (b === a || Math.abs(a.y - b.y) >= 12) continue;
              expect(Math.abs(a.x - b.x)).toBeGreaterThanOrEqual((wa + widths.get(b.boothId)!.shut) / 2);
            }
          }
        }
      }
    }
  });
});
