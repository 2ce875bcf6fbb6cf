// Issue 18: the board asks the real server for one page at a time (page=N&size=10), fetches the next page
// ahead, and sends search and category to the server; what the visitor sees is what the wire carried.
import type { Page, Request } from '@playwright/test';
import { test, expect } from './fixtures';
import { boardPageParams } from '../contract/rules/board';

// The last evening: 32 of the 33 sample posts are out (one lost item comes at 20:05). An instant of its own, so
// this file gets a server of its own: the posts it writes never reach e2e/board.spec.ts.
test.use({ festivalNow: '2025-09-26T18:30:00+09:00' });

const ADDED = 20;

interface BoardAnswer {
  total_count: number;
  page: number;
  size: number;
  results: { id: number; title: string }[];
}

/**
 * Every GET /api/board/ the page sends (its query, without the language), with the answer when it came; and the
 * board page a served page carries as its first read (contract/first-reads.ts), as if it had been sent.
 */
function watchBoard(page: Page) {
  const asked: { query: Record<string, string>; answer: Promise<BoardAnswer | null> }[] = [];
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'document') return;
    const html = await res.text().catch(() => '');
    const block = (id: string) => new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`).exec(html)?.[1];
    const readsBlock = block('page-reads');
    const reads = readsBlock ? (JSON.parse(readsBlock) as { reads: Record<string, BoardAnswer> }).reads : {};
    for (const [key, body] of Object.entries(reads)) {
      if (!key.startsWith('GET /board/?')) continue;
      const query = Object.fromEntries(new URLSearchParams(key.slice('GET /board/?'.length)));
      delete query.lang;
      asked.push({ query, answer: Promise.resolve(body) });
    }
    // A page the server drew carries the board pages it drew from as queries the client hydrates (server/page-render.ts).
    const drawnBlock = block('query-state');
    const drawn = drawnBlock ? (JSON.parse(drawnBlock) as { queries: { queryKey: unknown[]; state: { data: BoardAnswer } }[] }).queries : [];
    for (const q of drawn) {
      if (q.queryKey[0] !== 'board' || q.queryKey[1] !== 'list') continue;
      const req = q.queryKey[2] as Parameters<typeof boardPageParams>[0];
      asked.push({ query: Object.fromEntries(Object.entries(boardPageParams(req)).map(([k, v]) => [k, String(v)])), answer: Promise.resolve(q.state.data) });
    }
  });
  page.on('request', (req: Request) => {
    const url = new URL(req.url());
    if (req.method() !== 'GET' || url.pathname !== '/api/board/') return;
    const query = Object.fromEntries(url.searchParams);
    delete query.lang;
    const answer = req
      .response()
      .then((r) => (r ? (r.json() as Promise<BoardAnswer>) : null))
      .catch(() => null);
    asked.push({ query, answer });
  });
  const matching = (want: Record<string, string>) =>
    asked.filter((a) => JSON.stringify(Object.entries(a.query).sort()) === JSON.stringify(Object.entries(want).sort()));
  return { asked, matching };
}

const rows = (page: Page) => page.getByRole('list', { name: '게시글 목록' }).getByRole('link');

test('a visitor pages through the board and searches it, one page of 10 from the server at a time', async ({ app, request, server }) => {
  // More posts than the sample festival, so the pages need ellipses: Stuco writes 20 notices.
  const login = await request.post(`${server.url}/api/admin/login`, { data: { admin_code: 'e2e-stuco-code' } });
  expect(login.ok()).toBe(true);
  const { uid } = (await login.json()) as { uid: string };
  for (let i = 1; i <= ADDED; i++) {
    const r = await request.post(`${server.url}/api/board/notices`, {
      data: { uid, category: 'Notice', title: `야간 안전 안내 ${i}`, content: `${i}번째 안내입니다.` },
    });
    expect(r.status(), await r.text()).toBe(201);
  }
  const total = 32 + ADDED;

  const wire = watchBoard(app);
  const liveOpened = app.waitForResponse((r) => new URL(r.url()).pathname === '/api/live');
  await app.goto('/board');
  await expect(rows(app)).toHaveCount(10);
  const nav = app.getByRole('navigation', { name: '페이지 이동' });
  // 52 posts are 6 pages: at most 5 numbers, an ellipsis for the one hidden
  // The numbers a person sees (each button is named by hidden text, '2페이지').
  await expect(nav.getByRole('button', { name: /^\d+페이지$/ }).locator('[aria-hidden="true"]')).toHaveText(['1', '2', '3', '4', '5']);
  await expect(nav).toContainText('…');

  // The wire: page 1 of 10, every category (no category sent), at most 10 posts in the answer.
  const [first] = wire.matching({ page: '1', size: '10' });
  expect(first, 'page 1 was asked for (or came with the page) with page=1&size=10').toBeDefined();
  const page1 = (await first.answer)!;
  expect(page1).toMatchObject({ total_count: total, page: 1, size: 10 });
  expect(page1.results.length).toBeLessThanOrEqual(10);
  for (const [i, p] of page1.results.entries()) await expect(rows(app).nth(i)).toContainText(p.title);
  // Not one request for the whole list.
  expect(wire.asked.every((a) => a.query.page !== undefined && a.query.size === '10')).toBe(true);

  // Page 2 is fetched ahead, before the visitor asks for it. (The live stream opens once the page has loaded and
  // catches up on what was posted while it loaded: the 20 notices written just before may make it ask once more.)
  await expect.poll(() => wire.matching({ page: '2', size: '10' }).length).toBeGreaterThanOrEqual(1);
  const page2 = (await wire.matching({ page: '2', size: '10' })[0].answer)!;
  expect(page2.results).toHaveLength(10);
  expect(page2.results.some((p) => page1.results.some((q) => q.id === p.id))).toBe(false);

  await liveOpened;
  const page2Asked = wire.matching({ page: '2', size: '10' }).length;
  await nav.getByRole('button', { name: '2페이지' }).click();
  await expect(nav.getByRole('button', { name: '2페이지' })).toHaveAttribute('aria-current', 'page');
  await expect(app).toHaveURL(/[?&]page=2(&|$)/);
  for (const [i, p] of page2.results.entries()) await expect(rows(app).nth(i)).toContainText(p.title);
  // Shown from the page fetched ahead: the click sent no request for page 2; page 3 is now fetched ahead in turn.
  expect(wire.matching({ page: '2', size: '10' })).toHaveLength(page2Asked);
  await expect.poll(() => wire.matching({ page: '3', size: '10' }).length).toBeGreaterThanOrEqual(1);

  // A post of page 2, and back: the same page.
  // (an ended event does not open: a notice or a lost item does)
  const opened = rows(app).filter({ hasText: /^(공지|분실물)/ }).first();
  const openedText = (await opened.textContent()) ?? '';
  const post = page2.results.find((p) => openedText.includes(p.title))!;
  await opened.click();
  await expect(app).toHaveURL(new RegExp(`/board/${post.id}$`));
  await expect(app.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
  await app.getByRole('button', { name: '뒤로 가기' }).click();
  await expect(nav.getByRole('button', { name: '2페이지' })).toHaveAttribute('aria-current', 'page');
  await expect(rows(app).nth(0)).toContainText(page2.results[0].title);

  // Search goes to the server: page 1, the trimmed text, every category.
  await app.getByRole('searchbox', { name: '게시글 검색' }).fill('  지갑 ');
  // 갈색 장지갑 is posted at 20:05, after this evening's 18:30: not found yet.
  await expect(rows(app)).toHaveCount(2);
  await expect(rows(app).nth(0)).toContainText('분홍색 카드지갑');
  await expect(nav).toHaveCount(0);
  const searched = wire.matching({ page: '1', size: '10', search: '지갑' });
  expect(searched).toHaveLength(1);
  expect(await searched[0].answer).toMatchObject({ total_count: 2, page: 1, size: 10 });
  // Typing was sent once it paused, not once per key.
  expect(wire.asked.filter((a) => a.query.search !== undefined && a.query.search !== '지갑')).toEqual([]);

  // A category narrows the search on the server too.
  await app.getByRole('tab', { name: '공지' }).click();
  await expect(app.getByText('검색 결과가 없어요')).toBeVisible();
  const notices = wire.matching({ page: '1', size: '10', category: 'Notice', search: '지갑' });
  expect(notices).toHaveLength(1);
  expect(await notices[0].answer).toMatchObject({ total_count: 0, results: [] });
  await app.getByRole('searchbox', { name: '게시글 검색' }).fill('야간 안전');
  await expect(rows(app)).toHaveCount(10);
  for (let i = 0; i < 10; i++) await expect(rows(app).nth(i)).toContainText(/^공지.*야간 안전 안내/);
  // The numbers a person sees (each button is named by hidden text, '2페이지').
  await expect(nav.getByRole('button', { name: /^\d+페이지$/ }).locator('[aria-hidden="true"]')).toHaveText(['1', '2']);
  const found = (await wire.matching({ page: '1', size: '10', category: 'Notice', search: '야간 안전' })[0].answer)!;
  expect(found).toMatchObject({ total_count: ADDED, size: 10 });
  expect(found.results).toHaveLength(10);
});

test.describe('offline', () => {
  // Service workers are blocked in a Playwright context unless allowed.
  test.use({ serviceWorkers: 'allow' });

  test('a board page seen once, or fetched ahead, opens offline with its age; a page never fetched shows loading, not another page', async ({ app, context }) => {
    const banner = app.getByRole('status').filter({ hasText: /^오프라인 · / });
    await app.goto('/board');
    await app.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await expect.poll(() => app.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    // One visit to page 1; page 2 is fetched ahead meanwhile.
    const ahead = app.waitForResponse((r) => /\/api\/board\/\?(.*&)?page=2&/.test(r.url()) && r.ok());
    await app.goto('/board?category=ALL');
    await expect(rows(app)).toHaveCount(10);
    const page1 = await rows(app).allTextContents();
    const page2 = (await (await ahead).json()) as BoardAnswer;

    await context.setOffline(true);
    // Reopened without a network: page 1 as it was, with the time it was fetched.
    await app.goto('/board?category=ALL');
    await expect(rows(app)).toHaveText(page1);
    await expect(banner).toHaveText(/^오프라인 · \d{2}:\d{2} 기준 정보$/);
    // Page 2 was fetched ahead of the visit: it opens too.
    const nav = app.getByRole('navigation', { name: '페이지 이동' });
    await nav.getByRole('button', { name: '2페이지' }).click();
    for (const [i, p] of page2.results.entries()) await expect(rows(app).nth(i)).toContainText(p.title);
    // Page 3 was never fetched: a loading list under the offline line, not page 2's posts under "3".
    await nav.getByRole('button', { name: '3페이지' }).click();
    await expect(app).toHaveURL(/[?&]page=3(&|$)/);
    await expect(app.getByRole('status', { name: '불러오는 중…' })).toBeVisible();
    await expect(rows(app)).toHaveCount(0);
    await expect(banner).toBeVisible();
    // Back online it comes.
    await context.setOffline(false);
    await expect(rows(app).first()).toBeVisible();
    await expect(rows(app).first()).not.toHaveText(page1[0]);
    await expect(app.getByRole('navigation', { name: '페이지 이동' }).getByRole('button', { name: '3페이지' })).toHaveAttribute('aria-current', 'page');
  });
});

test('a post written while the visitor reads page 1 appears there without a reload (live), page 2 is asked again', async ({ app, request, server }) => {
  const wire = watchBoard(app);
  await app.goto('/board?category=ALL');
  await expect(rows(app)).toHaveCount(10);
  await expect.poll(() => wire.matching({ page: '2', size: '10' }).length).toBe(1);
  const login = await request.post(`${server.url}/api/admin/login`, { data: { admin_code: 'e2e-staff-code' } });
  const { uid } = (await login.json()) as { uid: string };
  const r = await request.post(`${server.url}/api/board/notices`, {
    data: { uid, category: 'Notice', title: '우천 시 공연 장소 변경', content: '대운동장 공연은 체육관에서 열려요.' },
  });
  expect(r.status()).toBe(201);
  // The newest notice leads the ALL order.
  await expect(rows(app).nth(0)).toContainText('우천 시 공연 장소 변경');
  await expect(rows(app)).toHaveCount(10);
  expect(wire.matching({ page: '1', size: '10' }).length).toBeGreaterThanOrEqual(2);
  // The page fetched ahead is fetched again for the new order.
  await expect.poll(() => wire.matching({ page: '2', size: '10' }).length).toBe(2);
});
