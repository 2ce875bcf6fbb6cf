import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, type AnyMachineSnapshot } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { ImageDimensionsError } from '@contract/image-dimensions';
import type { WriteResponse } from '@contract/types';
import { deferredActor, flush } from './test-utils/deferred';
import { apiFailure, recordEffects } from './admin-test-kit';
import { eventsFrom, flushMicrotasks, leafPaths, unvisitedStates, walkPath } from './form-graph-runner';
import {
  adminLostMachine,
  canSubmitLost,
  selectLostErrors,
  type AdminLostContext,
  type AdminLostInput,
  type CompressImageInput,
  type ImageFile,
  type SaveLostInput,
} from './admin-lost.machine';

const MB = 1024 * 1024;
const CREATE: AdminLostInput = { uid: 'u-1', role: 'Staff', mode: 'create' };
const EDIT: AdminLostInput = {
  uid: 'u-1',
  role: 'Stuco',
  mode: 'edit',
  postId: 5,
  initial: { title: 'Blue wallet', content: 'Found near the stage', location: 'Manhae Square', imageUrl: '/uploads/a.jpg' },
};

function setupLost(input: AdminLostInput = CREATE) {
  const compress = deferredActor<CompressImageInput, ImageFile>();
  const save = deferredActor<SaveLostInput, WriteResponse>();
  const effects = recordEffects();
  const clock = new SimulatedClock();
  const machine = adminLostMachine.provide({ actors: { compressImage: compress.logic, saveLost: save.logic }, actions: effects.actions });
  const actor = createActor(machine, { input, clock }).start();
  const type = (field: 'title' | 'content' | 'location', value: string) => actor.send({ type: 'form.change', field, value });
  const fill = () => {
    type('title', 'Blue wallet');
    type('content', 'Found near the stage');
    type('location', 'Manhae Square');
  };
  return {
    actor,
    compress,
    save,
    effects,
    clock,
    type,
    fill,
    can: () => canSubmitLost(actor.getSnapshot()),
    errors: () => selectLostErrors(actor.getSnapshot()),
    message: () => actor.getSnapshot().context.message,
  };
}

describe('adminLostMachine: fields', () => {
  it('a new post needs title, content and location non-blank', () => {
    const l = setupLost();
    expect(l.can()).toBe(false);
    l.type('title', 'Blue wallet');
    l.type('content', 'Found near the stage');
    expect(l.can()).toBe(false);
    l.type('location', '   ');
    expect(l.can()).toBe(false);
    l.type('location', 'Manhae Square');
    expect(l.can()).toBe(true);
  });

  it('title and location at most 200 characters, each with its message', () => {
    const l = setupLost();
    l.fill();
    l.type('title', 't'.repeat(200));
    expect(l.errors().title).toBeNull();
    expect(l.can()).toBe(true);
    l.type('title', 't'.repeat(201));
    expect(l.errors().title).toBe('admin.error.titleTooLong');
    expect(l.can()).toBe(false);
    l.type('title', 'ok');
    l.type('location', 'l'.repeat(201));
    expect(l.errors()).toMatchObject({ title: null, location: 'admin.error.locationTooLong' });
    expect(l.can()).toBe(false);
  });

  it("says 'please enter content' once content was typed and emptied", () => {
    const l = setupLost();
    expect(l.errors().content).toBeNull();
    l.type('content', 'x');
    l.type('content', '  ');
    expect(l.errors().content).toBe('admin.error.contentRequired');
    l.type('content', 'found');
    expect(l.errors().content).toBeNull();
  });

  it('an edit needs a change (whitespace is not one), or a new photo', async () => {
    const l = setupLost(EDIT);
    expect(l.can()).toBe(false);
    l.type('title', 'Blue wallet ');
    expect(l.can()).toBe(false);
    l.type('title', 'Black wallet');
    expect(l.can()).toBe(true);
    l.type('title', 'Blue wallet');
    expect(l.can()).toBe(false);
    l.actor.send({ type: 'image.pick', file: { size: 300_000, name: 'b.jpg' } });
    l.compress.last.resolve({ size: 120_000, name: 'b.jpg' });
    await flush();
    expect(l.can()).toBe(true);
  });
});

