import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { BoothStatusEvent } from '@contract/status';
import { deferredActor, flush } from './test-utils/deferred';
import { boothStatusMachine, classifyFailure, type BoothStatusInput, type SetMenuInput, type SetStatusInput } from './booth-status.machine';

const INPUT: BoothStatusInput = {
  boothId: 1,
  status: null,
  updatedAt: null,
  menus: [
    { id: 11, name: '김치찌개', price: 15000, soldout: false },
    { id: 12, name: '오징어볶음', price: 16000, soldout: true },
  ],
};

function start(input = INPUT) {
  const setStatus = deferredActor<SetStatusInput, BoothStatusEvent>();
  const setMenu = deferredActor<SetMenuInput, BoothStatusEvent>();
  const actor = createActor(boothStatusMachine.provide({ actors: { setStatus: setStatus.logic, setMenu: setMenu.logic } }), { input }).start();
  return { actor, setStatus, setMenu, snap: () => actor.getSnapshot() };
}

const answer = (over: Partial<BoothStatusEvent> = {}): BoothStatusEvent => ({
  booth_id: 1,
  status: 'long',
  updated_at: '2025-09-25T19:00:00+09:00',
  soldout_menus: 1,
  line: null,
  ...over,
});

describe('boothStatusMachine', () => {
  it('sets a status with one tap and keeps the time the server gave', async () => {
    const { actor, setStatus, snap } = start();
    actor.send({ type: 'status.set', status: 'long' });
    expect(snap().value).toBe('savingStatus');
    expect(snap().hasTag('busy')).toBe(true);
    expect(setStatus.last.input).toEqual({ boothId: 1, status: 'long' });
    setStatus.last.resolve(answer());
    await flush();
    expect(snap().value).toBe('idle');
    expect(snap().context).toMatchObject({ status: 'long', updatedAt: '2025-09-25T19:00:00+09:00', saved: { status: 'long' }, failure: null });
  });

  it('ignores taps while a save runs', async () => {
    const { actor, setStatus, setMenu } = start();
    actor.send({ type: 'status.set', status: 'short' });
    actor.send({ type: 'status.set', status: 'closed' });
    actor.send({ type: 'menu.toggle', menuId: 11 });
    expect(setStatus.calls).toHaveLength(1);
    expect(setMenu.calls).toHaveLength(0);
  });

  it('marks a menu item sold out, and back', async () => {
    const { actor, setMenu, snap } = start();
    actor.send({ type: 'menu.toggle', menuId: 11 });
    expect(setMenu.last.input).toEqual({ boothId: 1, menuId: 11, soldout: true });
    setMenu.last.resolve(answer({ soldout_menus: 2, menus_changed: true }));
    await flush();
    expect(snap().context.menus[0].soldout).toBe(true);
    expect(snap().context.saved).toEqual({ menuId: 11, soldout: true });
    actor.send({ type: 'menu.toggle', menuId: 12 });
    expect(setMenu.last.input).toEqual({ boothId: 1, menuId: 12, soldout: false });
  });

  it('ignores a menu it does not know', () => {
    const { actor, setMenu, snap } = start();
    actor.send({ type: 'menu.toggle', menuId: 99 });
    expect(snap().value).toBe('idle');
    expect(setMenu.calls).toHaveLength(0);
  });

  it("keeps what was shown and says why when the server refuses (another booth's admin)", async () => {
    const { actor, setStatus, snap } = start({ ...INPUT, status: 'open', updatedAt: '2025-09-25T18:00:00+09:00' });
    actor.send({ type: 'status.set', status: 'closed' });
    setStatus.last.reject({ status: 403, kind: 'http', body: { message: 'you can only change the status of your own booth' } });
    await flush();
    expect(snap().value).toBe('idle');
    expect(snap().context).toMatchObject({
      status: 'open',
      failure: 'forbidden',
      failureMessage: 'you can only change the status of your own booth',
      saving: null,
    });
  });

  it('keeps the menu as it was when the network fails', async () => {
    const { actor, setMenu, snap } = start();
    actor.send({ type: 'menu.toggle', menuId: 11 });
    setMenu.last.reject({ status: 0, kind: 'network' });
    await flush();
    expect(snap().context.menus[0].soldout).toBe(false);
    expect(snap().context.failure).toBe('network');
  });

  it('ends in loginRequired when the session expired', async () => {
    const { actor, setStatus, snap } = start();
    actor.send({ type: 'status.set', status: 'open' });
    setStatus.last.reject({ status: 401, kind: 'http' });
    await flush();
    expect(snap().value).toBe('loginRequired');
  });

  it('takes fresh data while idle', () => {
    const { actor, snap } = start();
    actor.send({ type: 'data.load', data: { ...INPUT, status: 'very_long', updatedAt: '2025-09-25T20:00:00+09:00' } });
    expect(snap().context.status).toBe('very_long');
  });
});

describe('classifyFailure', () => {
  it('tells expired, forbidden, network and other failures apart', () => {
    expect(classifyFailure({ status: 401 })).toBe('expired');
    expect(classifyFailure({ status: 403 })).toBe('forbidden');
    expect(classifyFailure({ status: 0, kind: 'network' })).toBe('network');
    expect(classifyFailure({ status: 400 })).toBe('failed');
    expect(classifyFailure(null)).toBe('failed');
  });
});
