// The queue survives `kill -9` of one of two real server processes on one PostgreSQL (issue 25; docs/queue.md):
// 200 concurrent joins and 20 concurrent "call next" spread over both processes, one of them SIGKILLed in the
// middle. Every ticket acknowledged to a client exists with the number it was told; numbers are unique and
// handed out in the order the joins committed, with no gap; every ticket was called at most once, the lowest
// numbers first; the surviving process goes on. PostgreSQL only (TEST_DATABASE_URL), like the other
// multi-process tests.
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../scripts/free-port.mjs';
import { createTestServer, adminOf, TEST_ADMINS, TEST_DATABASE_URL, type TestServer } from './test/harness';

const NOW = '2025-09-25T20:00:00+09:00';
const boothId = adminOf('Club').boothId!;
const JOINS = 200;
const CALLS = 20;

interface Proc {
  url: string;
  child: ChildProcess;
  logs: string[];
}

async function startProcess(databaseUrl: string): Promise<Proc> {
  const port = await freePort();
  const logs: string[] = [];
  // node itself runs the server (tsx as a loader), so SIGKILL reaches the server and not a wrapper.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      CLIENT_DIR: '',
      FESTIVAL_NOW: NOW,
      TRUST_PROXY: 'loopback',
      ADMIN_CODES: JSON.stringify(TEST_ADMINS.map((a) => ({ role: a.role, name: a.name, code: a.code, booth_id: a.boothId }))),
      TRANSLATION_PROVIDER: 'memory',
      LOG: '0',
      // As the in-process crowd test: 200 joins queued on one line's row lock on a loaded test machine must not
      // trip the database-down guard (3 s by default).
      DB_CONNECT_TIMEOUT_MS: '60000',
      DB_QUERY_TIMEOUT_MS: '60000',
      DB_STATEMENT_TIMEOUT_MS: '60000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => logs.push(String(d)));
  child.stderr?.on('data', (d) => logs.push(String(d)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${logs.join('')}`);
    const up = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { url, child, logs };
    if (Date.now() > deadline) throw new Error(`server did not start:\n${logs.join('')}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function post(p: Proc, path: string, body: unknown, address?: string): Promise<{ status: number; body: any } | null> {
  try {
    const res = await fetch(`${p.url}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(address ? { 'x-forwarded-for': address } : {}) },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: await res.json() };
  } catch {
    return null; // the process died with the request in flight: never acknowledged
  }
}

describe.skipIf(!TEST_DATABASE_URL)('queue under kill -9 of one of two processes (PostgreSQL)', () => {
  let owner: TestServer;
  const procs: Proc[] = [];
  beforeAll(async () => {
    // The database of its own, migrated and seeded; then two real server processes on it.
    owner = await createTestServer('postgres', { now: NOW });
    procs.push(...(await Promise.all([startProcess(owner.databaseUrl!), startProcess(owner.databaseUrl!)])));
  }, 240_000);
  afterAll(async () => {
    for (const p of procs) if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGTERM');
    await Promise.all(procs.map((p) => (p.child.exitCode === null && p.child.signalCode === null ? new Promise((r) => p.child.once('exit', r)) : null)));
    await owner?.stop();
  }, 60_000);

  it('acknowledged tickets all exist, numbered once in commit order; no party called twice; the survivor goes on', async () => {
    const [a, b] = procs;
    const login = async (p: Proc) => (await post(p, '/admin/login', { admin_code: adminOf('Club').code }))!.body.uid as string;
    const uids = [await login(a), await login(b)];
    expect((await post(a, `/queue/admin/${boothId}/settings`, { uid: uids[0], state: 'open', party_max: 8 }))!.status).toBe(200);

    // The kill comes in the middle of the second process's work: once it has acknowledged 30 requests (on a loaded
    // machine one process can answer many before the other answers any, so the count is the second one's own).
    let acknowledgedByB = 0;
    let killAt: (() => void) | null = null;
    const halfway = new Promise<void>((resolve) => (killAt = resolve));
    const count =
      (onB: boolean) =>
      <T,>(r: T) => {
        if (onB && r !== null && ++acknowledgedByB === 30) killAt!();
        return r;
      };
    // Joins from a crowd (each its own address), and calls, alternately on each process, all at once.
    const joins = Array.from({ length: JOINS }, (_, i) =>
      post(procs[i % 2], `/queue/lines/${boothId}/join`, { user_id: null, party_size: 1 + (i % 8) }, `10.30.${i >> 8}.${i & 255}`).then(count(i % 2 === 1)),
    );
    const calls = Array.from({ length: CALLS }, (_, i) =>
      // The calls start once some joins are in, so most find someone waiting.
      new Promise((r) => setTimeout(r, 50 * i))
        .then(() => post(procs[i % 2], `/queue/admin/${boothId}/next`, { uid: uids[i % 2] }))
        .then(count(i % 2 === 1)),
    );
    // In the middle: kill -9 of the second process, as a last wave of the crowd reaches both (on a loaded machine the
    // first wave may all be answered by the time the 30th answer is seen here, so this wave is what is in flight).
    await halfway;
    const LATE = 20;
    const late = Array.from({ length: LATE }, (_, k) => {
      const i = JOINS + k;
      return post(procs[i % 2], `/queue/lines/${boothId}/join`, { user_id: null, party_size: 1 + (i % 8) }, `10.31.${i >> 8}.${i & 255}`);
    });
    b.child.kill('SIGKILL');
    const joined = [...(await Promise.all(joins)), ...(await Promise.all(late))];
    const called = await Promise.all(calls);
    await new Promise((r) => b.child.signalCode !== null ? r(null) : b.child.once('exit', r));
    expect(b.child.signalCode).toBe('SIGKILL');

    // Some requests to the killed process were lost (never acknowledged); every other answer is a 200 or, for a
    // call that found no one waiting, the line_empty refusal.
    const okJoins = joined.filter((r) => r?.status === 200).map((r) => r!.body as { user_id: string; ticket: { id: number; number: number } });
    expect(joined.filter((r) => r && r.status !== 200).map((r) => r!.body)).toEqual([]);
    expect(okJoins.length).toBeGreaterThan(JOINS / 2);
    expect(called.filter((r) => r && r.status !== 200 && r.body.error !== 'line_empty').map((r) => r!.body)).toEqual([]);
    const okCalls = called.filter((r) => r?.status === 200).length;
    // The kill came in the middle: requests to the killed process were lost, and the survivor answered all of its own.
    const lost = [...joined, ...called].filter((r) => r === null).length;
    expect(lost).toBeGreaterThan(0);
    expect(joined.filter((r, i) => i % 2 === 0 && r === null)).toEqual([]);
    console.log(`kill -9 test: ${okJoins.length} joins and ${okCalls} calls acknowledged, ${lost} requests lost with the killed process`);

    const rows = await owner.query<{ id: number; number: number; visitor_id: string; state: string }>(
      `select id, number, visitor_id, state from queue_tickets where booth_id = ${boothId} order by number`,
    );
    // Every acknowledged ticket is there, with the number and visitor its client was told.
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const j of okJoins) expect(byId.get(j.ticket.id), `ticket ${j.ticket.id}`).toMatchObject({ number: j.ticket.number, visitor_id: j.user_id });
    // Numbers 1..n once each, no gap (a killed transaction took its number back with it), in commit order.
    expect(rows.map((r) => r.number)).toEqual(rows.map((_, i) => i + 1));
    const ids = rows.map((r) => r.id);
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    // Only joins the killed process had in flight may be missing, and only those could be committed unacknowledged.
    expect(rows.length).toBeGreaterThanOrEqual(okJoins.length);
    expect(rows.length - okJoins.length).toBeLessThanOrEqual(joined.filter((r) => r === null).length);

    // Calls: each ticket at most once, the lowest numbers, in order.
    const actions = await owner.query<{ ticket_id: number; number: number }>(
      `select a.ticket_id, t.number from queue_actions a join queue_tickets t on t.id = a.ticket_id
        where a.booth_id = ${boothId} and a.action = 'call' order by a.id`,
    );
    expect(new Set(actions.map((x) => x.ticket_id)).size).toBe(actions.length);
    expect(actions.map((x) => x.number)).toEqual(actions.map((_, i) => i + 1));
    expect(actions.length).toBeGreaterThanOrEqual(okCalls);
    expect(rows.filter((r) => r.state === 'called').map((r) => r.number)).toEqual(actions.map((x) => x.number));

    // The survivor goes on: the next join gets the next number, the next call the next party.
    const more = await post(a, `/queue/lines/${boothId}/join`, { user_id: null, party_size: 2 }, '10.31.0.1');
    expect(more).toMatchObject({ status: 200, body: { ticket: { number: rows.length + 1 } } });
    const next = await post(a, `/queue/admin/${boothId}/next`, { uid: uids[0] });
    expect(next!.status).toBe(200);
    const nowCalled = (next!.body.tickets as { number: number; state: string }[]).filter((t) => t.state === 'called').map((t) => t.number);
    expect(nowCalled).toEqual(Array.from({ length: actions.length + 1 }, (_, i) => i + 1));
  }, 300_000);
});
