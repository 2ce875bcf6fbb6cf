import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import type { EventSummary } from '@contract/types';
import styles from './admin.module.css';

export type HeldEvent = Pick<EventSummary, 'id' | 'title' | 'booth_name'>;

export interface EventListProps {
  events: readonly HeldEvent[];
  loading?: boolean;
  failed?: boolean;
  /** 'Add event': the screen checks the role ('no permission to add events' for others). */
  onAdd: () => void;
}

/** 'List of events held' by the admin's booth; a row opens the event detail. */
export function EventList({ events, loading, failed, onAdd }: EventListProps) {
  const id = useId();
  return (
    <section className={styles.card} aria-labelledby={id} aria-busy={loading || undefined}>
      <h1 id={id} className={styles.heading}>
        <FormattedMessage id="admin.booth.eventsHeld" />
      </h1>
      <button type="button" className={styles.button} onClick={onAdd}>
        <FormattedMessage id="admin.booth.addEvent" />
      </button>
      {loading ? (
        <p role="status" className={styles.empty}>
          <FormattedMessage id="common.loading" />
        </p>
      ) : failed ? (
        <p role="alert" className={styles.error}>
          <FormattedMessage id="board.loadFailed" />
        </p>
      ) : events.length === 0 ? (
        <p className={styles.empty}>
          <FormattedMessage id="admin.booth.noEvents" />
        </p>
      ) : (
        <ul className={styles.list}>
          {events.map((e) => (
            <li key={e.id}>
              <Link href={`/admin/booth/notice/event/${e.id}`} className={styles.row}>
                <span className={styles.badge}>
                  <FormattedMessage id="admin.booth.eventTag" />
                </span>
                <span className={styles.rowTitle}>{e.title}</span>
                <span className={styles.rowSub}>{e.booth_name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
