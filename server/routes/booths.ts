// Booth lists (every filter of the 2025 server), details in three paths, and the like toggle.
import { distanceM } from '@contract/rules/geo';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { BoothListRequestSchema, LikeRequestSchema } from '@contract/schemas';
import { kstDate } from '@contract/time';
import type { BoothDetail, BoothListItem, LikeResponse, MenuItem } from '@contract/types';
import type { Deps } from '../deps';
import { rowsOf } from '../db/client';
import { notFound } from '../lib/errors';
import { kstMinuteOfDay } from '../lib/time';
import { check, idParam, jsonBody } from '../lib/validate';
import { visitorIdOrIssue } from '../lib/visitor-id';
import { buildBoothIndex, nearestFirst, type BoothIndex } from '../services/booth-index';
import { hasOpenEvent, runningEvent, type BoothRecord, type PostRecord } from '../services/catalog';

const hhmm = (s: string | null) => (s ? s.slice(0, 5) : null);

/** dorder tables are reported between 17:30 and 23:00 Korea time only. */
function canUsage(b: BoothRecord, now: number): boolean | null {
  if (!b.isDorder) return null;
  const m = kstMinuteOfDay(now);
  if (m < 17 * 60 + 30 || m >= 23 * 60) return null;
  return b.canUsage ?? false;
}

