// The live `map` event (issue 22): Staff changed the campus map or its locations, so /map reads them again.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { SAMPLE_FESTIVAL } from '@contract/festival-data';
import { locationsKey } from '@/api/locations';
import { planKey } from '@/api/plans';
import { queryKeys } from '@/api/query-client';
import { applyLiveEvent } from './live-events';

describe('a live map event', () => {
  it('marks the locations stale and leaves the booth lists alone', () => {
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
    qc.setQueryData(locationsKey, { results: [], map: null });
    qc.setQueryData(queryKeys.boothDetail(1), { booth_id: 1 });
    applyLiveEvent(qc, 'map', { changed: true });
    expect(qc.getQueryState(locationsKey)?.isInvalidated).toBe(true);
    expect(qc.getQueryState(queryKeys.boothDetail(1))?.isInvalidated).toBe(false);
  });

  it('a live festival event (a save, or an imported festival file) reads the locations again too', () => {
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
    qc.setQueryData(locationsKey, { results: [], map: null });
    applyLiveEvent(qc, 'festival', SAMPLE_FESTIVAL);
    expect(qc.getQueryState(locationsKey)?.isInvalidated).toBe(true);
  });

  it('marks every building plan stale, so an open building reads its labels again', () => {
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
    qc.setQueryData(planKey(11), { location_id: 11, image: null, spots: [] });
    qc.setQueryData(planKey(3), { location_id: 3, image: null, spots: [] });
    applyLiveEvent(qc, 'map', { changed: true, plan: 11 });
    expect(qc.getQueryState(planKey(11))?.isInvalidated).toBe(true);
    expect(qc.getQueryState(planKey(3))?.isInvalidated).toBe(true);
    const after = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
    after.setQueryData(planKey(11), { location_id: 11, image: null, spots: [] });
    applyLiveEvent(after, 'festival', SAMPLE_FESTIVAL);
    expect(after.getQueryState(planKey(11))?.isInvalidated).toBe(true);
  });
});
