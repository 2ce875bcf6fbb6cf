// The virtual queue (issue 25): join order, the booth admin's line, bad input (a 4xx that changes nothing), the
// live feed, and the per-address limit. On PGlite and PostgreSQL; the crowd cases are in queue-crowd.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, DB_KINDS, adminOf, type TestServer } from './test/harness';
import { openLiveEvents } from './test/live-events';

const NOW = '2025-09-25T19:00:00+09:00';
const club = adminOf('Club'); // booth 1
const major = adminOf('Major'); // booth 2
const from = (address: string) => ({ 'x-forwarded-for': address });

const openQueueStream = (s: TestServer) => openLiveEvents(s, 'queue');

describe.each(DB_KINDS)('virtual queue on %s', (kind) => {
  let s: TestServer;
  const uids: Record<string, string> = {};
  const visitors: string[] = [];
  const tickets: number[] = [];
  const boothId = club.boothId!;
  const snapshot = () =>
    s.query(
      `select (select count(*)::int from queue_tickets) as tickets, (select count(*)::int from queue_actions) as actions,
        (select coalesce(string_agg(id || ':' || state, ',' order by id), '') from queue_tickets) as states,
        (select coalesce(string_agg(booth_id || ':' || state || ':' || next_number, ',' order by booth_id), '') from queue_lines) as lines`,
    );
  const join = (party_size: unknown, user_id: unknown = null, booth = boothId, address = '10.9.0.1') =>
    s.call('POST', `/api/queue/lines/${booth}/join`, { user_id, party_size }, from(address));
  const admin = (path: string, body: Record<string, unknown>, role = 'Club') => s.call('POST', `/api/queue/admin/${boothId}${path}`, { uid: uids[role], ...body });

  beforeAll(async () => {
    s = await createTestServer(kind, { now: NOW, trustProxy: 1 });
    for (const role of ['Staff', 'Stuco', 'Club', 'Major']) uids[role] = await s.login(role);
  });
  afterAll(() => s?.stop());

  it('a line not opened yet takes no joins and lists nothing', async () => {
    expect((await s.call('GET', '/api/queue/lines')).body).toEqual({ now: NOW, lines: [] });
    const r = await join(2);
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ error: 'line_closed', message: 'this line is closed; no one can join it now' });
    const view = await s.call('GET', `/api/queue/admin/${boothId}?uid=${uids.Club}`);
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ state: 'closed', party_min: 1, party_max: 6, grace_minutes: 5, tickets: [], undo: null });
    expect(await snapshot()).toEqual([{ tickets: 0, actions: 0, states: '', lines: '' }]);
  });

  it('the Club admin opens its line with a party range; it is listed for visitors', async () => {
    const r = await admin('/settings', { state: 'open', party_min: 1, party_max: 4, minutes_per_party: 6 });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ state: 'open', party_max: 4, minutes_per_party: 6 });
    const list = await s.call('GET', '/api/queue/lines');
    expect(list.body.lines).toEqual([
      { booth_id: boothId, state: 'open', waiting: 0, party_min: 1, party_max: 4, est_wait_minutes: 0, minutes_per_party: 6, rate_source: 'booth' },
    ]);
  });

  it('three visitors get numbers 1, 2, 3 in join order with parties ahead and an estimate; the live feed carries each', async () => {
    const stream = await openQueueStream(s);
    try {
      for (let i = 0; i < 3; i++) {
        const r = await join(i + 1);
        expect(r.status).toBe(200);
        expect(r.body.user_id).toMatch(/^v.+\..+$/);
        expect(r.body.ticket).toMatchObject({ booth_id: boothId, booth_name: '프론티어', number: i + 1, party_size: i + 1, state: 'waiting', ahead: i, est_wait_minutes: i * 6 });
        visitors.push(r.body.user_id);
        tickets.push(r.body.ticket.id);
      }
      await expect.poll(() => stream.events.length, { timeout: 3000, interval: 20 }).toBeGreaterThanOrEqual(3);
      expect(stream.events[2]).toMatchObject({ booth_id: boothId, line: { waiting: 3, est_wait_minutes: 18 }, changed: [{ id: tickets[2], state: 'waiting' }] });
    } finally {
      await stream.close();
    }
    const mine = await s.call('GET', `/api/queue/tickets?user_id=${encodeURIComponent(visitors[1])}`);
    expect(mine.body).toMatchObject({ user_id: visitors[1], tickets: [{ id: tickets[1], number: 2, ahead: 1, state: 'waiting' }] });
    const nobody = await s.call('GET', '/api/queue/tickets?user_id=forged.id');
    expect(nobody.body).toEqual({ now: NOW, user_id: null, tickets: [] });
  });

  it('bad input gets a clear 4xx and changes nothing', async () => {
    const before = await snapshot();
    const cases: [Promise<{ status: number; body: any }>, number, string | RegExp][] = [
      [join(0), 400, 'party_size must be between 1 and 20'],
      [join(99), 400, 'party_size must be between 1 and 20'],
      [join(5), 400, 'party_size must be between 1 and 4 for this line'],
      [join('2'), 400, 'party_size must be a number'],
      [join(2, null, 99999), 404, 'no such booth: 99999'],
      [join(2, null, major.boothId!), 409, 'this line is closed; no one can join it now'],
      [join(2, visitors[0]), 409, 'you are already in this line'],
      [s.call('POST', `/api/queue/lines/${boothId}/join`, '{oops', { 'content-type': 'application/json' }), 400, 'the body is not valid JSON'],
      [s.call('POST', `/api/queue/admin/${boothId}/next`, { uid: uids.Major }), 403, "you can only run your own booth's line"],
      [s.call('POST', `/api/queue/admin/${boothId}/next`, { uid: uids.Stuco }), 403, 'no permission to run a line'],
      [s.call('POST', `/api/queue/admin/${boothId}/next`, { uid: 'not-a-session' }), 401, /log in/],
      [s.call('POST', `/api/queue/admin/${boothId}/next`, {}), 400, /uid/],
      [admin('/settings', { party_min: 5, party_max: 3 }), 400, 'party_min (5) must not be more than party_max (3)'],
      [admin('/settings', { state: 'busy' }), 400, 'state must be one of open, paused, closed'],
      [admin('/settings', { grace_minutes: 0 }), 400, 'grace_minutes must be between 1 and 30'],
      [admin(`/tickets/${tickets[0]}`, { action: 'seated' }), 409, 'number 1 has not been called (it is waiting)'],
      [admin(`/tickets/${tickets[0]}`, { action: 'dance' }), 400, 'action must be one of seated, no_show'],
      [admin('/tickets/99999', { action: 'seated' }), 404, 'this line has no ticket 99999'],
      [admin('/undo', {}), 409, 'there is nothing to undo'],
      [s.call('POST', `/api/queue/tickets/${tickets[0]}/leave`, { user_id: visitors[1] }), 404, `no such ticket: ${tickets[0]}`],
      [s.call('POST', `/api/queue/admin/99999/next`, { uid: uids.Staff }), 404, 'no such booth: 99999'],
      [s.call('POST', `/api/queue/admin/${major.boothId}/next`, { uid: uids.Major }), 409, 'this booth has no line yet; open it first'],
    ];
    for (const [p, status, message] of cases) {
      const r = await p;
      expect(r.status, JSON.stringify(r.body)).toBe(status);
      if (typeof message === 'string') expect(r.body.message).toBe(message);
      else expect(r.body.message).toMatch(message);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('call next, seated, the grace window before no-show, undo, and the visitor seeing it', async () => {
    const stream = await openQueueStream(s);
    try {
      const called = await admin('/next', {});
      expect(called.status).toBe(200);
      expect(called.body.tickets.slice(0, 3)).toMatchObject([
        { number: 1, state: 'called', called_at: NOW, no_show_from: '2025-09-25T19:05:00+09:00' },
        { number: 2, state: 'waiting' },
        { number: 3, state: 'waiting' },
      ]);
      await expect.poll(() => stream.events.at(-1)?.changed, { timeout: 3000, interval: 20 }).toEqual([{ id: tickets[0], state: 'called' }]);
    } finally {
      await stream.close();
    }
    const v1 = await s.call('GET', `/api/queue/tickets?user_id=${encodeURIComponent(visitors[0])}`);
    expect(v1.body.tickets[0]).toMatchObject({ number: 1, state: 'called', ahead: 0 });
    const v2 = await s.call('GET', `/api/queue/tickets?user_id=${encodeURIComponent(visitors[1])}`);
    // Number 1 is called but not in yet: still one party ahead of number 2.
    expect(v2.body.tickets[0]).toMatchObject({ number: 2, state: 'waiting', ahead: 1 });

    const seated = await admin(`/tickets/${tickets[0]}`, { action: 'seated' });
    expect(seated.body.tickets.find((t: any) => t.number === 1).state).toBe('seated');
    expect(seated.body.undo).toEqual({ action: 'seated', number: 1 });
    // Undo puts number 1 back to called; seat again.
    const undone = await admin('/undo', {});
    expect(undone.body.tickets[0]).toMatchObject({ number: 1, state: 'called' });
    expect((await admin(`/tickets/${tickets[0]}`, { action: 'seated' })).status).toBe(200);

    await admin('/next', {});
    const early = await admin(`/tickets/${tickets[1]}`, { action: 'no_show' });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ error: 'grace_window', message: 'no-show is offered from 19:05, 5 minutes after the call' });
    s.clock.advance(5 * 60_000);
    const missed = await admin(`/tickets/${tickets[1]}`, { action: 'no_show' });
    expect(missed.status).toBe(200);
    const next = await admin('/next', {});
    expect(next.body.tickets.filter((t: any) => t.state === 'called').map((t: any) => t.number)).toEqual([3]);
    // Undo of the call: number 3 waits again, first in line.
    const back = await admin('/undo', {});
    expect(back.body.tickets[0]).toMatchObject({ number: 3, state: 'waiting' });
    expect(back.body.summary.waiting).toBe(1);
    const v3 = await s.call('GET', `/api/queue/tickets?user_id=${encodeURIComponent(visitors[2])}`);
    expect(v3.body.tickets[0]).toMatchObject({ number: 3, state: 'waiting', ahead: 0 });
  });

  it('a missed visitor rejoins at the end once; a second miss ends it', async () => {
    const v = visitors[1];
    const mine = await s.call('GET', `/api/queue/tickets?user_id=${encodeURIComponent(v)}`);
    expect(mine.body.tickets[0]).toMatchObject({ state: 'missed', may_rejoin: true });
    const again = await join(2, v);
    expect(again.status).toBe(200);
    expect(again.body.ticket).toMatchObject({ number: 4, ahead: 1 });
    await admin('/next', {}); // number 3
    await admin('/next', {}); // number 4
    s.clock.advance(5 * 60_000);
    expect((await admin(`/tickets/${again.body.ticket.id}`, { action: 'no_show' })).status).toBe(200);
    const third = await join(2, v);
    expect(third.status).toBe(409);
    expect(third.body.error).toBe('missed_twice');
  });

  it('a visitor holds at most two lines, and may leave one', async () => {
    await s.call('POST', `/api/queue/admin/${major.boothId}/settings`, { uid: uids.Major, state: 'open' });
    await s.call('POST', '/api/queue/admin/3/settings', { uid: uids.Staff, state: 'open' });
    const first = await join(2, null, boothId, '10.9.0.7');
    const v = first.body.user_id;
    expect((await join(2, v, major.boothId!, '10.9.0.7')).status).toBe(200);
    const third = await join(2, v, 3, '10.9.0.7');
    expect(third.status).toBe(409);
    expect(third.body).toMatchObject({ error: 'too_many_lines', message: 'you are already in 2 lines; leave one before joining another' });
    const left = await s.call('POST', `/api/queue/tickets/${first.body.ticket.id}/leave`, { user_id: v });
    expect(left.status).toBe(200);
    expect(left.body.state).toBe('left');
    expect((await s.call('POST', `/api/queue/tickets/${first.body.ticket.id}/leave`, { user_id: v })).status).toBe(409);
    expect((await join(2, v, 3, '10.9.0.7')).status).toBe(200);
  });

  it('undo never gives a visitor a third line: a seated party now in two other lines stays seated', async () => {
    const staff = (booth: number, path: string, body: Record<string, unknown> = {}) =>
      s.call('POST', `/api/queue/admin/${booth}${path}`, { uid: uids.Staff, ...body });
    for (const b of [6, 7, 8]) await staff(b, '/settings', { state: 'open' });
    const first = await join(2, null, 6, '10.9.0.8');
    const w = first.body.user_id;
    expect((await staff(6, '/next')).status).toBe(200);
    expect((await staff(6, `/tickets/${first.body.ticket.id}`, { action: 'seated' })).status).toBe(200);
    expect((await join(2, w, 7, '10.9.0.8')).status).toBe(200);
    const eight = await join(2, w, 8, '10.9.0.8');
    expect(eight.status).toBe(200);
    const before = await snapshot();
    const refused = await staff(6, '/undo');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: 'undo_stale', message: `number ${first.body.ticket.number} is now in 2 other lines; it cannot be undone` });
    expect(await snapshot()).toEqual(before);
    // Once the visitor leaves one of them, the seating can be undone.
    expect((await s.call('POST', `/api/queue/tickets/${eight.body.ticket.id}/leave`, { user_id: w })).status).toBe(200);
    const undone = await staff(6, '/undo');
    expect(undone.status).toBe(200);
    expect(undone.body.tickets[0]).toMatchObject({ number: first.body.ticket.number, state: 'called' });
  });

  it('a paused line takes no joins; closed lines leave the list', async () => {
    await admin('/settings', { state: 'paused' });
    const r = await join(2);
    expect(r.status).toBe(409);
    expect(r.body.error).toBe('line_paused');
    await admin('/settings', { state: 'closed' });
    const lines = (await s.call('GET', '/api/queue/lines')).body.lines.map((l: any) => l.booth_id);
    expect(lines).not.toContain(boothId);
  });

  it('a script from one address holds at most the per-address limit; 30 honest visitors from another all join', async () => {
    await s.call('POST', '/api/queue/admin/5/settings', { uid: uids.Staff, state: 'open', party_max: 6 });
    const limit = s.deps.limits.rules.queueJoin.burst;
    const results: number[] = [];
    for (let round = 0; round < 10; round++) {
      const batch = await Promise.all(Array.from({ length: 50 }, () => join(2, null, 5, '10.66.0.1')));
      results.push(...batch.map((r) => r.status));
    }
    const ok = results.filter((x) => x === 200).length;
    expect(ok).toBeGreaterThan(0);
    expect(ok).toBeLessThanOrEqual(limit);
    expect(results.every((x) => x === 200 || x === 429)).toBe(true);
    const honest = await Promise.all(Array.from({ length: 30 }, () => join(2, null, 5, '10.77.0.1')));
    expect(honest.map((r) => r.status)).toEqual(Array(30).fill(200));
    const rows = await s.query<{ n: number }>('select count(*)::int as n from queue_tickets where booth_id = 5');
    expect(rows[0].n).toBe(ok + 30);
  });
});
