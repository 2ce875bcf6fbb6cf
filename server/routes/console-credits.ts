// Staff keep the developers page's people in the console (contract/credits.ts): add, edit, reorder, remove.
// Bodies are checked with the contract's schemas and rules (services/console-credits.ts); every change is
// audit-logged in its transaction, then the kept copy is dropped here and in the other processes, which also
// sends new role and major texts to translation, and the live event `credits` tells open /developers pages to
// read the list again. The list itself is GET /developers/ (routes/misc.ts).
import { Hono } from 'hono';
import { CONSOLE_PATHS } from '@contract/console';
import { CreditCreateSchema, CreditEditSchema, CreditOrderSchema } from '@contract/credits';
import type { Deps } from '../deps';
import { limitBody } from '../lib/body-limit';
import { check, idParam, jsonBody } from '../lib/validate';
import { addCredit, editCredit, removeCredit, reorderCredits } from '../services/console-credits';
import { BOOTH_CREATE_BODY_LIMIT } from './console-booth-admin';

const STAFF = ['Staff'] as const;
const STAFF_WHY = 'only Staff can edit the credits';

export function consoleCreditsRoutes(deps: Deps): Hono {
  const { db, sessions, clock, catalog, uploadsDir } = deps;
  const app = new Hono();
  // A person may carry a photo as a data URL: the new booth's limit (app.ts leaves these paths to it).
  /** The kept copy is stale here and in the other processes; open pages read the list again. */
  const changed = (data: { id?: number; change: 'added' | 'edited' | 'moved' | 'removed' }) => {
    catalog.invalidateCredits();
    deps.live?.publish('credits', data);
  };
  const photoLimit = limitBody(BOOTH_CREATE_BODY_LIMIT, (c) => c.json({ message: 'only images up to 1MB can be attached', error: 'too_large' }, 413));

  app.post(CONSOLE_PATHS.credits, photoLimit, async (c) => {
    const body = await jsonBody(c, { allowEmpty: false });
    const who = await sessions.require(body.uid, STAFF, STAFF_WHY);
    const req = check(CreditCreateSchema, body);
    const id = await addCredit(db, who, req, { uploadsDir, now: clock.date() });
    changed({ id, change: 'added' });
    return c.json({ id }, 201);
  });

  app.put(CONSOLE_PATHS.creditsOrder, async (c) => {
    const body = await jsonBody(c, { allowEmpty: false });
    const who = await sessions.require(body.uid, STAFF, STAFF_WHY);
    const req = check(CreditOrderSchema, body);
    await reorderCredits(db, who, req.ids, clock.date());
    changed({ change: 'moved' });
    return c.json({ results: await catalog.credits() });
  });

  app.patch(CONSOLE_PATHS.credit(':id'), photoLimit, async (c) => {
    const id = idParam(c);
    const body = await jsonBody(c, { allowEmpty: false });
    const who = await sessions.require(body.uid, STAFF, STAFF_WHY);
    const req = check(CreditEditSchema, body);
    await editCredit(db, who, id, req, { uploadsDir, now: clock.date() });
    changed({ id, change: 'edited' });
    return c.json({ id });
  });

  app.delete(CONSOLE_PATHS.credit(':id'), async (c) => {
    const id = idParam(c);
    const body = await jsonBody(c, { allowEmpty: false });
    const who = await sessions.require(body.uid, STAFF, STAFF_WHY);
    await removeCredit(db, who, id, { uploadsDir, now: clock.date() });
    changed({ id, change: 'removed' });
    return c.json({ id });
  });

  return app;
}
