import { describe, expect, it } from 'vitest';
import type { BoardPost } from '@contract/types';
import { SAMPLE_POSTS } from '@contract/sample/posts';
import { isBoardTab, isEventEnded, matchesSearch, orderAll, postsForTab, truncateWriter } from './board-order';

function post(id: number, category: BoardPost['category'], createdAt: string, more: Partial<BoardPost> = {}): BoardPost {
  return {
    id,
    category,
    title: `title ${id}`,
    writer: 'writer',
    content: '',
    detail: '',
    booth_id: null,
    booth_name: null,
    booth_location: null,
    created_at: createdAt,
    start_time: null,
    end_time: null,
    event_time: null,
    image: null,
    images: [],
    location: null,
    is_emergency: false,
    ...more,
  };
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

describe('postsForTab', () => {
  const posts = [
    post(1, 'Notice', day(22, 9)),
    post(2, 'LostItem', day(23, 9)),
    post(3, 'LostItem', day(24, 9)),
    post(4, 'Notice', day(25, 9), { is_emergency: true }),
  ];
  it('filters one category, newest first', () => {
    expect(postsForTab(posts, 'LostItem').map((p) => p.id)).toEqual([3, 2]);
    expect(postsForTab(posts, 'Event')).toEqual([]);
  });
  it('never lists the emergency notice', () => {
    expect(postsForTab(posts, 'Notice').map((p) => p.id)).toEqual([1]);
    expect(postsForTab(posts, 'ALL').map((p) => p.id)).toEqual([1, 3, 2]);
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

describe('truncateWriter', () => {
  it('keeps names of up to 20 characters', () => {
    expect(truncateWriter('축제기획단')).toBe('축제기획단');
    expect(truncateWriter('a'.repeat(20))).toBe('a'.repeat(20));
  });
  it('cuts longer names at 20 characters', () => {
    expect(truncateWriter('가'.repeat(25))).toBe(`${'가'.repeat(20)}…`);
  });
  it('counts characters, not UTF-16 units', () => {
    expect(truncateWriter('😀'.repeat(21))).toBe(`${'😀'.repeat(20)}…`);
  });
  it('handles a missing name', () => {
    expect(truncateWriter(null)).toBe('');
  });
});

describe('isEventEnded', () => {
  const ev = post(1, 'Event', day(24, 9), { end_time: '2025-09-24T15:00:00+09:00' });
  const end = Date.parse('2025-09-24T15:00:00+09:00');
  it('is ended from the end time on', () => {
    expect(isEventEnded(ev, end - 1)).toBe(false);
    expect(isEventEnded(ev, end)).toBe(true);
  });
  it('only applies to events with an end time', () => {
    expect(isEventEnded({ ...ev, category: 'Notice' }, end + 1)).toBe(false);
    expect(isEventEnded({ ...ev, end_time: null }, end + 1)).toBe(false);
  });
});

describe('isBoardTab', () => {
  it('accepts the four tabs only', () => {
    expect(['ALL', 'Notice', 'Event', 'LostItem'].every(isBoardTab)).toBe(true);
    expect(isBoardTab('notice')).toBe(false);
    expect(isBoardTab(null)).toBe(false);
  });
});
