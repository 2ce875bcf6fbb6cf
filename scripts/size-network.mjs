// What the browser really downloads on a route until the network is idle (deferred chunks included): the built
// app on a real server (scripts/bench-app.mjs), a phone-sized Chromium, and every script and style sheet the page
// fetched from /assets/, counted as the bytes the server sends for it (the build's own .gz, scripts/wire-size.mjs, like
// size-budget.mjs). The service worker is blocked: its precache is not what a visitor waits for.
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { startBuiltApp } from './bench-app.mjs';
import { wireSize } from './wire-size.mjs';

/** Per path: the asset files fetched and their gzip totals; null when no Chromium is installed. */
export async function measureDownloads(paths) {
  const executablePath = process.env.CHROME_PATH || chromiumPath();
  if (!executablePath) return null;
  const app = await startBuiltApp();
  const browser = await chromium.launch({ executablePath, args: chromiumArgs() });
  const result = new Map();
  try {
    for (const path of paths) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'ko-KR', timezoneId: 'Asia/Seoul', serviceWorkers: 'block' });
      const page = await context.newPage();
      const files = new Set();
      page.on('requestfinished', (req) => {
        const { pathname } = new URL(req.url());
        if (pathname.startsWith('/assets/') && /\.(js|css)$/.test(pathname)) files.add(pathname.slice(1));
      });
      await page.goto(app.url + path, { waitUntil: 'networkidle', timeout: 120_000 });
      // Some code is asked for on idle or after a timer: wait until nothing new has come for 3 s.
      for (let seen = -1; seen !== files.size; ) {
        seen = files.size;
        await page.waitForTimeout(3000);
        await page.waitForLoadState('networkidle');
      }
      await context.close();
      const sum = (ext) => [...files].filter((f) => f.endsWith(ext)).reduce((s, f) => s + wireSize(f), 0);
      result.set(path, { files: [...files].sort(), js: sum('.js'), css: sum('.css') });
    }
  } finally {
    await browser.close();
    await app.stop();
  }
  return result;
}
