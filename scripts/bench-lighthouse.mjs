// `npm run bench:lighthouse [-- --against http://host:port] [--nginx] [--runs 3] [--pages /,/map] [--why]`: Lighthouse (mobile,
// its default simulated throttling) on the built app's main pages, runs interleaved (page by page, ours then the
// other), and a table of the medians with min-max. Builds nothing: run `npm run build` first. Start the other client
// yourself; its paths must match ours (/booth/1 and so on). --nginx also measures ours as deployed: behind nginx with
// the site's locations, over TLS and HTTP/2 (scripts/bench-nginx.mjs); the app alone speaks HTTP/1.1, where the
// simulated phone opens six connections and the code's requests queue behind each other.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath, NO_CHROMIUM_HELP } from './chromium.mjs';
import { freePort } from './free-port.mjs';
import { median, startBuiltApp } from './bench-app.mjs';
import { startNginxFront } from './bench-nginx.mjs';

const args = process.argv.slice(2);
const opt = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const against = opt('--against')?.replace(/\/$/, '');
const runs = Number(opt('--runs') ?? 3);
const why = args.includes('--why');
const throughNginx = args.includes('--nginx');
const PAGES = opt('--pages')?.split(',') ?? ['/', '/map', '/timetable', '/board', '/booth/1'];
const chrome = process.env.CHROME_PATH || chromiumPath();
// Without a Korean font Chromium searches its fallback fonts for every Hangul character: layout costs several times
// what it does on a phone (README, Lighthouse figures).
const koreanFonts = spawnSync('fc-list', [':lang=ko'], { encoding: 'utf8' });
if (koreanFonts.status === 0 && !koreanFonts.stdout.trim()) {
  console.error('note: this machine has no Korean font (Debian: apt-get install fonts-noto-cjk); layout and TBT will read high');
}
if (!chrome) {
  console.error(NO_CHROMIUM_HELP);
  process.exit(1);
}

/** A fresh headless Chromium per run (empty cache and profile, as Lighthouse's own CLI does). */
async function withChrome(fn) {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'festival-lh-'));
  // The front's certificate is made for the run (bench-nginx.mjs).
  const certs = throughNginx ? ['--ignore-certificate-errors'] : [];
  const child = spawn(chrome, [...chromiumArgs(), ...certs, '--headless', `--user-data-dir=${profile}`, `--remote-debugging-port=${port}`, 'about:blank'], {
    stdio: 'ignore',
    // Its own process group, so the helper processes (renderer, GPU, zygote) are killed with it.
    detached: true,
  });
  try {
    const deadline = Date.now() + 30_000;
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) break;
      } catch {
        // not up yet
      }
      if (Date.now() > deadline) throw new Error('Chromium did not open its debugging port');
      await new Promise((r) => setTimeout(r, 200));
    }
    return await fn(port);
  } finally {
    const exited = new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      child.kill('SIGKILL');
    }
    await exited;
    // A helper may still be writing the profile for a moment: a temporary folder left behind is no reason to stop.
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 300 });
    } catch (e) {
      console.warn(`left ${profile} behind: ${e.code ?? e}`);
    }
  }
}

/** One Lighthouse run; a run Lighthouse itself gives up on (NO_NAVSTART and the like on a busy machine) is tried again. */
async function measure(url, tries = 3) {
  for (let i = 1; ; i++) {
    try {
      return await measureOnce(url);
    } catch (e) {
      if (i >= tries) throw e;
      console.error(`${e.message}; trying again`);
    }
  }
}

const shortUrl = (u) => (typeof u === 'string' ? u.replace(/^https?:\/\/[^/]+/, '') || '/' : String(u));

