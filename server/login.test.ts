// Admin login under attack and on several devices, on PGlite and PostgreSQL: a flood of wrong codes
// from one address never delays a right code from that address; each login is its own uid; signing
// out ends one uid and leaves the others.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeLookup } from './lib/secrets';
import { createTestServer, DB_KINDS, adminOf, TEST_ADMINS, type TestServer } from './test/harness';

const FLOOD = 400;
const CRAFTED = 12;

describe.each(DB_KINDS)('admin login on %s', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await createTestServer(kind);
  });
  afterAll(() => s?.stop());

  const notice = (uid: string) => s.call('POST', '/api/board/notices', { uid, title: '기기 확인', content: '본문' });

  it('keeps every device of one admin logged in until it signs out or expires', async () => {
    const phones = [await s.login('Staff'), await s.login('Staff'), await s.login('Staff')];
    expect(new Set(phones).size).toBe(3);
    for (const uid of phones) expect((await notice(uid)).status).toBe(201);
    const rows = await s.query<{ n: number }>(
      `select count(*)::int as n from admin_sessions s join admins a on a.id = s.admin_id where a.name = '${adminOf('Staff').name}'`,
    );
    expect(rows[0].n).toBeGreaterThanOrEqual(3);

    const out = await s.call('POST', '/api/admin/logout', { uid: phones[1] });
    expect(out.status).toBe(200);
    expect(out.body).toMatchObject({ ok: true, ended: true });
    const refused = await notice(phones[1]);
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ message: 'session expired, please log in again', uid_valid: false });
    expect((await notice(phones[0])).status).toBe(201);
    expect((await notice(phones[2])).status).toBe(201);

    // Signing out twice (or an unknown uid) is already done, not an error.
    expect((await s.call('POST', '/api/admin/logout', { uid: phones[1] })).body).toMatchObject({ ok: true, ended: false });

    s.clock.advance(60 * 60 * 1000 + 1000);
    try {
      expect((await notice(phones[0])).status).toBe(401);
      expect((await notice(phones[2])).status).toBe(401);
      // The next login sweeps the expired sessions away.
      await s.login('Staff');
      const now = new Date(s.clock.now()).toISOString();
      const left = await s.query<{ expired: number; live: number }>(
        `select count(*) filter (where expires_at <= '${now}')::int as expired, count(*) filter (where expires_at > '${now}')::int as live from admin_sessions`,
      );
      expect(left[0]).toEqual({ expired: 0, live: 1 });
    } finally {
      s.clock.set('2025-09-25T14:00:00+09:00');
    }
  });

  it('answers a bad sign-out with a 400 and a message, changing no session', async () => {
    const before = await s.query('select token_hash from admin_sessions order by token_hash');
    for (const body of ['', '{}', '[]', 'not json', JSON.stringify({ uid: 7 }), JSON.stringify({ uid: '' }), JSON.stringify({ uid: 'a\u0000b' })]) {
      const r = await s.call('POST', '/api/admin/logout', body, { 'content-type': 'application/json' });
      expect(r.status, body).toBe(400);
      expect(r.body.message, body).toMatch(/\w/);
    }
    expect(await s.query('select token_hash from admin_sessions order by token_hash')).toEqual(before);
  });

  it(`lets a right code in at once while ${FLOOD} wrong codes flood in from the same address`, async () => {
    let answered = 0;
    const statuses: number[] = [];
    const flood = Array.from({ length: FLOOD }, (_, i) =>
      s.call('POST', '/api/admin/login', { admin_code: `wrong-code-${i}-${kind}` }).then((r) => {
        answered++;
        statuses.push(r.status);
      }),
    );
    // Once the free failures are spent, every further failure from this address is slowed...
    await expect.poll(() => answered, { timeout: 5000, interval: 5 }).toBeGreaterThanOrEqual(10);
    const t0 = performance.now();
    const r = await s.call('POST', '/api/admin/login', { admin_code: adminOf('Club').code });
    const tookMs = performance.now() - t0;
    // ...but the right code is checked before any delay.
    expect(r.status).toBe(200);
    expect(r.body.role).toBe('Club');
    // Not queued behind the flood: it answers while most of the wrong codes are still waiting (a measure
    // that holds on a loaded machine, where a time limit would not).
    const pending = FLOOD - answered;
    expect(pending).toBeGreaterThan(FLOOD / 2);
    await Promise.all(flood);
    expect(statuses.every((x) => x === 401)).toBe(true);
    console.log(`[login flood ${kind}] right code answered in ${tookMs.toFixed(0)} ms while ${pending} of ${FLOOD} wrong codes were pending`);
  });

  it(`does not queue a right code seen before behind ${CRAFTED} wrong codes crafted to cost a scrypt each`, async () => {
    await s.login('Major');
    // Wrong codes whose 4-hex lookup matches some admin's, so each one runs scrypt on the thread pool.
    const prefixes = new Set(TEST_ADMINS.map((a) => codeLookup(a.code)));
    const crafted: string[] = [];
    for (let i = 0; crafted.length < CRAFTED; i++) if (prefixes.has(codeLookup(`crafted-${kind}-${i}`))) crafted.push(`crafted-${kind}-${i}`);
    let answered = 0;
    const t0 = performance.now();
    const flood = crafted.map((code) => s.call('POST', '/api/admin/login', { admin_code: code }).then((r) => (answered++, r.status)));
    const t1 = performance.now();
    const r = await s.call('POST', '/api/admin/login', { admin_code: adminOf('Major').code });
    const tookMs = performance.now() - t1;
    const pending = CRAFTED - answered;
    expect(r.status).toBe(200);
    expect(pending).toBeGreaterThan(0);
    const statuses = await Promise.all(flood);
    const floodMs = performance.now() - t0;
    expect(statuses.every((x) => x === 401)).toBe(true);
    // The right code answered well before the scrypt work of the crafted codes was done.
    expect(tookMs).toBeLessThan(floodMs / 2);
    console.log(`[crafted flood ${kind}] right code in ${tookMs.toFixed(0)} ms; ${CRAFTED} crafted codes took ${floodMs.toFixed(0)} ms`);
  });
});
