import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Two specs at a time, each on its own server: the journeys mostly wait on the browser and the server, so two
  // workers halve the step on two cores (E2E_WORKERS=1 for one at a time).
  workers: Number(process.env.E2E_WORKERS) || 2,
  retries: 0,
  reporter: [['list']],
  use: {
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs() },
    trace: 'off',
  },
});
