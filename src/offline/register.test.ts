import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A worker: records its messages; the test moves it through its states. */
class FakeWorker extends EventTarget {
  state = 'installing';
  messages: unknown[] = [];
  postMessage(m: unknown) {
    this.messages.push(m);
  }
  to(state: string) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  update = vi.fn(async () => {});
  found(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
}

class FakeContainer extends EventTarget {
  controller: FakeWorker | null = null;
  registration = new FakeRegistration();
  registered: [string, RegistrationOptions | undefined][] = [];
  fail = false;
  async register(url: string, options?: RegistrationOptions) {
    this.registered.push([url, options]);
    if (this.fail) throw new Error('refused');
    return this.registration;
  }
}

const reload = vi.fn();
beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('localStorage', undefined);
  vi.stubGlobal('window', { location: { reload } });
  vi.stubGlobal('document', Object.assign(new EventTarget(), { visibilityState: 'visible' }));
  vi.stubGlobal('navigator', { onLine: true });
  reload.mockReset();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.resetModules();
});

async function register(container: FakeContainer) {
  const { registerServiceWorker } = await import('./register');
  const store = await import('./pwa-store');
  await registerServiceWorker(container as unknown as ServiceWorkerContainer);
  return store;
}

describe('registerServiceWorker', () => {
  it('registers the built worker for the whole site, and a first install offers no update', async () => {
    const c = new FakeContainer();
    const { pwaStore } = await register(c);
    expect(c.registered).toEqual([['/sw.js', { scope: '/' }]]);
    const w = new FakeWorker();
    c.registration.found(w);
    w.to('installed');
    expect(pwaStore.updateReady).toBe(false);
  });

  it('offers a new build once it installed beside the one in control, and activates it only when the visitor accepts', async () => {
    const c = new FakeContainer();
    c.controller = new FakeWorker();
    const { pwaStore, reloadForUpdate } = await register(c);
    const w = new FakeWorker();
    c.registration.found(w);
    expect(pwaStore.updateReady).toBe(false);
    w.to('installed');
    expect(pwaStore.updateReady).toBe(true);
    expect(w.messages).toEqual([]);

    await reloadForUpdate();
    expect(w.messages).toEqual([{ type: 'SKIP_WAITING' }]);
    expect(reload).not.toHaveBeenCalled();
    c.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('offers a build that was already waiting when the page opened', async () => {
    const c = new FakeContainer();
    c.controller = new FakeWorker();
    c.registration.waiting = new FakeWorker();
    const { pwaStore, reloadForUpdate } = await register(c);
    expect(pwaStore.updateReady).toBe(true);
    await reloadForUpdate();
    expect(c.registration.waiting.messages).toEqual([{ type: 'SKIP_WAITING' }]);
  });

  it('looks for a new build every 30 minutes and when the page shows again, only while online', async () => {
    const c = new FakeContainer();
    await register(c);
    vi.advanceTimersByTime(30 * 60_000 - 1);
    expect(c.registration.update).toHaveBeenCalledTimes(0);
    vi.advanceTimersByTime(1);
    expect(c.registration.update).toHaveBeenCalledTimes(1);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(c.registration.update).toHaveBeenCalledTimes(2);
    vi.stubGlobal('navigator', { onLine: false });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(c.registration.update).toHaveBeenCalledTimes(2);
  });

  it('leaves the page alone when the browser refuses the worker', async () => {
    const c = new FakeContainer();
    c.fail = true;
    const { pwaStore } = await register(c);
    expect(pwaStore.updateReady).toBe(false);
    vi.advanceTimersByTime(60 * 60_000);
    expect(c.registration.update).not.toHaveBeenCalled();
  });
});
