// The festival's read side held in memory: booths, stage shows, board posts, the developers page's people. Hot reads (lists,
// details, stage, board) are answered from here; writes invalidate it. Like counts change often,
// so they are patched in place by the like toggle instead of reloading everything.
import { asc, eq } from 'drizzle-orm';
import type { Category } from '@contract/constants';
import type { Credit } from '@contract/credits';
import type { DeveloperTeam } from '@contract/types';
import { hasOpenEvent as openEventAt, runningEventId, type EventWindow } from '@contract/rules/events';
import { publishedBy } from '@contract/rules/instant';
import { RESYNC_TOPIC, type ChangeFeed } from '../db/changes';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { Cached, Lru } from '../lib/cache';
import { weekdayOf } from '../lib/time';
import { SUCCESS_COUNTER } from '../db/seed';

export interface BoothRecord {
  id: number;
  name: string;
  category: Category;
  imageUrl: string | null;
  isNight: boolean;
  isDorder: boolean;
  description: string | null;
  canUsage: boolean | null;
  location: { id: number; name: string; lat: number | null; lng: number | null };
  schedules: { day: string; startTime: string | null; endTime: string | null }[];
  /** Wire forms built once per load (lists answer them many times a second). */
  businessDays: { day: string; weekday: string; start_time: string | null; end_time: string | null }[];
  cornerItems: { name: string }[];
  corners: string[];
  menus: {
    id: number;
    name: string;
    price: number;
    imageUrl: string | null;
    isSoldout: boolean;
    sold: number;
    isEntryFee: boolean;
  }[];
}

