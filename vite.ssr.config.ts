// The server's build of the app (src/ssr/entry-server.tsx), which draws visitor pages (server/page-render.ts). It is
// made after the client's and for it: the client's manifest's hash is written into it, and the server draws no page
// with a build made for another client (its markup would name other styles and chunks).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { defineConfig, mergeConfig } from 'vite';
import base from './vite.config';

function clientBuild(): string {
  try {
    return createHash('sha256').update(readFileSync('dist/client/.vite/manifest.json')).digest('hex');
  } catch {
    throw new Error('build the client first (`npm run build` builds both)');
  }
}

export default defineConfig((env) => {
  const client = typeof base === 'function' ? base(env) : base;
  return mergeConfig(
    { ...client, plugins: (client.plugins ?? []).flat().filter((p) => p && typeof p === 'object' && 'name' in p && !String(p.name).startsWith('vite-plugin-pwa')) },
    {
      define: { __CLIENT_BUILD__: JSON.stringify(clientBuild()) },
      build: {
        ssr: 'src/ssr/entry-server.tsx',
        outDir: 'dist/server',
        manifest: false,
        emptyOutDir: true,
        rolldownOptions: { output: { codeSplitting: undefined } },
      },
    },
  );
});
