// `npm run bench:translation`: the attack of issue 23 against a started server. A stand-in
// LibreTranslate in this process counts what the server sends it; the server runs in its own process
// (PGlite, or PostgreSQL when DATABASE_URL is set) with that provider configured, as a deployment would.
// 4 workers send resolve-batch requests of 100 items x 5 fields of made-up text and ids for 20 s
// (BENCH_DURATION, BENCH_WORKERS), then the provider calls, characters, rows added and the server's RSS
// before and after are printed.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';

const HERE = fileURLToPath(import.meta.url);
const DURATION_S = Number(process.env.BENCH_DURATION || 20);
const WORKERS = Number(process.env.BENCH_WORKERS || 4);

async function serve(providerUrl: string) {
  const { startServer } = await import('../start');
  const { rowsOf, sql } = await import('../db/client');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'festival-translation-bench-'));
  const server = await startServer({
    port: 0,
    dataDir,
    databaseUrl: process.env.DATABASE_URL || null,
    migrate: true,
    clientDir: null,
    log: false,
    translation: { provider: 'libretranslate', apiUrl: providerUrl },
  });
  await server.server.translationSync.idle();
  const rows = async () => rowsOf<{ n: number }>(await server.server.database.db.execute(sql`select count(*)::int as n from translations`))[0].n;
  // The parent asks over stdin: "stats" answers rows and RSS after a collection.
  process.stdin.on('data', async (chunk) => {
    if (chunk.toString().trim() !== 'stats') return;
    await server.server.translation.settled();
    global.gc?.();
    process.stdout.write(`STATS ${JSON.stringify({ rows: await rows(), rss: process.memoryUsage().rss })}\n`);
  });
  process.stdout.write(`READY ${server.url}\n`);
}

async function main() {
  const counts = { calls: 0, chars: 0 };
  const provider = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const q = (JSON.parse(body) as { q: string | string[] }).q;
      const texts = Array.isArray(q) ? q : [q];
      counts.calls += 1;
      counts.chars += texts.reduce((n, t) => n + t.length, 0);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ translatedText: Array.isArray(q) ? texts.map((t) => `[tr] ${t}`) : `[tr] ${q}` }));
    });
  });
  await new Promise<void>((r) => provider.listen(0, '127.0.0.1', r));
  const providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;

  const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', HERE, 'serve', providerUrl], { stdio: ['pipe', 'pipe', 'inherit'] });
  const lines: ((line: string) => void)[] = [];
  let buffered = '';
  child.stdout!.on('data', (c) => {
    buffered += c.toString();
    let at;
    while ((at = buffered.indexOf('\n')) >= 0) {
      const line = buffered.slice(0, at);
      buffered = buffered.slice(at + 1);
      lines.shift()?.(line);
    }
  });
  const nextLine = () => new Promise<string>((r) => lines.push(r));
  const ready = await nextLine();
  const url = ready.replace(/^READY /, '');
  const stats = async () => {
    child.stdin!.write('stats\n');
    return JSON.parse((await nextLine()).replace(/^STATS /, '')) as { rows: number; rss: number };
  };
  const startCalls = counts.calls;
  const startChars = counts.chars;
  const before = await stats();

  const until = Date.now() + DURATION_S * 1000;
  let requests = 0;
  let failures = 0;
  const worker = async (w: number) => {
    for (let n = 0; Date.now() < until; n++) {
      const items = Array.from({ length: 100 }, (_, i) => ({
        entity_type: 'booth',
        entity_id: w * 10_000_000 + n * 100 + i,
        fields: ['BoothName', 'BoothDescription', 'CornerName_1', 'MenuName_1', 'MenuName_2'].map((field) => ({ field, source_lang: 'ko', source_text: `만든 글 ${w} ${n} ${i} ${field} ${'가나다라마바사'.repeat(20)}` })),
      }));
      const res = await fetch(`${url}/api/api/common/translations/resolve-batch/?refresh=true`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ target_lang: ['en', 'ja', 'zh-CN'][n % 3], items }),
      });
      await res.arrayBuffer();
      requests++;
      if (res.status >= 500) failures++;
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)));
  const after = await stats();
  child.kill('SIGTERM');
  provider.close();
  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
  console.log(`translation attack: ${WORKERS} workers, ${DURATION_S} s, ${requests} requests (${failures} answered 5xx)`);
  console.log(`provider calls: ${counts.calls - startCalls}`);
  console.log(`provider characters: ${counts.chars - startChars}`);
  console.log(`translation rows added: ${after.rows - before.rows} (before ${before.rows}, after ${after.rows})`);
  console.log(`server RSS: before ${mb(before.rss)}, after ${mb(after.rss)} (${after.rss - before.rss >= 0 ? '+' : ''}${mb(after.rss - before.rss)})`);
  process.exit(0);
}

if (process.argv[2] === 'serve') void serve(process.argv[3]);
else void main();
