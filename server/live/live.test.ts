// GET /api/live as a tab sees it: the frames on the wire after writes, replay by Last-Event-ID, the
// coalesced like counts, the ranking, the clock's events and slots, draining; and with PostgreSQL two
// processes on one database, the write taken by one reaching the streams of the other.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, DB_KINDS, TEST_DATABASE_URL, type TestServer } from '../test/harness';

interface Frame {
  id?: string;
  event?: string;
  data?: any;
  retry?: number;
}

/** A stream read frame by frame, as an EventSource would parse it. */
async function openStream(s: TestServer, headers: Record<string, string> = {}, query = '') {
  const ctrl = new AbortController();
  const res = await s.app.request(`/api/live${query}`, { headers, signal: ctrl.signal });
  const reader = res.body!.getReader();
  const dec = new TextDecoder();
  const frames: Frame[] = [];
  let buf = '';
  let ended = false;
  const pump = (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) break;
      buf += dec.decode(value, { stream: true });
      let at: number;
      while ((at = buf.indexOf('\n\n')) >= 0) {
        const block = buf.slice(0, at);
        buf = buf.slice(at + 2);
        const f: Frame = {};
        for (const line of block.split('\n')) {
          if (line.startsWith(':')) continue;
          const [k, ...rest] = line.split(': ');
          const v = rest.join(': ');
          if (k === 'id') f.id = v;
          else if (k === 'event') f.event = v;
          else if (k === 'data') f.data = JSON.parse(v);
          else if (k === 'retry') f.retry = Number(v);
        }
        if (f.event) frames.push(f);
      }
    }
    ended = true;
  })();
  return {
    res,
    frames,
    of: (kind: string) => frames.filter((f) => f.event === kind),
    isEnded: () => ended,
    async close() {
      ctrl.abort();
      await reader.cancel().catch(() => {});
      await pump;
    },
  };
}
type Stream = Awaited<ReturnType<typeof openStream>>;
const poll = { timeout: 2000, interval: 20 };

