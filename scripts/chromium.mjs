// Playwright gives every launch a fresh profile of its own, so no --user-data-dir here.
// Finds a Chromium for story and end-to-end tests: CHROMIUM_PATH, Debian's, or Playwright's own.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  for (const c of CANDIDATES) if (existsSync(c)) return c;
  // Playwright's own browser, where `npx playwright install chromium` could download one.
  try {
    const own = createRequire(import.meta.url)('playwright-core').chromium.executablePath();
    if (own && existsSync(own)) return own;
  } catch {
    // no Playwright browser either
  }
  return undefined;
}

export function chromiumArgs() {
  return [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ];
}

export const NO_CHROMIUM_HELP =
  'No Chromium found. Install one with `apt-get install -y chromium` (Debian/Ubuntu), ' +
  'or `npx playwright install chromium` where downloads are allowed, or set CHROMIUM_PATH to a Chromium or Chrome binary.';
