// Staff run any booth's line: the booths to choose from, each a link to its line. Pure.
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import styles from '@/components/admin/admin.module.css';
import own from './queue-admin.module.css';

export interface BoothChooserProps {
  booths: readonly { id: number; name: string }[] | null;
  failed: boolean;
  hrefFor: (boothId: number) => string;
}

export function BoothChooser({ booths, failed, hrefFor }: BoothChooserProps) {
  return (
    <section className={styles.card} aria-labelledby="queue-booth-chooser">
      <h1 id="queue-booth-chooser" className={styles.heading}>
        <FormattedMessage id="admin.queue.chooseBooth" />
      </h1>
      {failed ? (
        <p role="alert" className={styles.error}>
          <FormattedMessage id="admin.queue.error.loadFailed" />
        </p>
      ) : booths === null ? (
        <p className={styles.hint} role="status" aria-busy="true">
          <FormattedMessage id="common.loading" />
        </p>
      ) : (
        <ul className={own.booths}>
          {booths.map((b) => (
            <li key={b.id}>
              <Link href={hrefFor(b.id)} className={styles.secondary}>
                {b.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
