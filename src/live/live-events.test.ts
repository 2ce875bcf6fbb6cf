import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { BoothDetail, BoothListItem } from '@contract/types';
import { queryKeys } from '@/api/query-client';
import { applyLiveEvent } from './live-events';

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
const isStale = (qc: QueryClient, key: readonly unknown[]) => qc.getQueryState(key)?.isInvalidated ?? false;

describe('applyLiveEvent', () => {
  it('writes a saved urgent notice into the cache and hands it back for the toast; a cleared one empties it', () => {
    const qc = client();
    qc.setQueryData(queryKeys.emergency(), { id: 1, title: 'old', content: 'old' });
    const u = applyLiveEvent(qc, 'urgent', { id: 1, title: '동문 이용', content: '본무대 혼잡' });
    expect(u).toEqual({ id: 1, title: '동문 이용', content: '본무대 혼잡' });
    expect(qc.getQueryData(queryKeys.emergency())).toEqual({ id: 1, title: '동문 이용', content: '본무대 혼잡' });
    applyLiveEvent(qc, 'urgent', { id: 1, cleared: true });
    expect(qc.getQueryData(queryKeys.emergency())).toBeNull();
  });

  it('a notice too long for the wire arrives as a refetch of the urgent notice', () => {
    const qc = client();
    qc.setQueryData(queryKeys.emergency(), { id: 1, title: 'old', content: 'old' });
    applyLiveEvent(qc, 'urgent', { refetch: true });
    expect(isStale(qc, queryKeys.emergency())).toBe(true);
  });

  it('a booth created or deleted in the console makes every booth list and page read again', () => {
    const qc = client();
    const list = queryKeys.boothList({ types: ['FoodTruck'] });
    qc.setQueryData(list, [{ booth_id: 28 }] as BoothListItem[]);
    qc.setQueryData(queryKeys.boothDetail(46), { booth_id: 46 } as BoothDetail);
    qc.setQueryData(queryKeys.emergency(), null);
    applyLiveEvent(qc, 'booths', { booth_id: 46, change: 'deleted' });
    expect(isStale(qc, list)).toBe(true);
    expect(isStale(qc, queryKeys.boothDetail(46))).toBe(true);
    expect(isStale(qc, queryKeys.emergency())).toBe(false);
  });

  it('moves a like count in the booth detail and in every list holding the booth', () => {
    const qc = client();
    qc.setQueryData(queryKeys.boothDetail(7), { booth_id: 7, like_cnt: 3 } as BoothDetail);
    const req = { top_liked_3: true };
    qc.setQueryData(queryKeys.boothList(req), [{ booth_id: 7, like_cnt: 3 }, { booth_id: 2, like_cnt: 9 }] as BoothListItem[]);
    applyLiveEvent(qc, 'likes', { booth_id: 7, count: 6 });
    expect(qc.getQueryData<BoothDetail>(queryKeys.boothDetail(7))!.like_cnt).toBe(6);
    expect(qc.getQueryData<BoothListItem[]>(queryKeys.boothList(req))!.map((b) => b.like_cnt)).toEqual([6, 9]);
  });

  it('refreshes the ranking lists only on a ranking change, the board on a post, the stage at the hour', () => {
    const qc = client();
    const top = queryKeys.boothList({ top_liked_3: true });
    const all = queryKeys.boothList({ ordering: '-likes' } as never);
    qc.setQueryData(top, []);
    qc.setQueryData(all, []);
    qc.setQueryData(queryKeys.boardList(), []);
    qc.setQueryData(queryKeys.stage('2025-09-25', '18:00'), {});
    applyLiveEvent(qc, 'ranking', { top: [7, 2, 1] });
    expect([isStale(qc, top), isStale(qc, all)]).toEqual([true, false]);
    applyLiveEvent(qc, 'post', { id: 9, action: 'created', category: 'Notice' });
    expect(isStale(qc, queryKeys.boardList())).toBe(true);
    applyLiveEvent(qc, 'stage', { date: '2025-09-25', slot: '19:00' });
    expect(isStale(qc, queryKeys.stage('2025-09-25', '18:00'))).toBe(true);
  });

  it('ignores what it does not understand', () => {
    const qc = client();
    expect(applyLiveEvent(qc, 'likes', 'nonsense')).toBeNull();
    expect(applyLiveEvent(qc, 'unknown', {})).toBeNull();
  });
});
