import { shownLikeCount, test, expect } from './fixtures';
import type { Page } from '@playwright/test';

const NOW = '2025-09-25T17:30:00+09:00';
// The client clock starts there too (?now=), whether or not the server hands its clock over.
const at = (path: string) => `${path}${path.includes('?') ? '&' : '?'}now=${encodeURIComponent(NOW)}`;

// Service workers are blocked in a Playwright context unless allowed.
test.use({ festivalNow: NOW, serviceWorkers: 'allow' });

// "오프라인 · 17:31 기준 정보" with the time of the oldest data on screen, or without a time when the screen shows none.
const banner = (app: Page) => app.getByRole('status').filter({ hasText: /^오프라인 · / });

test.describe('offline after one visit to each screen', () => {
  test('every screen opens again without a network, with its content and the offline line; a like waits and is sent', async ({
    app,
    server,
    context,
  }) => {
    test.setTimeout(90_000);
    // The first list in an answer (a bare array, or under `result`/`results`).
    const list = async <T>(path: string): Promise<T[]> => {
      const body = (await (await app.request.get(`${server.url}/api${path}`)).json()) as unknown;
      return (Array.isArray(body) ? body : Object.values(body as object).find(Array.isArray)) as T[];
    };
    const developer = (await list<{ name: string }>('/developers/'))[0]!.name;
    const post = (await list<{ id: number; title: string }>('/board/'))[0]!;
    const boothAnswer = await app.request.post(`${server.url}/api/booths/list/`, { data: { types: ['Booth'], ordering: '-id', limit: 5 } });
    const booth = ((await boothAnswer.json()) as { results: { booth_id: number; name: string; like_cnt: number }[] }).results[0]!;

    // Online: the first visit installs the worker; then one visit to each screen.
    await app.goto(at('/'));
    await app.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await expect.poll(() => app.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    const screens: { path: string; shows: (app: Page) => ReturnType<Page['getByText']> }[] = [
      { path: '/', shows: (p) => p.getByRole('heading', { name: '인기 부스 랭킹' }) },
      { path: '/map', shows: (p) => p.getByRole('region', { name: '검색 결과' }).getByRole('article').first() },
      { path: '/timetable', shows: (p) => p.getByRole('heading', { name: '힙합 비트라인' }) },
      { path: '/board', shows: (p) => p.getByText(post.title).first() },
      { path: `/board/${post.id}`, shows: (p) => p.getByRole('heading', { name: post.title }) },
      { path: `/booth/${booth.booth_id}`, shows: (p) => p.getByRole('heading', { name: booth.name }) },
      { path: '/developers', shows: (p) => p.getByText(developer).first() },
    ];
    for (const s of screens) {
      await app.goto(at(s.path));
      await expect(s.shows(app)).toBeVisible();
      await expect(banner(app)).toHaveCount(0);
    }

    await context.setOffline(true);
    for (const s of screens) {
      await app.goto(at(s.path));
      await expect(s.shows(app)).toBeVisible();
      await expect(banner(app)).toBeVisible();
      if (s.path === '/') await expect(banner(app)).toHaveText(/^오프라인 · \d{2}:\d{2} 기준 정보$/);
    }

    // A like without a network shows at once and waits.
    await app.goto(at(`/booth/${booth.booth_id}`));
    const like = app.getByRole('button', { name: /^좋아요, [\d,]+개$/ });
    const before = await shownLikeCount(like);
    const wasLiked = (await like.getAttribute('aria-pressed')) === 'true';
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', String(!wasLiked));
    await expect(like).toHaveAttribute('data-pending', 'true');
    await expect(like).toHaveAccessibleDescription('저장됨 · 연결되면 보내요');

    // The network returns: the like reaches the server, the card settles and the offline line goes.
    await context.setOffline(false);
    await expect(like).not.toHaveAttribute('data-pending', 'true');
    await expect(banner(app)).toHaveCount(0);
    const detail = (await (await app.request.get(`${server.url}/api/booths/${booth.booth_id}/`)).json()) as { like_cnt?: number; likes_count?: number };
    const count = detail.like_cnt ?? detail.likes_count;
    expect(count).toBe(wasLiked ? before - 1 : before + 1);
    await expect(like).toHaveAttribute('aria-pressed', String(!wasLiked));
  });

  test('the manifest and its icons are served by the app, as an installable app needs', async ({ app, server }) => {
    await app.goto(at('/'));
    const href = await app.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const res = await app.request.get(`${server.url}${href}`);
    expect(res.ok()).toBe(true);
    expect(res.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await res.json()) as Record<string, unknown> & { icons: { src: string; sizes: string; purpose?: string; type: string }[] };
    expect(manifest).toMatchObject({ name: '동국대학교 가을 축제 2025', short_name: '동국 축제', start_url: '/', display: 'standalone', lang: 'ko' });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    const sizes = manifest.icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`);
    expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    for (const icon of manifest.icons) {
      const png = await app.request.get(`${server.url}${icon.src}`);
      expect(png.headers()['content-type']).toBe('image/png');
      const body = await png.body();
      // PNG signature, then the IHDR width and height, which must be what the manifest says.
      expect(body.subarray(1, 4).toString()).toBe('PNG');
      expect(`${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`).toBe(icon.sizes);
    }
    // The page is controlled by a worker with a fetch handler: the other half of installability. Installing copies the
    // whole app into its cache first, every screen's code: on a busy machine that has taken more than 10 s.
    await expect
      .poll(() => app.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state), { timeout: 30_000 })
      .toBe('activated');
    // And Chromium's own verdict (what its install menu and Lighthouse's former PWA audit read): no installability
    // error of the app's. The test's browser context is an incognito profile, which Chromium never installs to
    // ('in-incognito'); that one is the profile's, not the app's.
    const cdp = await app.context().newCDPSession(app);
    const errors = async () =>
      ((await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] }).installabilityErrors
        .map((e) => e.errorId)
        .filter((id) => id !== 'in-incognito');
    await expect.poll(errors).toEqual([]);
  });
});
