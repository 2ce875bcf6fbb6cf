// The app's one live stream (GET /api/live): open while the tab is shown and the browser online,
// reconnecting after a failure with exponential back-off and jitter (so a restarted server is not hit
// by every tab at once), closed while the tab is hidden and resumed with a refetch when it shows again.
// The stream itself is an actor the app provides (an EventSource); events it reports go to `onMessage`.
import { assign, fromCallback, setup, type SnapshotFrom } from 'xstate';

export interface LiveMessage {
  kind: string;
  data: unknown;
  /** The event's id (what a reconnect resumes from); '' when the frame had none. */
  id: string;
}

export interface StreamInput {
  lastEventId: string | null;
}

export type LiveConnectionEvent =
  | { type: 'stream.opened' }
  | { type: 'stream.failed' }
  | { type: 'stream.message'; message: LiveMessage }
  | { type: 'page.hidden' }
  | { type: 'page.visible' }
  | { type: 'network.offline' }
  | { type: 'network.online' };

export interface LiveConnectionInput {
  /** First retry delay (ms); doubles with each failure up to maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** 0..1; tests pass a fixed one. */
  random?: () => number;
  hidden?: boolean;
}

/** The delay before reconnect attempt `attempt` (1-based): half fixed, half random ("equal jitter"). */
export function backoffDelay(attempt: number, base: number, max: number, random: () => number): number {
  const full = Math.min(max, base * 2 ** Math.max(0, attempt - 1));
  return Math.round(full / 2 + (full / 2) * random());
}

export const liveConnectionMachine = setup({
  types: {
    context: {} as {
      attempt: number;
      delay: number;
      lastEventId: string | null;
      /** Reopened after a hidden spell or a gap: refetch once connected. */
      stale: boolean;
      startHidden: boolean;
      baseDelayMs: number;
      maxDelayMs: number;
      random: () => number;
    },
    events: {} as LiveConnectionEvent,
    input: {} as LiveConnectionInput,
  },
  actors: {
    // Provided by the app: reports stream.opened / stream.message / stream.failed, closes on stop.
    stream: fromCallback<LiveConnectionEvent, StreamInput>(() => () => {}),
  },
  actions: {
    /** The app turns messages into cache updates. */
    onMessage: (_, _message: LiveMessage) => {},
    /** The app refetches what the page shows (the stream missed an unknown number of events). */
    refetch: () => {},
  },
  delays: {
    backoff: ({ context }) => context.delay,
  },
}).createMachine({
  id: 'liveConnection',
  description: 'One live stream for the app: back-off with jitter on failure, none while hidden, refetch on resume.',
  context: ({ input }) => ({
    attempt: 0,
    delay: 0,
    lastEventId: null,
    stale: false,
    startHidden: input.hidden ?? false,
    baseDelayMs: input.baseDelayMs ?? 1000,
    maxDelayMs: input.maxDelayMs ?? 30_000,
    random: input.random ?? Math.random,
  }),
  initial: 'boot',
  on: {
    'network.offline': { target: '.offline' },
    'stream.message': [
      // A stopping server says "go elsewhere now": the back-off starts over, short.
      {
        guard: ({ event }) => event.message.kind === 'reconnect',
        target: '.reconnecting',
        actions: assign({ attempt: 0 }),
      },
      {
        actions: [
          assign({ lastEventId: ({ context, event }) => event.message.id || context.lastEventId }),
          { type: 'onMessage', params: ({ event }) => event.message },
        ],
      },
    ],
  },
  states: {
    boot: {
      always: [{ guard: ({ context }) => context.startHidden, target: 'paused' }, { target: 'open' }],
    },
    open: {
      tags: ['live'],
      invoke: { src: 'stream', input: ({ context }) => ({ lastEventId: context.lastEventId }) },
      initial: 'connecting',
      on: {
        'stream.failed': { target: 'reconnecting' },
        'page.hidden': { target: 'paused' },
      },
      states: {
        connecting: {
          tags: ['connecting'],
          on: {
            'stream.opened': [
              { guard: ({ context }) => context.stale, target: 'connected', actions: [assign({ attempt: 0, stale: false }), 'refetch'] },
              { target: 'connected', actions: assign({ attempt: 0 }) },
            ],
          },
        },
        connected: { tags: ['connected'] },
      },
    },
    reconnecting: {
      tags: ['reconnecting'],
      entry: assign(({ context }) => {
        const attempt = context.attempt + 1;
        return { attempt, delay: backoffDelay(attempt, context.baseDelayMs, context.maxDelayMs, context.random) };
      }),
      after: { backoff: { target: 'open' } },
      on: { 'page.hidden': { target: 'paused' } },
    },
    paused: {
      tags: ['paused'],
      entry: assign({ stale: true }),
      on: { 'page.visible': { target: 'open' } },
    },
    offline: {
      tags: ['offline'],
      entry: assign({ stale: true }),
      on: { 'network.online': { target: 'open' }, 'page.hidden': { target: 'paused' } },
    },
  },
});

export type LiveConnectionSnapshot = SnapshotFrom<typeof liveConnectionMachine>;
export type LiveStatus = 'connected' | 'connecting' | 'reconnecting' | 'offline' | 'paused';

export function selectLiveStatus(s: LiveConnectionSnapshot): LiveStatus {
  if (s.hasTag('connected')) return 'connected';
  if (s.hasTag('reconnecting')) return 'reconnecting';
  if (s.hasTag('offline')) return 'offline';
  if (s.hasTag('paused')) return 'paused';
  return 'connecting';
}
export const selectAttempt = (s: LiveConnectionSnapshot) => s.context.attempt;
export const selectDelay = (s: LiveConnectionSnapshot) => s.context.delay;
