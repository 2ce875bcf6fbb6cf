// The first screen comes whole with the page (contract/first-reads.ts): the server answers the screen's first reads
// inside the page, so its content shows without a request after the code has run.
import type { Page } from '@playwright/test';
import { SAMPLE_BOOTHS } from '@contract/sample/booths';
import { test, expect } from './fixtures';

const NOW = '2025-09-25T17:30:00+09:00';
const at = (path: string) => `${path}${path.includes('?') ? '&' : '?'}now=${encodeURIComponent(NOW)}`;
test.use({ festivalNow: NOW });

/** The list, stage and booth reads this page sends to the server. */
function apiReads(app: Page, origin: string): string[] {
  const reads: string[] = [];
  app.on('request', (r) => {
    const url = new URL(r.url());
    if (url.origin === origin && /^\/api\/(booths|stage|board)\//.test(url.pathname) && url.pathname !== '/api/board/emergency') {
      reads.push(`${r.method()} ${url.pathname}${url.search}`);
    }
  });
  return reads;
}

test('home: the ranking, the events and the LINE-UP show with no read of their own', async ({ app, server }) => {
  const reads = apiReads(app, server.url);
  await app.goto(at('/'));
  const ranking = app.locator('section', { has: app.getByRole('heading', { name: '인기 부스 랭킹' }) });
  await expect(ranking.getByRole('listitem')).toHaveCount(3);
  await expect(app.getByRole('link', { name: /LINE-UP/ })).toContainText('힙합 비트라인');
  await expect(app.locator('section', { has: app.getByRole('heading', { name: '이벤트 중인 부스' }) }).getByRole('link').first()).toBeVisible();
  expect(reads).toEqual([]);
});

test("the timetable: the slot on now shows with no read of its own; another slot reads the server", async ({ app, server }) => {
  const reads = apiReads(app, server.url);
  await app.goto(at('/timetable'));
  const current = app.getByRole('region', { name: '17:00 ~ 18:00' });
  await expect(current.getByRole('listitem').filter({ hasText: 'STAGE NOW' }).getByRole('heading')).toHaveText('힙합 비트라인');
  expect(reads).toEqual([]);
  await app.getByRole('button', { name: '18:00' }).click();
  await expect(app.getByRole('region', { name: '18:00 ~ 19:00' })).toBeVisible();
  expect(reads).toEqual(['GET /api/stage/days/2025-09-25/schedules/18:00']);
});

test('a booth page shows its booth with no read of its own, in English too', async ({ app, server }) => {
  const booth = SAMPLE_BOOTHS.find((b) => b.category === 'Booth' && !b.is_night)!;
  const reads = apiReads(app, server.url);
  await app.goto(at(`/booth/${booth.id}`));
  await expect(app.getByRole('heading', { name: booth.name })).toBeVisible();
  expect(reads).toEqual([]);
  // The visitor chose English earlier (home's language menu keeps it so: the device's choice, and a cookie the server
  // reads). The cookie goes straight to the browser: one written by the page reaches the network a moment later.
  await app.evaluate(() => localStorage.setItem('language', 'en'));
  await app.context().addCookies([{ name: 'lang', value: 'en', url: server.url }]);
  // The page the server serves next is drawn from the booth in English (?lang=en, as the client asks for it), and
  // carries it for the client (the drawn screen's queries, server/page-render.ts).
  reads.length = 0;
  const answers = app.waitForResponse((r) => new URL(r.url()).pathname === `/booth/${booth.id}`);
  await app.reload();
  const page = await (await answers).text();
  // Drawn in English with the booth among its queries, or (a busy server sends it undrawn) with the read itself.
  if (page.includes('data-drawn-lang')) {
    expect(page).toContain('data-drawn-lang="en"');
    expect(page).toMatch(/<script type="application\/json" id="query-state">.*"booths","detail"/);
  } else expect(page).toContain(`"GET /booths/${booth.id}/?lang=en"`);
  await expect(app.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(app.getByText('Menu', { exact: true }).first()).toBeVisible();
  expect(reads).toEqual([]);
});

test('the board: the page of its address shows with no read of its own', async ({ app, server }) => {
  const reads = apiReads(app, server.url);
  await app.goto(at('/board?category=Notice'));
  await expect(app.getByRole('tab', { name: /공지/ })).toHaveAttribute('aria-selected', 'true');
  await expect(app.getByRole('list', { name: '게시글 목록' }).getByRole('link').first()).toBeVisible();
  // (The board may fetch its next page ahead: that one goes to the server.)
  expect(reads.filter((r) => r.includes('page=1'))).toEqual([]);
});
