// The map's optional "short wait only" filter (issue 20): one toggle beside the day and night switch.
import { useIntl } from 'react-intl';
import styles from './status.module.css';

export function ShortWaitToggle({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  const intl = useIntl();
  return (
    <button type="button" className={styles.shortToggle} aria-pressed={on} onClick={() => onChange(!on)}>
      {intl.formatMessage({ id: 'status.filter.shortOnly' })}
    </button>
  );
}

/** The sheet's line when the filter leaves no booth. */
export function NoShortWait() {
  const intl = useIntl();
  return <>{intl.formatMessage({ id: 'status.filter.none' })}</>;
}
