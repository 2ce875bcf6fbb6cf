import { FormattedMessage } from 'react-intl';
import styles from './shell.module.css';

/** 'Page not found' with a go-back button (also used by detail pages whose item is missing). */
export function NotFound({ onBack }: { onBack: () => void }) {
  return (
    <section className={styles.notFound} aria-labelledby="not-found-title">
      <div className={styles.notFoundMark} aria-hidden="true">404</div>
      <h1 id="not-found-title">
        <FormattedMessage id="notFound.title" />
      </h1>
      <p>
        <FormattedMessage id="notFound.description" />
      </p>
      <button type="button" className={styles.primaryButton} onClick={onBack}>
        <FormattedMessage id="notFound.back" />
      </button>
    </section>
  );
}
