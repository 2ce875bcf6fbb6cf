// The anonymous visitor: user_id and liked booths in local storage (spec §3, §6).
import { proxy, subscribe } from 'valtio';
import { isStringArray, readJson, readRaw, writeJson, writeRaw } from './storage';

export const USER_ID_KEY = 'user_id';
export const LIKED_KEY = 'likedBooths';
const OLD_LIKED_COUNTS_KEY = 'likedCounts';

// Server-issued ids are signed (letters, digits, '-', '_' and a '.'); the first visit's own is a number string.
const isUserId = (v: string | null): v is string => !!v && /^[A-Za-z0-9_.-]{1,128}$/.test(v);

function randomUserId(): string {
  const n = new Uint32Array(2);
  globalThis.crypto.getRandomValues(n);
  return `${n[0]}${n[1]}`.slice(0, 16);
}

function load() {
  writeRaw('local', OLD_LIKED_COUNTS_KEY, null);
  let userId = readRaw('local', USER_ID_KEY);
  if (!isUserId(userId)) {
    userId = randomUserId();
    writeRaw('local', USER_ID_KEY, userId);
  }
  return { userId, likedBooths: readJson('local', LIKED_KEY, isStringArray, []) };
}

export const visitorStore = proxy(load());

subscribe(visitorStore, () => {
  writeRaw('local', USER_ID_KEY, visitorStore.userId);
  writeJson('local', LIKED_KEY, visitorStore.likedBooths);
});

/** The server may answer with another user_id: it wins. */
export function adoptUserId(id: string | null | undefined): void {
  if (isUserId(id ?? null) && id !== visitorStore.userId) visitorStore.userId = id!;
}

export function setBoothLiked(boothId: number | string, liked: boolean): void {
  const id = String(boothId);
  const has = visitorStore.likedBooths.includes(id);
  if (liked && !has) visitorStore.likedBooths.push(id);
  if (!liked && has) visitorStore.likedBooths = visitorStore.likedBooths.filter((b) => b !== id);
}

/** Re-reads storage (tests and the storage event of another tab). */
export function reloadVisitor(): void {
  Object.assign(visitorStore, load());
}
