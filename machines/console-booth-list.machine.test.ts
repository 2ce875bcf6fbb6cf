import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import type { ConsoleBoothDeleted, ConsoleBoothsResponse } from '@contract/console-booths';
import { apiFailure, recordEffects } from './admin-test-kit';
import { consoleBoothListMachine, visibleBooths } from './console-booth-list.machine';
import { deferredActor, flush } from './test-utils/deferred';

const DATA: ConsoleBoothsResponse = {
  booths: [
    { id: 1, name: '프론티어', category: 'Booth', location_id: 11, is_night: true, likes: 40, menus: 5, events: 1, accounts: ['프론티어'], queue: { state: 'open', waiting: 0 } },
    { id: 28, name: 'Taco Truck', category: 'FoodTruck', location_id: 3, is_night: false, likes: 2, menus: 2, events: 0, accounts: [], queue: null },
    { id: 40, name: '화장실', category: 'Toilet', location_id: 3, is_night: false, likes: 0, menus: 0, events: 0, accounts: [], queue: null },
  ],
  locations: [{ id: 3, names: { ko: '다향관', en: 'Dahyang Hall', ja: '茶香館', 'zh-CN': '茶香馆' } }],
  days: ['2025-09-24'],
};
const DONE: ConsoleBoothDeleted = { booth_id: 1, name: '프론티어', likes: 40, menus: 5, events: 1, accounts_untied: ['프론티어'], queue_closed: 'open' };

async function ready(uid: string | null = 'u-1') {
  const load = deferredActor<{ uid: string }, ConsoleBoothsResponse>();
  const del = deferredActor<{ uid: string; id: number }, ConsoleBoothDeleted>();
  const effects = recordEffects();
  const clock = new SimulatedClock();
  const actor = createActor(consoleBoothListMachine.provide({ actors: { loadBooths: load.logic, deleteBooth: del.logic }, actions: effects.actions }), { input: { uid }, clock }).start();
  if (uid) {
    load.last.resolve(DATA);
    await flush();
  }
  return { actor, load, del, effects, clock, ctx: () => actor.getSnapshot().context, state: () => actor.getSnapshot().value };
}

describe('visibleBooths', () => {
  it('filters by category and searches names case-insensitively', () => {
    expect(visibleBooths(DATA.booths, 'all', '').map((b) => b.id)).toEqual([1, 28, 40]);
    expect(visibleBooths(DATA.booths, 'FoodTruck', '').map((b) => b.id)).toEqual([28]);
    expect(visibleBooths(DATA.booths, 'all', ' taco ').map((b) => b.id)).toEqual([28]);
    expect(visibleBooths(DATA.booths, 'Toilet', 'taco')).toEqual([]);
  });
});

describe('consoleBoothListMachine', () => {
  it('without a uid says login required and goes to login', async () => {
    const m = await ready(null);
    expect(m.state()).toBe('loginRequired');
    m.clock.increment(2000);
    expect(m.effects.redirects).toEqual(['/admin/login']);
  });

  it('a failed load offers a retry', async () => {
    const load = deferredActor<{ uid: string }, ConsoleBoothsResponse>();
    const actor = createActor(consoleBoothListMachine.provide({ actors: { loadBooths: load.logic } }), { input: { uid: 'u' } }).start();
    load.last.reject(apiFailure(500, { message: 'boom' }));
    await flush();
    expect(actor.getSnapshot().value).toBe('loadFailed');
    actor.send({ type: 'retry' });
    expect(actor.getSnapshot().value).toBe('loading');
  });

  it('keeps the filter and the search in any state', async () => {
    const m = await ready();
    m.actor.send({ type: 'filter.category', value: 'FoodTruck' });
    m.actor.send({ type: 'filter.search', value: 'taco' });
    expect(m.ctx()).toMatchObject({ category: 'FoodTruck', search: 'taco' });
  });

  it('asks before deleting, sends nothing on cancel, and says what went after a confirmation', async () => {
    const m = await ready();
    m.actor.send({ type: 'booth.delete', id: 1 });
    expect(m.state()).toBe('confirming');
    expect(m.ctx().deleteId).toBe(1);
    m.actor.send({ type: 'delete.cancel' });
    expect(m.state()).toBe('ready');
    expect(m.del.calls).toHaveLength(0);
    m.actor.send({ type: 'booth.delete', id: 1 });
    m.actor.send({ type: 'delete.confirm' });
    expect(m.state()).toBe('deleting');
    expect(m.del.last.input).toEqual({ uid: 'u-1', id: 1 });
    m.del.last.resolve(DONE);
    await flush();
    expect(m.state()).toBe('ready');
    expect(m.ctx().deleted).toEqual(DONE);
    expect(m.ctx().data!.booths.map((b) => b.id)).toEqual([28, 40]);
  });

  it('a refusal for parties in the line is said with their number, and the booth stays', async () => {
    const m = await ready();
    m.actor.send({ type: 'booth.delete', id: 1 });
    m.actor.send({ type: 'delete.confirm' });
    m.del.last.reject(apiFailure(409, { error: 'queue_waiting', waiting: 3, message: '3 parties' }));
    await flush();
    expect(m.state()).toBe('ready');
    expect(m.ctx().message).toEqual({ id: 'console.error.queue_waiting', values: { waiting: 3 }, tone: 'error' });
    expect(m.ctx().data!.booths).toHaveLength(3);
    expect(m.ctx().deleteId).toBeNull();
  });

  it('an expired session ends the session', async () => {
    const m = await ready();
    m.actor.send({ type: 'booth.delete', id: 28 });
    m.actor.send({ type: 'delete.confirm' });
    m.del.last.reject(apiFailure(401, { message: 'expired', uid_valid: false }));
    await flush();
    expect(m.state()).toBe('sessionExpired');
  });
});
