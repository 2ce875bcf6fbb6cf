// The organiser dashboard (issue 20): GET /admin/dashboard?day=YYYY-MM-DD for Staff and Stuco, every number
// an SQL aggregate of that Korea day (services/dashboard.ts). The uid comes from `Authorization: Bearer` or ?uid=.
import { DASHBOARD_PATHS } from '@contract/dashboard';
import { Hono, type Context } from 'hono';
import { FESTA_ROLES } from '@contract/constants';
import { DashboardQuerySchema } from '@contract/schemas';
import { kstDate } from '@contract/time';
import type { DashboardResponse } from '@contract/types';
import type { Deps } from '../deps';
import { badRequest } from '../lib/errors';
import { kstIso } from '../lib/time';
import { check } from '../lib/validate';
import type { DashboardCounters } from '../services/dashboard-counters';
import { readDashboard } from '../services/dashboard';
import { festivalOf } from '../services/festival';

const WHY = 'only Staff and the student council can open the dashboard';

function uidOf(c: Context): string | undefined {
  const auth = c.req.header('authorization');
  if (auth?.startsWith('Bearer ')) return auth.slice(7).trim();
  return c.req.query('uid') || undefined;
}

/** The day shown when none is asked: today during the festival, else its nearest day. */
export function defaultDay(days: readonly string[], today: string): string {
  if (days.includes(today)) return today;
  return today < days[0] ? days[0] : days[days.length - 1];
}

export function dashboardRoutes(deps: Deps, counters: DashboardCounters): Hono {
  const app = new Hono();
  app.get(DASHBOARD_PATHS.dashboard, async (c) => {
    await deps.sessions.require(uidOf(c), FESTA_ROLES, WHY);
    const q = check(DashboardQuerySchema, c.req.query());
    const days = [...festivalOf(deps).dates];
    const day = q.day ?? defaultDay(days, kstDate(deps.clock.now()));
    if (!days.includes(day)) throw badRequest(`day must be one of the festival's days: ${days.join(', ')}`);
    // This process's own counts are written first, so what it just counted shows at once.
    await counters.flush();
    const body: DashboardResponse = { ...(await readDashboard(deps.db, day, deps.clock.now())), days, generated_at: kstIso(deps.clock.now()) };
    return c.json(body);
  });
  return app;
}
