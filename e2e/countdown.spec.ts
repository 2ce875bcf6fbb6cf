import { test, expect } from './fixtures';

// One server clock per file (a worker option): four days before opening.
const NOW = '2025-09-20T12:00:00+09:00';
// The client clock starts there too (?now=), whether or not the server hands its clock over.
const at = (path: string) => `${path}${path.includes('?') ? '&' : '?'}now=${encodeURIComponent(NOW)}`;

test.use({ festivalNow: NOW });

test.describe('countdown before opening', () => {
  test('/ shows the time left, ticking every second, with the D-day badge', async ({ app }) => {
    await app.goto(at('/'));
    await expect(app.getByRole('heading', { name: '서버 오픈까지 남은 시간' })).toBeVisible();
    await expect(app.getByText('D-4', { exact: true })).toBeVisible();
    await expect(app.getByText('가을 축제를 즐길 준비 되셨나요?')).toBeVisible();
    const timer = app.getByRole('timer');
    const first = await timer.getAttribute('aria-label');
    expect(first).toMatch(/^2[01] 시간 \d\d 분 \d\d 초$/);
    await expect(timer).not.toHaveAttribute('aria-label', first!, { timeout: 2500 });
  });

  test('an unknown path shows the countdown too, in the chosen language', async ({ app }) => {
    await app.goto(at('/somewhere'));
    await expect(app.getByRole('heading', { name: '서버 오픈까지 남은 시간' })).toBeVisible();
    await app.getByRole('button', { name: /언어 선택/ }).click();
    await app.getByRole('option', { name: 'ENG' }).click();
    await expect(app.getByRole('heading', { name: 'Time left until server opens' })).toBeVisible();
    await expect(app.getByText('Ready to enjoy the autumn festival?')).toBeVisible();
  });
});

test.describe('countdown on a phone set to another time zone', () => {
  // 23:30 on the 23rd in Korea is still the 23rd's morning in Los Angeles: the badge follows Korea.
  test.use({ timezoneId: 'America/Los_Angeles' });

  test('counts days on the Korean calendar', async ({ app }) => {
    // The client clock can start at its own instant (?now=), here half an hour before midnight in Seoul.
    await app.goto(`/?now=${encodeURIComponent('2025-09-23T23:30:00+09:00')}`);
    await expect(app.getByText('D-1', { exact: true })).toBeVisible();
    await expect(app.getByRole('timer')).toHaveAttribute('aria-label', /^09 시간 (30 분 00|29 분 5\d) 초$/);
  });
});
