// The 'find the different word' game of spec §4: intro, instruction, countdown, four timed rounds, result.
// Pure: the server calls are actors and the try-count storage is an action, both provided by the app.
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { GAME } from '@contract/constants';
import { currentFestival } from '@contract/festival-data';

/** Plays a day and stages of the festival the app runs on (contract/festival-data.ts). */
const triesPerDay = () => currentFestival().game.tries_per_day;
const stageCount = () => currentFestival().game.stages;
import { gridSize, isGameStage, makeSeededRound, type GameStage } from './game-words';

/** Message ids; the UI translates them. */
export const GAME_ERRORS = {
  start: 'game.error.start',
  limit: 'game.error.limit',
  success: 'game.error.success',
  /** A start without a network: it needs the server, and says so. */
  offline: 'offline.needsNetwork',
} as const;
export type GameErrorId = (typeof GAME_ERRORS)[keyof typeof GAME_ERRORS];

export interface StartGameInput {
  /** null when the visitor has no stored id yet; the app sends 'none' on the wire. */
  userId: string | null;
}
export interface StartGameOutput {
  userId: string;
  tryTimes: number;
}
export interface ReportSuccessInput {
  userId: string;
}
export interface ReportSuccessOutput {
  isCoupon: boolean;
  couponBooths: string[];
  /** A win while no coupon was released: when the next ones come ('HH:MM' Korea time). */
  nextCouponTime?: string | null;
  /** The server's total of finished games, when the app fetched it along with the success call. */
  successCount?: number;
}
export interface PersistTriesParams {
  userId: string | null;
  tryTimes: number;
}

export interface GameInput {
  /** The stored visitor id, if any. */
  userId?: string | null;
  /** The stored play count of today (the daily clearing resets it). */
  tryTimes?: number;
  /** Seed of the word grids; give one for reproducible rounds (tests, stories). */
  seed?: number;
}

export interface GameContext {
  userId: string | null;
  tryTimes: number;
  stage: GameStage;
  words: string[];
  oddIndex: number;
  /** The cell the player tapped in the current round, for feedback; null before an answer. */
  answerIndex: number | null;
  stagesCompleted: number;
  countdown: number;
  seed: number;
  /** Targets of the word pairs drawn in this game: the next round draws another pair. */
  usedPairs: string[];
  isCoupon: boolean;
  couponBooths: string[];
  nextCouponTime: string | null;
  successCount?: number;
  error: GameErrorId | null;
}

export type GameEvent =
  | { type: 'intro.tap' }
  | { type: 'game.start' }
  | { type: 'round.shown' }
  | { type: 'round.answer'; index: number }
  | { type: 'game.retry' }
  | { type: 'game.home' }
  | { type: 'game.exit' }
  | { type: 'success.retry' }
  /** Sent by the app when the daily clearing removed the stored try count. */
  | { type: 'tries.reset' };

export type GamePhase = 'intro' | 'instruction' | 'countdown' | 'playing' | 'result';
export type RoundStatus = 'ready' | 'playing' | 'correct' | 'wrong' | 'timeout';
export type GameOutcome = 'won' | 'lost' | 'report-failed';
type GameTag = GamePhase | `round.${RoundStatus}` | GameOutcome | 'busy';

/** A thrown value that carries the server's 400 (ofetch's FetchError has status and statusCode). */
/** The call never reached the server (src/api/client.ts's ApiError with kind 'network'). */
export function isNoNetworkError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { kind?: unknown }).kind === 'network';
}

export function isTryLimitError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const e = error as { status?: unknown; statusCode?: unknown; response?: { status?: unknown } };
  return e.status === 400 || e.statusCode === 400 || e.response?.status === 400;
}

const FEEDBACK_MS = 1000;

function cleanCount(n: unknown): number {
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 ? n : 0;
}

const gameSetup = setup({
  types: {
    context: {} as GameContext,
    events: {} as GameEvent,
    input: {} as GameInput,
    tags: {} as GameTag,
  },
  actors: {
    startGame: fromPromise<StartGameOutput, StartGameInput>(async () => {
      throw new Error('provide me: startGame');
    }),
    reportSuccess: fromPromise<ReportSuccessOutput, ReportSuccessInput>(async () => {
      throw new Error('provide me: reportSuccess');
    }),
  },
  actions: {
    /** The app stores the visitor id and today's play count (local storage). */
    persistTries: (_, _params: PersistTriesParams) => {},
    newRound: assign(({ context }) => {
      const { round, nextSeed } = makeSeededRound(context.stage, context.seed, context.usedPairs);
      return { words: round.words, oddIndex: round.oddIndex, seed: nextSeed, answerIndex: null, usedPairs: [...context.usedPairs, round.pair.target] };
    }),
    clearError: assign({ error: null }),
    limitReached: assign({ error: GAME_ERRORS.limit }),
  },
  guards: {
    triesExhausted: ({ context }) => context.tryTimes >= triesPerDay(),
    isOdd: ({ context, event }) => event.type === 'round.answer' && event.index === context.oddIndex,
    isInGrid: ({ context, event }) =>
      event.type === 'round.answer' && Number.isInteger(event.index) && event.index >= 0 && event.index < context.words.length,
    countdownLeft: ({ context }) => context.countdown > 1,
    hasNextStage: ({ context }) => context.stage < stageCount(),
  },
  delays: {
    introAutoAdvance: GAME.introAutoAdvanceMs,
    countdownTick: 1000,
    round: GAME.roundMs,
    /** How long the correct / wrong / timeout feedback stays; the spec names no value. */
    feedback: FEEDBACK_MS,
  },
});

