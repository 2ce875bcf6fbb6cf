// Read-only mode seen from a visitor's phone: the server refused a like (503 read_only) and it rolled
// back; the notice says why for a few seconds.
import { proxy } from 'valtio';

export const NOTICE_MS = 5000;

export const writePauseStore = proxy({ likesPausedUntil: 0 });

export function noteLikesPaused(now = Date.now()): void {
  writePauseStore.likesPausedUntil = now + NOTICE_MS;
}

/** A new page (stories and tests): likes not paused. */
export function resetWritePause(): void {
  writePauseStore.likesPausedUntil = 0;
}

/** A refusal because the app is read-only for a while (the server's 503 body says error 'read_only'). */
export function isReadOnlyAnswer(e: unknown): boolean {
  const body = typeof e === 'object' && e !== null ? (e as { body?: unknown }).body : undefined;
  return typeof body === 'object' && body !== null && (body as { error?: unknown }).error === 'read_only';
}
