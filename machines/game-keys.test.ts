import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import {
  clearGameKeys,
  clearGameKeysIfNewDay,
  gameKeysMachine,
  GAME_STORAGE_KEYS,
  msUntilLocalMidnight,
  readTryTimes,
  utcDateKey,
  writeTryTimes,
  type GameKeysEmitted,
} from './game-keys';
import { memoryStorage } from './test-utils/memory-storage';

const { tryTimes: TRIES, lastCleared: LAST } = GAME_STORAGE_KEYS;
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const at = (iso: string) => new Date(iso).getTime();

// Local midnight depends on the zone; the festival's visitors are in Korea.
const savedTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Asia/Seoul';
});
afterAll(() => {
  process.env.TZ = savedTz;
});

describe('utcDateKey', () => {
  it('is the UTC date, which in Korea changes at 09:00', () => {
    expect(utcDateKey(at('2025-09-25T08:59:59+09:00'))).toBe('2025-09-24');
    expect(utcDateKey(at('2025-09-25T09:00:00+09:00'))).toBe('2025-09-25');
  });
});

describe('msUntilLocalMidnight', () => {
  it('counts to the next local midnight', () => {
    expect(msUntilLocalMidnight(at('2025-09-24T23:59:59.999+09:00'))).toBe(1);
    expect(msUntilLocalMidnight(at('2025-09-24T18:30:00+09:00'))).toBe(5.5 * HOUR);
    expect(msUntilLocalMidnight(at('2025-09-24T00:00:00.001+09:00'))).toBe(DAY - 1);
  });

  it('is a full day at midnight itself, never 0', () => {
    expect(msUntilLocalMidnight(at('2025-09-25T00:00:00+09:00'))).toBe(DAY);
  });

  it('follows the phone’s zone, including a 25-hour day', () => {
    process.env.TZ = 'America/New_York';
    try {
      expect(msUntilLocalMidnight(at('2025-09-24T23:00:00-04:00'))).toBe(HOUR);
      // clocks go back on 2025-11-02: that day has 25 hours
      expect(msUntilLocalMidnight(at('2025-11-02T00:00:00-04:00'))).toBe(25 * HOUR);
    } finally {
      process.env.TZ = 'Asia/Seoul';
    }
  });
});

describe('storage helpers', () => {
  it('clearGameKeys removes the game keys, keeps others and records the UTC date', () => {
    const s = memoryStorage({ [TRIES]: '3', user_id: 'u-1' });
    clearGameKeys(s, at('2025-09-25T10:00:00+09:00'));
    expect(s.get(TRIES)).toBeNull();
    expect(s.get('user_id')).toBe('u-1');
    expect(s.get(LAST)).toBe('2025-09-25');
  });

  it('clearGameKeysIfNewDay clears only when the stored date differs', () => {
    const now = at('2025-09-25T10:00:00+09:00');
    const same = memoryStorage({ [TRIES]: '3', [LAST]: '2025-09-25' });
    expect(clearGameKeysIfNewDay(same, now)).toBe(false);
    expect(same.get(TRIES)).toBe('3');
    const old = memoryStorage({ [TRIES]: '3', [LAST]: '2025-09-24' });
    expect(clearGameKeysIfNewDay(old, now)).toBe(true);
    expect(old.get(TRIES)).toBeNull();
    const fresh = memoryStorage();
    expect(clearGameKeysIfNewDay(fresh, now)).toBe(true);
    expect(fresh.get(LAST)).toBe('2025-09-25');
  });

  it('readTryTimes reads a count and treats junk as 0', () => {
    const s = memoryStorage();
    expect(readTryTimes(s)).toBe(0);
    writeTryTimes(s, 4);
    expect(readTryTimes(s)).toBe(4);
    for (const junk of ['abc', '-1', '2.5', '']) {
      s.set(TRIES, junk);
      expect(readTryTimes(s)).toBe(0);
    }
  });
});

describe('gameKeysMachine', () => {
  const running: { stop: () => void }[] = [];
  afterEach(() => running.splice(0).forEach((a) => a.stop()));

  function run(now: number, initial: Record<string, string>) {
    const storage = memoryStorage(initial);
    const clock = new SimulatedClock();
    const cleared: GameKeysEmitted[] = [];
    const actor = createActor(gameKeysMachine, { input: { storage, now }, clock });
    actor.on('keys.cleared', (e) => void cleared.push(e));
    actor.start();
    running.push(actor);
    return { storage, clock, cleared, actor };
  }

  it('clears on load when the stored date is another day', () => {
    const now = at('2025-09-25T20:00:00+09:00');
    const { storage, cleared } = run(now, { [TRIES]: '5', [LAST]: '2025-09-24' });
    expect(storage.get(TRIES)).toBeNull();
    expect(storage.get(LAST)).toBe('2025-09-25');
    expect(cleared).toEqual([{ type: 'keys.cleared', at: now, date: '2025-09-25' }]);
  });

  it('keeps the keys on load when the stored date is today’s', () => {
    const { storage, cleared } = run(at('2025-09-25T20:00:00+09:00'), { [TRIES]: '5', [LAST]: '2025-09-25' });
    expect(storage.get(TRIES)).toBe('5');
    expect(cleared).toEqual([]);
  });

  it('clears at the next local midnight (1 ms before: not yet) and every 24 h after', () => {
    const load = at('2025-09-25T20:00:00+09:00');
    const { storage, clock, cleared } = run(load, { [TRIES]: '2', [LAST]: '2025-09-25' });
    const untilMidnight = 4 * HOUR;

    clock.increment(untilMidnight - 1);
    expect(storage.get(TRIES)).toBe('2');
    expect(cleared).toHaveLength(0);
    clock.increment(1);
    expect(storage.get(TRIES)).toBeNull();
    const midnight = at('2025-09-26T00:00:00+09:00');
    // the date recorded is the UTC date of local midnight in Korea: still the day before
    expect(cleared).toEqual([{ type: 'keys.cleared', at: midnight, date: '2025-09-25' }]);
    expect(storage.get(LAST)).toBe('2025-09-25');

    storage.set(TRIES, '5');
    clock.increment(DAY - 1);
    expect(storage.get(TRIES)).toBe('5');
    clock.increment(1);
    expect(storage.get(TRIES)).toBeNull();
    expect(cleared.at(-1)).toEqual({ type: 'keys.cleared', at: midnight + DAY, date: '2025-09-26' });

    storage.set(TRIES, '1');
    clock.increment(DAY);
    expect(storage.get(TRIES)).toBeNull();
    expect(cleared).toHaveLength(3);
  });

  it('stops clearing once stopped', () => {
    const { storage, clock, actor } = run(at('2025-09-25T23:00:00+09:00'), { [LAST]: '2025-09-25', [TRIES]: '3' });
    actor.stop();
    clock.increment(2 * HOUR);
    expect(storage.get(TRIES)).toBe('3');
  });
});
