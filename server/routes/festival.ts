// The festival's settings: GET /api/festival (anyone; null before one is set up) and
// PUT /api/admin/festival (Staff; every problem listed, nothing stored unless all of it is valid).
// A save is audit-logged (who, when, the fields changed) and published on the live feed, so open pages take the
// new dates and hours at once.
import { Hono } from 'hono';
import * as v from 'valibot';
import { CONSOLE_PATHS } from '@contract/console';
import { FestivalSettingsSchema, festivalProblems, type FestivalSettings } from '@contract/festival';
import type { Deps } from '../deps';
import { ApiError } from '../lib/errors';
import { jsonBody } from '../lib/validate';
import type { FestivalStore } from '../services/festival';

/** 400 with every problem of the settings, each as `path: message`. */
export function checkFestival(input: unknown): FestivalSettings {
  const problems = festivalProblems(input);
  if (problems.length) {
    throw new ApiError(400, problems[0], { error: 'validation_error', detail: problems.slice(0, 20).join('; '), problems });
  }
  return v.parse(FestivalSettingsSchema, input) as FestivalSettings;
}

export function festivalRoutes(deps: Deps, festival: FestivalStore): Hono {
  const app = new Hono();
  const read = (c: import('hono').Context) => c.json({ festival: festival.current() });
  app.get('/festival', read);
  app.get('/festival/', read);

  app.put(CONSOLE_PATHS.festival, async (c) => {
    const body = await jsonBody(c, { allowEmpty: false });
    const who = await deps.sessions.require(body.uid, ['Staff'], 'only Staff may change the festival settings');
    if (body.festival === undefined) throw new ApiError(400, 'festival: the settings are missing', { error: 'validation_error' });
    const settings = checkFestival(body.festival);
    const saved = await festival.save(settings, new Date(deps.clock.now()), who);
    deps.live?.publish('festival', saved);
    return c.json({ festival: saved });
  });
  return app;
}
