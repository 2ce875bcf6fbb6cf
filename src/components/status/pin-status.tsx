// A booth wait on a campus map pin (issue 20): a small coloured tag with the wait in a few characters, and
// hidden text that adds the wait to the pin button's name ("만해광장 — 가장 짧은 대기: 대기 김 (10~30분)").
import { useIntl } from 'react-intl';
import type { BoothStatusValue } from '@contract/status';
import { STATUS_LABEL } from './status-badge';
import styles from './status.module.css';

/** The tag's few characters per wait. */
const PIN_TEXT: Record<BoothStatusValue, string> = {
  open: 'status.pin.open',
  short: 'status.pin.short',
  long: 'status.pin.long',
  very_long: 'status.pin.veryLong',
  closed: 'status.pin.closed',
};

/** Rendered inside the pin's button, after its place name. */
export function PinStatus({ wait }: { wait: BoothStatusValue }) {
  const intl = useIntl();
  return (
    <>
      <span className={styles.pinTag} data-status={wait} aria-hidden="true" data-testid="pin-status">
        {intl.formatMessage({ id: PIN_TEXT[wait] })}
      </span>
      <span className="visually-hidden">{intl.formatMessage({ id: 'status.pin.best' }, { status: intl.formatMessage({ id: STATUS_LABEL[wait] }) })}</span>
    </>
  );
}
