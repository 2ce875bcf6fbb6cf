// One scenario list against the real server and the MSW mocks: the mocks Storybook and unit tests use must
// answer what the server answers, or stories would test a festival that does not exist.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getResponse } from 'msw';
import { handlers, resetMockState, setMockNow } from '@mocks/handlers';
import { createTestServer, type TestServer } from './test/harness';

const NOW = '2025-09-25T17:30:00+09:00';

type Norm = (body: any) => unknown;
const boothIds: Norm = (b) => (b.results ?? b.booths ?? b).map((x: any) => [x.booth_id, x.like_cnt, x.is_event, x.distance_m, x.location?.id]);
const detail: Norm = (b) => ({
  name: b.name,
  category: b.category,
  is_night: b.is_night,
  is_dorder: b.is_dorder,
  booth_can_usage: b.booth_can_usage,
  location: b.location?.id,
  corners: b.corners?.map((c: any) => c.name),
  menus: b.menus?.map((m: any) => [m.name, m.price, m.is_soldout, !!m.is_best]),
  schedules: b.schedules?.map((s: any) => [s.day, s.start_time, s.end_time]),
  like_cnt: b.like_cnt,
});
const stage: Norm = (b) => ({
  current: b.club.current_slot.map((s: any) => s.id),
  remaining: b.club.remaining.map((s: any) => s.id),
  celebrity: b.celebrity.map((s: any) => s.id),
  active: [...b.club.current_slot, ...b.celebrity].filter((s: any) => s.is_active).map((s: any) => s.id),
});
const boardList: Norm = (b) => ({ total: b.total_count, ids: b.result.map((p: any) => p.id) });
const boardPage: Norm = (b) => ({ total: b.total_count, page: b.page, size: b.size, ids: b.results.map((p: any) => p.id) });
const post: Norm = (b) => ({ id: b.id, category: b.category, title: b.title, writer: b.writer, booth_id: b.booth_id, location: b.location, event_time: b.event_time });
const related: Norm = (b) => (b.related ?? b).map((p: any) => p.id);
const list: Norm = (b) => (b.result ?? b.results ?? b).map((p: any) => p.id).sort((x: number, y: number) => x - y);

const SCENARIOS: { name: string; method: 'GET' | 'POST'; path: string; body?: unknown; norm: Norm }[] = [
  { name: 'night booths of day 2 by likes', method: 'POST', path: '/booths/list/', body: { types: ['Booth'], date: '2025-09-25', is_night: true, ordering: '-likes', limit: 50 }, norm: boothIds },
  { name: 'day booths of day 1 by id', method: 'POST', path: '/booths/list/', body: { types: ['Booth'], date: '2025-09-24', is_night: false, ordering: '-id', limit: 50 }, norm: boothIds },
  { name: 'ranking', method: 'POST', path: '/booths/list/', body: { top_liked_3: true, types: ['Booth'], ordering: '-likes' }, norm: boothIds },
  { name: 'event booths', method: 'POST', path: '/booths/list/', body: { types: ['Booth'], ordering: '-id', limit: 5, is_event: true }, norm: boothIds },
  { name: 'food trucks by distance', method: 'POST', path: '/booths/list/', body: { types: ['FoodTruck'], limit: 50, ordering: 'distance', user_location: { x: 37.558, y: 127.0 } }, norm: boothIds },
  { name: 'toilets without location', method: 'POST', path: '/booths/list/', body: { types: ['Toilet'], limit: 50, ordering: 'distance', user_location: null }, norm: boothIds },
  { name: 'one building', method: 'POST', path: '/booths/list/', body: { types: ['Booth'], building_id: 11, ordering: 'name' }, norm: boothIds },
  { name: 'dorder night booth', method: 'GET', path: '/booths/1/', norm: detail },
  { name: 'day booth', method: 'GET', path: '/booths/12/', norm: detail },
  { name: 'food truck', method: 'GET', path: '/booths/detail/28/', norm: detail },
  { name: 'toilet', method: 'GET', path: '/booths/40', norm: detail },
  { name: 'stage day 2 17:00', method: 'GET', path: '/stage/days/2025-09-25/schedules/17:00', norm: stage },
  { name: 'stage day 1', method: 'GET', path: '/stage/days/2025-09-24/schedules/15:00', norm: stage },
  { name: 'stage day 3 19:00', method: 'GET', path: '/stage/days/2025-09-26/schedules/19:00', norm: stage },
  { name: 'board', method: 'GET', path: '/board/', norm: boardList },
  { name: 'board page 1 (ALL order)', method: 'GET', path: '/board/?page=1&size=10', norm: boardPage },
  { name: 'board page 2 (ALL order)', method: 'GET', path: '/board/?page=2&size=10', norm: boardPage },
  { name: 'board page of a category', method: 'GET', path: '/board/?page=1&size=5&category=LostItem', norm: boardPage },
  { name: 'board search', method: 'GET', path: `/board/?page=1&size=10&search=${encodeURIComponent('축제')}`, norm: boardPage },
  { name: 'a post', method: 'GET', path: '/board/5', norm: post },
  { name: 'related posts', method: 'GET', path: '/board/12/related', norm: related },
  { name: 'urgent notice', method: 'GET', path: '/board/emergency', norm: (b) => [b.title, b.content] },
  { name: 'events', method: 'GET', path: '/board/events', norm: list },
  { name: 'notices', method: 'GET', path: '/board/notices', norm: list },
  { name: 'lost items', method: 'GET', path: '/board/losts', norm: list },
  { name: 'missing booth', method: 'GET', path: '/booths/9999/', norm: () => null },
];

describe('mocks answer what the server answers', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer('pglite', { now: NOW });
  });
  afterAll(() => server?.stop());

  for (const s of SCENARIOS) {
    it(s.name, async () => {
      const real = await server.call(s.method, `/api${s.path}`, s.body);
      resetMockState();
      setMockNow(NOW);
      const mocked = await getResponse(
        handlers,
        new Request(`http://localhost/api${s.path}`, {
          method: s.method,
          headers: s.body ? { 'content-type': 'application/json' } : {},
          body: s.body ? JSON.stringify(s.body) : undefined,
        }),
      );
      expect(mocked, 'a mock handles it').toBeDefined();
      expect(mocked!.status, 'status').toBe(real.status);
      if (real.status >= 400) return;
      expect(s.norm(await mocked!.json())).toEqual(s.norm(real.body));
    });
  }
});