/** Shared by the first start (instruction) and a retry (result): failure returns to the sibling `idle`. */
const starting = gameSetup.createStateConfig({
  description: 'The server counts a try and returns the visitor id and today’s play count.',
  tags: ['busy'],
  entry: 'clearError',
  invoke: {
    src: 'startGame',
    input: ({ context }) => ({ userId: context.userId }),
    onDone: {
      target: '#game.countdown',
      actions: [
        assign(({ event }) => ({ userId: event.output.userId, tryTimes: cleanCount(event.output.tryTimes) })),
        { type: 'persistTries', params: ({ context }) => ({ userId: context.userId, tryTimes: context.tryTimes }) },
      ],
    },
    onError: [
      {
        guard: ({ event }) => isTryLimitError(event.error),
        target: 'idle',
        actions: [
          assign({ error: GAME_ERRORS.limit, tryTimes: ({ context }) => Math.max(context.tryTimes, triesPerDay()) }),
          { type: 'persistTries', params: ({ context }) => ({ userId: context.userId, tryTimes: context.tryTimes }) },
        ],
      },
      { guard: ({ event }) => isNoNetworkError(event.error), target: 'idle', actions: assign({ error: GAME_ERRORS.offline }) },
      { target: 'idle', actions: assign({ error: GAME_ERRORS.start }) },
    ],
  },
});

/** Blocked without a call when 5 plays are used up. */
const tryStart = [
  { guard: 'triesExhausted', actions: 'limitReached' },
  { target: 'starting' },
] as const;

export const gameMachine = gameSetup.createMachine({
  id: 'game',
  context: ({ input }) => ({
    userId: input?.userId ?? null,
    tryTimes: cleanCount(input?.tryTimes),
    stage: 1,
    words: [],
    oddIndex: -1,
    answerIndex: null,
    stagesCompleted: 0,
    countdown: GAME.countdownFrom,
    seed: input?.seed ?? Math.floor(Math.random() * 4294967296),
    usedPairs: [],
    isCoupon: false,
    couponBooths: [],
    nextCouponTime: null,
    error: null,
  }),
  on: {
    'tries.reset': {
      actions: assign(({ context }) => ({
        tryTimes: 0,
        error: context.error === GAME_ERRORS.limit ? null : context.error,
      })),
    },
  },
  initial: 'intro',
  states: {
    intro: {
      tags: ['intro'],
      after: { introAutoAdvance: 'instruction' },
      on: { 'intro.tap': 'instruction' },
    },
    instruction: {
      tags: ['instruction'],
      initial: 'idle',
      states: {
        idle: { on: { 'game.start': tryStart } },
        starting,
      },
    },
    countdown: {
      tags: ['countdown'],
      description: 'Shows 3, 2, 1, one second each, then the first round.',
      entry: [assign({ countdown: GAME.countdownFrom }), 'clearError'],
      initial: 'ticking',
      states: {
        ticking: {
          after: {
            countdownTick: [
              { guard: 'countdownLeft', target: 'ticking', reenter: true, actions: assign({ countdown: ({ context }) => context.countdown - 1 }) },
              {
                target: '#game.playing',
                actions: assign({ stage: 1, stagesCompleted: 0, usedPairs: [], isCoupon: false, couponBooths: [], nextCouponTime: null, successCount: undefined }),
              },
            ],
          },
        },
      },
    },
    playing: {
      tags: ['playing'],
      initial: 'ready',
      states: {
        ready: {
          tags: ['round.ready'],
          description: 'A new grid is made; the 5 s timer starts only when the UI reports the grid is visible (round.shown).',
          entry: 'newRound',
          on: { 'round.shown': 'playing' },
        },
        playing: {
          tags: ['round.playing'],
          after: { round: 'timeout' },
          on: {
            'round.answer': [
              { guard: 'isOdd', target: 'correct', actions: assign({ answerIndex: ({ event }) => event.index }) },
              { guard: 'isInGrid', target: 'wrong', actions: assign({ answerIndex: ({ event }) => event.index }) },
              // an index outside the grid is not an answer: ignored
            ],
          },
        },
        correct: {
          tags: ['round.correct'],
          entry: assign({ stagesCompleted: ({ context }) => context.stage }),
          after: {
            feedback: [
              { guard: 'hasNextStage', target: 'ready', actions: assign({ stage: ({ context }) => nextStage(context.stage) }) },
              { target: '#game.reporting' },
            ],
          },
        },
        wrong: { tags: ['round.wrong'], after: { feedback: '#game.result.lost' } },
        timeout: { tags: ['round.timeout'], after: { feedback: '#game.result.lost' } },
      },
    },
    reporting: {
      tags: ['playing', 'busy'],
      description: 'All 4 stages done: the server checks the game and decides whether it wins a coupon.',
      invoke: {
        src: 'reportSuccess',
        input: ({ context }) => ({ userId: context.userId ?? '' }),
        onDone: {
          target: 'result.won',
          actions: assign(({ event }) => ({
            isCoupon: event.output.isCoupon === true,
            couponBooths: Array.isArray(event.output.couponBooths) ? event.output.couponBooths : [],
            nextCouponTime: typeof event.output.nextCouponTime === 'string' ? event.output.nextCouponTime : null,
            successCount: event.output.successCount,
          })),
        },
        onError: { target: 'result.reportFailed', actions: assign({ error: GAME_ERRORS.success }) },
      },
    },
    result: {
      tags: ['result'],
      on: { 'game.exit': 'intro', 'game.home': 'intro' },
      // always entered through a child (won, lost, reportFailed); xstate still wants a default
      initial: 'lost',
      states: {
        won: { tags: ['won'], description: 'The result modal takes over (gift box, coupon or no prize).' },
        lost: {
          tags: ['lost'],
          description: 'Wrong or timeout: retry while plays are left, else only home.',
          initial: 'idle',
          states: {
            idle: { on: { 'game.retry': tryStart } },
            starting,
          },
        },
        reportFailed: {
          tags: ['report-failed'],
          description: 'The game was finished but the success call failed; the player may send it again.',
          on: { 'success.retry': { target: '#game.reporting', actions: 'clearError' } },
        },
      },
    },
  },
});

