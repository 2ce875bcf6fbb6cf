// Per-address limits shared by every process: token buckets in the rate_limits table, each check one
// atomic upsert (PostgreSQL locks the row and re-checks the condition; PGlite runs one statement at a
// time), so two processes on one database see the same numbers. A bucket holds at most `burst`
// tokens and refills at `burst` per `refillMs`; any span of refillMs can therefore take at most
// 2 x burst, which is how the rules below bound "per minute" and "per 30 s". A refused check writes
// nothing, so hammering a full bucket costs one indexed read.
import { sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import { rowsOf, type Db } from '../db/client';
import { ApiError } from '../lib/errors';

export interface LimitRule {
  /** Tokens the bucket holds when full (a burst). */
  burst: number;
  /** Time to refill `burst` tokens. */
  refillMs: number;
}

export type LimitKind = 'coupon' | 'couponHour' | 'like' | 'visitorId' | (string & {});

const MINUTE = 60_000;
/**
 * The festival's numbers (docs/decisions.md, "Per-address limits"):
 *   - coupon: 5 at once and 5 a minute: never more than 10 in any minute;
 *   - couponHour: 60 at once and 60 an hour: at most 120 in any hour, 60 an hour sustained;
 *   - like (per address and booth): 50 at once and 50 per 30 s: at most 100 in any 30 s;
 *   - visitorId: 100 at once and 2 a second: a crowd behind one address gets 7,200 new ids an hour.
 */
export const LIMIT_RULES: Record<string, LimitRule> = {
  coupon: { burst: 5, refillMs: MINUTE },
  couponHour: { burst: 60, refillMs: 60 * MINUTE },
  like: { burst: 50, refillMs: 30_000 },
  visitorId: { burst: 100, refillMs: 50_000 },
  // Per address and line (issue 25): a crowd of 40 behind one NAT joins at once; at most 80 in any 20 minutes.
  queueJoin: { burst: 40, refillMs: 20 * MINUTE },
};

/** Why a visitor was refused, in the words the API sends (the client translates by `error`). */
const REFUSALS: Record<string, string> = {
  coupon: 'too many coupons were taken from your network just now',
  couponHour: 'too many coupons were taken from your network this hour',
  like: 'too many likes for this booth from your network just now',
  visitorId: 'too many new visitors from your network just now',
  queueJoin: 'too many people joined this line from your network just now',
};

export type TakeResult = { ok: true; left: number } | { ok: false; retryAfterS: number };

export interface Limits {
  /** Take `cost` tokens of `kind` for `key` (an address, or address and booth); one statement. */
  take(kind: LimitKind, key: string, cost?: number, executor?: Db): Promise<TakeResult>;
  /** take, or throw a 429 with a clear message and Retry-After. */
  enforce(kind: LimitKind, key: string, cost?: number, executor?: Db): Promise<void>;
  /** Delete buckets that have refilled completely (they equal an absent row). */
  prune(): Promise<number>;
  rules: Record<string, LimitRule>;
}

export function createLimits(opts: { db: Db; clock: Clock; rules?: Record<string, LimitRule>; pruneEveryMs?: number }): Limits {
  const { db, clock } = opts;
  const rules = { ...LIMIT_RULES, ...opts.rules };
  const longest = Math.max(...Object.values(rules).map((r) => r.refillMs));
  const pruneEvery = opts.pruneEveryMs ?? 5 * MINUTE;
  let lastPrune = 0;

  const ruleOf = (kind: string) => {
    const rule = rules[kind];
    if (!rule) throw new Error(`no limit rule '${kind}'`);
    return rule;
  };

  async function prune() {
    lastPrune = clock.now();
    const rows = rowsOf(await db.execute(sql`delete from rate_limits where at_ms < ${lastPrune - longest}::bigint returning 1`));
    return rows.length;
  }

  async function take(kind: string, key: string, cost = 1, executor: Db = db): Promise<TakeResult> {
    const { burst, refillMs } = ruleOf(kind);
    const rate = burst / refillMs;
    if (cost > burst) return { ok: false, retryAfterS: Math.ceil(refillMs / 1000) };
    const now = Math.floor(clock.now());
    const k = `${kind}:${key}`;
    // `had` (the snapshot before this statement) only serves the Retry-After of a refusal.
    const refill = (tokens: ReturnType<typeof sql>, at: ReturnType<typeof sql>) =>
      sql`least(${burst}::float8, ${tokens} + greatest(0, ${now}::bigint - ${at}) * ${rate}::float8)`;
    const rows = rowsOf<{ left: number | null; had: number | null }>(
      await executor.execute(sql`with cur as (select tokens, at_ms from rate_limits where key = ${k}),
        up as (
          insert into rate_limits (key, tokens, at_ms) values (${k}, ${burst - cost}::float8, ${now}::bigint)
          on conflict (key) do update
            set tokens = ${refill(sql`rate_limits.tokens`, sql`rate_limits.at_ms`)} - ${cost}::float8,
                at_ms = greatest(rate_limits.at_ms, ${now}::bigint)
            where ${refill(sql`rate_limits.tokens`, sql`rate_limits.at_ms`)} >= ${cost}::float8
          returning tokens
        )
        select (select tokens from up) as left, (select ${refill(sql`tokens`, sql`at_ms`)} from cur) as had`),
    );
    if (now - lastPrune > pruneEvery) void prune().catch(() => {});
    const row = rows[0];
    if (row && row.left !== null) return { ok: true, left: Number(row.left) };
    const had = row?.had === null || row?.had === undefined ? 0 : Number(row.had);
    return { ok: false, retryAfterS: Math.max(1, Math.ceil((cost - had) / rate / 1000)) };
  }

  return {
    rules,
    take,
    prune,
    async enforce(kind, key, cost = 1, executor) {
      const r = await take(kind, key, cost, executor);
      if (r.ok) return;
      throw tooMany(kind, r.retryAfterS);
    },
  };
}

/** The 429 every limit answers: what happened, when to try again (seconds, also in Retry-After). */
export function tooMany(kind: string, retryAfterS: number): ApiError {
  const what = REFUSALS[kind] ?? 'too many requests from your network just now';
  return new ApiError(
    429,
    `${what}; please try again in ${retryAfterS} s`,
    { error: 'rate_limited', limit: kind, retry_after: retryAfterS },
    { 'Retry-After': String(retryAfterS) },
  );
}
