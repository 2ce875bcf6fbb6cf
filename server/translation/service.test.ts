import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TranslationMemoryEntry } from '@contract/sample/shapes';
import type { TranslationItem, TranslationProvider } from './providers/types';
import { checksumOf, createTranslationService, type TranslationService, type TranslationServiceOptions } from './service';
import { createTestDb, deferred, type Deferred, type TestDb } from './test-support';

const MEMORY: TranslationMemoryEntry[] = [
  { ko: '만해광장', en: 'Manhae Square', ja: '万海広場', 'zh-CN': '万海广场' },
  { ko: '떡볶이', en: 'Tteokbokki', ja: 'トッポッキ', 'zh-CN': '炒年糕' },
];

/** A remote provider the test drives: records every call, answers "[target] text" unless told otherwise. */
function fakeProvider(behaviour: 'ok' | 'fail' | 'manual' = 'ok', maxBatch?: number) {
  const calls: TranslationItem[][] = [];
  const manual: Deferred<string[]>[] = [];
  let running = 0;
  let maxRunning = 0;
  const provider: TranslationProvider = {
    name: 'fake',
    maxBatch,
    async translate(items, signal) {
      calls.push(items);
      running += 1;
      maxRunning = Math.max(maxRunning, running);
      try {
        if (behaviour === 'fail') throw new Error('upstream 503');
        if (behaviour === 'manual') {
          const d = deferred<string[]>();
          manual.push(d);
          signal.addEventListener('abort', () => d.reject(signal.reason));
          return await d.promise;
        }
        await new Promise((r) => setTimeout(r, 5));
        return items.map((item) => `[${item.target}] ${item.text}`);
      } finally {
        running -= 1;
      }
    },
  };
  return { provider, calls, manual, maxRunning: () => maxRunning };
}

let testDb: TestDb;
const services: TranslationService[] = [];
const warnings: { event: string; data: Record<string, unknown> }[] = [];

function makeService(overrides: Partial<TranslationServiceOptions> = {}): TranslationService {
  const service = createTranslationService({
    db: testDb.db,
    settings: { provider: 'memory', budgetMs: 1_000 },
    memory: MEMORY,
    log: (event, data) => warnings.push({ event, data }),
    ...overrides,
  });
  services.push(service);
  return service;
}

const boothName = (text: string, target: 'en' | 'ja' | 'zh-CN' | 'ko' = 'en', id: string | number = 7) =>
  ({ entity_type: 'booth', entity_id: id, field: 'BoothName', source_lang: 'ko', target_lang: target, source_text: text }) as const;

beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(async () => {
  await testDb.close();
});
beforeEach(async () => {
  await testDb.reset();
  warnings.length = 0;
});
afterEach(async () => {
  await Promise.all(services.splice(0).map((s) => s.close()));
});

describe('passthrough', () => {
  it('answers the Korean source for target ko, and for source equal to target, without storing or calling a provider', async () => {
    const fake = fakeProvider();
    const service = makeService({ remote: fake.provider });

    const ko = await service.resolve(boothName('컴공 주점', 'ko'));
    expect(ko).toEqual({ status: 200, body: { translated_text: '컴공 주점', status: 'ok', provider: 'source', meta: {} } });

    const same = await service.resolve({ ...boothName('Hello', 'en'), source_lang: 'en' });
    expect(same.body).toMatchObject({ translated_text: 'Hello', status: 'ok', provider: 'source' });

    expect(fake.calls).toHaveLength(0);
    expect(await testDb.rows()).toHaveLength(0);
  });
});

