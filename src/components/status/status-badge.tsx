// A booth's status as a visitor sees it (issue 20): the wait, when it was said, and menu items sold out.
import { useIntl } from 'react-intl';
import type { BoothStatusShown } from '@contract/status';
import styles from './status.module.css';

export interface StatusBadgeProps {
  shown: BoothStatusShown;
  /** ISO instant the status was set; null when never. */
  updatedAt: string | null;
  /** The app clock (festival time). */
  nowMs: number;
  /** Menu items sold out now. */
  soldoutMenus?: number;
  /** One short line (map cards). */
  compact?: boolean;
  /** The wait comes from the booth's open line (counted live), not from its admin. */
  fromLine?: boolean;
}

/** Message ids of each status, for the badge and the admin's choices. */
export const STATUS_LABEL: Record<BoothStatusShown, string> = {
  open: 'status.open',
  short: 'status.short',
  long: 'status.long',
  very_long: 'status.veryLong',
  closed: 'status.closed',
  unknown: 'status.unknown',
};

export function minutesAgo(updatedAt: string | null, nowMs: number): number | null {
  if (!updatedAt) return null;
  const at = Date.parse(updatedAt);
  return Number.isFinite(at) ? Math.max(0, Math.floor((nowMs - at) / 60_000)) : null;
}

export function StatusBadge({ shown, updatedAt, nowMs, soldoutMenus = 0, compact = false, fromLine = false }: StatusBadgeProps) {
  const intl = useIntl();
  const minutes = shown === 'unknown' || fromLine ? null : minutesAgo(updatedAt, nowMs);
  return (
    <span className={styles.badge} data-compact={compact} data-status={shown} data-source={fromLine ? 'line' : 'admin'} data-testid="booth-status">
      <span className={styles.label} data-status={shown}>
        {intl.formatMessage({ id: STATUS_LABEL[shown] })}
      </span>
      {fromLine && <span className={styles.when}>{intl.formatMessage({ id: 'status.fromLine' })}</span>}
      {minutes !== null && <span className={styles.when}>{intl.formatMessage({ id: 'status.updatedAgo' }, { minutes })}</span>}
      {soldoutMenus > 0 && <span className={styles.soldout}>{intl.formatMessage({ id: 'status.soldoutCount' }, { count: soldoutMenus })}</span>}
    </span>
  );
}
