import { defineConfig, mergeConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import viteConfig, { alias } from './vite.config.ts';
import { chromiumPath, chromiumArgs } from './scripts/chromium.mjs';

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          include: ['contract/**/*.test.ts', 'machines/**/*.test.ts', 'src/**/*.test.ts', 'mocks/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      mergeConfig(viteConfig({ mode: 'test', command: 'serve' }), {
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: {
          name: 'storybook',
          // The story files share one page: a fresh page per file cost about 2 s of start-up each (225 files). The
          // preview's beforeEach (.storybook/preview.tsx, freshPage) puts back what a story or an earlier file left.
          isolate: false,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: chromiumPath(), args: chromiumArgs() } }),
            instances: [{ browser: 'chromium' }],
          },
        },
      }),
    ],
  },
});
