import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export const alias = {
  '@/': r('./src/'),
  '@contract/': r('./contract/'),
  '@machines/': r('./machines/'),
  '@mocks/': r('./mocks/'),
};

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
  plugins: [react(), ...(mode === 'mock' ? [mockWorker()] : [])],
  resolve: { alias },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: mode === 'mock' ? undefined : { '/api': `http://127.0.0.1:${process.env.PORT ?? 3000}` },
  },
  build: {
    outDir: 'dist/client',
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 2048,
  },
}));
