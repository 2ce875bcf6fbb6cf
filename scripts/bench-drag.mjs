// `npm run bench:drag [-- --dpr 3] [--pages /map,/mapold]`: on the built app at 390x844 with the CPU slowed 4x
// (CDP Emulation.setCPUThrottlingRate), drags the bottom sheet up and down, then pans the map, each under a
// Chromium trace (CDP Tracing), and prints per frame the main thread's paint and the raster time (median, p90,
// max), the frames shown per second and the pointer moves the page took. React commits are counted through a
// stand-in React DevTools hook that Playwright puts in the page before React loads (React calls
// onCommitFiberRoot even in production builds), so nothing is added to the product bundle. Builds nothing.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath, NO_CHROMIUM_HELP } from './chromium.mjs';
import { median, quantile, startBuiltApp } from './bench-app.mjs';

const args = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : dflt;
};
const DPR = Number(opt('--dpr', 3));
const TRACE_DIR = opt('--trace-dir'); // keep the traces (open them in DevTools' Performance panel)
const PAGES = opt('--pages', '/map,/mapold').split(',');
const THROTTLE = 4;
const TICK_MS = 16; // a finger reports about 60 moves a second
const executablePath = process.env.CHROME_PATH || chromiumPath();
if (!executablePath) {
  console.error(NO_CHROMIUM_HELP);
  process.exit(1);
}

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'cc',
  'benchmark',
].join(',');

/** Counts React commits and the pointer moves the page handled; installed before any script of the page. */
function instrument() {
  const w = window;
  w.__bench = { commits: 0, moves: 0 };
  w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers: new Map(),
    supportsFiber: true,
    isDisabled: false,
    inject(renderer) {
      const id = this.renderers.size + 1;
      this.renderers.set(id, renderer);
      return id;
    },
    onCommitFiberRoot() {
      w.__bench.commits++;
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };
  addEventListener('pointermove', () => w.__bench.moves++, { capture: true, passive: true });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * A finger on the screen: one move every tick whether or not the page kept up (sent without waiting for the
 * page's answer, as a phone's touch screen does; Chromium folds the moves it could not take into the next frame).
 */
async function stroke(cdp, points) {
  const send = (type, [x, y]) => cdp.send('Input.dispatchMouseEvent', { type, x, y, button: 'left', buttons: type === 'mouseReleased' ? 0 : 1, clickCount: 1, pointerType: 'mouse' });
  await send('mouseMoved', points[0]);
  await send('mousePressed', points[0]);
  const sent = [];
  let next = performance.now();
  for (const p of points.slice(1)) {
    sent.push(send('mouseMoved', p));
    next += TICK_MS;
    const wait = next - performance.now();
    if (wait > 0) await sleep(wait);
  }
  await Promise.all(sent);
  await send('mouseReleased', points[points.length - 1]);
}

const line = (from, to, n) => Array.from({ length: n }, (_, i) => [from[0] + ((to[0] - from[0]) * (i + 1)) / n, from[1] + ((to[1] - from[1]) * (i + 1)) / n]);

async function sheetDrag(page, cdp) {
  const box = await page.getByRole('button', { name: '결과 목록 크기 조절' }).boundingBox();
  const start = [box.x + box.width / 2, box.y + box.height / 2];
  // up to near the top, down to near the bottom, and up again: 180 moves, about 2.9 s
  const top = [start[0], 160];
  const bottom = [start[0], 760];
  await stroke(cdp, [start, ...line(start, top, 40), ...line(top, bottom, 60), ...line(bottom, start, 40), ...line(start, top, 40)]);
}

/** At the starting zoom the whole campus fits and a drag has nowhere to go: zoom in twice first. */
async function zoomIn(page) {
  for (let i = 0; i < 2; i++) await page.getByRole('button', { name: '지도 확대' }).click();
  await sleep(1500);
}

async function mapPan(page, cdp) {
  const box = await page.getByRole('region', { name: '캠퍼스 지도' }).boundingBox();
  const c = [box.x + box.width / 2, box.y + Math.min(box.height, 500) / 3];
  const pts = [c];
  for (let i = 1; i <= 180; i++) {
    const a = (i / 60) * 2 * Math.PI; // three circles of 80 px radius
    pts.push([c[0] + 80 * Math.sin(a), c[1] + 80 - 80 * Math.cos(a)]);
  }
  await stroke(cdp, pts);
}

function analyse(trace) {
  const events = trace.traceEvents;
  const threads = new Map(); // `${pid}:${tid}` -> name
  for (const e of events) if (e.ph === 'M' && e.name === 'thread_name') threads.set(`${e.pid}:${e.tid}`, e.args.name);
  const nameOf = (e) => threads.get(`${e.pid}:${e.tid}`) ?? '';
  // The page's renderer: the one whose main thread handled the pointer.
  const isInput = (e) => e.name === 'EventDispatch' && /^(pointer|mouse)(move|down|up)$/.test(e.args?.data?.type ?? '');
  const inputsBy = new Map();
  for (const e of events) if (isInput(e) && nameOf(e) === 'CrRendererMain') inputsBy.set(e.pid, (inputsBy.get(e.pid) ?? 0) + 1);
  const pid = [...inputsBy].sort((a, b) => b[1] - a[1])[0]?.[0];
  const mine = events.filter((e) => e.pid === pid);
  const main = mine.filter((e) => nameOf(e) === 'CrRendererMain');
  const inputs = main.filter(isInput);
  const t0 = Math.min(...inputs.map((e) => e.ts));
  const t1 = Math.max(...inputs.map((e) => e.ts + (e.dur ?? 0)));
  const inWindow = (e) => e.ts >= t0 && e.ts <= t1;
  const frameStarts = main.filter((e) => e.name === 'BeginMainThreadFrame' && inWindow(e)).map((e) => e.ts).sort((a, b) => a - b);
  const perFrame = (list) => {
    const sums = new Map();
    for (const e of list) {
      if (!inWindow(e)) continue;
      let lo = 0;
      let hi = frameStarts.length - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (frameStarts[mid] <= e.ts) lo = mid;
        else hi = mid - 1;
      }
      sums.set(lo, (sums.get(lo) ?? 0) + (e.dur ?? 0) / 1000);
    }
    return [...sums.values()];
  };
  const paint = perFrame(main.filter((e) => e.name === 'Paint' && e.ph === 'X'));
  const raster = perFrame(mine.filter((e) => e.name === 'RasterTask' && e.ph === 'X'));
  // The renderer compositor's frames in the window: shown (all or part of the update) or dropped.
  const reports = mine.filter((e) => e.name === 'PipelineReporter' && e.ph === 'b' && nameOf(e) === 'Compositor' && inWindow(e)).map((e) => e.args?.frame_reporter?.state ?? '');
  const frames = reports.filter((s) => s.startsWith('STATE_PRESENTED')).length;
  const dropped = reports.filter((s) => s === 'STATE_DROPPED').length;
  const seconds = (t1 - t0) / 1e6;
  const moves = inputs.filter((e) => /move$/.test(e.args.data.type) && e.args.data.type.startsWith('pointer')).length;
  // Frames per second while something moved: of the frames that had an update to show (shown + dropped) at
  // the display's 60 Hz, the share shown. Frames with nothing to update (the sheet at its stop) do not count.
  const fps = frames + dropped ? (60 * frames) / (frames + dropped) : NaN;
  return { paint, raster, fps, frames, dropped, seconds, moves };
}

