import { FormattedMessage, useIntl } from 'react-intl';
import { DEVELOPER_TEAMS, type DeveloperTeam } from '@contract/types';
import styles from './developers.module.css';

export interface DeveloperFilterProps {
  team: DeveloperTeam;
  onChange: (team: DeveloperTeam) => void;
}

/** Chips Team Lead, PM/DS, Front-End, Back-End, Corporate Affairs; one is always chosen. */
export function DeveloperFilter({ team, onChange }: DeveloperFilterProps) {
  const intl = useIntl();
  return (
    <div role="group" aria-label={intl.formatMessage({ id: 'developers.filter' })} className={styles.chips}>
      {DEVELOPER_TEAMS.map((t) => (
        <button key={t} type="button" aria-pressed={t === team} className={styles.chip} onClick={() => onChange(t)}>
          <FormattedMessage id={`developers.team.${t}`} />
        </button>
      ))}
      <span className="more-chips" aria-hidden="true" />
    </div>
  );
}
