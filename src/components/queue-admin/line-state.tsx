// The line's state (open, paused, closed) with its summary, and one button for each state. Pure.
import { FormattedMessage, useIntl } from 'react-intl';
import type { LineState, LineSummary } from '@contract/queue';
import styles from '@/components/admin/admin.module.css';
import own from './queue-admin.module.css';

export interface LineStateControlsProps {
  state: LineState;
  summary: LineSummary;
  busy: boolean;
  onSetState: (state: LineState) => void;
}

const BUTTONS: readonly [LineState, string][] = [
  ['open', 'admin.queue.open'],
  ['paused', 'admin.queue.pause'],
  ['closed', 'admin.queue.close'],
];

export function LineStateControls({ state, summary, busy, onSetState }: LineStateControlsProps) {
  const intl = useIntl();
  return (
    <div className={styles.form}>
      <div className={own.stateRow}>
        <p className={`${own.stateBadge} ${own[state]}`} data-testid="line-state">
          <FormattedMessage id="admin.queue.state.label" values={{ state: intl.formatMessage({ id: `admin.queue.state.${state}` }) }} />
        </p>
        <p className={styles.hint}>
          <FormattedMessage id="admin.queue.summary" values={{ waiting: summary.waiting, minutes: summary.est_wait_minutes }} />
        </p>
      </div>
      <div className={own.stateButtons}>
        {BUTTONS.map(([value, label]) => (
          <button
            key={value}
            type="button"
            className={styles.secondary}
            aria-pressed={state === value}
            disabled={busy || state === value}
            onClick={() => onSetState(value)}
          >
            <FormattedMessage id={label} />
          </button>
        ))}
      </div>
    </div>
  );
}
