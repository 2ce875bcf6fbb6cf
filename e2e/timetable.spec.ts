import { test, expect } from './fixtures';

const NOW = '2025-09-25T17:30:00+09:00';
// The client clock starts there too (?now=), whether or not the server hands its clock over.
const at = (path: string) => `${path}${path.includes('?') ? '&' : '?'}now=${encodeURIComponent(NOW)}`;

test.use({ festivalNow: NOW });

test.describe('timetable on day 2 at 17:30', () => {
  test('opens on Day2 at 17:00 with the show on now marked STAGE NOW', async ({ app }) => {
    await app.goto(at('/timetable'));
    await expect(app.getByRole('tab', { name: /Day2/ })).toHaveAttribute('aria-selected', 'true');
    await expect(app.getByRole('button', { name: '17:00' })).toHaveAttribute('aria-pressed', 'true');
    const current = app.getByRole('region', { name: '17:00 ~ 18:00' });
    const onNow = current.getByRole('listitem').filter({ hasText: 'STAGE NOW' });
    await expect(onNow).toHaveCount(1);
    await expect(onNow.getByRole('heading')).toHaveText('힙합 비트라인');
    await expect(onNow).toContainText('17:10 ~ 17:40');
    await expect(onNow).toContainText('대운동장 특설무대');
    await expect(app.getByRole('region', { name: '다음 공연' }).getByText('공연 예정').first()).toBeVisible();
  });

  test('choosing a day clears the slot; Day1 has no event; the celebrity tab lists each day', async ({ app }) => {
    await app.goto(at('/timetable'));
    await app.getByRole('tab', { name: /Day1/ }).click();
    await expect(app.getByText('행사가 없어요')).toBeVisible();
    await expect(app.getByRole('group', { name: '시간대' }).getByRole('button', { pressed: true })).toHaveCount(0);
    await app.getByRole('button', { name: '16:00' }).click();
    await expect(app.getByText('행사가 없어요')).toBeVisible();
    await app.getByRole('tab', { name: '연예인' }).click();
    await expect(app.getByRole('region', { name: /Day2/ }).getByRole('heading', { level: 3 })).toHaveText(['윤서하', '실버라이닝', 'DJ 코스모']);
    await expect(app.getByRole('region', { name: /Day3/ }).getByRole('heading', { level: 3 })).toHaveText(['한결', '모노로그', '크림슨 웨이브']);
    await expect(app.getByRole('region', { name: /Day1/ })).toContainText('연예인 공연이 없어요');
  });

  test('stage names and places are translated in English', async ({ app }) => {
    await app.goto(at('/timetable'));
    await app.getByRole('button', { name: /언어 선택/ }).click();
    await app.getByRole('option', { name: 'ENG' }).click();
    const current = app.getByRole('region', { name: '17:00 – 18:00' });
    await expect(current.getByText('Main Field Special Stage').first()).toBeVisible();
    await expect(current.getByRole('heading', { name: 'Band Ausung' })).toHaveCount(0);
    await expect(app.getByText('대운동장 특설무대')).toHaveCount(0);
  });
});
