// `npm test`: every check in order — types, lint, unit and server tests, stories in Chromium,
// the production build with its size budget, then end-to-end journeys against the real server.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath, NO_CHROMIUM_HELP } from './chromium.mjs';

const steps = [
  ['typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['unit and server tests', 'npx', ['vitest', 'run', '--project', 'unit', '--project', 'server']],
  ['story tests (Chromium)', 'npx', ['vitest', 'run', '--project', 'storybook:*']],
  ['build and size budget', 'npm', ['run', 'build']],
  ['storybook build', 'npm', ['run', 'build-storybook']],
  ['end-to-end (Chromium, real server)', 'node', ['scripts/e2e.mjs']],
];
// The deployment check (deploy/check.mjs) joins when Debian's nginx is installed (.ci/run installs it).
if (existsSync(process.env.NGINX || '/usr/sbin/nginx')) {
  steps.push(['deployment (nginx, two processes, PostgreSQL)', 'node', ['deploy/check.mjs']]);
}

const only = process.argv.slice(2);
const browserPath = chromiumPath();
if (!browserPath || !existsSync(browserPath)) {
  console.error(NO_CHROMIUM_HELP);
  process.exit(1);
}

const results = [];
for (const [name, cmd, args] of steps) {
  if (only.length && !only.some((o) => name.startsWith(o))) continue;
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const t0 = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  const ok = r.status === 0;
  results.push([name, ok, ((Date.now() - t0) / 1000).toFixed(1)]);
  if (!ok) break;
}

console.log('\n=== summary');
for (const [name, ok, s] of results) console.log(`${ok ? 'PASS' : 'FAIL'}  ${name} (${s} s)`);
const failed = results.filter((r) => !r[1]).length;
const passed = results.length - failed;
console.log(`steps: ${passed} passed, ${failed} failed`);
process.exit(failed || results.length < (only.length ? 1 : steps.length) ? 1 : 0);
