import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { useActorRef, useSelector } from '@xstate/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  gameMachine,
  selectCanRetry,
  selectOutcome,
  selectPercentile,
  selectPhase,
  selectRound,
  selectRoundStatus,
  selectTriesLeft,
  type GameEvent,
  type ReportSuccessInput,
  type ReportSuccessOutput,
} from '@machines/game.machine';
import { GameIntro } from '@/components/game/game-intro';
import { GameInstruction } from '@/components/game/game-instruction';
import { GameCountdown } from '@/components/game/game-countdown';
import { WordGrid } from '@/components/game/word-grid';
import { GameOver } from '@/components/game/game-over';
import { MachineStepper, resettable, type ResetProps, type StepperEvent } from './machine-stepper';

type GameSnapshot = SnapshotFrom<typeof gameMachine>;
const game = (e: GameEvent) => e;

/** The answers are built from the round on screen: its odd word, or the word after it. */
const EVENTS: StepperEvent<GameSnapshot>[] = [
  { label: 'intro.tap', event: game({ type: 'intro.tap' }) },
  { label: 'game.start', event: game({ type: 'game.start' }) },
  { label: 'round.shown', event: game({ type: 'round.shown' }) },
  { label: 'round.answer (odd)', event: (s) => game({ type: 'round.answer', index: selectRound(s).oddIndex }) },
  {
    label: 'round.answer (wrong)',
    event: (s) => {
      const { oddIndex, words } = selectRound(s);
      return game({ type: 'round.answer', index: words.length ? (oddIndex + 1) % words.length : 0 });
    },
  },
  { label: 'game.retry', event: game({ type: 'game.retry' }) },
  { label: 'success.retry', event: game({ type: 'success.retry' }) },
  { label: 'game.home', event: game({ type: 'game.home' }) },
  { label: 'game.exit', event: game({ type: 'game.exit' }) },
  { label: 'tries.reset', event: game({ type: 'tries.reset' }) },
];

// the words list is long; the count is what a tester needs
const shownContext = ({ context }: GameSnapshot) => ({ ...context, words: `${context.words.length} words` });

interface StepperArgs {
  tryTimes: number;
  /** What the fake start call does. */
  start: 'ok' | 'limit' | 'fail';
  /** What the fake success call does. */
  success: 'won' | 'fail';
}

function GameStepper({ tryTimes, start, success, onReset }: StepperArgs & ResetProps) {
  // the fake server's count of today's plays
  const served = useRef(tryTimes);
  const actor = useActorRef(
    gameMachine.provide({
      actors: {
        startGame: fromPromise(async ({ input }) => {
          if (start === 'limit') throw Object.assign(new Error('limit'), { status: 400 });
          if (start === 'fail') throw new Error('network');
          served.current += 1;
          return { userId: input.userId ?? 'stepper-visitor', tryTimes: served.current };
        }),
        reportSuccess: fromPromise<ReportSuccessOutput, ReportSuccessInput>(async () => {
          if (success === 'fail') throw new Error('network');
          return { isCoupon: true, couponBooths: ['프론티어'], successCount: 11_401 };
        }),
      },
    }),
    { input: { tryTimes, seed: 3 } },
  );
  const snap = useSelector(actor, (s) => s);
  const phase = selectPhase(snap);
  const round = selectRound(snap);
  const send = (e: GameEvent) => actor.send(e);
  const outcome = selectOutcome(snap);
  const { context } = snap;
  const view =
    phase === 'intro' ? (
      <GameIntro onTap={() => send({ type: 'intro.tap' })} />
    ) : phase === 'instruction' ? (
      <GameInstruction
        triesLeft={selectTriesLeft(snap)}
        busy={snap.hasTag('busy')}
        error={context.error}
        nextIn={selectTriesLeft(snap) <= 0 ? '00:00:00' : null}
        successCount={null}
        onStart={() => send({ type: 'game.start' })}
      />
    ) : phase === 'countdown' ? (
      <GameCountdown value={context.countdown} />
    ) : phase === 'playing' ? (
      <WordGrid
        {...round}
        status={selectRoundStatus(snap) ?? 'correct'}
        onAnswer={(index) => send({ type: 'round.answer', index })}
        onShown={() => send({ type: 'round.shown' })}
      />
    ) : outcome === 'won' ? (
      <p role="status">won: {JSON.stringify({ isCoupon: context.isCoupon, couponBooths: context.couponBooths })}</p>
    ) : (
      <GameOver
        kind={outcome === 'report-failed' ? 'report-failed' : 'lost'}
        stagesCompleted={context.stagesCompleted}
        percentile={selectPercentile(snap)}
        busy={snap.hasTag('busy')}
        error={context.error}
        canRetry={selectCanRetry(snap)}
        nextIn={null}
        onHome={() => send({ type: 'game.home' })}
        onRetry={() => send({ type: 'game.retry' })}
        onReportRetry={() => send({ type: 'success.retry' })}
      />
    );
  return (
    <MachineStepper actor={actor} events={EVENTS} context={shownContext} onReset={onReset}>
      <div style={{ position: 'relative', maxWidth: 430, minHeight: 200 }}>{view}</div>
    </MachineStepper>
  );
}

const Stepper = resettable(GameStepper);

