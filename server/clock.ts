// The single "now" of the server. FESTIVAL_NOW starts the clock at a chosen instant and lets it
// run, so the whole festival can be replayed on any day; FESTIVAL_SPEED beside it runs that replay faster
// (a rehearsal of an evening in minutes, a journey test past a grace window); tests inject a clock they
// move by hand.

export interface Clock {
  /** Milliseconds since the epoch, festival time. */
  now(): number;
  date(): Date;
  /** Festival milliseconds per real millisecond (1 unless a replay runs faster, FESTIVAL_SPEED). */
  speed?: number;
}

/** The fastest replay: an hour of the festival a second. */
export const MAX_FESTIVAL_SPEED = 3600;

/**
 * FESTIVAL_SPEED: how many times faster than real time a replay runs (default 1). Only with FESTIVAL_NOW, so a
 * live festival's clock can never be sped up by a stray setting.
 */
export function parseFestivalSpeed(value: string | undefined | null, festivalNow: string | undefined | null): number {
  const v = (value ?? '').trim();
  if (!v) return 1;
  const n = Number(v);
  if (!Number.isFinite(n) || n <= 0 || n > MAX_FESTIVAL_SPEED) {
    throw new Error(`FESTIVAL_SPEED must be a number above 0 and at most ${MAX_FESTIVAL_SPEED}, not '${v}'`);
  }
  if (n !== 1 && !festivalNow) throw new Error('FESTIVAL_SPEED replays faster only with FESTIVAL_NOW (a live festival runs on real time)');
  return n;
}

/**
 * A running clock that starts at `startAt` (an ISO instant), or the real time when absent; with `speed`, a
 * replay that runs that many times faster than real time (only with `startAt`: see parseFestivalSpeed).
 */
export function createClock(startAt?: string | null, speed = 1): Clock {
  if (!startAt) return { now: () => Date.now(), date: () => new Date(), speed: 1 };
  const start = Date.parse(startAt);
  if (!Number.isFinite(start)) throw new Error(`FESTIVAL_NOW is not an ISO instant: ${startAt}`);
  if (!Number.isFinite(speed) || speed <= 0 || speed > MAX_FESTIVAL_SPEED) throw new Error(`FESTIVAL_SPEED out of range: ${speed}`);
  const realStart = Date.now();
  const now = () => start + Math.round((Date.now() - realStart) * speed);
  return { now, date: () => new Date(now()), speed };
}

/** A clock for tests: stands still until moved. */
export interface ManualClock extends Clock {
  set(instant: string | number): void;
  advance(ms: number): void;
}

export function createManualClock(startAt: string | number): ManualClock {
  let t = typeof startAt === 'number' ? startAt : Date.parse(startAt);
  return {
    now: () => t,
    date: () => new Date(t),
    set: (instant) => {
      t = typeof instant === 'number' ? instant : Date.parse(instant);
    },
    advance: (ms) => {
      t += ms;
    },
  };
}
