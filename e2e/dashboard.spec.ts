// The organiser dashboard (issue 20) against the real server with the activity seeded (SEED_ACTIVITY=1): Staff
// open it from /admin/festa and see charts drawn from the seeded festival, one figure checked exactly against
// the activity plan through its table; a Club admin gets no access (server 403, and the screen sends them away).
import { test, expect } from './fixtures';
import { activityPlan, plannedLikesInHour } from '../server/db/activity-plan';

const NOW = '2025-09-25T22:30:00+09:00';
const AT_NOW = `now=${encodeURIComponent(NOW)}`;
test.use({ festivalNow: NOW, serverEnv: { SEED_ACTIVITY: '1' } });

test.describe('organiser dashboard', () => {
  test('Staff open it from /admin/festa and read the seeded day', async ({ app }) => {
    test.setTimeout(180_000);
    await app.goto(`/admin/login?${AT_NOW}`);
    await app.getByLabel('관리자 코드').fill('e2e-staff-code');
    await app.getByRole('button', { name: '로그인' }).click();
    await expect(app).toHaveURL(/\/admin\/festa$/);
    await app.getByRole('link', { name: '축제 현황판' }).click();
    await expect(app).toHaveURL(/\/admin\/dashboard$/);
    await expect(app.getByRole('heading', { level: 1, name: '축제 현황판' })).toBeVisible();
    await expect(app.getByRole('button', { name: '2일차 · 9. 25.' })).toHaveAttribute('aria-pressed', 'true', { timeout: 30_000 });

    // The likes chart drew, and its table says exactly what the seed planned for 19:00 of day 2.
    const likes = app.getByRole('region', { name: '시간대별 좋아요' });
    await expect(likes.locator('canvas').first()).toBeVisible();
    const expected = plannedLikesInHour(activityPlan(Date.parse(NOW)), '2025-09-25', 19);
    expect(expected).toBeGreaterThan(0);
    await likes.getByRole('button', { name: '표로 보기' }).click();
    const table = likes.getByRole('table', { name: '시간대별 좋아요' });
    await expect(table).toBeVisible();
    await expect(table.getByRole('row').filter({ has: app.getByRole('rowheader', { name: '19시' }) }).getByRole('cell')).toHaveText(
      expected.toLocaleString('en-US'),
    );

    // The other charts are not empty either.
    for (const name of ['인기 부스 추이', '시간대별 게임 참여와 당첨', '주점별 시간대별 쿠폰', '시간대별 게시글 조회']) {
      const region = app.getByRole('region', { name });
      await expect(region.locator('canvas').first()).toBeVisible();
      await expect(region.getByText('이 날은 아직 기록이 없어요')).toHaveCount(0);
    }
    const stock = app.getByRole('region', { name: '남은 쿠폰' });
    await expect(stock.getByRole('rowheader', { name: '프론티어' })).toBeVisible();
    await expect(stock.getByRole('row').filter({ has: app.getByRole('rowheader', { name: '프론티어' }) }).getByRole('cell').first()).not.toHaveText('60장 중 60장');

    // Day 1 is a tap away.
    await app.getByRole('button', { name: '1일차 · 9. 24.' }).click();
    await expect(app.getByRole('button', { name: '1일차 · 9. 24.' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('a Club admin gets no access', async ({ app, server }) => {
    test.setTimeout(120_000);
    await app.goto(`/admin/login?${AT_NOW}`);
    await app.getByLabel('관리자 코드').fill('e2e-club-code');
    await app.getByRole('button', { name: '로그인' }).click();
    await expect(app).toHaveURL(/\/admin\/booth$/);
    const uid = await app.evaluate(() => sessionStorage.getItem('uid') ?? '');
    const refused = await app.request.get(`${server.url}/api/admin/dashboard?day=2025-09-25`, { headers: { authorization: `Bearer ${uid}` } });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).message).toBe('only Staff and the student council can open the dashboard');
    await app.goto(`/admin/dashboard?${AT_NOW}`);
    await expect(app).toHaveURL(/\/admin\/login/);
    await expect(app.getByRole('alert').filter({ hasText: '현황판은 축제기획단과 총학생회만 볼 수 있어요' })).toBeVisible();
  });
});
