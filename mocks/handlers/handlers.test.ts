import { DASHBOARD_PATHS } from '@contract/dashboard';
import { beforeEach, describe, expect, it } from 'vitest';
import { getResponse, type RequestHandler } from 'msw';
import { COUPON_PATHS } from '@contract/coupon-paths';
import { sourceHash, type ItemTranslations } from '@contract/list-translations';
import { API_PATHS } from '@contract/paths';
import { SAMPLE_BOOTHS } from '@contract/sample/booths';
import { locationById, pinToLatLng } from '@contract/sample/locations';
import { SAMPLE_POSTS } from '@contract/sample/posts';
import type { BoothListItem, BoothListRequest, LikeResponse } from '@contract/types';
import {
  adminError,
  adminSlow,
  boardError,
  boardSlow,
  boothsError,
  boothsSlow,
  campusMapError,
  campusMapSlow,
  buildingPlanError,
  buildingPlanSlow,
  couponsError,
  couponsSlow,
  festivalError,
  festivalSlow,
  gameError,
  gameSlow,
  handlers,
  resetMockState,
  setMockNow,
  siteError,
  siteSlow,
  stageError,
  stageSlow,
  translationsError,
  translationsSlow,
} from './index';

const BASE = 'http://localhost/api';
const EVENT_ID = SAMPLE_POSTS.find((p) => p.category === 'Event')!.id;

interface Probe {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  body?: unknown;
  form?: Record<string, string>;
  /** Status the default handlers answer on a fresh state. */
  status: number;
}

/** One or more calls per path of contract/paths.ts; `satisfies` makes a new path fail to compile here. */
const PROBES = {
  emergency: [
    { method: 'GET', path: API_PATHS.emergency, status: 200 },
    { method: 'PATCH', path: API_PATHS.emergency, body: { title: 't', content: 'c' }, status: 401 },
  ],
  boothList: [{ method: 'POST', path: API_PATHS.boothList, body: {}, status: 200 }],
  boothLikes: [{ method: 'POST', path: API_PATHS.boothLikes(1), body: { user_id: 'u' }, status: 200 }],
  boothDetail: API_PATHS.boothDetail(1).map((path) => ({ method: 'GET', path, status: 200 })),
  stage: [{ method: 'GET', path: API_PATHS.stage('2025-09-25', '15:00'), status: 200 }],
  board: [{ method: 'GET', path: API_PATHS.board, status: 200 }],
  boardPost: [
    { method: 'GET', path: API_PATHS.boardPost(1), status: 200 },
    { method: 'DELETE', path: API_PATHS.boardPost(1), body: { uid: 'nobody' }, status: 401 },
  ],
  boardRelated: [{ method: 'GET', path: API_PATHS.boardRelated(5), status: 200 }],
  notices: [
    { method: 'GET', path: API_PATHS.notices, status: 200 },
    { method: 'POST', path: API_PATHS.notices, body: { title: 't', content: 'c' }, status: 401 },
  ],
  notice: [{ method: 'PATCH', path: API_PATHS.notice(1), body: { uid: 'x', title: 't', content: 'c' }, status: 401 }],
  losts: [
    { method: 'GET', path: API_PATHS.losts, status: 200 },
    { method: 'POST', path: API_PATHS.losts, form: { title: 't' }, status: 401 },
  ],
  lost: [{ method: 'PATCH', path: API_PATHS.lost(9), form: { uid: 'x' }, status: 401 }],
  events: [
    { method: 'GET', path: API_PATHS.events, status: 200 },
    { method: 'POST', path: API_PATHS.events, body: { uid: 'x' }, status: 401 },
  ],
  event: [{ method: 'GET', path: API_PATHS.event(EVENT_ID), status: 200 }],
  adminLogin: [{ method: 'POST', path: API_PATHS.adminLogin, body: { admin_code: 'staff-dev-1' }, status: 200 }],
  adminLogout: [
    { method: 'POST', path: API_PATHS.adminLogout, body: { uid: 'not-a-session' }, status: 200 },
    { method: 'POST', path: API_PATHS.adminLogout, body: {}, status: 400 },
  ],
  gameStart: [{ method: 'POST', path: API_PATHS.gameStart, body: { user_id: 'none' }, status: 200 }],
  gameSuccess: [{ method: 'POST', path: API_PATHS.gameSuccess, body: { user_id: 'nobody' }, status: 400 }],
  gameSuccessCount: [{ method: 'POST', path: API_PATHS.gameSuccessCount, status: 200 }],
  gameCoupon: [{ method: 'POST', path: API_PATHS.gameCoupon, body: { user_id: 'x', booth_name: '프론티어' }, status: 403 }],
  translate: [
    {
      method: 'POST',
      path: `${API_PATHS.translate}?refresh=true`,
      body: { entity_type: 'booth', entity_id: 1, field: 'BoothName', target_lang: 'en', source_text: '팔정도' },
      status: 200,
    },
  ],
  translateBatch: [
    {
      method: 'POST',
      path: `${API_PATHS.translateBatch}?refresh=true`,
      body: { target_lang: 'en', items: [{ entity_type: 'booth', entity_id: 1, fields: [{ field: 'BoothName', source_text: '팔정도' }] }] },
      status: 200,
    },
  ],
  developers: [{ method: 'GET', path: API_PATHS.developers, status: 200 }],
  locations: [{ method: 'GET', path: API_PATHS.locations, status: 200 }],
  plan: [
    { method: 'GET', path: API_PATHS.plan(11), status: 200 },
    { method: 'GET', path: API_PATHS.plan(6), status: 404 },
  ],
  health: [{ method: 'GET', path: API_PATHS.health, status: 200 }],
  live: [{ method: 'GET', path: API_PATHS.live, status: 200 }],
  uploads: [{ method: 'GET', path: `${API_PATHS.uploads}missing.png`, status: 404 }],
  festivalExport: [{ method: 'GET', path: API_PATHS.festivalExport, status: 401 }],
  festivalImport: [{ method: 'POST', path: `${API_PATHS.festivalImport}?uid=nobody`, body: {}, status: 401 }],
} satisfies Record<keyof typeof API_PATHS, Probe[]>;

