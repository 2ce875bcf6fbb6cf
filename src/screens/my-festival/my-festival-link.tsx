// Home's way to My festival (the spec's five tabs stay as they are).
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { WithLateMessages } from '@/i18n/late-messages';
import styles from '@/components/favourites/favourites.module.css';

function Inner() {
  const intl = useIntl();
  return (
    <Link href="/my" className={styles.myLink}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path d="m12 3.5 2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9Z" fill="currentColor" />
      </svg>
      {intl.formatMessage({ id: 'fav.openMy' })}
    </Link>
  );
}

export default function MyFestivalLink() {
  return (
    <WithLateMessages>
      <Inner />
    </WithLateMessages>
  );
}
