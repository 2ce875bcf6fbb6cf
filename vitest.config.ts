import { defineConfig, mergeConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import viteConfig, { alias } from './vite.config.ts';
import { chromiumPath, chromiumArgs } from './scripts/chromium.mjs';

/**
 * The stories run as two projects, each in its own Chromium, so the two halves run side by side (a browser is
 * one worker): one alone took about 6 minutes, mostly stories that wait on the game's real seconds. The split
 * keeps those waits apart (the game's screen stories in one half, its machine stories in the other).
 */
function storyProject(name: string, exclude: string[]) {
  return mergeConfig(viteConfig({ mode: 'test', command: 'serve' }), {
    plugins: [storybookTest({ configDir: '.storybook' })],
    test: {
      name,
      exclude,
      // The story files of a project share one page: a fresh page per file cost about 2 s of start-up each. The
      // preview's beforeEach (.storybook/preview.tsx, freshPage) puts back what a story or an earlier file left.
      isolate: false,
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({ launchOptions: { executablePath: chromiumPath(), args: chromiumArgs() } }),
        instances: [{ browser: 'chromium' }],
      },
    },
  });
}

export default defineConfig({
  test: {
    // Two at a time, server test files and story projects alike (Vitest's default is one fewer than the cores: one
    // here). Each test server has its own database (PGlite in memory or a scratch PostgreSQL database,
    // server/test/harness.ts) and much of a file's time is waiting on the database, a child process or a timer.
    maxWorkers: 2,
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
        },
      },
      // Each story file is in exactly one: the second takes everything the first leaves, a new folder included.
      storyProject('storybook:screens', ['stories/!(screens|machines)/**', 'stories/*.stories.tsx', 'stories/screens/game.stories.tsx']),
      storyProject('storybook:components', ['stories/screens/!(game).stories.tsx', 'stories/machines/**']),
    ],
  },
});
