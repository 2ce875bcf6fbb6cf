// Thousands of bad payloads per endpoint (fast-check): every one gets a 4xx with a message, and no
// row changes. Runs on PGlite (the checks are the same code on PostgreSQL).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES } from '@contract/constants';
import { createTestServer, type TestServer } from './test/harness';

const RUNS = Number(process.env.BAD_INPUT_RUNS || 2000);

// ---------- bad values ----------
const json = fc.jsonValue({ maxDepth: 2 });
const obj = fc.dictionary(fc.string({ maxLength: 6 }), json, { maxKeys: 3 });
const arr = fc.array(json, { maxLength: 3 });
/** Not a string and not null/absent. */
// (NaN and Infinity would be sent as null, which is allowed where a field is optional.)
const finite = fc.double({ noNaN: true, noDefaultInfinity: true });
const notString = fc.oneof(fc.integer(), finite, fc.boolean(), arr, obj);
const notBool = fc.oneof(fc.integer(), finite, fc.string(), arr, obj);
const notNumber = fc.oneof(fc.string(), fc.boolean(), arr, obj);
const longString = (min: number) => fc.string({ minLength: min, maxLength: min + 50 });
const blank = fc.constantFrom('', ' ', '\n\t', '   ');
const badTitle = fc.oneof(notString, blank, longString(201));
const badContent = fc.oneof(notString, blank, longString(10_001));
const badDate = fc.oneof(
  notString,
  fc.string({ maxLength: 12 }).filter((s) => !/^\d{4}-\d{2}-\d{2}$/.test(s)),
  fc.constantFrom('2025-02-30', '2025-13-01', '2025-00-10', '2025-09-32'),
);
const badInstant = fc.oneof(
  notString,
  fc.string({ maxLength: 30 }).filter((s) => !/^\d{4}-\d{2}-\d{2}T/.test(s)),
  fc.constantFrom('2025-09-25 15:00', '2025-09-25T25:00:00+09:00', '2025-09-25T15:00:00', '2025-02-30T10:00:00+09:00', 'tomorrow'),
);
const badUserId = fc.oneof(notString, longString(129));
const badUid = fc.oneof(notString, fc.constant(''), longString(129), fc.string({ minLength: 1, maxLength: 40 }));

/** A valid body with one field made bad, or a body that is not a JSON object at all. */
function badBodies(valid: Record<string, unknown>, bad: Record<string, fc.Arbitrary<unknown>>, emptyIsValid = false) {
  const mutated = fc
    .constantFrom(...Object.keys(bad))
    .chain((k) => bad[k].map((v) => ({ kind: 'json' as const, body: JSON.stringify({ ...valid, [k]: v }) })));
  const notObject = fc.oneof(
    fc.oneof(fc.integer(), fc.string(), fc.boolean(), arr, fc.constant(null)).map((v) => JSON.stringify(v)),
    fc.string().filter((s) => {
      if (emptyIsValid && !s.trim()) return false;
      try {
        const v = JSON.parse(s);
        return v === null || typeof v !== 'object' || Array.isArray(v);
      } catch {
        return true;
      }
    }),
  );
  return fc.oneof({ weight: 4, arbitrary: mutated }, { weight: 1, arbitrary: notObject.map((body) => ({ kind: 'raw' as const, body })) });
}

