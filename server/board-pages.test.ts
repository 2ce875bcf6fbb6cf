// The paged board (GET /api/board/?page=N&size=M[&category][&search]): the spec's ALL order, search and
// counts done in SQL, bad paging refused with a reason, nothing dated after the server's now, and the
// 2025 whole-list answer kept. On PGlite and, with TEST_DATABASE_URL, PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_BOOTHS } from '@contract/sample/booths';
import { SAMPLE_POSTS } from '@contract/sample/posts';
import { createTestServer, DB_KINDS, type TestServer } from './test/harness';

const NOW = '2025-09-25T18:30:00+09:00';
const published = SAMPLE_POSTS.filter((p) => Date.parse(p.created_at) <= Date.parse(NOW));
const newestFirst = <T extends { created_at: string; id: number }>(xs: T[]) =>
  [...xs].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id);
/** Spec §5: the 4 newest notices, then every other post newest first, then the remaining notices. */
const allOrder = newestFirst(published).filter((p) => p.category === 'Notice');
const expectedAll = [
  ...allOrder.slice(0, 4),
  ...newestFirst(published).filter((p) => p.category !== 'Notice'),
  ...allOrder.slice(4),
].map((p) => p.id);

describe.each(DB_KINDS)('board pages on %s', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await createTestServer(kind, { now: NOW });
  });
  afterAll(() => s?.stop());

  const page = async (query: string) => {
    const r = await s.call('GET', `/api/board/?${query}`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body as { total_count: number; page: number; size: number; results: any[] };
  };

  it('pages every published post in the ALL order, with the total count', async () => {
    expect(allOrder.length).toBeGreaterThan(4);
    const seen: number[] = [];
    for (let n = 1; n <= Math.ceil(published.length / 10); n++) {
      const p = await page(`page=${n}&size=10`);
      expect(p).toMatchObject({ total_count: published.length, page: n, size: 10 });
      expect(p.results.length).toBe(Math.min(10, published.length - (n - 1) * 10));
      seen.push(...p.results.map((x) => x.id));
    }
    expect(seen).toEqual(expectedAll);
    const beyond = await page('page=99&size=10');
    expect(beyond).toEqual({ total_count: published.length, page: 99, size: 10, results: [] });
  });

  it('defaults the size to 20 when only the page is given', async () => {
    const p = await page('page=1');
    expect(p.size).toBe(20);
    expect(p.results.map((x) => x.id)).toEqual(expectedAll.slice(0, 20));
  });

  it('pages one category newest first', async () => {
    for (const category of ['Notice', 'Event', 'LostItem'] as const) {
      const want = newestFirst(published.filter((p) => p.category === category)).map((p) => p.id);
      const first = await page(`page=1&size=3&category=${category}`);
      expect(first.total_count).toBe(want.length);
      expect(first.results.map((x) => x.id)).toEqual(want.slice(0, 3));
      const second = await page(`page=2&size=3&category=${category}`);
      expect(second.results.map((x) => x.id)).toEqual(want.slice(3, 6));
    }
  });

  it('searches title, writer, content and booth name case-insensitively, trimmed, in the same order', async () => {
    const matches = (q: string) =>
      expectedAll.filter((id) => {
        const p = published.find((x) => x.id === id)!;
        const booth = SAMPLE_BOOTHS.find((b) => b.id === p.booth_id)?.name ?? '';
        return [p.title, p.writer, p.content, booth].some((f) => f.toLowerCase().includes(q.toLowerCase()));
      });
    const withBooth = published.find((p) => p.booth_id !== null)!;
    const boothName = SAMPLE_BOOTHS.find((b) => b.id === withBooth.booth_id)!.name;
    const term = [...boothName].slice(0, 3).join('');
    for (const q of [published[0].title.slice(0, 4), published[1].writer, term]) {
      const want = matches(q.trim());
      expect(want.length).toBeGreaterThan(0);
      const p = await page(`page=1&size=50&search=${encodeURIComponent(`  ${q.toUpperCase()}  `)}`);
      expect(p.total_count).toBe(want.length);
      expect(p.results.map((x) => x.id)).toEqual(want);
    }
    // A booth-name match finds the event post of that booth.
    expect((await page(`page=1&size=50&search=${encodeURIComponent(boothName)}`)).results.map((x) => x.id)).toContain(withBooth.id);
    // LIKE wildcards are plain characters.
    for (const q of ['%', '_', '\\']) {
      expect(matches(q).length).toBeLessThan(published.length);
      const p = await page(`page=1&size=50&search=${encodeURIComponent(q)}`);
      expect(p.results.map((x) => x.id), q).toEqual(matches(q));
    }
  });

  it('refuses bad paging with a reason and answers nothing else', async () => {
    for (const q of ['page=0', 'page=-1', 'page=abc', 'page=1.5', 'size=0', 'size=51', 'page=1&size=x', 'page=1&category=Urgent', `page=1&search=${'a'.repeat(101)}`, 'page=1&search=%00']) {
      const r = await s.call('GET', `/api/board/?${q}`);
      expect(r.status, q).toBe(400);
      expect(r.body.message, q).toMatch(/page|size|category|search/);
    }
  });

  it('keeps the whole-list answer for the 2025 client (no page or size): newest first, same shape', async () => {
    const r = await s.call('GET', '/api/board/');
    expect(r.status).toBe(200);
    expect(Object.keys(r.body).sort()).toEqual(['message', 'result', 'total_count']);
    expect(r.body.total_count).toBe(published.length);
    expect(r.body.result.map((p: any) => p.id)).toEqual(newestFirst(published).map((p) => p.id));
  });

  it('lists and opens nothing dated after now: list, detail, related, events; a write then shows at once', async () => {
    const future = SAMPLE_POSTS.filter((p) => Date.parse(p.created_at) > Date.parse(NOW));
    expect(future.length).toBeGreaterThan(0);
    const all = await page('page=1&size=50');
    expect(all.results.some((p) => future.some((f) => f.id === p.id))).toBe(false);
    for (const f of future) {
      expect((await s.call('GET', `/api/board/${f.id}`)).status).toBe(404);
      expect((await s.call('GET', `/api/board/${f.id}/related`)).status).toBe(404);
    }
    const futureEvent = future.find((p) => p.category === 'Event')!;
    expect((await s.call('GET', `/api/board/events/${futureEvent.id}`)).status).toBe(404);
    const events = await s.call('GET', '/api/board/events');
    expect(events.body.result.map((e: any) => e.id).sort()).toEqual(published.filter((p) => p.category === 'Event').map((p) => p.id).sort());

    // The replay clock moves past the next post's time: it is listed and opens.
    const next = newestFirst(future).at(-1)!;
    s.clock.set(Date.parse(next.created_at));
    const after = await page('page=1&size=50');
    expect(after.total_count).toBe(published.length + 1);
    expect((await s.call('GET', `/api/board/${next.id}`)).status).toBe(200);

    // A notice written now leads the ALL order at once (the kept page is dropped).
    const uid = await s.login('Staff');
    const w = await s.call('POST', '/api/board/notices', { uid, title: 'paging test notice', content: 'body' });
    expect(w.status).toBe(201);
    const first = await page('page=1&size=5');
    expect(first.results[0].id).toBe(w.body.id);
    expect(first.total_count).toBe(published.length + 2);
  });
});