export interface PostRecord {
  id: number;
  category: 'Notice' | 'Event' | 'LostItem';
  title: string;
  content: string;
  writerAdminId: number | null;
  writerName: string;
  boothId: number | null;
  location: string | null;
  image: string | null;
  startTime: Date | null;
  endTime: Date | null;
  isEmergency: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export interface StageRecord {
  id: number;
  name: string;
  locationName: string;
  imageUrl: string | null;
  kind: 'club' | 'celebrity';
  startTime: Date;
  endTime: Date;
}

interface BoothData {
  list: BoothRecord[];
  byId: Map<number, BoothRecord>;
}
interface BoardData {
  /** Newest first, emergency notices excluded. */
  posts: PostRecord[];
  byId: Map<number, PostRecord>;
  emergency: PostRecord | null;
  /** Event posts with a booth and times, for is_event / event_id. */
  events: PostRecord[];
}

export interface CatalogOptions {
  db: Db;
  /** How long another process's writes may stay unseen (PostgreSQL); Infinity on PGlite. */
  ttlMs: number;
  /** PostgreSQL: tells other processes of this one's writes, and this one of theirs. */
  changes?: ChangeFeed | null;
  /** After a write, how long a read waits for the reload before serving the last good copy (default: as long as it takes). */
  staleWaitMs?: number;
}

export function createCatalog({ db, ttlMs, changes, staleWaitMs = Infinity }: CatalogOptions) {
  const booths = new Cached<BoothData>(() => loadBooths(db), ttlMs, Date.now, staleWaitMs);
  const board = new Cached<BoardData>(() => loadBoard(db), ttlMs, Date.now, staleWaitMs);
  const stages = new Cached<StageRecord[]>(() => loadStages(db), ttlMs, Date.now, staleWaitMs);
  const credits = new Cached<Credit[]>(() => loadCredits(db), ttlMs, Date.now, staleWaitMs);
  const caches: Record<string, Cached<unknown>> = { booths, board, stages, credits };
  changes?.subscribe((topic) => {
    if (topic === RESYNC_TOPIC) Object.values(caches).forEach((c) => c.invalidate());
    else caches[topic]?.invalidate();
  });
  /** This process's write: drop its own copy and tell the others. */
  const changed = (topic: 'booths' | 'board' | 'stages' | 'credits') => {
    caches[topic].invalidate();
    changes?.publish(topic);
  };

  // Like counts: loaded with a short life; a local toggle writes the committed count here at once. Each count
  // carries its version (booth_like_version_seq): toggles answer out of order, and a read may begin before a
  // toggle commits and end after it, so a count replaces the known one only when its version is later.
  const likeCounts = new Map<number, { n: number; v: number }>();
  let likesLoadedAt = 0;
  let likesLoading: Promise<void> | null = null;
  // With PGlite every write passes through this process, so what it knows stays exact; with
  // PostgreSQL other processes toggle too, so counts and liked sets are re-read after a second.
  const likesTtl = Number.isFinite(ttlMs) ? Math.min(ttlMs, 1000) : Infinity;
  const knowCount = (boothId: number, n: number, v: number) => {
    if ((likeCounts.get(boothId)?.v ?? -Infinity) <= v) likeCounts.set(boothId, { n, v });
  };

  async function loadLikeCounts(): Promise<void> {
    const rows = await db.select({ id: t.booths.id, n: t.booths.likeCount, v: t.booths.likeVersion }).from(t.booths);
    for (const r of rows) knowCount(r.id, r.n, r.v);
    likesLoadedAt = Date.now();
  }

  async function ensureLikeCounts(): Promise<void> {
    if (likesLoadedAt === 0) {
      likesLoading ??= loadLikeCounts().finally(() => (likesLoading = null));
      return likesLoading;
    }
    if (Date.now() - likesLoadedAt > likesTtl && !likesLoading) {
      likesLoading = loadLikeCounts()
        .catch(() => {})
        .finally(() => (likesLoading = null));
    }
  }

  // Which booths a visitor likes: per-visitor sets, patched by that visitor's toggles.
  const likedSets = new Lru<string, { set: Set<number>; at: number }>(20_000);
  async function likedBy(visitorId: string | null | undefined): Promise<Set<number>> {
    if (!visitorId) return new Set();
    const hit = likedSets.get(visitorId);
    if (hit && Date.now() - hit.at <= likesTtl) return hit.set;
    const load = db
      .select({ id: t.boothLikes.boothId })
      .from(t.boothLikes)
      .where(eq(t.boothLikes.visitorId, visitorId))
      .then((rows) => {
        const set = new Set(rows.map((r) => r.id));
        likedSets.set(visitorId, { set, at: Date.now() });
        return set;
      });
    // While the database does not answer: the last known set, or none (the list still answers).
    return orLastGood(load, () => hit?.set ?? new Set<number>(), staleWaitMs);
  }

  let successCache: { n: number; at: number } | null = null;
  let successLoading: Promise<number> | null = null;
  const successTtl = Number.isFinite(ttlMs) ? Math.min(ttlMs, 1000) : Infinity;
  async function successCount(): Promise<number> {
    if (successCache && Date.now() - successCache.at <= successTtl) return successCache.n;
    successLoading ??= db
      .select({ n: t.counters.value })
      .from(t.counters)
      .where(eq(t.counters.name, SUCCESS_COUNTER))
      .then((rows) => {
        const n = Number(rows[0]?.n ?? 0);
        successCache = { n, at: Date.now() };
        return n;
      })
      .finally(() => (successLoading = null));
    // The last known count while the database does not answer.
    const last = successCache;
    return last ? successLoading.catch(() => last.n) : successLoading;
  }

  return {
    booths: async () => {
      await ensureLikeCounts();
      return booths.get();
    },
    board: () => board.get(),
    stages: () => stages.get(),
    /** The developers page's people in the page's order (migration 0019). */
    credits: () => credits.get(),
    likeCount: (boothId: number) => likeCounts.get(boothId)?.n ?? 0,
    /** The global success count, read from the database at most once per ttl (shared by processes). */
    successCount,
    recordSuccessCount(n: number) {
      successCache = { n: Math.max(n, successCache?.n ?? 0), at: Date.now() };
    },
    likedBy,
    /** After a committed toggle: the count (unless a later one is known) and this visitor's set are known exactly. */
    recordToggle(boothId: number, visitorId: string, liked: boolean, count: number, version: number) {
      knowCount(boothId, count, version);
      const hit = likedSets.get(visitorId);
      if (hit) {
        if (liked) hit.set.add(boothId);
        else hit.set.delete(boothId);
      }
    },
    invalidateBooths: () => changed('booths'),
    invalidateBoard: () => changed('board'),
    invalidateStages: () => changed('stages'),
    invalidateCredits: () => changed('credits'),
  };
}
export type Catalog = ReturnType<typeof createCatalog>;

/** `load`, unless it fails or takes longer than waitMs: then `fallback()`. */
function orLastGood<T>(load: Promise<T>, fallback: () => T, waitMs: number): Promise<T> {
  if (!Number.isFinite(waitMs)) return load.catch(fallback);
  return new Promise<T>((resolve) => {
    const timer = setTimeout(() => resolve(fallback()), waitMs);
    load.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      () => {
        clearTimeout(timer);
        resolve(fallback());
      },
    );
  });
}