async function measureOnce(url) {
  return withChrome(async (port) => {
    const r = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (r.lhr.runtimeError) throw new Error(`${url}: ${r.lhr.runtimeError.code} ${r.lhr.runtimeError.message}`);
    const a = r.lhr.audits;
    return {
      score: Math.round((r.lhr.categories.performance.score ?? 0) * 100),
      lcp: a['largest-contentful-paint'].numericValue,
      tbt: a['total-blocking-time'].numericValue,
      cls: a['cumulative-layout-shift'].numericValue,
      js: (a['network-requests']?.details?.items ?? []).filter((i) => i.resourceType === 'Script').reduce((s, i) => s + (i.transferSize ?? 0), 0),
      // What moved and what painted last, for --why.
      shifts: (a['layout-shifts']?.details?.items ?? []).map((i) => `${i.score.toFixed(3)} ${i.node?.selector ?? '?'}`),
      lcpElement: a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '?',
      fcp: a['first-contentful-paint'].numericValue,
      // LCP's phases (time to first byte, the image's load delay and load time, render delay).
      lcpPhases: (a['largest-contentful-paint-element']?.details?.items?.[1]?.items ?? []).map((i) => `${i.phase} ${Math.round(i.timing)}`).join(', '),
      // Where the blocking time comes from, for --why: the long tasks (simulated ms) and each script's main-thread time.
      longTasks: (a['long-tasks']?.details?.items ?? []).map((i) => `${Math.round(i.startTime)}+${Math.round(i.duration)} ms ${shortUrl(i.url)}`),
      bootup: (a['bootup-time']?.details?.items ?? []).slice(0, 6).map((i) => `${shortUrl(i.url)} script ${Math.round(i.scripting)} ms, parse ${Math.round(i.scriptParseCompile)} ms`),
    };
  });
}

const app = await startBuiltApp();
const front = throughNginx ? await startNginxFront({ upstream: app.url }).catch(async (e) => (await app.stop(), Promise.reject(e))) : null;
const targets = [['ours', app.url], ...(front ? [['nginx', front.url]] : []), ...(against ? [['other', against]] : [])];
const results = new Map(); // `${target} ${page}` -> runs
try {
  for (let run = 1; run <= runs; run++) {
    for (const page of PAGES) {
      for (const [name, base] of targets) {
        const m = await measure(base + page);
        const key = `${name} ${page}`;
        results.set(key, [...(results.get(key) ?? []), m]);
        console.error(`run ${run}/${runs} ${name.padEnd(5)} ${page.padEnd(10)} score ${m.score} LCP ${Math.round(m.lcp)} ms TBT ${Math.round(m.tbt)} ms CLS ${m.cls.toFixed(3)}`);
        if (why) {
          console.error(`  LCP element: ${m.lcpElement}`);
          console.error(`  FCP ${Math.round(m.fcp)} ms; LCP phases: ${m.lcpPhases || '?'}`);
          for (const s of m.shifts) console.error(`  shift ${s}`);
          for (const t of m.longTasks) console.error(`  long task ${t}`);
          for (const b of m.bootup) console.error(`  bootup ${b}`);
        }
      }
    }
  }
} finally {
  front?.stop();
  await app.stop();
}

const cell = (ms, f, digits = 0) => {
  const xs = ms.map(f);
  const fmt = (x) => x.toFixed(digits);
  return `${fmt(median(xs))} (${fmt(Math.min(...xs))}-${fmt(Math.max(...xs))})`;
};
const cols = [
  ['performance', (m) => m.score],
  ['LCP ms', (m) => m.lcp],
  ['TBT ms', (m) => m.tbt],
  ['CLS', (m) => m.cls, 3],
  ['JS kB', (m) => m.js / 1024, 1],
];
const named = [front && 'nginx = ours behind nginx (TLS, HTTP/2)', against && `other = ${against}`].filter(Boolean);
console.log(`\nLighthouse mobile (default throttling), median (min-max) of ${runs} runs${named.length ? `; ours = built app, ${named.join(', ')}` : ''}`);
console.log(`| page | ${targets.length > 1 ? 'client | ' : ''}${cols.map(([c]) => c).join(' | ')} |`);
console.log(`|---|${targets.length > 1 ? '---|' : ''}${cols.map(() => '---').join('|')}|`);
for (const page of PAGES) {
  for (const [name] of targets) {
    const ms = results.get(`${name} ${page}`);
    console.log(`| ${page} | ${targets.length > 1 ? `${name} | ` : ''}${cols.map(([, f, d]) => cell(ms, f, d)).join(' | ')} |`);
  }
}
