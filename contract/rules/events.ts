// Booth events (Event posts with a booth and times): which one runs now (event_id), and whether a
// booth has one today that has not ended (is_event: the home carousel announces it before it starts).
import { kstDate } from '../time';
import { runningAt, toMs, type Instant } from './instant';

export interface EventWindow {
  id: number;
  boothId: number | null;
  start: Instant | null;
  end: Instant | null;
}

/** The booth's event running at `now` (the newest, by id, when several overlap), else null. */
export function runningEventId(events: readonly EventWindow[], boothId: number, now: Instant): number | null {
  let best: number | null = null;
  for (const e of events) {
    if (e.boothId !== boothId || e.start === null || e.end === null) continue;
    if (runningAt(e.start, e.end, now) && (best === null || e.id > best)) best = e.id;
  }
  return best;
}

/** is_event: an event of this booth starts today (Korea date) and has not ended at `now`. */
export function hasOpenEvent(events: readonly EventWindow[], boothId: number, now: Instant): boolean {
  const t = toMs(now);
  const today = kstDate(t);
  return events.some(
    (e) => e.boothId === boothId && e.start !== null && e.end !== null && t < toMs(e.end) && kstDate(toMs(e.start)) === today,
  );
}

/**
 * The time rules of writing an event (spec §5), after the format checks: same Korea day as `now`,
 * start not before the current minute, end after start. The reason, or null when it may be written.
 */
export function eventTimeProblem(start: Instant, end: Instant, now: Instant): string | null {
  const [s, e, t] = [toMs(start), toMs(end), toMs(now)];
  const today = kstDate(t);
  if (kstDate(s) !== today || kstDate(e) !== today) return 'only same-day events can be written';
  if (s < Math.floor(t / 60_000) * 60_000) return 'start time cannot be earlier than now';
  if (e <= s) return 'end time cannot be earlier than start time';
  return null;
}
