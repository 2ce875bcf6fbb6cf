// The client's one clock. `?now=<ISO>` (dev and tests) or the server's FESTIVAL_NOW (a meta tag it injects)
// starts the clock at a chosen instant and lets it run, so the festival can be replayed on any day.
import { readRaw, writeRaw } from '@/stores/storage';

const NOW_KEY = 'festivalNow';
let offsetMs = 0;

function parseInstant(v: string | null | undefined): number | null {
  if (!v) return null;
  const t = Date.parse(v);
  return Number.isFinite(t) ? t : null;
}

/** Reads the starting instant once at start-up. */
export function initClock(search = globalThis.location?.search ?? ''): void {
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
}

/** Starts the clock at an instant (stories and tests). */
export function setClock(at: Date | string | number): void {
  offsetMs = new Date(at).getTime() - Date.now();
}

export function nowMs(): number {
  return Date.now() + offsetMs;
}

export function now(): Date {
  return new Date(nowMs());
}