/** The counter's paths (kept apart from API_PATHS for the first paint's size), probed the same way. */
const COUPON_PROBES = {
  coupon: [{ method: 'GET', path: COUPON_PATHS.coupon('DG5-ZZZZ-ZZZZ'), status: 401 }],
  couponRedeem: [{ method: 'POST', path: COUPON_PATHS.couponRedeem('DG5-ZZZZ-ZZZZ'), body: { uid: 'nobody' }, status: 401 }],
} satisfies Record<keyof typeof COUPON_PATHS, Probe[]>;

const ALL_PROBES = Object.entries({ ...PROBES, ...COUPON_PROBES }).flatMap(([key, probes]) => (probes as Probe[]).map((p) => ({ key, ...p })));

function toRequest(p: Probe, base = BASE): Request {
  let body: BodyInit | undefined;
  const headers: Record<string, string> = {};
  if (p.form) {
    const form = new FormData();
    for (const [k, v] of Object.entries(p.form)) form.append(k, v);
    body = form;
  } else if (p.body !== undefined) {
    body = JSON.stringify(p.body);
    headers['content-type'] = 'application/json';
  }
  return new Request(`${base}${p.path}`, { method: p.method, body, headers });
}

async function call(p: Probe, list: RequestHandler[] = handlers): Promise<Response | undefined> {
  return getResponse(list, toRequest(p));
}

async function json<T>(method: Probe['method'], path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const res = await call({ method, path, body, status: 0 });
  if (!res) throw new Error(`${method} ${path} is not handled`);
  return { status: res.status, body: (await res.json()) as T };
}

const list = async (req: BoothListRequest) => (await json<{ results: BoothListItem[] }>('POST', API_PATHS.boothList, req)).body.results;

beforeEach(() => resetMockState());

