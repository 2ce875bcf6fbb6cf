// `npm start`: builds the client when it is missing or older than its sources, then runs the server,
// which serves the API and the client on one port (PGlite in ./data unless DATABASE_URL is set).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, statSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { serverNodeArgs } from './server-node.mjs';

function newest(dir) {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

const built = 'dist/client/index.html';
const stale =
  !existsSync(built) ||
  !existsSync('dist/server/entry-server.js') ||
  Math.max(newest('src'), newest('contract'), statSync('index.html').mtimeMs) > statSync(built).mtimeMs;
if (stale) {
  // The client, then the server's page renderer made for it (vite.ssr.config.ts).
  console.log('building the client…');
  for (const args of [['vite', 'build'], ['vite', 'build', '-c', 'vite.ssr.config.ts']]) {
    const b = spawnSync('npx', args, { stdio: 'inherit' });
    if (b.status !== 0) process.exit(b.status ?? 1);
  }
}
// node itself runs the server (tsx as a loader, the heap capped: scripts/server-node.mjs), so signals reach it and graceful shutdown works.
const server = spawn(process.execPath, [...serverNodeArgs(), 'server/main.ts'], { stdio: 'inherit', env: { NODE_ENV: 'production', ...process.env } });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
// `npm start` stopped with a signal to npm alone (a process manager, `kill <npm pid>`) takes npm and its shell
// away without telling this process: when the parent changes, stop the server as if told to.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) server.kill('SIGTERM');
}, 500).unref();
server.on('exit', (code) => process.exit(code ?? 0));
