import { useIntl } from 'react-intl';
import type { GameErrorId } from '@machines/game.machine';
import styles from './game.module.css';

export interface GameInstructionProps {
  triesLeft: number;
  /** The start call is on its way. */
  busy: boolean;
  error: GameErrorId | null;
  /** 'HH:MM:SS' until local midnight, given when no play is left today. */
  nextIn: string | null;
  /** Finished games so far, already minus 10,500; null while unknown. */
  successCount: number | null;
  onStart: () => void;
}

/** How to play, today's tries, and the start button (blocked at 5 plays with the time to the next day). */
export function GameInstruction({ triesLeft, busy, error, nextIn, successCount, onStart }: GameInstructionProps) {
  const intl = useIntl();
  const blocked = triesLeft <= 0;
  return (
    <section className={styles.card} aria-labelledby="game-instruction-title">
      <h1 id="game-instruction-title" className={styles.title}>
        {intl.formatMessage({ id: 'game.title' })}
      </h1>
      <p className={styles.body}>{intl.formatMessage({ id: 'game.instruction' })}</p>
      <p className={`${styles.body} ${styles.strong}`}>{intl.formatMessage({ id: 'game.triesLeft' }, { count: triesLeft })}</p>
      {successCount !== null && <p className={styles.subtle}>{intl.formatMessage({ id: 'game.successCount' }, { count: successCount })}</p>}
      {error && (
        <p role="alert" className={styles.alert}>
          {intl.formatMessage({ id: error })}
        </p>
      )}
      {blocked && (
        <p role="status" className={styles.body}>
          {intl.formatMessage({ id: 'game.limitReached' })}
          {nextIn && (
            <>
              <br />
              <span role="timer">{intl.formatMessage({ id: 'game.nextIn' }, { time: nextIn })}</span>
            </>
          )}
        </p>
      )}
      <button type="button" className={styles.primary} onClick={onStart} disabled={blocked || busy} aria-busy={busy || undefined}>
        {intl.formatMessage({ id: 'game.start' })}
      </button>
    </section>
  );
}