describe('translation memory', () => {
  it('answers a known text from the memory and stores an ok record with the SHA-256 of the source', async () => {
    const fake = fakeProvider();
    const service = makeService({ remote: fake.provider });

    const result = await service.resolve(boothName('떡볶이', 'ja'));
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ translated_text: 'トッポッキ', status: 'ok', provider: 'memory' });
    expect(fake.calls).toHaveLength(0);

    const [row] = await testDb.rows();
    expect(row).toMatchObject({
      entityType: 'booth',
      entityId: '7',
      field: 'BoothName',
      targetLang: 'ja',
      sourceLang: 'ko',
      sourceText: '떡볶이',
      translatedText: 'トッポッキ',
      status: 'ok',
      provider: 'memory',
    });
    // SHA-256 of the UTF-8 bytes of '떡볶이', computed outside this code base.
    expect(row.sourceChecksum).toBe('694b11f55ee8623449d2446fd6672b530971b611caa7d6781f2363a1188e2b1d');
  });

  it('serves a stored ok record from the database to a fresh process, without the memory or the provider', async () => {
    await makeService().resolve(boothName('만해광장', 'zh-CN'));
    const fake = fakeProvider();
    const fresh = makeService({ memory: [], remote: fake.provider });

    const result = await fresh.resolve(boothName('만해광장', 'zh-CN'), { refresh: true });
    expect(result).toEqual({ status: 200, body: { translated_text: '万海广场', status: 'ok', provider: 'memory', meta: { cached: true } } });
    expect(fake.calls).toHaveLength(0);
  });

  it('defaults to the sample festival memory when given no entries', async () => {
    const fake = fakeProvider();
    const service = makeService({ memory: undefined, remote: fake.provider });
    const result = await service.resolve({ entity_type: 'location', entity_id: 3, field: 'BoothLocation', target_lang: 'zh-CN', source_text: '다향관' });
    expect(result.body).toMatchObject({ translated_text: '茶香馆', status: 'ok', provider: 'memory' });
    expect(fake.calls).toHaveLength(0);
  });

  it('falls through to the remote provider for texts the memory does not know', async () => {
    const fake = fakeProvider();
    const service = makeService({ remote: fake.provider });
    const result = await service.resolve(boothName('컴공 주점', 'en'));
    expect(result.body).toMatchObject({ translated_text: '[en] 컴공 주점', status: 'ok', provider: 'fake' });
    expect(fake.calls).toEqual([[{ text: '컴공 주점', source: 'ko', target: 'en' }]]);
  });

  it('with only the memory configured, an unknown text gives the source with status error and stores nothing', async () => {
    const service = makeService({ remote: null });
    const result = await service.resolve(boothName('처음 보는 문장', 'en'));
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ translated_text: '처음 보는 문장', status: 'error' });
    expect(await testDb.rows()).toHaveLength(0);
  });
});

describe('stored records', () => {
  it('hot lookups come from memory: a second call does not read the database', async () => {
    const fake = fakeProvider();
    const service = makeService({ remote: fake.provider });
    await service.resolve(boothName('컴공 주점'));
    // Rewrite the stored text behind the service's back: only a database read could see it.
    await testDb.exec(`update translations set translated_text = 'from database'`);
    const again = await service.resolve(boothName('컴공 주점'), { refresh: true });
    expect(again.body).toMatchObject({ translated_text: '[en] 컴공 주점', status: 'ok', meta: { cached: true } });
    expect(fake.calls).toHaveLength(1);
  });

  it('refresh=true does not re-translate an ok record whose source is unchanged', async () => {
    const fake = fakeProvider();
    await makeService({ remote: fake.provider }).resolve(boothName('컴공 주점'), { refresh: true });
    const second = makeService({ remote: fake.provider });
    const result = await second.resolve(boothName('컴공 주점'), { refresh: true });
    expect(result.body).toMatchObject({ translated_text: '[en] 컴공 주점', status: 'ok', provider: 'fake' });
    expect(fake.calls).toHaveLength(1);
  });

  it('a changed source makes the record stale, then translates it again', async () => {
    const fake = fakeProvider('manual');
    const service = makeService({ remote: fake.provider });

    const first = service.resolve(boothName('컴공 주점'));
    await waitFor(() => fake.manual.length === 1);
    fake.manual[0].resolve(['Computer Science Pub']);
    expect((await first).body.translated_text).toBe('Computer Science Pub');

    const second = service.resolve(boothName('컴공 야간 주점'));
    await waitFor(() => fake.manual.length === 2);
    // While the new text is being translated the old record is marked stale.
    expect((await testDb.rows())[0]).toMatchObject({ status: 'stale', sourceText: '컴공 주점', translatedText: 'Computer Science Pub' });

    fake.manual[1].resolve(['Computer Science Night Pub']);
    const result = await second;
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ translated_text: 'Computer Science Night Pub', status: 'ok', meta: { previous_status: 'stale' } });
    expect(fake.calls[1]).toEqual([{ text: '컴공 야간 주점', source: 'ko', target: 'en' }]);

    const rows = await testDb.rows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'ok', sourceText: '컴공 야간 주점', sourceChecksum: checksumOf('컴공 야간 주점'), translatedText: 'Computer Science Night Pub' });
  });
});

