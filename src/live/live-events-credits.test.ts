// The live `credits` event: Staff changed the developers page's people, so an open /developers reads its list again.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '@/api/query-client';
import { applyLiveEvent } from './live-events';

describe('a live credits event', () => {
  it('marks the developers list stale and leaves the booths and the timetable alone', () => {
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
    qc.setQueryData(queryKeys.developers(), { results: [] });
    qc.setQueryData(queryKeys.boothDetail(1), { booth_id: 1 });
    qc.setQueryData(['stage', '2025-09-25'], []);
    applyLiveEvent(qc, 'credits', { id: 7, change: 'edited' });
    expect(qc.getQueryState(queryKeys.developers())?.isInvalidated).toBe(true);
    expect(qc.getQueryState(queryKeys.boothDetail(1))?.isInvalidated).toBe(false);
    expect(qc.getQueryState(['stage', '2025-09-25'])?.isInvalidated).toBe(false);
  });
});
