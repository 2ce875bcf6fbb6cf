// Builds the client when missing, then runs the Playwright journeys; each spec starts its own real server
// (PGlite in a temporary folder, a chosen FESTIVAL_NOW) on a free loopback port.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync('dist/client/index.html') || !existsSync('dist/server/entry-server.js') || process.env.E2E_REBUILD === '1') {
  // The client, then the server's page renderer made for it (vite.ssr.config.ts).
  for (const args of [['vite', 'build'], ['vite', 'build', '-c', 'vite.ssr.config.ts']]) {
    const b = spawnSync('npx', args, { stdio: 'inherit' });
    if (b.status !== 0) process.exit(b.status ?? 1);
  }
}
const r = spawnSync('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(r.status ?? 1);