describe('time budget', () => {
  it('past the budget answers 202 pending with the source text, finishes in the background, and a later call gets ok', async () => {
    const fake = fakeProvider('manual');
    const service = makeService({ remote: fake.provider, settings: { provider: 'memory', budgetMs: 80 } });

    const started = Date.now();
    const first = await service.resolve(boothName('공연 안내'));
    const elapsed = Date.now() - started;
    expect(first).toEqual({ status: 202, body: { translated_text: '공연 안내', status: 'pending', provider: 'fake', meta: { budget_ms: 80 } } });
    expect(elapsed).toBeGreaterThanOrEqual(75);
    expect(elapsed).toBeLessThan(500);
    expect(await testDb.rows()).toHaveLength(0);

    fake.manual[0].resolve(['Stage information']);
    await service.settled();
    expect((await testDb.rows())[0]).toMatchObject({ status: 'ok', translatedText: 'Stage information' });

    // A fresh service (another process) reads the stored record.
    const later = await makeService({ remote: fake.provider }).resolve(boothName('공연 안내'));
    expect(later).toMatchObject({ status: 200, body: { translated_text: 'Stage information', status: 'ok', meta: { cached: true } } });
    expect(fake.calls).toHaveLength(1);
  });

  it('a request arriving while the same text is in flight joins it instead of calling the provider again', async () => {
    const fake = fakeProvider('manual');
    const service = makeService({ remote: fake.provider, settings: { provider: 'memory', budgetMs: 30 } });
    expect((await service.resolve(boothName('공연 안내'))).status).toBe(202);
    expect((await service.resolve(boothName('공연 안내'))).status).toBe(202);
    expect(fake.calls).toHaveLength(1);
    fake.manual[0].resolve(['Stage information']);
    await service.settled();
    expect((await service.resolve(boothName('공연 안내'))).body.translated_text).toBe('Stage information');
  });
});

