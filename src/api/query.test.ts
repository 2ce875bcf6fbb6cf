import { describe, expect, it } from 'vitest';
import { TIMING } from '@contract/constants';
import { SAMPLE_POSTS } from '@contract/sample/posts';
import { boothDetailQuery, boothListQuery, createQueryClient, eventQuery, stageQuery, successCountQuery } from './query';
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
