// Board: lists, detail, related, the urgent notice, notices, lost items (multipart with an image)
// and events. Reads come from the in-memory catalog; every write checks the session, the role and
// the ownership of the post, then invalidates the catalog.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import {
  EmergencyUpdateSchema,
  EventWriteSchema,
  LostEditSchema,
  BoardPageQuerySchema,
  LostWriteSchema,
  NoticeWriteSchema,
  UidOnlySchema,
} from '@contract/schemas';
import { ADMIN_ROLES, BOARD_PAGING, BOOTH_ROLES, FESTA_ROLES, LIMITS } from '@contract/constants';
import { kstDate, kstTime } from '@contract/time';
import type { BoardPageResponse, BoardPost, EventSummary } from '@contract/types';
import type { Deps } from '../deps';
import * as t from '../db/schema';
import { ApiError, badRequest, forbidden, notFound } from '../lib/errors';
import { BadImageError, checkDimensions, IMAGE_TYPES, ImageTooLargeError, sniffImage, stripMetadata } from '../lib/images';
import { kstIso } from '../lib/time';
import { check, idParam, jsonBody } from '../lib/validate';
import { createBoardPages, isPublished, publishedCount } from '../services/board-pages';
import type { BoothRecord, PostRecord } from '../services/catalog';

export const UPLOADS_URL = '/api/uploads/';

export function postJson(p: PostRecord, booths: Map<number, BoothRecord>): BoardPost {
  const booth = p.boothId !== null ? booths.get(p.boothId) : undefined;
  return {
    id: p.id,
    category: p.category,
    title: p.title,
    writer: p.writerName,
    content: p.content,
    detail: p.content,
    booth_id: p.boothId,
    booth_name: booth?.name ?? null,
    booth_location: booth?.location.name ?? null,
    created_at: kstIso(p.createdAt),
    updated_at: kstIso(p.updatedAt),
    start_time: p.startTime ? kstIso(p.startTime) : null,
    end_time: p.endTime ? kstIso(p.endTime) : null,
    event_time: p.startTime && p.endTime ? `${kstTime(p.startTime)} ~ ${kstTime(p.endTime)}` : null,
    image: p.image,
    images: p.image ? [p.image] : [],
    location: p.location,
    is_emergency: p.isEmergency,
  };
}

function eventJson(p: PostRecord, booths: Map<number, BoothRecord>): EventSummary {
  return {
    id: p.id,
    title: p.title,
    booth_name: (p.boothId !== null && booths.get(p.boothId)?.name) || '',
    booth_id: p.boothId ?? 0,
    writer: p.writerName,
    start_time: p.startTime ? kstIso(p.startTime) : '',
    end_time: p.endTime ? kstIso(p.endTime) : '',
    detail: p.content,
  };
}

/** The uid of a request without a body: JSON body, ?uid= or `Authorization: Bearer <uid>`. */
async function uidOf(c: Context): Promise<string | undefined> {
  const auth = c.req.header('authorization');
  if (auth?.startsWith('Bearer ')) return auth.slice(7).trim();
  const q = c.req.query('uid');
  if (q) return q;
  const body = await jsonBody(c);
  if (body.uid === undefined) return undefined;
  return check(UidOnlySchema, body).uid;
}

export interface Form {
  fields: Record<string, unknown>;
  image: File | null;
}

/** Lost-item forms arrive as multipart (or urlencoded / JSON without an image). */
export async function readForm(c: Context): Promise<Form> {
  const type = c.req.header('content-type') ?? '';
  if (type.includes('application/json')) return { fields: await jsonBody(c), image: null };
  if (!type.includes('multipart/form-data') && !type.includes('application/x-www-form-urlencoded')) {
    throw new ApiError(415, 'send the form as multipart/form-data', { error: 'unsupported_media_type' });
  }
  let body: Record<string, string | File | (string | File)[]>;
  try {
    body = await c.req.parseBody({ all: true });
  } catch {
    throw badRequest('the form could not be read', 'malformed multipart body');
  }
  const fields: Record<string, unknown> = {};
  let image: File | null = null;
  for (const [key, value] of Object.entries(body)) {
    if (Array.isArray(value)) throw badRequest(`${key} was sent more than once`);
    if (key === 'image' || key === 'images') {
      if (typeof value === 'string') {
        if (value !== '') throw badRequest('image must be a file');
      } else if (value.size > 0) image = value;
      continue;
    }
    if (typeof value !== 'string') throw badRequest(`${key} must be text, not a file`);
    fields[key] = value;
  }
  return { fields, image };
}

