// One booth's like button (spec §4 Like, §8). The flip shows at once; the server's answer wins; a
// failure puts the earlier state back without a word. Other cards of the same booth hear every change
// through the `broadcast` action the app provides, and answer with `like.sync`. Without a network the app's call
// answers `{ queued: true }`: the flip stays on screen as pending until the outbox reports `like.sent` or
// `like.rejected` (which rolls back like an online failure).
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';

export interface LikeToggleInput {
  boothId: number;
  liked: boolean;
  count: number;
}

export interface LikeToggleContext {
  boothId: number;
  liked: boolean;
  count: number;
  /** What to put back if the call fails; null when no call is in flight. */
  before: { liked: boolean; count: number } | null;
}

export type LikeToggleEvent =
  | { type: 'like.toggle' }
  | { type: 'like.sync'; liked: boolean; count: number }
  | { type: 'like.sent'; isLiked: boolean; likesCount: number }
  | { type: 'like.rejected' };

export interface ToggleLikeInput {
  boothId: number;
  /** The state the visitor chose (what an offline outbox keeps). */
  liked: boolean;
}
export type ToggleLikeOutput = { isLiked: boolean; likesCount: number } | { queued: true };
export type LikeSent = { isLiked: boolean; likesCount: number };

/** What the app hears after every change, to tell the other cards of the booth. */
export interface LikeBroadcast {
  boothId: number;
  liked: boolean;
  count: number;
}

const nonNegative = (n: number) => (Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);

export const likeToggleMachine = setup({
  types: {
    context: {} as LikeToggleContext,
    events: {} as LikeToggleEvent,
    input: {} as LikeToggleInput,
    tags: {} as 'busy' | 'pending',
  },
  actors: {
    toggleLike: fromPromise<ToggleLikeOutput, ToggleLikeInput>(async () => {
      throw new Error('provide me: toggleLike');
    }),
  },
  actions: {
    flip: assign(({ context }) => ({
      // A toggle while pending keeps the state from before the first offline toggle, to roll back to.
      before: context.before ?? { liked: context.liked, count: context.count },
      liked: !context.liked,
      count: nonNegative(context.count + (context.liked ? -1 : 1)),
    })),
    adopt: assign((_, params: LikeSent) => ({
      liked: params.isLiked,
      count: nonNegative(params.likesCount),
      before: null,
    })),
    restore: assign(({ context }) => ({
      liked: context.before?.liked ?? context.liked,
      count: context.before?.count ?? context.count,
      before: null,
    })),
    sync: assign((_, params: { liked: boolean; count: number }) => ({
      liked: params.liked,
      count: nonNegative(params.count),
    })),
    /** Provided by the app: tells the other cards of this booth (and stores likedBooths). */
    broadcast: (_, _params: LikeBroadcast) => {},
  },
  guards: {
    queued: (_, params: ToggleLikeOutput) => 'queued' in params,
  },
}).createMachine({
  id: 'likeToggle',
  context: ({ input }) => ({
    boothId: input.boothId,
    liked: input.liked,
    count: nonNegative(input.count),
    before: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'like.toggle': {
          target: 'toggling',
          actions: ['flip', { type: 'broadcast', params: ({ context }) => announce(context) }],
        },
        // A broadcast from another card: taken as is, never re-broadcast (that would echo forever).
        'like.sync': { actions: { type: 'sync', params: ({ event }) => ({ liked: event.liked, count: event.count }) } },
      },
    },
    toggling: {
      description:
        'The flipped state is on screen while the server call runs; further toggles and syncs are ignored until it settles.',
      tags: ['busy'],
      invoke: {
        id: 'toggleLike',
        src: 'toggleLike',
        input: ({ context }) => ({ boothId: context.boothId, liked: context.liked }),
        onDone: [
          { guard: { type: 'queued', params: ({ event }) => event.output }, target: 'pending' },
          {
            target: 'idle',
            actions: [
              { type: 'adopt', params: ({ event }) => event.output as LikeSent },
              { type: 'broadcast', params: ({ context }) => announce(context) },
            ],
          },
        ],
        onError: {
          target: 'idle',
          actions: ['restore', { type: 'broadcast', params: ({ context }) => announce(context) }],
        },
      },
    },
    pending: {
      description:
        'No network: the flipped state is on screen and kept in the outbox; the outbox reports how it ended. Toggling again changes what the outbox will send.',
      tags: ['pending'],
      on: {
        'like.toggle': {
          target: 'toggling',
          actions: ['flip', { type: 'broadcast', params: ({ context }) => announce(context) }],
        },
        'like.sync': { actions: { type: 'sync', params: ({ event }) => ({ liked: event.liked, count: event.count }) } },
        'like.sent': {
          target: 'idle',
          actions: [
            { type: 'adopt', params: ({ event }) => ({ isLiked: event.isLiked, likesCount: event.likesCount }) },
            { type: 'broadcast', params: ({ context }) => announce(context) },
          ],
        },
        'like.rejected': {
          target: 'idle',
          actions: ['restore', { type: 'broadcast', params: ({ context }) => announce(context) }],
        },
      },
    },
  },
});

function announce(c: LikeToggleContext): LikeBroadcast {
  return { boothId: c.boothId, liked: c.liked, count: c.count };
}

export type LikeToggleRef = ActorRefFrom<typeof likeToggleMachine>;
export type LikeToggleSnapshot = SnapshotFrom<typeof likeToggleMachine>;

export const isLikeBusy = (s: LikeToggleSnapshot): boolean => s.hasTag('busy');
export const isLikePending = (s: LikeToggleSnapshot): boolean => s.hasTag('pending');
