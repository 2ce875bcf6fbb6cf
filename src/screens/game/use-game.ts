// The game screen's machines: the game (with the real start and success calls), the daily clearing of the
// local game keys, and the `phase` query parameter kept in step with the game's phase.
import { useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import { useActorRef, useSelector } from '@xstate/react';
import { useLocation, useSearch } from 'wouter';
import { useQueryClient } from '@tanstack/react-query';
import {
  gameMachine,
  selectBusy,
  selectCanRetry,
  selectCountdown,
  selectDisplayedSuccessCount,
  selectError,
  selectOutcome,
  selectPercentile,
  selectPhase,
  selectPrize,
  selectRound,
  selectRoundStatus,
  selectStagesCompleted,
  selectTriesLeft,
  type PersistTriesParams,
  type ReportSuccessInput,
  type ReportSuccessOutput,
  type StartGameInput,
  type StartGameOutput,
} from '@machines/game.machine';
import { clearGameKeysIfNewDay, gameKeysMachine } from '@machines/game-keys';
import { getSuccessCount, reportSuccess, startGame } from '@/api/game';
import { queryKeys } from '@/api/query-client';
import { nowMs } from '@/lib/clock';
import { getInspect } from '@/lib/inspector';
import { gameKeyStorage, gameStore, reloadGameStore } from '@/stores/game-keys';

/** The wire calls behind the game machine's actors. */
export const gameActors = {
  startGame: fromPromise<StartGameOutput, StartGameInput>(async ({ input, signal }) => {
    const r = await startGame(input.userId, signal);
    return {
      userId: r.data?.user_id || input.userId || '',
      tryTimes: r.data?.try_times ?? r.game_try_times,
    };
  }),
  reportSuccess: fromPromise<ReportSuccessOutput, ReportSuccessInput>(async ({ input, signal }) => {
    const r = await reportSuccess(input.userId, signal);
    // The count is a nice-to-have beside the win: its failure must not fail the success.
    const successCount = await getSuccessCount(signal).catch(() => undefined);
    return {
      isCoupon: r.data?.is_coupon === true,
      couponBooths: r.data?.coupon_booths ?? r.data?.coupon_booth ?? [],
      nextCouponTime: r.data?.next_coupon_time ?? null,
      successCount,
    };
  }),
};

const persistTries = (_: unknown, p: PersistTriesParams) => {
  gameStore.userId = p.userId;
  gameStore.tryTimes = p.tryTimes;
};

export interface UseGameOptions {
  /** Seed of the word grids (stories and tests); random otherwise. */
  seed?: number;
}

export function useGame({ seed }: UseGameOptions = {}) {
  const queryClient = useQueryClient();
  // The on-load check runs before the game reads the stored tries, so a new day starts at 0.
  const [input] = useState(() => {
    if (clearGameKeysIfNewDay(gameKeyStorage, nowMs())) reloadGameStore();
    return { userId: gameStore.userId, tryTimes: gameStore.tryTimes, seed };
  });
  const game = useActorRef(gameMachine.provide({ actors: gameActors, actions: { persistTries } }), { input, inspect: getInspect() });
  const keys = useActorRef(gameKeysMachine, { input: { storage: gameKeyStorage, now: nowMs() }, inspect: getInspect() });

  // At local midnight the keys are cleared: the store reloads and an open game gets its plays back.
  useEffect(() => {
    const sub = keys.on('keys.cleared', () => {
      reloadGameStore();
      game.send({ type: 'tries.reset' });
    });
    return () => sub.unsubscribe();
  }, [keys, game]);

  const phase = useSelector(game, selectPhase);
  const outcome = useSelector(game, selectOutcome);
  // A finished game changes the global count shown on the instruction.
  useEffect(() => {
    if (outcome === 'won') void queryClient.invalidateQueries({ queryKey: queryKeys.successCount() });
  }, [outcome, queryClient]);

  // The phase is carried in ?phase= so the layout hides the bars outside intro and instruction.
  const [path, navigate] = useLocation();
  const search = useSearch();
  useEffect(() => {
    const params = new URLSearchParams(search);
    if (params.get('phase') === phase) return;
    params.set('phase', phase);
    navigate(`${path}?${params.toString()}`, { replace: true });
  }, [phase, path, search, navigate]);

  return {
    game,
    phase,
    outcome,
    roundStatus: useSelector(game, selectRoundStatus),
    round: useSelector(game, selectRound),
    countdown: useSelector(game, selectCountdown),
    busy: useSelector(game, selectBusy),
    error: useSelector(game, selectError),
    triesLeft: useSelector(game, selectTriesLeft),
    canRetry: useSelector(game, selectCanRetry),
    stagesCompleted: useSelector(game, selectStagesCompleted),
    percentile: useSelector(game, selectPercentile),
    successCount: useSelector(game, selectDisplayedSuccessCount),
    prize: useSelector(game, selectPrize, (a, b) =>
        a.userId === b.userId && a.isCoupon === b.isCoupon && a.couponBooths === b.couponBooths && a.nextCouponTime === b.nextCouponTime,
    ),
  };
}