/** Checks the image by content, strips its metadata and returns it, ready to store. */
export async function prepareImage(file: File): Promise<{ bytes: Buffer; ext: string }> {
  if (file.size > LIMITS.imageBytes) {
    throw new ApiError(413, 'only images up to 1MB can be attached', { error: 'too_large' });
  }
  const buf = Buffer.from(await file.arrayBuffer());
  if (buf.length > LIMITS.imageBytes) throw new ApiError(413, 'only images up to 1MB can be attached', { error: 'too_large' });
  const kind = sniffImage(buf);
  if (!kind) throw new ApiError(415, 'only JPEG, PNG or WebP images can be attached', { error: 'unsupported_media_type' });
  try {
    checkDimensions(buf);
    return { bytes: stripMetadata(buf, kind), ext: IMAGE_TYPES[kind].ext };
  } catch (err) {
    if (err instanceof ImageTooLargeError) throw new ApiError(413, err.message, { error: 'image_too_large' });
    if (err instanceof BadImageError) throw badRequest('the image file is damaged');
    throw err;
  }
}

export function boardRoutes(deps: Deps): Hono {
  const { db, catalog, clock, sessions, uploadsDir } = deps;
  const app = new Hono();

  async function storeImage(img: { bytes: Buffer; ext: string }): Promise<{ url: string; file: string }> {
    await fs.mkdir(uploadsDir, { recursive: true });
    const name = `${crypto.randomBytes(16).toString('hex')}.${img.ext}`;
    const file = path.join(uploadsDir, name);
    await fs.writeFile(file, img.bytes, { flag: 'wx' });
    return { url: `${UPLOADS_URL}${name}`, file };
  }
  async function removeUpload(url: string | null) {
    if (!url?.startsWith(UPLOADS_URL)) return;
    const name = url.slice(UPLOADS_URL.length);
    if (/^[a-f0-9]{32}\.(jpg|png|webp)$/.test(name)) await fs.rm(path.join(uploadsDir, name), { force: true });
  }

  const listOf = async (c: Context, filter: (p: PostRecord) => boolean, aliases = false) => {
    const [board, { byId }] = await Promise.all([catalog.board(), catalog.booths()]);
    const now = clock.now();
    const result = board.posts.filter((p) => isPublished(p, now) && filter(p)).map((p) => postJson(p, byId));
    return c.json({ message: 'ok', total_count: result.length, result, ...(aliases ? { results: result } : {}) });
  };

  /** A post of this category, written by this admin; 404 / 403 otherwise. */
  async function ownPost(id: number, category: PostRecord['category'], adminId: number): Promise<PostRecord> {
    const [p] = (await db.select().from(t.posts).where(eq(t.posts.id, id))) as PostRecord[];
    if (!p || p.isEmergency || p.category !== category) throw notFound('this post does not exist');
    if (p.writerAdminId !== adminId) throw forbidden('you can only change your own posts');
    return p;
  }

  // ---------- Urgent notice ----------
  app.get('/board/emergency', async (c) => {
    const { emergency } = await catalog.board();
    if (!emergency) throw notFound('there is no urgent notice');
    return c.json({ id: emergency.id, title: emergency.title, content: emergency.content });
  });
  app.patch('/board/emergency', async (c) => {
    const body = await jsonBody(c);
    const admin = await sessions.require(body.uid, FESTA_ROLES, 'no permission to edit the urgent notice');
    const req = check(EmergencyUpdateSchema, body);
    const now = clock.date();
    const values = { title: req.title.trim(), content: req.content.trim(), updatedAt: now };
    const existing = await db.select({ id: t.posts.id }).from(t.posts).where(eq(t.posts.isEmergency, true)).limit(1);
    let id: number;
    if (existing[0]) {
      id = existing[0].id;
      await db.update(t.posts).set(values).where(eq(t.posts.id, id));
    } else {
      const [row] = await db
        .insert(t.posts)
        .values({ ...values, category: 'Notice', writerAdminId: admin.id, writerName: admin.name, isEmergency: true, createdAt: now })
        .returning({ id: t.posts.id });
      id = row.id;
    }
    catalog.invalidateBoard();
    deps.live?.publish('urgent', { id, title: values.title, content: values.content });
    return c.json({ message: 'urgent notice edited', id });
  });
  // Clearing the notice when the danger is over: the home marquee and GET /board/emergency go empty.
  app.delete('/board/emergency', async (c) => {
    const uid = await uidOf(c);
    await sessions.require(uid, FESTA_ROLES, 'no permission to clear the urgent notice');
    const gone = await db.delete(t.posts).where(eq(t.posts.isEmergency, true)).returning({ id: t.posts.id });
    if (!gone.length) throw notFound('there is no urgent notice');
    catalog.invalidateBoard();
    deps.live?.publish('urgent', { id: gone[0].id, cleared: true });
    return c.json({ message: 'urgent notice cleared', id: gone[0].id });
  });

  // ---------- Lists ----------
  // With page or size: one page in the ALL order (or a category's, newest first), searched, counted, in SQL.
  // Without: the 2025 client's whole list, newest first, capped at the newest BOARD_PAGING.wholeListCap posts.
  const boardPages = createBoardPages(db);
  const boardList = async (c: Context) => {
    const q = check(BoardPageQuerySchema, c.req.query());
    const paged = q.page !== undefined || q.size !== undefined;
    const page = q.page ?? 1;
    const size = paged ? (q.size ?? BOARD_PAGING.defaultSize) : BOARD_PAGING.wholeListCap;
    const [board, { byId }] = await Promise.all([catalog.board(), catalog.booths()]);
    const now = clock.now();
    const found = await boardPages(
      { category: q.category ?? null, search: (q.search ?? '').trim(), page, size, order: paged ? 'all' : 'newest' },
      new Date(now),
      board,
      publishedCount(board.posts, now),
    );
    const results = found.posts.map((p) => postJson(p, byId));
    if (!paged) return c.json({ message: 'ok', total_count: found.total, result: results });
    const body: BoardPageResponse = { total_count: found.total, page, size, results };
    return c.json(body);
  };
  app.get('/board/', boardList);
  app.get('/board', boardList);
  app.get('/board/notices', (c) => listOf(c, (p) => p.category === 'Notice', true));
  app.get('/board/losts', (c) => listOf(c, (p) => p.category === 'LostItem', true));
  app.get('/board/events', async (c) => {
    const [board, { byId }] = await Promise.all([catalog.board(), catalog.booths()]);
    const now = clock.now();
    const result = board.posts.filter((p) => p.category === 'Event' && isPublished(p, now)).map((p) => eventJson(p, byId));
    return c.json({ message: 'ok', result });
  });
  app.get('/board/events/:id', async (c) => {
    const id = idParam(c);
    const [board, { byId }] = await Promise.all([catalog.board(), catalog.booths()]);
    const p = board.byId.get(id);
    if (!p || p.category !== 'Event' || !isPublished(p, clock.now())) throw notFound('this event does not exist');
    return c.json(eventJson(p, byId));
  });

  // ---------- Notices ----------
  app.post('/board/notices', async (c) => {
    const body = await jsonBody(c);
    const admin = await sessions.require(body.uid, FESTA_ROLES, 'no permission to write a general notice');
    const req = check(NoticeWriteSchema, body);
    const now = clock.date();
    const [row] = await db
      .insert(t.posts)
      .values({
        category: 'Notice',
        title: req.title.trim(),
        content: req.content.trim(),
        writerAdminId: admin.id,
        writerName: admin.name,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: t.posts.id });
    catalog.invalidateBoard();
    deps.live?.publish('post', { id: row.id, action: 'created', category: 'Notice' });
    return c.json({ message: 'notice registration complete', id: row.id }, 201);
  });
  app.patch('/board/notices/:id', async (c) => {
    const id = idParam(c);
    const body = await jsonBody(c);
    const admin = await sessions.require(body.uid, FESTA_ROLES, 'no permission to edit notices');
    const req = check(NoticeWriteSchema, body);
    await ownPost(id, 'Notice', admin.id);
    await db
      .update(t.posts)
      .set({ title: req.title.trim(), content: req.content.trim(), updatedAt: clock.date() })
      .where(eq(t.posts.id, id));
    catalog.invalidateBoard();
    deps.live?.publish('post', { id, action: 'edited', category: 'Notice' });
    return c.json({ message: 'notice edited', id });
  });

  // ---------- Lost items ----------
  app.post('/board/losts', async (c) => {
    const form = await readForm(c);
    const admin = await sessions.require(form.fields.uid, FESTA_ROLES, 'no permission to write lost-item posts');
    const req = check(LostWriteSchema, form.fields);
    const img = form.image ? await prepareImage(form.image) : null;
    const stored = img ? await storeImage(img) : null;
    const now = clock.date();
    try {
      const [row] = await db
        .insert(t.posts)
        .values({
          category: 'LostItem',
          title: req.title.trim(),
          content: req.content.trim(),
          location: req.location.trim(),
          image: stored?.url ?? null,
          writerAdminId: admin.id,
          writerName: admin.name,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: t.posts.id });
      catalog.invalidateBoard();
      deps.live?.publish('post', { id: row.id, action: 'created', category: 'LostItem' });
      return c.json({ message: 'lost item registration complete', id: row.id, image: stored?.url ?? null }, 201);
    } catch (err) {
      if (stored) await fs.rm(stored.file, { force: true });
      throw err;
    }
  });
  app.patch('/board/losts/:id', async (c) => {
    const id = idParam(c);
    const form = await readForm(c);
    const admin = await sessions.require(form.fields.uid, FESTA_ROLES, 'no permission to edit lost-item posts');
    const req = check(LostEditSchema, form.fields);
    const post = await ownPost(id, 'LostItem', admin.id);
    const img = form.image ? await prepareImage(form.image) : null;
    const stored = img ? await storeImage(img) : null;
    try {
      await db
        .update(t.posts)
        .set({
          ...(req.title !== undefined ? { title: req.title.trim() } : {}),
          ...(req.content !== undefined ? { content: req.content.trim() } : {}),
          ...(req.location !== undefined ? { location: req.location.trim() } : {}),
          ...(stored ? { image: stored.url } : {}),
          updatedAt: clock.date(),
        })
        .where(eq(t.posts.id, id));
    } catch (err) {
      if (stored) await fs.rm(stored.file, { force: true });
      throw err;
    }
    if (stored) await removeUpload(post.image);
    catalog.invalidateBoard();
    deps.live?.publish('post', { id, action: 'edited', category: 'LostItem' });
    return c.json({ message: 'lost item edited', id, image: stored?.url ?? post.image });
  });

  // ---------- Events ----------
  app.post('/board/events', async (c) => {
    const body = await jsonBody(c);
    const admin = await sessions.require(body.uid, BOOTH_ROLES, 'no permission to write events');
    const req = check(EventWriteSchema, body);
    if (admin.boothId === null) throw forbidden('no booth is linked to this admin, so events cannot be written');
    const now = clock.now();
    const start = Date.parse(req.start_time);
    const end = Date.parse(req.end_time);
    const today = kstDate(now);
    if (kstDate(start) !== today || kstDate(end) !== today) {
      throw badRequest('only same-day events can be written', `today is ${today} (Korea time)`);
    }
    if (start < Math.floor(now / 60_000) * 60_000) throw badRequest('start time cannot be earlier than now');
    if (end <= start) throw badRequest('end time cannot be earlier than start time');
    const [row] = await db
      .insert(t.posts)
      .values({
        category: 'Event',
        title: req.title.trim(),
        content: req.detail.trim(),
        boothId: admin.boothId,
        startTime: new Date(start),
        endTime: new Date(end),
        writerAdminId: admin.id,
        writerName: admin.name,
        createdAt: new Date(now),
        updatedAt: new Date(now),
      })
      .returning({ id: t.posts.id });
    catalog.invalidateBoard();
    deps.live?.publish('post', { id: row.id, action: 'created', category: 'Event', booth_id: admin.boothId });
    return c.json({ message: 'event registration complete', id: row.id }, 201);
  });

  // ---------- One post ----------
  app.get('/board/:id', async (c) => {
    const id = idParam(c);
    const [board, { byId }] = await Promise.all([catalog.board(), catalog.booths()]);
    const p = board.byId.get(id);
    if (!p || !isPublished(p, clock.now())) throw notFound('this post does not exist');
    return c.json(postJson(p, byId));
  });
  app.get('/board/:id/related', async (c) => {
    const id = idParam(c);
    const [board, { byId }] = await Promise.all([catalog.board(), catalog.booths()]);
    const now = clock.now();
    const post = board.byId.get(id);
    if (!post || !isPublished(post, now)) throw notFound('this post does not exist');
    // The 3 posts written before it (the list is newest first; none is dated after it, so all are published).
    const idx = board.posts.findIndex((p) => p.id === id);
    const related = board.posts.slice(idx + 1, idx + 4).map((p) => postJson(p, byId));
    return c.json({ related });
  });
  app.delete('/board/:id', async (c) => {
    const id = idParam(c);
    const uid = await uidOf(c);
    const admin = await sessions.require(uid, ADMIN_ROLES, 'only admins can delete posts');
    const [p] = (await db.select().from(t.posts).where(eq(t.posts.id, id))) as PostRecord[];
    if (!p) throw notFound('this post does not exist');
    if (p.isEmergency) throw forbidden('the urgent notice cannot be deleted; edit it instead');
    if (p.writerAdminId !== admin.id) throw forbidden('you can only delete your own posts');
    await db.delete(t.posts).where(eq(t.posts.id, id));
    await removeUpload(p.image);
    catalog.invalidateBoard();
    deps.live?.publish('post', { id, action: 'deleted', category: p.category, booth_id: p.boothId });
    return c.json({ message: 'post deleted', id });
  });

  return app;
}
