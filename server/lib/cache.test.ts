// Cached keeps its last good copy: after invalidate() a reload that fails or keeps readers waiting
// longer than staleWaitMs serves that copy instead of an error or a hang.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Cached } from './cache';

/** A load the test settles by hand. */
function loads<T>() {
  const calls: { resolve(v: T): void; reject(e: Error): void }[] = [];
  const load = () => new Promise<T>((resolve, reject) => calls.push({ resolve, reject }));
  return { load, calls };
}

describe('Cached', () => {
  afterEach(() => vi.useRealTimers());

  it('serves the last good copy when the reload after a write fails', async () => {
    const { load, calls } = loads<string>();
    const c = new Cached(load, Infinity, Date.now, 1500);
    const first = c.get();
    calls[0].resolve('board v1');
    expect(await first).toBe('board v1');
    c.invalidate();
    const after = c.get();
    calls[1].reject(new Error('Query read timeout'));
    expect(await after).toBe('board v1');
  });

  it('serves the last good copy when the reload takes longer than staleWaitMs, and the reload once it lands', async () => {
    vi.useFakeTimers();
    const { load, calls } = loads<string>();
    const c = new Cached(load, Infinity, Date.now, 1500);
    const first = c.get();
    calls[0].resolve('v1');
    await first;
    c.invalidate();
    let answered: string | undefined;
    void c.get().then((v) => (answered = v));
    await vi.advanceTimersByTimeAsync(1499);
    expect(answered).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(answered).toBe('v1');
    // A second reader while the same reload still runs: no second load.
    void c.get();
    expect(calls).toHaveLength(2);
    calls[1].resolve('v2');
    await vi.advanceTimersByTimeAsync(0);
    expect(await c.get()).toBe('v2');
    expect(calls).toHaveLength(2);
  });

  it('answers the reload itself when it is quick, and waits as long as it takes without staleWaitMs', async () => {
    const { load, calls } = loads<number>();
    const c = new Cached(load, Infinity);
    const first = c.get();
    calls[0].resolve(1);
    await first;
    c.invalidate();
    const second = c.get();
    calls[1].resolve(2);
    expect(await second).toBe(2);
  });

  it('fails when there is no copy yet', async () => {
    const { load, calls } = loads<number>();
    const c = new Cached(load, Infinity, Date.now, 10);
    const first = c.get();
    calls[0].reject(new Error('database down'));
    await expect(first).rejects.toThrow('database down');
  });

  it('keeps serving the copy when a refresh after the time-to-live fails, and tries again later', async () => {
    let now = 0;
    const { load, calls } = loads<string>();
    const c = new Cached(load, 1000, () => now, 1500);
    const first = c.get();
    calls[0].resolve('v1');
    await first;
    now = 2000;
    expect(await c.get()).toBe('v1');
    calls[1].reject(new Error('down'));
    await Promise.resolve();
    expect(await c.get()).toBe('v1');
    expect(calls).toHaveLength(3);
    calls[2].resolve('v2');
    await vi.waitFor(async () => expect(await c.get()).toBe('v2'));
  });

  it('never lets an older load replace a newer copy', async () => {
    const { load, calls } = loads<string>();
    const c = new Cached(load, Infinity, Date.now, 1500);
    const first = c.get();
    c.invalidate();
    const second = c.get();
    calls[1].resolve('new');
    expect(await second).toBe('new');
    calls[0].resolve('old');
    await first;
    expect(await c.get()).toBe('new');
  });
});
