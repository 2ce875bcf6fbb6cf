// The lines on the organiser dashboard (issue 25) on PGlite and PostgreSQL: tickets at known Korea-time instants
// give exact figures per booth and hour (parties waiting at each hour's end up to now, joins, calls and their
// average wait, seated and no-shows), and the day's tickets are read through the joined_at index, not by a scan of
// every ticket of the festival.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, DB_KINDS, type TestServer } from './test/harness';

const DAY = '2025-09-25';
const at = (time: string, day = DAY) => new Date(`${day}T${time}+09:00`).toISOString();
const zeros = () => Array.from({ length: 24 }, () => 0);
const hours = (set: Record<number, number>) => zeros().map((z, h) => set[h] ?? z);

describe.each(DB_KINDS)('the lines on the dashboard on %s', (kind) => {
  let s: TestServer;
  let staff: string;
  const read = (day = DAY) => s.call('GET', `/api/admin/dashboard?day=${day}`, undefined, { authorization: `Bearer ${staff}` });
  let n = 0;
  const ticket = (booth: number, state: string, joined: string, called: string | null = null, done: string | null = null) =>
    s.query(
      `insert into queue_tickets (booth_id, number, visitor_id, party_size, state, joined_at, called_at, done_at)
       values (${booth}, ${++n}, 'v${n}', 2, '${state}', '${joined}', ${called ? `'${called}'` : 'null'}, ${done ? `'${done}'` : 'null'})`,
    );

  beforeAll(async () => {
    s = await createTestServer(kind, { now: `${DAY}T20:30:00+09:00` });
    staff = await s.login('Staff');
  }, 180_000);
  afterAll(() => s?.stop());

  it('no ticket on the day: no line', async () => {
    const r = await read();
    expect(r.status).toBe(200);
    expect(r.body.queue_lines).toEqual([]);
  });

  it('counts each booth by Korea hour: waiting at the hour end (now for the hour running), joins, calls, wait, seated, no-shows', async () => {
    await s.query(`insert into queue_lines (booth_id, state, updated_at) values (1, 'open', now()), (2, 'closed', now())`);
    // Booth 1: a party from the night before (23:40 on day 1) called at 00:30 after 50 minutes.
    await ticket(1, 'seated', at('23:40', '2025-09-24'), at('00:30'), at('00:35'));
    // Two called in the 19:00 hour after 10 and 25 minutes: one came, one did not (settled in 19:00 and 20:00).
    await ticket(1, 'seated', at('19:00'), at('19:10'), at('19:12'));
    await ticket(1, 'missed', at('19:00'), at('19:25'), at('20:05'));
    // One left the line at 19:50 without being called; one waits since 19:40; one joined at 20:10.
    await ticket(1, 'left', at('19:20'), null, at('19:50'));
    await ticket(1, 'waiting', at('19:40'));
    await ticket(1, 'waiting', at('20:10'));
    // Booth 2: one party the day before only (not this day's) and one called at 18:59 after 59 minutes.
    await ticket(2, 'seated', at('12:00', '2025-09-24'), at('12:10', '2025-09-24'), at('12:11', '2025-09-24'));
    await ticket(2, 'called', at('18:00'), at('18:59'));

    const r = await read();
    expect(r.body.queue_lines.map((l: { booth_id: number; name: string }) => [l.booth_id, l.name])).toEqual([
      [1, '프론티어'],
      [2, '공과대학'],
    ]);
    const [one, two] = r.body.queue_lines;
    // 19:00 ends with the 19:40 party waiting (the 19:20 one left at 19:50); at 20:30 (now) two wait; later hours 0.
    expect(one.waiting).toEqual(hours({ 0: 0, 19: 1, 20: 2 }));
    expect(one.joined).toEqual(hours({ 19: 4, 20: 1 }));
    expect(one.called).toEqual(hours({ 0: 1, 19: 2 }));
    expect(one.avg_wait_minutes).toEqual(hours({ 0: 50, 19: 17.5 }));
    expect(one.seated).toEqual(hours({ 0: 1, 19: 1 }));
    expect(one.no_shows).toEqual(hours({ 20: 1 }));
    expect(two.waiting).toEqual(zeros()); // called at 18:59, before the hour ended
    expect(two.joined).toEqual(hours({ 18: 1 }));
    expect(two.called).toEqual(hours({ 18: 1 }));
    expect(two.avg_wait_minutes).toEqual(hours({ 18: 59 }));
    expect(two.seated).toEqual(zeros());

    // Day 1 sees booth 2's lunchtime party and booth 1's late one joining at 23:40, still waiting at midnight.
    const day1 = (await read('2025-09-24')).body.queue_lines;
    expect(day1.map((l: { booth_id: number }) => l.booth_id)).toEqual([1, 2]);
    expect(day1[0].waiting[23]).toBe(1);
    expect(day1[1].avg_wait_minutes[12]).toBe(10);
  });

  it("reads a day's tickets through the joined_at index, however many tickets other days hold", async () => {
    // 100x a festival's lines on the days before: 30,000 tickets the day's read must not walk through.
    await s.query(`insert into queue_tickets (booth_id, number, visitor_id, party_size, state, joined_at)
      select 2, 1000 + g, 'bulk' || g, 2, 'left', timestamptz '2025-09-01 12:00+09' + (g * interval '1 minute') from generate_series(1, 30000) as g`);
    await s.query('analyze queue_tickets');
    const plan = await s.query<{ 'QUERY PLAN': string }>(
      `explain select booth_id from queue_tickets where joined_at >= '${at('12:00', '2025-09-24')}'::timestamptz and joined_at < '${at('00:00', '2025-09-26')}'::timestamptz`,
    );
    const text = plan.map((p) => Object.values(p)[0]).join('\n');
    expect(text).toContain('queue_tickets_joined_idx');
    expect(text).not.toMatch(/Seq Scan on queue_tickets/);
    // The figures of the day are the same as before the bulk.
    expect((await read()).body.queue_lines[0].joined).toEqual(hours({ 19: 4, 20: 1 }));
  });
});