describe('bad input never changes a row and always gets a 4xx with a message', () => {
  let s: TestServer;
  let staff: string;
  let club: string;
  let noticeId: number;

  const fingerprint = async () =>
    JSON.stringify(
      await s.query(`select
        (select count(*) from posts) as posts,
        (select md5(coalesce(string_agg(id || title || content || coalesce(location, '') || coalesce(image, ''), '|' order by id), '')) from posts) as post_text,
        (select sum(like_count) from booths) as likes,
        (select count(*) from booth_likes) as like_rows,
        (select count(*) from game_plays) as plays,
        (select coalesce(sum(tries), 0) from game_tries) as tries,
        (select count(*) from coupons where play_id is not null) as coupons,
        (select count(*) from translations) as translations,
        (select md5(coalesce(string_agg(admin_id || token_hash, '|' order by token_hash), '')) from admin_sessions) as sessions`),
    );

  async function expect4xx(method: string, url: string, body: BodyInit | undefined, headers: Record<string, string> = {}) {
    const res = await s.app.request(url, { method, body, headers: { 'content-type': 'application/json', ...headers } });
    const text = await res.text();
    if (res.status < 400 || res.status >= 500) throw new Error(`${method} ${url} answered ${res.status} to ${String(body).slice(0, 200)}: ${text.slice(0, 200)}`);
    const parsed = JSON.parse(text);
    if (typeof parsed.message !== 'string' || !parsed.message.trim()) throw new Error(`no message for ${String(body).slice(0, 200)}`);
  }

  async function property(method: string, url: string, bodies: fc.Arbitrary<{ kind: string; body: string }>, runs = RUNS) {
    const before = await fingerprint();
    await fc.assert(
      fc.asyncProperty(bodies, async ({ body }) => {
        await expect4xx(method, url, body);
      }),
      { numRuns: runs },
    );
    expect(await fingerprint()).toBe(before);
  }

  beforeAll(async () => {
    s = await createTestServer('pglite', { loginLimiter: { maxDelayMs: 0, freeFailuresPerCode: 1_000_000 } });
    staff = await s.login('Staff');
    club = await s.login('Club');
    noticeId = (await s.call('POST', '/api/board/notices', { uid: staff, title: '내 공지', content: '본문' })).body.id;
  });
  afterAll(() => s?.stop());

  it('POST /booths/list/', () =>
    property(
      'POST',
      '/api/booths/list/',
      badBodies(
        {},
        {
          types: fc.oneof(notString.filter((v) => !Array.isArray(v)), fc.array(fc.string().filter((x) => !(CATEGORIES as readonly string[]).includes(x)), { minLength: 1, maxLength: 3 })),
          building_id: fc.oneof(notNumber, fc.integer({ max: -1 }), fc.double({ noInteger: true, noDefaultInfinity: true, noNaN: true })),
          is_night: notBool,
          is_event: notBool,
          top_liked_3: notBool,
          date: badDate,
          ordering: fc.oneof(notString, fc.string().filter((x) => !['distance', '-likes', '-id', 'name'].includes(x))),
          limit: fc.oneof(notNumber, fc.integer({ max: 0 }), fc.integer({ min: 51 }), fc.double({ noNaN: true, min: 1.1, max: 49.9, noInteger: true })),
          user_location: fc.oneof(
            fc.oneof(fc.integer(), fc.string(), fc.boolean(), arr),
            fc.record({ x: fc.oneof(notNumber, fc.double({ noNaN: true, min: 90.0001, max: 1e6 })), y: fc.double({ noNaN: true, min: -180, max: 180 }) }),
            fc.record({ x: fc.double({ noNaN: true, min: -90, max: 90 }), y: fc.oneof(notNumber, fc.double({ noNaN: true, min: 180.0001, max: 1e6 })) }),
          ),
          user_id: badUserId,
        },
        true,
      ),
    ));

  it('POST /booths/{id}/likes/', async () => {
    await property('POST', '/api/booths/1/likes/', badBodies({ user_id: null }, { user_id: badUserId }, true));
    // Bad booth ids in the path.
    const before = await fingerprint();
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string({ minLength: 1 }).filter((x) => !/^[1-9]\d{0,8}$/.test(x)), fc.integer({ max: 0 }).map(String), fc.integer({ min: 1000 }).map(String)), async (id) => {
        const path = `/api/booths/${encodeURIComponent(id)}/likes/`;
        const res = await s.app.request(path, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
        if (res.status < 400 || res.status >= 500) throw new Error(`${path} → ${res.status}`);
      }),
      { numRuns: 500 },
    );
    expect(await fingerprint()).toBe(before);
  });

  it('PATCH /board/emergency', () =>
    property('PATCH', '/api/board/emergency', badBodies({ uid: staff, title: '제목', content: '내용' }, { uid: badUid, title: badTitle, content: badContent })));

  it('POST /board/notices', () =>
    property(
      'POST',
      '/api/board/notices',
      badBodies(
        { uid: staff, category: 'Notice', title: '제목', content: '내용' },
        { uid: badUid, title: badTitle, content: badContent, category: fc.oneof(notString, fc.string().filter((x) => x !== 'Notice')) },
      ),
    ));

  it('PATCH /board/notices/{id}', () =>
    property('PATCH', `/api/board/notices/${noticeId}`, badBodies({ uid: staff, title: '제목', content: '내용' }, { uid: badUid, title: badTitle, content: badContent })));

  it('POST /board/events', () =>
    property(
      'POST',
      '/api/board/events',
      badBodies(
        { uid: club, title: '이벤트', detail: '내용', start_time: '2025-09-25T15:00:00+09:00', end_time: '2025-09-25T16:00:00+09:00' },
        { uid: badUid, title: badTitle, detail: badContent, start_time: badInstant, end_time: badInstant },
      ),
    ));

  it('DELETE /board/{id}', () => property('DELETE', `/api/board/${noticeId}`, badBodies({ uid: staff }, { uid: badUid }), 1000));

  it('POST /admin/login', () =>
    property('POST', '/api/admin/login', badBodies({ admin_code: 'x' }, { admin_code: fc.oneof(notString, fc.constant(''), longString(201)) })));

  it('POST /game/games/start/', () => property('POST', '/api/game/games/start/', badBodies({ user_id: 'none' }, { user_id: badUserId }, true)));

  it('POST /game/games/success/', () =>
    property('POST', '/api/game/games/success/', badBodies({ user_id: 'x' }, { user_id: fc.oneof(badUserId, fc.string({ maxLength: 64 })) })));

  it('POST /game/games/coupon/', () =>
    property(
      'POST',
      '/api/game/games/coupon/',
      badBodies(
        { user_id: 'x', booth_name: '프론티어' },
        { user_id: fc.oneof(badUserId, fc.string({ maxLength: 64 })), booth_name: fc.oneof(notString, fc.constant(''), longString(101)) },
      ),
    ));

  it('POST /api/common/translations/resolve/ and resolve-batch/', async () => {
    await property(
      'POST',
      '/api/api/common/translations/resolve/',
      badBodies(
        { entity_type: 'booth', entity_id: 1, field: 'BoothName', source_lang: 'ko', target_lang: 'en', source_text: '부스' },
        {
          entity_type: fc.oneof(notString, fc.string().filter((x) => !['booth', 'stage', 'board', 'notice', 'developer', 'writer', 'location'].includes(x))),
          target_lang: fc.oneof(notString, fc.string().filter((x) => !['ko', 'en', 'ja', 'zh-CN'].includes(x))),
          source_text: fc.oneof(notString, longString(5001)),
        },
      ),
      1000,
    );
    await property(
      'POST',
      '/api/api/common/translations/resolve-batch/',
      badBodies(
        { target_lang: 'en', items: [] },
        {
          target_lang: fc.oneof(notString, fc.string().filter((x) => !['ko', 'en', 'ja', 'zh-CN'].includes(x))),
          items: fc.oneof(fc.oneof(fc.integer(), fc.string(), fc.boolean(), obj), fc.array(fc.oneof(fc.integer(), fc.string(), fc.constant(null)), { minLength: 1, maxLength: 3 })),
        },
      ),
      1000,
    );
  });

  it('POST /board/losts (multipart)', async () => {
    const before = await fingerprint();
    const field = fc.oneof(fc.string({ maxLength: 20 }), blank, longString(201));
    await fc.assert(
      fc.asyncProperty(
        fc.record({ uid: fc.oneof(fc.constant(staff), fc.string({ maxLength: 10 })), title: field, content: fc.oneof(blank, fc.string({ maxLength: 20 })), location: field }),
        fc.option(fc.uint8Array({ minLength: 0, maxLength: 64 }), { nil: undefined }),
        async (fields, image) => {
          // Make sure at least one thing is bad: a blank content or random image bytes.
          const f = new FormData();
          for (const [k, v] of Object.entries(fields)) f.set(k, v);
          const bytes = image && image.length ? image : null;
          if (!bytes) f.set('content', ' ');
          else {
            bytes[0] = 0; // never a JPEG/PNG/WebP signature
            f.set('image', new Blob([bytes]), 'x.jpg');
          }
          const res = await s.app.request('/api/board/losts', { method: 'POST', body: f });
          const body = await res.json();
          if (res.status < 400 || res.status >= 500 || !body.message) throw new Error(`losts → ${res.status} ${JSON.stringify(body)}`);
        },
      ),
      { numRuns: 1000 },
    );
    expect(await fingerprint()).toBe(before);
  });

  it('GET paths with bad ids, dates and slots', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ minLength: 1, maxLength: 12 }).filter((x) => !/^[1-9]\d{0,8}$/.test(x) || Number(x) > 1000).map((x) => `/api/booths/detail/${encodeURIComponent(x)}/`),
          fc.string({ minLength: 1, maxLength: 12 }).filter((x) => !/^[1-9]\d{0,8}$/.test(x)).map((x) => `/api/board/${encodeURIComponent(x)}/related`),
          fc.tuple(badDate.filter((x): x is string => typeof x === 'string' && x.length > 0), fc.constant('15:00')).map(([d, t]) => `/api/stage/days/${encodeURIComponent(d)}/schedules/${t}`),
          // '.' is the day itself once the path is resolved (/schedules/ answers the whole day, issue 16 item 18).
          fc.string({ minLength: 1, maxLength: 6 }).filter((x) => !/^([01]\d|2[0-3]):[0-5]\d$/.test(x) && x !== '.').map((t) => `/api/stage/days/2025-09-25/schedules/${encodeURIComponent(t)}`),
        ),
        async (path) => {
          const res = await s.app.request(path);
          if (res.status < 400 || res.status >= 500) throw new Error(`${path} → ${res.status}`);
          const body = await res.json();
          if (!body.message) throw new Error(`${path}: no message`);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('answers huge bodies with 413 before reading them', async () => {
    const before = await fingerprint();
    const huge = JSON.stringify({ title: 'x'.repeat(200_000) });
    for (const [method, url] of [
      ['POST', '/api/booths/list/'],
      ['POST', '/api/board/notices'],
      ['POST', '/api/game/games/start/'],
      ['POST', '/api/admin/login'],
    ]) {
      const res = await s.app.request(url, { method, body: huge, headers: { 'content-type': 'application/json' } });
      expect(res.status, url).toBe(413);
      expect((await res.json()).message).toMatch(/too large/);
    }
    const f = new FormData();
    f.set('uid', staff);
    f.set('image', new Blob([new Uint8Array(2 * 1024 * 1024)]), 'big.jpg');
    const res = await s.app.request('/api/board/losts', { method: 'POST', body: f });
    expect(res.status).toBe(413);
    expect(await fingerprint()).toBe(before);
  });
});
