import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { deferredActor, flush } from './test-utils/deferred';
import { initialLiked } from './like-toggle.rules';
import {
  isLikeBusy,
  isLikePending,
  likeToggleMachine,
  type LikeBroadcast,
  type LikeToggleInput,
  type ToggleLikeInput,
  type ToggleLikeOutput,
} from './like-toggle.machine';

function setupLike(input: LikeToggleInput = { boothId: 7, liked: false, count: 3 }) {
  const toggle = deferredActor<ToggleLikeInput, ToggleLikeOutput>();
  const sent: LikeBroadcast[] = [];
  const broadcast = vi.fn((_: unknown, params: LikeBroadcast) => void sent.push(params));
  const actor = createActor(likeToggleMachine.provide({ actors: { toggleLike: toggle.logic }, actions: { broadcast } }), {
    input,
  }).start();
  const shown = () => ({ liked: actor.getSnapshot().context.liked, count: actor.getSnapshot().context.count });
  return { actor, toggle, sent, shown };
}

describe('initialLiked', () => {
  it('reads the stored list when it is not empty', () => {
    expect(initialLiked(7, ['3', '7'], false)).toBe(true);
    expect(initialLiked('7', [7], false)).toBe(true);
    expect(initialLiked(7, ['3'], true)).toBe(false);
  });
  it('falls back to the data when the stored list is empty or missing', () => {
    expect(initialLiked(7, [], true)).toBe(true);
    expect(initialLiked(7, null, true)).toBe(true);
    expect(initialLiked(7, undefined, false)).toBe(false);
    expect(initialLiked(7, [], undefined)).toBe(false);
  });
});

