// Booth waits on /map (issue 20), loaded after the first paint like the map's other interactive parts: every
// booth's status (src/stores/booth-status.ts, patched by the live feed), the wait tag on each pin, and the
// optional "short wait only" filter, remembered for the tab's session like the category filter.
import type { BoothListItem } from '@contract/types';
import type { BoothStatusList, BoothStatusValue } from '@contract/status';
import { nowMs } from '@/lib/clock';
import { WithLateMessages } from '@/i18n/late-messages';
import { boothStatusStore } from '@/stores/booth-status';
import { readRaw, writeRaw } from '@/stores/storage';
import { PinStatus } from '@/components/status/pin-status';
import { NoShortWait, ShortWaitToggle } from '@/components/status/short-wait-toggle';
import { freshStatuses, isShortWait, pinWait } from '@/components/status/wait-rules';

const KEY = 'shortWaitOnly';
/** A status fades to unknown on the festival clock: the view is read again this often while the map is open. */
const TICK_MS = 30_000;

/** What the map screen reads (useSyncExternalStore): the filter and the fresh statuses at one instant. */
export interface MapStatusView {
  shortOnly: boolean;
  /** Fresh statuses by booth id; null until the statuses have come. */
  fresh: ReadonlyMap<number, BoothStatusValue> | null;
}

let shortOnly = readRaw('session', KEY) === '1';
let tick = 0;
let view: MapStatusView | null = null;
let seen: { list: BoothStatusList | null; shortOnly: boolean; tick: number } | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const unsubscribe = boothStatusStore.subscribe(listener);
  const timer = setInterval(() => {
    tick++;
    listener();
  }, TICK_MS);
  return () => {
    listeners.delete(listener);
    unsubscribe();
    clearInterval(timer);
  };
}

export function snapshot(): MapStatusView {
  const list = boothStatusStore.snapshot();
  if (!view || !seen || seen.list !== list || seen.shortOnly !== shortOnly || seen.tick !== tick) {
    seen = { list, shortOnly, tick };
    view = { shortOnly, fresh: list ? freshStatuses(list.statuses, nowMs()) : null };
  }
  return view;
}

/** Back to a fresh page: the filter as stored, the view read again (tests and stories). */
export function resetMapStatus(): void {
  shortOnly = readRaw('session', KEY) === '1';
  tick = 0;
  view = null;
  seen = null;
  notify();
}

/** Turns the filter on or off (the toggle; stories and tests set it directly). */
export function setShortWaitOnly(on: boolean): void {
  shortOnly = on;
  writeRaw('session', KEY, on ? '1' : null);
  notify();
}

/** The booths the map lists and pins: all, or with the filter on only those said to be open or short; null while the statuses load. */
export function visibleBooths(items: BoothListItem[], v: MapStatusView): BoothListItem[] | null {
  if (!v.shortOnly) return items;
  const fresh = v.fresh;
  return fresh && items.filter((i) => isShortWait(i.booth_id, fresh));
}

/** The wait tag of the pin at `locationId` for the listed booths there, or null (nothing fresh said). */
export function PinWait({ items, locationId, view: v }: { items: readonly BoothListItem[]; locationId: number; view: MapStatusView }) {
  const wait = v.fresh && pinWait(items.filter((i) => i.location?.id === locationId).map((i) => i.booth_id), v.fresh);
  return wait ? (
    <WithLateMessages>
      <PinStatus wait={wait} />
    </WithLateMessages>
  ) : null;
}

export function WaitToggle({ view: v }: { view: MapStatusView }) {
  return (
    <WithLateMessages>
      <ShortWaitToggle on={v.shortOnly} onChange={setShortWaitOnly} />
    </WithLateMessages>
  );
}

export function NoShortWaitText() {
  return (
    <WithLateMessages>
      <NoShortWait />
    </WithLateMessages>
  );
}
