import { afterEach, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { GAME } from '@contract/constants';
import {
  couponBoothChoices,
  resultModalMachine,
  selectBooths,
  selectBusy,
  selectClosed,
  selectCopied,
  selectCouponCode,
  selectError,
  selectErrorValues,
  selectNextCouponTime,
  selectSelectedBooth,
  selectStep,
  selectVideoPlaying,
  type CopyCodeInput,
  type IssueCouponInput,
  type IssueCouponOutput,
  type ResultModalEvent,
  type ResultModalInput,
  type ResultModalSnapshot,
} from './result-modal.machine';
import { deferredActor, flush } from './test-utils/deferred';

const running: { stop: () => void }[] = [];
afterEach(() => running.splice(0).forEach((a) => a.stop()));

function setupModal(input: ResultModalInput) {
  const issue = deferredActor<IssueCouponInput, IssueCouponOutput>();
  const copy = deferredActor<CopyCodeInput, void>();
  const actor = createActor(resultModalMachine.provide({ actors: { issueCoupon: issue.logic, copyCode: copy.logic } }), { input });
  actor.start();
  running.push(actor);
  return { actor, issue, copy, snap: () => actor.getSnapshot() };
}
type Harness = ReturnType<typeof setupModal>;

async function toCouponStep(h: Harness) {
  h.actor.send({ type: 'modal.open' });
  h.actor.send({ type: 'video.ended' });
  expect(selectStep(h.snap())).toBe(3);
}

describe('couponBoothChoices', () => {
  it('always offers the three default pubs first, then the server’s others, without duplicates or blanks', () => {
    expect(couponBoothChoices()).toEqual(['프론티어', '공과대학', '푸름누리']);
    expect(couponBoothChoices(['공과대학', '사범대학', ' ', '사범대학 '])).toEqual(['프론티어', '공과대학', '푸름누리', '사범대학']);
    expect(couponBoothChoices().slice(0, 3)).toEqual([...GAME.defaultPubs]);
  });
});

describe('resultModalMachine', () => {
  it('step 1: the gift box waits to be opened, then its video plays', () => {
    const h = setupModal({ userId: 'u-1', isCoupon: true, couponBooths: [] });
    expect(selectStep(h.snap())).toBe(1);
    expect(selectVideoPlaying(h.snap())).toBe(false);
    h.actor.send({ type: 'video.ended' }); // no video yet: ignored
    expect(selectStep(h.snap())).toBe(1);
    h.actor.send({ type: 'modal.open' });
    expect(selectVideoPlaying(h.snap())).toBe(true);
    expect(selectStep(h.snap())).toBe(1);
  });

  it('step 5 when the game gave no coupon; closing ends the modal', () => {
    const h = setupModal({ userId: 'u-1', isCoupon: false, couponBooths: ['공과대학'] });
    h.actor.send({ type: 'modal.open' });
    h.actor.send({ type: 'video.ended' });
    expect(selectStep(h.snap())).toBe(5);
    h.actor.send({ type: 'coupon.issue' });
    expect(h.issue.calls).toHaveLength(0);
    h.actor.send({ type: 'modal.close' });
    expect(selectClosed(h.snap())).toBe(true);
    expect(selectStep(h.snap())).toBeNull();
  });

  it('step 3 → 4: choose a pub, issue once even when tapped twice, show the code, copy it', async () => {
    const h = setupModal({ userId: 'u-1', isCoupon: true, couponBooths: ['사범대학'] });
    await toCouponStep(h);
    expect(selectBooths(h.snap())).toEqual(['프론티어', '공과대학', '푸름누리', '사범대학']);
    expect(selectSelectedBooth(h.snap())).toBe('프론티어');
    h.actor.send({ type: 'modal.close' }); // a won coupon is not thrown away by a stray tap
    expect(selectStep(h.snap())).toBe(3);

    h.actor.send({ type: 'booth.select', boothName: '없는 주점' }); // not offered: ignored
    expect(selectSelectedBooth(h.snap())).toBe('프론티어');
    h.actor.send({ type: 'booth.select', boothName: '푸름누리' });
    expect(selectSelectedBooth(h.snap())).toBe('푸름누리');

    h.actor.send({ type: 'coupon.issue' });
    h.actor.send({ type: 'coupon.issue' });
    h.actor.send({ type: 'booth.select', boothName: '공과대학' }); // in flight: ignored
    expect(h.issue.calls).toHaveLength(1);
    expect(h.issue.last.input).toEqual({ userId: 'u-1', boothName: '푸름누리' });
    expect(selectBusy(h.snap())).toBe(true);
    expect(selectStep(h.snap())).toBe(3);

    h.issue.last.resolve({ couponCode: 'DG-7Q2K' });
    await flush();
    expect(selectStep(h.snap())).toBe(4);
    expect(selectCouponCode(h.snap())).toBe('DG-7Q2K');

    h.actor.send({ type: 'code.copy' });
    h.actor.send({ type: 'code.copy' });
    expect(h.copy.calls).toHaveLength(1);
    expect(h.copy.last.input).toEqual({ text: 'DG-7Q2K' });
    h.copy.last.resolve();
    await flush();
    expect(selectCopied(h.snap())).toBe(true);
    expect(selectError(h.snap())).toBeNull();
  });

  it('a coupon failure stays on step 3 with the sold-out message; another pub can be tried', async () => {
    const h = setupModal({ userId: 'u-1', isCoupon: true });
    await toCouponStep(h);
    h.actor.send({ type: 'coupon.issue' });
    h.issue.last.reject(new Error('409'));
    await flush();
    expect(selectStep(h.snap())).toBe(3);
    expect(selectError(h.snap())).toBe('game.error.coupon');
    expect(selectBusy(h.snap())).toBe(false);

    h.actor.send({ type: 'booth.select', boothName: '공과대학' });
    expect(selectError(h.snap())).toBeNull();
    h.actor.send({ type: 'coupon.issue' });
    expect(h.issue.calls).toHaveLength(2);
    expect(h.issue.last.input.boothName).toBe('공과대학');
    h.issue.last.resolve({ couponCode: 'DG-0001' });
    await flush();
    expect(selectStep(h.snap())).toBe(4);
  });

  it('step 5 after a win while no coupon is released tells when the next ones come', () => {
    const h = setupModal({ userId: 'u-1', isCoupon: false, nextCouponTime: '15:00' });
    h.actor.send({ type: 'modal.open' });
    h.actor.send({ type: 'video.ended' });
    expect(selectStep(h.snap())).toBe(5);
    expect(selectNextCouponTime(h.snap())).toBe('15:00');
  });

  it("the server's refusals show their own message: the next release time, or the minutes to wait", async () => {
    const h = setupModal({ userId: 'u-1', isCoupon: true });
    await toCouponStep(h);
    h.actor.send({ type: 'coupon.issue' });
    h.issue.last.reject({ refusal: 'not_released', time: '15:00' });
    await flush();
    expect(selectStep(h.snap())).toBe(3);
    expect(selectError(h.snap())).toBe('game.error.couponNotReleased');
    expect(selectErrorValues(h.snap())).toEqual({ time: '15:00' });

    h.actor.send({ type: 'coupon.issue' });
    h.issue.last.reject({ refusal: 'rate_limited', retryAfterS: 61 });
    await flush();
    expect(selectError(h.snap())).toBe('game.error.couponRateLimited');
    expect(selectErrorValues(h.snap())).toEqual({ minutes: 2 });

    // Choosing another pub clears the message; a later success shows the code.
    h.actor.send({ type: 'booth.select', boothName: '공과대학' });
    expect(selectError(h.snap())).toBeNull();
    expect(selectErrorValues(h.snap())).toBeNull();
    h.actor.send({ type: 'coupon.issue' });
    h.issue.last.resolve({ couponCode: 'DG-0002' });
    await flush();
    expect(selectStep(h.snap())).toBe(4);
  });

  it('an empty code from the server counts as a coupon failure', async () => {
    const h = setupModal({ userId: 'u-1', isCoupon: true });
    await toCouponStep(h);
    h.actor.send({ type: 'coupon.issue' });
    h.issue.last.resolve({ couponCode: ' ' });
    await flush();
    expect(selectStep(h.snap())).toBe(3);
    expect(selectError(h.snap())).toBe('game.error.coupon');
  });

  it('a clipboard failure shows the manual-copy message and keeps the code on screen', async () => {
    const h = setupModal({ userId: 'u-1', isCoupon: true });
    await toCouponStep(h);
    h.actor.send({ type: 'coupon.issue' });
    h.issue.last.resolve({ couponCode: 'DG-0002' });
    await flush();
    h.actor.send({ type: 'code.copy' });
    h.copy.last.reject(new DOMException('denied', 'NotAllowedError'));
    await flush();
    expect(selectStep(h.snap())).toBe(4);
    expect(selectError(h.snap())).toBe('game.error.clipboard');
    expect(selectCopied(h.snap())).toBe(false);
    expect(selectCouponCode(h.snap())).toBe('DG-0002');
    h.actor.send({ type: 'modal.close' });
    expect(selectClosed(h.snap())).toBe(true);
  });

  it('the default actors throw "provide me", which shows as the coupon failure', async () => {
    const actor = createActor(resultModalMachine, { input: { userId: 'u', isCoupon: true } }).start();
    running.push(actor);
    actor.send({ type: 'modal.open' });
    actor.send({ type: 'video.ended' });
    actor.send({ type: 'coupon.issue' });
    await flush();
    expect(actor.getSnapshot().context.error).toBe('game.error.coupon');
  });
});

// ---------- every path of the model, replayed on a real actor ----------

const MODEL_EVENTS = [
  { type: 'modal.open' },
  { type: 'video.ended' },
  { type: 'booth.select', boothName: '공과대학' },
  { type: 'coupon.issue' },
  { type: 'xstate.done.actor.issueCoupon', output: { couponCode: 'DG-0001' } },
  { type: 'xstate.error.actor.issueCoupon', error: new Error('sold out') },
  { type: 'code.copy' },
  { type: 'xstate.done.actor.copyCode', output: undefined },
  { type: 'xstate.error.actor.copyCode', error: new Error('denied') },
  { type: 'modal.close' },
] as const;
// The graph offers a state only the events it accepts; the actor-completion events are not in the
// machine's own event type, hence the cast.
const events = MODEL_EVENTS as unknown as ResultModalEvent[];

async function replay(input: ResultModalInput, steps: { event: { type: string }; state: ResultModalSnapshot }[]) {
  const h = setupModal(input);
  for (const { event, state } of steps) {
    switch (event.type) {
      case 'xstate.init':
        break;
      case 'xstate.done.actor.issueCoupon':
        h.issue.last.resolve((event as unknown as { output: IssueCouponOutput }).output);
        await flush();
        break;
      case 'xstate.error.actor.issueCoupon':
        h.issue.last.reject(new Error('sold out'));
        await flush();
        break;
      case 'xstate.done.actor.copyCode':
        h.copy.last.resolve();
        await flush();
        break;
      case 'xstate.error.actor.copyCode':
        h.copy.last.reject(new Error('denied'));
        await flush();
        break;
      default:
        h.actor.send(event as Parameters<typeof h.actor.send>[0]);
    }
    expect(h.snap().value).toEqual(state.value);
    expect(h.snap().context).toEqual(state.context);
    expect(selectStep(h.snap())).toBe(selectStep(state));
  }
  return h;
}

describe('resultModalMachine paths (xstate/graph)', () => {
  const won: ResultModalInput = { userId: 'u-1', isCoupon: true, couponBooths: [] };
  const none: ResultModalInput = { userId: 'u-1', isCoupon: false, couponBooths: [] };

  it('has a fixed number of paths; a new transition changes these numbers and must be walked here', () => {
    // With a coupon: 24 distinct (state, context) pairs, e.g. choosing × {프론티어, 공과대학} × {no error,
    // coupon error}, code shown × pub × {fresh, copied, clipboard error}; 47 loop-free paths to them.
    expect(getSimplePaths(resultModalMachine, { input: won, events })).toHaveLength(47);
    expect(getShortestPaths(resultModalMachine, { input: won, events })).toHaveLength(24);
    expect(getSimplePaths(resultModalMachine, { input: none, events })).toHaveLength(4);
  });

  it('reaches each step: 1, 3, 4 with a coupon; 1, 5 without; and never a step 2', () => {
    const steps = (input: ResultModalInput) =>
      [...new Set(getShortestPaths(resultModalMachine, { input, events }).map((p) => selectStep(p.state)))].sort();
    expect(steps(won)).toEqual([1, 3, 4, null]);
    expect(steps(none)).toEqual([1, 5, null]);
  });

  it('every simple path replays on a real actor with promise actors to the same states', async () => {
    for (const input of [won, none]) {
      const paths = getSimplePaths(resultModalMachine, { input, events });
      for (const path of paths) await replay(input, path.steps);
    }
  });
});