describe('failures', () => {
  it('a failing provider gives the source text with status error, fast, and stores the error', async () => {
    const fake = fakeProvider('fail');
    const service = makeService({ remote: fake.provider, settings: { provider: 'memory', budgetMs: 1_500 } });
    const started = Date.now();
    const result = await service.resolve(boothName('컴공 주점'));
    // Well inside the budget: a failure does not wait for it.
    expect(Date.now() - started).toBeLessThan(750);
    expect(result).toEqual({ status: 200, body: { translated_text: '컴공 주점', status: 'error', provider: 'fake', meta: { error: 'upstream 503' } } });
    expect((await testDb.rows())[0]).toMatchObject({ status: 'error', translatedText: '컴공 주점' });
    expect(warnings.map((w) => w.event)).toContain('translation.provider_failed');
  });

  it('backs off a failing provider briefly instead of calling it on every request', async () => {
    let clock = Date.parse('2025-09-24T12:00:00+09:00');
    const fake = fakeProvider('fail');
    const service = makeService({ remote: fake.provider, now: () => new Date(clock) });

    await service.resolve(boothName('하나'));
    const during = await service.resolve(boothName('둘'));
    expect(during.body).toMatchObject({ translated_text: '둘', status: 'error' });
    expect(String(during.body.meta.error)).toMatch(/backing off/);
    expect(fake.calls).toHaveLength(1);
    // Back-off answers store nothing: only the first text has a record.
    expect((await testDb.rows()).map((r) => r.sourceText)).toEqual(['하나']);

    clock += 2_001;
    await service.resolve(boothName('셋'));
    expect(fake.calls).toHaveLength(2);
  });

  it("with provider 'none' every miss is the source text with status error, immediately, and the memory is not used", async () => {
    const service = makeService({ settings: { provider: 'none' } });
    const started = Date.now();
    const result = await service.resolve(boothName('떡볶이', 'en'));
    expect(Date.now() - started).toBeLessThan(500);
    expect(result).toEqual({ status: 200, body: { translated_text: '떡볶이', status: 'error', provider: 'none', meta: { error: 'no translation provider configured' } } });
    expect(await testDb.rows()).toHaveLength(0);
  });

  it('an unreachable provider (nothing listening) is an error within the budget, not a hang', async () => {
    const service = makeService({ settings: { provider: 'libretranslate', apiUrl: 'http://127.0.0.1:9', budgetMs: 1_500 } });
    const started = Date.now();
    const result = await service.resolve(boothName('컴공 주점'));
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(result.body).toMatchObject({ translated_text: '컴공 주점', status: 'error', provider: 'libretranslate' });
    expect(String(result.body.meta.error)).toMatch(/request failed/);
  });

  it('a provider that never answers gives pending within the budget, then an error once the job times out', async () => {
    const fake = fakeProvider('manual');
    const service = makeService({ remote: fake.provider, settings: { provider: 'memory', budgetMs: 50 }, jobTimeoutMs: 150 });
    const result = await service.resolve(boothName('컴공 주점'));
    expect(result.status).toBe(202);
    await service.settled();
    expect((await testDb.rows())[0]).toMatchObject({ status: 'error', meta: { error: 'fake: no answer within 150 ms' } });
  });

  it('close() aborts work still running and resolves', async () => {
    const fake = fakeProvider('manual');
    const service = createTranslationService({
      db: testDb.db,
      settings: { provider: 'memory', budgetMs: 20 },
      memory: MEMORY,
      remote: fake.provider,
      closeGraceMs: 50,
      log: () => {},
    });
    expect((await service.resolve(boothName('컴공 주점'))).status).toBe(202);
    await service.close();
    // Nothing was stored: shutting down is not the provider's verdict on the text.
    expect(await testDb.rows()).toHaveLength(0);
  });
});

