// The organiser console's API: admin accounts and the audit log (Staff), booth edits (Staff any booth,
// Club and Major their own). Reads take the uid from `Authorization: Bearer <uid>` or `?uid=`; writes
// from the JSON body. Every change is audit-logged in its own transaction (services/console-*.ts).
import { Hono, type Context } from 'hono';
import { AccountCreateSchema, BoothEditSchema, LIMITS_CONSOLE, UidBodySchema } from '@contract/console';
import type { Deps } from '../deps';
import { limitBody } from '../lib/body-limit';
import { check, idParam, jsonBody } from '../lib/validate';
import { readAudit } from '../services/console-audit';
import { createConsoleAccounts } from '../services/console-accounts';
import { editBooth } from '../services/console-booths';
import { festivalOf } from '../services/festival';
import { BOOTH_CREATE_BODY_LIMIT } from './console-booth-admin';

const STAFF = ['Staff'] as const;
const STAFF_WHY = 'only Staff can manage admin accounts and read the audit log';

function uidOf(c: Context): string | undefined {
  const auth = c.req.header('authorization');
  if (auth?.startsWith('Bearer ')) return auth.slice(7).trim();
  return c.req.query('uid');
}

export function consoleRoutes(deps: Deps): Hono {
  const { db, sessions, clock, catalog } = deps;
  const accounts = createConsoleAccounts(db);
  const app = new Hono();

  // Who this uid is, with the booth a Club or Major account edits (the console's booth editor opens on it).
  app.get('/console/me', async (c) => {
    const who = await sessions.require(uidOf(c), ['Staff', 'Stuco', 'Club', 'Major'], 'no permission');
    const booth = who.boothId !== null ? (await catalog.booths()).byId.get(who.boothId) : undefined;
    return c.json({ name: who.name, role: who.role, booth_id: who.boothId, booth_name: booth?.name ?? null });
  });

  app.get('/console/accounts', async (c) => {
    await sessions.require(uidOf(c), STAFF, STAFF_WHY);
    return c.json({ accounts: await accounts.list() });
  });

  app.post('/console/accounts', async (c) => {
    const body = await jsonBody(c, { allowEmpty: false });
    const who = await sessions.require(body.uid, STAFF, STAFF_WHY);
    const req = check(AccountCreateSchema, body);
    const created = await accounts.create(who, req, clock.date());
    sessions.forget();
    return c.json(created, 201);
  });

  app.post('/console/accounts/:id/revoke', async (c) => {
    const id = idParam(c);
    const body = await jsonBody(c, { allowEmpty: false });
    const who = await sessions.require(body.uid, STAFF, STAFF_WHY);
    check(UidBodySchema, body);
    const account = await accounts.revoke(who, id, clock.date());
    sessions.forget();
    return c.json({ account });
  });

  app.get('/console/audit', async (c) => {
    await sessions.require(uidOf(c), STAFF, STAFF_WHY);
    return c.json({ entries: await readAudit(db, LIMITS_CONSOLE.auditPage) });
  });

  // The body may carry a new photo as a data URL: the new booth's limit (app.ts leaves this path to it).
  app.patch(
    '/console/booths/:id',
    limitBody(BOOTH_CREATE_BODY_LIMIT, (c) => c.json({ message: 'only images up to 1MB can be attached', error: 'too_large' }, 413)),
    async (c) => {
      const id = idParam(c);
      const body = await jsonBody(c, { allowEmpty: false });
      const who = await sessions.require(body.uid, ['Staff', 'Club', 'Major'], 'only Staff and the booth’s own Club or Major account can edit a booth');
      const req = check(BoothEditSchema, body);
      const { identity } = await editBooth(db, who, id, req, clock.date(), { days: festivalOf(deps).dates, uploadsDir: deps.uploadsDir });
      catalog.invalidateBooths();
      // A new name, place or photo changes open maps, lists and booth pages: they read their booths again.
      if (identity) deps.live?.publish('booths', { booth_id: id, change: 'updated' });
      return c.json({ ok: true, booth_id: id });
    },
  );

  return app;
}