describe('adminLostMachine: photo', () => {
  it('compresses a picked photo, disables submit meanwhile, then attaches the compressed one', async () => {
    const l = setupLost();
    l.fill();
    const original = { size: 3 * MB, name: 'big.jpg' };
    l.actor.send({ type: 'image.pick', file: original });
    expect(l.actor.getSnapshot().hasTag('compressing')).toBe(true);
    expect(l.can()).toBe(false);
    expect(l.compress.last.input).toEqual({ file: original });
    l.compress.last.resolve({ size: 400_000, name: 'big.jpg' });
    await flush();
    expect(l.actor.getSnapshot().context.image).toEqual({ size: 400_000, name: 'big.jpg' });
    expect(l.errors().image).toBeNull();
    expect(l.can()).toBe(true);
  });

  it('refuses a compressed photo above 1 MB', async () => {
    const l = setupLost();
    l.fill();
    l.actor.send({ type: 'image.pick', file: { size: 5 * MB } });
    l.compress.last.resolve({ size: MB + 1 });
    await flush();
    expect(l.errors().image).toBe('admin.error.compressedTooLarge');
    expect(l.actor.getSnapshot().context.image).toBeNull();
    // Exactly 1 MB is allowed.
    l.actor.send({ type: 'image.pick', file: { size: 5 * MB } });
    l.compress.last.resolve({ size: MB });
    await flush();
    expect(l.errors().image).toBeNull();
    expect(l.actor.getSnapshot().context.image).toEqual({ size: MB });
  });

  it('uses the original when compression fails, if it is within 1 MB', async () => {
    const l = setupLost();
    l.fill();
    const small = { size: 900_000, name: 'small.png' };
    l.actor.send({ type: 'image.pick', file: small });
    l.compress.last.reject(new Error('worker crashed'));
    await flush();
    expect(l.actor.getSnapshot().context.image).toBe(small);
    expect(l.can()).toBe(true);
  });

  it("says 'only images up to 1MB' when compression fails on a larger original", async () => {
    const l = setupLost();
    l.fill();
    l.actor.send({ type: 'image.pick', file: { size: 2 * MB } });
    l.compress.last.reject(new Error('worker crashed'));
    await flush();
    expect(l.errors().image).toBe('admin.error.imageTooLarge');
    expect(l.actor.getSnapshot().context.image).toBeNull();
    expect(l.can()).toBe(true);
  });

  it('refuses a photo whose header declares too many pixels, even a small file, keeping the earlier photo', async () => {
    const l = setupLost();
    l.fill();
    const earlier = { size: 500_000, name: 'earlier.jpg' };
    l.actor.send({ type: 'image.pick', file: earlier });
    l.compress.last.resolve(earlier);
    await flush();
    l.actor.send({ type: 'image.pick', file: { size: 389_545, name: 'bomb.png' } });
    l.compress.last.reject(new ImageDimensionsError('20000×20000 pixels'));
    await flush();
    expect(l.errors().image).toBe('admin.error.imageDimensions');
    expect(l.actor.getSnapshot().context.image).toBe(earlier);
    expect(l.can()).toBe(true);
  });

  it('a second pick while compressing replaces the first, whose answer is ignored', async () => {
    const l = setupLost();
    l.actor.send({ type: 'image.pick', file: { size: 2 * MB, name: 'first' } });
    const first = l.compress.last;
    l.actor.send({ type: 'image.pick', file: { size: 2 * MB, name: 'second' } });
    first.resolve({ size: 1, name: 'first' });
    await flush();
    expect(l.actor.getSnapshot().hasTag('compressing')).toBe(true);
    l.compress.last.resolve({ size: 2, name: 'second' });
    await flush();
    expect(l.actor.getSnapshot().context.image).toEqual({ size: 2, name: 'second' });
  });

  it('removes a new photo', async () => {
    const l = setupLost();
    l.actor.send({ type: 'image.pick', file: { size: 10 } });
    l.compress.last.resolve({ size: 5 });
    await flush();
    l.actor.send({ type: 'image.remove' });
    expect(l.actor.getSnapshot().context.image).toBeNull();
  });
});

