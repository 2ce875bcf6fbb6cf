// The organiser dashboard's numbers (issue 20), each one SQL aggregate over a Korea day. Hours are Korea
// hours: an instant's hour is extract(hour from (at at time zone 'UTC') + 9 hours), fixed because Korea has no
// daylight saving (and PGlite and PostgreSQL then need no time zone data). Every per-hour answer comes back as
// 24 rows (generate_series), so JavaScript only puts numbers in order.
import { sql, type SQL } from 'drizzle-orm';
import { LANGUAGES, type Language } from '@contract/constants';
import { kstInstant } from '@contract/time';
import { STATS_LOOKBACK_MS } from '@contract/rules/queue-stats';
import type { DashboardLine, DashboardPubHours, DashboardResponse, DashboardStock, DashboardTopBooth } from '@contract/types';
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

/**
 * Each booth's line over the day (issue 25), as contract/rules/queue-stats.ts words it: one read of the tickets that
 * joined from 12 hours before the day to its end (the index on joined_at, migration 0016), grouped by booth and
 * hour. A party waits from joining until it is called or leaves (coalesce(called_at, done_at)).
 */
async function queueLines(db: Db, r: Range, nowIso: string): Promise<DashboardLine[]> {
  const from = new Date(Date.parse(r.start) - STATS_LOOKBACK_MS).toISOString();
  const rows = rowsOf<{
    booth_id: number;
    name: string;
    hour: number;
    waiting: number;
    joined: number;
    called: number;
    avg_wait: string | number | null;
    seated: number;
    no_shows: number;
  }>(
    await db.execute(sql`with t as (
        select booth_id, state, joined_at, called_at, done_at, coalesce(called_at, done_at) as left_at from queue_tickets
        where joined_at >= ${from}::timestamptz and joined_at < ${r.end}::timestamptz
      ), b as (select distinct booth_id from t),
      h as (
        select hour, ${r.start}::timestamptz + hour * interval '1 hour' as h_start,
          least(${r.start}::timestamptz + (hour + 1) * interval '1 hour', ${nowIso}::timestamptz) as h_at
        from generate_series(0, 23) as g(hour)
      ), waiting as (
        select b.booth_id, h.hour, count(t.booth_id)::int as n from b cross join h
        left join t on t.booth_id = b.booth_id and h.h_start <= ${nowIso}::timestamptz
          and t.joined_at < h.h_at and (t.left_at is null or t.left_at >= h.h_at)
        group by 1, 2
      ), joined as (
        select booth_id, ${kstHour(sql`joined_at`)} as hour, count(*)::int as n from t
        where joined_at >= ${r.start}::timestamptz group by 1, 2
      ), called as (
        select booth_id, ${kstHour(sql`called_at`)} as hour, count(*)::int as n,
          round(avg(extract(epoch from (called_at - joined_at)))::numeric / 60, 1) as wait from t
        where called_at >= ${r.start}::timestamptz and called_at < ${r.end}::timestamptz group by 1, 2
      ), settled as (
        select booth_id, ${kstHour(sql`done_at`)} as hour, count(*) filter (where state = 'seated')::int as seated,
          count(*) filter (where state = 'missed')::int as no_shows from t
        where state in ('seated', 'missed') and done_at >= ${r.start}::timestamptz and done_at < ${r.end}::timestamptz group by 1, 2
      )
      select w.booth_id, coalesce(bo.name, '') as name, w.hour, w.n as waiting, coalesce(j.n, 0)::int as joined,
        coalesce(c.n, 0)::int as called, c.wait as avg_wait, coalesce(s.seated, 0)::int as seated, coalesce(s.no_shows, 0)::int as no_shows
      from waiting w
      left join booths bo on bo.id = w.booth_id
      left join joined j on j.booth_id = w.booth_id and j.hour = w.hour
      left join called c on c.booth_id = w.booth_id and c.hour = w.hour
      left join settled s on s.booth_id = w.booth_id and s.hour = w.hour
      order by w.booth_id, w.hour`),
  );
  const out: DashboardLine[] = [];
  for (const row of rows) {
    let last = out[out.length - 1];
    if (!last || last.booth_id !== row.booth_id) {
      out.push((last = { booth_id: row.booth_id, name: row.name, waiting: [], joined: [], called: [], avg_wait_minutes: [], seated: [], no_shows: [] }));
    }
    last.waiting.push(Number(row.waiting));
    last.joined.push(Number(row.joined));
    last.called.push(Number(row.called));
    last.avg_wait_minutes.push(row.avg_wait === null ? 0 : Number(row.avg_wait));
    last.seated.push(Number(row.seated));
    last.no_shows.push(Number(row.no_shows));
  }
  return out;
}

/** Every number of the dashboard for Korea day `day`; `nowMs` (festival clock) ends the lines' waiting counts. */
export async function readDashboard(db: Db, day: string, nowMs: number = Date.now()): Promise<Omit<DashboardResponse, 'days' | 'generated_at'>> {
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
  const lines = await queueLines(db, r, new Date(nowMs).toISOString());
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
    queue_lines: lines,
  };
}
