// The campus map as festival data: GET /api/locations (anyone: the locations and the uploaded map with its pins)
// and Staff's console calls to upload the map image, add, edit and delete locations and place their pins
// (contract/campus-map.ts). Every change is audit-logged (services/console-map.ts) and published as the live
// event `map`, so open /map pages read the locations again.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';
import { LocationCreateSchema, LocationEditSchema, MapUidSchema, PinPlaceSchema } from '@contract/campus-map';
import { CONSOLE_PATHS } from '@contract/console';
import { API_PATHS } from '@contract/paths';
import type { ChangeFeed } from '../db/changes';
import type { Deps } from '../deps';
import { slashOptional } from '../lib/paths';
import { check, idParam, jsonBody } from '../lib/validate';
import { createBuildingPlanService } from '../services/building-plans';
import { createCampusMapService } from '../services/console-map';
import { buildingPlanRoutes } from './building-plans';
import { prepareMapImage, readImageForm } from './image-form';

const STAFF = ['Staff'] as const;
const STAFF_WHY = 'only Staff can change the campus map and its locations';
const UPLOADS_URL = '/api/uploads/';
const UPLOAD_NAME = /^[a-f0-9]{32}\.(jpg|png|webp)$/;

export function consoleMapRoutes(deps: Deps, changes?: ChangeFeed | null): Hono {
  const { db, sessions, clock, catalog, uploadsDir } = deps;
  const map = createCampusMapService(db, changes);
  // Building plans (routes/building-plans.ts) belong to the locations: a plan's change drops the locations' copy
  // (has_detail_map follows it), a location's change drops the plans' copy.
  const plans = createBuildingPlanService(db, changes);
  // A festival file import (or a reload after one in another process) rewrites the locations.
  deps.festival?.onChange(() => {
    map.invalidate();
    plans.invalidate();
  });
  const app = new Hono();
  const published = () => {
    plans.invalidate();
    deps.live?.publish('map', { changed: true });
  };

  async function removeUpload(url: string | null) {
    if (!url?.startsWith(UPLOADS_URL)) return;
    const name = url.slice(UPLOADS_URL.length);
    if (UPLOAD_NAME.test(name)) await fs.rm(path.join(uploadsDir, name), { force: true });
  }

  for (const p of slashOptional(API_PATHS.locations)) app.get(p, async (c) => c.json(await map.read()));

  app.put(CONSOLE_PATHS.mapImage, async (c) => {
    const form = await readImageForm(c);
    const who = await sessions.require(typeof form.uid === 'string' ? form.uid : undefined, STAFF, STAFF_WHY);
    const img = await prepareMapImage(form.file);
    await fs.mkdir(uploadsDir, { recursive: true });
    const name = `${crypto.randomBytes(16).toString('hex')}.${img.ext}`;
    const file = path.join(uploadsDir, name);
    await fs.writeFile(file, img.bytes, { flag: 'wx' });
    const url = `${UPLOADS_URL}${name}`;
    let replaced: string | null;
    try {
      replaced = await map.setImage(who, { url, width: img.width, height: img.height }, clock.date());
    } catch (err) {
      await fs.rm(file, { force: true });
      throw err;
    }
    await removeUpload(replaced);
    published();
    return c.json({ image_url: url, width: img.width, height: img.height });
  });

  app.delete(CONSOLE_PATHS.mapImage, async (c) => {
    const body = await jsonBody(c, { allowEmpty: false });
    const who = await sessions.require(body.uid, STAFF, STAFF_WHY);
    check(MapUidSchema, body);
    await removeUpload(await map.clearImage(who, clock.date()));
    published();
    return c.json({ ok: true });
  });

  app.post(CONSOLE_PATHS.locations, async (c) => {
    const body = await jsonBody(c, { allowEmpty: false });
    const who = await sessions.require(body.uid, STAFF, STAFF_WHY);
    const req = check(LocationCreateSchema, body);
    const location = await map.create(who, req, clock.date());
    published();
    return c.json({ location }, 201);
  });

  app.patch(CONSOLE_PATHS.location(':id'), async (c) => {
    const id = idParam(c);
    const body = await jsonBody(c, { allowEmpty: false });
    const who = await sessions.require(body.uid, STAFF, STAFF_WHY);
    const req = check(LocationEditSchema, body);
    const location = await map.edit(who, id, req, clock.date());
    // Booths carry their location's name and coordinates.
    catalog.invalidateBooths();
    published();
    return c.json({ location });
  });

  app.delete(CONSOLE_PATHS.location(':id'), async (c) => {
    const id = idParam(c);
    const body = await jsonBody(c, { allowEmpty: false });
    const who = await sessions.require(body.uid, STAFF, STAFF_WHY);
    check(MapUidSchema, body);
    await removeUpload(await map.remove(who, id, clock.date()));
    published();
    return c.json({ ok: true, id });
  });

  app.put(CONSOLE_PATHS.locationPin(':id'), async (c) => {
    const id = idParam(c);
    const body = await jsonBody(c, { allowEmpty: false });
    const who = await sessions.require(body.uid, STAFF, STAFF_WHY);
    const req = check(PinPlaceSchema, body);
    const pin = await map.placePin(who, id, req, clock.date());
    published();
    return c.json({ pin });
  });

  app.route('/', buildingPlanRoutes(deps, plans, () => map.invalidate()));
  return app;
}
