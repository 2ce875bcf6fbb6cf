import fc from 'fast-check';
import { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '@contract/paths';
import type { TranslationMemoryEntry } from '@contract/sample/shapes';
import type { TranslationProvider } from './providers/types';
import { createAddressBudget } from './address-budget';
import { createTranslationGate } from './guard';
import { translationRoutes } from './routes';
import { createTranslationService, type TranslationService } from './service';
import { sourceKey, type SourceIndex } from './source-index';
import { createWriteSync, type WriteSync } from './write-sync';
import { createTestDb, deferred, type TestDb } from './test-support';

const MEMORY: TranslationMemoryEntry[] = [{ ko: '떡볶이', en: 'Tteokbokki', ja: 'トッポッキ', 'zh-CN': '炒年糕' }];
// The server mounts the routes under the API base, at the contract's path.
const BASE = `/api${API_PATHS.translate.replace(/\/resolve\/$/, '')}`;

let testDb: TestDb;
let service: TranslationService;
let app: Hono;
let sync: WriteSync;
let slow = deferred<void>();
let calls = 0;
/** The server's own texts for these tests: only these reach the service. */
const index: SourceIndex = new Map();
function holds(entityType: string, entityId: number, field: string, text: string) {
  index.set(sourceKey(entityType, entityId, field), { entityType, entityId: String(entityId), field, text });
}

/** Texts starting with "느린" wait for the test to release them; the rest answer at once. */
const remote: TranslationProvider = {
  name: 'fake',
  async translate(items) {
    calls += 1;
    if (items.some((i) => i.text.startsWith('느린'))) await slow.promise;
    return items.map((i) => `[${i.target}] ${i.text}`);
  },
};

beforeAll(async () => {
  testDb = await createTestDb();
  service = createTranslationService({ db: testDb.db, settings: { provider: 'memory', budgetMs: 400 }, memory: MEMORY, remote, log: () => {} });
  sync = createWriteSync({ db: testDb.db, service, sources: async () => index, log: () => {}, delayMs: 0 });
  const gate = createTranslationGate(service, async () => index, createAddressBudget(), () => sync.schedule());
  app = new Hono().route('/api', translationRoutes(gate, () => '203.0.113.7'));
});
afterAll(async () => {
  slow.resolve();
  await sync.close();
  await service.close();
  await testDb.close();
});
beforeEach(async () => {
  slow.resolve();
  await sync.idle();
  await service.settled();
  await testDb.reset();
  slow = deferred<void>();
  index.clear();
  holds('booth', 7, 'BoothName', '떡볶이');
  holds('booth', 7, 'BoothDescription', '맛있는 떡볶이');
  calls = 0;
});

function post(path: string, body: unknown, query = '?refresh=true') {
  return app.request(`${BASE}${path}${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const single = { entity_type: 'booth', entity_id: 7, field: 'BoothName', source_lang: 'ko', target_lang: 'en', source_text: '떡볶이' };
const batch = {
  target_lang: 'ja',
  items: [{ entity_type: 'booth', entity_id: '7', fields: [{ field: 'BoothName', source_lang: 'ko', source_text: '떡볶이' }, { field: 'BoothDescription', source_text: '맛있는 떡볶이' }] }],
};

describe('POST /resolve/', () => {
  it('is mounted at the contract path and answers 200 with the translation', async () => {
    expect(BASE).toBe('/api/api/common/translations');
    const res = await post('/resolve/', single);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ translated_text: 'Tteokbokki', status: 'ok', provider: 'memory', meta: { cached: false } });
  });

  it('defaults source_lang to ko, accepts the path without a trailing slash and without refresh', async () => {
    const { source_lang: _omitted, ...withoutSource } = single;
    void _omitted;
    holds('booth', 7, 'BoothName', '컴공 주점');
    const res = await post('/resolve', { ...withoutSource, target_lang: 'zh-CN', source_text: '컴공 주점' }, '');
    // Not translated yet: the request queues it (no provider call of its own) and answers pending.
    expect(res.status).toBe(202);
    expect(await res.json()).toMatchObject({ translated_text: '컴공 주점', status: 'pending' });
    await sync.idle();
    const later = await post('/resolve', { ...withoutSource, target_lang: 'zh-CN', source_text: '컴공 주점' }, '');
    expect(later.status).toBe(200);
    expect(await later.json()).toMatchObject({ translated_text: '[zh-CN] 컴공 주점', status: 'ok', provider: 'fake' });
  });

  it('answers a held text translated already from the store, without a provider call', async () => {
    await post('/resolve', { ...single, source_text: '맛있는 떡볶이', field: 'BoothDescription' });
    await sync.idle();
    const before = calls;
    const res = await post('/resolve', { ...single, source_text: '맛있는 떡볶이', field: 'BoothDescription' });
    expect(res.status).toBe(200);
    expect(calls).toBe(before);
  });

  it('answers 202 pending with the source text past the budget, and 200 ok once the work is done', async () => {
    holds('booth', 7, 'BoothName', '느린 번역');
    const body = { ...single, source_text: '느린 번역' };
    const res = await post('/resolve/', body);
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ translated_text: '느린 번역', status: 'pending', provider: 'fake', meta: { queued: true } });
    slow.resolve();
    await sync.idle();
    const later = await post('/resolve/', body);
    expect(later.status).toBe(200);
    expect(await later.json()).toMatchObject({ translated_text: '[en] 느린 번역', status: 'ok' });
  });

  it.each([
    ['not JSON', '{"entity_type": ', 'request body must be JSON'],
    ['an array', [], 'request body: must be a JSON object'],
    ['a missing source_text', { ...single, source_text: undefined }, 'source_text: is required'],
    ['a null entity_id', { ...single, entity_id: null }, 'entity_id: must be a non-negative integer'],
    ['an unknown language', { ...single, target_lang: 'fr' }, 'target_lang: must be one of ko, en, ja, zh-CN'],
    ['an unknown entity type', { ...single, entity_type: 'user' }, 'entity_type: must be one of'],
    ['a negative id', { ...single, entity_id: -1 }, 'entity_id:'],
    ['an id with spaces', { ...single, entity_id: '1 OR 1=1' }, 'entity_id:'],
    ['an empty field name', { ...single, field: '' }, 'field:'],
    ['a text over 5,000 characters', { ...single, source_text: '가'.repeat(5_001) }, 'source_text: must be at most 5000 characters'],
    ['a NUL character', { ...single, source_text: 'a\u0000b' }, 'source_text: must not contain control characters'],
    ['a broken surrogate', { ...single, source_text: 'a\uD800b' }, 'source_text: must not contain control characters or broken Unicode'],
  ])('answers 400 with a message for %s, and stores nothing', async (_name, body, message) => {
    const res = await post('/resolve/', body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toContain(message);
    expect(await testDb.rows()).toHaveLength(0);
  });

  it('accepts exactly 5,000 characters', async () => {
    holds('booth', 7, 'BoothName', '가'.repeat(5_000));
    const res = await post('/resolve/', { ...single, source_text: '가'.repeat(5_000) });
    expect(res.status).toBe(202);
    await sync.idle();
    const later = await post('/resolve/', { ...single, source_text: '가'.repeat(5_000) });
    expect(((await later.json()) as { status: string }).status).toBe('ok');
  });

  it('answers 400 for a refresh value that is neither true nor false', async () => {
    const res = await post('/resolve/', single, '?refresh=maybe');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'refresh: must be true or false' });
  });

  it('answers 413 with a message for a body far over any valid size', async () => {
    const res = await post('/resolve/', { ...single, source_text: 'x'.repeat(100_000) });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: 'request body is too large' });
  });
});

describe('texts the server does not hold', () => {
  it.each([
    ['another wording', { ...single, source_text: '떡볶이 무료 나눔' }],
    ['an unknown entity', { ...single, entity_id: 99_999 }],
    ['an unknown field', { ...single, field: 'SecretField' }],
    ['another source language', { ...single, source_lang: 'en' }],
  ])('answers %s with its own text and status error, asks no provider and stores nothing', async (_name, body) => {
    const res = await post('/resolve/', body);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ translated_text: body.source_text, status: 'error', provider: 'none', meta: { error: 'not a text this server holds' } });
    await service.settled();
    expect(calls).toBe(0);
    expect(await testDb.rows()).toHaveLength(0);
  });

  it('answers a batch field by field: held texts translated, made-up ones refused', async () => {
    const res = await post('/resolve-batch/', {
      target_lang: 'en',
      items: [{ entity_type: 'booth', entity_id: 7, fields: [{ field: 'BoothName', source_text: '떡볶이' }, { field: 'BoothName', source_text: '가짜' }, { field: 'Nope', source_text: '떡볶이' }] }],
    });
    const body = (await res.json()) as { results: { field: string; translated: { status: string; translated_text: string } }[] };
    expect(body.results.map((r) => [r.field, r.translated.status, r.translated.translated_text])).toEqual([
      ['BoothName', 'ok', 'Tteokbokki'],
      ['BoothName', 'error', '가짜'],
      ['Nope', 'error', '떡볶이'],
    ]);
    await service.settled();
    expect(calls).toBe(0);
  });
});

describe('POST /resolve-batch/', () => {
  it('answers 200 with one result per field, in order', async () => {
    await post('/resolve-batch/', batch);
    await sync.idle();
    const res = await post('/resolve-batch/', batch);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      results: [
        { entity_type: 'booth', entity_id: '7', field: 'BoothName', translated: expect.objectContaining({ translated_text: 'トッポッキ', status: 'ok', provider: 'memory' }) },
        { entity_type: 'booth', entity_id: '7', field: 'BoothDescription', translated: expect.objectContaining({ translated_text: '[ja] 맛있는 떡볶이', status: 'ok', provider: 'fake' }) },
      ],
    });
  });

  it('answers 202 when a field is still pending', async () => {
    holds('booth', 7, 'CornerName_1', '느린 코너');
    const res = await post('/resolve-batch/', { ...batch, items: [{ ...batch.items[0], fields: [...batch.items[0].fields, { field: 'CornerName_1', source_text: '느린 코너' }] }] });
    expect(res.status).toBe(202);
    const body = (await res.json()) as { results: { field: string; translated: { status: string; translated_text: string } }[] };
    expect(body.results.map((r) => r.field)).toEqual(['BoothName', 'BoothDescription', 'CornerName_1']);
    expect(body.results[0].translated).toMatchObject({ status: 'ok', translated_text: 'トッポッキ' });
    expect(body.results[2].translated).toMatchObject({ status: 'pending', translated_text: '느린 코너' });
    slow.resolve();
  });

  const field = (i: number) => ({ field: `MenuName_${i}`, source_text: `메뉴 ${i}` });
  it.each([
    ['more than 100 items', { target_lang: 'en', items: Array.from({ length: 101 }, (_, i) => ({ entity_type: 'booth', entity_id: i, fields: [] })) }, 'items: must hold at most 100 items'],
    ['more than 500 fields', { target_lang: 'en', items: Array.from({ length: 6 }, (_, i) => ({ entity_type: 'booth', entity_id: i, fields: Array.from({ length: 84 }, (_, k) => field(k)) })) }, 'a batch holds at most 500 fields'],
    ['a bad field deep inside', { ...batch, items: [{ ...batch.items[0], fields: [{ field: 'BoothName', source_lang: 'xx', source_text: 'a' }] }] }, 'items.0.fields.0.source_lang: must be one of'],
    ['items not an array', { target_lang: 'en', items: {} }, 'items: must be an array'],
  ])('answers 400 for %s, and stores nothing', async (_name, body, message) => {
    const res = await post('/resolve-batch/', body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toContain(message);
    expect(await testDb.rows()).toHaveLength(0);
  });

  it('accepts exactly 500 fields', async () => {
    const body = { target_lang: 'ko', items: Array.from({ length: 5 }, (_, i) => ({ entity_type: 'booth', entity_id: i, fields: Array.from({ length: 100 }, (_, k) => field(k)) })) };
    const res = await post('/resolve-batch/', body);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { results: unknown[] }).results).toHaveLength(500);
  });
});

describe('bad input, generated', () => {
  // Valid bodies with one part replaced by arbitrary JSON: each is either valid (2xx) or a 400 with a message.
  const mutate = (base: Record<string, unknown>) =>
    fc.record({ key: fc.constantFrom(...Object.keys(base), 'extra'), value: fc.jsonValue() }).map(({ key, value }) => ({ ...base, [key]: value }));
  const garbage = fc.oneof(fc.jsonValue(), mutate(single), mutate(batch), fc.string().map((s) => `{${s}`));

  it('never answers a 5xx, always a message on 4xx, and stores nothing for what it rejects', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('/resolve/', '/resolve-batch/'), garbage, async (path, body) => {
        const before = (await testDb.rows()).length;
        const res = await post(path, typeof body === 'string' ? body : JSON.stringify(body));
        expect(res.status).toBeLessThan(500);
        if (res.status >= 400) {
          const json = (await res.json()) as { message?: unknown };
          expect(typeof json.message).toBe('string');
          expect((await testDb.rows()).length).toBe(before);
        }
      }),
      { numRuns: 300 },
    );
  });
});