describe('coverage of contract/paths.ts', () => {
  it('has probes for every path', () => {
    expect(Object.keys(PROBES).sort()).toEqual(Object.keys(API_PATHS).sort());
    expect(Object.keys(COUPON_PROBES).sort()).toEqual(Object.keys(COUPON_PATHS).sort());
  });

  it.each(ALL_PROBES)('$method $path ($key) is answered with $status', async (p) => {
    const res = await call(p);
    expect(res, `${p.method} ${p.path} not handled`).toBeDefined();
    expect(res!.status).toBe(p.status);
  });

  it('matches under any origin and prefix ending in /api', async () => {
    const res = await getResponse(handlers, new Request('https://festa.example.org/v2/api/board/emergency'));
    expect(res?.status).toBe(200);
  });

  const errorVariants = [
    ...boothsError,
    ...stageError,
    ...boardError,
    ...gameError,
    ...adminError,
    ...translationsError,
    ...siteError,
    ...festivalError,
    ...couponsError,
    ...campusMapError,
    ...buildingPlanError,
  ];
  it.each(ALL_PROBES)('the error variants answer $method $path with 500 and a message', async (p) => {
    const res = await call(p, errorVariants);
    expect(res?.status).toBe(500);
    expect(await res!.json()).toEqual({ message: expect.any(String) });
  });

  const slowVariants = [...boothsSlow, ...stageSlow, ...boardSlow, ...gameSlow, ...adminSlow, ...translationsSlow, ...siteSlow, ...festivalSlow, ...couponsSlow, ...campusMapSlow, ...buildingPlanSlow];
  it('the slow variants keep every call pending', async () => {
    const settled = await Promise.race([
      Promise.any(ALL_PROBES.map((p) => call(p, slowVariants))).then(() => 'answered'),
      new Promise((r) => setTimeout(() => r('pending'), 100)),
    ]);
    expect(settled).toBe('pending');
  });
});

describe('booth list filters', () => {
  it('date keeps only booths with a schedule that day', async () => {
    const results = await list({ types: ['Booth'], date: '2025-09-24' });
    const expected = SAMPLE_BOOTHS.filter((b) => b.category === 'Booth' && b.schedules.some((s) => s.day === '2025-09-24'));
    expect(results.map((r) => r.booth_id).sort((a, b) => a - b)).toEqual(expected.map((b) => b.id).sort((a, b) => a - b));
    expect(results.length).toBeLessThan(SAMPLE_BOOTHS.filter((b) => b.category === 'Booth').length);
    expect(results.every((r) => r.business_days.some((d) => d.day === '2025-09-24'))).toBe(true);
    // Booth 2 opens on days 2 and 3 only.
    expect(results.some((r) => r.booth_id === 2)).toBe(false);
  });

  it('top_liked_3 gives the three most liked booths', async () => {
    const results = await list({ top_liked_3: true, types: ['Booth'], ordering: '-likes' });
    const expected = SAMPLE_BOOTHS.filter((b) => b.category === 'Booth')
      .sort((a, b) => b.initial_likes - a.initial_likes)
      .slice(0, 3);
    expect(results.map((r) => [r.booth_id, r.like_cnt])).toEqual(expected.map((b) => [b.id, b.initial_likes]));
  });

  it('top_liked_3 leaves out booths without likes', async () => {
    expect(await list({ top_liked_3: true, types: ['Toilet'] })).toEqual([]);
    const toilet = SAMPLE_BOOTHS.find((b) => b.category === 'Toilet')!;
    await json('POST', API_PATHS.boothLikes(toilet.id), { user_id: 'v1' });
    expect((await list({ top_liked_3: true, types: ['Toilet'] })).map((r) => [r.booth_id, r.like_cnt])).toEqual([[toilet.id, 1]]);
  });

  it('distance ordering measures from user_location with x = latitude', async () => {
    const square = pinToLatLng(locationById(11)!.pin);
    const results = await list({ types: ['Booth'], ordering: 'distance', user_location: { x: square.lat, y: square.lng } });
    expect(results[0].location.id).toBe(11);
    expect(results[0].distance_m).toBe(0);
    const distances = results.map((r) => r.distance_m!);
    expect(distances.every(Number.isInteger)).toBe(true);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    // The campus is about 500 m across; swapping x and y would put everything thousands of km away.
    expect(Math.max(...distances)).toBeLessThan(1000);
    expect(Math.max(...distances)).toBeGreaterThan(100);
  });

  it('gives no distance without a user location', async () => {
    const results = await list({ types: ['Toilet'], user_location: null });
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((r) => r.distance_m === null)).toBe(true);
  });

  it('applies building_id, is_night, ordering -id and limit', async () => {
    const results = await list({ types: ['Booth'], building_id: 8, is_night: true, ordering: '-id', limit: 2 });
    const expected = SAMPLE_BOOTHS.filter((b) => b.category === 'Booth' && b.location_id === 8 && b.is_night)
      .map((b) => b.id)
      .sort((a, b) => b - a)
      .slice(0, 2);
    expect(expected.length).toBeGreaterThan(0);
    expect(results.map((r) => r.booth_id)).toEqual(expected);
  });

  it('is_event keeps booths whose event has not ended, and event_id names the one running now', async () => {
    const event = SAMPLE_POSTS.find((p) => p.category === 'Event' && p.start_time)!;
    setMockNow(new Date(event.start_time!).getTime() + 60_000);
    const results = await list({ types: ['Booth'], is_event: true, ordering: '-id', limit: 5 });
    const running = results.find((r) => r.booth_id === event.booth_id);
    expect(running?.event_id).toBe(event.id);
    expect(results.every((r) => r.is_event)).toBe(true);
    setMockNow(new Date('2025-09-27T12:00:00+09:00'));
    expect(await list({ types: ['Booth'], is_event: true })).toEqual([]);
  });

  it.each([
    [{ types: ['Boat'] }, /types must be/],
    [{ ordering: 'random' }, /ordering must be/],
    [{ date: '24/09/2025' }, /date must be/],
    [{ user_location: { x: 'north' } }, /user_location/],
    [{ limit: -1 }, /limit/],
  ])('answers 400 with a message for %j', async (body, message) => {
    const res = await json<{ message: string }>('POST', API_PATHS.boothList, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
  });
});

