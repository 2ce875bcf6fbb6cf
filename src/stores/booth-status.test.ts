import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { queryKeys } from '@/api/query-client';
import { applyLiveEvent } from '@/live/live-events';
import { boothStatusStore } from './booth-status';

const LIST = {
  now: '2025-09-25T19:00:00+09:00',
  statuses: [{ booth_id: 3, status: 'open' as const, updated_at: '2025-09-25T18:50:00+09:00', soldout_menus: 0, line: null }],
};

describe('booth status store and the live status event', () => {
  afterEach(() => boothStatusStore.reset());

  it('adds or replaces the booth of a live status event, in booth order', () => {
    boothStatusStore.reset(LIST);
    const qc = new QueryClient();
    applyLiveEvent(qc, 'status', { booth_id: 1, status: 'long', updated_at: '2025-09-25T19:00:00+09:00', soldout_menus: 1 });
    applyLiveEvent(qc, 'status', { booth_id: 3, status: 'closed', updated_at: '2025-09-25T19:01:00+09:00', soldout_menus: 0 });
    expect(boothStatusStore.snapshot()!.statuses).toEqual([
      { booth_id: 1, status: 'long', updated_at: '2025-09-25T19:00:00+09:00', soldout_menus: 1, line: null },
      { booth_id: 3, status: 'closed', updated_at: '2025-09-25T19:01:00+09:00', soldout_menus: 0, line: null },
    ]);
  });

  it('a menu change refetches that booth detail', () => {
    boothStatusStore.reset(LIST);
    const qc = new QueryClient({ defaultOptions: { queries: { gcTime: Infinity } } });
    qc.setQueryData(queryKeys.boothDetail(3), { booth_id: 3 });
    applyLiveEvent(qc, 'status', { booth_id: 3, status: 'open', updated_at: '2025-09-25T18:50:00+09:00', soldout_menus: 2, menus_changed: true });
    expect(qc.getQueryState(queryKeys.boothDetail(3))?.isInvalidated).toBe(true);
    expect(boothStatusStore.snapshot()!.statuses[0].soldout_menus).toBe(2);
  });

  it('ignores an event without a booth, and a booth without any status yet stays out of the list', () => {
    boothStatusStore.reset(LIST);
    const qc = new QueryClient();
    applyLiveEvent(qc, 'status', { status: 'open' });
    applyLiveEvent(qc, 'status', { booth_id: 9, status: null, updated_at: null, soldout_menus: 1, menus_changed: true });
    expect(boothStatusStore.snapshot()).toEqual(LIST);
  });

  it("a line's event sets the booth's wait from the line, and its closing falls back to the admin's status", () => {
    boothStatusStore.reset(LIST);
    const qc = new QueryClient();
    const line = { status: 'long', waiting: 2, est_wait_minutes: 10 };
    // Booth 5 has no status of its admin's: the open line alone gives it an entry.
    applyLiveEvent(qc, 'status', { booth_id: 5, status: null, updated_at: null, soldout_menus: 0, line });
    applyLiveEvent(qc, 'status', { booth_id: 3, status: 'open', updated_at: '2025-09-25T18:50:00+09:00', soldout_menus: 0, line });
    expect(boothStatusStore.snapshot()!.statuses).toEqual([
      { booth_id: 3, status: 'open', updated_at: '2025-09-25T18:50:00+09:00', soldout_menus: 0, line },
      { booth_id: 5, status: null, updated_at: null, soldout_menus: 0, line },
    ]);
    applyLiveEvent(qc, 'status', { booth_id: 5, status: null, updated_at: null, soldout_menus: 0, line: null });
    applyLiveEvent(qc, 'status', { booth_id: 3, status: 'open', updated_at: '2025-09-25T18:50:00+09:00', soldout_menus: 0, line: null });
    expect(boothStatusStore.snapshot()).toEqual(LIST);
  });
});
