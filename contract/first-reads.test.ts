import { describe, expect, it } from 'vitest';
import { SAMPLE_FESTIVAL } from './festival-data';
import { firstReads } from './first-reads';
import { EVENTS_REQUEST, RANKING_REQUEST } from './rules/home';
import { pageReadKey } from './page-reads';

const at = (iso: string) => Date.parse(iso);

describe('page reads', () => {
  it('names a read the same whatever order its body was built in, and apart by language', () => {
    expect(pageReadKey('post', '/booths/list/', undefined, { b: 1, a: [{ y: 2, x: 1 }] })).toBe('POST /booths/list/ {"a":[{"x":1,"y":2}],"b":1}');
    expect(pageReadKey('POST', '/booths/list/', undefined, { a: [{ x: 1, y: 2 }], b: 1, c: undefined })).toBe(
      pageReadKey('POST', '/booths/list/', undefined, { b: 1, a: [{ y: 2, x: 1 }] }),
    );
    expect(pageReadKey('GET', '/stage/days/2025-09-24/schedules/15:00', { lang: 'en' })).toBe('GET /stage/days/2025-09-24/schedules/15:00?lang=en');
    expect(pageReadKey('GET', '/board/', { size: 10, page: 1, lang: 'ja' })).toBe(pageReadKey('GET', '/board/', { lang: 'ja', page: 1, size: 10 }));
    expect(pageReadKey('GET', '/board/', { page: 1, size: 10 })).toBe('GET /board/?page=1&size=10');
  });

  it("home reads its lists, the slot on now and each day's first slot once", () => {
    const during = firstReads('home', SAMPLE_FESTIVAL, at('2025-09-25T17:30:00+09:00'));
    expect(during).toEqual([
      { method: 'POST', path: '/booths/list/', body: EVENTS_REQUEST },
      { method: 'POST', path: '/booths/list/', body: RANKING_REQUEST },
      { method: 'GET', path: '/stage/days/2025-09-25/schedules/17:00' },
      { method: 'GET', path: '/stage/days/2025-09-24/schedules/15:00' },
      { method: 'GET', path: '/stage/days/2025-09-25/schedules/15:00' },
      { method: 'GET', path: '/stage/days/2025-09-26/schedules/15:00' },
    ]);
    // At 15:10 the slot on now is the first slot: asked once.
    expect(firstReads('home', SAMPLE_FESTIVAL, at('2025-09-24T15:10:00+09:00')).filter((r) => r.path.endsWith('2025-09-24/schedules/15:00'))).toHaveLength(1);
    // At night no slot is on.
    expect(firstReads('home', SAMPLE_FESTIVAL, at('2025-09-24T22:00:00+09:00'))).toHaveLength(5);
    expect(firstReads('developers', SAMPLE_FESTIVAL, at('2025-09-24T22:00:00+09:00'))).toEqual([]);
  });

  it("the timetable reads its entry's slot; a booth page its booth", () => {
    expect(firstReads('timetable', SAMPLE_FESTIVAL, at('2025-09-25T17:30:00+09:00'))).toEqual([{ method: 'GET', path: '/stage/days/2025-09-25/schedules/17:00' }]);
    expect(firstReads('timetable', SAMPLE_FESTIVAL, at('2025-09-25T22:00:00+09:00'))).toEqual([{ method: 'GET', path: '/stage/days/2025-09-25/schedules/15:00' }]);
    expect(firstReads('timetable', SAMPLE_FESTIVAL, at('2025-09-20T17:00:00+09:00'))).toEqual([{ method: 'GET', path: '/stage/days/2025-09-24/schedules/15:00' }]);
    expect(firstReads('booth', SAMPLE_FESTIVAL, 0, '/booth/12')).toEqual([{ method: 'GET', path: '/booths/12/' }]);
    expect(firstReads('booth', SAMPLE_FESTIVAL, 0, '/booth/abc')).toEqual([]);
  });

  it("the board reads the page and category of its address; a tab it does not know is the ALL tab's", () => {
    expect(firstReads('board', SAMPLE_FESTIVAL, 0, '/board')).toEqual([{ method: 'GET', path: '/board/', query: { page: 1, size: 10 } }]);
    expect(firstReads('board', SAMPLE_FESTIVAL, 0, '/board', '?category=LostItem&page=3')).toEqual([
      { method: 'GET', path: '/board/', query: { page: 3, size: 10, category: 'LostItem' } },
    ]);
    expect(firstReads('board', SAMPLE_FESTIVAL, 0, '/board', '?category=ALL&page=x')).toEqual([{ method: 'GET', path: '/board/', query: { page: 1, size: 10 } }]);
    expect(firstReads('board', SAMPLE_FESTIVAL, 0, '/board', '?category=Bogus')).toEqual([{ method: 'GET', path: '/board/', query: { page: 1, size: 10 } }]);
  });
});