describe('likes', () => {
  it('toggle per user_id, and the count follows in list and detail', async () => {
    const id = 5;
    const initial = SAMPLE_BOOTHS.find((b) => b.id === id)!.initial_likes;
    const first = await json<LikeResponse>('POST', API_PATHS.boothLikes(id), { user_id: 'alice' });
    expect(first.body).toMatchObject({ is_liked: true, likes_count: initial + 1, user_id: 'alice', booth_id: id });
    const other = await json<LikeResponse>('POST', API_PATHS.boothLikes(id), { user_id: 'bob' });
    expect(other.body.likes_count).toBe(initial + 2);
    const back = await json<LikeResponse>('POST', API_PATHS.boothLikes(id), { user_id: 'alice' });
    expect(back.body).toMatchObject({ is_liked: false, likes_count: initial + 1 });

    const seenByBob = (await list({ types: ['Booth'], user_id: 'bob' })).find((r) => r.booth_id === id)!;
    expect(seenByBob).toMatchObject({ like_cnt: initial + 1, is_liked: true });
    const seenByAlice = (await list({ types: ['Booth'], user_id: 'alice' })).find((r) => r.booth_id === id)!;
    expect(seenByAlice.is_liked).toBe(false);
    const detail = await json<{ like_cnt: number }>('GET', API_PATHS.boothDetail(id)[0]);
    expect(detail.body.like_cnt).toBe(initial + 1);
  });

  it('an unknown booth is a 404 and counts nothing', async () => {
    const res = await json<{ message: string }>('POST', API_PATHS.boothLikes(9999), { user_id: 'alice' });
    expect(res.status).toBe(404);
  });

  it('resetMockState forgets the likes', async () => {
    await json('POST', API_PATHS.boothLikes(1), { user_id: 'alice' });
    resetMockState();
    const detail = await json<{ like_cnt: number }>('GET', API_PATHS.boothDetail(1)[0]);
    expect(detail.body.like_cnt).toBe(SAMPLE_BOOTHS[0].initial_likes);
  });
});

