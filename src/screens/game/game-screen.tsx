// /event: the daily 'find the different word' game, drawn from the game and result-modal machines.
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { WithLateMessages } from '@/i18n/late-messages';
import { useQuery } from '@tanstack/react-query';
import { GAME } from '@contract/constants';
import type { ResultModalInput } from '@machines/result-modal.machine';
import { successCountQuery } from '@/api/query';
import { GameIntro } from '@/components/game/game-intro';
import { GameInstruction } from '@/components/game/game-instruction';
import { GameCountdown } from '@/components/game/game-countdown';
import { WordGrid } from '@/components/game/word-grid';
import { GameOver } from '@/components/game/game-over';
import { ResultModal } from '@/components/game/result-modal';
import styles from '@/components/game/game.module.css';
import { useGame } from './use-game';
import { useLeaveGuard } from './use-leave-guard';
import { useNextTry } from './use-next-try';
import { useResultModal } from './use-result-modal';

export interface GameScreenProps {
  /** Seed of the word grids (stories); random otherwise. */
  seed?: number;
}

export default function GameScreen({ seed }: GameScreenProps) {
  const g = useGame({ seed });
  // A round left half-way costs a try: reloading or leaving asks first.
  const guarded = g.phase === 'countdown' || g.phase === 'playing';
  return (
    <>
      <GameBody g={g} />
      {guarded && (
        <WithLateMessages>
          <LeaveGuard />
        </WithLateMessages>
      )}
    </>
  );
}

function LeaveGuard() {
  const intl = useIntl();
  useLeaveGuard(true, intl.formatMessage({ id: 'game.leaveConfirm' }));
  return null;
}

function GameBody({ g }: { g: ReturnType<typeof useGame> }) {
  const { game, phase, outcome } = g;
  const limitShown = (phase === 'instruction' && g.triesLeft <= 0) || (outcome === 'lost' && !g.canRetry);
  const nextIn = useNextTry(limitShown);
  const count = useQuery({ ...successCountQuery(), enabled: phase === 'instruction' });
  const shownCount = typeof count.data === 'number' ? Math.max(0, count.data - GAME.successCountOffset) : null;

  if (phase === 'intro') {
    return (
      <div className={styles.screen}>
        <GameIntro onTap={() => game.send({ type: 'intro.tap' })} />
      </div>
    );
  }
  if (phase === 'instruction') {
    return (
      <div className={styles.screen}>
        <GameInstruction
          triesLeft={g.triesLeft}
          busy={g.busy}
          error={g.error}
          nextIn={nextIn}
          successCount={shownCount}
          onStart={() => game.send({ type: 'game.start' })}
        />
      </div>
    );
  }
  if (phase === 'countdown') {
    return (
      <div className={styles.screen} data-full="">
        <GameCountdown value={g.countdown} />
      </div>
    );
  }
  if (phase === 'playing') {
    // 'reporting' (all 4 stages done, the server deciding) keeps the last grid with its feedback
    return (
      <WordGrid
        {...g.round}
        status={g.roundStatus ?? 'correct'}
        onAnswer={(index) => game.send({ type: 'round.answer', index })}
        onShown={() => game.send({ type: 'round.shown' })}
      />
    );
  }
  // phase === 'result'
  const home = () => game.send({ type: 'game.home' });
  return (
    <div className={styles.screen} data-full="">
      {outcome === 'won' ? (
        <Result input={g.prize} percentile={g.percentile} successCount={g.successCount} onClosed={() => game.send({ type: 'game.exit' })} />
      ) : outcome === 'report-failed' ? (
        <GameOver
          kind="report-failed"
          stagesCompleted={g.stagesCompleted}
          percentile={g.percentile}
          busy={g.busy}
          error={g.error}
          onHome={home}
          onReportRetry={() => game.send({ type: 'success.retry' })}
        />
      ) : (
        <GameOver
          kind="lost"
          stagesCompleted={g.stagesCompleted}
          percentile={g.percentile}
          busy={g.busy}
          error={g.error}
          canRetry={g.canRetry}
          nextIn={nextIn}
          onHome={home}
          onRetry={() => game.send({ type: 'game.retry' })}
        />
      )}
    </div>
  );
}

interface ResultProps {
  input: ResultModalInput;
  percentile: number | null;
  successCount: number | null;
  onClosed: () => void;
}

/** Mounted once the game is won; its machine lives as long as the modal. */
function Result({ input, percentile, successCount, onClosed }: ResultProps) {
  const r = useResultModal(input);
  const { modal, closed } = r;
  useEffect(() => {
    if (closed) onClosed();
  }, [closed, onClosed]);
  if (r.step === null) return null;
  return (
    <ResultModal
      step={r.step}
      videoPlaying={r.videoPlaying}
      booths={r.booths}
      selectedBooth={r.selectedBooth}
      couponCode={r.couponCode}
      copied={r.copied}
      busy={r.busy}
      error={r.error}
      errorValues={r.errorValues}
      nextCouponTime={r.nextCouponTime}
      percentile={percentile}
      successCount={successCount}
      onOpen={() => modal.send({ type: 'modal.open' })}
      onVideoEnded={() => modal.send({ type: 'video.ended' })}
      onSelect={(boothName) => modal.send({ type: 'booth.select', boothName })}
      onIssue={() => modal.send({ type: 'coupon.issue' })}
      onCopy={() => modal.send({ type: 'code.copy' })}
      onClose={() => modal.send({ type: 'modal.close' })}
    />
  );
}
