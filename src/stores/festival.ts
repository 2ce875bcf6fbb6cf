// The festival the visitor's app runs on (contract/festival-data.ts): read once from the JSON data block the
// server puts into index.html (server/static.ts), so the first paint needs no request; replaced when the
// live feed says Staff changed it. Storybook, the mocks and a page without the block run on the 2025 sample.
// `hasFestival` is false on an empty start (the server injected null): visitors see the coming-soon page.
import { useSyncExternalStore } from 'react';
import { currentFestival, SAMPLE_FESTIVAL, setCurrentFestival, type FestivalSettings } from '@contract/festival-data';
import { isRecord } from '@contract/rules/record';

export const FESTIVAL_SCRIPT_ID = 'festival-settings';

// A plain store with useSyncExternalStore (no valtio snapshot: /map's first paint has under 1 kB of headroom).
export const festivalStore: { settings: FestivalSettings; hasFestival: boolean } = {
  settings: SAMPLE_FESTIVAL,
  hasFestival: true,
};
const listeners = new Set<() => void>();
const subscribe = (fn: () => void) => {
  listeners.add(fn);
  return () => void listeners.delete(fn);
};

const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.length > 0 && v.every((x) => typeof x === 'string');

/** A light shape check (the server validated it fully): enough that a broken page cannot break the app. */
export function looksLikeFestival(v: unknown): v is FestivalSettings {
  return (
    isRecord(v) &&
    isStrings(v.dates) &&
    typeof v.opening_instant === 'string' &&
    isRecord(v.stage) &&
    isStrings(v.stage.slots) &&
    isRecord(v.night) &&
    isRecord(v.game) &&
    isRecord(v.name)
  );
}

/** Sets the festival (null: none set up yet). */
export function setFestival(f: FestivalSettings | null): void {
  setCurrentFestival(f ?? SAMPLE_FESTIVAL);
  festivalStore.settings = f ?? SAMPLE_FESTIVAL;
  festivalStore.hasFestival = f !== null;
  for (const l of listeners) l();
}

/** Reads the page's data block once at start-up; without one (Storybook, dev server) the sample stays. */
export function initFestival(doc: Document | undefined = globalThis.document): void {
  const el = doc?.getElementById(FESTIVAL_SCRIPT_ID);
  if (!el?.textContent) return;
  try {
    const value: unknown = JSON.parse(el.textContent);
    if (value === null) setFestival(null);
    else if (looksLikeFestival(value)) setFestival(value);
  } catch {
    // A damaged block: the sample stays.
  }
}

/** The festival in a component: re-renders when it changes. */
export function useHasFestival(): boolean {
  return useSyncExternalStore(subscribe, hasFestivalNow, hasFestivalNow);
}
const hasFestivalNow = () => festivalStore.hasFestival;

/** The festival's settings in a component: re-renders when they change. */
export function useFestival(): FestivalSettings {
  return useSyncExternalStore(subscribe, currentFestival, currentFestival);
}

/** The festival now (outside React; components take useSnapshot(festivalStore)). */
export const festival = (): FestivalSettings => currentFestival();
export const festivalDates = (): readonly string[] => currentFestival().dates;
export const openingMs = (): number => Date.parse(currentFestival().opening_instant);
export const timetableSlots = (): readonly string[] => currentFestival().stage.slots;
