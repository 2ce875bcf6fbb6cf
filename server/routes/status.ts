// Booth status (issue 20): GET /status/booths for every page; the booth's own admin (Club/Major; Staff
// for any booth) sets the wait and marks menu items sold out or back. Each write goes out on the live feed.
import { Hono, type Context } from 'hono';
import type { AdminRole } from '@contract/constants';
import type { BoothStatusAdminView, BoothStatusList } from '@contract/status';
import { SetBoothStatusSchema, SetMenuSoldoutSchema } from '@contract/status-schemas';
import type { Deps } from '../deps';
import { forbidden, notFound } from '../lib/errors';
import { kstIso } from '../lib/time';
import { check, idParam, jsonBody } from '../lib/validate';
import type { StatusService } from '../services/status';

/** Who may set a booth's status: its own Club or Major admin, or Staff for any booth. */
const STATUS_ROLES: readonly AdminRole[] = ['Staff', 'Club', 'Major'];
const NO_PERMISSION = 'no permission to set booth status';

/** The uid of a read: `Authorization: Bearer <uid>` or ?uid=. */
function uidOf(c: Context): string | undefined {
  const auth = c.req.header('authorization');
  if (auth?.startsWith('Bearer ')) return auth.slice(7).trim();
  return c.req.query('uid') || undefined;
}

export function statusRoutes(deps: Deps, status: StatusService): Hono {
  const { sessions, catalog } = deps;
  const app = new Hono();

  /** The admin of `uid`, allowed to change booth `boothId` (which must exist). */
  async function boothAdmin(uid: unknown, boothId: number) {
    const admin = await sessions.require(uid, STATUS_ROLES, NO_PERMISSION);
    if (!(await catalog.booths()).byId.has(boothId)) throw notFound(`no such booth: ${boothId}`);
    if (admin.role !== 'Staff' && admin.boothId !== boothId) throw forbidden('you can only change the status of your own booth');
    return admin;
  }

  app.get('/status/booths', async (c) => {
    const body: BoothStatusList = { now: kstIso(deps.clock.now()), statuses: await status.list() };
    return c.json(body);
  });

  /** The booth admin's own booth: its status and menus with their ids. */
  app.get('/status/mine', async (c) => {
    const admin = await sessions.require(uidOf(c), STATUS_ROLES, NO_PERMISSION);
    if (admin.boothId === null) throw notFound('no booth is linked to this admin; choose a booth');
    return c.json(await adminView(admin.boothId));
  });

  app.get('/status/booths/:id/menus', async (c) => {
    const boothId = idParam(c);
    await boothAdmin(uidOf(c), boothId);
    return c.json(await adminView(boothId));
  });

  async function adminView(boothId: number): Promise<BoothStatusAdminView> {
    const booth = (await catalog.booths()).byId.get(boothId);
    return { booth_id: boothId, booth_name: booth?.name ?? '', ...(await status.adminView(boothId)) };
  }

  app.post('/status/booths/:id', async (c) => {
    const boothId = idParam(c);
    const req = check(SetBoothStatusSchema, await jsonBody(c, { allowEmpty: false }));
    const admin = await boothAdmin(req.uid, boothId);
    const event = await status.set(boothId, req.status, admin.id);
    deps.live?.publish('status', event);
    return c.json(event);
  });

  app.post('/status/booths/:id/menus/:menuId', async (c) => {
    const boothId = idParam(c);
    const menuId = idParam(c, 'menuId');
    const req = check(SetMenuSoldoutSchema, await jsonBody(c, { allowEmpty: false }));
    await boothAdmin(req.uid, boothId);
    const event = await status.setSoldout(boothId, menuId, req.is_soldout);
    if (!event) throw notFound(`booth ${boothId} has no menu item ${menuId}`);
    catalog.invalidateBooths();
    deps.live?.publish('status', event);
    return c.json(event);
  });

  return app;
}
