import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTranslationService } from '../service';
import { createTestDb, startFakeServer, type FakeServer, type TestDb } from '../test-support';
import { createChainProvider } from './create-provider';
import { createDeepLProvider } from './deepl';
import { createLibreTranslateProvider } from './libretranslate';
import { createMemoryProvider } from './memory';
import { createOpenAiProvider, parseTranslationArray } from './openai';
import type { TranslationProvider } from './types';

const servers: FakeServer[] = [];
async function fake(handler: Parameters<typeof startFakeServer>[0]): Promise<FakeServer> {
  const server = await startFakeServer(handler);
  servers.push(server);
  return server;
}
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

// One in-memory database for the file: starting PGlite takes seconds.
let db: TestDb;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(async () => {
  await db.close();
});

const signal = () => new AbortController().signal;

/** A LibreTranslate stand-in that knows a tiny dictionary and says so when it does not. */
const LIBRE_DICTIONARY: Record<string, Record<string, string>> = {
  zh: { 컴공: '计算机', 주점: '酒馆' },
  en: { 컴공: 'Computer Science', 주점: 'Pub' },
};
function libreHandler(body: unknown): [number, unknown] {
  const { q, target } = body as { q: string[] | string; target: string };
  const dictionary = LIBRE_DICTIONARY[target];
  if (!dictionary) return [400, { error: `${target} is not supported` }];
  const texts = Array.isArray(q) ? q : [q];
  const out = texts.map((text) => dictionary[text] ?? `?${text}`);
  return [200, { translatedText: Array.isArray(q) ? out : out[0] }];
}

describe('LibreTranslate provider', () => {
  it('posts q as an array with source, target, format and api_key to /translate, and returns the texts in order', async () => {
    const server = await fake((req) => libreHandler(req.body));
    const provider = createLibreTranslateProvider({ apiUrl: `${server.url}/`, apiKey: 'libre-key' });

    const out = await provider.translate(
      [
        { text: '주점', source: 'ko', target: 'zh-CN' },
        { text: '컴공', source: 'ko', target: 'zh-CN' },
      ],
      signal(),
    );

    expect(out).toEqual(['酒馆', '计算机']);
    expect(server.requests).toHaveLength(1);
    const [req] = server.requests;
    expect(req.method).toBe('POST');
    expect(req.url).toBe('/translate');
    expect(req.headers['content-type']).toBe('application/json');
    expect(req.body).toEqual({ q: ['주점', '컴공'], source: 'ko', target: 'zh', format: 'text', api_key: 'libre-key' });
  });

  it('makes one call per language pair and puts answers back in item order; no api_key when none is set', async () => {
    const server = await fake((req) => libreHandler(req.body));
    const provider = createLibreTranslateProvider({ apiUrl: server.url });
    const out = await provider.translate(
      [
        { text: '컴공', source: 'ko', target: 'en' },
        { text: '컴공', source: 'ko', target: 'zh-CN' },
        { text: '주점', source: 'ko', target: 'en' },
      ],
      signal(),
    );
    expect(out).toEqual(['Computer Science', '计算机', 'Pub']);
    expect(server.requests.map((r) => r.body).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))).toEqual([
      { q: ['컴공', '주점'], source: 'ko', target: 'en', format: 'text' },
      { q: ['컴공'], source: 'ko', target: 'zh', format: 'text' },
    ]);
  });

  it("rejects with the server's error message on an HTTP error, and on an answer of the wrong length", async () => {
    const server = await fake((req) => ((req.body as { target: string }).target === 'ja' ? [400, { error: 'ja is not supported' }] : [200, { translatedText: ['one', 'two'] }]));
    const provider = createLibreTranslateProvider({ apiUrl: server.url });
    await expect(provider.translate([{ text: '컴공', source: 'ko', target: 'ja' }], signal())).rejects.toThrow('libretranslate: HTTP 400: ja is not supported');
    await expect(provider.translate([{ text: '컴공', source: 'ko', target: 'en' }], signal())).rejects.toThrow(/expected 1 translated strings/);
  });

  it('through the service: a batch is translated by the fake server and stored, and the second time nothing goes on the wire', async () => {
    await db.reset();
    const server = await fake((req) => libreHandler(req.body));
    const service = createTranslationService({ db: db.db, settings: { provider: 'libretranslate', apiUrl: server.url }, memory: [], log: () => {} });
    const request = {
      target_lang: 'en' as const,
      items: [
        { entity_type: 'booth' as const, entity_id: 11, fields: [{ field: 'BoothName', source_text: '컴공' }, { field: 'BoothCategory', source_text: '주점' }] },
        { entity_type: 'booth' as const, entity_id: 12, fields: [{ field: 'BoothCategory', source_text: '주점' }] },
      ],
    };
    const first = await service.resolveBatch(request, { refresh: true });
    expect(first.status).toBe(200);
    expect(first.body.results.map((r) => [r.entity_id, r.field, r.translated.translated_text, r.translated.status, r.translated.provider])).toEqual([
      [11, 'BoothName', 'Computer Science', 'ok', 'libretranslate'],
      [11, 'BoothCategory', 'Pub', 'ok', 'libretranslate'],
      [12, 'BoothCategory', 'Pub', 'ok', 'libretranslate'],
    ]);
    // The repeated text went on the wire once.
    expect(server.requests.map((r) => r.body)).toEqual([{ q: ['컴공', '주점'], source: 'ko', target: 'en', format: 'text' }]);
    expect((await db.rows()).map((r) => [r.entityId, r.field, r.translatedText, r.status])).toEqual([
      ['11', 'BoothName', 'Computer Science', 'ok'],
      ['11', 'BoothCategory', 'Pub', 'ok'],
      ['12', 'BoothCategory', 'Pub', 'ok'],
    ]);

    const again = await service.resolveBatch(request, { refresh: true });
    expect(again.body.results.every((r) => r.translated.status === 'ok')).toBe(true);
    expect(server.requests).toHaveLength(1);
    await service.close();
  });
});