export function boothRoutes(deps: Deps): Hono {
  const { catalog, clock, visitorIds } = deps;
  const app = new Hono();

  // The index of the booths and events of one load each: rebuilt only when either is reloaded.
  const indexes = new WeakMap<object, WeakMap<object, BoothIndex>>();
  const indexOf = (booths: { list: BoothRecord[] }, board: { events: PostRecord[] }): BoothIndex => {
    let byBoard = indexes.get(booths);
    if (!byBoard) indexes.set(booths, (byBoard = new WeakMap()));
    let index = byBoard.get(board);
    if (!index) byBoard.set(board, (index = buildBoothIndex(booths.list, board.events)));
    return index;
  };

  const list = async (c: import('hono').Context) => {
    const req = check(BoothListRequestSchema, await jsonBody(c));
    const now = clock.now();
    const [boothData, board, liked] = await Promise.all([
      catalog.booths(),
      catalog.board(),
      visitorIds.isValid(req.user_id) ? catalog.likedBy(req.user_id) : Promise.resolve(new Set<number>()),
    ]);
    const today = kstDate(now);
    const index = indexOf(boothData, board);
    // Types, day and night come from the index; the building and the event flag are checked per booth left.
    const slice = index.slice(req.types, req.date, req.is_night);
    const openOf = new Map<number, boolean>();
    const isOpen = (b: BoothRecord) => {
      let open = openOf.get(b.id);
      if (open === undefined) openOf.set(b.id, (open = hasOpenEvent(index.eventsOf(b.id), b.id, now)));
      return open;
    };
    const keep = (b: BoothRecord) =>
      (req.building_id === undefined || b.location.id === req.building_id) && (req.is_event === undefined || isOpen(b) === req.is_event);
    const limit = req.limit ?? Infinity;
    const take = (xs: Iterable<BoothRecord>) => {
      const out: BoothRecord[] = [];
      for (const b of xs) {
        if (out.length >= limit) break;
        if (keep(b)) out.push(b);
      }
      return out;
    };
    const byLikes = (a: BoothRecord, b: BoothRecord) => catalog.likeCount(b.id) - catalog.likeCount(a.id) || a.id - b.id;
    let picked: BoothRecord[];
    if (req.top_liked_3) {
      picked = slice.list.filter((b) => keep(b) && catalog.likeCount(b.id) > 0).sort(byLikes).slice(0, 3);
    } else if (req.ordering === 'distance') {
      // One distance per location (every booth of a location is as far away).
      const perLocation = new Map<number, number | null>();
      const distance = (b: BoothRecord) => {
        if (!perLocation.has(b.location.id)) perLocation.set(b.location.id, distanceOf(b, req.user_location));
        return perLocation.get(b.location.id)!;
      };
      picked = nearestFirst(slice, distance, keep, limit);
    } else if (req.ordering === '-likes') {
      picked = slice.list.filter(keep).sort(byLikes).slice(0, limit);
    } else if (req.ordering === '-id') {
      picked = take(reversed(slice.list));
    } else if (req.ordering === 'name') {
      picked = slice.list.filter(keep).sort((a, b) => a.name.localeCompare(b.name, 'ko') || a.id - b.id).slice(0, limit);
    } else {
      picked = take(slice.list);
    }
    const rows = picked.map((b) => ({
      b,
      likes: catalog.likeCount(b.id),
      event: runningEvent(index.eventsOf(b.id), b.id, now),
      open: isOpen(b),
      distance: distanceOf(b, req.user_location),
    }));
    const results: BoothListItem[] = rows.map(({ b, likes, event, open, distance }) => {
      const day = b.schedules.find((s) => s.day === (req.date ?? today)) ?? b.schedules[0];
      return {
        booth_id: b.id,
        name: b.name,
        category: b.category,
        image_url: b.imageUrl,
        is_night: b.isNight,
        is_dorder: b.isDorder,
        is_event: open,
        event_id: event?.id ?? null,
        location: b.location,
        distance_m: distance,
        business_days: b.businessDays,
        start_time: hhmm(day?.startTime ?? null),
        end_time: hhmm(day?.endTime ?? null),
        like_cnt: likes,
        is_liked: liked.has(b.id),
        corners: b.cornerItems,
      };
    });
    return c.json({ results });
  };
  app.post('/booths/list/', list);
  app.post('/booths/list', list);

  const detail = async (c: import('hono').Context) => {
    const id = idParam(c);
    const now = clock.now();
    const [boothData, board] = await Promise.all([catalog.booths(), catalog.board()]);
    const b = boothData.byId.get(id);
    if (!b) throw notFound('This booth does not exist');
    const userId = c.req.query('user_id');
    const liked = visitorIds.isValid(userId) ? await catalog.likedBy(userId) : new Set<number>();
    const events = indexOf(boothData, board).eventsOf(id);
    return c.json(boothDetail(b, catalog.likeCount(id), liked.has(id), runningEvent(events, id, now), hasOpenEvent(events, id, now), now));
  };
  app.get('/booths/:id{[^/]+}/', detail);
  app.get('/booths/detail/:id{[^/]+}/', detail);
  app.get('/booths/detail/:id{[^/]+}', detail);
  app.get('/booths/:id{[^/]+}', detail);

  const like = async (c: import('hono').Context) => {
    const id = idParam(c);
    const req = check(LikeRequestSchema, await jsonBody(c));
    if (!(await catalog.booths()).byId.has(id)) throw notFound('This booth does not exist');
    const userId = await visitorIdOrIssue(deps, c, req.user_id);
    // Per address and booth: one network cannot rig the ranking, a crowd liking many booths is not slowed.
    await deps.limits.enforce('like', `${deps.clientAddress(c)}:${id}`);
    const toggled = await toggleLike(deps, id, userId);
    if (!toggled) throw notFound('This booth does not exist');
    const { liked, count, version } = toggled;
    catalog.recordToggle(id, userId, liked, count, version);
    // The latest count known, not this toggle's: toggles of one booth may answer out of order.
    deps.live?.like(id, catalog.likeCount(id));
    const body: LikeResponse = {
      message: liked ? 'liked' : 'like removed',
      booth_id: id,
      likes_count: count,
      is_liked: liked,
      user_id: userId,
    };
    return c.json(body);
  };
  app.post('/booths/:id{[^/]+}/likes/', like);
  app.post('/booths/:id{[^/]+}/likes', like);

  return app;
}

/**
 * One toggle of (visitor, booth): delete the like if it exists, else insert it, and move the
 * booth's count by the same amount, so the count always equals the rows.
 */