describe('game', () => {
  it('allows five starts per visitor per day; the sixth gets 400 and changes nothing', async () => {
    setMockNow('2025-09-25T13:00:00+09:00');
    for (let i = 1; i <= 5; i += 1) {
      const res = await json<{ data: { try_times: number } }>('POST', API_PATHS.gameStart, { user_id: 'player' });
      expect(res.status).toBe(200);
      expect(res.body.data.try_times).toBe(i);
    }
    const sixth = await json<{ message: string }>('POST', API_PATHS.gameStart, { user_id: 'player' });
    expect(sixth.status).toBe(400);
    expect(sixth.body.message).toMatch(/5 plays/);
    expect((await json('POST', API_PATHS.gameStart, { user_id: 'someone-else' })).status).toBe(200);
    // A new Korea day gives new tries.
    setMockNow('2025-09-26T00:05:00+09:00');
    const nextDay = await json<{ data: { try_times: number } }>('POST', API_PATHS.gameStart, { user_id: 'player' });
    expect(nextDay.body.data.try_times).toBe(1);
  });

  it('a coupon needs a finished game, and a pub runs out', async () => {
    const noWin = await json('POST', API_PATHS.gameCoupon, { user_id: 'p', booth_name: '공과대학' });
    expect(noWin.status).toBe(403);
    await json('POST', API_PATHS.gameStart, { user_id: 'p' });
    const success = await json<{ data: { is_coupon: boolean } }>('POST', API_PATHS.gameSuccess, { user_id: 'p' });
    expect(success.body.data.is_coupon).toBe(true);
    const unknownPub = await json('POST', API_PATHS.gameCoupon, { user_id: 'p', booth_name: '없는 주점' });
    expect(unknownPub.status).toBe(400);
    const coupon = await json<{ data: { coupon_code: string } }>('POST', API_PATHS.gameCoupon, { user_id: 'p', booth_name: '공과대학' });
    expect(coupon.status).toBe(200);
    expect(coupon.body.data.coupon_code).toMatch(/^DGU-/);
  });
});

describe('coupons at the counter', () => {
  async function win(pub: string): Promise<string> {
    await json('POST', API_PATHS.gameStart, { user_id: 'v' });
    await json('POST', API_PATHS.gameSuccess, { user_id: 'v' });
    return (await json<{ data: { coupon_code: string } }>('POST', API_PATHS.gameCoupon, { user_id: 'v', booth_name: pub })).body.data.coupon_code;
  }
  const login = async (code: string) => (await json<{ uid: string }>('POST', API_PATHS.adminLogin, { admin_code: code })).body.uid;
  const check = async (code: string, uid: string) => {
    const res = await getResponse(handlers, new Request(`${BASE}${COUPON_PATHS.coupon(encodeURIComponent(code))}`, { headers: { authorization: `Bearer ${uid}` } }));
    return { status: res!.status, body: (await res!.json()) as Record<string, unknown> };
  };

  it('checks a code for Staff and the pub’s own admin, redeems it once, and refuses another pub’s admin', async () => {
    setMockNow('2025-09-26T21:00:00+09:00');
    const code = await win('공과대학');
    const staff = await login('staff-dev-1');
    expect(await check(` ${code.toLowerCase()} `, staff)).toEqual({
      status: 200,
      body: { code, pub_name: '공과대학', issued_at: '2025-09-26T21:00:00+09:00', redeemed_at: null, redeemed_by: null, valid: true },
    });
    const frontier = await login('club-dev-1');
    expect(await check(code, frontier)).toMatchObject({ status: 409, body: { error: 'other_pub', pub_name: '공과대학' } });
    expect((await check('DGU-ZZZZ-ZZZZ', staff)).status).toBe(404);
    expect((await check('<x>', staff)).status).toBe(400);

    const engineering = await login('major-dev-1');
    setMockNow('2025-09-26T21:04:00+09:00');
    const first = await json<Record<string, unknown>>('POST', COUPON_PATHS.couponRedeem(code), { uid: engineering });
    expect(first).toMatchObject({ status: 200, body: { valid: false, redeemed_by: '공과대학 학생회', redeemed_at: '2025-09-26T21:04:00+09:00' } });
    const again = await json<Record<string, unknown>>('POST', COUPON_PATHS.couponRedeem(code), { uid: staff, pub: '공과대학' });
    expect(again).toMatchObject({ status: 409, body: { error: 'already_redeemed', message: 'this coupon was already used at 21:04' } });
    expect((await check(code, staff)).body).toMatchObject({ valid: false, redeemed_by: '공과대학 학생회' });
    expect((await json('POST', COUPON_PATHS.couponRedeem(code), { uid: staff, pub: 42 })).status).toBe(400);
  });
});

