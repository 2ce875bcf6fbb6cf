import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { LOST_BANNER_IMAGE } from '@contract/constants';
import styles from './home.module.css';

/** The top banner: a small SVG (about 1 kB) with its space reserved, linking to the lost-item board. */
export function LostBanner({ src = LOST_BANNER_IMAGE }: { src?: string }) {
  const intl = useIntl();
  return (
    <Link href="/board?category=LostItem" className={styles.banner}>
      <img src={src} alt={intl.formatMessage({ id: 'home.lostBanner' })} width={400} height={120} fetchPriority="high" />
    </Link>
  );
}
