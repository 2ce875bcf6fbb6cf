import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import styles from './shell.module.css';

/**
 * What visitors see while no festival is set up (an empty start): a friendly page instead of empty screens or
 * errors. The organisers' way in stays one tap away; the page turns into the festival as soon as Staff saves it.
 */
export function ComingSoon() {
  return (
    <section className={styles.notFound} aria-labelledby="coming-soon-title">
      <div className={styles.soonMark} aria-hidden="true">
        🎪
      </div>
      <h1 id="coming-soon-title">
        <FormattedMessage id="soon.title" />
      </h1>
      <p>
        <FormattedMessage id="soon.description" />
      </p>
      <Link className={styles.soonLink} href="/admin/login">
        <FormattedMessage id="soon.organisers" />
      </Link>
    </section>
  );
}
