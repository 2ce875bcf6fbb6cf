// The app's read cache survives a reload: successful queries (with the time each was fetched) are kept in local
// storage and put back before the first render, so every screen seen once has its data, and its age, offline.
// TanStack Query still refetches them behind the copy when the network is there.
import { dehydrate, hydrate, onlineManager, type QueryClient } from '@tanstack/react-query';
import { readRaw, writeRaw } from '@/stores/storage';
import { pageBlock } from '@/lib/page-blocks';

const KEY = 'queryCache.v1';
const MAX_AGE_MS = 7 * 24 * 3600_000;
const MAX_CHARS = 2_000_000;
/** Saves are gathered: live updates change counts every second, and each save stringifies the whole cache. */
const SAVE_AFTER_MS = 3000;

interface Stored {
  savedAt: number;
  state: ReturnType<typeof dehydrate>;
}

function isStored(v: unknown): v is Stored {
  return (
    typeof v === 'object' && v !== null && typeof (v as Stored).savedAt === 'number' && Array.isArray((v as Stored).state?.queries)
  );
}

/** The kept copy back into the cache (older than a week: dropped). */
function restore(client: QueryClient, now: number): void {
  try {
    const raw = readRaw('local', KEY);
    const stored: unknown = raw ? JSON.parse(raw) : null;
    if (isStored(stored) && now - stored.savedAt < MAX_AGE_MS) {
      hydrate(client, stored.state);
      // A kept copy is shown at once but never taken as fresh: every screen refetches it when it mounts. A newer
      // answer already in the cache (the page's own, takeDrawnQueries) stays as it is.
      for (const kept of stored.state.queries) {
        const q = client.getQueryCache().find({ queryKey: kept.queryKey, exact: true });
        if (q && q.state.dataUpdatedAt === kept.state.dataUpdatedAt) q.invalidate();
      }
    }
  } catch {
    writeRaw('local', KEY, null);
  }
}

/**
 * Puts the kept queries back, at once or when `restoreAfter` resolves (a page the server drew: once React has it),
 * and starts keeping them.
 */
export function persistQueries(client: QueryClient, now = Date.now(), restoreAfter?: Promise<void>): () => void {
  // TanStack Query assumes it is online at start, and its own online and offline listeners start only once something
  // subscribes (React, after it has the page): a page opened without a network, or one that drops while it starts,
  // would fail its reads instead of pausing them (the kept data stays on screen) and never say it is offline. It takes
  // the browser's word now, and a subscription of ours starts its listeners with the page.
  if (globalThis.navigator?.onLine === false) onlineManager.setOnline(false);
  const stopFollowing = onlineManager.subscribe(() => {});
  if (restoreAfter) void restoreAfter.then(() => restore(client, now));
  else restore(client, now);
  let timer: ReturnType<typeof setTimeout> | null = null;
  const save = () => {
    timer = null;
    const state = dehydrate(client, { shouldDehydrateQuery: (q) => q.state.status === 'success' });
    const text = JSON.stringify({ savedAt: Date.now(), state } satisfies Stored);
    if (text.length <= MAX_CHARS) writeRaw('local', KEY, text);
  };
  const unsubscribe = client.getQueryCache().subscribe((e) => {
    if (e.type === 'updated' && e.action.type === 'success' && timer === null) timer = setTimeout(save, SAVE_AFTER_MS);
  });
  // Leaving the page (a navigation, the tab closed or hidden) writes what is pending at once.
  const flush = () => {
    if (timer === null) return;
    clearTimeout(timer);
    save();
  };
  globalThis.addEventListener?.('pagehide', flush);
  return () => {
    stopFollowing();
    unsubscribe();
    globalThis.removeEventListener?.('pagehide', flush);
    if (timer !== null) clearTimeout(timer);
  };
}

/**
 * The queries of the screen the server drew (server/static.ts, `query-state`), put in after the kept ones (newer
 * answers win), so the first render draws what the page shows. False when the page carries none.
 */
export function takeDrawnQueries(client: QueryClient): boolean {
  const text = pageBlock('query-state');
  if (!text) return false;
  try {
    const state = JSON.parse(text) as ReturnType<typeof dehydrate> | null;
    if (!state || !Array.isArray(state.queries)) return false;
    hydrate(client, state);
    return true;
  } catch {
    return false;
  }
}
