// Every booth's status (issue 20), kept outside the query cache so the badge's code stays small: loaded once
// when a badge first shows, refreshed after a minute, and patched by the live feed and the admin's own saves.
import type { BoothStatusEntry, BoothStatusEvent, BoothStatusList } from '@contract/status';
import { getStatuses } from '@/api/status';

const FRESH_MS = 60_000;
let list: BoothStatusList | null = null;
let loadedAt = 0;
let loading: Promise<void> | null = null;
/** Bumped by reset(): an answer to a load started before it is dropped. */
let generation = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

function load(): void {
  if (loading || (list && Date.now() - loadedAt < FRESH_MS)) return;
  const gen = generation;
  loading = getStatuses()
    .then(
      (l) => {
        if (gen !== generation) return;
        list = l;
        loadedAt = Date.now();
        notify();
      },
      () => {},
    )
    .finally(() => {
      if (gen === generation) loading = null;
    });
}

export const boothStatusStore = {
  /** For useSyncExternalStore: also starts (or refreshes) the load. */
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    load();
    return () => listeners.delete(listener);
  },
  snapshot: (): BoothStatusList | null => list,
  /** A status event (live or a save's answer) written into the list. */
  apply(e: BoothStatusEvent): void {
    if (!list) return;
    const rest = list.statuses.filter((s) => s.booth_id !== e.booth_id);
    // An event of an older server carries no `line`; a line's change (issue 25) always does, null when not open.
    const line = e.line ?? null;
    const entry: BoothStatusEntry | null =
      e.status !== null && e.updated_at !== null
        ? { booth_id: e.booth_id, status: e.status, updated_at: e.updated_at, soldout_menus: e.soldout_menus, line }
        : line
          ? { booth_id: e.booth_id, status: null, updated_at: null, soldout_menus: e.soldout_menus, line }
          : null;
    if (!entry && rest.length === list.statuses.length) return;
    list = { ...list, statuses: (entry ? [...rest, entry] : rest).sort((a, b) => a.booth_id - b.booth_id) };
    notify();
  },
  /** Read again now if a badge is showing (the live feed lost events: a `refetch`). */
  invalidate(): void {
    loadedAt = 0;
    if (listeners.size) load();
  },
  /** Tests and stories: forget everything, a load still under way too (its answer is dropped). */
  reset(value: BoothStatusList | null = null): void {
    generation += 1;
    loading = null;
    list = value;
    loadedAt = value ? Date.now() : 0;
    notify();
  },
};
