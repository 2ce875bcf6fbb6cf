// Detailed maps of the 8 places that had one in 2025 (reference: Manhae Square, Business / Social Science
// Hall, Paljeongdo, Myeongjin Hall, Dahyang Hall, Wonheung Hall, Hyehwa Hall, Manhae / Law Building).
// Each has our own floor plan (shapes in percent of the plan), drawn while the location's plan (festival data:
// GET /api/plans/<id>) has no uploaded image. The label spots are data too (contract/sample/building-plans.ts is
// the sample's, seeded); the booth names come from the data; a spot whose booth is not in the current results
// is not drawn.
import type { FestivalDate } from '@contract/constants';
import { SAMPLE_PLANS } from '@contract/sample/building-plans';

export interface PlanShape {
  x: number;
  y: number;
  w: number;
  h: number;
  kind: 'building' | 'stage' | 'lawn' | 'tent-row' | 'path';
  /** Message id for a caption on the plan (stage, entrance). */
  caption?: 'stage' | 'entrance';
}

export interface BoothSpot {
  boothId: number;
  /** Centre of the label, percent of the plan. */
  x: number;
  y: number;
}

type Slots = Partial<Record<FestivalDate, { day: BoothSpot[]; night: BoothSpot[] }>>;

export interface BuildingLayout {
  locationId: number;
  shapes: PlanShape[];
  slots: Slots;
}

const SHAPES: readonly Omit<BuildingLayout, 'slots'>[] = [
  {
    locationId: 11, // Manhae Square: open square, stage to the north, two rows of tents
    shapes: [
      { x: 5, y: 5, w: 90, h: 90, kind: 'lawn' },
      { x: 30, y: 8, w: 40, h: 14, kind: 'stage', caption: 'stage' },
      { x: 10, y: 35, w: 80, h: 12, kind: 'tent-row' },
      { x: 10, y: 65, w: 80, h: 12, kind: 'tent-row' },
      { x: 45, y: 88, w: 10, h: 7, kind: 'path', caption: 'entrance' },
    ],
  },
  {
    locationId: 8, // Business / Social Science Hall: L-shaped building and its front yard
    shapes: [
      { x: 5, y: 5, w: 55, h: 25, kind: 'building' },
      { x: 5, y: 30, w: 22, h: 40, kind: 'building' },
      { x: 32, y: 38, w: 60, h: 12, kind: 'tent-row' },
      { x: 32, y: 62, w: 60, h: 12, kind: 'tent-row' },
      { x: 60, y: 88, w: 12, h: 7, kind: 'path', caption: 'entrance' },
    ],
  },
  {
    locationId: 7, // Paljeongdo: the octagonal plaza with the path ring
    shapes: [
      { x: 20, y: 20, w: 60, h: 60, kind: 'lawn' },
      { x: 40, y: 40, w: 20, h: 20, kind: 'stage', caption: 'stage' },
      { x: 5, y: 8, w: 90, h: 8, kind: 'tent-row' },
      { x: 5, y: 84, w: 90, h: 8, kind: 'tent-row' },
    ],
  },
  {
    locationId: 5, // Myeongjin Hall: long building with a terrace in front
    shapes: [
      { x: 8, y: 6, w: 84, h: 30, kind: 'building' },
      { x: 10, y: 48, w: 80, h: 14, kind: 'tent-row' },
      { x: 44, y: 86, w: 12, h: 8, kind: 'path', caption: 'entrance' },
    ],
  },
  {
    locationId: 3, // Dahyang Hall: small hall and its courtyard
    shapes: [
      { x: 55, y: 10, w: 38, h: 45, kind: 'building' },
      { x: 8, y: 20, w: 40, h: 60, kind: 'lawn' },
      { x: 12, y: 40, w: 32, h: 14, kind: 'tent-row' },
    ],
  },
  {
    locationId: 12, // Wonheung Hall: engineering building and the square before it
    shapes: [
      { x: 10, y: 6, w: 80, h: 34, kind: 'building' },
      { x: 10, y: 52, w: 80, h: 14, kind: 'tent-row' },
      { x: 44, y: 86, w: 12, h: 8, kind: 'path', caption: 'entrance' },
    ],
  },
  {
    locationId: 17, // Hyehwa Hall: arts building with a lobby and an outdoor stage
    shapes: [
      { x: 6, y: 8, w: 50, h: 50, kind: 'building' },
      { x: 62, y: 12, w: 30, h: 16, kind: 'stage', caption: 'stage' },
      { x: 10, y: 70, w: 80, h: 12, kind: 'tent-row' },
    ],
  },
  {
    locationId: 4, // Manhae / Law Building: two wings joined by a walkway
    shapes: [
      { x: 6, y: 6, w: 36, h: 36, kind: 'building' },
      { x: 58, y: 6, w: 36, h: 36, kind: 'building' },
      { x: 42, y: 18, w: 16, h: 8, kind: 'path' },
      { x: 8, y: 56, w: 84, h: 12, kind: 'tent-row' },
    ],
  },
];

/** The sample's plans: these shapes with the sample's label spots (contract/sample/building-plans.ts, also seeded). */
export const BUILDING_LAYOUTS: readonly BuildingLayout[] = /* @__PURE__ */ SHAPES.map((l) => ({ ...l, slots: sampleSlots(l.locationId) }));

function sampleSlots(locationId: number): Slots {
  const slots: Slots = {};
  for (const sp of SAMPLE_PLANS.find((p) => p.locationId === locationId)?.spots ?? []) {
    const d = (slots[sp.date as FestivalDate] ??= { day: [], night: [] });
    (sp.night ? d.night : d.day).push({ boothId: sp.booth_id, x: sp.x, y: sp.y });
  }
  return slots;
}

/** The drawn shapes of a sample location (the art shown while its plan has no uploaded image), or undefined. */
export function shapesFor(locationId: number | null | undefined): readonly PlanShape[] | undefined {
  return SHAPES.find((l) => l.locationId === locationId)?.shapes;
}

export function layoutFor(locationId: number | null | undefined): BuildingLayout | undefined {
  return BUILDING_LAYOUTS.find((l) => l.locationId === locationId);
}

/** The label spots for a day and day/night. */
export function spotsFor(layout: BuildingLayout, date: FestivalDate, isNight: boolean): BoothSpot[] {
  const d = layout.slots[date];
  return d ? (isNight ? d.night : d.day) : [];
}

/** Spots closer than this vertically (percent of the plan) share a row: their labels must not touch. */
const ROW = 12;
/** The widest a label may be, and the gap kept to a neighbour and to the plan's edge (percent of the plan). */
const LABEL_MAX = 32;
const LABEL_GAP = 2;

/**
 * How wide each label may be (percent of the plan's width, by booth id): centred on its spot, it stays clear
 * of the labels beside it on the same row and inside the plan. `open` is the width for the label whose full
 * name is shown: as wide as the plan allows around its spot.
 */
export function labelWidths(spots: readonly BoothSpot[]): Map<number, { shut: number; open: number }> {
  const widths = new Map<number, { shut: number; open: number }>();
  for (const s of spots) {
    const edge = 2 * Math.min(s.x, 100 - s.x) - LABEL_GAP;
    let shut = Math.min(LABEL_MAX, edge);
    for (const o of spots) {
      if (o !== s && Math.abs(o.y - s.y) < ROW) shut = Math.min(shut, Math.abs(o.x - s.x) - LABEL_GAP);
    }
    widths.set(s.boothId, { shut: Math.max(shut, 8), open: Math.max(edge, shut) });
  }
  return widths;
}
