// The queue's estimated wait (issue 25), shared by the server and the mocks.

/** Calls within this window (festival clock) give the recent call rate. */
export const RATE_WINDOW_MS = 30 * 60_000;
/** Fewer calls than this in the window: the booth's own estimate is used. */
export const RATE_MIN_CALLS = 3;

/**
 * Minutes per party from the recent calls (`callTimes`, ms), else the booth's estimate. The rate is the calls
 * over the span from the window's start, or the first call in it, to now.
 */
export function minutesPerParty(callTimes: readonly number[], nowMs: number, boothMinutes: number): { minutes: number; source: 'calls' | 'booth' } {
  const recent = callTimes.filter((t) => t <= nowMs && nowMs - t <= RATE_WINDOW_MS);
  if (recent.length < RATE_MIN_CALLS) return { minutes: boothMinutes, source: 'booth' };
  const first = Math.min(...recent);
  const spanMin = Math.max(1, (nowMs - first) / 60_000);
  return { minutes: Math.max(1, Math.round((spanMin / (recent.length - 1 || 1)) * 10) / 10), source: 'calls' };
}

/** Minutes until a party with `ahead` parties before it is called (whole minutes, rounded up). */
export function estimatedWait(ahead: number, perParty: number): number {
  return Math.max(0, Math.ceil(Math.max(0, ahead) * perParty));
}
