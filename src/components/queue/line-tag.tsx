// A booth's open line on its map card (issue 25): "N parties waiting · about M min". Pure: the line comes in.
import { useIntl } from 'react-intl';
import type { LineSummary } from '@contract/queue';
import styles from './line-tag.module.css';

export function LineTag({ line }: { line: LineSummary }) {
  const intl = useIntl();
  if (line.state !== 'open') return null;
  return (
    <span className={styles.tag} data-testid="queue-line">
      {intl.formatMessage({ id: 'status.lineSummary' }, { waiting: line.waiting, minutes: line.est_wait_minutes })}
    </span>
  );
}
