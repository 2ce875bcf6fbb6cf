// Each spec file gets its own real server: built client + API on a free loopback port, PGlite in a temporary
// folder, a chosen FESTIVAL_NOW and known admin codes.
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../scripts/free-port.mjs';
import { serverNodeArgs } from '../scripts/server-node.mjs';

export const ADMIN_CODES = 'Staff:축제기획단:e2e-staff-code,Stuco:총학생회:e2e-stuco-code,Club:멋쟁이사자처럼:e2e-club-code,Major:공과대학 학생회:e2e-major-code';

export interface ServerInfo {
  url: string;
  festivalNow: string | undefined;
}

async function waitForHealth(url: string, child: ChildProcess, logs: string[]): Promise<void> {
  // A loaded machine (CI with other work) has been seen taking minutes to start a server (PGlite's first start);
  // E2E_SERVER_START_MS waits longer still.
  const deadline = Date.now() + (Number(process.env.E2E_SERVER_START_MS) || 150_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${logs.join('')}`);
    try {
      const r = await fetch(`${url}/api/health`);
      if (r.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not answer /api/health:\n${logs.join('')}`);
}

export const test = base.extend<
  { app: Page },
  { festivalNow: string | undefined; adminCodes: string; festivalFile: string | undefined; serverEnv: Record<string, string>; isolate: string | undefined; server: ServerInfo }
>({
  festivalNow: [undefined, { option: true, scope: 'worker' }],
  /** A festival file loaded with `npm run festival -- import` into the empty data folder before the server starts. */
  festivalFile: [undefined, { option: true, scope: 'worker' }],
  /** ADMIN_CODES of this spec's server (default: the four above). */
  adminCodes: [ADMIN_CODES, { option: true, scope: 'worker' }],
  /** More environment for this spec's server (e.g. FESTIVAL=empty, SEED_ACTIVITY=1). */
  serverEnv: [{}, { option: true, scope: 'worker' }],
  /**
   * Playwright hands one worker, and so one server, to every spec file whose options are the same. A spec whose
   * journeys change what another such spec reads (a booth's status, a line) names itself here to get its own.
   */
  isolate: [undefined, { option: true, scope: 'worker' }],
  server: [
    async ({ festivalNow, adminCodes, festivalFile, serverEnv, isolate }, use) => {
      void isolate; // only sets workers apart
      const port = await freePort();
      const dataDir = mkdtempSync(join(tmpdir(), 'festival-e2e-'));
      const logs: string[] = [];
      // The run's initdb'd folder (global-setup.ts): the server and an import skip initdb.
      const template = process.env.E2E_PGLITE_TEMPLATE;
      if (template) cpSync(template, join(dataDir, 'pglite'), { recursive: true });
      if (festivalFile) {
        const imported = spawnSync(process.execPath, ['--import', 'tsx', 'server/scripts/festival.ts', 'import', festivalFile], {
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_CODES: adminCodes },
          encoding: 'utf8',
        });
        if (imported.status !== 0) throw new Error(`festival import failed (${imported.status}):\n${imported.stdout}${imported.stderr}`);
      }
      // node itself runs the server as npm start does (scripts/server-node.mjs), so the signal below reaches the server and not a wrapper.
      const child = spawn(process.execPath, [...serverNodeArgs(), 'server/main.ts'], {
        env: {
          ...process.env,
          NODE_ENV: 'production',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          CLIENT_DIR: 'dist/client',
          ADMIN_CODES: adminCodes,
          TRANSLATION_PROVIDER: 'memory',
          LOG_LEVEL: 'warn',
          ...(festivalNow ? { FESTIVAL_NOW: festivalNow } : {}),
          ...serverEnv,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout?.on('data', (d) => logs.push(String(d)));
      child.stderr?.on('data', (d) => logs.push(String(d)));
      const url = `http://127.0.0.1:${port}`;
      try {
        await waitForHealth(url, child, logs);
        await use({ url, festivalNow });
      } finally {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r).once('error', r));
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    // Its own time: starting a server on a loaded machine must not eat the first test's 60 s.
    { scope: 'worker', timeout: 180_000 },
  ],
  /** A page whose relative URLs go to this spec's server. */
  app: async ({ page, server }, use) => {
    const goto = page.goto.bind(page);
    page.goto = (url: string, opts?: Parameters<Page['goto']>[1]) => goto(url.startsWith('/') ? server.url + url : url, opts);
    await use(page);
  },
});

export { expect };

/**
 * The visitor's first act on the page, one that changes nothing (the Shift key): the code only acting needs (the
 * map's drag and zoom, the like machine: src/lib/first-act.ts) is asked for then.
 */
export async function firstAct(app: Page): Promise<void> {
  await app.keyboard.press('Shift');
}

/** The like count a person sees beside the heart, e.g. "1,204" (the button's name is hidden text). */
export async function shownLikeCount(like: Locator): Promise<number> {
  return Number(((await like.locator('span[aria-hidden="true"]').first().textContent()) ?? '').replace(/[^\d]/g, ''));
}
