// The 2025 sample's building plans (issue 22): the label spots of the 8 locations that had a detail map, per
// festival date and day/night, in percent of the plan. The seed and migration 0018 load them; the drawn shapes
// of these plans stay in the client (src/components/map/building-layouts.ts) as the art shown while a location
// has no uploaded image.
import type { PlanSpot } from '../building-plans';

export interface SamplePlan {
  locationId: number;
  spots: PlanSpot[];
}

const s = (booth_id: number, date: string, night: boolean, x: number, y: number): PlanSpot => ({ booth_id, date, night, x, y });

export const SAMPLE_PLANS: readonly SamplePlan[] = [
  {
    locationId: 11,
    spots: [
      s(12, '2025-09-24', false, 28, 41),
      s(25, '2025-09-24', false, 70, 41),
      s(1, '2025-09-24', true, 30, 41),
      s(7, '2025-09-24', true, 30, 71),
      s(12, '2025-09-25', false, 28, 41),
      s(25, '2025-09-25', false, 70, 41),
      s(1, '2025-09-25', true, 30, 41),
      s(7, '2025-09-25', true, 70, 41),
      s(12, '2025-09-26', false, 28, 71),
      s(25, '2025-09-26', false, 70, 71),
      s(1, '2025-09-26', true, 30, 41),
      s(7, '2025-09-26', true, 70, 71),
    ],
  },
  {
    locationId: 8,
    spots: [
      s(4, '2025-09-24', true, 50, 44),
      s(14, '2025-09-25', false, 62, 68),
      s(4, '2025-09-25', true, 45, 44),
      s(5, '2025-09-25', true, 78, 44),
      s(14, '2025-09-26', false, 62, 44),
      s(5, '2025-09-26', true, 62, 44),
    ],
  },
  {
    locationId: 7,
    spots: [
      s(13, '2025-09-24', false, 22, 12),
      s(20, '2025-09-24', false, 50, 12),
      s(27, '2025-09-24', false, 78, 12),
      s(3, '2025-09-24', true, 50, 88),
      s(13, '2025-09-25', false, 22, 12),
      s(20, '2025-09-25', false, 50, 12),
      s(27, '2025-09-25', false, 78, 12),
      s(3, '2025-09-25', true, 50, 88),
      s(20, '2025-09-26', false, 35, 12),
      s(27, '2025-09-26', false, 70, 12),
      s(3, '2025-09-26', true, 50, 88),
    ],
  },
  {
    locationId: 5,
    spots: [
      s(9, '2025-09-24', true, 50, 55),
      s(16, '2025-09-25', false, 30, 55),
      s(21, '2025-09-25', false, 70, 55),
      s(9, '2025-09-25', true, 50, 55),
      s(16, '2025-09-26', false, 30, 55),
      s(21, '2025-09-26', false, 70, 55),
    ],
  },
  {
    locationId: 3,
    spots: [
      s(17, '2025-09-24', false, 28, 47),
      s(22, '2025-09-25', false, 28, 47),
      s(8, '2025-09-25', true, 28, 47),
      s(22, '2025-09-26', false, 28, 47),
    ],
  },
  {
    locationId: 12,
    spots: [
      s(10, '2025-09-24', true, 50, 59),
      s(19, '2025-09-25', false, 50, 59),
      s(2, '2025-09-25', true, 50, 59),
      s(19, '2025-09-26', false, 50, 59),
      s(2, '2025-09-26', true, 30, 59),
      s(10, '2025-09-26', true, 70, 59),
    ],
  },
  {
    locationId: 17,
    spots: [
      s(15, '2025-09-24', false, 50, 76),
      s(15, '2025-09-25', false, 30, 76),
      s(24, '2025-09-25', false, 72, 76),
      s(15, '2025-09-26', false, 25, 76),
      s(24, '2025-09-26', false, 52, 76),
      s(26, '2025-09-26', false, 78, 76),
    ],
  },
  {
    locationId: 4,
    spots: [
      s(18, '2025-09-24', false, 30, 62),
      s(23, '2025-09-24', false, 70, 62),
      s(6, '2025-09-24', true, 50, 62),
      s(18, '2025-09-25', false, 30, 62),
      s(23, '2025-09-25', false, 70, 62),
      s(18, '2025-09-26', false, 50, 62),
      s(6, '2025-09-26', true, 30, 62),
      s(11, '2025-09-26', true, 70, 62),
    ],
  },
];
