// The client's one clock. `?now=<ISO>` (dev and tests) or the server's FESTIVAL_NOW (a meta tag it injects)
// starts the clock at a chosen instant and lets it run, so the festival can be replayed on any day. A replay the
// server runs faster (FESTIVAL_SPEED, a second meta tag) runs as fast here.
import { readRaw, writeRaw } from '@/stores/storage';

const NOW_KEY = 'festivalNow';
let offsetMs = 0;
/** Festival milliseconds per real millisecond, and the real instant the speed counts from. */
let speed = 1;
let speedFrom = 0;

function parseInstant(v: string | null | undefined): number | null {
  if (!v) return null;
  const t = Date.parse(v);
  return Number.isFinite(t) ? t : null;
}

/** Reads the starting instant once at start-up. */
export function initClock(search = globalThis.location?.search ?? ''): void {
  speed = 1;
  const fromQuery = parseInstant(new URLSearchParams(search).get('now'));
  if (fromQuery !== null) writeRaw('session', NOW_KEY, JSON.stringify({ at: fromQuery, setAt: Date.now() }));
  const meta = globalThis.document?.querySelector('meta[name="festival-now"]')?.getAttribute('content');
  const fromMeta = parseInstant(meta);
  const stored = readRaw('session', NOW_KEY);
  if (stored) {
    try {
      const { at, setAt } = JSON.parse(stored) as { at: number; setAt: number };
      if (Number.isFinite(at) && Number.isFinite(setAt)) {
        offsetMs = at - setAt;
        return;
      }
    } catch {
      // fall through
    }
  }
  offsetMs = fromMeta !== null ? fromMeta - Date.now() : 0;
  const fast = Number(globalThis.document?.querySelector('meta[name="festival-speed"]')?.getAttribute('content'));
  if (fromMeta !== null && Number.isFinite(fast) && fast > 0) {
    speed = fast;
    speedFrom = Date.now();
  }
}

/** Starts the clock at an instant (stories and tests). */
export function setClock(at: Date | string | number): void {
  offsetMs = new Date(at).getTime() - Date.now();
  speed = 1;
}

export function nowMs(): number {
  const real = Date.now();
  return real + offsetMs + (speed === 1 ? 0 : Math.round((real - speedFrom) * (speed - 1)));
}

export function now(): Date {
  return new Date(nowMs());
}
