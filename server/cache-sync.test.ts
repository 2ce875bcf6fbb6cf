// Several server processes on one PostgreSQL database: a board write in one is seen by the others' in-memory
// caches at once (LISTEN/NOTIFY), not after their time-to-live.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, TEST_DATABASE_URL, type TestServer } from './test/harness';

const LONG_TTL = 60_000; // far longer than the test: only the notice can refresh the other process

describe.skipIf(!TEST_DATABASE_URL)('read caches across processes (PostgreSQL)', () => {
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    a = await createTestServer('postgres', { cacheTtlMs: LONG_TTL });
    b = await createTestServer('postgres', { databaseUrl: a.databaseUrl, migrate: false, cacheTtlMs: LONG_TTL });
  });
  afterAll(async () => {
    await b?.stop();
    await a?.stop();
  });

  const titlesIn = async (s: TestServer) => ((await s.call('GET', '/api/board/')).body.result as { title: string }[]).map((p) => p.title);

  it('shows a notice written in one process on the other one at once', async () => {
    const before = await titlesIn(b); // b's cache is filled now
    expect(before).not.toContain('셔틀버스 시간 변경');
    const uid = await a.login('Staff');
    const created = await a.call('POST', '/api/board/notices', { uid, category: 'Notice', title: '셔틀버스 시간 변경', content: '막차가 23:30으로 늦춰졌습니다.' });
    expect(created.status).toBe(201);
    await expect.poll(() => titlesIn(b), { timeout: 1500, interval: 50 }).toContain('셔틀버스 시간 변경');
  });

  it('shows the other process an edited urgent notice and a deleted post', async () => {
    const uid = await b.login('Staff');
    expect((await a.call('GET', '/api/board/emergency')).status).toBe(200);
    const edited = await b.call('PATCH', '/api/board/emergency', { uid, title: '우천 안내', content: '비가 와서 야외 무대는 30분 늦게 시작합니다.' });
    expect(edited.status).toBe(200);
    await expect.poll(async () => (await a.call('GET', '/api/board/emergency')).body.title, { timeout: 1500, interval: 50 }).toBe('우천 안내');

    // The notice this admin wrote above, still in a's cache.
    const posts = (await a.call('GET', '/api/board/')).body.result as { id: number; title: string }[];
    const victim = posts.find((p) => p.title === '셔틀버스 시간 변경')!;
    const removed = await b.call('DELETE', `/api/board/${victim.id}`, { uid });
    expect(removed.status).toBe(200);
    await expect.poll(async () => (await a.call('GET', `/api/board/${victim.id}`)).status, { timeout: 1500, interval: 50 }).toBe(404);
  });

  it('reads everything again when its listening connection comes back, so a change missed meanwhile shows', async () => {
    const before = await titlesIn(b); // b's cache is filled now
    const [first] = await b.query<{ id: number; title: string }>(`select id, title from posts where category = 'Notice' order by id limit 1`);
    expect(before).toContain(first.title);
    // Both listening connections go (a database restart, a proxy dropping idle connections) and, while they are
    // away, a change lands that no notice announces.
    const dbName = new URL(b.databaseUrl!).pathname.slice(1);
    await b.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${dbName}' and query like 'listen %'`);
    await b.query(`update posts set title = '다시 읽은 공지' where id = ${first.id}`);
    await expect.poll(() => titlesIn(b), { timeout: 10_000, interval: 100 }).toContain('다시 읽은 공지');
  });
});
