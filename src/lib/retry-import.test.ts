import { afterEach, describe, expect, it, vi } from 'vitest';
import { retryImport } from './retry-import';

// The browser's online flag and events, in Node.
const browser = { onLine: true };
const win = new EventTarget();
vi.stubGlobal('navigator', browser);
vi.stubGlobal('window', win);
const setOnline = (online: boolean) => {
  browser.onLine = online;
};

afterEach(() => {
  vi.useRealTimers();
});

describe('retryImport', () => {
  it('tries again after 1 and 2 s while online, and resolves with the module once it arrives', async () => {
    vi.useFakeTimers();
    setOnline(true);
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue('module');
    const result = retryImport(load)();
    await vi.advanceTimersByTimeAsync(999);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    await expect(result).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('waits offline for as long as it takes, without using up a try, and loads when the browser is back', async () => {
    setOnline(false);
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new TypeError('offline')).mockResolvedValue('module');
    const result = retryImport(load, [])();
    await Promise.resolve();
    await new Promise((r) => setTimeout(r, 0));
    expect(load).toHaveBeenCalledTimes(1);
    setOnline(true);
    win.dispatchEvent(new Event('online'));
    await expect(result).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up with the last error after its tries', async () => {
    setOnline(true);
    const load = vi.fn<() => Promise<string>>().mockRejectedValue(new TypeError('gone'));
    await expect(retryImport(load, [0, 0])()).rejects.toThrow('gone');
    expect(load).toHaveBeenCalledTimes(3);
  });
});
