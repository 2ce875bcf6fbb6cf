// A booth's like button state, shared by every card of that booth on the page (spec §4 Like).
import { useEffect, useId, useRef } from 'react';
import { fromPromise } from 'xstate';
import { useActorRef, useSelector } from '@xstate/react';
import { likeToggleMachine, initialLiked, isLikeBusy, type LikeBroadcast, type ToggleLikeInput } from '@machines/like-toggle.machine';
import { toggleLike } from '@/api/booths';
import { adoptUserId, setBoothLiked, visitorStore } from '@/stores/visitor';
import { getInspect } from '@/lib/inspector';

type LikeEvent = CustomEvent<LikeBroadcast & { from: string }>;

// In-page broadcast, plus the last state seen per booth so a card mounted later (a cached list) starts right.
const bus = new EventTarget();
const latest = new Map<number, { liked: boolean; count: number }>();

/** The machine with the real call; the visitor id the server returns replaces the stored one. */
export const appLikeMachine = likeToggleMachine.provide({
  actors: {
    toggleLike: fromPromise(async ({ input }: { input: ToggleLikeInput }) => {
      const res = await toggleLike(input.boothId, visitorStore.userId);
      adoptUserId(res.user_id);
      return { isLiked: res.is_liked, likesCount: res.likes_count };
    }),
  },
});

export interface UseLike {
  liked: boolean;
  count: number;
  busy: boolean;
  toggle: () => void;
}

export function useLike({ boothId, liked, count }: { boothId: number; liked: boolean; count: number }): UseLike {
  const self = useId();
  const start = latest.get(boothId) ?? { liked: initialLiked(boothId, visitorStore.likedBooths, liked), count };
  const actor = useActorRef(
    appLikeMachine.provide({
      actions: {
        broadcast: (_, b: LikeBroadcast) => {
          latest.set(b.boothId, { liked: b.liked, count: b.count });
          setBoothLiked(b.boothId, b.liked);
          bus.dispatchEvent(new CustomEvent('like', { detail: { ...b, from: self } }));
        },
      },
    }),
    { input: { boothId, liked: start.liked, count: start.count }, inspect: getInspect() },
  );

  useEffect(() => {
    const onLike = (e: Event) => {
      const { detail } = e as LikeEvent;
      if (detail.boothId === boothId && detail.from !== self) actor.send({ type: 'like.sync', liked: detail.liked, count: detail.count });
    };
    bus.addEventListener('like', onLike);
    return () => bus.removeEventListener('like', onLike);
  }, [actor, boothId, self]);

  // A count that changes under the card (live updates write it into the query cache) is followed.
  const shownCount = useRef(count);
  useEffect(() => {
    if (shownCount.current === count) return;
    shownCount.current = count;
    const { liked: now } = actor.getSnapshot().context;
    latest.set(boothId, { liked: now, count });
    actor.send({ type: 'like.sync', liked: now, count });
  }, [actor, boothId, count]);

  const state = useSelector(actor, (s) => ({ liked: s.context.liked, count: s.context.count, busy: isLikeBusy(s) }), shallowEqual);
  return { ...state, toggle: () => actor.send({ type: 'like.toggle' }) };
}

function shallowEqual(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  return Object.keys(a).every((k) => a[k] === b[k]);
}

/** Forgets the page's like states (tests and stories). */
export function resetLikeBus(): void {
  latest.clear();
}
