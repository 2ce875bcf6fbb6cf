import { useState } from 'react';
import { useIntl } from 'react-intl';
import styles from './favourites.module.css';

export type ShareOutcome = 'shared' | 'copied' | 'failed' | 'cancelled';

export interface ShareButtonProps {
  name: string;
  /** Shares (Web Share API) or copies the link; the app provides it (src/screens/my-festival/share.ts). */
  onShare: () => Promise<ShareOutcome>;
}

/** Share a booth, place, post or performance; a copied link (or a failed copy) is said in a short toast. */
export function ShareButton({ name, onShare }: ShareButtonProps) {
  const intl = useIntl();
  const [said, setSaid] = useState<'copied' | 'failed' | null>(null);
  const click = async () => {
    const outcome = await onShare();
    if (outcome === 'copied' || outcome === 'failed') {
      setSaid(outcome);
      setTimeout(() => setSaid(null), 2500);
    }
  };
  return (
    <>
      <button type="button" className={styles.action} aria-label={intl.formatMessage({ id: 'share.button' }, { name })} onClick={() => void click()}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M12 3v12M7 8l5-5 5 5M5 13v6h14v-6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      {said && (
        <div className={styles.toast} role="status">
          {intl.formatMessage({ id: said === 'copied' ? 'share.copied' : 'share.failed' })}
        </div>
      )}
    </>
  );
}