describe('batch', () => {
  it('deduplicates identical texts into one grouped call and answers every field in request order', async () => {
    const fake = fakeProvider();
    const service = makeService({ remote: fake.provider });
    const result = await service.resolveBatch({
      target_lang: 'en',
      items: [
        { entity_type: 'booth', entity_id: 1, fields: [{ field: 'BoothName', source_text: '컴공 주점' }, { field: 'BoothCategory', source_text: '주점' }] },
        { entity_type: 'booth', entity_id: '2', fields: [{ field: 'BoothName', source_lang: 'ko', source_text: '떡볶이' }, { field: 'BoothCategory', source_text: '주점' }] },
        { entity_type: 'writer', entity_id: 3, fields: [{ field: 'WriterName', source_text: '컴공 주점' }] },
      ],
    });

    expect(result.status).toBe(200);
    expect(result.body.results).toEqual([
      { entity_type: 'booth', entity_id: 1, field: 'BoothName', translated: expect.objectContaining({ translated_text: '[en] 컴공 주점', status: 'ok', provider: 'fake' }) },
      { entity_type: 'booth', entity_id: 1, field: 'BoothCategory', translated: expect.objectContaining({ translated_text: '[en] 주점', status: 'ok' }) },
      { entity_type: 'booth', entity_id: '2', field: 'BoothName', translated: expect.objectContaining({ translated_text: 'Tteokbokki', status: 'ok', provider: 'memory' }) },
      { entity_type: 'booth', entity_id: '2', field: 'BoothCategory', translated: expect.objectContaining({ translated_text: '[en] 주점', status: 'ok' }) },
      { entity_type: 'writer', entity_id: 3, field: 'WriterName', translated: expect.objectContaining({ translated_text: '[en] 컴공 주점', status: 'ok' }) },
    ]);
    // Five fields, one memory hit, two distinct texts left: one provider call carrying each text once.
    expect(fake.calls).toEqual([
      [
        { text: '컴공 주점', source: 'ko', target: 'en' },
        { text: '주점', source: 'ko', target: 'en' },
      ],
    ]);
    expect(await testDb.rows()).toHaveLength(5);
  });

  it('splits many texts into provider-sized calls run in parallel within the budget', async () => {
    const fake = fakeProvider('ok', 10);
    const service = makeService({ remote: fake.provider });
    const fields = Array.from({ length: 45 }, (_, i) => ({ field: `MenuName_${i}`, source_text: `메뉴 ${i}` }));
    const result = await service.resolveBatch({ target_lang: 'ja', items: [{ entity_type: 'booth', entity_id: 9, fields }] });
    expect(result.status).toBe(200);
    expect(result.body.results.map((r) => r.translated.translated_text)).toEqual(fields.map((f) => `[ja] ${f.source_text}`));
    expect(fake.calls.map((c) => c.length)).toEqual([10, 10, 10, 10, 5]);
    expect(fake.maxRunning()).toBeGreaterThan(1);
  });

  it('gives each field its own fallback: stored and memory fields stay ok while the failing ones get the source with error', async () => {
    const good = fakeProvider();
    await makeService({ remote: good.provider }).resolve({ ...boothName('컴공 주점'), entity_id: 1 });

    const failing = fakeProvider('fail');
    const service = makeService({ remote: failing.provider });
    const result = await service.resolveBatch({
      target_lang: 'en',
      items: [
        { entity_type: 'booth', entity_id: 1, fields: [{ field: 'BoothName', source_text: '컴공 주점' }, { field: 'BoothDescription', source_text: '맛있는 안주' }] },
        { entity_type: 'booth', entity_id: 2, fields: [{ field: 'BoothName', source_text: '떡볶이' }, { field: 'BoothDescription', source_text: '시원한 음료' }] },
      ],
    });
    expect(result.status).toBe(200);
    expect(result.body.results.map((r) => [r.field, r.translated.translated_text, r.translated.status])).toEqual([
      ['BoothName', '[en] 컴공 주점', 'ok'],
      ['BoothDescription', '맛있는 안주', 'error'],
      ['BoothName', 'Tteokbokki', 'ok'],
      ['BoothDescription', '시원한 음료', 'error'],
    ]);
    expect(failing.calls).toHaveLength(1);
  });

  it('answers 202 when some fields are late, with the finished ones already translated', async () => {
    const fake = fakeProvider('manual');
    const service = makeService({ remote: fake.provider, settings: { provider: 'memory', budgetMs: 60 } });
    const result = await service.resolveBatch({
      target_lang: 'zh-CN',
      items: [{ entity_type: 'stage', entity_id: 4, fields: [{ field: 'StageName', source_text: '만해광장' }, { field: 'StagePlace', source_text: '대운동장' }] }],
    });
    expect(result.status).toBe(202);
    expect(result.body.results.map((r) => [r.translated.translated_text, r.translated.status])).toEqual([
      ['万海广场', 'ok'],
      ['대운동장', 'pending'],
    ]);
    fake.manual[0].resolve(['大操场']);
    await service.settled();
    const later = await service.resolveBatch({
      target_lang: 'zh-CN',
      items: [{ entity_type: 'stage', entity_id: 4, fields: [{ field: 'StagePlace', source_text: '대운동장' }] }],
    });
    expect(later.status).toBe(200);
    expect(later.body.results[0].translated).toMatchObject({ translated_text: '大操场', status: 'ok' });
  });

  it('a Korean batch is all passthrough', async () => {
    const fake = fakeProvider();
    const service = makeService({ remote: fake.provider });
    const result = await service.resolveBatch({ target_lang: 'ko', items: [{ entity_type: 'notice', entity_id: 5, fields: [{ field: 'NoticeTitle', source_text: '공지' }] }] });
    expect(result).toEqual({
      status: 200,
      body: { results: [{ entity_type: 'notice', entity_id: 5, field: 'NoticeTitle', translated: { translated_text: '공지', status: 'ok', provider: 'source', meta: {} } }] },
    });
    expect(fake.calls).toHaveLength(0);
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 2_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 5));
  }
}
