// `npm run bench:pages`: what drawing visitor pages on the server (server/page-render.ts) costs and brings. The built
// app (run `npm run build` first) twice, the pages drawn and not (DRAW_PAGES=0), one after the other, each on its own
// server: per page, the time to the whole HTML sequentially (p50 / p99), the HTML's gzip size, req/s with 8 requests
// at a time, and the server's RSS after it all. --rounds N repeats the pair and prints the median with its spread.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { median, quantile, startBuiltApp } from './bench-app.mjs';

const PAGES = ['/', '/map', '/timetable', '/board', '/booth/1'];
const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const ROUNDS = arg('--rounds', 1);
const SEQUENTIAL = arg('--requests', 60);
const LOADED = 400;

const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;

async function get(url) {
  const t = performance.now();
  const res = await fetch(url);
  const text = await res.text();
  return { ms: performance.now() - t, text };
}

async function measure(draw) {
  process.env.DRAW_PAGES = draw ? '1' : '0';
  const app = await startBuiltApp();
  try {
    const out = {};
    for (const path of PAGES) {
      const url = app.url + path;
      // Warm: the catalogue's caches, and (drawn) until the renderer draws the page.
      for (let i = 0; i < 50; i++) if ((await get(url)).text.includes('data-drawn-lang') === draw && i >= 3) break;
      const times = [];
      let text = '';
      for (let i = 0; i < SEQUENTIAL; i++) ({ ms: times[i], text } = await get(url));
      let next = 0;
      const t0 = performance.now();
      await Promise.all(Array.from({ length: 8 }, async () => { while (next++ < LOADED) await get(url); }));
      const rps = LOADED / ((performance.now() - t0) / 1000);
      out[path] = { p50: median(times), p99: quantile(times, 0.99), kb: gzipSync(text).length / 1024, rps, drawn: text.includes('data-drawn-lang') };
    }
    out.rss = rssMb(app.pid);
    return out;
  } finally {
    await app.stop();
  }
}

const rounds = [];
for (let r = 0; r < ROUNDS; r++) rounds.push({ drawn: await measure(true), plain: await measure(false) });
const fmt = (xs, d = 0) => (xs.length > 1 ? `${median(xs).toFixed(d)} (${Math.min(...xs).toFixed(d)}-${Math.max(...xs).toFixed(d)})` : xs[0].toFixed(d));
console.log(`pages drawn by the server against not drawn (DRAW_PAGES=0), ${ROUNDS} round(s); median (min-max) over rounds`);
console.log('page        drawn?   p50 ms          p99 ms          HTML gzip kB    req/s (8 at a time)');
for (const path of PAGES) {
  for (const kind of ['drawn', 'plain']) {
    const xs = (k) => rounds.map((r) => r[kind][path][k]);
    const ok = rounds.every((r) => r[kind][path].drawn === (kind === 'drawn'));
    console.log(`${path.padEnd(11)} ${(kind === 'drawn' ? 'yes' : 'no').padEnd(8)} ${fmt(xs('p50'), 1).padEnd(15)} ${fmt(xs('p99'), 1).padEnd(15)} ${fmt(xs('kb'), 1).padEnd(15)} ${fmt(xs('rps'))}${ok ? '' : '  (not every page as asked)'}`);
  }
}
console.log(`server RSS after the pages, MB: drawn ${fmt(rounds.map((r) => r.drawn.rss))}, not drawn ${fmt(rounds.map((r) => r.plain.rss))}`);
