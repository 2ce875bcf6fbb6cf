// Staff's booths in the console: the list (with locations, days and what a deletion would take), new booths
// of any category and deletion. Paths from contract/console.ts, bodies checked with contract/console-booths.ts
// and the rules of contract/rules/booth-admin.ts; every change is audit-logged in its own transaction
// (services/console-booth-admin.ts), then the kept booth copies are dropped here and in the other processes
// (which also sends new text to translation), the booth's wait status is read again, and open pages are told
// (live event `booths`) to read their booth lists again.
import { Hono, type Context } from 'hono';
import { CONSOLE_PATHS } from '@contract/console';
import { BoothCreateSchema } from '@contract/console-booths';
import type { Deps } from '../deps';
import { limitBody } from '../lib/body-limit';
import { check, idParam, jsonBody } from '../lib/validate';
import { createBooth, deleteBooth, listConsoleBooths } from '../services/console-booth-admin';
import { festivalOf } from '../services/festival';

const STAFF = ['Staff'] as const;
const STAFF_WHY = 'only Staff can create, list and delete booths';
/** A new booth may carry one photo as a data URL (1 MB of image, about 1.4 MB as text). */
export const BOOTH_CREATE_BODY_LIMIT = 1_500_000;

function uidOf(c: Context): string | undefined {
  const auth = c.req.header('authorization');
  if (auth?.startsWith('Bearer ')) return auth.slice(7).trim();
  return c.req.query('uid');
}

export function consoleBoothAdminRoutes(deps: Deps, status?: { invalidate(): void }): Hono {
  const { db, sessions, clock, catalog, uploadsDir } = deps;
  const app = new Hono();
  const days = () => festivalOf(deps).dates;

  app.get(CONSOLE_PATHS.booths, async (c) => {
    await sessions.require(uidOf(c), STAFF, STAFF_WHY);
    return c.json(await listConsoleBooths(db, days()));
  });

  app.post(
    CONSOLE_PATHS.booths,
    limitBody(BOOTH_CREATE_BODY_LIMIT, (c) => c.json({ message: 'only images up to 1MB can be attached', error: 'too_large' }, 413)),
    async (c) => {
      const body = await jsonBody(c, { allowEmpty: false });
      const who = await sessions.require(body.uid, STAFF, STAFF_WHY);
      const req = check(BoothCreateSchema, body);
      const boothId = await createBooth(db, who, req, { days: days(), uploadsDir, now: clock.date() });
      catalog.invalidateBooths();
      deps.live?.publish('booths', { booth_id: boothId, change: 'created' });
      return c.json({ booth_id: boothId }, 201);
    },
  );

  app.delete(CONSOLE_PATHS.booth(':id'), async (c) => {
    const id = idParam(c);
    const body = await jsonBody(c, { allowEmpty: false });
    const who = await sessions.require(body.uid, STAFF, STAFF_WHY);
    const done = await deleteBooth(db, who, id, { uploadsDir, now: clock.date() });
    catalog.invalidateBooths();
    if (done.events) catalog.invalidateBoard();
    if (done.accounts_untied.length) sessions.forget();
    status?.invalidate();
    deps.live?.publish('booths', { booth_id: id, change: 'deleted' });
    return c.json(done);
  });

  return app;
}
