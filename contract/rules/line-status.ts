// The booth's wait badge from its open line (issue 25 with issue 20's badge), shared by the server and the mocks.
// An open line wins over the wait the booth admin set by hand: it is counted, not said, and follows every join and
// call. A paused or closed line says nothing about the wait, so the badge falls back to the admin's setting.
import type { LineSummary } from '../queue';
import type { BoothStatusValue, LineWait } from '../status';

/** Estimated waits below this many minutes are a short wait ("under 10 min", as the badge says). */
export const SHORT_WAIT_BELOW = 10;
/** Estimated waits up to this many minutes are a long wait ("10–30 min"); above, a very long one. */
export const LONG_WAIT_UP_TO = 30;

/** The wait level of an estimated wait in minutes with `waiting` parties in line: the levels the admin can set. */
export function waitLevel(waiting: number, estWaitMinutes: number): Exclude<BoothStatusValue, 'closed'> {
  if (waiting <= 0) return 'open';
  if (estWaitMinutes < SHORT_WAIT_BELOW) return 'short';
  if (estWaitMinutes <= LONG_WAIT_UP_TO) return 'long';
  return 'very_long';
}

/** What the badge takes from a line: its wait while it is open, nothing when paused or closed (or no line). */
export function lineWait(line: Pick<LineSummary, 'state' | 'waiting' | 'est_wait_minutes'> | null | undefined): LineWait | null {
  if (!line || line.state !== 'open') return null;
  return { status: waitLevel(line.waiting, line.est_wait_minutes), waiting: line.waiting, est_wait_minutes: line.est_wait_minutes };
}
