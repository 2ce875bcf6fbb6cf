import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { EventSummary } from '@contract/types';
import { AdminRows } from './admin-rows';
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
      <AdminRows
        loading={loading}
        failed={failed}
        emptyId="admin.booth.noEvents"
        rows={events.map((e) => ({ id: e.id, href: `/admin/booth/notice/event/${e.id}`, badgeId: 'admin.booth.eventTag', title: e.title, sub: e.booth_name }))}
      />
    </section>
  );
}
