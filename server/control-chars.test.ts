// Control characters in every text field of every write call, on PGlite and PostgreSQL: a NUL (which
// PostgreSQL refuses) or any other control character gets a 400 naming the field and changes no row;
// multi-line text keeps its tabs and line breaks.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, DB_KINDS, adminOf, type TestServer } from './test/harness';

const RUNS = Number(process.env.CONTROL_CHAR_RUNS || 60);
const at = (hhmm: string) => `2025-09-25T${hhmm}:00+09:00`;

/** A control character (C0 but tab/LF/CR in multi-line text, DEL, C1) somewhere in ordinary text. */
const control = (multiline: boolean) =>
  fc
    .oneof(fc.integer({ min: 0, max: 0x1f }), fc.integer({ min: 0x7f, max: 0x9f }))
    .filter((c) => !multiline || ![0x09, 0x0a, 0x0d].includes(c))
    .map((c) => String.fromCharCode(c));
const withControl = (multiline: boolean) =>
  fc.tuple(fc.string({ maxLength: 8 }), control(multiline), fc.string({ maxLength: 8 })).map(([a, c, b]) => `가${a}${c}${b}나`);

interface Call {
  name: string;
  send: (fields: Record<string, string>) => Promise<{ status: number; body: any }>;
  /** A valid request; each listed text field is made bad in turn. */
  valid: () => Record<string, string>;
  /** Field → multi-line (tab, LF, CR allowed). */
  text: Record<string, boolean>;
  /** The message names the field (false where the uid check comes first and answers 401). */
  named?: boolean;
}

