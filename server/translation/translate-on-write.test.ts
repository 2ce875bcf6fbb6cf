// The whole server with a counting stand-in provider (no network), on PGlite and PostgreSQL: made-up
// texts cost nothing, content is translated once when it is written, and rows follow the content.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sourceHash } from '@contract/list-translations';
import { createTestServer, DB_KINDS, type TestServer } from '../test/harness';
import type { TranslationProvider } from './providers/types';

function countingProvider() {
  const counts = { calls: 0, chars: 0 };
  const provider: TranslationProvider = {
    name: 'counting',
    async translate(items) {
      counts.calls += 1;
      counts.chars += items.reduce((n, i) => n + i.text.length, 0);
      return items.map((i) => `[${i.target}] ${i.text}`);
    },
  };
  return { provider, counts };
}

const rowCount = async (s: TestServer) => (await s.query<{ n: number }>('select count(*)::int as n from translations'))[0].n;
const LANGS = ['en', 'ja', 'zh-CN'] as const;

describe.each(DB_KINDS)('translation on %s', (kind) => {
  let s: TestServer;
  const { provider, counts } = countingProvider();
  const logs: Record<string, unknown>[] = [];

  beforeAll(async () => {
    s = await createTestServer(kind, {
      translationRemote: provider,
      translation: { provider: 'memory', syncDelayMs: 20 },
      log: (line) => void logs.push(line),
    });
    await s.translationSync.idle();
  });
  afterAll(() => s?.stop());

  const notice = (id: number, lang: string, title: string, content: string) => ({
    target_lang: lang,
    items: [
      { entity_type: 'board', entity_id: id, fields: [{ field: 'BoardTitle', source_lang: 'ko', source_text: title }, { field: 'BoardContent', source_text: content }] },
    ],
  });

  it('answers made-up texts and ids (4 workers of resolve-batch) with their own text, 0 provider calls and 0 rows', async () => {
    const callsBefore = counts.calls;
    const rowsBefore = await rowCount(s);
    const until = Date.now() + 1_500;
    let requests = 0;
    const worker = async (w: number) => {
      for (let n = 0; Date.now() < until; n++) {
        const items = Array.from({ length: 20 }, (_, i) => ({
          entity_type: i % 2 ? 'booth' : 'board',
          // Real ids with a wrong text, and ids that do not exist.
          entity_id: i % 3 === 0 ? 1 + (i % 5) : 100_000 + w * 10_000 + n * 20 + i,
          fields: Array.from({ length: 5 }, (_, f) => ({ field: f === 0 ? 'BoothName' : `Field${f}`, source_text: `가짜 글 ${w}-${n}-${i}-${f} ${'x'.repeat(200)}` })),
        }));
        const r = await s.call('POST', '/api/api/common/translations/resolve-batch/?refresh=true', { target_lang: LANGS[n % 3], items });
        expect(r.status).toBe(200);
        expect(r.body.results).toHaveLength(100);
        for (const res of r.body.results) expect(res.translated).toMatchObject({ status: 'error', translated_text: expect.stringContaining('가짜 글') });
        requests++;
      }
    };
    await Promise.all([0, 1, 2, 3].map(worker));
    await s.translation.settled();
    expect(requests).toBeGreaterThan(4);
    expect(counts.calls - callsBefore).toBe(0);
    expect(await rowCount(s)).toBe(rowsBefore);
  });

  it('translates a Staff notice saved in Korean into en, ja and zh-CN within 10 s; 100 visitors cause at most 3 provider calls', async () => {
    const uid = await s.login('Staff');
    const title = '본부 앞 분실물 보관 안내';
    const content = '분실물은 축제 본부에서 오후 10시까지 보관합니다.';
    const callsBefore = counts.calls;
    const saved = Date.now();
    const posted = await s.call('POST', '/api/board/notices', { uid, title, content });
    expect(posted.status).toBe(201);
    const id = posted.body.id as number;
    for (const lang of LANGS) {
      await vi.waitFor(
        async () => {
          const r = await s.call('POST', '/api/api/common/translations/resolve/?refresh=true', { entity_type: 'board', entity_id: id, field: 'BoardTitle', target_lang: lang, source_text: title });
          expect(r.status).toBe(200);
          expect(r.body).toMatchObject({ status: 'ok', translated_text: `[${lang}] ${title}` });
        },
        { timeout: 10_000, interval: 50 },
      );
    }
    expect(Date.now() - saved).toBeLessThan(10_000);
    // 100 visitors in all three languages open it (list row and detail).
    await Promise.all(
      Array.from({ length: 100 }, async (_, v) => {
        const lang = LANGS[v % 3];
        const r = await s.call('POST', '/api/api/common/translations/resolve-batch/', notice(id, lang, title, content));
        expect(r.body.results.map((x: { translated: { status: string; translated_text: string } }) => x.translated)).toEqual([
          expect.objectContaining({ status: 'ok', translated_text: `[${lang}] ${title}` }),
          expect.objectContaining({ status: 'ok', translated_text: `[${lang}] ${content}` }),
        ]);
      }),
    );
    expect(counts.calls - callsBefore).toBeLessThanOrEqual(3);
    expect(counts.calls - callsBefore).toBeGreaterThan(0);
  });

  it('keeps rows only for content that exists: an edit replaces them, a delete removes them', async () => {
    const uid = await s.login('Staff');
    const posted = await s.call('POST', '/api/board/notices', { uid, title: '임시 공지', content: '곧 지울 공지' });
    const id = posted.body.id as number;
    const rowsOf = async () =>
      s.query<{ field: string; source_text: string; target_lang: string }>(`select field, source_text, target_lang from translations where entity_type = 'board' and entity_id = '${id}' order by field, target_lang`);
    await vi.waitFor(async () => expect((await rowsOf()).filter((r) => r.field === 'BoardContent')).toHaveLength(3), { timeout: 10_000, interval: 50 });

    const edited = await s.call('PATCH', `/api/board/notices/${id}`, { uid, title: '임시 공지', content: '고쳐 쓴 공지' });
    expect(edited.status).toBe(200);
    await vi.waitFor(
      async () => {
        const rows = (await rowsOf()).filter((r) => r.field === 'BoardContent');
        expect(rows.map((r) => r.source_text)).toEqual(['고쳐 쓴 공지', '고쳐 쓴 공지', '고쳐 쓴 공지']);
      },
      { timeout: 10_000, interval: 50 },
    );
    // The old wording is no longer the server's text: it is refused, not translated.
    const old = await s.call('POST', '/api/api/common/translations/resolve/', { entity_type: 'board', entity_id: id, field: 'BoardContent', target_lang: 'en', source_text: '곧 지울 공지' });
    expect(old.body).toMatchObject({ status: 'error', translated_text: '곧 지울 공지' });

    expect((await s.call('DELETE', `/api/board/${id}`, { uid })).status).toBe(200);
    await vi.waitFor(async () => expect(await rowsOf()).toHaveLength(0), { timeout: 10_000, interval: 50 });
  });

  it('lists and details carry the stored translations of the language asked for, and only then', async () => {
    const uid = await s.login('Staff');
    const posted = await s.call('POST', '/api/board/notices', { uid, title: '목록에 실린 공지', content: '번역과 함께' });
    const id = posted.body.id as number;
    await s.translationSync.idle();
    const list = await s.call('GET', '/api/board/notices?lang=ja');
    const row = list.body.result.find((p: { id: number }) => p.id === id);
    expect(row).toMatchObject({
      title: '목록에 실린 공지',
      translations: { BoardTitle: '[ja] 목록에 실린 공지', BoardContent: '[ja] 번역과 함께' },
      translation_sources: { BoardTitle: sourceHash('목록에 실린 공지'), BoardContent: sourceHash('번역과 함께') },
    });
    const detail = await s.call('GET', `/api/board/${id}`, undefined, { 'accept-language': 'zh-CN,zh;q=0.9' });
    expect(detail.body.translations).toMatchObject({ BoardTitle: '[zh-CN] 목록에 실린 공지' });
    const booths = await s.call('POST', '/api/booths/list/?lang=en', {});
    expect(booths.body.results.length).toBeGreaterThan(0);
    for (const b of booths.body.results) expect(b.translations?.BoothName).toEqual(expect.any(String));
    // Korean (or no language) keeps the spec's shapes exactly, and an English answer leaves them unchanged.
    const ko = await s.call('GET', '/api/board/notices?lang=ko');
    expect(ko.body.result.some((p: Record<string, unknown>) => 'translations' in p || 'translation_sources' in p)).toBe(false);
    const plain = await s.call('POST', '/api/booths/list/', {});
    expect(plain.body.results.some((b: Record<string, unknown>) => 'translations' in b)).toBe(false);
  });

  it('answers the 2025 client in the spec shapes: Korean passthrough, ok for held texts', async () => {
    const ko = await s.call('POST', '/api/api/common/translations/resolve/?refresh=true', { entity_type: 'booth', entity_id: 1, field: 'BoothName', target_lang: 'ko', source_text: '아무 글' });
    expect(ko.status).toBe(200);
    expect(Object.keys(ko.body).sort()).toEqual(['meta', 'provider', 'status', 'translated_text']);
    const booth = (await s.call('GET', '/api/booths/1/')).body ?? {};
    const name = booth.name ?? booth.booth_name;
    if (typeof name === 'string') {
      const r = await s.call('POST', '/api/api/common/translations/resolve-batch/?refresh=true', {
        target_lang: 'en',
        items: [{ entity_type: 'booth', entity_id: 1, fields: [{ field: 'BoothName', source_lang: 'ko', source_text: name }] }],
      });
      expect(r.status).toBe(200);
      expect(r.body.results[0]).toEqual({ entity_type: 'booth', entity_id: 1, field: 'BoothName', translated: expect.objectContaining({ status: 'ok', provider: expect.any(String), meta: expect.any(Object) }) });
    }
  });
});

