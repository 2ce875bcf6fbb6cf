import { Suspense, useState } from 'react';
import { lazy } from '@/lib/lazy';
import { FormattedMessage } from 'react-intl';
import type { DeveloperTeam } from '@contract/types';
import { DeveloperFilter } from '@/components/developers/developer-filter';
import styles from '@/components/developers/developers.module.css';
import { TeamLoading } from './team-loading';

// The list (its read, TanStack Query, the translation machine) follows the first paint of the title and chips.
const DevelopersTeam = lazy(() => import('./developers-team'));

/** The people who made the app, filtered by team (Team Lead first); Staff keep them in the console. */
export default function DevelopersScreen() {
  const [team, setTeam] = useState<DeveloperTeam>('Team Lead');
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        <FormattedMessage id="developers.title" />
      </h1>
      <DeveloperFilter team={team} onChange={setTeam} />
      <Suspense fallback={<TeamLoading />}>
        <DevelopersTeam team={team} />
      </Suspense>
    </div>
  );
}
