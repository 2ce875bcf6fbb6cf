// The single "now" of the server. FESTIVAL_NOW starts the clock at a chosen instant and lets it
// run, so the whole festival can be replayed on any day; tests inject a clock they move by hand.

export interface Clock {
  /** Milliseconds since the epoch, festival time. */
  now(): number;
  date(): Date;
}

/** A running clock that starts at `startAt` (an ISO instant), or the real time when absent. */
export function createClock(startAt?: string | null): Clock {
  if (!startAt) return { now: () => Date.now(), date: () => new Date() };
  const start = Date.parse(startAt);
  if (!Number.isFinite(start)) throw new Error(`FESTIVAL_NOW is not an ISO instant: ${startAt}`);
  const realStart = Date.now();
  const now = () => start + (Date.now() - realStart);
  return { now, date: () => new Date(now()) };
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