describe.each(DB_KINDS)('control characters on %s', (kind) => {
  let s: TestServer;
  let staff: string;
  let club: string;
  let noticeId: number;
  let lostId: number;

  const fingerprint = async () =>
    JSON.stringify(
      await s.query(`select
        (select md5(coalesce(string_agg(id || title || content || coalesce(location, '') || coalesce(image, ''), '|' order by id), '')) from posts) as posts,
        (select sum(like_count) from booths) as likes,
        (select count(*) from booth_likes) as like_rows,
        (select count(*) from game_plays) as plays,
        (select coalesce(sum(tries), 0) from game_tries) as tries,
        (select count(*) from coupons where play_id is not null) as coupons,
        -- Rows the background translation writes come and go; none may carry a refused control character.
        (select count(*) from translations where translate(source_text, E'\t\n\r', '') ~ '[[:cntrl:]]') as bad_translations,
        (select md5(coalesce(string_agg(token_hash, '|' order by token_hash), '')) from admin_sessions) as sessions`),
    );

  const json = (method: string, url: string) => (fields: Record<string, string>) => s.call(method, url, fields);
  const form = (method: string, url: string) => (fields: Record<string, string>) => {
    const f = new FormData();
    for (const [k, v] of Object.entries(fields)) f.set(k, v);
    return s.call(method, url, f);
  };

  const calls = (): Call[] => [
    { name: 'PATCH /board/emergency', send: json('PATCH', '/api/board/emergency'), valid: () => ({ uid: staff, title: '긴급', content: '내용' }), text: { uid: false, title: false, content: true } },
    { name: 'POST /board/notices', send: json('POST', '/api/board/notices'), valid: () => ({ uid: staff, title: '공지', content: '내용' }), text: { uid: false, title: false, content: true } },
    { name: 'PATCH /board/notices/{id}', send: json('PATCH', `/api/board/notices/${noticeId}`), valid: () => ({ uid: staff, title: '공지', content: '내용' }), text: { uid: false, title: false, content: true } },
    {
      name: 'POST /board/losts',
      send: form('POST', '/api/board/losts'),
      valid: () => ({ uid: staff, title: '지갑', content: '검은 지갑', location: '정문' }),
      text: { title: false, content: true, location: false },
    },
    { name: 'POST /board/losts (uid)', send: form('POST', '/api/board/losts'), valid: () => ({ uid: staff, title: '지갑', content: '검은 지갑', location: '정문' }), text: { uid: false }, named: false },
    {
      name: 'PATCH /board/losts/{id}',
      send: form('PATCH', `/api/board/losts/${lostId}`),
      valid: () => ({ uid: staff, title: '지갑', content: '검은 지갑', location: '정문' }),
      text: { title: false, content: true, location: false },
    },
    {
      name: 'POST /board/events',
      send: json('POST', '/api/board/events'),
      valid: () => ({ uid: club, title: '이벤트', detail: '내용', start_time: at('18:00'), end_time: at('19:00') }),
      text: { uid: false, title: false, detail: true },
    },
    { name: 'DELETE /board/{id}', send: json('DELETE', `/api/board/${noticeId}`), valid: () => ({ uid: staff }), text: { uid: false } },
    { name: 'POST /admin/login', send: json('POST', '/api/admin/login'), valid: () => ({ admin_code: adminOf('Staff').code }), text: { admin_code: false } },
    { name: 'POST /admin/logout', send: json('POST', '/api/admin/logout'), valid: () => ({ uid: staff }), text: { uid: false } },
    { name: 'POST /booths/{id}/likes/', send: json('POST', '/api/booths/1/likes/'), valid: () => ({ user_id: '' }), text: { user_id: false } },
    { name: 'POST /game/games/start/', send: json('POST', '/api/game/games/start/'), valid: () => ({ user_id: 'none' }), text: { user_id: false } },
    { name: 'POST /game/games/success/', send: json('POST', '/api/game/games/success/'), valid: () => ({ user_id: 'someone' }), text: { user_id: false } },
    {
      name: 'POST /game/games/coupon/',
      send: json('POST', '/api/game/games/coupon/'),
      valid: () => ({ user_id: 'someone', booth_name: '프론티어' }),
      text: { user_id: false, booth_name: false },
    },
    {
      name: 'POST /api/common/translations/resolve/',
      send: json('POST', '/api/api/common/translations/resolve/'),
      valid: () => ({ entity_type: 'booth', entity_id: 'x1', field: 'BoothName', target_lang: 'en', source_text: '부스' }),
      text: { entity_id: false, source_text: true },
      named: false,
    },
  ];

  beforeAll(async () => {
    s = await createTestServer(kind, { loginLimiter: { maxDelayMs: 0, freeFailuresPerCode: 1_000_000 } });
    staff = await s.login('Staff');
    club = await s.login('Club');
    noticeId = (await s.call('POST', '/api/board/notices', { uid: staff, title: '내 공지', content: '본문' })).body.id;
    const f = new FormData();
    for (const [k, v] of Object.entries({ uid: staff, title: '우산', content: '파란 우산', location: '도서관' })) f.set(k, v);
    lostId = (await s.call('POST', '/api/board/losts', f)).body.id;
  });
  afterAll(() => s?.stop());

  it('refuses a NUL in every text field of every write with a 400 naming the field, changing no row', async () => {
    const before = await fingerprint();
    for (const call of calls()) {
      for (const field of Object.keys(call.text)) {
        const r = await call.send({ ...call.valid(), [field]: `앞\u0000뒤` });
        const where = `${call.name} ${field}`;
        expect(r.status >= 400 && r.status < 500, `${where} → ${r.status} ${JSON.stringify(r.body)}`).toBe(true);
        expect(typeof r.body.message, where).toBe('string');
        // A uid is checked as a session first: a uid with a control character is simply not logged in.
        if (field === 'uid' && r.status === 401) expect(r.body.uid_valid, where).toBe(false);
        else if (call.named !== false) {
          expect(r.status, where).toBe(400);
          expect(r.body.message, where).toBe(`${field} must not contain control characters`);
        }
      }
    }
    expect(await fingerprint()).toBe(before);
  });

  it('refuses any control character anywhere in a text field (property)', async () => {
    const before = await fingerprint();
    const cases = calls().flatMap((call) => Object.entries(call.text).map(([field, multiline]) => ({ call, field, multiline })));
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...cases).chain((c) => withControl(c.multiline).map((value) => ({ ...c, value }))),
        async ({ call, field, value }) => {
          const r = await call.send({ ...call.valid(), [field]: value });
          if (r.status < 400 || r.status >= 500 || typeof r.body.message !== 'string') {
            throw new Error(`${call.name} ${field}=${JSON.stringify(value)} → ${r.status} ${JSON.stringify(r.body)}`);
          }
        },
      ),
      { numRuns: RUNS },
    );
    expect(await fingerprint()).toBe(before);
  });

  it('keeps tabs and line breaks in multi-line text', async () => {
    const content = '첫 줄\r\n\t둘째 줄\n셋째 줄';
    const r = await s.call('POST', '/api/board/notices', { uid: staff, title: '여러 줄', content });
    expect(r.status).toBe(201);
    const rows = await s.query<{ content: string }>(`select content from posts where id = ${Number(r.body.id)}`);
    expect(rows[0].content).toBe(content);
    const tabTitle = await s.call('POST', '/api/board/notices', { uid: staff, title: '제목\t탭', content: '본문' });
    expect(tabTitle.status).toBe(400);
    expect(tabTitle.body.message).toBe('title must not contain control characters');
  });
});
