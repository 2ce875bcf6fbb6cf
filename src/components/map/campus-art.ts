// Our own drawing of the campus (no tiles, no outside service): footprints centred on the pins of the
// locations table, the main paths and the main field. Units are percent of the map, like the pins.
import { CAMPUS_LOCATIONS } from '@contract/sample/locations';

export interface Footprint {
  /** Campus location id. */
  id: number;
  w: number;
  h: number;
  kind: 'building' | 'plaza' | 'kiosk';
  /** Degrees, for a less grid-like campus. */
  rotate?: number;
}

const SHAPES: readonly Footprint[] = [
  { id: 3, w: 7, h: 5, kind: 'building' },
  { id: 4, w: 9, h: 6, kind: 'building', rotate: -4 },
  { id: 5, w: 10, h: 5, kind: 'building' },
  { id: 6, w: 6, h: 5, kind: 'building' },
  { id: 7, w: 9, h: 7, kind: 'plaza' },
  { id: 8, w: 8, h: 8, kind: 'building', rotate: 6 },
  { id: 11, w: 11, h: 8, kind: 'plaza' },
  { id: 12, w: 9, h: 6, kind: 'building', rotate: 3 },
  { id: 13, w: 4, h: 3, kind: 'kiosk' },
  { id: 14, w: 4, h: 3, kind: 'kiosk' },
  { id: 15, w: 6, h: 4, kind: 'building' },
  { id: 16, w: 8, h: 5, kind: 'building' },
  { id: 17, w: 8, h: 6, kind: 'building', rotate: -6 },
  { id: 18, w: 8, h: 6, kind: 'building' },
  { id: 19, w: 9, h: 7, kind: 'building' },
  { id: 20, w: 9, h: 6, kind: 'building', rotate: 4 },
  { id: 21, w: 8, h: 7, kind: 'building' },
  { id: 22, w: 8, h: 5, kind: 'building', rotate: -3 },
  { id: 24, w: 12, h: 6, kind: 'building' },
];

/** Every footprint with its centre at its location's pin. */
export const FOOTPRINTS: readonly (Footprint & { cx: number; cy: number })[] = SHAPES.flatMap((f) => {
  const loc = CAMPUS_LOCATIONS.find((l) => l.id === f.id);
  return loc ? [{ ...f, cx: loc.pin.x, cy: loc.pin.y }] : [];
});

/** Walkways as polylines ("x,y x,y ..."). */
export const PATHS: readonly string[] = [
  '10,92 30,78 45,62 48,33 54,17',
  '48,33 66,31 76,28 88,24',
  '48,33 42,41 35,48 23,51 12,55',
  '54,30 60,24 70,22',
  '42,41 55,41 70,60 80,70',
  '23,36 32,43 35,48 25,63 21,61',
  '66,31 73,52 70,60',
];

/** The main field, below the central buildings. */
export const MAIN_FIELD = { x: 38, y: 60, w: 24, h: 20 } as const;

const FOOTPRINT_COLOURS: Record<Footprint['kind'], { fill: string; stroke: string }> = {
  building: { fill: '#d9d2c7', stroke: '#b9afa2' },
  plaza: { fill: '#f1e6d3', stroke: '#d6c6ab' },
  kiosk: { fill: '#cfd9e6', stroke: '#9fb1c8' },
};

/** A footprint's rectangle in the drawing's units (its rotation about its centre as a transform). */
export function footprintRect(f: (typeof FOOTPRINTS)[number]) {
  return {
    x: f.cx - f.w / 2,
    y: f.cy - f.h / 2,
    width: f.w,
    height: f.h,
    rx: f.kind === 'plaza' ? 3 : 0.8,
    transform: f.rotate ? `rotate(${f.rotate} ${f.cx} ${f.cy})` : undefined,
  };
}

/** The whole drawing as one SVG document (stretched to the frame like the pins' percent). */
export function campusArtSvg(): string {
  const { x, y, w, h } = MAIN_FIELD;
  const parts = [
    '<rect x="0" y="0" width="100" height="100" fill="#e8efe1"/>',
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="#bfd8a8" stroke="#fff" stroke-width="0.6"/>`,
    `<ellipse cx="${x + w / 2}" cy="${y + h / 2}" rx="${w / 2 - 3}" ry="${h / 2 - 3}" fill="none" stroke="#fff" stroke-width="0.5"/>`,
    ...PATHS.map((p) => `<polyline points="${p}" fill="none" stroke="#fffaf2" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/>`),
    ...FOOTPRINTS.map((f) => {
      const r = footprintRect(f);
      const { fill, stroke } = FOOTPRINT_COLOURS[f.kind];
      const turn = r.transform ? ` transform="${r.transform}"` : '';
      return `<rect x="${r.x}" y="${r.y}" width="${r.width}" height="${r.height}" rx="${r.rx}"${turn} fill="${fill}" stroke="${stroke}" stroke-width="0.3"/>`;
    }),
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" preserveAspectRatio="none">${parts.join('')}</svg>`;
}

/**
 * The drawing as an image the page carries itself (no request): one picture the browser paints and moves as a
 * whole, not some thirty SVG elements in the page. Being an image, it is also what the browser reports as the
 * map page's largest content (inline SVG never is), so LCP says when the map is on screen.
 */
export const CAMPUS_ART_URL = `data:image/svg+xml,${encodeURIComponent(campusArtSvg())}`;
