// What the map makes of booth statuses (issue 20): the wait a pin shows for the booths at its place, and the
// "short wait only" filter. Both read a status only while it is fresh (shownStatus: 45 minutes, festival clock).
import { shownStatus, type BoothStatusEntry, type BoothStatusValue } from '@contract/status';

/** Best first: a pin shows the best wait said by a booth at its place. */
const RANK: readonly BoothStatusValue[] = ['open', 'short', 'long', 'very_long', 'closed'];

/** Fresh statuses by booth id. */
export function freshStatuses(entries: readonly BoothStatusEntry[], nowMs: number): Map<number, BoothStatusValue> {
  const out = new Map<number, BoothStatusValue>();
  for (const e of entries) {
    const s = shownStatus(e, nowMs);
    if (s !== 'unknown') out.set(e.booth_id, s);
  }
  return out;
}

/**
 * The wait a pin shows for the booths `boothIds` at its place: the best fresh one, so a visitor sees where
 * something is quick; null when none of them said anything in the last 45 minutes (the pin shows nothing).
 */
export function pinWait(boothIds: readonly number[], fresh: ReadonlyMap<number, BoothStatusValue>): BoothStatusValue | null {
  let best: BoothStatusValue | null = null;
  for (const id of boothIds) {
    const s = fresh.get(id);
    if (s && (best === null || RANK.indexOf(s) < RANK.indexOf(best))) best = s;
  }
  return best;
}

/**
 * "Short wait only": booths whose admin said open or short wait within the last 45 minutes. A booth with no
 * status or a stale one is left out: the filter promises a short queue, and nobody has said so for it (the
 * visitor turns the filter off to see every booth, unknown ones included).
 */
export function isShortWait(boothId: number, fresh: ReadonlyMap<number, BoothStatusValue>): boolean {
  const s = fresh.get(boothId);
  return s === 'open' || s === 'short';
}