describe('DeepL provider', () => {
  it('posts text[] with DeepL language codes and the DeepL-Auth-Key header to /v2/translate', async () => {
    const server = await fake((req) => {
      const { text, target_lang } = req.body as { text: string[]; target_lang: string };
      return [200, { translations: text.map((t) => ({ detected_source_language: 'KO', text: `${target_lang}:${t}` })) }];
    });
    const provider = createDeepLProvider({ apiUrl: server.url, apiKey: 'deepl-secret:fx' });
    const out = await provider.translate(
      [
        { text: '무대', source: 'ko', target: 'zh-CN' },
        { text: '무대', source: 'ko', target: 'en' },
        { text: 'Stage', source: 'en', target: 'ja' },
      ],
      signal(),
    );
    expect(out).toEqual(['ZH-HANS:무대', 'EN-US:무대', 'JA:Stage']);
    expect(server.requests.every((r) => r.url === '/v2/translate' && r.method === 'POST')).toBe(true);
    expect(server.requests.every((r) => r.headers.authorization === 'DeepL-Auth-Key deepl-secret:fx')).toBe(true);
    expect(server.requests.map((r) => r.body)).toEqual(
      expect.arrayContaining([
        { text: ['무대'], source_lang: 'KO', target_lang: 'ZH-HANS' },
        { text: ['무대'], source_lang: 'KO', target_lang: 'EN-US' },
        // DeepL accepts EN, not EN-US, as a source language.
        { text: ['Stage'], source_lang: 'EN', target_lang: 'JA' },
      ]),
    );
    expect(server.requests).toHaveLength(3);
  });

  it('rejects on 403 with DeepL’s message, and without a key before anything goes on the wire', async () => {
    const server = await fake(() => [403, { message: 'Wrong endpoint. Use https://api.deepl.com' }]);
    const provider = createDeepLProvider({ apiUrl: server.url, apiKey: 'k' });
    await expect(provider.translate([{ text: '무대', source: 'ko', target: 'en' }], signal())).rejects.toThrow('deepl: HTTP 403: Wrong endpoint');
    await expect(createDeepLProvider({ apiUrl: server.url }).translate([{ text: '무대', source: 'ko', target: 'en' }], signal())).rejects.toThrow('no API key');
    expect(server.requests).toHaveLength(1);
  });
});

