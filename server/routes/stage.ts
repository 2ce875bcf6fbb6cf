// Stage timetable by Korea day and hour slot: club shows overlapping [T, T+1h), club shows of that
// day starting at or after T+1h, and that day's celebrity shows.
import { API_PATHS } from '@contract/paths';
import { Hono } from 'hono';
import { runningAt } from '@contract/rules/instant';
import { DateSchema, SlotSchema } from '@contract/schemas';
import { kstDate, kstInstant } from '@contract/time';
import type { StageItem, StageScheduleResponse } from '@contract/types';
import type { Deps } from '../deps';
import { kstIso } from '../lib/time';
import { check } from '../lib/validate';
import type { StageRecord } from '../services/catalog';

export function stageRoutes(deps: Deps): Hono {
  const { catalog, clock } = deps;
  const app = new Hono();
  app.get(API_PATHS.stage(':date', ':slot'), async (c) => {
    const date = check(DateSchema, c.req.param('date'));
    const slot = check(SlotSchema, c.req.param('slot'));
    const now = clock.now();
    const T = kstInstant(date, slot).getTime();
    const T1 = T + 60 * 60 * 1000;
    const day = (await catalog.stages()).filter((s) => kstDate(s.startTime) === date);
    const item = (s: StageRecord): StageItem => ({
      id: s.id,
      name: s.name,
      location_name: s.locationName,
      image_url: s.imageUrl,
      start_time: kstIso(s.startTime),
      end_time: kstIso(s.endTime),
      is_active: runningAt(s.startTime, s.endTime, now),
      kind: s.kind,
    });
    const clubs = day.filter((s) => s.kind === 'club');
    const body: StageScheduleResponse = {
      date,
      slot,
      club: {
        current_slot: clubs.filter((s) => s.startTime.getTime() < T1 && s.endTime.getTime() > T).map(item),
        remaining: clubs.filter((s) => s.startTime.getTime() >= T1).map(item),
      },
      celebrity: day.filter((s) => s.kind === 'celebrity').map(item),
    };
    return c.json(body);
  });
  return app;
}
