import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import styles from './board.module.css';

export interface BoothCardView {
  id: number;
  name: string;
  location: string | null;
  image: string | null;
}

export type BoothLinkCardProps =
  | { state: 'loading' }
  | { state: 'error'; boothId: number }
  | { state: 'ready'; booth: BoothCardView };

/** The booth running an event, linked to its detail page. */
export function BoothLinkCard(props: BoothLinkCardProps) {
  const intl = useIntl();
  const [broken, setBroken] = useState(false);
  if (props.state === 'loading') return <div className={styles.skeleton} role="status" aria-busy="true" aria-label={intl.formatMessage({ id: 'common.loading' })} />;
  if (props.state === 'error') {
    return (
      <div className={styles.boothCard}>
        <p role="alert" className={styles.boothText}>
          {intl.formatMessage({ id: 'board.boothFailed' })}
        </p>
        <Link href={`/booth/${props.boothId}`} className={styles.boothGo}>
          {intl.formatMessage({ id: 'board.viewBooth' })}
        </Link>
      </div>
    );
  }
  const { booth } = props;
  return (
    <Link href={`/booth/${booth.id}`} className={styles.boothCard}>
      {broken || !booth.image ? (
        <span className={styles.boothImage} aria-hidden="true" />
      ) : (
        <img className={styles.boothImage} src={booth.image} onError={() => setBroken(true)} alt="" width={68} height={68} loading="lazy" />
      )}
      <span className={styles.boothText}>
        <span className={styles.boothName}>{booth.name}</span>
        {booth.location && <span className={styles.boothPlace}>{booth.location}</span>}
      </span>
      <span className={styles.boothGo} aria-hidden="true">
        {intl.formatMessage({ id: 'board.viewBooth' })} ›
      </span>
    </Link>
  );
}
