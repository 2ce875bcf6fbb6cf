import { test, expect } from './fixtures';

// The developers page does not depend on the time, so this file's server replays the day after the
// festival and also holds the after-the-festival journeys of home and the timetable.
const NOW = '2025-09-28T12:00:00+09:00';
// The client clock starts there too (?now=), whether or not the server hands its clock over.
const at = (path: string) => `${path}${path.includes('?') ? '&' : '?'}now=${encodeURIComponent(NOW)}`;

test.use({ festivalNow: NOW });

test.describe('developers page', () => {
  test('the admin icon opens the team, Team Lead first, and the chips filter the 24 members', async ({ app }) => {
    await app.goto(at('/'));
    await app.getByRole('link', { name: '개발자 소개' }).click();
    await expect(app).toHaveURL(/\/developers$/);
    await expect(app.getByRole('heading', { level: 1, name: '만든 사람들' })).toBeVisible();
    await expect(app.getByRole('button', { name: '팀장' })).toHaveAttribute('aria-pressed', 'true');
    const names = app.getByRole('list').getByRole('heading', { level: 2 });
    await expect(names).toHaveText(['김도윤', '이서연']);
    let total = 0;
    for (const chip of ['PM/DS', '프론트엔드', '백엔드', '대외협력']) {
      await app.getByRole('button', { name: chip }).click();
      await expect(app.getByRole('button', { name: chip })).toHaveAttribute('aria-pressed', 'true');
      total += await names.count();
    }
    // All 24 members work in one of these four teams; one of them works in two (PM/DS and Corporate Affairs).
    expect(total).toBe(24 + 1);
    const card = app.getByRole('listitem').filter({ hasText: '문가은' });
    await expect(card).toContainText('대외협력');
    await expect(card).toContainText('경영학과');
    await expect(card.getByRole('img', { name: '문가은 사진' })).toBeVisible();
  });

  test('role and major come translated in Japanese', async ({ app }) => {
    await app.goto(at('/developers'));
    await app.getByRole('button', { name: /언어 선택/ }).click();
    await app.getByRole('option', { name: '日本語' }).click();
    await app.getByRole('button', { name: '渉外' }).click();
    await expect(app.getByText('渉外 · 企画')).toBeVisible();
    await expect(app.getByText('경영학과')).toHaveCount(0);
  });
});

test.describe('home after the festival', () => {
  test('no events are waiting, the ranking stays, the LINE-UP rotates the festival artists', async ({ app }) => {
    await app.goto(at('/'));
    await expect(app.getByText('이벤트를 기다리는 중이에요')).toBeVisible();
    const ranking = app.locator('section', { has: app.getByRole('heading', { name: '인기 부스 랭킹' }) });
    await expect(ranking.getByRole('listitem')).toHaveCount(3);
    const lineup = app.getByRole('link', { name: /LINE-UP/ });
    await expect(lineup).not.toContainText('지금 공연 중');
    const first = await lineup.getByRole('img').getAttribute('alt');
    expect(first).toBeTruthy();
    await expect(lineup.getByRole('img')).not.toHaveAttribute('alt', first!, { timeout: 3000 });
    await lineup.click();
    await expect(app).toHaveURL(/\/timetable$/);
  });
});

test.describe('timetable after the festival', () => {
  test('opens on Day1 at 15:00 and no show is on stage', async ({ app }) => {
    await app.goto(at('/timetable'));
    await expect(app.getByRole('tab', { name: /Day1/ })).toHaveAttribute('aria-selected', 'true');
    await expect(app.getByRole('button', { name: '15:00' })).toHaveAttribute('aria-pressed', 'true');
    await expect(app.getByText('행사가 없어요')).toBeVisible();
    await app.getByRole('tab', { name: /Day3/ }).click();
    await expect(app.getByRole('heading', { name: '마술 동아리 매직큐브' })).toBeVisible();
    await expect(app.getByText('STAGE NOW')).toHaveCount(0);
    await expect(app.getByText('공연 예정')).toHaveCount(0);
  });
});
