import { defineConfig, type Alias, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipAsync } from '@gfx/zopfli';
import { parse } from '@formatjs/icu-messageformat-parser';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaOptions } from './src/offline/pwa-options.ts';
import { LANGUAGES } from './contract/constants.ts';
import { TEXT_CHUNKS, textChunkOf } from './contract/text-chunks.ts';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export const alias: Alias[] = [
  { find: /^@\//, replacement: r('./src/') },
  { find: /^@contract\//, replacement: r('./contract/') },
  { find: /^@machines\//, replacement: r('./machines/') },
  { find: /^@mocks\//, replacement: r('./mocks/') },
];

/**
 * Messages are compiled to ICU ASTs at build time, so the runtime ships without the parser. ofetch's URL and JSON
 * helpers are the little it uses of `ufo` and `destr` (src/lib/ofetch/: 2 kB of gzip JS less on every page).
 */
const clientAlias: Alias[] = [
  ...alias,
  { find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' },
  { find: /^ufo$/, replacement: r('./src/lib/ofetch/ufo.ts') },
  { find: /^destr$/, replacement: r('./src/lib/ofetch/destr.ts') },
];

/**
 * The messages, compiled, one chunk per language and per chunk of contract/text-chunks.ts: `virtual:messages/<lang>`
 * (the first paint's), `virtual:<chunk>-text/<lang>` (a screen's own text, or that of parts that come later), and
 * `virtual:all-text/<lang>` (every message, for stories). `virtual:text-loaders` is the table of the chunks' loaders
 * (src/i18n/late-messages.tsx).
 */
const LOADERS_ID = 'virtual:text-loaders';
const TEXT_ID = /^virtual:(?:messages\/|(all|[a-z]+)-text\/)([a-zA-Z-]+)$/;

function compiledMessages(): Plugin {
  return {
    name: 'compiled-messages',
    resolveId(id) {
      return id === LOADERS_ID || TEXT_ID.test(id) ? '\0' + id : undefined;
    },
    load(id) {
      if (id === '\0' + LOADERS_ID) {
        const perLanguage = (chunk: string) => `{${LANGUAGES.map((l) => `${JSON.stringify(l)}: () => import(${JSON.stringify(`virtual:${chunk}-text/${l}`)})`).join(', ')}}`;
        return `export default {${Object.keys(TEXT_CHUNKS).map((c) => `${c}: ${perLanguage(c)}`).join(',\n')}};`;
      }
      const match = id.startsWith('\0') ? TEXT_ID.exec(id.slice(1)) : null;
      if (!match) return undefined;
      const [, chunk = null, lang] = match;
      if (chunk !== null && chunk !== 'all' && !(chunk in TEXT_CHUNKS)) this.error(`no text chunk ${chunk} (contract/text-chunks.ts)`);
      const file = r(`./src/i18n/locales/${lang}.json`);
      this.addWatchFile(file);
      const source = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(source)
          .filter(([k]) => chunk === 'all' || textChunkOf(k) === chunk)
          .map(([k, v]) => [k, parse(v)]),
      );
      return `export default ${JSON.stringify(compiled)};`;
    },
  };
}

/**
 * A gzip file beside each built script, style sheet and SVG under assets/, made by zopfli (3 % smaller than zlib's
 * level 9 for the same gzip a browser reads): nginx sends it as it is (`gzip_static`,
 * deploy/nginx/festival-locations.conf) and so does our server (server/static.ts), without compressing per request,
 * and a phone downloads about a third of the bytes. Kept only where it is smaller than the file. The service
 * worker's precache names only the files themselves (src/offline/pwa-options.ts).
 */
function precompressedAssets(): Plugin {
  return {
    name: 'precompressed-assets',
    apply: 'build',
    // The files as written: earlier hooks still see chunks whose preload lists are placeholders.
    async writeBundle({ dir }, bundle) {
      const files = Object.keys(bundle).filter((f) => /^assets\/.+\.(js|css|svg|json)$/.test(f));
      await Promise.all(
        files.map(async (fileName) => {
          const file = join(dir ?? '', fileName);
          const source = readFileSync(file);
          const gz = await gzipAsync(source, { numiterations: 5 });
          if (gz.length < source.length) writeFileSync(`${file}.gz`, gz);
        }),
      );
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