describe('admin sessions', () => {
  it('each login is its own uid; signing out ends that uid only; a uid expires after an hour', async () => {
    setMockNow('2025-09-25T10:00:00+09:00');
    const first = await json<{ uid: string }>('POST', API_PATHS.adminLogin, { admin_code: 'staff-dev-1' });
    const second = await json<{ uid: string }>('POST', API_PATHS.adminLogin, { admin_code: 'staff-dev-1' });
    const third = await json<{ uid: string }>('POST', API_PATHS.adminLogin, { admin_code: 'staff-dev-1' });
    const write = (uid: string) => json<{ uid_valid?: boolean }>('PATCH', API_PATHS.emergency, { uid, title: '제목', content: '내용' });
    expect((await write(first.body.uid)).status).toBe(200);
    expect((await write(second.body.uid)).status).toBe(200);
    expect((await json('POST', API_PATHS.adminLogout, { uid: second.body.uid })).status).toBe(200);
    const out = await write(second.body.uid);
    expect(out.status).toBe(401);
    expect(out.body.uid_valid).toBe(false);
    expect((await write(first.body.uid)).status).toBe(200);
    setMockNow('2025-09-25T11:00:01+09:00');
    expect((await write(third.body.uid)).status).toBe(401);
  });

  it('refuses control characters in text fields with a 400, like the server', async () => {
    setMockNow('2025-09-25T10:00:00+09:00');
    const staff = await json<{ uid: string }>('POST', API_PATHS.adminLogin, { admin_code: 'staff-dev-1' });
    const nul = await json<{ message: string }>('POST', API_PATHS.notices, { uid: staff.body.uid, title: 'a\u0000b', content: '내용' });
    expect(nul.status).toBe(400);
    expect(nul.body.message).toBe('title must not contain control characters');
    const multiLine = await json('POST', API_PATHS.notices, { uid: staff.body.uid, title: '제목', content: '첫 줄\r\n\t둘째 줄' });
    expect(multiLine.status).toBe(201);
  });

  it('Club admins write same-day events for their booth; Staff may not', async () => {
    setMockNow('2025-09-25T13:00:00+09:00');
    const club = await json<{ uid: string; name: string }>('POST', API_PATHS.adminLogin, { admin_code: 'club-dev-1' });
    const staff = await json<{ uid: string }>('POST', API_PATHS.adminLogin, { admin_code: 'staff-dev-1' });
    const event = {
      title: '하이볼 1+1',
      detail: '오후 3시부터 한 시간',
      start_time: '2025-09-25T15:00:00+09:00',
      end_time: '2025-09-25T16:00:00+09:00',
    };
    expect((await json('POST', API_PATHS.events, { ...event, uid: staff.body.uid })).status).toBe(403);
    const tomorrow = { ...event, start_time: '2025-09-26T15:00:00+09:00', end_time: '2025-09-26T16:00:00+09:00' };
    expect((await json('POST', API_PATHS.events, { ...tomorrow, uid: club.body.uid })).status).toBe(400);
    const backwards = { ...event, end_time: '2025-09-25T14:00:00+09:00' };
    expect((await json('POST', API_PATHS.events, { ...backwards, uid: club.body.uid })).status).toBe(400);
    const created = await json<{ id: number }>('POST', API_PATHS.events, { ...event, uid: club.body.uid });
    expect(created.status).toBe(201);
    const got = await json<{ booth_id: number; writer: string }>('GET', API_PATHS.event(created.body.id));
    expect(got.body).toMatchObject({ booth_id: 1, writer: club.body.name });
  });

  it("an admin cannot delete another admin's post", async () => {
    const stuco = await json<{ uid: string }>('POST', API_PATHS.adminLogin, { admin_code: 'stuco-dev-1' });
    const notStuco = SAMPLE_POSTS.find((p) => p.writer !== '총학생회')!;
    const res = await json('DELETE', API_PATHS.boardPost(notStuco.id), { uid: stuco.body.uid });
    expect(res.status).toBe(403);
    expect((await json('GET', API_PATHS.boardPost(notStuco.id))).status).toBe(200);
  });
});