describe('likeToggleMachine', () => {
  it('flips at once, broadcasts, then adopts the server values and broadcasts them', async () => {
    const { actor, toggle, sent, shown } = setupLike();
    actor.send({ type: 'like.toggle' });
    expect(shown()).toEqual({ liked: true, count: 4 });
    expect(isLikeBusy(actor.getSnapshot())).toBe(true);
    expect(toggle.calls).toHaveLength(1);
    expect(toggle.last.input).toEqual({ boothId: 7, liked: true });
    expect(sent).toEqual([{ boothId: 7, liked: true, count: 4 }]);

    // Someone else liked it meanwhile: the server's count wins.
    toggle.last.resolve({ isLiked: true, likesCount: 9 });
    await flush();
    expect(shown()).toEqual({ liked: true, count: 9 });
    expect(isLikeBusy(actor.getSnapshot())).toBe(false);
    expect(sent.at(-1)).toEqual({ boothId: 7, liked: true, count: 9 });
    expect(sent).toHaveLength(2);
  });

  it('unlikes with count - 1, never below 0', async () => {
    const { actor, toggle, shown } = setupLike({ boothId: 7, liked: true, count: 0 });
    actor.send({ type: 'like.toggle' });
    expect(shown()).toEqual({ liked: false, count: 0 });
    toggle.last.resolve({ isLiked: false, likesCount: -2 });
    await flush();
    expect(shown()).toEqual({ liked: false, count: 0 });
  });

  it('restores the earlier state silently on failure and broadcasts the restored state', async () => {
    const { actor, toggle, sent, shown } = setupLike({ boothId: 7, liked: true, count: 12 });
    actor.send({ type: 'like.toggle' });
    expect(shown()).toEqual({ liked: false, count: 11 });
    toggle.last.reject(new Error('503'));
    await flush();
    expect(shown()).toEqual({ liked: true, count: 12 });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().status).toBe('active');
    expect(sent).toEqual([
      { boothId: 7, liked: false, count: 11 },
      { boothId: 7, liked: true, count: 12 },
    ]);
  });

  it('ignores a second toggle while the call is in flight', async () => {
    const { actor, toggle, sent, shown } = setupLike();
    actor.send({ type: 'like.toggle' });
    actor.send({ type: 'like.toggle' });
    actor.send({ type: 'like.toggle' });
    expect(toggle.calls).toHaveLength(1);
    expect(shown()).toEqual({ liked: true, count: 4 });
    expect(sent).toHaveLength(1);
    toggle.last.resolve({ isLiked: true, likesCount: 4 });
    await flush();
    // After settling a toggle works again.
    actor.send({ type: 'like.toggle' });
    expect(toggle.calls).toHaveLength(2);
    expect(shown()).toEqual({ liked: false, count: 3 });
  });

  it('takes a sync from another card when idle, without re-broadcasting', () => {
    const { actor, sent, shown } = setupLike();
    actor.send({ type: 'like.sync', liked: true, count: 8 });
    expect(shown()).toEqual({ liked: true, count: 8 });
    expect(sent).toHaveLength(0);
  });

  it('ignores a sync while its own call is in flight: its own answer decides', async () => {
    const { actor, toggle, shown } = setupLike();
    actor.send({ type: 'like.toggle' });
    actor.send({ type: 'like.sync', liked: false, count: 100 });
    expect(shown()).toEqual({ liked: true, count: 4 });
    toggle.last.resolve({ isLiked: true, likesCount: 5 });
    await flush();
    expect(shown()).toEqual({ liked: true, count: 5 });
  });

  it('keeps two cards of one booth in step through the broadcast', async () => {
    const a = setupLike();
    const b = setupLike();
    a.actor.send({ type: 'like.toggle' });
    for (const m of a.sent) b.actor.send({ type: 'like.sync', liked: m.liked, count: m.count });
    expect(b.shown()).toEqual({ liked: true, count: 4 });
    a.toggle.last.resolve({ isLiked: true, likesCount: 6 });
    await flush();
    b.actor.send({ type: 'like.sync', liked: a.sent.at(-1)!.liked, count: a.sent.at(-1)!.count });
    expect(b.shown()).toEqual({ liked: true, count: 6 });
  });

  it('throws "provide me" when the app forgot the toggle actor, and still restores', async () => {
    const actor = createActor(likeToggleMachine, { input: { boothId: 1, liked: false, count: 0 } }).start();
    actor.send({ type: 'like.toggle' });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ liked: false, count: 0 });
  });

  it('clamps a negative starting count to 0', () => {
    const { shown } = setupLike({ boothId: 2, liked: false, count: -5 });
    expect(shown()).toEqual({ liked: false, count: 0 });
  });

  describe('offline (the call answers queued)', () => {
    it('keeps the flip as pending, not busy, until the outbox says it was sent; the server values win', async () => {
      const { actor, toggle, sent, shown } = setupLike();
      actor.send({ type: 'like.toggle' });
      toggle.last.resolve({ queued: true });
      await flush();
      expect(shown()).toEqual({ liked: true, count: 4 });
      expect(isLikePending(actor.getSnapshot())).toBe(true);
      expect(isLikeBusy(actor.getSnapshot())).toBe(false);
      expect(sent).toHaveLength(1);

      actor.send({ type: 'like.sent', isLiked: true, likesCount: 12 });
      expect(shown()).toEqual({ liked: true, count: 12 });
      expect(isLikePending(actor.getSnapshot())).toBe(false);
      expect(sent.at(-1)).toEqual({ boothId: 7, liked: true, count: 12 });
    });

    it('rolls back to the state before the first offline toggle when the outbox reports a refusal', async () => {
      const { actor, toggle, sent, shown } = setupLike({ boothId: 7, liked: false, count: 3 });
      actor.send({ type: 'like.toggle' });
      toggle.last.resolve({ queued: true });
      await flush();
      // Toggled twice offline: the outbox now keeps "not liked", and the rollback target stays the original.
      actor.send({ type: 'like.toggle' });
      expect(toggle.last.input).toEqual({ boothId: 7, liked: false });
      toggle.last.resolve({ queued: true });
      await flush();
      actor.send({ type: 'like.toggle' });
      toggle.last.resolve({ queued: true });
      await flush();
      expect(shown()).toEqual({ liked: true, count: 4 });

      actor.send({ type: 'like.rejected' });
      expect(shown()).toEqual({ liked: false, count: 3 });
      expect(isLikePending(actor.getSnapshot())).toBe(false);
      expect(sent.at(-1)).toEqual({ boothId: 7, liked: false, count: 3 });
    });

    it('ignores outbox reports when nothing is pending', () => {
      const { actor, shown } = setupLike();
      actor.send({ type: 'like.sent', isLiked: true, likesCount: 50 });
      actor.send({ type: 'like.rejected' });
      expect(shown()).toEqual({ liked: false, count: 3 });
    });
  });
});
