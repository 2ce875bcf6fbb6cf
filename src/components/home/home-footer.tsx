import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import styles from './home.module.css';

export const SOCIAL_URL = 'https://www.instagram.com/likelion_dgu/';

/** Team credit, data/design credit, the Administrator link and the social-media link. */
export function HomeFooter() {
  return (
    <footer className={styles.footer}>
      <p className={styles.footerTeam}>
        <FormattedMessage id="home.footer.team" />
      </p>
      <p>
        <FormattedMessage id="home.footer.credit" />
      </p>
      <div className={styles.footerLinks}>
        <Link href="/admin/login" className={styles.footerLink}>
          <FormattedMessage id="home.footer.admin" />
        </Link>
        <a href={SOCIAL_URL} className={styles.footerLink} target="_blank" rel="noopener noreferrer">
          <FormattedMessage id="home.footer.social" />
        </a>
      </div>
    </footer>
  );
}
