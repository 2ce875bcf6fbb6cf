// Staff's translation review on the whole server (PGlite and PostgreSQL): the glossary applied through the
// translation memory and through a provider that would name things its own way, overrides served before
// the machine and marked stale when the Korean source changes, role checks and 4xx for bad input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, DB_KINDS, type TestServer } from '../test/harness';
import type { TranslationItem, TranslationProvider } from './providers/types';

/** Translates its own way: "[en] <text>", and names Manhae Square "Manhae Gwangjang". */
function namingProvider() {
  const seen: TranslationItem[] = [];
  let losePlaceholders = false;
  const provider: TranslationProvider = {
    name: 'naming',
    async translate(items) {
      seen.push(...items);
      return items.map((i) => {
        const out = `[${i.target}] ${i.text.replaceAll('만해광장', 'Manhae Gwangjang')}`;
        return losePlaceholders ? out.replace(/⟦\d+⟧/g, 'it') : out;
      });
    },
  };
  return { provider, seen, lose: (on: boolean) => (losePlaceholders = on) };
}

const DESCRIPTION_1 = '중앙동아리 프론티어가 3일 내내 만해광장에서 여는 야간 주점입니다. 게임 쿠폰을 보여 주시면 5% 할인해 드려요.';

describe.each(DB_KINDS)('translation review on %s', (kind) => {
  let s: TestServer;
  const naming = namingProvider();
  let staff = '';

  beforeAll(async () => {
    s = await createTestServer(kind, { translationRemote: naming.provider, translation: { provider: 'memory', syncDelayMs: 20 } });
    await s.translationSync.idle();
    staff = await s.login('Staff');
  }, 180_000);
  afterAll(() => s?.stop());

  const resolve = (field: string, text: string, lang = 'en', id: number | string = 1, type = 'booth') =>
    s.call('POST', '/api/api/common/translations/resolve/', { entity_type: type, entity_id: id, field, source_lang: 'ko', target_lang: lang, source_text: text });
  const detailEn = async (id: number) => (await s.call('GET', `/api/booths/${id}/?lang=en`)).body.translations as Record<string, string>;
  const auditCount = async (entity: string) =>
    (await s.query<{ n: number }>(`select count(*)::int as n from audit_log where entity = '${entity}'`))[0].n;

  it('lets Staff and Stuco in, and answers Club, Major and no session with 403 / 401', async () => {
    const stuco = await s.login('Stuco');
    expect((await s.call('GET', '/api/console/glossary', undefined, { authorization: `Bearer ${stuco}` })).status).toBe(200);
    for (const role of ['Club', 'Major']) {
      const uid = await s.login(role);
      const list = await s.call('GET', '/api/console/translations', undefined, { authorization: `Bearer ${uid}` });
      expect(list.status).toBe(403);
      expect(list.body.message).toMatch(/Staff and Stuco/);
      const add = await s.call('POST', '/api/console/glossary', { uid, term_ko: '다향관', en: 'Tea Hall' });
      expect(add.status).toBe(403);
      const over = await s.call('POST', '/api/console/translations/override', { uid, entity_type: 'booth', entity_id: 1, field: 'BoothName', lang: 'en', text: 'x' });
      expect(over.status).toBe(403);
    }
    expect((await s.call('GET', '/api/console/glossary')).status).toBe(401);
    expect(await s.query('select * from glossary_terms')).toHaveLength(0);
    expect(await s.query('select * from translation_overrides')).toHaveLength(0);
  });

  it('refuses bad input with a clear 4xx and changes no row', async () => {
    const cases: [string, string, unknown, number, RegExp][] = [
      ['POST', '/api/console/glossary', { uid: staff, term_ko: '  ', en: 'X' }, 400, /Korean term/],
      ['POST', '/api/console/glossary', { uid: staff, term_ko: '다향관' }, 400, /at least one language/],
      ['POST', '/api/console/glossary', { uid: staff, term_ko: '다향관', en: 'x'.repeat(81) }, 400, /at most 80/],
      ['POST', '/api/console/glossary', { uid: staff, term_ko: '다향관', fr: 'Salle' , en: 1 }, 400, /en must be a string/],
      ['PATCH', '/api/console/glossary/999', { uid: staff, en: 'X' }, 404, /no such glossary term/],
      ['POST', '/api/console/translations/override', { uid: staff, entity_type: 'booth', entity_id: 1, field: 'BoothName', lang: 'fr', text: 'x' }, 400, /lang must be one of en, ja, zh-CN/],
      ['POST', '/api/console/translations/override', { uid: staff, entity_type: 'booth', entity_id: 1, field: 'BoothName', lang: 'en', text: ' ' }, 400, /enter the translation/],
      ['POST', '/api/console/translations/override', { uid: staff, entity_type: 'booth', entity_id: 1, field: 'BoothName', lang: 'en', text: 'x'.repeat(2001) }, 400, /at most 2000/],
      ['POST', '/api/console/translations/override', { uid: staff, entity_type: 'booth', entity_id: 99999, field: 'BoothName', lang: 'en', text: 'x' }, 404, /no such entity: booth 99999/],
      ['POST', '/api/console/translations/override', { uid: staff, entity_type: 'booth', entity_id: 1, field: 'Nope', lang: 'en', text: 'x' }, 404, /has no text field Nope/],
      ['POST', '/api/console/translations/override', { uid: staff, entity_type: 'planet', entity_id: 1, field: 'BoothName', lang: 'en', text: 'x' }, 400, /entity_type must be one of/],
      ['DELETE', '/api/console/translations/override', { uid: staff, entity_type: 'booth', entity_id: 1, field: 'BoothName', lang: 'en' }, 404, /has no en override/],
      ['GET', '/api/console/translations?entity_type=booth&entity_id=424242', undefined, 404, /no such entity/],
      ['GET', '/api/console/translations?lang=ko', undefined, 400, /lang must be one of/],
    ];
    for (const [method, url, body, status, message] of cases) {
      const r = await s.call(method, url, body, { authorization: `Bearer ${staff}` });
      expect({ url, status: r.status, message: r.body.message }).toMatchObject({ status, message: expect.stringMatching(message) });
    }
    expect(await s.query('select * from glossary_terms')).toHaveLength(0);
    expect(await s.query('select * from translation_overrides')).toHaveLength(0);
  });

  it('puts official terms into memory translations: a whole-field term, and a term inside a text the memory knows', async () => {
    expect((await resolve('BoothDescription', DESCRIPTION_1)).body.translated_text).toContain('Manhae Square');
    const audits = await auditCount('glossary');
    const square = await s.call('POST', '/api/console/glossary', { uid: staff, term_ko: '만해광장', en: 'Manhae Plaza', ja: '万海プラザ' });
    expect(square.status).toBe(201);
    expect(square.body.term).toMatchObject({ term_ko: '만해광장', en: 'Manhae Plaza', ja: '万海プラザ', 'zh-CN': null });
    // The booth description and the location name held the term: they are redone.
    expect(square.body.redone).toBeGreaterThanOrEqual(2);
    const name = await s.call('POST', '/api/console/glossary', { uid: staff, term_ko: '프론티어', en: 'Frontier Night Pub' });
    expect(name.status).toBe(201);
    expect(await auditCount('glossary')).toBe(audits + 2);
    await s.translationSync.idle();

    const description = await resolve('BoothDescription', DESCRIPTION_1);
    expect(description.body.translated_text).toBe('A night pub run by the central club Frontier Night Pub in Manhae Plaza all three days. Show your game coupon for 5% off.');
    expect((await resolve('BoothName', '프론티어')).body).toMatchObject({ translated_text: 'Frontier Night Pub', provider: 'glossary' });
    expect((await resolve('BoothDescription', DESCRIPTION_1, 'ja')).body.translated_text).toContain('万海プラザ');
    // Chinese has no official term: the memory's rendering stays.
    expect((await resolve('BoothDescription', DESCRIPTION_1, 'zh-CN')).body.translated_text).toContain('万海广场');
    expect(await detailEn(1)).toMatchObject({ BoothName: 'Frontier Night Pub', BoothDescription: expect.stringContaining('Manhae Plaza') });
    expect(naming.seen.some((i) => i.text.includes('만해광장'))).toBe(false);
  });

  it('protects terms from a provider that would translate them differently, and refuses an answer that lost one', async () => {
    const title = '만해광장에서 공연이 열립니다';
    const posted = await s.call('POST', '/api/board/notices', { uid: staff, title, content: '모두 오세요' });
    expect(posted.status).toBe(201);
    await s.translationSync.idle();
    const r = await resolve('BoardTitle', title, 'en', posted.body.id, 'board');
    expect(r.body).toMatchObject({ status: 'ok', provider: 'naming', translated_text: '[en] Manhae Plaza에서 공연이 열립니다' });
    expect(naming.seen.find((i) => i.target === 'en' && i.text.includes('공연이 열립니다'))?.text).toBe('⟦0⟧에서 공연이 열립니다');
    // zh-CN has no official term: the provider translates the name as it likes.
    expect((await resolve('BoardTitle', title, 'zh-CN', posted.body.id, 'board')).body.translated_text).toContain('Manhae Gwangjang');

    naming.lose(true);
    try {
      const other = '만해광장 무대 순서 안내';
      const p2 = await s.call('POST', '/api/board/notices', { uid: staff, title: other, content: '순서를 확인하세요' });
      await s.translationSync.idle();
      const lost = await s.query<{ status: string; translated_text: string }>(
        `select status, translated_text from translations where entity_type = 'board' and entity_id = '${p2.body.id}' and field = 'BoardTitle' and target_lang = 'en'`,
      );
      expect(lost).toEqual([{ status: 'error', translated_text: other }]);
    } finally {
      naming.lose(false);
    }
  });

  it('redoes the affected machine translations when a term changes or goes', async () => {
    const terms = (await s.call('GET', '/api/console/glossary', undefined, { authorization: `Bearer ${staff}` })).body.terms as { id: number; term_ko: string }[];
    const square = terms.find((t) => t.term_ko === '만해광장')!;
    const edited = await s.call('PATCH', `/api/console/glossary/${square.id}`, { uid: staff, en: 'Manhae Square (main stage)' });
    expect(edited.status).toBe(200);
    expect(edited.body.redone).toBeGreaterThanOrEqual(1);
    await s.translationSync.idle();
    expect((await detailEn(1)).BoothDescription).toContain('Manhae Square (main stage)');

    const frontier = terms.find((t) => t.term_ko === '프론티어')!;
    expect((await s.call('DELETE', `/api/console/glossary/${frontier.id}`, { uid: staff })).status).toBe(200);
    expect((await s.call('DELETE', `/api/console/glossary/${frontier.id}`, { uid: staff })).status).toBe(404);
    await s.translationSync.idle();
    expect((await resolve('BoothName', '프론티어')).body).toMatchObject({ translated_text: 'Frontier', provider: 'memory' });
  });

  it('serves an override before the machine, and marks it stale (old and new source) when the Korean changes', async () => {
    const text = 'Frontier’s night pub on Manhae Square, open all three nights. 5% off with a game coupon.';
    const set = await s.call('POST', '/api/console/translations/override', { uid: staff, entity_type: 'booth', entity_id: 1, field: 'BoothDescription', lang: 'en', text });
    expect(set.status).toBe(200);
    expect(set.body.entry).toMatchObject({ served: text, override: { text, stale: false, source_text: DESCRIPTION_1 } });
    expect(await auditCount('translation_override')).toBe(1);
    expect((await resolve('BoothDescription', DESCRIPTION_1)).body).toMatchObject({ translated_text: text, provider: 'override' });
    expect((await detailEn(1)).BoothDescription).toBe(text);
    // Other languages keep the machine's.
    expect((await resolve('BoothDescription', DESCRIPTION_1, 'ja')).body.provider).not.toBe('override');

    // The booth's own Club account edits the Korean description in the console.
    const club = await s.login('Club');
    const next = '중앙동아리 프론티어의 야간 주점입니다. 마지막 날은 자정까지 열어요.';
    expect((await s.call('PATCH', '/api/console/booths/1', { uid: club, description: next })).status).toBe(200);
    await s.translationSync.idle();

    const list = await s.call('GET', '/api/console/translations?entity_type=booth&entity_id=1&lang=en', undefined, { authorization: `Bearer ${staff}` });
    expect(list.status).toBe(200);
    const entry = list.body.entries[0];
    expect(entry).toMatchObject({ field: 'BoothDescription', source_text: next, override: { text, stale: true, source_text: DESCRIPTION_1 } });
    expect(entry.served).not.toBe(text);
    // The visitor gets the machine translation of the new source.
    const fresh = await resolve('BoothDescription', next);
    expect(fresh.body.provider).not.toBe('override');
    expect(fresh.body.translated_text).toBe(`[en] ${next.replaceAll('만해광장', 'Manhae Gwangjang')}`);
    expect((await detailEn(1)).BoothDescription).toBe(fresh.body.translated_text);
    // Stale first in a search over every entity.
    const all = await s.call('GET', '/api/console/translations?lang=en', undefined, { authorization: `Bearer ${staff}` });
    expect(all.body.entries[0]).toMatchObject({ entity_id: '1', field: 'BoothDescription', override: { stale: true } });

    // Saving again against the new source confirms it.
    const confirmed = await s.call('POST', '/api/console/translations/override', { uid: staff, entity_type: 'booth', entity_id: '1', field: 'BoothDescription', lang: 'en', text: 'Frontier’s night pub; open until midnight on the last day.' });
    expect(confirmed.body.entry).toMatchObject({ override: { stale: false, source_text: next }, served: 'Frontier’s night pub; open until midnight on the last day.' });
    expect((await resolve('BoothDescription', next)).body.provider).toBe('override');

    const search = await s.call('GET', `/api/console/translations?q=${encodeURIComponent('midnight')}`, undefined, { authorization: `Bearer ${staff}` });
    const found = search.body.entries.map((e: { entity_id: string; field: string; lang: string }) => `${e.entity_id}:${e.field}:${e.lang}`);
    // Overridden entries come before the machine's matches (another booth's description says midnight too).
    expect(found[0]).toBe('1:BoothDescription:en');
    expect(found.length).toBeGreaterThan(1);
    for (const e of search.body.entries) expect([e.source_text, e.machine?.text, e.override?.text].join(' ')).toMatch(/midnight/i);

    expect((await s.call('DELETE', '/api/console/translations/override', { uid: staff, entity_type: 'booth', entity_id: 1, field: 'BoothDescription', lang: 'en' })).status).toBe(200);
    expect((await resolve('BoothDescription', next)).body.provider).not.toBe('override');
    expect(await auditCount('translation_override')).toBe(3);
  });
});
