// What the device holds, read without loading the store that keeps it: the layout and the live layer ask on every
// page, and only a device that holds something loads the code for it (the reminders with their machine and XState,
// the "your turn" layer, the outbox of likes made offline). Each store writes its key and then dispatches its event.
import { readRaw } from './storage';

export interface KeptFlag {
  /** The local-storage key the store keeps its entries under. */
  key: string;
  /** The window event the store dispatches once it wrote them. */
  event: string;
  held(): boolean;
  /** Hears the store's writes, in this tab or another; returns the unsubscribe (useSyncExternalStore's shape). */
  subscribe(listener: () => void): () => void;
}

/** `empty`: what the store writes when it holds nothing, besides removing the key. */
function keptFlag(key: string, event: string, empty?: string): KeptFlag {
  return {
    key,
    event,
    held: () => {
      const raw = readRaw('local', key);
      return raw !== null && raw !== empty;
    },
    subscribe: (listener) => {
      const other = (e: StorageEvent) => {
        if (e.key === key || e.key === null) listener();
      };
      addEventListener(event, listener);
      addEventListener('storage', other);
      return () => {
        removeEventListener(event, listener);
        removeEventListener('storage', other);
      };
    },
  };
}

/** Reminders of favourite performances (stores/favourites.ts). */
export const keptReminders = keptFlag('actReminders', 'festival-reminders', '{}');
/** Tickets in booths' virtual lines (stores/queue-tickets.ts). */
export const keptTickets = keptFlag('queueTickets', 'festival-queue-tickets');
/** Likes made offline, waiting to be sent (offline/like-outbox.ts; the likes themselves are in IndexedDB). */
export const keptLikes = keptFlag('likeOutbox', 'festival-like-outbox');
