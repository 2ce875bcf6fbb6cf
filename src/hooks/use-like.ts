// A booth's like button state, shared by every card of that booth on the page (spec §4 Like).
import { useEffect, useRef } from 'react';
import { fromPromise } from 'xstate';
import { useActorRef, useSelector } from '@xstate/react';
import {
  likeToggleMachine,
  isLikeBusy,
  isLikePending,
  type LikeBroadcast,
  type ToggleLikeInput,
  type ToggleLikeOutput,
} from '@machines/like-toggle.machine';
import { initialLiked } from '@machines/like-toggle.rules';
import { toggleLike } from '@/api/booths';
import { isApiError } from '@/api/client';
import { outboxEvents, queueLike, type OutboxSettled } from '@/offline/like-outbox';
import { adoptUserId, setBoothLiked, visitorStore } from '@/stores/visitor';
import { isReadOnlyAnswer, noteLikesPaused } from '@/stores/write-pause';
import { getInspect } from '@/lib/inspector';

/** `from` is the broadcasting card's actor, so a card does not take its own broadcast. */
type LikeEvent = CustomEvent<LikeBroadcast & { from: unknown }>;

// In-page broadcast, plus the last state seen per booth so a card mounted later (a cached list) starts right.
const bus = new EventTarget();
const latest = new Map<number, { liked: boolean; count: number }>();

/**
 * The machine with the real call; the visitor id the server returns replaces the stored one. Without a network
 * (the browser says so, or the call never got an answer) the chosen state waits in the outbox. One machine for
 * every card: a card's broadcast names its own actor (`self`), so nothing is built per card or per render.
 */
export const appLikeMachine = likeToggleMachine.provide({
  actions: {
    broadcast: ({ self }, b: LikeBroadcast) => {
      latest.set(b.boothId, { liked: b.liked, count: b.count });
      setBoothLiked(b.boothId, b.liked);
      bus.dispatchEvent(new CustomEvent('like', { detail: { ...b, from: self } }));
    },
  },
  actors: {
    toggleLike: fromPromise(async ({ input }: { input: ToggleLikeInput }): Promise<ToggleLikeOutput> => {
      const queue = async () => {
        await queueLike(input.boothId, input.liked);
        return { queued: true } as const;
      };
      if (globalThis.navigator?.onLine === false) return queue();
      try {
        const res = await toggleLike(input.boothId, visitorStore.userId);
        adoptUserId(res.user_id);
        return { isLiked: res.is_liked, likesCount: res.likes_count };
      } catch (e) {
        if (isApiError(e) && e.kind === 'network') return queue();
        // The machine rolls the like back; the notice says why when the app is read-only.
        if (isReadOnlyAnswer(e)) noteLikesPaused();
        throw e;
      }
    }),
  },
});

// A queued like that ends while none of its cards is on screen still updates what later cards start from.
outboxEvents.addEventListener('settled', (e) => {
  const d = (e as CustomEvent<OutboxSettled>).detail;
  const was = latest.get(d.boothId);
  const next = d.ok
    ? { liked: d.liked, count: d.count }
    : { liked: !d.liked, count: Math.max(0, (was?.count ?? 0) + (d.liked ? -1 : 1)) };
  latest.set(d.boothId, next);
  setBoothLiked(d.boothId, next.liked);
});

export interface UseLike {
  liked: boolean;
  count: number;
  busy: boolean;
  /** Made without a network: waits in the outbox. */
  pending: boolean;
  toggle: () => void;
}

export function useLike({ boothId, liked, count }: { boothId: number; liked: boolean; count: number }): UseLike {
  const start = latest.get(boothId) ?? { liked: initialLiked(boothId, visitorStore.likedBooths, liked), count };
  const actor = useActorRef(appLikeMachine, { input: { boothId, liked: start.liked, count: start.count }, inspect: getInspect() });

  useEffect(() => {
    const onLike = (e: Event) => {
      const { detail } = e as LikeEvent;
      if (detail.boothId === boothId && detail.from !== actor) actor.send({ type: 'like.sync', liked: detail.liked, count: detail.count });
    };
    const onSettled = (e: Event) => {
      const d = (e as CustomEvent<OutboxSettled>).detail;
      if (d.boothId !== boothId || !isLikePending(actor.getSnapshot())) return;
      actor.send(d.ok ? { type: 'like.sent', isLiked: d.liked, likesCount: d.count } : { type: 'like.rejected' });
    };
    bus.addEventListener('like', onLike);
    outboxEvents.addEventListener('settled', onSettled);
    return () => {
      bus.removeEventListener('like', onLike);
      outboxEvents.removeEventListener('settled', onSettled);
    };
  }, [actor, boothId]);

  // A screen may first draw a kept copy (offline cache) and then the server's fresh answer, and live updates write
  // new counts into the query cache: the card follows the data it is given, unless a like of its own is on its way.
  const mounted = useRef(false);
  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    if (isLikePending(actor.getSnapshot())) return;
    const nowLiked = initialLiked(boothId, visitorStore.likedBooths, liked);
    latest.set(boothId, { liked: nowLiked, count });
    actor.send({ type: 'like.sync', liked: nowLiked, count });
  }, [actor, boothId, liked, count]);

  const state = useSelector(
    actor,
    (s) => ({ liked: s.context.liked, count: s.context.count, busy: isLikeBusy(s), pending: isLikePending(s) }),
    shallowEqual,
  );
  return { ...state, toggle: () => actor.send({ type: 'like.toggle' }) };
}

function shallowEqual(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  return Object.keys(a).every((k) => a[k] === b[k]);
}

/** Forgets the page's like states (tests and stories). */
export function resetLikeBus(): void {
  latest.clear();
}
