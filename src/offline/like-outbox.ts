// Likes made without a network wait here (IndexedDB, one row per booth: the state the visitor chose) and are
// sent when the network returns. The server toggles, so a flush toggles until the server agrees with the row;
// a refused like (an HTTP error) is dropped and announced, so the card rolls back as an online failure does.
// A flag in local storage (stores/kept-flags.ts) says that likes wait: only then does a page load this code to send
// them (offline/start.ts).
import { isApiError } from '@/api/client';
import { toggleLike } from '@/api/booths';
import { keptLikes } from '@/stores/kept-flags';
import { writeRaw } from '@/stores/storage';
import { adoptUserId, visitorStore } from '@/stores/visitor';

export interface QueuedLike {
  boothId: number;
  liked: boolean;
  at: number;
}

export type OutboxSettled = { boothId: number; ok: true; liked: boolean; count: number } | { boothId: number; ok: false; liked: boolean };

const DB = 'festival-offline';
const STORE = 'like-outbox';

/** Tells the like cards (src/hooks/use-like.ts) how each queued like ended. */
export const outboxEvents = new EventTarget();

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(DB, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE, { keyPath: 'boothId' });
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('indexedDB open failed'));
  });
}

async function run<T>(mode: IDBTransactionMode, fn: (s: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const req = fn(db.transaction(STORE, mode).objectStore(STORE));
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error ?? new Error('indexedDB request failed'));
    });
  } finally {
    db.close();
  }
}

function flagWaiting(waiting: boolean): void {
  writeRaw('local', keptLikes.key, waiting ? '1' : null);
  dispatchEvent(new Event(keptLikes.event));
}

/** Keeps the state the visitor chose for a booth; a later choice for the same booth replaces it. */
export async function queueLike(boothId: number, liked: boolean): Promise<void> {
  await run('readwrite', (s) => s.put({ boothId, liked, at: Date.now() } satisfies QueuedLike));
  flagWaiting(true);
}

export function queuedLikes(): Promise<QueuedLike[]> {
  return run('readonly', (s) => s.getAll() as IDBRequest<QueuedLike[]>);
}

function drop(boothId: number): Promise<unknown> {
  return run('readwrite', (s) => s.delete(boothId));
}

function announce(detail: OutboxSettled): void {
  outboxEvents.dispatchEvent(new CustomEvent<OutboxSettled>('settled', { detail }));
}

let flushing: Promise<void> | null = null;

/** Sends every queued like; stops at the first network failure and keeps the rest for the next try. */
export function flushOutbox(): Promise<void> {
  flushing ??= sendAll().finally(() => {
    flushing = null;
  });
  return flushing;
}

async function sendAll(): Promise<void> {
  let rows: QueuedLike[];
  try {
    rows = await queuedLikes();
  } catch {
    return; // no IndexedDB (private mode): nothing was queued
  }
  for (const row of rows) {
    try {
      let res = await toggleLike(row.boothId, visitorStore.userId);
      adoptUserId(res.user_id);
      // The server already had the chosen state (liked on another tab meanwhile): one more toggle puts it back.
      if (res.is_liked !== row.liked) {
        res = await toggleLike(row.boothId, visitorStore.userId);
        adoptUserId(res.user_id);
      }
      await drop(row.boothId);
      announce({ boothId: row.boothId, ok: true, liked: res.is_liked, count: res.likes_count });
    } catch (e) {
      if (isApiError(e) && e.kind === 'http') {
        await drop(row.boothId).catch(() => undefined);
        announce({ boothId: row.boothId, ok: false, liked: row.liked });
        continue;
      }
      return;
    }
  }
  // Every row sent or dropped: nothing waits unless a like was queued meanwhile.
  const left = await queuedLikes().catch(() => null);
  if (left?.length === 0) flagWaiting(false);
}
