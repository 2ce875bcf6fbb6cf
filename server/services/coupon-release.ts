// When each coupon of a pub becomes available. The stock is spread evenly over the festival's
// opening hours, 10:00-23:00 Korea time on each festival day: booths open from about 10:00 and the
// pubs (the coupons' partners) close at 23:00, so a player can use a coupon soon after winning it.
// Coupon i of n opens at i/n of the 39 open hours: the first at 10:00 on the first day. A coupon not
// taken in its hour stays available later (a rainy hour does not lose prizes), but no pub gives more
// than twice its hourly share within any 60 minutes (HOURLY_SHARE_FACTOR), so leftovers are caught up
// over the following hours and not taken in one go; what one address can take at once is bounded by the
// limits (services/limits.ts), so an early attack finds only the coupons released so far and a player
// from another address still wins later.
import { FESTIVAL_DATES, KST_OFFSET } from '@contract/constants';

export const OPENING_HOURS = { open: '10:00', close: '23:00' } as const;
const OPEN_MINUTES_PER_DAY = 13 * 60;
/** Open minutes of the 2025 sample festival; the stored festival's are totalOpenMinutes(its dates). */
export const TOTAL_OPEN_MINUTES = OPEN_MINUTES_PER_DAY * FESTIVAL_DATES.length;
export const totalOpenMinutes = (dates: readonly string[]) => OPEN_MINUTES_PER_DAY * Math.max(1, dates.length);

const dayOpen = (day: string) => Date.parse(`${day}T${OPENING_HOURS.open}:00${KST_OFFSET}`);

/** The instant coupon `index` (0-based) of a pub with `count` coupons is released. */
export function releaseInstant(index: number, count: number, dates: readonly string[] = FESTIVAL_DATES): Date {
  const m = Math.floor((index * totalOpenMinutes(dates)) / Math.max(1, count));
  const day = dates[Math.min(dates.length - 1, Math.floor(m / OPEN_MINUTES_PER_DAY))];
  return new Date(dayOpen(day) + (m % OPEN_MINUTES_PER_DAY) * 60_000);
}

/** Korea wall-clock time of an instant, 'HH:MM' (what the visitor reads: "released at 15:00"). */
export function kstClock(at: Date): string {
  return new Date(at.getTime() + 9 * 3600_000).toISOString().slice(11, 16);
}

/** How many hourly shares a pub may give within any 60 minutes (catching up on a quiet hour's leftovers). */
export const HOURLY_SHARE_FACTOR = 2;

/** Coupons a pub with `total` coupons may give within any 60 minutes: at least one. */
export function hourlyCap(total: number, factor = HOURLY_SHARE_FACTOR, openMinutes = TOTAL_OPEN_MINUTES): number {
  return Math.max(1, Math.ceil((factor * total * 60) / openMinutes));
}
