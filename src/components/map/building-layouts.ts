// Detailed maps of the 8 places that had one in 2025 (reference: Manhae Square, Business / Social Science
// Hall, Paljeongdo, Myeongjin Hall, Dahyang Hall, Wonheung Hall, Hyehwa Hall, Manhae / Law Building).
// Each has our own floor plan (shapes in percent of the plan) and the fixed spot of every booth label
// per festival day and per day/night. The booth names come from the data; a spot whose booth is not in
// the current results is not drawn.
import type { FestivalDate } from '@contract/constants';

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

const s = (boothId: number, x: number, y: number): BoothSpot => ({ boothId, x, y });

export const BUILDING_LAYOUTS: readonly BuildingLayout[] = [
  {
    locationId: 11, // Manhae Square: open square, stage to the north, two rows of tents
    shapes: [
      { x: 5, y: 5, w: 90, h: 90, kind: 'lawn' },
      { x: 30, y: 8, w: 40, h: 14, kind: 'stage', caption: 'stage' },
      { x: 10, y: 35, w: 80, h: 12, kind: 'tent-row' },
      { x: 10, y: 65, w: 80, h: 12, kind: 'tent-row' },
      { x: 45, y: 88, w: 10, h: 7, kind: 'path', caption: 'entrance' },
    ],
    slots: {
      '2025-09-24': { day: [s(12, 28, 41), s(25, 70, 41)], night: [s(1, 30, 41), s(7, 30, 71)] },
      '2025-09-25': { day: [s(12, 28, 41), s(25, 70, 41)], night: [s(1, 30, 41), s(7, 70, 41)] },
      '2025-09-26': { day: [s(12, 28, 71), s(25, 70, 71)], night: [s(1, 30, 41), s(7, 70, 71)] },
    },
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
    slots: {
      '2025-09-24': { day: [], night: [s(4, 50, 44)] },
      '2025-09-25': { day: [s(14, 62, 68)], night: [s(4, 45, 44), s(5, 78, 44)] },
      '2025-09-26': { day: [s(14, 62, 44)], night: [s(5, 62, 44)] },
    },
  },
  {
    locationId: 7, // Paljeongdo: the octagonal plaza with the path ring
    shapes: [
      { x: 20, y: 20, w: 60, h: 60, kind: 'lawn' },
      { x: 40, y: 40, w: 20, h: 20, kind: 'stage', caption: 'stage' },
      { x: 5, y: 8, w: 90, h: 8, kind: 'tent-row' },
      { x: 5, y: 84, w: 90, h: 8, kind: 'tent-row' },
    ],
    slots: {
      '2025-09-24': { day: [s(13, 22, 12), s(20, 50, 12), s(27, 78, 12)], night: [s(3, 50, 88)] },
      '2025-09-25': { day: [s(13, 22, 12), s(20, 50, 12), s(27, 78, 12)], night: [s(3, 50, 88)] },
      '2025-09-26': { day: [s(20, 35, 12), s(27, 70, 12)], night: [s(3, 50, 88)] },
    },
  },
  {
    locationId: 5, // Myeongjin Hall: long building with a terrace in front
    shapes: [
      { x: 8, y: 6, w: 84, h: 30, kind: 'building' },
      { x: 10, y: 48, w: 80, h: 14, kind: 'tent-row' },
      { x: 44, y: 86, w: 12, h: 8, kind: 'path', caption: 'entrance' },
    ],
    slots: {
      '2025-09-24': { day: [], night: [s(9, 50, 55)] },
      '2025-09-25': { day: [s(16, 30, 55), s(21, 70, 55)], night: [s(9, 50, 55)] },
      '2025-09-26': { day: [s(16, 30, 55), s(21, 70, 55)], night: [] },
    },
  },
  {
    locationId: 3, // Dahyang Hall: small hall and its courtyard
    shapes: [
      { x: 55, y: 10, w: 38, h: 45, kind: 'building' },
      { x: 8, y: 20, w: 40, h: 60, kind: 'lawn' },
      { x: 12, y: 40, w: 32, h: 14, kind: 'tent-row' },
    ],
    slots: {
      '2025-09-24': { day: [s(17, 28, 47)], night: [] },
      '2025-09-25': { day: [s(22, 28, 47)], night: [s(8, 28, 47)] },
      '2025-09-26': { day: [s(22, 28, 47)], night: [] },
    },
  },
  {
    locationId: 12, // Wonheung Hall: engineering building and the square before it
    shapes: [
      { x: 10, y: 6, w: 80, h: 34, kind: 'building' },
      { x: 10, y: 52, w: 80, h: 14, kind: 'tent-row' },
      { x: 44, y: 86, w: 12, h: 8, kind: 'path', caption: 'entrance' },
    ],
    slots: {
      '2025-09-24': { day: [], night: [s(10, 50, 59)] },
      '2025-09-25': { day: [s(19, 50, 59)], night: [s(2, 50, 59)] },
      '2025-09-26': { day: [s(19, 50, 59)], night: [s(2, 30, 59), s(10, 70, 59)] },
    },
  },
  {
    locationId: 17, // Hyehwa Hall: arts building with a lobby and an outdoor stage
    shapes: [
      { x: 6, y: 8, w: 50, h: 50, kind: 'building' },
      { x: 62, y: 12, w: 30, h: 16, kind: 'stage', caption: 'stage' },
      { x: 10, y: 70, w: 80, h: 12, kind: 'tent-row' },
    ],
    slots: {
      '2025-09-24': { day: [s(15, 50, 76)], night: [] },
      '2025-09-25': { day: [s(15, 30, 76), s(24, 72, 76)], night: [] },
      '2025-09-26': { day: [s(15, 25, 76), s(24, 52, 76), s(26, 78, 76)], night: [] },
    },
  },
  {
    locationId: 4, // Manhae / Law Building: two wings joined by a walkway
    shapes: [
      { x: 6, y: 6, w: 36, h: 36, kind: 'building' },
      { x: 58, y: 6, w: 36, h: 36, kind: 'building' },
      { x: 42, y: 18, w: 16, h: 8, kind: 'path' },
      { x: 8, y: 56, w: 84, h: 12, kind: 'tent-row' },
    ],
    slots: {
      '2025-09-24': { day: [s(18, 30, 62), s(23, 70, 62)], night: [s(6, 50, 62)] },
      '2025-09-25': { day: [s(18, 30, 62), s(23, 70, 62)], night: [] },
      '2025-09-26': { day: [s(18, 50, 62)], night: [s(6, 30, 62), s(11, 70, 62)] },
    },
  },
];

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
