// Starts the built app for the browser benchmarks as the journeys do (e2e/fixtures.ts): the real server with the
// built client on a free loopback port, PGlite in a temporary folder, the clock inside the festival. Builds nothing.
// BENCH_CLIENT_DIR measures another built client (a copy of dist/client from another commit) with today's server.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.mjs';
import { serverNodeArgs } from './server-node.mjs';

/** Day 2 in the evening: booths open, the stage running, pins and cards on the map. */
export const BENCH_NOW = '2025-09-25T19:00:00+09:00';

const CLIENT_DIR = process.env.BENCH_CLIENT_DIR || 'dist/client';

export async function startBuiltApp({ festivalNow = BENCH_NOW, clientDir = CLIENT_DIR } = {}) {
  if (!existsSync(join(clientDir, 'index.html'))) throw new Error('no built client: run `npx vite build` (or `npm run build`) first');
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'festival-bench-'));
  const logs = [];
  const child = spawn(process.execPath, [...serverNodeArgs(), 'server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      CLIENT_DIR: clientDir,
      TRANSLATION_PROVIDER: 'memory',
      LOG_LEVEL: 'warn',
      FESTIVAL_NOW: festivalNow,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d) => logs.push(String(d)));
  child.stderr.on('data', (d) => logs.push(String(d)));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 180_000; // tsx and PGlite start slowly on a busy machine
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`server exited (${child.exitCode}):\n${logs.join('')}`);
    }
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`server did not answer /api/health:\n${logs.join('')}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { url, stop, pid: child.pid };
}

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

export const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor(q * s.length))] : NaN;
};