const meta = {
  title: 'Machines/Game',
  component: Stepper,
  args: { tryTimes: 0, start: 'ok', success: 'won' },
} satisfies Meta<typeof Stepper>;
export default meta;
type Story = StoryObj<typeof meta>;

const value = (el: HTMLElement) => within(el).getByLabelText('state value').textContent ?? '';
const ev = (el: HTMLElement, name: string) => within(within(el).getByRole('region', { name: 'events' })).getByRole('button', { name });
/** An event the machine does not accept now is not offered. */
const notOffered = (el: HTMLElement, name: string) =>
  expect(within(within(el).getByRole('region', { name: 'events' })).queryByRole('button', { name })).toBeNull();

/** Issue 16, item 16: the real game screen at the machine's initial state; nothing runs until QA steps. */
export const StepByHand: Story = {
  name: '16.16 opens at the initial state',
  play: async ({ canvasElement }) => {
    await expect(value(canvasElement)).toBe('"intro"');
    await expect(ev(canvasElement, 'intro.tap')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'reset' })).toBeVisible();
  },
};

/** Intro → instruction → countdown → 4 rounds answered right → won. */
export const WinPath: Story = {
  play: async ({ canvasElement }) => {
    await expect(value(canvasElement)).toBe('"intro"');
    await notOffered(canvasElement, 'game.start');
    await userEvent.click(ev(canvasElement, 'intro.tap'));
    await expect(value(canvasElement)).toBe('{"instruction":"idle"}');
    await userEvent.click(ev(canvasElement, 'game.start'));
    await waitFor(() => expect(value(canvasElement)).toBe('{"countdown":"ticking"}'));
    for (let stage = 1; stage <= 4; stage++) {
      // the grid reports itself shown, so the round plays
      await waitFor(() => expect(value(canvasElement)).toBe('{"playing":"playing"}'), { timeout: 4000 });
      await expect(within(canvasElement).getByRole('heading', { name: `${stage}단계` })).toBeVisible();
      await userEvent.click(ev(canvasElement, 'round.answer (odd)'));
      await expect(value(canvasElement)).toBe('{"playing":"correct"}');
    }
    await waitFor(() => expect(value(canvasElement)).toBe('{"result":"won"}'), { timeout: 3000 });
    await expect(within(canvasElement).getByLabelText('context')).toHaveTextContent('"successCount": 11401');
    await userEvent.click(ev(canvasElement, 'game.exit'));
    await expect(value(canvasElement)).toBe('"intro"');
  },
};

/** A wrong answer → lost → retry starts again. */
export const LosePath: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(ev(canvasElement, 'intro.tap'));
    await userEvent.click(ev(canvasElement, 'game.start'));
    await waitFor(() => expect(value(canvasElement)).toBe('{"playing":"playing"}'), { timeout: 4000 });
    await userEvent.click(ev(canvasElement, 'round.answer (wrong)'));
    await expect(value(canvasElement)).toBe('{"playing":"wrong"}');
    await waitFor(() => expect(value(canvasElement)).toBe('{"result":{"lost":"idle"}}'), { timeout: 2000 });
    await expect(within(canvasElement).getByRole('heading', { name: '아쉽게도 실패했어요' })).toBeVisible();
    await userEvent.click(ev(canvasElement, 'game.retry'));
    await waitFor(() => expect(value(canvasElement)).toBe('{"countdown":"ticking"}'));
  },
};

/** At 5 plays the start is refused without a call; the daily clearing gives the plays back. */
export const LimitThenReset: Story = {
  args: { tryTimes: 5 },
  play: async ({ canvasElement }) => {
    await userEvent.click(ev(canvasElement, 'intro.tap'));
    await userEvent.click(ev(canvasElement, 'game.start'));
    await expect(value(canvasElement)).toBe('{"instruction":"idle"}');
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('오늘의 참여 횟수를 초과했어요');
    await userEvent.click(ev(canvasElement, 'tries.reset'));
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
    await expect(within(canvasElement).getByText('오늘 남은 기회 5번')).toBeVisible();
  },
};

/** The server's 400 on start. */
export const ServerLimit: Story = {
  args: { start: 'limit' },
  play: async ({ canvasElement }) => {
    await userEvent.click(ev(canvasElement, 'intro.tap'));
    await userEvent.click(ev(canvasElement, 'game.start'));
    await waitFor(() => expect(within(canvasElement).getByRole('alert')).toHaveTextContent('오늘의 참여 횟수를 초과했어요'));
    await expect(ev(canvasElement, 'game.start')).toBeEnabled();
  },
};

export const StartFailsEnglish: Story = {
  args: { start: 'fail' },
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await userEvent.click(ev(canvasElement, 'intro.tap'));
    await userEvent.click(ev(canvasElement, 'game.start'));
    await waitFor(() => expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Error starting game, try again'));
  },
};

/** No answer in 5 s: timeout → lost. */
export const TimeoutPath: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(ev(canvasElement, 'intro.tap'));
    await userEvent.click(ev(canvasElement, 'game.start'));
    await waitFor(() => expect(value(canvasElement)).toBe('{"playing":"playing"}'), { timeout: 4000 });
    await waitFor(() => expect(value(canvasElement)).toBe('{"playing":"timeout"}'), { timeout: 6000 });
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('시간 초과!');
  },
};
