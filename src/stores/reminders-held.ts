// Whether the device holds reminders of favourite performances, read without the favourites store: the layout asks
// on every page, and only a device that holds one loads the reminders' code (their machine and XState with it).
import { readRaw } from './storage';

/** The local-storage key stores/favourites.ts keeps the reminders under. */
export const REMINDERS_KEY = 'actReminders';
/** The window event stores/favourites.ts dispatches when it wrote the reminders. */
export const REMINDERS_EVENT = 'festival-reminders';

export function holdsReminders(): boolean {
  const raw = readRaw('local', REMINDERS_KEY);
  return raw !== null && raw !== '{}';
}

/** Subscribes to changes of the kept reminders, in this tab or another; returns the unsubscribe. */
export function onRemindersChange(listener: () => void): () => void {
  const other = (e: StorageEvent) => {
    if (e.key === REMINDERS_KEY || e.key === null) listener();
  };
  addEventListener(REMINDERS_EVENT, listener);
  addEventListener('storage', other);
  return () => {
    removeEventListener(REMINDERS_EVENT, listener);
    removeEventListener('storage', other);
  };
}