async function loadBooths(db: Db): Promise<BoothData> {
  const [boothRows, locRows, schedRows, cornerRows, menuRows] = await Promise.all([
    db.select().from(t.booths).orderBy(asc(t.booths.id)),
    db.select().from(t.locations),
    db.select().from(t.boothSchedules).orderBy(asc(t.boothSchedules.day), asc(t.boothSchedules.id)),
    db.select().from(t.boothCorners).orderBy(asc(t.boothCorners.position), asc(t.boothCorners.id)),
    db.select().from(t.boothMenus).orderBy(asc(t.boothMenus.position), asc(t.boothMenus.id)),
  ]);
  const locs = new Map(locRows.map((l) => [l.id, l]));
  const byId = new Map<number, BoothRecord>();
  const list = boothRows.map((b) => {
    const l = locs.get(b.locationId);
    const rec: BoothRecord = {
      id: b.id,
      name: b.name,
      category: b.category as Category,
      imageUrl: b.imageUrl,
      isNight: b.isNight,
      isDorder: b.isDorder,
      description: b.description,
      canUsage: b.canUsage,
      location: { id: b.locationId, name: l?.nameKo ?? '', lat: l?.lat ?? null, lng: l?.lng ?? null },
      schedules: [],
      businessDays: [],
      cornerItems: [],
      corners: [],
      menus: [],
    };
    byId.set(b.id, rec);
    return rec;
  });
  for (const s of schedRows) byId.get(s.boothId)?.schedules.push({ day: s.day, startTime: s.startTime, endTime: s.endTime });
  for (const c of cornerRows) byId.get(c.boothId)?.corners.push(c.name);
  for (const m of menuRows) {
    byId.get(m.boothId)?.menus.push({
      id: m.id,
      name: m.name,
      price: m.price,
      imageUrl: m.imageUrl,
      isSoldout: m.isSoldout,
      sold: m.sold,
      isEntryFee: m.isEntryFee,
    });
  }
  for (const b of list) {
    b.businessDays = b.schedules.map((x) => ({ day: x.day, weekday: weekdayOf(x.day), start_time: x.startTime, end_time: x.endTime }));
    b.cornerItems = b.corners.map((name) => ({ name }));
  }
  return { list, byId };
}

async function loadBoard(db: Db): Promise<BoardData> {
  const rows = (await db.select().from(t.posts)) as PostRecord[];
  rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
  const posts = rows.filter((p) => !p.isEmergency);
  const emergency = rows.find((p) => p.isEmergency) ?? null;
  const events = posts.filter((p) => p.category === 'Event' && p.boothId !== null && p.startTime && p.endTime);
  return { posts, byId: new Map(posts.map((p) => [p.id, p])), emergency, events };
}

async function loadCredits(db: Db): Promise<Credit[]> {
  const rows = await db.select().from(t.credits).orderBy(asc(t.credits.position), asc(t.credits.id));
  return rows.map((r) => ({ id: r.id, name: r.name, roles: r.teams as DeveloperTeam[], roleDisplay: r.roleDisplay, major: r.major, image: r.imageUrl, link: r.link }));
}

async function loadStages(db: Db): Promise<StageRecord[]> {
  const rows = await db.select().from(t.stages).orderBy(asc(t.stages.startTime), asc(t.stages.id));
  return rows as StageRecord[];
}

/** A booth's event posts as the rules see them (contract/rules/events.ts): only those written by `now`. */
const windowsAt = (events: PostRecord[], now: number): EventWindow[] =>
  events.filter((e) => publishedBy(e.createdAt, now)).map((e) => ({ id: e.id, boothId: e.boothId, start: e.startTime, end: e.endTime }));

/** The event of a booth running at `now` (the newest if several), if any: the booth's event_id. */
export function runningEvent(events: PostRecord[], boothId: number, now: number): PostRecord | null {
  const id = runningEventId(windowsAt(events, now), boothId, now);
  return id === null ? null : (events.find((e) => e.id === id) ?? null);
}

/**
 * is_event: the booth has an event today (Korea date) that has not ended, running now or still to come, so the
 * home carousel can announce it before it starts. An event post dated after `now` (the replay clock) is not
 * written yet and does not count, as the board does not list it.
 */
export const hasOpenEvent = (events: PostRecord[], boothId: number, now: number): boolean => openEventAt(windowsAt(events, now), boothId, now);
