// Writes the activity plan (activity-plan.ts) into a freshly seeded sample festival: likes (booth counts kept
// equal to their rows), game tries and plays, coupons given to the wins from each pub's released stock and some
// redeemed, and the dashboard's counters. Once only: a database that has the activity already is left alone.
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from './client';
import { SUCCESS_COUNTER } from './seed';
import { activityPlan } from './activity-plan';

const iso = (ms: number) => new Date(ms).toISOString();

async function inBatches<T>(items: T[], size: number, write: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < items.length; i += size) await write(items.slice(i, i + size));
}

/** Returns what it wrote (zeros when the activity was there already). */
export async function seedActivity(db: Db, now: number): Promise<{ likes: number; plays: number; coupons: number; redeemed: number }> {
  return db.transaction(async (tx) => {
    const [{ n }] = rowsOf<{ n: number }>(await tx.execute(sql`select count(*)::int as n from game_plays where id like 'activity-play-%'`));
    if (Number(n) > 0) return { likes: 0, plays: 0, coupons: 0, redeemed: 0 };
    const plan = activityPlan(now);

    await inBatches(plan.likes, 500, (b) =>
      tx.execute(sql`insert into booth_likes (booth_id, visitor_id, created_at) values
        ${sql.join(b.map((l) => sql`(${l.boothId}, ${l.visitorId}, ${iso(l.at)})`), sql`, `)} on conflict do nothing`),
    );
    await tx.execute(sql`update booths set like_count = (select count(*) from booth_likes l where l.booth_id = booths.id),
      like_version = nextval('booth_like_version_seq')`);

    // Each win takes its pub's earliest released coupon not yet given (the game's own rule, without its hourly cap).
    const coupons = rowsOf<{ id: number; pub: string; available_from: string | Date | null }>(
      await tx.execute(sql`select id, pub_name as pub, available_from from coupons where play_id is null order by pub_name, available_from nulls first, id`),
    );
    const free = new Map<string, { id: number; from: number }[]>();
    for (const c of coupons) {
      const list = free.get(c.pub) ?? [];
      list.push({ id: c.id, from: c.available_from ? new Date(c.available_from).getTime() : 0 });
      free.set(c.pub, list);
    }
    const given: { id: number; playId: string; at: number; redeemedAt: number | null; pub: string }[] = [];
    const plays = [...plan.plays].sort((a, b) => a.finishedAt - b.finishedAt);
    const claimed = new Set<string>();
    for (const p of plays) {
      if (!p.won || !p.pub) continue;
      const list = free.get(p.pub) ?? [];
      const i = list.findIndex((c) => c.from <= p.finishedAt);
      if (i < 0) continue;
      const [c] = list.splice(i, 1);
      const redeemedAt = p.redeemAfterMs !== null && p.finishedAt + p.redeemAfterMs < now ? p.finishedAt + p.redeemAfterMs : null;
      given.push({ id: c.id, playId: p.id, at: p.finishedAt, redeemedAt, pub: p.pub });
      claimed.add(p.id);
    }

    await inBatches(plays, 500, (b) =>
      tx.execute(sql`insert into game_plays (id, visitor_id, day, started_at, finished_at, succeeded, won, coupon_claimed) values
        ${sql.join(
          b.map((p) => sql`(${p.id}, ${p.visitorId}, ${p.day}, ${iso(p.startedAt)}, ${iso(p.finishedAt)}, ${p.won}, ${p.won}, ${claimed.has(p.id)})`),
          sql`, `,
        )}`),
    );
    await inBatches(plays, 500, (b) =>
      tx.execute(sql`insert into game_tries (visitor_id, day, tries) values ${sql.join(
        b.map((p) => sql`(${p.visitorId}, ${p.day}, 1)`),
        sql`, `,
      )} on conflict (visitor_id, day) do update set tries = game_tries.tries + 1`),
    );
    const wins = plays.filter((p) => p.won).length;
    await tx.execute(sql`update counters set value = value + ${wins} where name = ${SUCCESS_COUNTER}`);
    await inBatches(given, 500, (b) =>
      tx.execute(sql`update coupons set play_id = v.play_id, claimed_at = v.claimed_at::timestamptz,
          redeemed_at = v.redeemed_at::timestamptz, redeemed_by = v.redeemed_by
        from (values ${sql.join(
          b.map((g) => sql`(${g.id}::int, ${g.playId}, ${iso(g.at)}, ${g.redeemedAt === null ? null : iso(g.redeemedAt)}, ${g.redeemedAt === null ? null : g.pub})`),
          sql`, `,
        )}) as v(id, play_id, claimed_at, redeemed_at, redeemed_by)
        where coupons.id = v.id`),
    );
    await inBatches(plan.counts, 500, (b) =>
      tx.execute(sql`insert into dashboard_counts (kind, key, hour, count) values
        ${sql.join(b.map((c) => sql`(${c.kind}, ${c.key}, ${iso(c.hour)}, ${c.count})`), sql`, `)}
        on conflict (kind, key, hour) do update set count = dashboard_counts.count + excluded.count`),
    );
    return { likes: plan.likes.length, plays: plays.length, coupons: given.length, redeemed: given.filter((g) => g.redeemedAt !== null).length };
  });
}
