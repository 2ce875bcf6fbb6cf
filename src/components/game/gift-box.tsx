import { useIntl } from 'react-intl';
import styles from './game.module.css';

export interface GiftBoxProps {
  /** The opening plays (the 'video'); its end, or a tap while it plays, reveals the prize. */
  playing: boolean;
  onOpen: () => void;
  onEnded: () => void;
}

/** The gift box of the result: an SVG whose lid flies off; `animationend` stands in for the video's end. */
export function GiftBox({ playing, onOpen, onEnded }: GiftBoxProps) {
  const intl = useIntl();
  return (
    <button
      type="button"
      className={styles.gift}
      data-playing={playing || undefined}
      aria-label={intl.formatMessage({ id: playing ? 'game.giftHint' : 'game.openGift' })}
      onClick={playing ? onEnded : onOpen}
      onAnimationEnd={(e) => {
        // only the lid's animation counts as the end of the 'video'
        if (playing && e.animationName.includes('lid')) onEnded();
      }}
    >
      <svg viewBox="0 0 120 120" role="img" aria-label={intl.formatMessage({ id: 'game.giftBox' })}>
        <circle className={styles.shine} cx="60" cy="52" r="40" fill="#ffe2b8" />
        <rect x="18" y="52" width="84" height="58" rx="6" fill="#ff7a00" />
        <rect x="54" y="52" width="12" height="58" fill="#ffd23f" />
        <g className={styles.lid}>
          <rect x="12" y="36" width="96" height="20" rx="5" fill="#ff9a3c" />
          <rect x="54" y="36" width="12" height="20" fill="#ffd23f" />
          <path d="M60 36 C48 18 30 22 38 34 Z M60 36 C72 18 90 22 82 34 Z" fill="#ffd23f" />
        </g>
      </svg>
    </button>
  );
}
