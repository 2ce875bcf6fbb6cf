import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { ApiError } from './client';
import { getBoothDetail, listBooths, toggleLike } from './booths';
import { TEST_BASE, withMockServer } from './test-server';

const server = withMockServer();

describe('getBoothDetail', () => {
  it('tries /booths/{id}/ first and uses /booths/detail/{id}/ when the first answers 404', async () => {
    const hits: string[] = [];
    server.events.on('request:start', ({ request }) => hits.push(new URL(request.url).pathname));
    server.use(http.get(`${TEST_BASE}/booths/:id/`, () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 })));
    // The override above would also catch the third path (same pattern without the slash), so the
    // detail must have come from the second path.
    const detail = await getBoothDetail(1);
    server.events.removeAllListeners();
    expect(detail.name).toBe('프론티어');
    expect(detail.booth_id).toBe(1);
    expect(hits).toEqual(['/api/booths/1/', '/api/booths/detail/1/']);
  });

  it('goes on after a 405 and after a network error, in the order of spec §7', async () => {
    const hits: string[] = [];
    server.events.on('request:start', ({ request }) => hits.push(new URL(request.url).pathname));
    server.use(
      http.get(`${TEST_BASE}/booths/:id/`, ({ request }) =>
        request.url.endsWith('/') ? new HttpResponse(null, { status: 405 }) : undefined,
      ),
      http.get(`${TEST_BASE}/booths/detail/:id/`, () => HttpResponse.error()),
    );
    const detail = await getBoothDetail(2);
    server.events.removeAllListeners();
    expect(detail.name).toBe('공과대학');
    expect(hits).toEqual(['/api/booths/2/', '/api/booths/detail/2/', '/api/booths/2']);
  });

  it('throws ApiError(404) when no path knows the booth', async () => {
    const error = await getBoothDetail(9999).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).serverMessage).toBe('This booth does not exist');
  });

  it('stops at a server error instead of trying the next path', async () => {
    const hits: string[] = [];
    server.events.on('request:start', ({ request }) => hits.push(new URL(request.url).pathname));
    server.use(http.get(`${TEST_BASE}/booths/:id/`, () => HttpResponse.json({ error: 'database down' }, { status: 500 })));
    const error = (await getBoothDetail(1).catch((e: unknown) => e)) as ApiError;
    server.events.removeAllListeners();
    expect(error.status).toBe(500);
    expect(error.serverMessage).toBe('database down');
    expect(hits).toEqual(['/api/booths/1/']);
  });
});

describe('listBooths', () => {
  it('reads {results} from the mock server', async () => {
    const items = await listBooths({ types: ['Booth'], top_liked_3: true, ordering: '-likes' });
    expect(items).toHaveLength(3);
    expect(items[0].like_cnt).toBeGreaterThanOrEqual(items[1].like_cnt);
  });

  it('also accepts {booths}', async () => {
    server.use(
      http.post(`${TEST_BASE}/booths/list/`, () => HttpResponse.json({ booths: [{ booth_id: 7, name: 'x' }] })),
    );
    expect(await listBooths({})).toEqual([{ booth_id: 7, name: 'x' }]);
  });

  it('sends the request body as JSON', async () => {
    let sent: unknown;
    server.use(
      http.post(`${TEST_BASE}/booths/list/`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ results: [] });
      }),
    );
    await listBooths({ types: ['Toilet'], limit: 50, ordering: 'distance', user_location: null });
    expect(sent).toEqual({ types: ['Toilet'], limit: 50, ordering: 'distance', user_location: null });
  });

  it('turns a 400 into ApiError with the server message', async () => {
    const error = (await listBooths({ ordering: 'bogus' as never }).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(400);
    expect(error.serverMessage).toMatch(/^ordering must be distance, -likes, -id or name$/);
  });
});

describe('toggleLike', () => {
  it('likes then unlikes, with the count following', async () => {
    const before = (await getBoothDetail(3)).like_cnt;
    const liked = await toggleLike(3, 'visitor-1');
    expect(liked).toMatchObject({ booth_id: 3, is_liked: true, likes_count: before + 1, user_id: 'visitor-1' });
    const unliked = await toggleLike(3, 'visitor-1');
    expect(unliked).toMatchObject({ is_liked: false, likes_count: before });
  });

  it('gets a user_id from the server when it has none', async () => {
    const res = await toggleLike(3, null);
    expect(res.user_id).toMatch(/^\d+$/);
    expect(res.is_liked).toBe(true);
  });
});