describe('lists carry translations like the server', () => {
  beforeEach(() => resetMockState());

  it('adds each booth and post its translations when ?lang= names a language, and nothing otherwise', async () => {
    const en = await call({ method: 'POST', path: `${API_PATHS.boothList}?lang=en`, body: {}, status: 200 });
    const booths = ((await en!.json()) as { results: (BoothListItem & ItemTranslations)[] }).results;
    expect(booths.length).toBeGreaterThan(0);
    expect(booths.every((b) => typeof b.translations?.BoothName === 'string' && b.translations.BoothName !== b.name)).toBe(true);
    // Each names the Korean text it translates.
    expect(booths.every((b) => b.translation_sources?.BoothName === sourceHash(b.name))).toBe(true);
    const ko = await call({ method: 'POST', path: API_PATHS.boothList, body: {}, status: 200 });
    expect(((await ko!.json()) as { results: Record<string, unknown>[] }).results.some((b) => 'translations' in b)).toBe(false);
    const board = await call({ method: 'GET', path: `${API_PATHS.board}?lang=ja`, status: 200 });
    const posts = ((await board!.json()) as { result: { translations?: Record<string, string> }[] }).result;
    expect(posts.some((p) => typeof p.translations?.BoardTitle === 'string')).toBe(true);
  });
});

