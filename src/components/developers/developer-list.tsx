import { FormattedMessage, useIntl } from 'react-intl';
import styles from './developers.module.css';

export interface DeveloperCardData {
  id: number;
  name: string;
  /** Role line and major, already in the visitor's language when a translation is there. */
  role: string;
  major: string;
  image: string | null;
  /** The person's web page (http or https), or null. */
  link?: string | null;
}

/** Member cards with name, role, major and photo; a message when the chosen team has nobody. */
export function DeveloperList({ members }: { members: DeveloperCardData[] }) {
  const intl = useIntl();
  if (members.length === 0) {
    return (
      <p className={styles.empty}>
        <FormattedMessage id="developers.empty" />
      </p>
    );
  }
  return (
    <ul className={styles.grid}>
      {members.map((m, i) => (
        <li key={m.id} className={styles.card}>
          {m.image ? (
            <img
              className={styles.photo}
              src={m.image}
              alt={intl.formatMessage({ id: 'developers.photo' }, { name: m.name })}
              width={96}
              height={96}
              loading={i < 4 ? 'eager' : 'lazy'}
              decoding="async"
            />
          ) : (
            <span className={styles.photo} aria-hidden="true" />
          )}
          <h2 className={styles.name}>{m.name}</h2>
          <p className={styles.role}>{m.role}</p>
          {m.major && <p className={styles.major}>{m.major}</p>}
          {m.link && (
            <a className={styles.link} href={m.link} target="_blank" rel="noopener noreferrer nofollow">
              <FormattedMessage id="developers.link" values={{ name: m.name }} />
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
