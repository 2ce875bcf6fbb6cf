// The organiser dashboard's numbers (issue 20), each one SQL aggregate over a Korea day. Hours are Korea
// hours: an instant's hour is extract(hour from (at at time zone 'UTC') + 9 hours), fixed because Korea has no
// daylight saving (and PGlite and PostgreSQL then need no time zone data). Every per-hour answer comes back as
// 24 rows (generate_series), so JavaScript only puts numbers in order.
import { sql, type SQL } from 'drizzle-orm';
import { LANGUAGES, type Language } from '@contract/constants';
import { kstInstant } from '@contract/time';
import type { DashboardPubHours, DashboardResponse, DashboardStock, DashboardTopBooth } from '@contract/types';
import { rowsOf, type Db } from '../db/client';
import { COUNTER_KINDS, PRESENCE_STALE_S } from './dashboard-counters';

/** Booths in "the top booths over time". */
export const TOP_BOOTHS = 5;

const kstHour = (col: SQL) => sql`extract(hour from date_trunc('hour', (${col} at time zone 'UTC') + interval '9 hours'))::int`;

type Range = { start: string; end: string };

function rangeOf(day: string): Range {
  const start = kstInstant(day);
  return { start: start.toISOString(), end: new Date(start.getTime() + 86_400_000).toISOString() };
}

/** 24 numbers from rows of (hour, n): the rows are generate_series(0, 23), so each hour is there once. */
const hours = (rows: { hour: number; n: number }[]) => rows.sort((a, b) => a.hour - b.hour).map((r) => Number(r.n));

async function perHour(db: Db, from: SQL, col: SQL, r: Range, what: SQL = sql`count(*)`): Promise<number[]> {
  const rows = rowsOf<{ hour: number; n: number }>(
    await db.execute(sql`with x as (
        select ${kstHour(col)} as hour, ${what} as n from ${from}
        where ${col} >= ${r.start} and ${col} < ${r.end} group by 1
      )
      select h.hour, coalesce(x.n, 0)::int as n from generate_series(0, 23) as h(hour) left join x on x.hour = h.hour order by h.hour`),
  );
  return hours(rows);
}

async function topBooths(db: Db, r: Range): Promise<DashboardTopBooth[]> {
  const rows = rowsOf<{ booth_id: number; name: string; likes: number; hour: number; cumulative: number }>(
    await db.execute(sql`with top as (
        select booth_id, count(*)::int as likes from booth_likes where created_at < ${r.end}
        group by booth_id order by likes desc, booth_id limit ${TOP_BOOTHS}
      ), before as (
        select l.booth_id, count(*)::int as n from booth_likes l join top on top.booth_id = l.booth_id
        where l.created_at < ${r.start} group by l.booth_id
      ), per_hour as (
        select l.booth_id, ${kstHour(sql`l.created_at`)} as hour, count(*)::int as n
        from booth_likes l join top on top.booth_id = l.booth_id
        where l.created_at >= ${r.start} and l.created_at < ${r.end} group by 1, 2
      )
      select top.booth_id, b.name, top.likes, h.hour,
        (coalesce(before.n, 0) + sum(coalesce(per_hour.n, 0)) over (partition by top.booth_id order by h.hour))::int as cumulative
      from top cross join generate_series(0, 23) as h(hour)
      join booths b on b.id = top.booth_id
      left join before on before.booth_id = top.booth_id
      left join per_hour on per_hour.booth_id = top.booth_id and per_hour.hour = h.hour
      order by top.likes desc, top.booth_id, h.hour`),
  );
  const out: DashboardTopBooth[] = [];
  for (const row of rows) {
    let last = out[out.length - 1];
    if (!last || last.booth_id !== row.booth_id) out.push((last = { booth_id: row.booth_id, name: row.name, likes: Number(row.likes), cumulative: [] }));
    last.cumulative.push(Number(row.cumulative));
  }
  return out;
}