function nextStage(stage: GameStage): GameStage {
  const next = stage + 1;
  return isGameStage(next) ? next : stage;
}

export type GameRef = ActorRefFrom<typeof gameMachine>;
export type GameSnapshot = SnapshotFrom<typeof gameMachine>;

// ---------- selectors: components read these, not state paths ----------

const PHASES: GamePhase[] = ['intro', 'instruction', 'countdown', 'playing', 'result'];
const ROUND_STATUSES: RoundStatus[] = ['ready', 'playing', 'correct', 'wrong', 'timeout'];

export function selectPhase(s: GameSnapshot): GamePhase {
  const phase = PHASES.find((p) => s.hasTag(p));
  if (!phase) throw new Error(`game state without a phase tag: ${JSON.stringify(s.value)}`);
  return phase;
}

export function selectRoundStatus(s: GameSnapshot): RoundStatus | null {
  return ROUND_STATUSES.find((r) => s.hasTag(`round.${r}`)) ?? null;
}

export function selectRound(s: GameSnapshot) {
  const { stage, words, oddIndex, answerIndex } = s.context;
  return { stage, gridSize: gridSize(stage), words, oddIndex, answerIndex };
}

export function selectOutcome(s: GameSnapshot): GameOutcome | null {
  if (s.hasTag('won')) return 'won';
  if (s.hasTag('lost')) return 'lost';
  if (s.hasTag('report-failed')) return 'report-failed';
  return null;
}

export const selectBusy = (s: GameSnapshot) => s.hasTag('busy');
export const selectError = (s: GameSnapshot) => s.context.error;
export const selectCountdown = (s: GameSnapshot) => s.context.countdown;
export const selectStagesCompleted = (s: GameSnapshot) => s.context.stagesCompleted;
export const selectTriesLeft = (s: GameSnapshot) => Math.max(0, triesPerDay() - s.context.tryTimes);

/** After a lost game: retry while plays are left; at 5 or more the player can only go home. */
export const selectCanRetry = (s: GameSnapshot) => s.hasTag('lost') && s.context.tryTimes < triesPerDay();

/** The completion percentile shown for the stages completed (1: 91 %, ... 4: 18 %); null for none. */
export function percentileFor(stagesCompleted: number): number | null {
  return GAME.percentileByStages[stagesCompleted] ?? null;
}
export const selectPercentile = (s: GameSnapshot) => percentileFor(s.context.stagesCompleted);

/** The displayed success count is the server's count minus 10,500 (never below 0); null when unknown. */
export function selectDisplayedSuccessCount(s: GameSnapshot): number | null {
  const n = s.context.successCount;
  return typeof n === 'number' ? Math.max(0, n - GAME.successCountOffset) : null;
}

/** What the result modal needs once the game is won. */
export function selectPrize(s: GameSnapshot) {
  const c = s.context;
  return { userId: c.userId ?? '', isCoupon: c.isCoupon, couponBooths: c.couponBooths, nextCouponTime: c.nextCouponTime };
}
