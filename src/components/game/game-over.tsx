import { useIntl } from 'react-intl';
import type { GameErrorId } from '@machines/game.machine';
import styles from './game.module.css';

export interface GameOverProps {
  /** 'lost': a wrong answer or a timeout; 'report-failed': all stages done but the success call failed. */
  kind: 'lost' | 'report-failed';
  stagesCompleted: number;
  /** Top-% of the stages completed; null when none was. */
  percentile: number | null;
  busy: boolean;
  error: GameErrorId | null;
  /** Lost: plays are left today. */
  canRetry?: boolean;
  /** Lost: 'HH:MM:SS' to local midnight when no play is left. */
  nextIn?: string | null;
  onHome: () => void;
  onRetry?: () => void;
  onReportRetry?: () => void;
}

/** After a wrong answer or a timeout (retry or home), or when the success call failed (send again). */
export function GameOver(props: GameOverProps) {
  const intl = useIntl();
  const { stagesCompleted, percentile, busy, error, onHome } = props;
  return (
    <section className={styles.card} aria-labelledby="game-over-title">
      <h1 id="game-over-title" className={styles.title}>
        {intl.formatMessage({ id: props.kind === 'lost' ? 'game.lost' : 'game.allCleared' })}
      </h1>
      {stagesCompleted > 0 && (
        <p className={styles.stats}>
          <span>{intl.formatMessage({ id: 'game.stagesCleared' }, { count: stagesCompleted })}</span>
          {percentile !== null && <span className={styles.strong}>{intl.formatMessage({ id: 'game.percentile' }, { percent: percentile })}</span>}
        </p>
      )}
      {error && (
        <p role="alert" className={styles.alert}>
          {intl.formatMessage({ id: error })}
        </p>
      )}
      {props.kind === 'lost' && !props.canRetry && (
        <p role="status" className={styles.body}>
          {intl.formatMessage({ id: 'game.limitReached' })}
          {props.nextIn && (
            <>
              <br />
              <span role="timer">{intl.formatMessage({ id: 'game.nextIn' }, { time: props.nextIn })}</span>
            </>
          )}
        </p>
      )}
      <div className={styles.actions}>
        {props.kind === 'lost' && props.canRetry && (
          <button type="button" className={styles.primary} onClick={props.onRetry} disabled={busy} aria-busy={busy || undefined}>
            {intl.formatMessage({ id: 'game.retry' })}
          </button>
        )}
        {props.kind === 'report-failed' && (
          <button type="button" className={styles.primary} onClick={props.onReportRetry} disabled={busy} aria-busy={busy || undefined}>
            {intl.formatMessage({ id: 'game.reportRetry' })}
          </button>
        )}
        <button type="button" className={styles.secondary} onClick={onHome} disabled={busy}>
          {intl.formatMessage({ id: 'game.home' })}
        </button>
      </div>
    </section>
  );
}
