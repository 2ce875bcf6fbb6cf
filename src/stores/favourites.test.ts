import { beforeEach, describe, expect, it, vi } from 'vitest';

// The unit project runs in node: a Storage of our own stands in for the browser's.
const saved = new Map<string, string>();
const local = {
  getItem: (k: string) => saved.get(k) ?? null,
  setItem: (k: string, v: string) => void saved.set(k, v),
  removeItem: (k: string) => void saved.delete(k),
  clear: () => saved.clear(),
};
vi.stubGlobal('localStorage', local);
const store = await import('./favourites');
const flush = () => new Promise((r) => setTimeout(r, 0));

describe('My festival on the device', () => {
  beforeEach(() => {
    local.clear();
    store.reloadMyFestival();
  });

  it('keeps each issued coupon once, and reads it back after a reload', async () => {
    store.keepCoupon({ code: 'DG5-AAAA-BBBB', pub: '프론티어', issuedAt: 1 });
    store.keepCoupon({ code: 'DG5-AAAA-BBBB', pub: '프론티어', issuedAt: 2 });
    store.keepCoupon({ code: '', pub: '프론티어', issuedAt: 3 });
    await flush();
    expect(JSON.parse(local.getItem('myCoupons')!)).toEqual([{ code: 'DG5-AAAA-BBBB', pub: '프론티어', issuedAt: 1 }]);
    store.myFestival.coupons.length = 0;
    store.reloadMyFestival();
    expect(store.myFestival.coupons.map((c) => c.code)).toEqual(['DG5-AAAA-BBBB']);
  });

  it('drops corrupt entries and keeps the good ones', () => {
    local.setItem('myCoupons', JSON.stringify([{ code: 'DG5-OK', pub: 'p', issuedAt: 5 }, { code: 7 }, null]));
    local.setItem('favouriteActs', '{not json');
    local.setItem('actReminders', JSON.stringify({ 10: { lead: 10, walk: true }, 11: { lead: 7, walk: false } }));
    store.reloadMyFestival();
    expect(store.myFestival.coupons).toEqual([{ code: 'DG5-OK', pub: 'p', issuedAt: 5 }]);
    expect(store.myFestival.acts).toEqual([]);
    expect(store.myFestival.reminders).toEqual({ 10: { lead: 10, walk: true } });
  });

  it('toggles stars; unstarring a performance drops its reminder', async () => {
    const act = { id: 10, name: '윤서하', location: null, start: '2025-09-25T20:00:00+09:00', end: '2025-09-25T20:40:00+09:00', celebrity: true };
    expect(store.toggleFavouriteAct(act)).toBe(true);
    store.setReminder(10, { lead: 15, walk: false });
    expect(store.toggleFavouriteAct(act)).toBe(false);
    expect(store.myFestival.reminders).toEqual({});
    const booth = { id: 1, kind: 'booth' as const, name: '프론티어', location: null, hours: [] };
    expect(store.toggleFavouriteBooth(booth)).toBe(true);
    expect(store.isFavouriteBooth(1)).toBe(true);
    await flush();
    expect(JSON.parse(local.getItem('favouriteBooths')!)).toEqual([booth]);
  });
});

describe('whether the device holds reminders (read by the layout without this store)', () => {
  it('follows the reminders set and dropped, and tells a listener each time', async () => {
    const { keptReminders } = await import('./kept-flags');
    const events = new EventTarget();
    vi.stubGlobal('addEventListener', events.addEventListener.bind(events));
    vi.stubGlobal('removeEventListener', events.removeEventListener.bind(events));
    vi.stubGlobal('dispatchEvent', events.dispatchEvent.bind(events));
    try {
      local.clear();
      store.reloadMyFestival();
      await flush();
      expect(keptReminders.held()).toBe(false);
      const heard = vi.fn(() => keptReminders.held());
      const off = keptReminders.subscribe(heard);
      store.setReminder(10, { lead: 10, walk: false });
      await flush();
      expect(keptReminders.held()).toBe(true);
      expect(heard).toHaveLastReturnedWith(true);
      store.setReminder(10, null);
      await flush();
      expect(keptReminders.held()).toBe(false);
      expect(heard).toHaveLastReturnedWith(false);
      // Another tab's write is heard too; others' keys are not.
      events.dispatchEvent(Object.assign(new Event('storage'), { key: 'myCoupons' }));
      expect(heard).toHaveBeenCalledTimes(2);
      events.dispatchEvent(Object.assign(new Event('storage'), { key: keptReminders.key }));
      expect(heard).toHaveBeenCalledTimes(3);
      off();
      store.setReminder(11, { lead: 5, walk: false });
      await flush();
      expect(heard).toHaveBeenCalledTimes(3);
    } finally {
      vi.unstubAllGlobals();
      vi.stubGlobal('localStorage', local);
    }
  });
});
