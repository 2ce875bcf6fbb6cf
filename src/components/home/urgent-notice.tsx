import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { TIMING } from '@contract/constants';
import styles from './home.module.css';

export interface UrgentNoticeProps {
  /** The standing urgent notice, already in the visitor's language; null when there is none. */
  notice: { id: number; title: string; content: string } | null;
  /** How long the toast stays up. */
  toastMs?: number;
}

/** A marquee bar with the urgent notice, linking to the notice board, and a toast when it appears. */
export function UrgentNotice({ notice, toastMs = TIMING.urgentToastMs }: UrgentNoticeProps) {
  const [toast, setToast] = useState(false);
  // Once per notice: a translation arriving later changes the text, not the notice.
  const noticeId = notice?.id;
  useEffect(() => {
    if (noticeId === undefined) return;
    setToast(true);
    const id = setTimeout(() => setToast(false), toastMs);
    return () => clearTimeout(id);
  }, [noticeId, toastMs]);

  if (!notice) return null;
  const line = notice.content ? `${notice.title} · ${notice.content}` : notice.title;
  return (
    <>
      <Link href="/board?category=Notice" className={styles.urgent}>
        <span className={styles.urgentTag}>
          <FormattedMessage id="home.urgent" />
        </span>
        <span className={styles.marquee}>
          <span className={styles.marqueeTrack}>
            <span>{line}</span>
            {/* A second copy makes the scroll seamless; screen readers hear the first only. */}
            <span aria-hidden="true">{line}</span>
          </span>
        </span>
      </Link>
      {toast && (
        <div role="status" className={styles.toast}>
          <strong>
            <FormattedMessage id="home.urgent" />
          </strong>{' '}
          {notice.title}
        </div>
      )}
    </>
  );
}
