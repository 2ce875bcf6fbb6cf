// Staff change an existing booth's identity (name, category, location, day/night, photo, corners) on PGlite and
// PostgreSQL: the visitor's list and detail show it at once, open pages are told (live `booths`), the audit log
// has before and after, and the old texts leave translation. Club and Major keep to their own booth's
// description, menus and hours (403 with a reason for the rest); every bad field is a 4xx and changes no row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOf, createTestServer, DB_KINDS, type TestServer } from './test/harness';
import { openLiveEvents } from './test/live-events';

const NOW = '2025-09-25T13:00:00+09:00';
// A 1x1 PNG.
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC';
/** The photo booth of the sample (a day booth with three corners), tied to the third Club account. */
const BOOTH = 13;
const OLD_NAME = '빛그림 즉석 사진관';

describe.each(DB_KINDS)('booth identity edits on %s', (kind) => {
  let s: TestServer;
  let staff: string;
  let stuco: string;
  let owner: string;
  let otherClub: string;

  beforeAll(async () => {
    s = await createTestServer(kind, { now: NOW });
    staff = await s.login('Staff');
    stuco = await s.login('Stuco');
    owner = await s.login('Club', 2);
    otherClub = await s.login('Club', 0);
    expect(adminOf('Club', 2).boothId).toBe(BOOTH);
  });
  afterAll(() => s?.stop());

  /** Everything an identity edit could change, as one string. */
  const fingerprint = async () =>
    JSON.stringify(
      await s.query(
        `select (select row_to_json(b) from (select name, category, location_id, is_night, is_dorder, image_url, description from booths where id = ${BOOTH}) b) as booth,
                (select string_agg(name, '|' order by position) from booth_corners where booth_id = ${BOOTH}) as corners,
                (select count(*)::int from audit_log) as audit`,
      ),
    );
  const patch = (body: unknown) => s.call('PATCH', `/api/console/booths/${BOOTH}`, body);

  it('refuses identity changes from Club, Major and Stuco with the reason, and changes no row', async () => {
    const before = await fingerprint();
    const own = await patch({ uid: owner, name: '새 이름' });
    expect(own.status).toBe(403);
    expect(own.body).toEqual({ error: 'identity_staff_only', message: 'only Staff can change a booth’s name, category, location, photo or corners' });
    for (const body of [{ uid: owner, location_id: 3 }, { uid: owner, image: null }, { uid: owner, corners: [] }, { uid: owner, description: '설명', category: 'Store' }]) {
      const r = await patch(body);
      expect(r.status, JSON.stringify(body)).toBe(403);
      expect(r.body.error).toBe('identity_staff_only');
    }
    expect((await patch({ uid: otherClub, name: '새 이름' })).body.error).toBe('not_your_booth');
    expect((await patch({ uid: stuco, name: '새 이름' })).status).toBe(403);
    expect(await fingerprint()).toBe(before);
    // Their own booth's description, menus and hours stay theirs.
    const ok = await patch({ uid: owner, description: '즉석 사진을 찍어 드려요' });
    expect(ok.status).toBe(200);
  });

  it('refuses a bad identity with a 4xx naming the problem, and changes no row', async () => {
    const before = await fingerprint();
    const cases: [Record<string, unknown>, number, string | RegExp, string?][] = [
      [{ name: '  ' }, 400, 'please enter the booth name', 'name:name_required'],
      [{ name: '=HYPERLINK("x")' }, 400, /may not start with/, 'name:name_chars'],
      [{ name: '가'.repeat(61) }, 400, /at most 60 characters/, 'name:name_too_long'],
      [{ location_id: 999 }, 400, 'choose a location of the festival', 'location:location_unknown'],
      [{ category: 'Toilet', corners: [] }, 400, /a toilet has no menus/, 'menus:menus_not_for_toilet'],
      [{ is_night: true }, 400, /only a day booth has corners/, 'corners:corners_day_booth_only'],
      [{ category: 'Castle' }, 400, /category must be one of/],
      [{ corners: ['<b>'] }, 400, /corner 1: a name of 1 to 40 characters/, 'corners.0:corner_name'],
      [{ location_id: '3' }, 400, 'location_id must be a number'],
      [{ image: 'data:image/png;base64,AAAA' }, 415, 'only JPEG, PNG or WebP images can be attached'],
      [{ image: 'https://example.com/x.png' }, 400, /data:image/],
      [{ image: `data:image/png;base64,${'A'.repeat(1_600_000)}` }, 413, /1MB/],
      [{ name: 'ok', is_dorder: 'yes' }, 400, 'is_dorder must be true or false'],
    ];
    for (const [change, status, message, problem] of cases) {
      const r = await patch({ uid: staff, ...change });
      expect(r.status, JSON.stringify(change).slice(0, 80)).toBe(status);
      if (typeof message === 'string') expect(r.body.message).toBe(message);
      else expect(r.body.message).toMatch(message);
      if (problem) {
        expect(r.body.error).toBe('invalid_booth');
        expect(r.body.problems.map((p: { field: string; code: string }) => `${p.field}:${p.code}`)).toEqual([problem]);
      }
    }
    expect((await s.call('PATCH', '/api/console/booths/99999', { uid: staff, name: '없는 부스' })).status).toBe(404);
    expect(await fingerprint()).toBe(before);
  });

  it('Staff rename, move and re-photo a booth: the visitor sees it at once, open pages are told, the audit log has before and after', async () => {
    const stream = await openLiveEvents<{ booth_id: number; change: string }>(s, 'booths');
    const r = await patch({ uid: staff, name: ' 빛그림 사진관 ', location_id: 3, image: PNG, corners: ['즉석 인화', '포토존'] });
    expect(r.status).toBe(200);
    await expect.poll(() => stream.events, { timeout: 3000, interval: 20 }).toEqual([{ booth_id: BOOTH, change: 'updated' }]);
    await stream.close();

    const detail = await s.call('GET', `/api/booths/${BOOTH}/`);
    expect(detail.body).toMatchObject({ name: '빛그림 사진관', category: 'Booth', location: { id: 3 }, location_name: '다향관' });
    expect(detail.body.corners.map((c: { name?: string; corner_name?: string }) => c.name ?? c.corner_name)).toEqual(['즉석 인화', '포토존']);
    expect(detail.body.image_url).toMatch(/^\/api\/uploads\/[a-f0-9]{32}\.png$/);
    expect((await s.call('GET', detail.body.image_url)).status).toBe(200);
    const list = await s.call('POST', '/api/booths/list/', { types: ['Booth'] });
    const listed = (list.body.results ?? list.body.booths).find((b: { booth_id?: number; id?: number }) => (b.booth_id ?? b.id) === BOOTH);
    expect(listed).toMatchObject({ name: '빛그림 사진관' });

    const [entry] = await s.query<{ action: string; entity: string; entity_id: string; before: string; after: string }>(
      'select action, entity, entity_id, before, after from audit_log order by id desc limit 1',
    );
    expect(entry).toMatchObject({ action: 'update', entity: 'booth', entity_id: String(BOOTH) });
    expect(JSON.parse(entry.before)).toMatchObject({ name: OLD_NAME, location_id: 7, image: '/images/booths/photo.svg', corners: '즉석 인화, 폴라로이드 포토존, 필름 카메라 체험' });
    expect(JSON.parse(entry.after)).toMatchObject({ name: '빛그림 사진관', location_id: 3, image: detail.body.image_url, corners: '즉석 인화, 포토존' });

    // Translate-on-write drops the old name's translations; the new place's name (known to the memory) is stored.
    await s.translationSync.idle();
    const texts = async () =>
      (await s.query<{ source_text: string }>(`select distinct source_text from translations where entity_type = 'booth' and entity_id = '${BOOTH}'`)).map((r) => r.source_text);
    await expect.poll(texts, { timeout: 10_000, interval: 100 }).toContain('다향관');
    expect(await texts()).not.toContain(OLD_NAME);

    // Removing the photo deletes the upload.
    const removed = await patch({ uid: staff, image: null });
    expect(removed.status).toBe(200);
    const [row] = await s.query<{ image_url: string | null }>(`select image_url from booths where id = ${BOOTH}`);
    expect(row.image_url).toBeNull();
    expect((await s.call('GET', detail.body.image_url)).status).toBe(404);
  });

  it('changes the category with what it carries: a day booth becomes a store without corners', async () => {
    const r = await patch({ uid: staff, category: 'Store', corners: [] });
    expect(r.status).toBe(200);
    const detail = await s.call('GET', `/api/booths/${BOOTH}/`);
    expect(detail.body).toMatchObject({ category: 'Store', corners: [] });
    const [entry] = await s.query<{ before: string; after: string }>('select before, after from audit_log order by id desc limit 1');
    expect(JSON.parse(entry.after)).toMatchObject({ category: 'Store', corners: '' });
    expect(JSON.parse(entry.before)).toMatchObject({ category: 'Booth' });
  });
});