describe.each(DB_KINDS)('live stream (%s)', (kind) => {
  let s: TestServer;
  const open: Stream[] = [];
  const stream = async (headers?: Record<string, string>, query?: string) => {
    const st = await openStream(s, headers, query);
    open.push(st);
    return st;
  };
  beforeAll(async () => {
    s = await createTestServer(kind);
    await s.live.ready();
  });
  afterEach(async () => {
    for (const st of open.splice(0)) await st.close();
  });
  afterAll(async () => s?.stop());

  it('answers as an event stream and greets with an id to resume from', async () => {
    const st = await stream();
    expect(st.res.status).toBe(200);
    expect(st.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(st.res.headers.get('content-encoding')).toBeNull();
    await expect.poll(() => st.of('hello').length, poll).toBe(1);
    expect(st.of('hello')[0].id).toMatch(/^[0-9a-f]{8}-\d+$/);
    await expect.poll(() => s.live.clients, poll).toBe(1);
  });

  it('carries a saved urgent notice with its title, and its clearing', async () => {
    const st = await stream();
    const uid = await s.login('Staff');
    const saved = await s.call('PATCH', '/api/board/emergency', { uid, title: '동문 이용', content: '본무대 앞이 붐빕니다. 동문을 이용하세요.' });
    expect(saved.status).toBe(200);
    await expect.poll(() => st.of('urgent').at(-1)?.data, poll).toEqual({ id: saved.body.id, title: '동문 이용', content: '본무대 앞이 붐빕니다. 동문을 이용하세요.' });
    expect((await s.call('GET', '/api/board/emergency')).body.title).toBe('동문 이용');

    const cleared = await s.call('DELETE', '/api/board/emergency', { uid });
    expect(cleared.status).toBe(200);
    await expect.poll(() => st.of('urgent').at(-1)?.data, poll).toEqual({ id: saved.body.id, cleared: true });
    expect((await s.call('GET', '/api/board/emergency')).status).toBe(404);
    expect((await s.call('DELETE', '/api/board/emergency', { uid })).status).toBe(404);
    const club = await s.login('Club');
    expect((await s.call('DELETE', '/api/board/emergency', { uid: club })).status).toBe(403);
    expect((await s.call('DELETE', '/api/board/emergency', {})).status).toBeGreaterThanOrEqual(400);
  });

  it('carries board posts created, edited and deleted', async () => {
    const st = await stream();
    const uid = await s.login('Staff');
    const made = await s.call('POST', '/api/board/notices', { uid, title: '분실물 센터', content: '학생회관 1층' });
    await s.call('PATCH', `/api/board/notices/${made.body.id}`, { uid, title: '분실물 센터 이전', content: '학생회관 2층' });
    await s.call('DELETE', `/api/board/${made.body.id}`, { uid });
    await expect.poll(() => st.of('post').map((f) => f.data.action), poll).toEqual(['created', 'edited', 'deleted']);
    expect(st.of('post').every((f) => f.data.id === made.body.id && f.data.category === 'Notice')).toBe(true);
  });

  it('coalesces like counts to one update per booth per second, then the last count, and follows the top 3', async () => {
    const st = await stream();
    let last = 0;
    for (let i = 0; i < 4; i++) {
      const r = await s.call('POST', '/api/booths/7/likes/', { user_id: null });
      expect(r.status).toBe(200);
      last = r.body.likes_count;
    }
    await expect.poll(() => st.of('likes').at(-1)?.data, { timeout: 2500, interval: 20 }).toEqual({ booth_id: 7, count: last });
    // The first toggle went at once, the other three within the second became one update.
    expect(st.of('likes').length).toBe(2);
    // A booth overtaking every other one moves the top 3, as top_liked_3 would list it.
    s.live.like(2, last + 1000);
    await expect.poll(() => st.of('ranking').at(-1)?.data.top[0], poll).toBe(2);
    const top = (await s.call('POST', '/api/booths/list/', { top_liked_3: true })).body.results.map((b: { booth_id: number }) => b.booth_id);
    expect(st.of('ranking').at(-1)!.data.top.slice(1)).toEqual(top.filter((id: number) => id !== 2).slice(0, 2));
  });

  it('a first connection gets what was published while its page loaded (since_ms), then its hello; without it, only the hello', async () => {
    const uid = await s.login('Staff');
    const saved = await s.call('PATCH', '/api/board/emergency', { uid, title: '우천', content: '야외 무대 지연' });
    expect(saved.status).toBe(200);
    const late = await stream({}, '?since_ms=5000');
    await expect.poll(() => late.of('hello').length, poll).toBe(1);
    const kinds = late.frames.map((f) => f.event);
    expect(kinds.indexOf('urgent')).toBeGreaterThanOrEqual(0);
    expect(kinds.indexOf('urgent')).toBeLessThan(kinds.indexOf('hello'));
    expect(late.of('urgent').at(-1)?.data).toMatchObject({ title: '우천', content: '야외 무대 지연' });
    const plain = await stream();
    await expect.poll(() => plain.of('hello').length, poll).toBe(1);
    expect(plain.of('urgent')).toEqual([]);
    for (const bad of ['?since_ms=-5', '?since_ms=abc', '?since_ms=1e400']) {
      const st = await stream({}, bad);
      await expect.poll(() => st.of('hello').length, poll).toBe(1);
      expect(st.of('urgent')).toEqual([]);
    }
  });

  it('replays what a reconnecting tab missed, and tells a tab from beyond the window to refetch', async () => {
    const first = await stream();
    await expect.poll(() => first.of('hello').length, poll).toBe(1);
    const resumeFrom = first.of('hello')[0].id!;
    await first.close();
    const uid = await s.login('Stuco');
    const made = await s.call('POST', '/api/board/notices', { uid, title: '셔틀 안내', content: '막차 23:30' });
    const again = await stream({ 'last-event-id': resumeFrom });
    await expect.poll(() => again.of('post').map((f) => f.data.id), poll).toEqual([made.body.id]);
    expect(again.of('hello')).toEqual([]);
    // Query parameter form (a new EventSource after the client's own back-off).
    const viaQuery = await stream({}, `?last_event_id=${encodeURIComponent(resumeFrom)}`);
    await expect.poll(() => viaQuery.of('post').map((f) => f.data.id), poll).toEqual([made.body.id]);
    const stranger = await stream({ 'last-event-id': '00000000-5' });
    await expect.poll(() => stranger.of('refetch').length, poll).toBe(1);
    const junk = await stream({ 'last-event-id': 'x'.repeat(500) });
    expect(junk.res.status).toBe(200);
  });

  it('announces booth events starting and ending, and the stage slot at the hour, from the server clock', async () => {
    const st = await stream();
    const uid = await s.login('Club');
    const start = new Date(s.clock.now() + 5 * 60_000);
    start.setUTCSeconds(0, 0);
    const end = new Date(start.getTime() + 30 * 60_000);
    const made = await s.call('POST', '/api/board/events', { uid, title: '타로 이벤트', detail: '무료', start_time: start.toISOString(), end_time: end.toISOString() });
    expect(made.status).toBe(201);
    await s.live.tick();
    s.clock.set(start.getTime());
    await s.live.tick();
    await expect.poll(() => st.of('events').at(-1)?.data.started, poll).toContain(made.body.id);
    s.clock.set(end.getTime());
    await s.live.tick();
    await expect.poll(() => st.of('events').at(-1)?.data.ended, poll).toContain(made.body.id);
    const hour = Math.ceil((s.clock.now() + 1) / 3_600_000) * 3_600_000;
    s.clock.set(hour);
    await s.live.tick();
    await expect.poll(() => st.of('stage').length, poll).toBeGreaterThan(0);
    expect(st.of('stage').at(-1)!.data.slot).toMatch(/^\d\d:00$/);
  });

  it('drains: every stream is told to reconnect and closed, and new ones too', async () => {
    const a = await stream();
    const b = await stream();
    await expect.poll(() => s.live.clients, poll).toBe(2);
    s.live.drain();
    await expect.poll(() => a.isEnded() && b.isEnded(), poll).toBe(true);
    expect(a.of('reconnect').length).toBe(1);
    const late = await stream();
    await expect.poll(() => late.isEnded(), poll).toBe(true);
    expect(late.of('reconnect').length).toBe(1);
    expect(s.live.clients).toBe(0);
  });
});

describe.skipIf(!TEST_DATABASE_URL)('live stream across two processes (PostgreSQL)', () => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    a = await createTestServer('postgres');
    b = await createTestServer('postgres', { databaseUrl: a.databaseUrl, migrate: false });
  });
  afterAll(async () => {
    await b?.stop();
    await a?.stop();
  });

  it('shows on b the urgent notice, the post and the like count written through a', async () => {
    const st = await openStream(b);
    await expect.poll(() => st.of('hello').length, poll).toBe(1);
    // LISTEN starts with the first subscriber: give it a moment to be on the wire.
    await new Promise((r) => setTimeout(r, 300));
    const uid = await a.login('Staff');
    await a.call('PATCH', '/api/board/emergency', { uid, title: '우천', content: '야외 무대 30분 지연' });
    const made = await a.call('POST', '/api/board/notices', { uid, title: '셔틀', content: '23:30' });
    const liked = await a.call('POST', '/api/booths/3/likes/', { user_id: null });
    await expect.poll(() => st.of('urgent').at(-1)?.data.title, poll).toBe('우천');
    await expect.poll(() => st.of('post').at(-1)?.data.id, poll).toBe(made.body.id);
    await expect.poll(() => st.of('likes').at(-1)?.data, poll).toEqual({ booth_id: 3, count: liked.body.likes_count });
    // An act removed through a's console: b's open timetables hear it (the stage event crosses processes).
    const removed = await a.call('DELETE', '/api/console/acts/3', undefined, { authorization: `Bearer ${uid}` });
    expect(removed.status).toBe(200);
    await expect.poll(() => st.of('stage').at(-1)?.data, poll).toEqual({ acts: true });
    await st.close();
  });
});
