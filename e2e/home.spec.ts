import { shownLikeCount, test, expect } from './fixtures';

const NOW = '2025-09-25T17:30:00+09:00';
// The client clock starts there too (?now=), whether or not the server hands its clock over.
const at = (path: string) => `${path}${path.includes('?') ? '&' : '?'}now=${encodeURIComponent(NOW)}`;

test.use({ festivalNow: NOW });

test.describe('home on day 2 at 17:30', () => {
  test('shows the banner, urgent notice, the club show on now, event booths and the ranking', async ({ app, server }) => {
    await app.goto(at('/'));
    await expect(app.getByRole('link', { name: '분실물 게시판 바로가기' })).toHaveAttribute('href', '/board?category=LostItem');
    const urgent = app.getByRole('link', { name: /^긴급 공지/ });
    await expect(urgent).toBeVisible();
    await expect(app.getByRole('status').filter({ hasText: '긴급 공지' })).toBeVisible();
    const lineup = app.getByRole('link', { name: /LINE-UP/ });
    await expect(lineup).toContainText('지금 공연 중');
    await expect(lineup).toContainText('힙합 비트라인');
    const events = app.locator('section', { has: app.getByRole('heading', { name: '이벤트 중인 부스' }) });
    await expect(events.getByRole('link', { name: '더보기' })).toHaveAttribute('href', '/board?category=Event');
    // The carousel shows exactly what the server's event-booth call answers at this moment.
    const answer = await app.request.post(`${server.url}/api/booths/list/`, {
      data: { types: ['Booth'], ordering: '-id', limit: 5, is_event: true },
    });
    const { results } = (await answer.json()) as { results: { booth_id: number; name: string }[] };
    if (results.length === 0) {
      await expect(events.getByText('이벤트를 기다리는 중이에요')).toBeVisible();
    } else {
      await expect(events.getByRole('listitem')).toHaveCount(results.length);
      await expect(events.getByRole('link', { name: new RegExp(results[0]!.name) })).toHaveAttribute('href', `/booth/${results[0]!.booth_id}`);
      await expect(events.getByText('이벤트를 기다리는 중이에요')).toHaveCount(0);
    }
    const ranking = app.locator('section', { has: app.getByRole('heading', { name: '인기 부스 랭킹' }) });
    await expect(ranking.getByRole('listitem')).toHaveCount(3);
    await expect(ranking.getByRole('listitem').first()).toContainText('1위');
    await expect(app.getByText('동국대학교 멋쟁이사자처럼')).toBeVisible();
    await expect(app.getByRole('link', { name: 'Administrator' })).toHaveAttribute('href', '/admin/login');
    await expect(app.getByRole('link', { name: '인스타그램' })).toHaveAttribute('target', '_blank');
    await urgent.click();
    await expect(app).toHaveURL(/\/board\?category=Notice$/);
  });

  test('a like in the ranking counts once per visitor and survives a reload', async ({ app }) => {
    await app.goto(at('/'));
    const ranking = app.locator('section', { has: app.getByRole('heading', { name: '인기 부스 랭킹' }) });
    const third = ranking.getByRole('listitem').nth(2);
    const like = third.getByRole('button', { name: /^좋아요, [\d,]+개$/ });
    const was = (await like.getAttribute('aria-pressed')) === 'true';
    // The count shown beside the heart, e.g. "1,204".
    const count = await shownLikeCount(like);
    const expected = `좋아요, ${(count + (was ? -1 : 1)).toLocaleString('ko-KR')}개`;
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', was ? 'false' : 'true');
    await expect(like).toHaveAccessibleName(expected);
    await expect(like).not.toHaveAttribute('aria-busy', 'true');
    await app.reload();
    const again = app
      .locator('section', { has: app.getByRole('heading', { name: '인기 부스 랭킹' }) })
      .getByRole('button', { name: expected });
    await expect(again).toHaveAttribute('aria-pressed', was ? 'false' : 'true');
  });

  test('booth names and the urgent notice are translated in English', async ({ app }) => {
    await app.goto(at('/'));
    await app.getByRole('button', { name: /언어 선택/ }).click();
    await app.getByRole('option', { name: 'ENG' }).click();
    await expect(app.getByRole('heading', { name: 'Popular booth ranking' })).toBeVisible();
    await expect(app.getByRole('link', { name: /^Urgent notice/ })).not.toContainText('대운동장', { timeout: 10_000 });
    await expect(app.getByRole('link', { name: /LINE-UP/ })).toContainText('On stage now');
  });

  test('the ranking paints with the page, and a like tapped before the like code arrives is carried out', async ({ app }) => {
    // The like machine's code held back, as a slow campus network would.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await app.route('**/assets/live-like-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await app.goto(at('/'));
    const ranking = app.locator('section', { has: app.getByRole('heading', { name: '인기 부스 랭킹' }) });
    await expect(ranking.getByRole('listitem')).toHaveCount(3);
    const like = ranking.getByRole('listitem').nth(1).getByRole('button', { name: /^좋아요, [\d,]+개$/ });
    const was = (await like.getAttribute('aria-pressed')) === 'true';
    const count = await shownLikeCount(like);
    await like.click();
    // The flip shows at once and the button is busy until the like code has sent it; the tap did not open the booth.
    const flipped = `좋아요, ${(count + (was ? -1 : 1)).toLocaleString('ko-KR')}개`;
    await expect(like).toHaveAttribute('aria-busy', 'true');
    await expect(like).toHaveAttribute('aria-pressed', was ? 'false' : 'true');
    await expect(like).toHaveAccessibleName(flipped);
    await expect(app).toHaveURL(/\/(\?|$)/);
    release();
    await expect(like).not.toHaveAttribute('aria-busy', 'true');
    await expect(like).toHaveAttribute('aria-pressed', was ? 'false' : 'true');
    await expect(like).toHaveAccessibleName(flipped);
    // The server counted it: a reload shows the same.
    await app.reload();
    await expect(ranking.getByRole('button', { name: flipped })).toHaveAttribute('aria-pressed', was ? 'false' : 'true');
  });

  test('the first screen stays small: no sample developer or stage data in its scripts', async ({ app, server }) => {
    // Every script the page loaded, by address; the bodies are asked for again afterwards (the browser may
    // already have dropped a body it no longer needs, and reading it from the page then fails).
    const loaded = new Set<string>();
    app.on('response', (r) => {
      if (r.url().startsWith(server.url) && r.url().endsWith('.js')) loaded.add(r.url());
    });
    await app.goto(at('/'));
    await expect(app.getByRole('heading', { name: '인기 부스 랭킹' })).toBeVisible();
    await app.waitForLoadState('networkidle');
    const scripts = await Promise.all([...loaded].map(async (url) => (await app.request.get(url)).text()));
    expect(scripts.length).toBeGreaterThan(0);
    for (const text of scripts) {
      expect(text).not.toContain('멀티미디어소프트웨어공학전공');
      expect(text).not.toContain('대운동장 특설무대');
    }
  });
});
