// The organiser dashboard on the mock backend (server/routes/dashboard.ts): Staff and Stuco only, the day
// checked with the same schema and festival days. The mocks keep no instants of likes, plays or coupons, so
// the per-hour series are zeros (as the server's for the sample alone); the top booths stand at their current
// likes and the stock is the mock's. The lines' figures come from the mock's tickets, which keep their instants. Stories of busy days answer from mocks/fixtures/dashboard.ts instead.
import { DASHBOARD_PATHS } from '@contract/dashboard';
import { http, HttpResponse } from 'msw';
import { FESTA_ROLES, FESTIVAL_DATES, LANGUAGES } from '@contract/constants';
import { SAMPLE_BOOTHS } from '@contract/sample/booths';
import { SAMPLE_PUBS } from '@contract/sample/pubs';
import { DashboardQuerySchema } from '@contract/schemas';
import { lineStats } from '@contract/rules/queue-stats';
import { kstDate, kstInstant } from '@contract/time';
import type { DashboardResponse } from '@contract/types';
import { likeCount, mockNow, state } from '../state';
import { authorize } from './admin';
import { api, errorVariant, jsonError, parse, queryOf, slowVariant, type Route } from './util';

export const dashboardRoutes: readonly Route[] = [{ method: 'get', path: DASHBOARD_PATHS.dashboard }];

const WHY = 'only Staff and the student council can open the dashboard';
const DAYS: string[] = [...FESTIVAL_DATES];
const zeros = () => Array.from({ length: 24 }, () => 0);

function uidOf(request: Request): string | null {
  const auth = request.headers.get('authorization');
  if (auth?.startsWith('Bearer ')) return auth.slice(7);
  return new URL(request.url).searchParams.get('uid');
}

function kstIso(ms: number): string {
  return new Date(ms + 9 * 3_600_000).toISOString().replace(/\.\d{3}Z$/, '+09:00');
}

function fromState(day: string): DashboardResponse {
  const pubs = [...SAMPLE_PUBS].sort((a, b) => (a.name < b.name ? -1 : 1));
  const top = SAMPLE_BOOTHS.map((b) => ({ b, n: likeCount(b.id) }))
    .sort((x, y) => y.n - x.n || x.b.id - y.b.id)
    .slice(0, 5);
  return {
    day,
    days: DAYS,
    generated_at: kstIso(mockNow()),
    likes_per_hour: zeros(),
    top_booths: top.map(({ b, n }) => ({ booth_id: b.id, name: b.name, likes: n, cumulative: Array(24).fill(n) })),
    plays_per_hour: zeros(),
    wins_per_hour: zeros(),
    coupons_per_hour: pubs.map((p) => ({ pub: p.name, issued: zeros(), redeemed: zeros() })),
    coupon_stock: pubs.map((p) => {
      const remaining = state.stock.get(p.name) ?? p.stock;
      return { pub: p.name, total: p.stock, remaining, issued: p.stock - remaining, redeemed: 0 };
    }),
    live_visitors: 0,
    languages: LANGUAGES.map((lang) => ({ lang, requests: 0 })),
    board_reads_per_hour: zeros(),
    // The mock's tickets keep their instants: the lines' figures as the server reads them in SQL.
    queue_lines: lineStats(state.queue.tickets, kstInstant(day).getTime(), mockNow(), (id) => SAMPLE_BOOTHS.find((b) => b.id === id)?.name ?? ''),
  };
}

/** The dashboard answered by `answer(day)` for any Staff or Stuco session (stories of busy days). */
export function dashboardWith(answer: (day: string) => DashboardResponse) {
  return [
    http.get(api(DASHBOARD_PATHS.dashboard), ({ request }) => {
      const who = authorize(uidOf(request), FESTA_ROLES, WHY);
      if ('error' in who) return who.error;
      const q = parse(DashboardQuerySchema, queryOf(request));
      if ('error' in q) return q.error;
      const today = kstDate(mockNow());
      const day = q.value.day ?? (DAYS.includes(today) ? today : today < DAYS[0] ? DAYS[0] : DAYS[DAYS.length - 1]);
      if (!DAYS.includes(day)) return jsonError(400, `day must be one of the festival's days: ${DAYS.join(', ')}`);
      return HttpResponse.json(answer(day));
    }),
  ];
}

export const dashboardHandlers = dashboardWith(fromState);
export const dashboardError = errorVariant(dashboardRoutes);
export const dashboardSlow = slowVariant(dashboardRoutes);
