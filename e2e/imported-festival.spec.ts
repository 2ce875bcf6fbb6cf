// A festival moved to next year: the sample festival exported with `npm run festival -- export` from a server
// seeded with it, every date in the file moved one year later (shiftFestivalFile), the file imported with
// `npm run festival -- import` into an empty data folder and a server started on it. The visitor sees the new
// days on the timetable (their weekdays are 2026's), before the new opening the countdown to it, the new dates
// on the map with the night hours of the file, and the game played on the new days.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { shiftFestivalFile, type FestivalFile } from '../contract/festival-file';
import { test as base, expect } from './fixtures';

// Inside the new festival: day 2 (Friday 2026-09-25), 17:30.
const NOW = '2026-09-25T17:30:00+09:00';
const at = (path: string, now = NOW) => `${path}${path.includes('?') ? '&' : '?'}now=${encodeURIComponent(now)}`;

/** Seeds a data folder with the sample (a server's first start), exports it with the command line, moves it a year. */
function exportSampleMovedAYear(): string {
  const dir = mkdtempSync(join(tmpdir(), 'festival-file-'));
  const env = { ...process.env, DATA_DIR: join(dir, 'sample'), DATABASE_URL: '' };
  const seed = `const { createServerApp } = await import('./server/app.ts');
const s = await createServerApp({ dataDir: process.env.DATA_DIR, databaseUrl: null, migrate: true, clientDir: null, log: false, translation: { provider: 'memory' } });
await s.close();`;
  const seeded = spawnSync(process.execPath, ['--input-type=module', '--import', 'tsx', '-e', seed], { env, encoding: 'utf8' });
  if (seeded.status !== 0) throw new Error(`seeding the sample failed:\n${seeded.stdout}${seeded.stderr}`);
  const exported = spawnSync(process.execPath, ['--import', 'tsx', 'server/scripts/festival.ts', 'export', join(dir, 'sample.json')], { env, encoding: 'utf8' });
  if (exported.status !== 0) throw new Error(`festival export failed:\n${exported.stdout}${exported.stderr}`);
  const sample = JSON.parse(readFileSync(join(dir, 'sample.json'), 'utf8')) as FestivalFile;
  if (sample.settings.dates[0] !== '2025-09-24') throw new Error(`the export is not the sample: ${sample.settings.dates.join(', ')}`);
  rmSync(join(dir, 'sample'), { recursive: true, force: true });
  const file = join(dir, 'festival-2026.json');
  writeFileSync(file, JSON.stringify(shiftFestivalFile(sample, 365)));
  return file;
}

const test = base.extend<object, { festivalFile: string | undefined }>({
  // The file the fixture's server imports before it starts: made once per worker.
  // eslint-disable-next-line no-empty-pattern
  festivalFile: [async ({}, use) => use(exportSampleMovedAYear()), { scope: 'worker', timeout: 120_000 }],
});
test.use({ festivalNow: NOW });

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

  test('the map offers the new dates, and the file’s night hours set its day/night switch', async ({ app, browser, server }) => {
    await app.goto(at('/map'));
    const dates = app.getByRole('combobox', { name: '날짜' });
    await expect(dates.getByRole('option')).toHaveText(['9월 24일 (목)', '9월 25일 (금)', '9월 26일 (토)']);
    await expect(dates).toHaveValue('2026-09-25');
    // 17:30: night on the map from 17:00 (the file's map_toggle_start_hour).
    await expect(app.getByRole('switch', { name: '낮/밤 전환' })).toHaveAttribute('aria-checked', 'true');
    const noon = await browser.newPage();
    await noon.goto(`${server.url}${at('/map', '2026-09-26T12:00:00+09:00')}`);
    await expect(noon.getByRole('combobox', { name: '날짜' })).toHaveValue('2026-09-26');
    await expect(noon.getByRole('switch', { name: '낮/밤 전환' })).toHaveAttribute('aria-checked', 'false');
    await noon.close();
  });

  test('the game is played on the new festival days', async ({ app }) => {
    await app.goto(at('/event'));
    await app.getByRole('button', { name: /화면을 눌러 시작/ }).click();
    await expect(app.getByText('오늘 남은 기회 5번')).toBeVisible();
    await app.getByRole('button', { name: '게임 시작' }).click();
    await expect(app.getByRole('heading', { name: '1단계' })).toBeVisible({ timeout: 15_000 });
    await expect(app.getByRole('group', { name: '단어 카드' }).getByRole('button')).toHaveCount(4);
  });
});
