import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { TIMING } from '@contract/constants';
import { claimUrgentToasts } from '@/stores/urgent-toast';
import styles from './home.module.css';

export interface UrgentNoticeProps {
  /** The standing urgent notice, already in the visitor's language; null when there is none. */
  notice: { id: number; title: string; content: string } | null;
  /** How long the toast stays up. */
  toastMs?: number;
  /**
   * The notice's source text (id, title, content before translation): the toast shows once per version on this
   * device, so it does not cover the ranking on every visit to home; an edited notice toasts again.
   */
  version?: string | null;
}

const SEEN_KEY = 'urgent-toast-seen';
const seen = (version: string) => {
  try {
    return localStorage.getItem(SEEN_KEY) === version;
  } catch {
    return false; // No storage (private mode): the toast shows, as before.
  }
};
const markSeen = (version: string) => {
  try {
    localStorage.setItem(SEEN_KEY, version);
  } catch {
    // As above.
  }
};

/** A marquee bar with the urgent notice, linking to the notice board, and a toast when it appears. */
export function UrgentNotice({ notice, toastMs = TIMING.urgentToastMs, version = null }: UrgentNoticeProps) {
  const [toast, setToast] = useState(false);
  // This bar toasts each new version itself, so the live layer does not add a second toast while it is shown.
  useEffect(claimUrgentToasts, []);
  // Once per notice: a translation arriving later changes the text, not the notice.
  const noticeId = notice?.id;
  useEffect(() => {
    if (noticeId === undefined || (version !== null && seen(version))) return;
    setToast(true);
    // Seen once it has been up its whole time (a visit cut shorter shows it again).
    const id = setTimeout(() => {
      setToast(false);
      if (version !== null) markSeen(version);
    }, toastMs);
    return () => clearTimeout(id);
  }, [noticeId, version, toastMs]);

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
