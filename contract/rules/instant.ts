// Instants as the rules take them: a Date (server rows), an ISO string (wire and sample) or epoch ms.

export type Instant = Date | string | number;

/** Epoch milliseconds of an instant; NaN when a string does not parse. */
export function toMs(t: Instant): number {
  if (typeof t === 'number') return t;
  if (typeof t === 'string') return Date.parse(t);
  return t.getTime();
}

/** Whether something that runs from `start` (inclusive) to `end` (exclusive) is running at `now`. */
export function runningAt(start: Instant, end: Instant, now: Instant): boolean {
  const t = toMs(now);
  return toMs(start) <= t && t < toMs(end);
}

/**
 * Whether a post written at `createdAt` exists at `now`: with a replayed clock, posts dated after
 * "now" are not listed or opened anywhere (board lists, detail, related, the admin's events).
 */
export function publishedBy(createdAt: Instant, now: Instant): boolean {
  return toMs(createdAt) <= toMs(now);
}
