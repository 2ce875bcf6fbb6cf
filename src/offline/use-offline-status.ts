// What the offline banner shows: whether the app is offline, and how old the data on screen is.
import { useCallback, useState, useSyncExternalStore } from 'react';
import { onlineManager, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { nowMs } from '@/lib/clock';

export interface OfflineStatus {
  /** null: nothing to say (online, and any refetch after a reconnection is done). */
  mode: 'offline' | 'refreshing' | null;
  /** The oldest fetch time of the data on screen, on the festival's clock; null when none is shown. */
  updatedAt: number | null;
}

const subscribeOnline = (cb: () => void) => onlineManager.subscribe(cb);
const isOnline = () => onlineManager.isOnline();

/** Among the queries a screen is showing, the oldest time of fetch (what "updated" honestly means). */
export function oldestShown(client: QueryClient): number | null {
  let oldest: number | null = null;
  for (const q of client.getQueryCache().getAll()) {
    if (q.getObserversCount() === 0 || q.state.dataUpdatedAt === 0) continue;
    if (oldest === null || q.state.dataUpdatedAt < oldest) oldest = q.state.dataUpdatedAt;
  }
  return oldest;
}

/**
 * Reads under way, counting those waiting for the network: one asked for offline goes out only after the network is
 * back, a moment after the app has heard so (it is still waiting when the app draws that news).
 */
const readsUnderWay = (client: QueryClient): number => client.getQueryCache().findAll({ predicate: (q) => q.state.fetchStatus !== 'idle' }).length;

export function useOfflineStatus(): OfflineStatus {
  const client = useQueryClient();
  const online = useSyncExternalStore(subscribeOnline, isOnline, () => true);
  const [wasOffline, setWasOffline] = useState(!online);
  // Adjusted while rendering (React's pattern for state derived from a change), so no effect is needed.
  if (!online && !wasOffline) setWasOffline(true);
  // Online with nothing to say, the banner reads neither the cache's fetch times nor its fetches: their snapshots stay
  // put, so the changes of a page's first load (each query's observer added, each fetch started and done) draw nothing
  // here. Each of them was a render of its own, in the browser's task that ran the page's effects.
  const watching = !online || wasOffline;
  const cache = client.getQueryCache();
  const subscribeCache = useCallback((cb: () => void) => cache.subscribe(cb), [cache]);
  const updated = useSyncExternalStore(subscribeCache, () => (watching ? oldestShown(client) : null), () => null);
  const fetching = useSyncExternalStore(subscribeCache, () => (watching ? readsUnderWay(client) : 0), () => 0);
  if (online && wasOffline && fetching === 0) setWasOffline(false);

  const mode = !online ? 'offline' : wasOffline && fetching > 0 ? 'refreshing' : null;
  // Fetch times are the device's; the festival's clock may be replayed (src/lib/clock.ts).
  return { mode, updatedAt: updated === null ? null : updated + (nowMs() - Date.now()) };
}
