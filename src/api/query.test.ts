import { describe, expect, it } from 'vitest';
import { TIMING } from '@contract/constants';
import { SAMPLE_POSTS } from '@contract/sample/posts';
import { setMockNow } from '@mocks/state';
import { boardPageQuery } from './board-pages';
import { eventQuery, stageQuery, successCountQuery } from './query';
import { boothDetailQuery, boothListQuery, createQueryClient, queryKeys } from './query-client';
import { withMockServer } from './test-server';

withMockServer();

describe('createQueryClient', () => {
  it('keeps data fresh 5 minutes, no refetch on focus, one retry for reads and none for writes', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({ staleTime: TIMING.staleMs, refetchOnWindowFocus: false, retry: 1 });
    expect(defaults.mutations).toMatchObject({ retry: 0 });
  });
});

describe('query keys', () => {
  it('equal booth-list requests share a key whatever their field order', () => {
    const a = boothListQuery({ types: ['Booth'], ordering: '-likes', top_liked_3: true }).queryKey;
    const b = boothListQuery({ top_liked_3: true, ordering: '-likes', types: ['Booth'], date: undefined }).queryKey;
    expect(a).toEqual(b);
    expect(boothListQuery({ types: ['Toilet'] }).queryKey).not.toEqual(a);
  });

  it('a board page is keyed by page, size, category and trimmed search, under the board list', () => {
    const a = boardPageQuery({ page: 2 }).queryKey;
    expect(a).toEqual(boardPageQuery({ page: 2, size: 10, category: null, search: '  ' }).queryKey);
    expect(boardPageQuery({ page: 1, search: ' 지갑 ' }).queryKey).toEqual(boardPageQuery({ page: 1, search: '지갑' }).queryKey);
    expect(boardPageQuery({ page: 3 }).queryKey).not.toEqual(a);
    expect(boardPageQuery({ page: 2, category: 'Notice' }).queryKey).not.toEqual(a);
    // Live events and admin writes invalidate the board list: every page is under it.
    expect(a.slice(0, 2)).toEqual([...queryKeys.boardList()]);
  });

  it('ids as number or string share a key', () => {
    expect(boothDetailQuery(4).queryKey).toEqual(boothDetailQuery('4').queryKey);
    expect(stageQuery('2025-09-25', '15:00').queryKey).not.toEqual(stageQuery('2025-09-25', '16:00').queryKey);
  });
});

describe('fetching through the query client', () => {
  it('loads a stage schedule and the success count from the mock server', async () => {
    const client = createQueryClient();
    const stage = await client.fetchQuery(stageQuery('2025-09-25', '15:00'));
    expect(stage.club.current_slot.map((s) => s.name)).toEqual(['밴드 아우성', '어쿠스틱 여울']);
    expect(stage.celebrity).toHaveLength(3);
    expect(typeof (await client.fetchQuery(successCountQuery()))).toBe('number');
  });

  it('prefetches a board page once; the page is asked again only when the board list is invalidated', async () => {
    setMockNow('2025-09-27T12:00:00+09:00');
    try {
      const client = createQueryClient();
      const next = boardPageQuery({ page: 2, category: 'Event' });
      await client.prefetchQuery(next);
      const page = client.getQueryData(next.queryKey)!;
      expect(page).toMatchObject({ page: 2, size: 10 });
      expect(page.results.length).toBeGreaterThan(0);
      expect(page.results.every((p) => p.category === 'Event')).toBe(true);
      await client.prefetchQuery(next);
      expect(client.getQueryState(next.queryKey)?.dataUpdateCount).toBe(1);
      await client.invalidateQueries({ queryKey: queryKeys.boardList() });
      expect(client.getQueryState(next.queryKey)?.isInvalidated).toBe(true);
      await client.prefetchQuery(next);
      expect(client.getQueryState(next.queryKey)?.dataUpdateCount).toBe(2);
    } finally {
      setMockNow(null);
    }
  });

  it('caches an event once per id', async () => {
    const id = SAMPLE_POSTS.find((p) => p.category === 'Event')!.id;
    const client = createQueryClient();
    const first = await client.fetchQuery(eventQuery(id));
    expect(first.id).toBe(id);
    expect(client.getQueryState(eventQuery(id).queryKey)?.dataUpdateCount).toBe(1);
    const second = await client.fetchQuery(eventQuery(id));
    expect(second).toBe(first);
    expect(client.getQueryState(eventQuery(id).queryKey)?.dataUpdateCount).toBe(1);
  });
});
