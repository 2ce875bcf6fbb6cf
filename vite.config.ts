import { defineConfig, type Alias, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { parse } from '@formatjs/icu-messageformat-parser';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaOptions } from './src/offline/pwa-options.ts';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export const alias: Alias[] = [
  { find: /^@\//, replacement: r('./src/') },
  { find: /^@contract\//, replacement: r('./contract/') },
  { find: /^@machines\//, replacement: r('./machines/') },
  { find: /^@mocks\//, replacement: r('./mocks/') },
];

/** Messages are compiled to ICU ASTs at build time, so the runtime ships without the parser. */
const clientAlias: Alias[] = [
  ...alias,
  { find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' },
];

const MESSAGES_PREFIX = 'virtual:messages/';
/**
 * Messages of parts that load after the first paint (My festival, stars, sharing, the booth status) and of the
 * screens that render inside <WithLateMessages> (the admin area and the game; src/app/routes.tsx): a chunk of
 * their own, so the first paint of home and the map never downloads them.
 */
const LATE_PREFIX = 'virtual:late-text/';
const LATE_KEY = /^(my|fav|share|admin|console|status|game|soon|queue)\./;

/** `import messages from 'virtual:messages/ko'` gives the precompiled messages of one locale. */
function compiledMessages(): Plugin {
  return {
    name: 'compiled-messages',
    resolveId(id) {
      return id.startsWith(MESSAGES_PREFIX) || id.startsWith(LATE_PREFIX) ? '\0' + id : undefined;
    },
    load(id) {
      const late = id.startsWith('\0' + LATE_PREFIX);
      if (!late && !id.startsWith('\0' + MESSAGES_PREFIX)) return undefined;
      const file = r(`./src/i18n/locales/${id.slice((late ? LATE_PREFIX : MESSAGES_PREFIX).length + 1)}.json`);
      this.addWatchFile(file);
      const source = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(source)
          .filter(([k]) => LATE_KEY.test(k) === late)
          .map(([k, v]) => [k, parse(v)]),
      );
      return `export default ${JSON.stringify(compiled)};`;
    },
  };
}

/** `npm run dev:mock` serves the MSW worker from mocks/public; the production build never sees it. */
function mockWorker(): Plugin {
  return {
    name: 'mock-service-worker',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/mockServiceWorker.js', (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.end(readFileSync(r('./mocks/public/mockServiceWorker.js')));
      });
    },
  };
}

export default defineConfig(({ mode }) => ({
  plugins: [react(), compiledMessages(), ...(mode === 'mock' ? [mockWorker()] : []), VitePWA(pwaOptions(mode))],
  resolve: { alias: clientAlias },
  define: {
    'import.meta.env.VITE_MOCK': JSON.stringify(mode === 'mock'),
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: mode === 'mock' ? undefined : { '/api': `http://127.0.0.1:${process.env.PORT ?? 3000}` },
  },
  build: {
    outDir: 'dist/client',
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    assetsInlineLimit: 2048,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Left alone, the bundler cuts React and XState into several small shared chunks whose borders move
          // with every lazy import; two fixed chunks compress better and cost fewer requests. XState's chunk is
          // loaded only by screens that run a machine before they are interactive.
          groups: [
            {
              name: 'react',
              test: (id: string) =>
                /node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id) ||
                /node_modules[\\/]use-sync-external-store[\\/](shim[\\/]index|cjs[\\/]use-sync-external-store-shim\.)/.test(id),
              priority: 2,
            },
            { name: 'xstate', test: /node_modules[\\/](xstate|@xstate[\\/]react|use-isomorphic-layout-effect)[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
}));
