// What the offline banner shows: whether the app is offline, and how old the data on screen is.
import { useState, useSyncExternalStore } from 'react';
import { onlineManager, useIsFetching, useQueryClient, type QueryClient } from '@tanstack/react-query';
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

export function useOfflineStatus(): OfflineStatus {
  const client = useQueryClient();
  const online = useSyncExternalStore(subscribeOnline, isOnline, () => true);
  const updated = useSyncExternalStore(
    (cb) => client.getQueryCache().subscribe(cb),
    () => oldestShown(client),
    () => null,
  );
  const fetching = useIsFetching();
  const [wasOffline, setWasOffline] = useState(!online);
  // Adjusted while rendering (React's pattern for state derived from a change), so no effect is needed.
  if (!online && !wasOffline) setWasOffline(true);
  if (online && wasOffline && fetching === 0) setWasOffline(false);

  const mode = !online ? 'offline' : wasOffline && fetching > 0 ? 'refreshing' : null;
  // Fetch times are the device's; the festival's clock may be replayed (src/lib/clock.ts).
  return { mode, updatedAt: updated === null ? null : updated + (nowMs() - Date.now()) };
}
