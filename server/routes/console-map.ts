// The campus map as festival data: GET /api/locations (anyone: the locations and the uploaded map with its pins)
// and Staff's console calls to upload the map image, add, edit and delete locations and place their pins
// (contract/campus-map.ts). Every change is audit-logged (services/console-map.ts) and published as the live
// event `map`, so open /map pages read the locations again.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Hono, type Context } from 'hono';
import { LocationCreateSchema, LocationEditSchema, MAP_LIMITS, MapUidSchema, PinPlaceSchema } from '@contract/campus-map';
import { CONSOLE_PATHS } from '@contract/console';
import { API_PATHS } from '@contract/paths';
import type { ChangeFeed } from '../db/changes';
import type { Deps } from '../deps';
import { ApiError, badRequest } from '../lib/errors';
import { BadImageError, checkDimensions, IMAGE_TYPES, ImageTooLargeError, sniffImage, stripMetadata } from '../lib/images';
import { slashOptional } from '../lib/paths';
import { check, idParam, jsonBody } from '../lib/validate';
import { createCampusMapService } from '../services/console-map';

const STAFF = ['Staff'] as const;
const STAFF_WHY = 'only Staff can change the campus map and its locations';
const UPLOADS_URL = '/api/uploads/';
const UPLOAD_NAME = /^[a-f0-9]{32}\.(jpg|png|webp)$/;
const MB = MAP_LIMITS.imageBytes / (1024 * 1024);
const tooBig = () => new ApiError(413, `the map image may be at most ${MB} MB`, { error: 'too_large' });

/** The multipart form's uid and image file; anything else is a 4xx with its reason. */
async function readImageForm(c: Context): Promise<{ uid: unknown; file: File }> {
  const type = c.req.header('content-type') ?? '';
  if (!type.includes('multipart/form-data')) {
    throw new ApiError(415, 'send the map image as multipart/form-data with the fields uid and image', { error: 'unsupported_media_type' });
  }
  let body: Record<string, string | File | (string | File)[]>;
  try {
    body = await c.req.parseBody({ all: true });
  } catch {
    throw badRequest('the form could not be read', 'malformed multipart body');
  }
  const image = body.image;
  if (Array.isArray(image)) throw badRequest('send one image');
  if (!(image instanceof File) || image.size === 0) throw badRequest('image is required: choose a PNG, JPEG or WebP file');
  const uid = body.uid;
  return { uid: Array.isArray(uid) ? undefined : uid, file: image };
}

/** By content, not by name or declared type: PNG, JPEG or WebP (never SVG), its size read from the header. */
async function prepareMapImage(file: File): Promise<{ bytes: Buffer; ext: string; width: number; height: number }> {
  if (file.size > MAP_LIMITS.imageBytes) throw tooBig();
  const buf = Buffer.from(await file.arrayBuffer());
  if (buf.length > MAP_LIMITS.imageBytes) throw tooBig();
  const kind = sniffImage(buf);
  if (!kind) throw new ApiError(415, 'the map must be a PNG, JPEG or WebP image', { error: 'unsupported_media_type' });
  try {
    const { width, height } = checkDimensions(buf);
    return { bytes: stripMetadata(buf, kind), ext: IMAGE_TYPES[kind].ext, width, height };
  } catch (err) {
    if (err instanceof ImageTooLargeError) throw new ApiError(413, err.message, { error: 'image_too_large' });
    if (err instanceof BadImageError) throw badRequest('the image file is damaged');
    throw err;
  }
}

export function consoleMapRoutes(deps: Deps, changes?: ChangeFeed | null): Hono {
  const { db, sessions, clock, catalog, uploadsDir } = deps;
  const map = createCampusMapService(db, changes);
  // A festival file import (or a reload after one in another process) rewrites the locations.
  deps.festival?.onChange(() => map.invalidate());
  const app = new Hono();
  const published = () => deps.live?.publish('map', { changed: true });

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
    await map.remove(who, id, clock.date());
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

  return app;
}