describe('lists after a Korean text is edited', () => {
  it('carry the translations of the current texts only, also while the row of the old text is still stored', async () => {
    const s = await createTestServer(DB_KINDS[DB_KINDS.length - 1], {
      translationRemote: countingProvider().provider,
      // Translate-on-write does not run here: the row of the old text stays, as it does until that run has replaced it.
      translation: { provider: 'memory', syncDelayMs: 3_600_000 },
    });
    try {
      const uid = await s.login('Staff');
      const title = '고치기 전에 번역된 공지';
      const before = '첫날 저녁에 모입니다';
      const after = '둘째 날 저녁에 모입니다';
      const id = (await s.call('POST', '/api/board/notices', { uid, title, content: before })).body.id as number;
      // Translated as translate-on-write would.
      await s.translation.resolveBatch({
        target_lang: 'en',
        items: [{ entity_type: 'board', entity_id: id, fields: [{ field: 'BoardTitle', source_lang: 'ko', source_text: title }, { field: 'BoardContent', source_lang: 'ko', source_text: before }] }],
      });
      await s.translation.settled();
      const detail = async () => (await s.call('GET', `/api/board/${id}?lang=en`)).body;
      const listed = async () => (await s.call('GET', '/api/board/notices?lang=en')).body.result.find((p: { id: number }) => p.id === id);
      await vi.waitFor(async () => expect((await detail()).translations).toEqual({ BoardTitle: `[en] ${title}`, BoardContent: `[en] ${before}` }), { timeout: 10_000, interval: 50 });
      expect((await detail()).translation_sources).toEqual({ BoardTitle: sourceHash(title), BoardContent: sourceHash(before) });

      expect((await s.call('PATCH', `/api/board/notices/${id}`, { uid, title, content: after })).status).toBe(200);
      const stored = await s.query<{ source_text: string }>(`select source_text from translations where entity_type = 'board' and entity_id = '${id}' and field = 'BoardContent'`);
      expect(stored).toEqual([{ source_text: before }]);
      for (const item of [await detail(), await listed()]) {
        expect(item).toMatchObject({ content: after, translations: { BoardTitle: `[en] ${title}` }, translation_sources: { BoardTitle: sourceHash(title) } });
        expect(item.translations).not.toHaveProperty('BoardContent');
        expect(item.translation_sources).not.toHaveProperty('BoardContent');
      }
    } finally {
      await s.stop();
    }
  });
});

