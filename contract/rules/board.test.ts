import { describe, expect, it } from 'vitest';
import type { BoardCategory } from '../constants';
import { SAMPLE_POSTS } from '../sample/posts';
import { allGroup, compareNewest, isListed, matchesSearch, orderAll, orderedBoard, wholeBoard } from './board';

interface P {
  id: number;
  category: BoardCategory;
  created_at: string;
  title: string;
  writer: string;
  booth_name?: string | null;
  detail?: string | null;
  content?: string | null;
  is_emergency?: boolean;
}
function post(id: number, category: BoardCategory, createdAt: string, more: Partial<P> = {}): P {
  return { id, category, created_at: createdAt, title: `title ${id}`, writer: 'writer', booth_name: null, detail: '', content: '', ...more };
}
const day = (d: number, h: number) => `2025-09-${String(d).padStart(2, '0')}T${String(h).padStart(2, '0')}:00:00+09:00`;

describe('orderAll', () => {
  it('puts the 4 newest notices first, then the other posts, then the remaining notices', () => {
    const posts = [
      post(1, 'Notice', day(20, 9)),
      post(2, 'Notice', day(21, 9)),
      post(3, 'Event', day(22, 9)),
      post(4, 'Notice', day(23, 9)),
      post(5, 'LostItem', day(24, 9)),
      post(6, 'Notice', day(24, 10)),
      post(7, 'Notice', day(24, 11)),
      post(8, 'Event', day(25, 9)),
    ];
    expect(orderAll(posts).map((p) => p.id)).toEqual([7, 6, 4, 2, 8, 5, 3, 1]);
  });

  it('with 4 notices or fewer, they all lead and nothing trails', () => {
    const posts = [post(1, 'Event', day(24, 9)), post(2, 'Notice', day(22, 9)), post(3, 'LostItem', day(25, 9))];
    expect(orderAll(posts).map((p) => p.id)).toEqual([2, 3, 1]);
  });

  it('orders the sample festival as the spec says', () => {
    const ordered = orderAll(SAMPLE_POSTS.map((p) => post(p.id, p.category, p.created_at)));
    const notices = SAMPLE_POSTS.filter((p) => p.category === 'Notice');
    expect(ordered).toHaveLength(SAMPLE_POSTS.length);
    expect(ordered.slice(0, 4).every((p) => p.category === 'Notice')).toBe(true);
    // the newest notice of the sample is id 27 (26 Sep 11:00)
    expect(ordered[0].id).toBe(27);
    const trailing = ordered.slice(-(notices.length - 4));
    expect(trailing.every((p) => p.category === 'Notice')).toBe(true);
    expect(ordered.slice(4, ordered.length - trailing.length).some((p) => p.category === 'Notice')).toBe(false);
  });
});

describe('matchesSearch', () => {
  const p = post(1, 'Event', day(24, 9), {
    title: '플리마켓 Time Sale',
    writer: '미술학부',
    booth_name: '만해광장 플리마켓',
    detail: '전 품목 할인',
    content: '전 품목 할인',
  });
  it('matches title, writer, booth name and detail, case-insensitively and trimmed', () => {
    expect(matchesSearch(p, '  time SALE ')).toBe(true);
    expect(matchesSearch(p, '미술')).toBe(true);
    expect(matchesSearch(p, '만해광장')).toBe(true);
    expect(matchesSearch(p, '품목')).toBe(true);
    expect(matchesSearch(p, '공연')).toBe(false);
  });
  it('an empty or blank query matches everything', () => {
    expect(matchesSearch(p, '')).toBe(true);
    expect(matchesSearch(p, '   ')).toBe(true);
  });
  it('also matches the translated texts given', () => {
    expect(matchesSearch(p, 'flea market')).toBe(false);
    expect(matchesSearch(p, 'flea market', ['Flea Market time sale'])).toBe(true);
  });
  it('falls back to content when detail is empty', () => {
    expect(matchesSearch({ ...p, detail: '' }, '할인')).toBe(true);
  });
});

describe('the ALL order as a comparator', () => {
  it('(allGroup, compareNewest) sorts like orderAll, so SQL can order by the same keys', () => {
    const posts = SAMPLE_POSTS.map((p) => post(p.id, p.category, p.created_at));
    const notices = [...posts].filter((p) => p.category === 'Notice').sort(compareNewest);
    const rank = new Map(notices.map((p, i) => [p.id, i]));
    const sorted = [...posts].sort(
      (a, b) => allGroup(a.category, rank.get(a.id) ?? -1) - allGroup(b.category, rank.get(b.id) ?? -1) || compareNewest(a, b),
    );
    expect(sorted.map((p) => p.id)).toEqual(orderAll(posts).map((p) => p.id));
  });
  it('the same instant puts the later id first', () => {
    expect([post(1, 'Event', day(24, 9)), post(2, 'Event', day(24, 9))].sort(compareNewest).map((p) => p.id)).toEqual([2, 1]);
  });
});

describe('published by now', () => {
  const now = '2025-09-25T18:30:00+09:00';
  it('lists a post from the instant it was written, never the urgent notice', () => {
    expect(isListed(post(1, 'Notice', now), now)).toBe(true);
    expect(isListed(post(1, 'Notice', '2025-09-25T18:30:01+09:00'), now)).toBe(false);
    expect(isListed(post(1, 'Notice', day(20, 9), { is_emergency: true }), now)).toBe(false);
  });
  it('hides every sample post dated 09-26 at 09-25 18:30', () => {
    const listed = wholeBoard(SAMPLE_POSTS, now);
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.some((p) => p.created_at.startsWith('2025-09-26'))).toBe(false);
    expect(listed.length).toBe(SAMPLE_POSTS.filter((p) => Date.parse(p.created_at) <= Date.parse(now)).length);
  });
});

describe('the two board answers', () => {
  const posts = [
    post(1, 'Notice', day(20, 9), { title: '축제 안내' }),
    post(2, 'Notice', day(21, 9)),
    post(3, 'Event', day(22, 9), { title: '축제 이벤트' }),
    post(4, 'Notice', day(23, 9)),
    post(5, 'LostItem', day(24, 9)),
    post(6, 'Notice', day(24, 10)),
    post(7, 'Notice', day(24, 11)),
    post(8, 'Event', day(27, 9)),
  ];
  const now = day(26, 0);
  it('the whole list is newest first and capped at 500', () => {
    expect(wholeBoard(posts, now).map((p) => p.id)).toEqual([7, 6, 5, 4, 3, 2, 1]);
    const many = Array.from({ length: 600 }, (_, i) => post(i + 1, 'LostItem', day(20, 9)));
    expect(wholeBoard(many, now)).toHaveLength(500);
    expect(wholeBoard(many, now)[0].id).toBe(600);
  });
  it('the ordered board keeps the ALL order over the whole board, then narrows', () => {
    expect(orderedBoard(posts, now).map((p) => p.id)).toEqual([7, 6, 4, 2, 5, 3, 1]);
    expect(orderedBoard(posts, now, { category: 'Notice' }).map((p) => p.id)).toEqual([7, 6, 4, 2, 1]);
    expect(orderedBoard(posts, now, { category: 'ALL' }).map((p) => p.id)).toEqual([7, 6, 4, 2, 5, 3, 1]);
    // Notice 1 is the fifth notice: it stays after the other posts when a search finds it.
    expect(orderedBoard(posts, now, { search: ' 축제 ' }).map((p) => p.id)).toEqual([3, 1]);
  });
});
