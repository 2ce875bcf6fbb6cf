import { useLayoutEffect, type CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { GAME } from '@contract/constants';
import type { RoundStatus } from '@machines/game.machine';
import styles from './game.module.css';

export interface WordGridProps {
  stage: number;
  gridSize: number;
  words: string[];
  oddIndex: number;
  /** The card tapped in this round, for the feedback. */
  answerIndex: number | null;
  status: RoundStatus;
  onAnswer: (index: number) => void;
  /** Called once the grid of a new round is on screen: the 5 s start then. */
  onShown: () => void;
}

const WORD_SIZE: Record<number, string> = { 2: '26px', 3: '20px', 4: '16px', 5: '14px' };
const FEEDBACK_ID: Partial<Record<RoundStatus, string>> = { correct: 'game.correct', wrong: 'game.wrong', timeout: 'game.timeout' };

function markOf(i: number, status: RoundStatus, oddIndex: number, answerIndex: number | null): string | undefined {
  if (status === 'correct' && i === answerIndex) return 'correct';
  if (status === 'wrong' && i === answerIndex) return 'wrong';
  if ((status === 'wrong' || status === 'timeout') && i === oddIndex) return 'odd';
  return undefined;
}

/** One stage: the words (2x2 to 5x5), the draining 5 s bar, and the correct / wrong / timeout feedback. */
export function WordGrid({ stage, gridSize, words, oddIndex, answerIndex, status, onAnswer, onShown }: WordGridProps) {
  const intl = useIntl();

  // The grid is committed to the DOM here; the next frame paints it, so the round's time starts with it.
  useLayoutEffect(() => {
    if (status !== 'ready') return;
    const frame = requestAnimationFrame(() => onShown());
    return () => cancelAnimationFrame(frame);
    // onShown is a fresh callback on each render; a round is identified by its stage and words.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status, stage, words]);

  const feedback = FEEDBACK_ID[status];
  const answering = status === 'playing';
  const vars = { '--cols': gridSize, '--word-size': WORD_SIZE[gridSize] ?? '16px', '--round-ms': `${GAME.roundMs}ms` } as CSSProperties;
  return (
    <section className={styles.screen} data-full="" style={vars} aria-labelledby="game-stage">
      <div className={styles.playHead}>
        <h1 id="game-stage" className={styles.strong}>
          {intl.formatMessage({ id: 'game.stage' }, { stage })}
        </h1>
        <span className={styles.subtle}>{intl.formatMessage({ id: 'game.title' })}</span>
      </div>
      <div
        className={styles.bar}
        role="progressbar"
        aria-label={intl.formatMessage({ id: 'game.timeLeft' })}
        aria-valuemin={0}
        aria-valuemax={GAME.roundMs / 1000}
      >
        {/* keyed by stage so each round's bar starts full; CSS drains it, React does not redraw per frame */}
        <div key={`${stage}-${words.join('')}`} className={styles.barFill} data-running={answering || undefined} data-status={status} />
      </div>
      <div className={styles.grid} role="group" aria-label={intl.formatMessage({ id: 'game.grid' })}>
        {words.map((word, i) => (
          <button
            key={i}
            type="button"
            className={styles.word}
            data-mark={markOf(i, status, oddIndex, answerIndex)}
            aria-disabled={!answering || undefined}
            onClick={() => answering && onAnswer(i)}
          >
            {word}
          </button>
        ))}
      </div>
      {feedback && (
        <p className={styles.feedback} data-kind={status} role={status === 'correct' ? 'status' : 'alert'}>
          {intl.formatMessage({ id: feedback })}
        </p>
      )}
    </section>
  );
}