describe('the daily character budget', () => {
  it('stops provider calls once spent, leaves the texts pending, says so once in the log, and counts in the database', async () => {
    const { provider, counts } = countingProvider();
    const logs: Record<string, unknown>[] = [];
    const s = await createTestServer(DB_KINDS[DB_KINDS.length - 1], {
      translationRemote: provider,
      translation: { provider: 'memory', syncDelayMs: 20, dailyChars: 0 },
      log: (line) => void logs.push(line),
    });
    try {
      await s.translationSync.idle();
      const uid = await s.login('Staff');
      const title = '예산이 다 떨어진 날의 공지';
      const posted = await s.call('POST', '/api/board/notices', { uid, title, content: '내용' });
      await s.translationSync.idle();
      const r = await s.call('POST', '/api/api/common/translations/resolve/', { entity_type: 'board', entity_id: posted.body.id, field: 'BoardTitle', target_lang: 'en', source_text: title });
      expect(r.status).toBe(202);
      expect(r.body).toMatchObject({ status: 'pending', translated_text: title });
      expect(counts.calls).toBe(0);
      expect(logs.filter((l) => l.event === 'translation.daily_budget_spent')).toHaveLength(1);
      const usage = await s.query<{ chars: string | number }>('select chars from translation_usage');
      expect(usage.every((u) => Number(u.chars) === 0)).toBe(true);
    } finally {
      await s.stop();
    }
  });
});
