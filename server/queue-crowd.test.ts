// The queue under a crowd (issue 25): 200 concurrent joins and 20 concurrent "call next", spread over two
// server processes' apps on one PostgreSQL database (one app on PGlite): every ticket is numbered once in
// join order, and the 20 lowest numbers are called exactly once each, in number order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, DB_KINDS, adminOf, type TestServer } from './test/harness';

const NOW = '2025-09-25T20:00:00+09:00';
const boothId = adminOf('Club').boothId!;

describe.each(DB_KINDS)('queue crowd on %s', (kind) => {
  const servers: TestServer[] = [];
  beforeAll(async () => {
    const first = await createTestServer(kind, { now: NOW, trustProxy: 1 });
    servers.push(first);
    // PostgreSQL: a second app on the same database, as a second process would be (its own pool and cache).
    if (kind === 'postgres') servers.push(await createTestServer(kind, { now: NOW, trustProxy: 1, databaseUrl: first.databaseUrl! }));
  }, 120_000);
  afterAll(async () => {
    for (const s of servers.reverse()) await s.stop();
  });

  it('200 concurrent joins and 20 concurrent calls: numbers 1..200 once each, calls 1..20 once each in order', async () => {
    const [a] = servers;
    const on = (i: number) => servers[i % servers.length];
    const uid = await a.login('Club');
    const uid2 = servers[1] ? await servers[1].login('Club') : uid;
    expect((await a.call('POST', `/api/queue/admin/${boothId}/settings`, { uid, state: 'open', party_max: 8 })).status).toBe(200);

    // Each visitor from its own address (a crowd, not a script); fresh server-issued ids.
    const joins = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        on(i).call('POST', `/api/queue/lines/${boothId}/join`, { user_id: null, party_size: 1 + (i % 8) }, { 'x-forwarded-for': `10.20.${i >> 8}.${i & 255}` }),
      ),
    );
    expect(joins.filter((r) => r.status !== 200).map((r) => r.body)).toEqual([]);
    const numbers = joins.map((r) => r.body.ticket.number as number).sort((x, y) => x - y);
    expect(numbers).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));

    const calls = await Promise.all(
      Array.from({ length: 20 }, (_, i) => on(i).call('POST', `/api/queue/admin/${boothId}/next`, { uid: i % servers.length ? uid2 : uid })),
    );
    expect(calls.map((r) => r.status)).toEqual(Array(20).fill(200));

    const called = await a.query<{ number: number; action_id: number }>(
      `select t.number, a.id as action_id from queue_actions a join queue_tickets t on t.id = a.ticket_id
        where a.booth_id = ${boothId} and a.action = 'call' order by a.id`,
    );
    // In the order the calls committed, the numbers 1..20: none twice, none skipped.
    expect(called.map((r) => r.number)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const states = await a.query<{ state: string; n: number; lo: number; hi: number }>(
      `select state, count(*)::int as n, min(number) as lo, max(number) as hi from queue_tickets where booth_id = ${boothId} group by state order by state`,
    );
    expect(states).toEqual([
      { state: 'called', n: 20, lo: 1, hi: 20 },
      { state: 'waiting', n: 180, lo: 21, hi: 200 },
    ]);
    // Both processes see the same line.
    for (const s of servers) {
      const view = await s.call('GET', `/api/queue/admin/${boothId}?uid=${s === a ? uid : uid2}`);
      expect(view.body.summary.waiting).toBe(180);
    }
  }, 300_000);
});
