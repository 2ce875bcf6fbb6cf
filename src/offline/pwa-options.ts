// The installable app: manifest and service worker build options for vite-plugin-pwa (used by vite.config.ts).
// One Korean manifest: the festival's own language, and the name a Korean home screen shows; the manifest has no
// per-language names that browsers honour (see docs/decisions.md).
import type { VitePWAOptions } from 'vite-plugin-pwa';

export const THEME_COLOR = '#ff7a00';

export const manifest = {
  id: '/',
  name: '동국대학교 가을 축제 2025',
  short_name: '동국 축제',
  description: '지도, 부스, 공연 시간표, 게시판과 게임: 동국대학교 가을 축제 안내',
  lang: 'ko',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'portrait',
  theme_color: THEME_COLOR,
  background_color: '#ffffff',
  categories: ['entertainment', 'travel'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
} satisfies Partial<VitePWAOptions['manifest']>;

export function pwaOptions(mode: string): Partial<VitePWAOptions> {
  return {
    // The mock build, `npm run dev`, Storybook and the unit tests never get a worker; the app registers the
    // built one itself after load (src/offline/register.ts).
    disable: mode === 'mock' || process.env.STORYBOOK === 'true' || process.env.VITEST !== undefined,
    strategies: 'injectManifest',
    srcDir: 'src/offline',
    filename: 'sw.ts',
    registerType: 'prompt',
    injectRegister: false,
    manifestFilename: 'manifest.webmanifest',
    manifest,
    includeAssets: ['favicon.svg', 'icons/apple-touch-icon-180.png'],
    injectManifest: {
      globPatterns: ['**/*.{js,css,html,svg,png,jpg,jpeg,webp,woff2}'],
      globIgnores: ['**/.vite/**', 'mockServiceWorker.js'],
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    },
    devOptions: { enabled: false },
  };
}
