// The word game: 5 tries per visitor per Korea festival day, counted by one atomic upsert; a
// success only for that visitor's started, unfinished game that lasted a plausible time; a coupon
// only after such a win, taken from that pub's stock atomically, one per win.
import crypto from 'node:crypto';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { API_PATHS } from '@contract/paths';
import { Hono } from 'hono';
import { GAME } from '@contract/constants';
import { GameCouponSchema, GameStartSchema, GameSuccessSchema } from '@contract/schemas';
import { kstDate } from '@contract/time';
import type {
  GameCouponResponse,
  GameStartResponse,
  GameSuccessCountResponse,
  GameSuccessResponse,
} from '@contract/types';
import type { Deps } from '../deps';
import { rowsOf, type Db } from '../db/client';
import { SUCCESS_COUNTER } from '../db/seed';
import * as t from '../db/schema';
import { ApiError, badRequest } from '../lib/errors';
import { check, jsonBody } from '../lib/validate';
import { visitorIdOrIssue } from '../lib/visitor-id';
import { HOURLY_SHARE_FACTOR, hourlyCap, kstClock, totalOpenMinutes } from '../services/coupon-release';
import { festivalOf } from '../services/festival';

/** A game that has not finished after this long is abandoned. */
export const GAME_MAX_MS = 30 * 60 * 1000;

const HOUR_MS = 60 * 60 * 1000;
/** Coupons of pub `pub` (a SQL expression) given within the hour before `now`, and its cap (coupon-release.ts). */
const takenLastHour = (pub: ReturnType<typeof sql>, now: Date) =>
  sql`(select count(*) from coupons x where x.pub_name = ${pub} and x.claimed_at > ${new Date(now.getTime() - HOUR_MS).toISOString()})`;
const capOf = (pub: ReturnType<typeof sql>, factor: number, openMinutes: number) =>
  sql`greatest(1, ceil(${factor * 60}::float8 * (select count(*) from coupons y where y.pub_name = ${pub}) / ${openMinutes}))`;

interface PubCoupons {
  pub: string;
  /** Released and not yet taken. */
  ready: number;
  /** The next release of a coupon not yet taken, if any. */
  nextAt: Date | null;
  /** Given within the hour before now, and the oldest of those. */
  taken: number;
  oldest: Date | null;
  total: number;
}

/** Each pub's coupons as the game sees them at `now` (one pub, or every pub). */
async function pubCoupons(db: Db, now: Date, pub?: string): Promise<PubCoupons[]> {
  const at = now.toISOString();
  const hourAgo = new Date(now.getTime() - HOUR_MS).toISOString();
  const rows = rowsOf<{ pub: string; ready: number; next_at: string | Date | null; taken: number; oldest: string | Date | null; total: number }>(
    await db.execute(sql`select pub_name as pub,
        count(*) filter (where play_id is null and (available_from is null or available_from <= ${at}))::int as ready,
        min(available_from) filter (where play_id is null and available_from > ${at}) as next_at,
        count(*) filter (where claimed_at > ${hourAgo})::int as taken,
        min(claimed_at) filter (where claimed_at > ${hourAgo}) as oldest,
        count(*)::int as total
      from coupons ${pub ? sql`where pub_name = ${pub}` : sql``}
      group by pub_name order by pub_name`),
  );
  const date = (v: string | Date | null) => (v ? new Date(v) : null);
  return rows.map((r) => ({ pub: r.pub, ready: Number(r.ready), nextAt: date(r.next_at), taken: Number(r.taken), oldest: date(r.oldest), total: Number(r.total) }));
}

/** Pubs with a coupon released by `now`, not yet taken, and under their hourly cap (services/coupon-release.ts). */
async function pubsInStock(db: Db, now: Date, factor: number, openMinutes: number): Promise<string[]> {
  return (await pubCoupons(db, now)).filter((p) => p.ready > 0 && p.taken < hourlyCap(p.total, factor, openMinutes)).map((p) => p.pub);
}

/**
 * When a coupon (of one pub, or of any) can next be given, null when none is left: the next release, and
 * for a pub at its hourly cap no sooner than its oldest coupon of the last hour turns an hour old.
 */
async function nextRelease(db: Db, now: Date, factor: number, openMinutes: number, pub?: string): Promise<Date | null> {
  let best: Date | null = null;
  for (const p of await pubCoupons(db, now, pub)) {
    let at = p.ready > 0 ? now : p.nextAt;
    if (!at) continue;
    if (p.taken >= hourlyCap(p.total, factor, openMinutes) && p.oldest) {
      const freed = new Date(p.oldest.getTime() + HOUR_MS);
      if (freed > at) at = freed;
    }
    if (!best || at < best) best = at;
  }
  return best;
}

