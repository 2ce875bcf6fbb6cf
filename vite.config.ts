import { defineConfig, type Alias, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { constants as zlib, gzipSync } from 'node:zlib';
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
 * Messages of parts that load after the first paint (My festival, stars, sharing, the booth status, the line):
 * a chunk of their own, so the first paint of home and the map never downloads them. The game's messages and the
 * admin area's are chunks of their own too, which only the game and admin screens download (src/app/routes.tsx).
 */
const LATE_PREFIX = 'virtual:late-text/';
const LATE_KEY = /^(my|fav|share|status|soon|queue)\./;
/** The game's text: only the game screen downloads it (1 kB gzip that every other page fetched with the late text). */
const GAME_PREFIX = 'virtual:game-text/';
const GAME_KEY = /^game\./;
const ADMIN_PREFIX = 'virtual:admin-text/';
const ADMIN_KEY = /^(admin|console)\./;
const PREFIXES = [MESSAGES_PREFIX, LATE_PREFIX, GAME_PREFIX, ADMIN_PREFIX];
/** Which chunk a message key belongs to. */
const groupOf = (key: string) =>
  ADMIN_KEY.test(key) ? ADMIN_PREFIX : GAME_KEY.test(key) ? GAME_PREFIX : LATE_KEY.test(key) ? LATE_PREFIX : MESSAGES_PREFIX;

/** `import messages from 'virtual:messages/ko'` gives the precompiled messages of one locale. */
function compiledMessages(): Plugin {
  return {
    name: 'compiled-messages',
    resolveId(id) {
      return PREFIXES.some((p) => id.startsWith(p)) ? '\0' + id : undefined;
    },
    load(id) {
      const prefix = PREFIXES.find((p) => id.startsWith('\0' + p));
      if (!prefix) return undefined;
      const file = r(`./src/i18n/locales/${id.slice(prefix.length + 1)}.json`);
      this.addWatchFile(file);
      const source = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(source)
          .filter(([k]) => groupOf(k) === prefix)
          .map(([k, v]) => [k, parse(v)]),
      );
      return `export default ${JSON.stringify(compiled)};`;
    },
  };
}

/**
 * A gzip file (level 9) beside each built script, style sheet and SVG under assets/: nginx sends it as it is
 * (`gzip_static`, deploy/nginx/festival-locations.conf) without compressing per request, and a phone downloads about a
 * third of the bytes. The service worker's precache names only the files themselves (src/offline/pwa-options.ts).
 */
function precompressedAssets(): Plugin {
  return {
    name: 'precompressed-assets',
    apply: 'build',
    // The files as written: earlier hooks still see chunks whose preload lists are placeholders.
    writeBundle({ dir }, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!dir || !/^assets\/.+\.(js|css|svg|json)$/.test(fileName)) continue;
        const file = join(dir, fileName);
        const source = readFileSync(file);
        if (source.length >= 1024) writeFileSync(`${file}.gz`, gzipSync(source, { level: zlib.Z_BEST_COMPRESSION }));
      }
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
  plugins: [react(), compiledMessages(), ...(mode === 'mock' ? [mockWorker()] : process.env.STORYBOOK === 'true' ? [] : [precompressedAssets()]), VitePWA(pwaOptions(mode))],
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
    // index.html names the entry's imports; a dynamic import carries only its stylesheets. The server names a page's
    // own chunks in the HTML it serves (server/page-preload.ts), so the client does not insert a preload link per
    // import while the first screen is being built (that cost 40-75 ms of a 4x slower CPU per batch of imports).
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : deps.filter((d) => d.endsWith('.css'))) },
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
            // Every module the entry imports statically joins the entry's chunk: it runs before any page anyway, and one file
            // compresses better than the small ones the bundler cut it into beside the lazy screens (1.2 kB less on each
            // route's first paint).
            { name: 'index', tags: ['$initial'], includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
}));
