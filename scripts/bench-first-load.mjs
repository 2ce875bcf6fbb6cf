// `npm run bench:first-load [-- --runs 5] [--pages /,/map] [--against-dir DIR]`: the main thread during a page's
// first load, on the built app at 390x844 with the CPU slowed 4x (CDP Emulation.setCPUThrottlingRate), read from a
// Chromium trace (Playwright's browser.startTracing) until the network is idle and a second after: the blocking time
// (each task's time over 50 ms, summed: what Lighthouse's TBT adds up, measured here instead of simulated), the
// longest task, and the time of the layouts scripts forced (style and layout inside a script's run: the browser had
// to lay the page out in the middle of that script's task instead of once before its next paint). --against-dir runs
// a second built client (a copy of dist/client from another commit) on today's server, interleaved with ours page by
// page, so both meet the same noise. Builds nothing: run `npm run build` first.
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath, NO_CHROMIUM_HELP } from './chromium.mjs';
import { median, startBuiltApp } from './bench-app.mjs';

const args = process.argv.slice(2);
const opt = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const RUNS = Number(opt('--runs') ?? 5);
const PAGES = opt('--pages')?.split(',') ?? ['/', '/map', '/timetable', '/board', '/booth/1'];
const againstDir = opt('--against-dir');
const THROTTLE = 4;
const LONG_US = 50_000;
/** Trace events of a script running: a layout inside one was forced by it. */
const SCRIPT_EVENTS = new Set(['FunctionCall', 'EvaluateScript', 'v8.evaluateModule', 'TimerFire', 'EventDispatch', 'FireAnimationFrame', 'RunMicrotasks']);
const executablePath = process.env.CHROME_PATH || chromiumPath();
if (!executablePath) {
  console.error(NO_CHROMIUM_HELP);
  process.exit(1);
}

/** One first load of `url`: the blocking time, the longest task and the time of the layouts scripts forced, in ms. */
async function firstLoad(browser, url) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1000);
    const { traceEvents: events } = JSON.parse((await browser.stopTracing()).toString('utf8'));
    // The page's main thread (the renderer's; a browser-side thread of the same name has no page tasks).
    const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
    const onMain = (e) => mains.some((m) => m.pid === e.pid && m.tid === e.tid);
    const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && onMain(e));
    const blocking = tasks.reduce((sum, t) => sum + Math.max(0, t.dur - LONG_US), 0) / 1000;
    const longest = tasks.reduce((max, t) => Math.max(max, t.dur), 0) / 1000;
    const scripts = events.filter((e) => SCRIPT_EVENTS.has(e.name) && e.ph === 'X' && onMain(e));
    const inScript = (e) => scripts.some((s) => s.ts <= e.ts && e.ts + e.dur <= s.ts + s.dur);
    const forcedLayouts = events.filter((e) => (e.name === 'Layout' || e.name === 'UpdateLayoutTree') && e.ph === 'X' && onMain(e) && inScript(e));
    const forced = forcedLayouts.reduce((sum, e) => sum + e.dur, 0) / 1000;
    return { blocking, longest, forced };
  } finally {
    await context.close();
  }
}

const ours = await startBuiltApp();
const other = againstDir ? await startBuiltApp({ clientDir: againstDir }) : null;
const browser = await chromium.launch({ executablePath, args: chromiumArgs() });
const targets = [['ours', ours.url], ...(other ? [['other', other.url]] : [])];
const results = new Map(); // `${page} ${client}` -> runs
try {
  for (let run = 1; run <= RUNS; run++) {
    for (const page of PAGES) {
      for (const [client, base] of targets) {
        const r = await firstLoad(browser, base + page);
        const key = `${page} ${client}`;
        results.set(key, [...(results.get(key) ?? []), r]);
        console.log(`run ${run}/${RUNS} ${client.padEnd(5)} ${page.padEnd(10)} blocking ${r.blocking.toFixed(0)} ms, longest task ${r.longest.toFixed(0)} ms, forced layout ${r.forced.toFixed(0)} ms`);
      }
    }
  }
} finally {
  await browser.close();
  await ours.stop();
  await other?.stop();
}

const cell = (xs, digits = 0) => `${median(xs).toFixed(digits)} (${Math.min(...xs).toFixed(digits)}-${Math.max(...xs).toFixed(digits)})`;
console.log(`\nFirst load, CPU slowed ${THROTTLE}x, median (min-max) of ${RUNS} runs${other ? `; other = the client in ${againstDir}` : ''}`);
console.log('| page | client | blocking ms | longest task ms | forced layout ms |');
console.log('|---|---|---|---|---|');
for (const page of PAGES) {
  for (const [client] of targets) {
    const rs = results.get(`${page} ${client}`);
    console.log(`| ${page} | ${client} | ${cell(rs.map((r) => r.blocking))} | ${cell(rs.map((r) => r.longest))} | ${cell(rs.map((r) => r.forced))} |`);
  }
}