export function gameRoutes(deps: Deps): Hono {
  const { db, clock, visitorIds, winRule } = deps;
  const factor = deps.couponShareFactor ?? HOURLY_SHARE_FACTOR;
  const openMinutes = () => totalOpenMinutes(festivalOf(deps).dates);
  const app = new Hono();

  app.post(API_PATHS.gameStart, async (c) => {
    const req = check(GameStartSchema, await jsonBody(c));
    const userId = await visitorIdOrIssue(deps, c, req.user_id);
    const now = clock.now();
    const day = kstDate(now);
    const gameId = crypto.randomUUID();
    const maxPlays = festivalOf(deps).game.tries_per_day;
    // One statement counts the try (refused past the limit) and records the game: concurrent starts
    // cannot overshoot, because the upsert re-checks the limit on the row it locks.
    const startStatement = sql`with t as (
          insert into game_tries (visitor_id, day, tries) values (${userId}, ${day}, 1)
          on conflict (visitor_id, day) do update set tries = game_tries.tries + 1
          where game_tries.tries < ${maxPlays}
          returning tries
        ), p as (
          insert into game_plays (id, visitor_id, day, started_at)
          select ${gameId}, ${userId}, ${day}, ${new Date(now).toISOString()} from t
          returning 1
        )
        select tries, (select count(*) from p)::int as plays from t`;
    // A try lost in a database crash only gives the visitor one more play, so PostgreSQL need not
    // wait for the disk here (coupons and successes do wait).
    const rows = rowsOf<{ tries: number }>(
      deps.kind === 'postgres'
        ? await db.transaction(async (tx) => {
            await tx.execute(sql`select set_config('synchronous_commit', 'off', true)`);
            return tx.execute(startStatement);
          })
        : await db.execute(startStatement),
    );
    const tries = rows.length ? Number(rows[0].tries) : null;
    if (tries === null) {
      throw new ApiError(400, `you have used all ${maxPlays} plays today; come back tomorrow`, {
        error: 'try_limit',
        data: { user_id: userId, try_times: maxPlays },
        game_try_times: maxPlays,
      });
    }
    const body: GameStartResponse = {
      message: 'game started',
      data: { user_id: userId, try_times: tries, game_id: gameId },
      game_try_times: tries,
    };
    return c.json(body);
  });

  app.post(API_PATHS.gameSuccess, async (c) => {
    const req = check(GameSuccessSchema, await jsonBody(c));
    if (!visitorIds.isValid(req.user_id)) throw badRequest('no started game for this visitor', 'start a game first');
    const now = clock.now();
    const outcome = await db.transaction(async (tx) => {
      const [play] = await tx
        .select()
        .from(t.gamePlays)
        .where(and(eq(t.gamePlays.visitorId, req.user_id), isNull(t.gamePlays.finishedAt)))
        .orderBy(desc(t.gamePlays.startedAt))
        .limit(1)
        .for('update');
      if (!play) return { kind: 'none' as const };
      const elapsed = now - play.startedAt.getTime();
      // The plausible minimum scales with the stored festival's stage count (4 stages: GAME.minPlausibleGameMs).
      const minMs = (festivalOf(deps).game.stages * GAME.minPlausibleGameMs) / GAME.stages;
      if (elapsed < minMs || elapsed > GAME_MAX_MS) {
        // Not plausible: the game ends without a success, so it cannot be replayed for one.
        await tx.update(t.gamePlays).set({ finishedAt: new Date(now) }).where(eq(t.gamePlays.id, play.id));
        if (elapsed < minMs) return { kind: 'too_fast' as const };
        return { kind: 'expired' as const };
      }
      const [counter] = await tx
        .update(t.counters)
        .set({ value: sql`${t.counters.value} + 1` })
        .where(eq(t.counters.name, SUCCESS_COUNTER))
        .returning({ n: t.counters.value });
      const n = Number(counter?.n ?? 0);
      const stock = await pubsInStock(tx as unknown as Db, new Date(now), factor, openMinutes());
      const lucky =
        winRule.kind === 'all' ||
        (winRule.kind === 'every' && n % winRule.n === 0) ||
        (winRule.kind === 'chance' && Math.random() < winRule.p);
      const won = lucky && stock.length > 0;
      await tx
        .update(t.gamePlays)
        .set({ finishedAt: new Date(now), succeeded: true, won })
        .where(eq(t.gamePlays.id, play.id));
      // A lucky player who finds this hour's coupons gone is told when the next ones come.
      const next = lucky && !won ? await nextRelease(tx as unknown as Db, new Date(now), factor, openMinutes()) : null;
      return { kind: 'ok' as const, won, pubs: won ? stock : [], n, next };
    });
    if (outcome.kind === 'none') throw badRequest('no started game for this visitor', 'start a game first');
    if (outcome.kind === 'too_fast') throw badRequest('this game finished too quickly to count');
    if (outcome.kind === 'expired') throw badRequest('this game started too long ago; please start again');
    deps.catalog.recordSuccessCount(outcome.n);
    const next = outcome.next;
    const body: GameSuccessResponse = {
      message: outcome.won
        ? 'game success: you won a coupon'
        : next
          ? `game success; this hour's coupons are all taken, the next ones are released at ${kstClock(next)}`
          : 'game success',
      data: {
        is_coupon: outcome.won,
        coupon_booths: outcome.pubs,
        coupon_booth: outcome.pubs,
        ...(next ? { next_coupon_at: next.toISOString(), next_coupon_time: kstClock(next) } : {}),
      },
    };
    return c.json(body);
  });

  const successCount = async (c: import('hono').Context) => {
    // The client shows this minus GAME.successCountOffset, so the count starts from that offset.
    const n = GAME.successCountOffset + (await deps.catalog.successCount());
    const body: GameSuccessCountResponse = { total_success_count: n, success_count: n };
    return c.json(body);
  };
  app.post(API_PATHS.gameSuccessCount, successCount);
  app.get(API_PATHS.gameSuccessCount, successCount);

  app.post(API_PATHS.gameCoupon, async (c) => {
    const req = check(GameCouponSchema, await jsonBody(c));
    if (!visitorIds.isValid(req.user_id)) {
      throw new ApiError(403, 'a coupon is given only after winning the game', { error: 'no_win' });
    }
    const known = await db.select({ id: t.coupons.id }).from(t.coupons).where(eq(t.coupons.pubName, req.booth_name)).limit(1);
    if (!known.length) throw badRequest('this pub does not give game coupons');
    const now = clock.date();
    const result = await db.transaction(async (tx) => {
      const [play] = await tx
        .select({ id: t.gamePlays.id })
        .from(t.gamePlays)
        .where(and(eq(t.gamePlays.visitorId, req.user_id), eq(t.gamePlays.won, true), eq(t.gamePlays.couponClaimed, false)))
        .orderBy(asc(t.gamePlays.finishedAt))
        .limit(1)
        .for('update');
      if (!play) throw new ApiError(403, 'a coupon is given only after winning the game', { error: 'no_win' });
      // One claim of a pub at a time, so its hourly cap is counted exactly.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`coupon:${req.booth_name}`}))`);
      const rows = rowsOf<{ code: string }>(
        await tx.execute(sql`update coupons set play_id = ${play.id}, claimed_at = ${now.toISOString()}
          where id = (select id from coupons where pub_name = ${req.booth_name} and play_id is null
                      and (available_from is null or available_from <= ${now.toISOString()})
                      order by available_from nulls first, id limit 1 for update skip locked)
            and ${takenLastHour(sql`${req.booth_name}`, now)} < ${capOf(sql`${req.booth_name}`, factor, openMinutes())}
          returning code`),
      );
      if (!rows.length) {
        const next = await nextRelease(tx as unknown as Db, now, factor, openMinutes(), req.booth_name);
        if (next) {
          const at = kstClock(next);
          throw new ApiError(409, `this hour's coupons of this pub are all taken; the next ones are released at ${at}`, {
            error: 'not_released',
            next_coupon_at: next.toISOString(),
            next_coupon_time: at,
          });
        }
        throw new ApiError(409, 'the coupons of this pub are sold out; please choose another pub or contact an admin', {
          error: 'sold_out',
        });
      }
      // Counted only when a coupon is really given; a refusal rolls the coupon back. The address
      // bucket's row lock also queues one network's claims behind each other on PostgreSQL.
      const address = deps.clientAddress(c);
      const tx2 = tx as unknown as Db;
      await deps.limits.enforce('coupon', address, 1, tx2);
      await deps.limits.enforce('couponHour', address, 1, tx2);
      await tx.update(t.gamePlays).set({ couponClaimed: true }).where(eq(t.gamePlays.id, play.id));
      return rows[0].code;
    });
    const body: GameCouponResponse = { message: 'coupon issued', data: { coupon_code: result, booth_name: req.booth_name } };
    return c.json(body);
  });

  return app;
}
