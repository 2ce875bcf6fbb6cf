// Where the map's bottom sheet may rest (spec §4 Bottom sheet, §9 Sheet): pure numbers, no XState, so the
// sheet can paint at its starting height before the machine and the drag code arrive (they come after the
// first paint). bottom-sheet.machine.ts starts from the same function.
import { SHEET } from '@contract/constants';

export interface BottomSheetInput {
  min?: number;
  /** Maximum before the window was ever resized. */
  maxInitial?: number;
  /** Maximum once the window has been resized. */
  maxAfterResize?: number;
  /** Window height now; null when unknown (no cap). */
  windowHeight?: number | null;
  /** Both maxima are capped by windowHeight minus this. */
  reserve?: number;
  /** Height at start; defaults to min. */
  initial?: number;
}

/** The old map's sheet (/mapold): 400 to 800 px, same machine; the screen caps it by the window like the map's. */
export const OLD_MAP_SHEET_INPUT: BottomSheetInput = {
  min: SHEET.oldMin,
  maxInitial: SHEET.oldMax,
  maxAfterResize: SHEET.oldMax,
  initial: SHEET.oldMin,
  windowHeight: null,
};

/** The nearer of min and max; a tie goes to max, a height that is not a number rests at min. */
export function snapHeight(h: number, min: number, max: number): number {
  if (!Number.isFinite(h)) return min;
  return Math.abs(h - min) < Math.abs(h - max) ? min : max;
}

/** The maximum in force: the chosen max capped by windowHeight - reserve, never below min. */
export function sheetMax(opts: { min: number; max: number; windowHeight: number | null; reserve: number }): number {
  const capped = opts.windowHeight === null ? opts.max : Math.min(opts.max, opts.windowHeight - opts.reserve);
  return Math.max(opts.min, capped);
}

/** The sheet as it starts for `input`: its bounds, the maximum in force and the height it rests at. */
export function startingSheet(input: BottomSheetInput | undefined) {
  const base = {
    min: input?.min ?? SHEET.min,
    maxInitial: input?.maxInitial ?? SHEET.maxInitial,
    maxAfterResize: input?.maxAfterResize ?? SHEET.maxAfterResize,
    reserve: input?.reserve ?? SHEET.windowReserve,
    windowHeight: input?.windowHeight ?? null,
    resized: false,
  };
  const max = sheetMax({ min: base.min, max: base.maxInitial, windowHeight: base.windowHeight, reserve: base.reserve });
  const initial = input?.initial ?? base.min;
  return { ...base, max, height: Math.min(Math.max(initial, base.min), max) };
}

/** Open: resting at its maximum, when there is room to open at all. */
export const restsOpen = (s: { height: number; min: number; max: number }): boolean => s.height === s.max && s.max > s.min;
