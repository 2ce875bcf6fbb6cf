// Two server processes on one PostgreSQL database (TEST_DATABASE_URL): the admin's write goes to one,
// the open page is served by the other, and still follows it live. Skipped without PostgreSQL.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { test, expect } from '@playwright/test';
import { freePort } from '../scripts/free-port.mjs';
import { serverNodeArgs } from '../scripts/server-node.mjs';
import { shownLikeCount } from './fixtures';
import { openStreams, watchStreams } from './live-streams';

const BASE = process.env.TEST_DATABASE_URL || '';
const NOW = '2025-09-25T17:30:00+09:00';
const CODES = 'Staff:축제기획단:e2e-staff-code';
const name = `festival_e2e_${Date.now().toString(36)}`;
const children: ChildProcess[] = [];
const urls: string[] = [];

test.skip(!BASE, 'needs TEST_DATABASE_URL');

async function admin(sql: string) {
  const c = new pg.Client({ connectionString: BASE });
  await c.connect();
  await c.query(sql);
  await c.end();
}

test.beforeAll(async () => {
  test.setTimeout(90_000);
  await admin(`create database ${name}`);
  const url = new URL(BASE);
  url.pathname = `/${name}`;
  const env = { ...process.env, DATABASE_URL: url.toString() };
  expect(spawnSync(process.execPath, ['--import', 'tsx', 'server/scripts/migrate.ts'], { env }).status).toBe(0);
  for (let i = 0; i < 2; i++) {
    const port = await freePort();
    const child = spawn(process.execPath, [...serverNodeArgs(), 'server/main.ts'], {
      env: { ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: mkdtempSync(join(tmpdir(), 'festival-e2e-')), CLIENT_DIR: 'dist/client', ADMIN_CODES: CODES, FESTIVAL_NOW: NOW, LOG: '0' },
      stdio: 'ignore',
    });
    children.push(child);
    const u = `http://127.0.0.1:${port}`;
    await expect.poll(async () => (await fetch(`${u}/api/health`).catch(() => null))?.status ?? 0, { timeout: 45_000 }).toBe(200);
    urls.push(u);
  }
});
test.afterAll(async () => {
  for (const c of children) c.kill('SIGTERM');
  await Promise.all(children.map((c) => new Promise((r) => (c.exitCode !== null ? r(null) : c.once('exit', r)))));
  await admin(`drop database if exists ${name} with (force)`);
});

test('a write to one process shows on a page served by the other within 3 s', async ({ page, request }) => {
  const [pageServer, writeServer] = urls;
  await watchStreams(page);
  await page.goto(`${pageServer}/booth/7?now=${encodeURIComponent(NOW)}`);
  const like = page.getByRole('button', { name: /^좋아요, [\d,]+개$/ });
  await expect(like).toBeVisible();
  // The page's stream is open before the writes.
  await expect.poll(() => openStreams(page)).toBe(1);
  const login = await request.post(`${writeServer}/api/admin/login`, { data: { admin_code: 'e2e-staff-code' } });
  const { uid } = (await login.json()) as { uid: string };
  const before = await shownLikeCount(like);
  for (let i = 0; i < 3; i++) await request.post(`${writeServer}/api/booths/7/likes/`, { data: { user_id: null } });
  await expect(like).toHaveAccessibleName(`좋아요, ${(before + 3).toLocaleString('en-US')}개`, { timeout: 3000 });

  await page.goto(`${pageServer}/?now=${encodeURIComponent(NOW)}`);
  await expect.poll(() => openStreams(page)).toBe(1);
  await request.patch(`${writeServer}/api/board/emergency`, { data: { uid, title: '두 프로세스', content: '어느 쪽이든 같습니다' } });
  await expect(page.getByRole('link', { name: /두 프로세스 · 어느 쪽이든 같습니다/ })).toBeVisible({ timeout: 3000 });
});
