import { FormattedMessage, useIntl } from 'react-intl';
import { LIMITS } from '@contract/constants';
import type { EventSummary } from '@contract/types';
import styles from './admin.module.css';

export type EventDetail = Pick<EventSummary, 'title' | 'writer' | 'start_time' | 'end_time' | 'detail'>;

const WHEN = { month: 'long', day: 'numeric', weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;

/** An event as its booth wrote it: 'notice' badge, title, writer, start and end in Korea time, detail. */
export function EventView({ event }: { event: EventDetail }) {
  const intl = useIntl();
  // The provider formats in Asia/Seoul with the visitor's date locale.
  const when = (iso: string) => (iso && Number.isFinite(Date.parse(iso)) ? intl.formatDate(iso, WHEN) : '');
  return (
    <article className={styles.card} aria-labelledby="admin-event-title">
      <span className={styles.badge}>
        <FormattedMessage id="admin.event.noticeBadge" />
      </span>
      <h1 id="admin-event-title" className={styles.heading}>
        {event.title}
      </h1>
      <dl className={styles.meta}>
        <dt>
          <FormattedMessage id="board.writer" />
        </dt>
        <dd>{event.writer.slice(0, LIMITS.writerNameChars)}</dd>
        <dt>
          <FormattedMessage id="admin.event.start" />
        </dt>
        <dd>
          <time dateTime={event.start_time}>{when(event.start_time)}</time>
        </dd>
        <dt>
          <FormattedMessage id="admin.event.end" />
        </dt>
        <dd>
          <time dateTime={event.end_time}>{when(event.end_time)}</time>
        </dd>
      </dl>
      <p className={styles.body}>{event.detail}</p>
    </article>
  );
}
