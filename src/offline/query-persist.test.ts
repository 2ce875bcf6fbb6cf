import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, onlineManager } from '@tanstack/react-query';
import { persistQueries, takeDrawnQueries } from './query-persist';
import { setServerBlocks } from '@/lib/page-blocks';

const KEY = 'queryCache.v1';

/** A Storage-shaped map: node has no localStorage. */
function fakeStorage(): Storage {
  const m = new Map<string, string>();
  return {
    get length() {
      return m.size;
    },
    clear: () => m.clear(),
    getItem: (k) => m.get(k) ?? null,
    setItem: (k, v) => void m.set(k, String(v)),
    removeItem: (k) => void m.delete(k),
    key: (i) => [...m.keys()][i] ?? null,
  };
}

describe('persistQueries', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('localStorage', fakeStorage());
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    onlineManager.setOnline(true);
  });

  it('keeps successful reads with the time they were fetched, and gives them back to the next visit', async () => {
    const first = new QueryClient();
    const stop = persistQueries(first);
    vi.setSystemTime(Date.parse('2025-09-25T09:42:00Z'));
    await first.fetchQuery({ queryKey: ['booths', 'list', { types: ['Booth'] }], queryFn: () => [{ booth_id: 1, name: '푸름누리' }] });
    await first.fetchQuery({ queryKey: ['broken'], queryFn: () => Promise.reject(new Error('500')) }).catch(() => undefined);
    expect(localStorage.getItem(KEY)).toBeNull();
    // Saves are gathered for 3 s (live updates change counts every second).
    vi.advanceTimersByTime(2999);
    expect(localStorage.getItem(KEY)).toBeNull();
    vi.advanceTimersByTime(1);
    stop();

    const next = new QueryClient();
    persistQueries(next, Date.parse('2025-09-25T10:00:00Z'));
    const kept = next.getQueryState(['booths', 'list', { types: ['Booth'] }]);
    expect(next.getQueryData(['booths', 'list', { types: ['Booth'] }])).toEqual([{ booth_id: 1, name: '푸름누리' }]);
    expect(kept?.dataUpdatedAt).toBe(Date.parse('2025-09-25T09:42:00Z'));
    expect(next.getQueryState(['broken'])).toBeUndefined();
    // Shown at once, refetched when a screen mounts it.
    expect(kept?.isInvalidated).toBe(true);
  });

  it('drops a copy older than a week, and a corrupt one', () => {
    localStorage.setItem(KEY, JSON.stringify({ savedAt: 0, state: { mutations: [], queries: [{ queryKey: ['x'], queryHash: '["x"]', state: { data: 1, dataUpdatedAt: 0, status: 'success' } }] } }));
    const client = new QueryClient();
    persistQueries(client, 8 * 24 * 3600_000);
    expect(client.getQueryData(['x'])).toBeUndefined();

    localStorage.setItem(KEY, '{not json');
    persistQueries(new QueryClient());
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('starts offline when the browser says so, so fetches pause instead of failing', () => {
    vi.stubGlobal('navigator', { onLine: false });
    persistQueries(new QueryClient());
    expect(onlineManager.isOnline()).toBe(false);
  });

  it('hears the network drop and come back while the page starts, before React subscribes', () => {
    vi.stubGlobal('window', new EventTarget());
    const stop = persistQueries(new QueryClient());
    expect(onlineManager.isOnline()).toBe(true);
    window.dispatchEvent(new Event('offline'));
    expect(onlineManager.isOnline()).toBe(false);
    window.dispatchEvent(new Event('online'));
    expect(onlineManager.isOnline()).toBe(true);
    stop();
  });

  it("takes the queries of the screen the server drew; the reads kept from an earlier visit join after without replacing them", async () => {
    const kept = (key: string, data: unknown, at: number) => ({ queryKey: [key], queryHash: `["${key}"]`, state: { data, dataUpdatedAt: at, status: 'success' } });
    localStorage.setItem(KEY, JSON.stringify({ savedAt: 2_000, state: { mutations: [], queries: [kept('ranking', 'kept', 1_000), kept('map', 'kept', 1_000)] } }));
    const client = new QueryClient();
    setServerBlocks({ 'query-state': JSON.stringify({ mutations: [], queries: [kept('ranking', 'drawn', 5_000)] }) });
    try {
      expect(takeDrawnQueries(client)).toBe(true);
    } finally {
      setServerBlocks(null);
    }
    expect(client.getQueryData(['ranking'])).toBe('drawn');
    expect(client.getQueryData(['map'])).toBeUndefined();
    let taken!: () => void;
    const pageTaken = new Promise<void>((r) => (taken = r));
    persistQueries(client, 3_000, pageTaken);
    expect(client.getQueryData(['map'])).toBeUndefined();
    taken();
    await pageTaken;
    expect(client.getQueryData(['ranking'])).toBe('drawn');
    expect(client.getQueryState(['ranking'])?.isInvalidated ?? false).toBe(false);
    expect(client.getQueryData(['map'])).toBe('kept');
    expect(client.getQueryState(['map'])?.isInvalidated).toBe(true);
  });

  it('a page without a drawn screen, or with a damaged block, has nothing to take', () => {
    const client = new QueryClient();
    expect(takeDrawnQueries(client)).toBe(false);
    setServerBlocks({ 'query-state': '{not json' });
    try {
      expect(takeDrawnQueries(client)).toBe(false);
    } finally {
      setServerBlocks(null);
    }
  });
});
