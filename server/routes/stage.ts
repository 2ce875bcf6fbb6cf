// Stage timetable by Korea day and hour slot: club shows overlapping [T, T+1h), club shows of that
// day starting at or after T+1h, and that day's celebrity shows.
import { Hono, type Context } from 'hono';
import { API_PATHS } from '@contract/paths';
import { runningAt } from '@contract/rules/instant';
import { DateSchema, SlotSchema } from '@contract/schemas';
import { kstDate, kstInstant } from '@contract/time';
import type { StageDayResponse, StageItem, StageScheduleResponse } from '@contract/types';
import type { Deps } from '../deps';
import { kstIso } from '../lib/time';
import { check } from '../lib/validate';
import type { StageRecord } from '../services/catalog';

export function stageRoutes(deps: Deps): Hono {
  const { catalog, clock } = deps;
  const app = new Hono();
  const dayItem = (s: StageRecord, now: number): StageItem => ({
    id: s.id,
    name: s.name,
    location_name: s.locationName,
    image_url: s.imageUrl,
    start_time: kstIso(s.startTime),
    end_time: kstIso(s.endTime),
    is_active: s.startTime.getTime() <= now && now < s.endTime.getTime(),
    kind: s.kind,
  });
  // The 2025 client's timetable asks for a whole day (no hour, trailing slash): {day, schedules} with
  // every show of that Korea day by start time: club shows overlapping the day, celebrity shows starting on it.
  const wholeDay = async (c: Context) => {
    const date = check(DateSchema, c.req.param('date'));
    const now = clock.now();
    const from = kstInstant(date).getTime();
    const to = from + 24 * 60 * 60 * 1000;
    const shows = (await catalog.stages())
      .filter((s) =>
        s.kind === 'club' ? s.startTime.getTime() < to && s.endTime.getTime() > from : kstDate(s.startTime) === date,
      )
      .sort((a, b) => a.startTime.getTime() - b.startTime.getTime() || a.id - b.id);
    const body: StageDayResponse = { day: date, schedules: shows.map((s) => dayItem(s, now)) };
    return c.json(body);
  };
  app.get('/stage/days/:date/schedules', wholeDay);
  app.get('/stage/days/:date/schedules/', wholeDay);
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
