// A festival moved to next year with the command line (the sample, every date one year later, imported with
// `npm run festival -- import` into an empty data folder) and a server started on it: the visitor sees the
// new days on the timetable (their weekdays are 2026's) and, before the new opening, the countdown to it.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { shiftFestivalFile } from '../contract/festival-file';
import { sampleFestivalFile } from '../contract/sample/festival-file';
import { test, expect } from './fixtures';

const FILE = join(mkdtempSync(join(tmpdir(), 'festival-file-')), 'festival-2026.json');
writeFileSync(FILE, JSON.stringify(shiftFestivalFile(sampleFestivalFile(), 365)));

// Inside the new festival: day 2 (Friday 2026-09-25), 17:30.
const NOW = '2026-09-25T17:30:00+09:00';
const at = (path: string, now = NOW) => `${path}${path.includes('?') ? '&' : '?'}now=${encodeURIComponent(now)}`;

test.use({ festivalNow: NOW, festivalFile: FILE });

test.describe('a festival imported for 2026', () => {
  test('the timetable has the 2026 days and the show on now', async ({ app }) => {
    await app.goto(at('/timetable'));
    // 2025-09-24..26 were Wednesday to Friday; 2026-09-24..26 are Thursday to Saturday.
    await expect(app.getByRole('tab', { name: /Day1/ })).toContainText('9. 24. (목)');
    await expect(app.getByRole('tab', { name: /Day2/ })).toContainText('9. 25. (금)');
    await expect(app.getByRole('tab', { name: /Day3/ })).toContainText('9. 26. (토)');
    await expect(app.getByRole('tab', { name: /Day2/ })).toHaveAttribute('aria-selected', 'true');
    await expect(app.getByRole('button', { name: '17:00' })).toHaveAttribute('aria-pressed', 'true');
    const onNow = app.getByRole('region', { name: '17:00 ~ 18:00' }).getByRole('listitem').filter({ hasText: 'STAGE NOW' });
    await expect(onNow.getByRole('heading')).toHaveText('힙합 비트라인');
    await expect(onNow).toContainText('17:10 ~ 17:40');
  });

  test('in English the days read Thu to Sat', async ({ app }) => {
    await app.goto(at('/timetable'));
    await app.getByRole('button', { name: /언어 선택/ }).click();
    await app.getByRole('option', { name: 'ENG' }).click();
    await expect(app.getByRole('tab', { name: /Day1/ })).toContainText('Thu, 9/24');
    await expect(app.getByRole('tab', { name: /Day3/ })).toContainText('Sat, 9/26');
  });

  test('before the new opening the visitor sees the countdown to it', async ({ app }) => {
    // Four days before 2026-09-24 09:00; by the 2025 festival's opening this moment would be a year too late.
    await app.goto(at('/', '2026-09-20T12:00:00+09:00'));
    await expect(app.getByRole('heading', { name: '서버 오픈까지 남은 시간' })).toBeVisible();
    await expect(app.getByText('D-4', { exact: true })).toBeVisible();
    await expect(app.getByRole('timer')).toHaveAttribute('aria-label', /^2[01] 시간 \d\d 분 \d\d 초$/);
  });
});