describe('the board pages, searches and hides what is not written yet, like the server', () => {
  type Page = { total_count: number; page: number; size: number; results: { id: number; created_at: string; category: string }[] };
  const NOW = '2025-09-25T18:30:00+09:00';
  const written = SAMPLE_POSTS.filter((p) => Date.parse(p.created_at) <= Date.parse(NOW));
  beforeEach(() => setMockNow(NOW));

  it('answers page 1 and 2 of the ALL order with the count of every listed post', async () => {
    const first = await json<Page>('GET', `${API_PATHS.board}?page=1&size=10`);
    expect(first.status).toBe(200);
    expect(Object.keys(first.body).sort()).toEqual(['page', 'results', 'size', 'total_count']);
    expect(first.body).toMatchObject({ total_count: written.length, page: 1, size: 10 });
    expect(first.body.results).toHaveLength(10);
    expect(first.body.results.slice(0, 4).every((p) => p.category === 'Notice')).toBe(true);
    const second = await json<Page>('GET', `${API_PATHS.board}?page=2&size=10`);
    expect(second.body.results.map((p) => p.id)).not.toContain(first.body.results[0].id);
    const all = await json<Page>('GET', `${API_PATHS.board}?page=1&size=50`);
    expect(all.body.results.map((p) => p.id).slice(10, 20)).toEqual(second.body.results.map((p) => p.id));
    const past = await json<Page>('GET', `${API_PATHS.board}?page=9&size=10`);
    expect(past.body).toMatchObject({ total_count: written.length, results: [] });
    expect((await json<Page>('GET', `${API_PATHS.board}?page=1`)).body.size).toBe(20);
  });

  it('searches and narrows by category; the count is of the matches', async () => {
    const lost = await json<Page>('GET', `${API_PATHS.board}?page=1&size=50&category=LostItem`);
    expect(lost.body.total_count).toBe(written.filter((p) => p.category === 'LostItem').length);
    expect(lost.body.results.every((p) => p.category === 'LostItem')).toBe(true);
    const word = written.find((p) => p.category === 'Event')!.title.split(' ')[0];
    const found = await json<Page>('GET', `${API_PATHS.board}?page=1&size=50&search=${encodeURIComponent(` ${word} `)}`);
    expect(found.body.total_count).toBeGreaterThan(0);
    expect(found.body.total_count).toBeLessThan(written.length);
  });

  it.each([
    ['page=0', /page must be/],
    ['page=x', /page must be/],
    ['page=1&size=51', /size must be/],
    ['size=0', /size must be/],
    ['page=1&category=Party', /category must be/],
    [`page=1&search=${'a'.repeat(101)}`, /search must be within 100/],
  ])('answers 400 with a reason for ?%s and changes nothing', async (query, message) => {
    const res = await json<{ message: string }>('GET', `${API_PATHS.board}?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
  });

  it('without page or size answers the whole list, newest first, without posts dated after now', async () => {
    const res = await json<{ total_count: number; result: { id: number; created_at: string }[] }>('GET', API_PATHS.board);
    expect(res.body.total_count).toBe(written.length);
    const times = res.body.result.map((p) => Date.parse(p.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(Math.max(...times)).toBeLessThanOrEqual(Date.parse(NOW));
  });

  it('does not open, relate or list as held a post written after now', async () => {
    const later = SAMPLE_POSTS.find((p) => p.created_at.startsWith('2025-09-26'))!;
    const laterEvent = SAMPLE_POSTS.find((p) => p.category === 'Event' && p.created_at.startsWith('2025-09-26'))!;
    expect((await json('GET', API_PATHS.boardPost(later.id))).status).toBe(404);
    expect((await json('GET', API_PATHS.boardRelated(later.id))).status).toBe(404);
    expect((await json('GET', API_PATHS.event(laterEvent.id))).status).toBe(404);
    const held = await json<{ result: { id: number }[] }>('GET', API_PATHS.events);
    expect(held.body.result.map((e) => e.id)).toEqual(
      written.filter((p) => p.category === 'Event').map((p) => p.id).sort((a, b) => b - a),
    );
    setMockNow('2025-09-27T00:00:00+09:00');
    expect((await json('GET', API_PATHS.boardPost(later.id))).status).toBe(200);
  });
});

describe('festival file on the mocks', () => {
  const staffUid = async () => {
    const r = await json<{ uid: string }>('POST', API_PATHS.adminLogin, { admin_code: 'staff-dev-1' });
    return r.body.uid;
  };
  const send = async (path: string, body: string, uid: string) =>
    getResponse(handlers, new Request(`${BASE}${path}`, { method: 'POST', body, headers: { authorization: `Bearer ${uid}` } }));

  it('imports a clean file after its dry run, and the settings go back to the sample on reset', async () => {
    const uid = await staffUid();
    const exported = (await getResponse(handlers, new Request(`${BASE}${API_PATHS.festivalExport}`, { headers: { authorization: `Bearer ${uid}` } })))!;
    expect(exported.status).toBe(200);
    const file = await exported.json();
    file.settings.dates = ['2026-09-24', '2026-09-25', '2026-09-26'];
    file.settings.opening_instant = '2026-09-24T09:00:00+09:00';
    for (const b of file.booths) for (const s of b.schedules) s.day = s.day.replace('2025', '2026');
    // The buildings' labels are per festival date too.
    for (const p of file.plans) for (const sp of p.spots) sp.date = sp.date.replace('2025', '2026');
    for (const s of file.stages) {
      s.start_time = s.start_time.replace('2025', '2026');
      s.end_time = s.end_time.replace('2025', '2026');
    }
    const dry = await send(API_PATHS.festivalImport, JSON.stringify(file), uid);
    expect(await dry!.json()).toMatchObject({ dry_run: true, ok: true, needs_replace: true });
    const applied = await send(`${API_PATHS.festivalImport}?apply=1&replace=1`, JSON.stringify(file), uid);
    expect(await applied!.json()).toMatchObject({ dry_run: false, ok: true, replaced: true });
    expect((await json<{ festival: { dates: string[] } }>('GET', '/festival')).body.festival.dates[0]).toBe('2026-09-24');
    resetMockState();
    expect((await json<{ festival: { dates: string[] } }>('GET', '/festival')).body.festival.dates[0]).toBe('2025-09-24');
  });

  it('refuses a hostile file with the problems the server lists', async () => {
    const uid = await staffUid();
    const r = await send(API_PATHS.festivalImport, JSON.stringify({ format: 'festival-export', version: 1, booths: 'many' }), uid);
    expect(r!.status).toBe(400);
    const body = await r!.json();
    expect(body.problems).toContain('booths: booths must be a list');
    expect(body.problems).toContain('exported_at: "exported_at" is missing');
  });
});

// The dashboard's path is in contract/dashboard.ts (not API_PATHS, which is on the first paint): its probe is here.
describe('dashboard handler', () => {
  it('refuses without a session, and a day outside the festival after login', async () => {
    expect((await json('GET', `${DASHBOARD_PATHS.dashboard}?day=2025-09-25`)).status).toBe(401);
    const login = await json<{ uid: string }>('POST', API_PATHS.adminLogin, { admin_code: 'staff-dev-1' });
    const ok = await json<{ day: string; days: string[] }>('GET', `${DASHBOARD_PATHS.dashboard}?day=2025-09-25&uid=${login.body.uid}`);
    expect(ok.status).toBe(200);
    expect(ok.body.day).toBe('2025-09-25');
    expect((await json('GET', `${DASHBOARD_PATHS.dashboard}?day=2025-10-01&uid=${login.body.uid}`)).status).toBe(400);
  });
});
