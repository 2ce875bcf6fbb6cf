import { afterEach, describe, expect, it, vi } from 'vitest';

/** A Storage-shaped map: node has no localStorage. */
function fakeStorage(initial: Record<string, string> = {}): Storage {
  const m = new Map(Object.entries(initial));
  return {
    get length() {
      return m.size;
    },
    clear: () => m.clear(),
    getItem: (k) => m.get(k) ?? null,
    setItem: (k, v) => void m.set(k, String(v)),
    removeItem: (k) => void m.delete(k),
    key: (i) => [...m.keys()][i] ?? null,
  };
}

async function freshStore(storage: Storage) {
  vi.resetModules();
  vi.stubGlobal('localStorage', storage);
  return import('./pwa-store');
}

afterEach(() => vi.unstubAllGlobals());

describe('pwa store', () => {
  it('offers an update and, on reload, activates the waiting worker once', async () => {
    const s = await freshStore(fakeStorage());
    const apply = vi.fn(async () => {});
    expect(s.pwaStore.updateReady).toBe(false);
    s.offerUpdate(apply);
    expect(s.pwaStore.updateReady).toBe(true);
    await s.reloadForUpdate();
    expect(apply).toHaveBeenCalledTimes(1);
    s.dismissUpdate();
    expect(s.pwaStore.updateReady).toBe(false);
  });

  it('shows the install hint until it is closed or used, and remembers that on the device', async () => {
    const storage = fakeStorage();
    const s = await freshStore(storage);
    expect(s.pwaStore.hintDismissed).toBe(false);
    const prompt = vi.fn(async () => {});
    s.pwaStore.installEvent = Object.assign(new Event('beforeinstallprompt'), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    await s.installApp();
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(s.pwaStore.installEvent).toBeNull();
    expect(s.pwaStore.hintDismissed).toBe(true);

    const again = await freshStore(storage);
    expect(again.pwaStore.hintDismissed).toBe(true);
  });
});
