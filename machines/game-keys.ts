// The daily clearing of the game's local keys (spec §4): on load when the stored last-cleared date
// (a UTC date) differs from today's, then at the next local midnight and every 24 h after.
// Storage is injected so this runs without a browser; the app passes a localStorage wrapper.
import { assign, emit, setup, type ActorRefFrom } from 'xstate';

export interface KeyStorage {
  get: (key: string) => string | null;
  set: (key: string, value: string) => void;
  remove: (key: string) => void;
}

/** Local keys of the game. The visitor id is not a game key: it outlives the day. */
export const GAME_STORAGE_KEYS = {
  tryTimes: 'game_try_times',
  lastCleared: 'game_last_cleared',
} as const;

/** What the daily clearing removes. */
export const DAILY_GAME_KEYS: readonly string[] = [GAME_STORAGE_KEYS.tryTimes];

const DAY_MS = 24 * 60 * 60 * 1000;

/** YYYY-MM-DD of an instant in UTC: the date format the last-cleared key holds. */
export function utcDateKey(now: number): string {
  return new Date(now).toISOString().slice(0, 10);
}

/** Milliseconds from `now` to the next local midnight (a full day when `now` is midnight itself). */
export function msUntilLocalMidnight(now: number): number {
  const d = new Date(now);
  return new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1).getTime() - now;
}

/** Removes the game keys and records today's UTC date as the last clearing. */
export function clearGameKeys(storage: KeyStorage, now: number, keys: readonly string[] = DAILY_GAME_KEYS): void {
  for (const key of keys) storage.remove(key);
  storage.set(GAME_STORAGE_KEYS.lastCleared, utcDateKey(now));
}

/** The on-load check: clears only when the stored date is not today's UTC date. Returns whether it cleared. */
export function clearGameKeysIfNewDay(storage: KeyStorage, now: number, keys: readonly string[] = DAILY_GAME_KEYS): boolean {
  if (storage.get(GAME_STORAGE_KEYS.lastCleared) === utcDateKey(now)) return false;
  clearGameKeys(storage, now, keys);
  return true;
}

/** The stored play count of today, 0 when missing or unreadable. */
export function readTryTimes(storage: KeyStorage): number {
  const n = Number(storage.get(GAME_STORAGE_KEYS.tryTimes));
  return Number.isInteger(n) && n >= 0 ? n : 0;
}

export function writeTryTimes(storage: KeyStorage, tryTimes: number): void {
  storage.set(GAME_STORAGE_KEYS.tryTimes, String(tryTimes));
}

export interface GameKeysInput {
  storage: KeyStorage;
  /** The app's "now" when the page loads (epoch ms). */
  now: number;
  keys?: readonly string[];
}

interface GameKeysContext {
  storage: KeyStorage;
  keys: readonly string[];
  /** The instant the current wait started: the load, then each clearing. */
  at: number;
  nextClearAt: number;
}

export type GameKeysEmitted = { type: 'keys.cleared'; at: number; date: string };

export const gameKeysMachine = setup({
  types: {
    context: {} as GameKeysContext,
    input: {} as GameKeysInput,
    emitted: {} as GameKeysEmitted,
  },
  guards: {
    isNewDay: ({ context }) => context.storage.get(GAME_STORAGE_KEYS.lastCleared) !== utcDateKey(context.at),
  },
  actions: {
    clearKeys: ({ context }) => clearGameKeys(context.storage, context.at, context.keys),
    /** The app forwards this to the game actor (`tries.reset`) so an open game sees the new day. */
    announce: emit(({ context }) => ({ type: 'keys.cleared' as const, at: context.at, date: utcDateKey(context.at) })),
  },
  delays: {
    untilNextClear: ({ context }) => context.nextClearAt - context.at,
  },
}).createMachine({
  id: 'gameKeys',
  context: ({ input }) => ({
    storage: input.storage,
    keys: input.keys ?? DAILY_GAME_KEYS,
    at: input.now,
    nextClearAt: input.now + msUntilLocalMidnight(input.now),
  }),
  initial: 'loaded',
  states: {
    loaded: {
      description: 'The on-load check against the stored UTC date.',
      always: [
        { guard: 'isNewDay', target: 'waiting', actions: ['clearKeys', 'announce'] },
        { target: 'waiting' },
      ],
    },
    waiting: {
      description: 'Until the next local midnight, then every 24 h.',
      after: {
        untilNextClear: {
          target: 'waiting',
          reenter: true,
          actions: [
            assign(({ context }) => ({ at: context.nextClearAt, nextClearAt: context.nextClearAt + DAY_MS })),
            'clearKeys',
            'announce',
          ],
        },
      },
    },
  },
});

export type GameKeysRef = ActorRefFrom<typeof gameKeysMachine>;
