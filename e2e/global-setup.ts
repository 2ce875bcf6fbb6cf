// One PGlite folder made by initdb, copied into each spec server's data folder before it starts: initdb costs a
// server about 2.5 s of its 4.5 s start, and some forty servers start in a run. The server opens a folder that
// exists as it is (server/db/client.ts), migrates and seeds it as on any first start.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default function globalSetup() {
  const root = mkdtempSync(join(tmpdir(), 'festival-e2e-template-'));
  const dir = join(root, 'pglite');
  execFileSync(process.execPath, ['server/db/pglite-create.mjs', dir], { stdio: 'inherit', timeout: 120_000 });
  // Workers inherit the environment set here.
  process.env.E2E_PGLITE_TEMPLATE = dir;
  return () => rmSync(root, { recursive: true, force: true });
}