const stats = (xs) => (xs.length ? `${median(xs).toFixed(1)} / ${quantile(xs, 0.9).toFixed(1)} / ${Math.max(...xs).toFixed(1)}` : 'none');

const app = await startBuiltApp();
const browser = await chromium.launch({ executablePath, args: chromiumArgs() });
const rows = [];
try {
  for (const path of PAGES) {
    for (const [gesture, run, prepare] of [
      ['sheet drag', sheetDrag],
      ['map pan', mapPan, zoomIn],
    ]) {
      // A fresh page per gesture, so each trace holds one gesture only.
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: DPR, isMobile: true, hasTouch: true, locale: 'ko-KR', timezoneId: 'Asia/Seoul', serviceWorkers: 'block' });
      await context.addInitScript(instrument);
      const page = await context.newPage();
      await page.goto(app.url + path);
      await page.getByRole('region', { name: '캠퍼스 지도' }).waitFor();
      // The sheet and the map take their gesture code at the visitor's first act (src/lib/first-act.ts): a key that
      // changes nothing, then the moment that code needs.
      await page.keyboard.press('Shift');
      await page.locator('[data-motion="ready"]').nth(1).waitFor({ timeout: 60_000 });
      await page.waitForLoadState('networkidle');
      await prepare?.(page);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
      const before = await page.evaluate(() => ({ ...window.__bench }));
      await browser.startTracing(page, { categories: CATEGORIES.split(',') });
      await run(page, cdp);
      await sleep(500); // let the last frames land
      const raw = await browser.stopTracing();
      if (TRACE_DIR) writeFileSync(join(TRACE_DIR, `${path.replace(/\W/g, '') || 'home'}-${gesture.replace(/\W/g, '-')}.json`), raw);
      const trace = JSON.parse(raw.toString('utf8'));
      const after = await page.evaluate(() => ({ ...window.__bench }));
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      const a = analyse(trace);
      const moves = after.moves - before.moves;
      const commits = after.commits - before.commits;
      rows.push({ path, gesture, ...a, pageMoves: moves, commits });
      console.error(`${path} ${gesture}: ${a.seconds.toFixed(1)} s, ${moves} pointer moves, ${commits} React commits`);
      await context.close();
    }
  }
} finally {
  await browser.close();
  await app.stop();
}

console.log(`\nDrag and pan at 390x844, DPR ${DPR}, CPU ${THROTTLE}x slower; per frame: median / p90 / max (ms)`);
console.log('| page | gesture | paint ms/frame | raster ms/frame | fps (frames shown / dropped) | pointer moves taken (per s) | React commits per move |');
console.log('|---|---|---|---|---|---|---|');
for (const r of rows) {
  console.log(
    `| ${r.path} | ${r.gesture} | ${stats(r.paint)} | ${stats(r.raster)} | ${r.fps.toFixed(0)} (${r.frames} / ${r.dropped}) | ${r.pageMoves} (${(r.pageMoves / r.seconds).toFixed(0)}) | ${r.pageMoves ? (r.commits / r.pageMoves).toFixed(2) : '-'} |`,
  );
}
