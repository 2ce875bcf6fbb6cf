// Local game keys (spec §3): game_user_id and game_try_times, cleared once a day by the game-keys logic.
import { proxy, subscribe } from 'valtio';
import { readRaw, writeRaw } from './storage';

export const GAME_KEYS = { userId: 'game_user_id', tryTimes: 'game_try_times', lastCleared: 'game_last_cleared' } as const;

function load() {
  const tries = Number(readRaw('local', GAME_KEYS.tryTimes));
  return {
    userId: readRaw('local', GAME_KEYS.userId) || null,
    tryTimes: Number.isInteger(tries) && tries >= 0 ? tries : 0,
  };
}

export const gameStore = proxy<{ userId: string | null; tryTimes: number }>(load());

subscribe(gameStore, () => {
  writeRaw('local', GAME_KEYS.userId, gameStore.userId);
  writeRaw('local', GAME_KEYS.tryTimes, gameStore.userId === null && gameStore.tryTimes === 0 ? null : String(gameStore.tryTimes));
});

/** Storage functions handed to the game-keys machine logic (it stays free of the browser). */
export const gameKeyStorage = {
  get: (key: string) => readRaw('local', key),
  set: (key: string, value: string) => writeRaw('local', key, value),
  remove: (key: string) => writeRaw('local', key, null),
};

export function reloadGameStore(): void {
  Object.assign(gameStore, load());
}
