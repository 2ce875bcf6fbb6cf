import { describe, expect, it } from 'vitest';
import type { BoardPost } from '@contract/types';
import { isBoardTab, isEventEnded, postsForTab, truncateWriter } from './board-order';

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
