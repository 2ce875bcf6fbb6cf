// A booth's line over one Korea day for the organiser dashboard (issue 25): the mocks' answer from their tickets.
// The server does the same in SQL (server/services/dashboard.ts, queueLines); server/parity.test.ts keeps the two
// equal.
import type { DashboardLine } from '../types';

export interface StatsTicket {
  boothId: number;
  state: 'waiting' | 'called' | 'seated' | 'missed' | 'left';
  joinedAt: number;
  calledAt: number | null;
  doneAt: number | null;
}

const HOUR_MS = 3_600_000;
/** Tickets that joined this long before the day began still count (a line waits less than half a day). */
export const STATS_LOOKBACK_MS = 12 * HOUR_MS;

/** Minutes with one decimal, rounded half up (as SQL's round(numeric, 1)). */
export const oneDecimal = (minutes: number) => Math.round(minutes * 10 + 1e-9) / 10;

/**
 * Each booth with a ticket of the day's window, by booth id: the parties waiting at each hour's end (at `nowMs`
 * for the hour running, 0 for hours to come), joins, calls and their average wait, seated and no-shows per hour.
 * A party leaves the waiting line when called (`calledAt`) or when it leaves (`doneAt`).
 */
export function lineStats(tickets: readonly StatsTicket[], dayStartMs: number, nowMs: number, nameOf: (boothId: number) => string): DashboardLine[] {
  const dayEnd = dayStartMs + 24 * HOUR_MS;
  const inWindow = tickets.filter((t) => t.joinedAt >= dayStartMs - STATS_LOOKBACK_MS && t.joinedAt < dayEnd);
  const hourOf = (at: number | null) => (at !== null && at >= dayStartMs && at < dayEnd ? Math.floor((at - dayStartMs) / HOUR_MS) : -1);
  const booths = [...new Set(inWindow.map((t) => t.boothId))].sort((a, b) => a - b);
  return booths.map((boothId) => {
    const mine = inWindow.filter((t) => t.boothId === boothId);
    const zeros = () => Array.from({ length: 24 }, () => 0);
    const line: DashboardLine = {
      booth_id: boothId,
      name: nameOf(boothId),
      waiting: zeros(),
      joined: zeros(),
      called: zeros(),
      avg_wait_minutes: zeros(),
      seated: zeros(),
      no_shows: zeros(),
    };
    const waitSums = zeros();
    for (let h = 0; h < 24; h++) {
      const start = dayStartMs + h * HOUR_MS;
      if (start > nowMs) continue;
      const at = Math.min(start + HOUR_MS, nowMs);
      line.waiting[h] = mine.filter((t) => {
        const left = t.calledAt ?? t.doneAt;
        return t.joinedAt < at && (left === null || left >= at);
      }).length;
    }
    for (const t of mine) {
      const j = hourOf(t.joinedAt);
      if (j >= 0) line.joined[j]++;
      const c = hourOf(t.calledAt);
      if (c >= 0) {
        line.called[c]++;
        waitSums[c] += (t.calledAt! - t.joinedAt) / 60_000;
      }
      const d = t.state === 'seated' || t.state === 'missed' ? hourOf(t.doneAt) : -1;
      if (d >= 0) line[t.state === 'seated' ? 'seated' : 'no_shows'][d]++;
    }
    line.avg_wait_minutes = line.called.map((n, h) => (n ? oneDecimal(waitSums[h] / n) : 0));
    return line;
  });
}

/** No-shows as a whole percentage of the called parties settled (null when none was settled). */
export function noShowPercent(seated: number, noShows: number): number | null {
  const settled = seated + noShows;
  return settled ? Math.round((noShows / settled) * 100) : null;
}
