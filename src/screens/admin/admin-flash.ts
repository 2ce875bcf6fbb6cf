// An in-page alert that outlives a redirect ('login success', 'no permission…'): set before navigating,
// shown by the admin screen that follows (role="alert", readable by tests, unlike window.alert).
import { useEffect } from 'react';
import { proxy, useSnapshot } from 'valtio';

const SHOW_MS = 3000;
/** A flash older than this was meant for a screen that never showed it (for instance home). */
const STALE_MS = 5000;

export const adminFlash = proxy<{ message: string | null; at: number }>({ message: null, at: 0 });

export function flash(message: string): void {
  adminFlash.message = message;
  adminFlash.at = Date.now();
}

export function clearFlash(): void {
  adminFlash.message = null;
}

/** A new page (stories and tests): no flash, none ever set. */
export function resetFlash(): void {
  adminFlash.message = null;
  adminFlash.at = 0;
}

/** The current flash message for this screen; it goes away after 3 s. */
export function useFlash(): string | null {
  const snap = useSnapshot(adminFlash);
  const fresh = snap.message !== null && Date.now() - snap.at < STALE_MS;
  useEffect(() => {
    if (snap.message === null) return;
    const left = Math.max(0, SHOW_MS - (Date.now() - snap.at));
    const timer = setTimeout(clearFlash, left);
    return () => clearTimeout(timer);
  }, [snap.message, snap.at]);
  return fresh ? snap.message : null;
}