describe('adminLostMachine: saving', () => {
  it('without a stored uid says login required and goes to login after 2 s', () => {
    const l = setupLost({ uid: undefined, role: undefined, mode: 'create' });
    expect(l.message()).toEqual({ id: 'admin.error.loginRequired' });
    l.clock.increment(1999);
    expect(l.effects.redirects).toEqual([]);
    l.clock.increment(1);
    expect(l.effects.redirects).toEqual(['/admin/login']);
  });

  it('sends trimmed fields with the photo once and goes to /admin/festa after 1 s', async () => {
    const l = setupLost();
    l.type('title', ' Blue wallet ');
    l.type('content', 'Found near the stage');
    l.type('location', ' Manhae Square');
    l.actor.send({ type: 'image.pick', file: { size: 10 } });
    l.compress.last.resolve({ size: 8 });
    await flush();
    l.actor.send({ type: 'form.submit' });
    l.actor.send({ type: 'form.submit' });
    expect(l.save.calls).toHaveLength(1);
    expect(l.save.last.input).toEqual({
      uid: 'u-1',
      mode: 'create',
      postId: null,
      title: 'Blue wallet',
      content: 'Found near the stage',
      location: 'Manhae Square',
      image: { size: 8 },
    });
    l.save.last.resolve({ message: 'created', id: 3 });
    await flush();
    expect(l.message()).toEqual({ id: 'admin.saved' });
    l.clock.increment(999);
    expect(l.effects.redirects).toEqual([]);
    l.clock.increment(1);
    expect(l.effects.redirects).toEqual(['/admin/festa']);
  });

  it('an edit sends the post id and no photo when none was picked', () => {
    const l = setupLost(EDIT);
    l.type('location', 'Paljeongdo');
    l.actor.send({ type: 'form.submit' });
    expect(l.save.last.input).toMatchObject({ mode: 'edit', postId: 5, location: 'Paljeongdo', image: null });
  });

  it('a failure keeps the form with the message, and an expired session goes to login after 1.8 s', async () => {
    const l = setupLost();
    l.fill();
    l.actor.send({ type: 'form.submit' });
    l.save.last.reject(apiFailure(413, { detail: 'file too large' }));
    await flush();
    expect(l.message()).toEqual({ id: 'admin.error.requestFailed' });
    expect(l.can()).toBe(true);
    l.actor.send({ type: 'form.submit' });
    l.save.last.reject(apiFailure(403, { message: 'UID expired' }));
    await flush();
    expect(l.message()).toEqual({ id: 'admin.error.sessionExpired' });
    l.clock.increment(1799);
    expect(l.effects.redirects).toEqual([]);
    l.clock.increment(1);
    expect(l.effects.redirects).toEqual(['/admin/login']);
  });
});

describe('adminLostMachine graph', () => {
  const long = 'x'.repeat(201);
  const EVENTS = [
    { type: 'form.change', field: 'title', value: '' },
    { type: 'form.change', field: 'title', value: 'Wallet' },
    { type: 'form.change', field: 'title', value: long },
    { type: 'form.change', field: 'content', value: '' },
    { type: 'form.change', field: 'content', value: 'Found' },
    { type: 'form.change', field: 'location', value: 'Gym' },
    { type: 'form.change', field: 'location', value: long },
    { type: 'image.pick', file: { size: 2 * MB } },
    { type: 'xstate.done.actor.compressImage', output: { size: 1000 } },
    { type: 'xstate.done.actor.compressImage', output: { size: 2 * MB } },
    { type: 'xstate.error.actor.compressImage', error: new Error('no worker') },
    { type: 'xstate.done.actor.saveLost', output: { message: 'ok' } },
    { type: 'xstate.error.actor.saveLost', error: apiFailure(401) },
    { type: 'xstate.error.actor.saveLost', error: apiFailure(500) },
  ];
  const INPUTS: AdminLostInput[] = [CREATE, { uid: null, role: null, mode: 'create' }];
  const runs = INPUTS.map((input) => ({ input, paths: getShortestPaths(adminLostMachine, { input, events: eventsFrom(EVENTS) as never, limit: 20_000 }) }));

  function check(s: AnyMachineSnapshot) {
    const c = s.context as AdminLostContext;
    const filled = [c.title, c.content, c.location].every((v) => v.trim() !== '');
    const withinLimits = c.title.length <= 200 && c.location.length <= 200;
    expect(s.hasTag('canSubmit')).toBe(s.matches('editing') && filled && withinLimits && !s.hasTag('compressing'));
    expect(c.image === null || c.image.size <= MB).toBe(true);
    // A refused pick keeps whatever photo was attached before; a compressing one is always known.
    if (s.hasTag('compressing')) expect(c.picked).not.toBeNull();
  }

  it('reaches a fixed number of states, every state node among them', () => {
    // A new transition or state changes these numbers: walk and check it, then update them.
    expect(runs.map((r) => r.paths.length)).toEqual([254, 2]);
    expect(unvisitedStates(adminLostMachine, runs.flatMap((r) => r.paths))).toEqual([]);
  });

  it('walks every path on a real actor', { timeout: 30_000 }, async () => {
    for (const { input, paths } of runs) {
      for (const path of leafPaths(paths)) {
        await walkPath(
          adminLostMachine,
          path,
          () => {
            const compress = deferredActor<CompressImageInput, ImageFile>();
            const save = deferredActor<SaveLostInput, WriteResponse>();
            const clock = new SimulatedClock();
            const machine = adminLostMachine.provide({
              actors: { compressImage: compress.logic, saveLost: save.logic },
              actions: recordEffects().actions,
            });
            return {
              actor: createActor(machine, { input, clock }).start(),
              clock,
              actors: { compressImage: compress, saveLost: save },
              flush: flushMicrotasks,
            };
          },
          check,
        );
      }
    }
  });
});
