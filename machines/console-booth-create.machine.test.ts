import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import type { ConsoleBoothsResponse } from '@contract/console-booths';
import { apiFailure, recordEffects } from './admin-test-kit';
import { boothCreateMachine, carries, createInputOf, type BoothCreateInput } from './console-booth-create.machine';
import { deferredActor, flush } from './test-utils/deferred';

const CHOICES: ConsoleBoothsResponse = {
  booths: [],
  locations: [{ id: 3, names: { ko: '다향관', en: 'Dahyang Hall', ja: '茶香館', 'zh-CN': '茶香馆' } }],
  days: ['2025-09-24', '2025-09-25'],
};

async function editing(uid: string | null = 'u-1') {
  const load = deferredActor<{ uid: string }, ConsoleBoothsResponse>();
  const create = deferredActor<BoothCreateInput, { booth_id: number }>();
  const effects = recordEffects();
  const clock = new SimulatedClock();
  const actor = createActor(boothCreateMachine.provide({ actors: { loadChoices: load.logic, createBooth: create.logic }, actions: effects.actions }), { input: { uid }, clock }).start();
  if (uid) {
    load.last.resolve(CHOICES);
    await flush();
  }
  const send = actor.send.bind(actor);
  return { actor, send, load, create, effects, clock, ctx: () => actor.getSnapshot().context, state: () => actor.getSnapshot().value };
}

function fillTruck(send: (e: Parameters<ReturnType<typeof createActor<typeof boothCreateMachine>>['send']>[0]) => void) {
  send({ type: 'field.change', field: 'name', value: ' 타코 트럭 ' });
  send({ type: 'category.change', value: 'FoodTruck' });
  send({ type: 'field.change', field: 'locationId', value: '3' });
  send({ type: 'menu.add' });
  send({ type: 'menu.change', index: 0, field: 'name', value: '타코' });
  send({ type: 'menu.change', index: 0, field: 'price', value: '5000' });
  send({ type: 'menu.add' });
  send({ type: 'menu.change', index: 1, field: 'name', value: '나초' });
  send({ type: 'menu.change', index: 1, field: 'price', value: '4000' });
  send({ type: 'menu.soldout', index: 1, value: true });
  send({ type: 'hours.change', index: 1, field: 'start', value: '11:00' });
  send({ type: 'hours.change', index: 1, field: 'end', value: '20:00' });
}

describe('carries', () => {
  it('night and dorder for booths only, corners for day booths, menus everywhere but toilets', () => {
    expect(carries({ category: 'Booth', night: false })).toEqual({ night: true, dorder: false, corners: true, menus: true });
    expect(carries({ category: 'Booth', night: true })).toEqual({ night: true, dorder: true, corners: false, menus: true });
    expect(carries({ category: 'Toilet', night: false })).toEqual({ night: false, dorder: false, corners: false, menus: false });
  });
});

describe('boothCreateMachine', () => {
  it('without a uid says login required', async () => {
    const m = await editing(null);
    expect(m.state()).toBe('loginRequired');
  });

  it('starts blank with one hours row per festival day', async () => {
    const m = await editing();
    expect(m.state()).toBe('editing');
    expect(m.ctx().draft.hours).toEqual([
      { day: '2025-09-24', start: '', end: '' },
      { day: '2025-09-25', start: '', end: '' },
    ]);
  });

  it('sends a food truck with two menus and the hours of the days typed', async () => {
    const m = await editing();
    fillTruck(m.send);
    m.send({ type: 'form.submit' });
    expect(m.state()).toBe('saving');
    expect(m.create.last.input).toEqual({
      uid: 'u-1',
      name: '타코 트럭',
      category: 'FoodTruck',
      location_id: 3,
      is_night: false,
      is_dorder: false,
      image: null,
      description: null,
      corners: [],
      menus: [
        { name: '타코', price: 5000, is_soldout: false },
        { name: '나초', price: 4000, is_soldout: true },
      ],
      hours: [{ day: '2025-09-25', start_time: '11:00', end_time: '20:00' }],
    });
    m.create.last.resolve({ booth_id: 46 });
    await flush();
    expect(m.state()).toBe('created');
    expect(m.ctx()).toMatchObject({ createdId: 46, message: { id: 'console.booths.created', values: { name: '타코 트럭' }, tone: 'ok' } });
    m.send({ type: 'another' });
    expect(m.state()).toBe('editing');
    expect(m.ctx().draft.name).toBe('');
  });

  it('a bad price is named on its row and nothing is sent; fixing it clears the problem', async () => {
    const m = await editing();
    fillTruck(m.send);
    m.send({ type: 'menu.change', index: 1, field: 'price', value: '4,000' });
    m.send({ type: 'form.submit' });
    expect(m.state()).toBe('editing');
    expect(m.create.calls).toHaveLength(0);
    expect(m.ctx().problems.map((p) => [p.field, p.code, p.row])).toEqual([['menus.1.price', 'menu_price', 2]]);
    expect(m.ctx().message).toEqual({ id: 'console.booths.fixFields', tone: 'error' });
    m.send({ type: 'menu.change', index: 1, field: 'price', value: '4000' });
    expect(m.ctx().problems).toEqual([]);
  });

  it('names every missing field of an empty form', async () => {
    const m = await editing();
    m.send({ type: 'form.submit' });
    expect(m.ctx().problems.map((p) => p.field)).toEqual(['name', 'location']);
  });

  it('sends only what the category carries', async () => {
    const m = await editing();
    m.send({ type: 'night.change', value: true });
    m.send({ type: 'dorder.change', value: true });
    m.send({ type: 'corner.add' });
    m.send({ type: 'category.change', value: 'Toilet' });
    m.send({ type: 'menu.add' });
    const input = createInputOf('u', m.ctx().draft);
    expect(input).toMatchObject({ is_night: false, is_dorder: false, corners: [], menus: [] });
  });

  it('refuses a photo that is not PNG, JPEG or WebP, or above 1 MB, and keeps a good one', async () => {
    const m = await editing();
    m.send({ type: 'image.change', dataUrl: 'data:image/gif;base64,R0lG', name: 'a.gif', bytes: 10, mime: 'image/gif' });
    expect(m.ctx().message?.id).toBe('console.booths.imageType');
    expect(m.ctx().draft.image).toBeNull();
    m.send({ type: 'image.change', dataUrl: 'data:image/png;base64,iVBO', name: 'big.png', bytes: 2_000_000, mime: 'image/png' });
    expect(m.ctx().message?.id).toBe('console.booths.imageTooLarge');
    m.send({ type: 'image.change', dataUrl: 'data:image/png;base64,iVBO', name: 'ok.png', bytes: 2000, mime: 'image/png' });
    expect(m.ctx().draft).toMatchObject({ image: 'data:image/png;base64,iVBO', imageName: 'ok.png' });
    expect(m.ctx().message).toBeNull();
  });

  it('shows the problems of a refusal beside their fields, and other refusals in the admin’s language', async () => {
    const m = await editing();
    fillTruck(m.send);
    m.send({ type: 'form.submit' });
    m.create.last.reject(apiFailure(400, { error: 'invalid_booth', message: 'x', problems: [{ field: 'location', code: 'location_unknown', text: 'x' }] }));
    await flush();
    expect(m.state()).toBe('editing');
    expect(m.ctx().problems.map((p) => p.code)).toEqual(['location_unknown']);
    m.send({ type: 'form.submit' });
    m.create.last.reject(apiFailure(500, { message: 'boom' }));
    await flush();
    expect(m.ctx().message).toMatchObject({ id: 'admin.error.editFailed', tone: 'error' });
  });
});