async function couponsPerHour(db: Db, r: Range): Promise<DashboardPubHours[]> {
  const rows = rowsOf<{ pub: string; hour: number; issued: number; redeemed: number }>(
    await db.execute(sql`with pubs as (select distinct pub_name as pub from coupons),
      issued as (
        select pub_name as pub, ${kstHour(sql`claimed_at`)} as hour, count(*)::int as n from coupons
        where claimed_at >= ${r.start} and claimed_at < ${r.end} group by 1, 2
      ), redeemed as (
        select pub_name as pub, ${kstHour(sql`redeemed_at`)} as hour, count(*)::int as n from coupons
        where redeemed_at >= ${r.start} and redeemed_at < ${r.end} group by 1, 2
      )
      select pubs.pub, h.hour, coalesce(i.n, 0)::int as issued, coalesce(d.n, 0)::int as redeemed
      from pubs cross join generate_series(0, 23) as h(hour)
      left join issued i on i.pub = pubs.pub and i.hour = h.hour
      left join redeemed d on d.pub = pubs.pub and d.hour = h.hour
      order by pubs.pub, h.hour`),
  );
  const out: DashboardPubHours[] = [];
  for (const row of rows) {
    let last = out[out.length - 1];
    if (!last || last.pub !== row.pub) out.push((last = { pub: row.pub, issued: [], redeemed: [] }));
    last.issued.push(Number(row.issued));
    last.redeemed.push(Number(row.redeemed));
  }
  return out;
}

async function couponStock(db: Db): Promise<DashboardStock[]> {
  const rows = rowsOf<DashboardStock>(
    await db.execute(sql`select pub_name as pub, count(*)::int as total,
        count(*) filter (where play_id is null)::int as remaining,
        count(*) filter (where claimed_at is not null)::int as issued,
        count(*) filter (where redeemed_at is not null)::int as redeemed
      from coupons group by pub_name order by pub_name`),
  );
  return rows.map((r) => ({ pub: r.pub, total: Number(r.total), remaining: Number(r.remaining), issued: Number(r.issued), redeemed: Number(r.redeemed) }));
}

async function liveVisitors(db: Db): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select coalesce(sum(streams), 0)::int as n from dashboard_presence
      where seen_at > now() - ${sql.raw(`interval '${PRESENCE_STALE_S} seconds'`)}`),
  );
  return Number(row?.n ?? 0);
}

async function languages(db: Db, r: Range): Promise<DashboardResponse['languages']> {
  const langs = sql.join(
    LANGUAGES.map((l, i) => sql`(${l}, ${i})`),
    sql`, `,
  );
  const rows = rowsOf<{ lang: Language; n: number }>(
    await db.execute(sql`select l.lang, coalesce(sum(c.count), 0)::int as n
      from (values ${langs}) as l(lang, pos)
      left join dashboard_counts c on c.kind = ${COUNTER_KINDS.lang} and c.key = l.lang and c.hour >= ${r.start} and c.hour < ${r.end}
      group by l.lang, l.pos order by l.pos`),
  );
  return rows.map((row) => ({ lang: row.lang, requests: Number(row.n) }));
}

/** Every number of the dashboard for Korea day `day`. */
export async function readDashboard(db: Db, day: string): Promise<Omit<DashboardResponse, 'days' | 'generated_at'>> {
  const r = rangeOf(day);
  // One after another: an organiser's read should not hold several pooled connections at the busiest hour.
  const likesPerHour = await perHour(db, sql`booth_likes`, sql`created_at`, r);
  const top = await topBooths(db, r);
  const playsPerHour = await perHour(db, sql`game_plays`, sql`started_at`, r);
  const winsPerHour = await perHour(db, sql`game_plays`, sql`started_at`, r, sql`count(*) filter (where won)`);
  const coupons = await couponsPerHour(db, r);
  const stock = await couponStock(db);
  const live = await liveVisitors(db);
  const langs = await languages(db, r);
  const boardReads = await perHour(db, sql`dashboard_counts`, sql`hour`, r, sql`sum(count) filter (where kind = ${COUNTER_KINDS.boardRead})`);
  return {
    day,
    likes_per_hour: likesPerHour,
    top_booths: top,
    plays_per_hour: playsPerHour,
    wins_per_hour: winsPerHour,
    coupons_per_hour: coupons,
    coupon_stock: stock,
    live_visitors: live,
    languages: langs,
    board_reads_per_hour: boardReads,
  };
}