describe('OpenAI-compatible provider', () => {
  it('sends the model, a bearer key and a strict JSON-array prompt to /chat/completions, and reads a fenced answer', async () => {
    const server = await fake((req) => {
      const texts = JSON.parse((req.body as { messages: { content: string }[] }).messages[1].content) as string[];
      const answer = texts.map((t) => ({ 만해광장: 'Manhae Square', '공연 안내': 'Performance guide' })[t] ?? t);
      return [200, { choices: [{ index: 0, message: { role: 'assistant', content: `Here you go:\n\`\`\`json\n${JSON.stringify(answer)}\n\`\`\`` } }] }];
    });
    const provider = createOpenAiProvider({ apiUrl: `${server.url}/v1`, apiKey: 'sk-test', model: 'festival-mini' });
    const out = await provider.translate(
      [
        { text: '만해광장', source: 'ko', target: 'en' },
        { text: '공연 안내', source: 'ko', target: 'en' },
      ],
      signal(),
    );
    expect(out).toEqual(['Manhae Square', 'Performance guide']);

    const [req] = server.requests;
    expect(req.url).toBe('/v1/chat/completions');
    expect(req.headers.authorization).toBe('Bearer sk-test');
    const body = req.body as { model: string; temperature: number; messages: { role: string; content: string }[] };
    expect(body.model).toBe('festival-mini');
    expect(body.temperature).toBe(0);
    expect(body.messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(body.messages[0].content).toContain('from Korean to English');
    expect(body.messages[0].content).toContain('exactly one JSON array of strings');
    expect(JSON.parse(body.messages[1].content)).toEqual(['만해광장', '공연 안내']);
  });

  it('rejects an answer with the wrong number of items or no array at all', async () => {
    let content = '["only one"]';
    const server = await fake(() => [200, { choices: [{ message: { content } }] }]);
    const provider = createOpenAiProvider({ apiUrl: server.url, model: 'm' });
    const items = [
      { text: '하나', source: 'ko' as const, target: 'ja' as const },
      { text: '둘', source: 'ko' as const, target: 'ja' as const },
    ];
    await expect(provider.translate(items, signal())).rejects.toThrow(/expected 2 translated strings, got \["only one"\]/);
    content = 'Sorry, I cannot help with that.';
    await expect(provider.translate(items, signal())).rejects.toThrow(/expected 2 translated strings, got undefined/);
    // No key configured: no Authorization header at all (local servers).
    expect(server.requests[0].headers.authorization).toBeUndefined();
  });

  it('through the service: the fake server answers, the result is stored ok with provider openai', async () => {
    await db.reset();
    const server = await fake(() => [200, { choices: [{ message: { content: '<think>short</think>["冷饮"]' } }] }]);
    const service = createTranslationService({ db: db.db, settings: { provider: 'openai', apiUrl: server.url, apiKey: 'k', model: 'm' }, memory: [], log: () => {} });
    const result = await service.resolve({ entity_type: 'booth', entity_id: 3, field: 'MenuName_1', target_lang: 'zh-CN', source_text: '시원한 음료' });
    expect(result).toMatchObject({ status: 200, body: { translated_text: '冷饮', status: 'ok', provider: 'openai' } });
    expect(JSON.parse((server.requests[0].body as { messages: { content: string }[] }).messages[1].content)).toEqual(['시원한 음료']);
    expect((server.requests[0].body as { messages: { content: string }[] }).messages[0].content).toContain('to Simplified Chinese');
    expect((await db.rows())[0]).toMatchObject({ provider: 'openai', status: 'ok', translatedText: '冷饮', targetLang: 'zh-CN' });
    await service.close();
  });

  it('parses the shapes chat models answer in', () => {
    expect(parseTranslationArray('["a","b"]')).toEqual(['a', 'b']);
    expect(parseTranslationArray('```json\n["a", "b"]\n```')).toEqual(['a', 'b']);
    expect(parseTranslationArray('Sure! ["a", "b"] Hope this helps.')).toEqual(['a', 'b']);
    expect(parseTranslationArray('{"translations": ["a", "b"]}')).toEqual(['a', 'b']);
    expect(parseTranslationArray('[{"translation": "a"}, {"text": "b"}]')).toEqual(['a', 'b']);
    expect(parseTranslationArray('<think>["x"]</think>["a"]')).toEqual(['a']);
    expect(parseTranslationArray('no array here')).toBeUndefined();
    expect(parseTranslationArray('[unclosed')).toBeUndefined();
  });
});

describe('translation memory and the chain', () => {
  const memory = createMemoryProvider([
    { ko: '다향관', en: 'Dahyang Hall', ja: '茶香館', 'zh-CN': '茶香馆' },
    { ko: '명진관', en: 'Myeongjin Hall', ja: '明進館', 'zh-CN': '明进馆' },
  ]);

  it('looks texts up exactly (ignoring surrounding spaces), from any of its languages', () => {
    expect(memory.lookup({ text: '다향관', source: 'ko', target: 'zh-CN' })).toBe('茶香馆');
    expect(memory.lookup({ text: ' 명진관\n', source: 'ko', target: 'en' })).toBe('Myeongjin Hall');
    expect(memory.lookup({ text: 'Dahyang Hall', source: 'en', target: 'ja' })).toBe('茶香館');
    expect(memory.lookup({ text: '다향관 앞', source: 'ko', target: 'en' })).toBeUndefined();
    expect(memory.lookup({ text: '다향', source: 'ko', target: 'en' })).toBeUndefined();
  });

  it('as a provider alone it rejects texts it does not know', async () => {
    await expect(memory.translate([{ text: '다향관', source: 'ko', target: 'en' }], signal())).resolves.toEqual(['Dahyang Hall']);
    await expect(memory.translate([{ text: '모르는 말', source: 'ko', target: 'en' }], signal())).rejects.toThrow('not in the translation memory');
  });

  it('the chain asks the remote provider only for the misses', async () => {
    const asked: string[] = [];
    const remote: TranslationProvider = {
      name: 'remote',
      translate: async (items) => items.map((i) => (asked.push(i.text), `R(${i.text})`)),
    };
    const chain = createChainProvider(memory, remote);
    const out = await chain.translate(
      [
        { text: '다향관', source: 'ko', target: 'en' },
        { text: '모르는 말', source: 'ko', target: 'en' },
        { text: '명진관', source: 'ko', target: 'ja' },
      ],
      signal(),
    );
    expect(out).toEqual(['Dahyang Hall', 'R(모르는 말)', '明進館']);
    expect(asked).toEqual(['모르는 말']);
  });
});

describe('an aborted call', () => {
  let server: FakeServer;
  beforeAll(async () => {
    server = await startFakeServer(() => new Promise(() => {}));
  });
  afterAll(() => server.close());

  it('stops waiting when the signal aborts', async () => {
    const provider = createLibreTranslateProvider({ apiUrl: server.url });
    const controller = new AbortController();
    const call = provider.translate([{ text: '컴공', source: 'ko', target: 'en' }], controller.signal);
    setTimeout(() => controller.abort(new Error('budget over')), 30);
    await expect(call).rejects.toThrow('budget over');
  });
});
