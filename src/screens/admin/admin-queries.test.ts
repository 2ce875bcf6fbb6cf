import { describe, expect, it } from 'vitest';
import type { BoardPost, EventSummary } from '@contract/types';
import { ownEvents, ownPosts } from './admin-queries';

const post = (id: number, writer: string, created_at: string, extra: Partial<BoardPost> = {}): BoardPost => ({
  id,
  category: 'Notice',
  title: `post ${id}`,
  writer,
  content: '',
  detail: '',
  booth_id: null,
  booth_name: null,
  booth_location: null,
  created_at,
  start_time: null,
  end_time: null,
  event_time: null,
  image: null,
  images: [],
  location: null,
  is_emergency: false,
  ...extra,
});

describe('ownPosts', () => {
  it('keeps only the logged-in writer, never the urgent notice, newest first, each post once', () => {
    const posts = [
      post(1, '축제기획단', '2025-09-24T10:00:00+09:00'),
      post(2, '총학생회', '2025-09-24T11:00:00+09:00'),
      post(3, '축제기획단', '2025-09-25T09:00:00+09:00', { category: 'LostItem' }),
      post(4, '축제기획단', '2025-09-25T12:00:00+09:00', { is_emergency: true }),
      post(3, '축제기획단', '2025-09-25T09:00:00+09:00', { category: 'LostItem' }),
      post(5, '축제기획단 운영팀', '2025-09-25T13:00:00+09:00'),
    ];
    expect(ownPosts(posts, '축제기획단').map((p) => p.id)).toEqual([3, 1]);
  });
  it('shows nothing without a name', () => {
    expect(ownPosts([post(1, '', '2025-09-24T10:00:00+09:00')], '')).toEqual([]);
  });
});

describe('ownEvents', () => {
  const event = (id: number, writer: string): EventSummary => ({
    id,
    title: `event ${id}`,
    writer,
    booth_name: 'booth',
    booth_id: 1,
    start_time: '',
    end_time: '',
    detail: '',
  });
  it("keeps the admin's own events, newest first", () => {
    expect(ownEvents([event(6, '멋쟁이사자처럼'), event(7, '사진동아리 빛그림'), event(14, '멋쟁이사자처럼')], '멋쟁이사자처럼').map((e) => e.id)).toEqual([14, 6]);
  });
  it('shows nothing without a name', () => {
    expect(ownEvents([event(1, '')], '')).toEqual([]);
  });
});