const toggleStatement = (boothId: number, visitorId: string, at: Date) => sql`
  with del as (
    delete from booth_likes where booth_id = ${boothId} and visitor_id = ${visitorId} returning 1
  ), ins as (
    insert into booth_likes (booth_id, visitor_id, created_at)
    select ${boothId}, ${visitorId}, ${at.toISOString()}
    where not exists (select 1 from del) and exists (select 1 from booths where id = ${boothId})
    returning 1
  ), upd as (
    update booths set like_count = like_count + (select count(*) from ins) - (select count(*) from del),
      like_version = nextval('booth_like_version_seq')
    where id = ${boothId} returning like_count, like_version
  )
  select (select count(*) from ins)::int as liked, (select like_count from upd) as n, (select like_version from upd) as v`;

async function toggleLike(deps: Deps, boothId: number, visitorId: string): Promise<{ liked: boolean; count: number; version: number } | null> {
  const { db, kind, clock } = deps;
  const read = (r: unknown) => {
    const row = rowsOf<{ liked: number; n: number | null; v: number | string | null }>(r)[0];
    return row && row.n !== null ? { liked: Number(row.liked) === 1, count: Number(row.n), version: Number(row.v) } : null;
  };
  // PGlite runs one statement at a time: the single statement is the whole transaction.
  if (kind === 'pglite') return read(await db.execute(toggleStatement(boothId, visitorId, clock.date())));
  return db.transaction(async (tx) => {
    // The booth row's lock serialises the toggles of one booth, so the statement that follows sees
    // every earlier toggle. A like may be lost in a crash (no fsync wait), never miscounted.
    const locked = rowsOf(
      await tx.execute(sql`select set_config('synchronous_commit', 'off', true) as c, id from booths where id = ${boothId} for update`),
    );
    if (!locked.length) return null;
    return read(await tx.execute(toggleStatement(boothId, visitorId, clock.date())));
  });
}

function* reversed<T>(xs: readonly T[]): Generator<T> {
  for (let i = xs.length - 1; i >= 0; i--) yield xs[i];
}

function distanceOf(b: BoothRecord, loc: { x: number; y: number } | null | undefined): number | null {
  if (!loc || b.location.lat === null || b.location.lng === null) return null;
  return distanceM(loc, b.location);
}

export function boothDetail(
  b: BoothRecord,
  likes: number,
  isLiked: boolean,
  event: PostRecord | null,
  openEvent: boolean,
  now: number,
): BoothDetail {
  // Night booths list the entry fee first; dorder booths mark their 3 best sellers.
  const menus = [...b.menus];
  if (b.isNight) menus.sort((x, y) => Number(y.isEntryFee) - Number(x.isEntryFee));
  const best = new Set(
    b.isDorder
      ? [...b.menus]
          .filter((m) => !m.isEntryFee && m.sold > 0)
          .sort((x, y) => y.sold - x.sold || x.id - y.id)
          .slice(0, 3)
          .map((m) => m.id)
      : [],
  );
  const menuItems: MenuItem[] = menus.map((m) => ({
    id: m.id,
    name: m.name,
    price: m.price,
    image_url: m.imageUrl,
    is_soldout: m.isSoldout,
    ...(b.isDorder ? { is_best: best.has(m.id) } : {}),
    ...(b.isNight ? { is_entry_fee: m.isEntryFee } : {}),
  }));
  return {
    id: b.id,
    booth_id: b.id,
    name: b.name,
    category: b.category,
    image_url: b.imageUrl,
    is_night: b.isNight,
    is_dorder: b.isDorder,
    booth_can_usage: canUsage(b, now),
    booth_description: b.description,
    location: b.location,
    location_name: b.location.name,
    location_description: null,
    schedules: b.schedules.map((s) => ({ day: s.day, start_time: s.startTime, end_time: s.endTime })),
    corners: b.corners.map((name) => ({ name })),
    menus: menuItems,
    like_cnt: likes,
    is_liked: isLiked,
    is_event: openEvent,
    event_id: event?.id ?? null,
  };
}
