// Writes, sessions, roles and ownership: every role against every write, on PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROLES, type AdminRole } from '@contract/constants';
import { SAMPLE_ADMINS } from '@contract/sample/admins';
import { SAMPLE_POSTS } from '@contract/sample/posts';
import { createTestServer, DB_KINDS, adminOf, type TestServer } from './test/harness';

const NOW = '2025-09-25T14:00:00+09:00';
const at = (hhmm: string) => `2025-09-25T${hhmm}:00+09:00`;

describe.each(DB_KINDS)('writes and roles on %s', (kind) => {
  let s: TestServer;
  const uids: Record<string, string> = {};
  const postCount = async () => (await s.query<{ n: number }>('select count(*)::int as n from posts'))[0].n;

  beforeAll(async () => {
    s = await createTestServer(kind, { now: NOW, loginLimiter: { maxDelayMs: 150 } });
    for (const role of ADMIN_ROLES) uids[role] = await s.login(role);
  });
  afterAll(() => s?.stop());

  it('logs in with a code and answers uid, role and name', async () => {
    const admin = adminOf('Club');
    const r = await s.call('POST', '/api/admin/login', { admin_code: admin.code });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ role: 'Club', name: admin.name, booth_id: admin.boothId });
    expect(r.body.uid).toMatch(/^[A-Za-z0-9_-]{32}$/);
    uids.Club = r.body.uid;
    // Only a hash of the uid and of the code is stored.
    const rows = await s.query<{ token_hash: string }>('select token_hash from admin_sessions');
    expect(rows.some((x) => x.token_hash === r.body.uid)).toBe(false);
    const admins = await s.query<{ code_hash: string }>('select code_hash from admins');
    expect(admins.every((a) => a.code_hash.startsWith('scrypt$') && !a.code_hash.includes(admin.code))).toBe(true);
  });

  it('rejects a wrong code with the message the client shows', async () => {
    const r = await s.call('POST', '/api/admin/login', { admin_code: 'not-a-code' });
    expect(r.status).toBe(401);
    expect(r.body.message).toBe('please check the admin code');
  });

  // Each write, the roles allowed to do it, and a request builder.
  const writes: { name: string; allowed: AdminRole[]; send: (uid: string | undefined) => Promise<{ status: number; body: any }> }[] = [
    {
      name: 'PATCH /board/emergency',
      allowed: ['Staff', 'Stuco'],
      send: (uid) => s.call('PATCH', '/api/board/emergency', { uid, title: '긴급 공지', content: '정문 혼잡' }),
    },
    {
      name: 'POST /board/notices',
      allowed: ['Staff', 'Stuco'],
      send: (uid) => s.call('POST', '/api/board/notices', { uid, category: 'Notice', title: '공지', content: '내용' }),
    },
    {
      name: 'POST /board/losts',
      allowed: ['Staff', 'Stuco'],
      send: (uid) => {
        const f = new FormData();
        if (uid !== undefined) f.set('uid', uid);
        f.set('category', 'LostItem');
        f.set('title', '우산');
        f.set('content', '검은 우산');
        f.set('location', '팔정도');
        return s.call('POST', '/api/board/losts', f);
      },
    },
    {
      name: 'POST /board/events',
      allowed: ['Club', 'Major'],
      send: (uid) => s.call('POST', '/api/board/events', { uid, title: '이벤트', detail: '내용', start_time: at('15:00'), end_time: at('16:00') }),
    },
  ];

  for (const w of writes) {
    for (const role of ADMIN_ROLES) {
      const ok = w.allowed.includes(role);
      it(`${w.name} by ${role}: ${ok ? 'allowed' : '403'}`, async () => {
        const before = await postCount();
        const r = await w.send(uids[role]);
        if (ok) {
          expect(r.status, JSON.stringify(r.body)).toBeLessThan(300);
          expect(r.body.message).toMatch(/complete|edited/);
        } else {
          expect(r.status).toBe(403);
          expect(r.body.message).toMatch(/permission/);
          expect(await postCount()).toBe(before);
        }
      });
    }
    it(`${w.name} without uid, with a made-up uid: 401 session expired, nothing written`, async () => {
      const before = await postCount();
      for (const uid of [undefined, 'made-up-uid']) {
        const r = await w.send(uid);
        expect(r.status).toBe(401);
        expect(r.body).toMatchObject({ message: 'session expired, please log in again', uid_valid: false });
      }
      expect(await postCount()).toBe(before);
    });
  }

  it('edits and deletes only your own posts', async () => {
    const mine = await s.call('POST', '/api/board/notices', { uid: uids.Staff, title: '내 공지', content: '본문' });
    const id = mine.body.id;
    const other = await s.login('Staff', 1);
    // Another Staff admin may not edit or delete it; Stuco neither.
    for (const uid of [other, uids.Stuco]) {
      expect((await s.call('PATCH', `/api/board/notices/${id}`, { uid, title: 'x', content: 'y' })).status).toBe(403);
      expect((await s.call('DELETE', `/api/board/${id}`, { uid })).status).toBe(403);
    }
    const post = await s.call('GET', `/api/board/${id}`);
    expect(post.body.title).toBe('내 공지');
    const edited = await s.call('PATCH', `/api/board/notices/${id}`, { uid: uids.Staff, category: 'Notice', title: '고친 공지', content: '새 본문' });
    expect(edited.status).toBe(200);
    expect(edited.body.message).toBe('notice edited');
    expect((await s.call('GET', `/api/board/${id}`)).body).toMatchObject({ title: '고친 공지', content: '새 본문' });
    // DELETE needs an admin: none, or a visitor's made-up uid, gets 401.
    expect((await s.call('DELETE', `/api/board/${id}`)).status).toBe(401);
    expect((await s.call('DELETE', `/api/board/${id}?uid=nope`)).status).toBe(401);
    const del = await s.call('DELETE', `/api/board/${id}`, undefined, { authorization: `Bearer ${uids.Staff}` });
    expect(del.status).toBe(200);
    expect((await s.call('GET', `/api/board/${id}`)).status).toBe(404);
  });

  it('refuses edits of sample posts written by someone else and of the wrong category', async () => {
    const stucoNotice = SAMPLE_POSTS.find((p) => p.category === 'Notice' && SAMPLE_ADMINS.find((a) => a.name === p.writer)?.role === 'Stuco')!;
    const r = await s.call('PATCH', `/api/board/notices/${stucoNotice.id}`, { uid: uids.Staff, title: 'x', content: 'y' });
    expect(r.status).toBe(403);
    const lost = SAMPLE_POSTS.find((p) => p.category === 'LostItem')!;
    expect((await s.call('PATCH', `/api/board/notices/${lost.id}`, { uid: uids.Staff, title: 'x', content: 'y' })).status).toBe(404);
    const ev = SAMPLE_POSTS.find((p) => p.category === 'Event')!;
    expect((await s.call('DELETE', `/api/board/${ev.id}`, { uid: uids.Staff })).status).toBe(403);
  });

  it('updates the urgent notice in place', async () => {
    const r = await s.call('PATCH', '/api/board/emergency', { uid: uids.Stuco, title: '우천 안내', content: '공연이 30분 늦춰집니다' });
    expect(r.status).toBe(200);
    const e = await s.call('GET', '/api/board/emergency');
    expect(e.body).toMatchObject({ id: r.body.id, title: '우천 안내', content: '공연이 30분 늦춰집니다' });
    // Still not in the lists.
    expect((await s.call('GET', '/api/board/')).body.result.some((p: any) => p.id === r.body.id)).toBe(false);
  });

  it('writes events for the admin’s own booth, same day, start not before now, end after start', async () => {
    const club = adminOf('Club');
    const bad = [
      [{ start_time: at('13:00'), end_time: at('15:00') }, 'start time cannot be earlier than now'],
      [{ start_time: at('16:00'), end_time: at('15:00') }, 'end time cannot be earlier than start time'],
      [{ start_time: at('16:00'), end_time: at('16:00') }, 'end time cannot be earlier than start time'],
      [{ start_time: '2025-09-26T10:00:00+09:00', end_time: '2025-09-26T11:00:00+09:00' }, 'only same-day events can be written'],
      [{ start_time: at('23:00'), end_time: '2025-09-26T01:00:00+09:00' }, 'only same-day events can be written'],
      [{ start_time: '2025-09-25 15:00', end_time: at('16:00') }, 'not a valid time format'],
    ] as const;
    const before = await postCount();
    for (const [times, message] of bad) {
      const r = await s.call('POST', '/api/board/events', { uid: uids.Club, title: 't', detail: 'd', ...times });
      expect(r.status, message).toBe(400);
      expect(r.body.message).toBe(message);
    }
    expect(await postCount()).toBe(before);
    // The current minute is allowed as a start (14:00 now).
    const ok = await s.call('POST', '/api/board/events', { uid: uids.Club, title: '지금 시작', detail: 'd', start_time: at('14:00'), end_time: at('14:30') });
    expect(ok.status).toBe(201);
    const ev = await s.call('GET', `/api/board/events/${ok.body.id}`);
    expect(ev.body).toMatchObject({ booth_id: club.boothId, writer: club.name });
    // The booth now shows the running event.
    const booth = await s.call('GET', `/api/booths/${club.boothId}/`);
    expect(booth.body).toMatchObject({ is_event: true, event_id: ok.body.id });
    const list = await s.call('POST', '/api/booths/list/', { is_event: true });
    expect(list.body.results.find((b: any) => b.booth_id === club.boothId).event_id).toBe(ok.body.id);
    s.clock.set(at('14:31'));
    expect((await s.call('GET', `/api/booths/${club.boothId}/`)).body).toMatchObject({ event_id: null });
    s.clock.set(NOW);
  });

  it('keeps the earlier uid on a new login (several devices) and expires a uid after an hour', async () => {
    const first = await s.login('Major');
    const second = await s.login('Major');
    const body = (uid: string) => ({ uid, title: 'e', detail: 'd', start_time: at('18:00'), end_time: at('19:00') });
    expect((await s.call('POST', '/api/board/events', body(first))).status).toBe(201);
    const other = { ...body(second), start_time: at('20:00'), end_time: at('21:00') };
    expect((await s.call('POST', '/api/board/events', other)).status).toBe(201);
    s.clock.advance(60 * 60 * 1000 + 1000);
    try {
      const late = await s.call('POST', '/api/board/events', { ...body(second), start_time: at('16:00'), end_time: at('17:00') });
      expect(late.status).toBe(401);
      expect(late.body.message).toBe('session expired, please log in again');
    } finally {
      s.clock.set(NOW);
    }
    uids.Major = await s.login('Major');
  });

  it('refuses a code that keeps failing, yet lets a right code in from the same address', async () => {
    for (let i = 0; i < 5; i++) expect((await s.call('POST', '/api/admin/login', { admin_code: 'guess-1234' })).status).toBe(401);
    const blocked = await s.call('POST', '/api/admin/login', { admin_code: 'guess-1234' });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    // Many failures from this address (other people's guesses): a right code is delayed at most briefly.
    for (let i = 0; i < 15; i++) await s.call('POST', '/api/admin/login', { admin_code: `other-${i}` });
    const t0 = Date.now();
    const r = await s.call('POST', '/api/admin/login', { admin_code: adminOf('Staff').code });
    expect(r.status).toBe(200);
    expect(Date.now() - t0).toBeLessThan(2000);
    uids.Staff = r.body.uid;
  });
});
