// Each building's detail plan as festival data: GET /api/plans/<location id> (anyone: the plan's image and its
// booth labels' spots, read by /map when a building is opened) and Staff's console calls to upload or remove the
// plan's image and to place, move or remove a booth's label (contract/building-plans.ts). Every change is
// audit-logged (services/building-plans.ts) and published as the live event `map`, so an open /map reads the
// plans (and the locations, whose has_detail_map follows) again. Mounted by routes/console-map.ts.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';
import { PlanUidSchema, SpotPlaceSchema, SpotRemoveSchema } from '@contract/building-plans';
import { CONSOLE_PATHS } from '@contract/console';
import { API_PATHS } from '@contract/paths';
import type { Deps } from '../deps';
import { check, idParam, jsonBody } from '../lib/validate';
import type { BuildingPlanService } from '../services/building-plans';
import { festivalOf } from '../services/festival';
import { prepareMapImage, readImageForm } from './image-form';

const STAFF = ['Staff'] as const;
const STAFF_WHY = 'only Staff can change the buildings’ plans';
const UPLOADS_URL = '/api/uploads/';
const UPLOAD_NAME = /^[a-f0-9]{32}\.(jpg|png|webp)$/;

export function buildingPlanRoutes(deps: Deps, plans: BuildingPlanService, locationsChanged: () => void): Hono {
  const { sessions, clock, uploadsDir } = deps;
  const app = new Hono();
  const published = (locationId: number) => {
    locationsChanged();
    deps.live?.publish('map', { changed: true, plan: locationId });
  };
  async function removeUpload(url: string | null) {
    if (!url?.startsWith(UPLOADS_URL)) return;
    const name = url.slice(UPLOADS_URL.length);
    if (UPLOAD_NAME.test(name)) await fs.rm(path.join(uploadsDir, name), { force: true });
  }

  // Small and the same for everyone: a browser may keep it while it revalidates (the live event reads it again).
  app.get(API_PATHS.plan(':id'), async (c) => {
    const plan = await plans.read(idParam(c));
    const tag = `"${crypto.createHash('sha1').update(JSON.stringify(plan)).digest('base64url')}"`;
    c.header('Cache-Control', 'no-cache');
    c.header('ETag', tag);
    if (c.req.header('if-none-match') === tag) return c.body(null, 304);
    return c.json(plan);
  });

  app.put(CONSOLE_PATHS.planImage(':id'), async (c) => {
    const id = idParam(c);
    const form = await readImageForm(c);
    const who = await sessions.require(typeof form.uid === 'string' ? form.uid : undefined, STAFF, STAFF_WHY);
    const img = await prepareMapImage(form.file);
    await fs.mkdir(uploadsDir, { recursive: true });
    const name = `${crypto.randomBytes(16).toString('hex')}.${img.ext}`;
    const file = path.join(uploadsDir, name);
    await fs.writeFile(file, img.bytes, { flag: 'wx' });
    const image = { url: `${UPLOADS_URL}${name}`, width: img.width, height: img.height };
    let replaced: string | null;
    try {
      replaced = await plans.setImage(who, id, image, clock.date());
    } catch (err) {
      await fs.rm(file, { force: true });
      throw err;
    }
    await removeUpload(replaced);
    published(id);
    return c.json({ image });
  });

  app.delete(CONSOLE_PATHS.planImage(':id'), async (c) => {
    const id = idParam(c);
    const body = await jsonBody(c, { allowEmpty: false });
    const who = await sessions.require(body.uid, STAFF, STAFF_WHY);
    check(PlanUidSchema, body);
    await removeUpload(await plans.clearImage(who, id, clock.date()));
    published(id);
    return c.json({ ok: true });
  });

  app.put(CONSOLE_PATHS.planSpot(':id'), async (c) => {
    const id = idParam(c);
    const body = await jsonBody(c, { allowEmpty: false });
    const who = await sessions.require(body.uid, STAFF, STAFF_WHY);
    const req = check(SpotPlaceSchema, body);
    const spot = await plans.placeSpot(who, id, req, festivalOf(deps).dates, clock.date());
    published(id);
    return c.json({ spot });
  });

  app.delete(CONSOLE_PATHS.planSpot(':id'), async (c) => {
    const id = idParam(c);
    const body = await jsonBody(c, { allowEmpty: false });
    const who = await sessions.require(body.uid, STAFF, STAFF_WHY);
    const req = check(SpotRemoveSchema, body);
    await plans.removeSpot(who, id, req, clock.date());
    published(id);
    return c.json({ ok: true });
  });

  return app;
}
