import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { writePauseStore } from '@/stores/write-pause';
import styles from './like-button.module.css';

export interface PausedNoticeProps {
  /** Nothing is shown (the live region stays, empty) while false. */
  shown: boolean;
}

/** Says that likes are paused (read-only mode) after a like rolled back for that reason. */
export function PausedNotice({ shown }: PausedNoticeProps) {
  const intl = useIntl();
  return (
    // The live region is always there so the note is announced when it comes; it takes the status role only
    // while it says something, so an empty region never stands beside a screen's own status.
    <div aria-live="polite" data-likes-paused="" className={shown ? styles.paused : 'visually-hidden'}>
      {shown ? <span role="status">{intl.formatMessage({ id: 'like.readOnly' })}</span> : null}
    </div>
  );
}

/** The notice driven by the store: shown until the refusal's time is up. */
export function LikesPausedNotice() {
  const { likesPausedUntil } = useSnapshot(writePauseStore);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const left = likesPausedUntil - Date.now();
    setNow(Date.now());
    if (left <= 0) return;
    const t = setTimeout(() => setNow(Date.now()), left);
    return () => clearTimeout(t);
  }, [likesPausedUntil]);
  return <PausedNotice shown={likesPausedUntil > now} />;
}
