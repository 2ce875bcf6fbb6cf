// Booths' open lines (issue 25) for booth detail and the map cards: every open or paused line's summary in
// one small request when a line first shows, read again after a minute, patched by the live `queue` event
// (src/live/live-events.ts hands it over as a window event, so pages that show no line carry no queue code).
import type { LineList, LineSummary, QueueEvent } from '@contract/queue';
import { isRecord } from '@contract/rules/record';
import { getLines } from '@/api/queue';

/** The window event live-events.ts dispatches for a live `queue` event (detail null: read everything again). */
export const QUEUE_LIVE_EVENT = 'festival-queue';
const FRESH_MS = 60_000;

let lines: LineList | null = null;
let loadedAt = 0;
let loading: Promise<void> | null = null;
/** Bumped by reset(): an answer to a load started before it is dropped. */
let generation = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

function load(): void {
  if (loading || (lines && Date.now() - loadedAt < FRESH_MS)) return;
  const gen = generation;
  loading = getLines()
    .then(
      (l) => {
        if (gen !== generation) return;
        lines = l;
        loadedAt = Date.now();
        notify();
      },
      () => {},
    )
    .finally(() => {
      if (gen === generation) loading = null;
    });
}

export const queueLines = {
  /** For useSyncExternalStore: also starts (or refreshes) the load. */
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    load();
    return () => listeners.delete(listener);
  },
  snapshot: (): LineList | null => lines,
  /** A line's new summary (live): null or closed removes it. */
  apply(boothId: number, line: LineSummary | null): void {
    if (!lines) return;
    const rest = lines.lines.filter((l) => l.booth_id !== boothId);
    const next = line && line.state !== 'closed' ? [...rest, line].sort((a, b) => a.booth_id - b.booth_id) : rest;
    lines = { ...lines, lines: next };
    notify();
  },
  /** Read again now if a line is showing (a join or leave, or the live feed lost events). */
  invalidate(): void {
    loadedAt = 0;
    if (listeners.size) load();
  },
  /** Tests and stories: these lines (none by default), a load still under way forgotten (its answer is dropped). */
  reset(value: LineList | null = null): void {
    generation += 1;
    loading = null;
    lines = value;
    loadedAt = value ? Date.now() : 0;
    notify();
  },
};

// (Outside a browser, e.g. unit tests without a window, there is no event to hear.)
if (typeof addEventListener === 'function') {
  addEventListener(QUEUE_LIVE_EVENT, (e) => {
    const data = (e as CustomEvent<unknown>).detail;
    if (!isRecord(data)) return queueLines.invalidate();
    const boothId = Number((data as unknown as QueueEvent).booth_id);
    if (Number.isFinite(boothId)) queueLines.apply(boothId, isRecord(data.line) ? (data.line as unknown as LineSummary) : null);
  });
}
