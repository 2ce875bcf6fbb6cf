// Coupons at the counter: who may check a code, and a code redeemed exactly once (also when two
// counters redeem it at the same moment, which PostgreSQL runs truly in parallel).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME } from '@contract/constants';
import { createTestServer, DB_KINDS, type TestServer } from './test/harness';

const ALL_RELEASED = '2025-09-26T22:00:00+09:00';
const ROOMY_LIMITS = Object.fromEntries(
  ['coupon', 'couponHour', 'like', 'visitorId'].map((k) => [k, { burst: 1_000_000, refillMs: 1000 }]),
);

describe.each(DB_KINDS)('coupons at the counter on %s', (kind) => {
  let s: TestServer;
  let staff: string;
  let frontierAdmin: string;
  let engineeringAdmin: string;

  /** Plays and wins a game, then takes a coupon of `pub`: its code. */
  async function winCoupon(pub: string): Promise<string> {
    const userId = (await s.call('POST', '/api/game/games/start/', { user_id: 'none' })).body.data.user_id;
    s.clock.advance(GAME.minPlausibleGameMs);
    expect((await s.call('POST', '/api/game/games/success/', { user_id: userId })).body.data.is_coupon).toBe(true);
    const r = await s.call('POST', '/api/game/games/coupon/', { user_id: userId, booth_name: pub });
    expect(r.status).toBe(200);
    return r.body.data.coupon_code;
  }

  beforeAll(async () => {
    s = await createTestServer(kind, {
      now: ALL_RELEASED,
      couponStock: { kind: 'pubs', pubs: [{ name: '프론티어', stock: 10 }, { name: '공과대학', stock: 5 }] },
      limits: ROOMY_LIMITS,
      couponShareFactor: Infinity,
    });
    staff = await s.login('Staff');
    frontierAdmin = await s.login('Club'); // booth 1, 프론티어
    engineeringAdmin = await s.login('Major'); // booth 2, 공과대학
  });
  afterAll(() => s?.stop());

  it('lets Staff and the pub’s own admin check a code, and no one else', async () => {
    const code = await winCoupon('프론티어');
    const asStaff = await s.call('GET', `/api/coupons/${code}?pub=${encodeURIComponent('프론티어')}`, undefined, { authorization: `Bearer ${staff}` });
    expect(asStaff.status).toBe(200);
    expect(asStaff.body).toMatchObject({ code, pub_name: '프론티어', valid: true, redeemed_at: null });
    expect(asStaff.body.issued_at).toMatch(/^2025-09-26T22:00/);
    // Lower case and spaces as typed at a counter.
    const typed = await s.call('GET', `/api/coupons/${encodeURIComponent(` ${code.toLowerCase()} `)}?uid=${frontierAdmin}`);
    expect(typed.status).toBe(200);
    expect(typed.body.pub_name).toBe('프론티어');

    const noUid = await s.call('GET', `/api/coupons/${code}`);
    expect(noUid.status).toBe(401);
    const otherPubAdmin = await s.call('GET', `/api/coupons/${code}`, undefined, { authorization: `Bearer ${engineeringAdmin}` });
    expect(otherPubAdmin.status).toBe(409);
    expect(otherPubAdmin.body).toMatchObject({ error: 'other_pub', pub_name: '프론티어' });
    const askedOtherPub = await s.call('GET', `/api/coupons/${code}?pub=${encodeURIComponent('프론티어')}`, undefined, {
      authorization: `Bearer ${engineeringAdmin}`,
    });
    expect(askedOtherPub.status).toBe(403);
    expect(askedOtherPub.body.message).toMatch(/own pub/);
    // A club without a pub of the game: its booth is not a pub, so nothing matches.
    const photoClub = await s.login('Club', 2);
    expect((await s.call('GET', `/api/coupons/${code}`, undefined, { authorization: `Bearer ${photoClub}` })).status).toBe(409);
  });

  it('answers bad and unknown codes with a reason, never a 5xx', async () => {
    const auth = { authorization: `Bearer ${staff}` };
    const bad = await s.call('GET', '/api/coupons/%3Cscript%3E', undefined, auth);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/not a coupon code/);
    const unknown = await s.call('GET', '/api/coupons/DG5-ZZZZ-ZZZZ', undefined, auth);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toMatch(/no coupon has this code/);
    // A code in stock but never given to a visitor is unknown too.
    const [unclaimed] = await s.query<{ code: string }>(`select code from coupons where play_id is null limit 1`);
    expect((await s.call('GET', `/api/coupons/${unclaimed.code}`, undefined, auth)).status).toBe(404);
    expect((await s.call('POST', `/api/coupons/${unclaimed.code}/redeem`, { uid: staff })).status).toBe(404);
    const badBody = await s.call('POST', '/api/coupons/DG5-ZZZZ-ZZZZ/redeem', 'not json', { 'content-type': 'application/json' });
    expect(badBody.status).toBe(400);
    const badPub = await s.call('POST', '/api/coupons/DG5-ZZZZ-ZZZZ/redeem', { uid: staff, pub: 42 });
    expect(badPub.status).toBe(400);
  });

  it('redeems a code once: a second redeem is a 409 that says when', async () => {
    const code = await winCoupon('공과대학');
    const notMine = await s.call('POST', `/api/coupons/${code}/redeem`, { uid: frontierAdmin });
    expect(notMine.status).toBe(409);
    expect(notMine.body.error).toBe('other_pub');

    const first = await s.call('POST', `/api/coupons/${code}/redeem`, { uid: engineeringAdmin });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ code, valid: false, redeemed_by: '공과대학 학생회' });
    expect(first.body.redeemed_at).toMatch(/^2025-09-26T22:00/);

    const second = await s.call('POST', `/api/coupons/${code}/redeem`, { uid: staff, pub: '공과대학' });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ error: 'already_redeemed', redeemed_by: '공과대학 학생회' });
    expect(second.body.message).toBe('this coupon was already used at 22:00');
    const check = await s.call('GET', `/api/coupons/${code}`, undefined, { authorization: `Bearer ${staff}` });
    expect(check.body).toMatchObject({ valid: false, redeemed_by: '공과대학 학생회' });
    const [row] = await s.query<{ redeemed_by: string }>(`select redeemed_by from coupons where code = '${code}'`);
    expect(row.redeemed_by).toBe('공과대학 학생회');
  });

  it('redeems once when ten counters redeem the same code at once', async () => {
    const code = await winCoupon('프론티어');
    const tries = await Promise.all(Array.from({ length: 10 }, () => s.call('POST', `/api/coupons/${code}/redeem`, { uid: staff })));
    expect(tries.filter((r) => r.status === 200).length).toBe(1);
    expect(tries.filter((r) => r.status === 409 && r.body.error === 'already_redeemed').length).toBe(9);
  });
});
