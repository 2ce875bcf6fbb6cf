import { useMemo, useState } from 'react';
import { FormattedMessage } from 'react-intl';
// Static team data, bundled with this route's chunk only.
import { SAMPLE_DEVELOPERS } from '@contract/sample/developers';
import type { DeveloperTeam } from '@contract/types';
import { useTranslated } from '@/hooks/use-translated';
import { translationKey, type TranslationFieldRequest } from '@machines/translation.helpers';
import { DeveloperFilter } from '@/components/developers/developer-filter';
import { DeveloperList, type DeveloperCardData } from '@/components/developers/developer-list';
import styles from '@/components/developers/developers.module.css';

// Every member's role and major in one batch, so switching chips asks for nothing more.
const FIELDS: TranslationFieldRequest[] = SAMPLE_DEVELOPERS.flatMap((d) => [
  { key: translationKey('developer', d.id, 'DeveloperRole'), entity_type: 'developer', entity_id: d.id, field: 'DeveloperRole', source_text: d.roleDisplay },
  { key: translationKey('developer', d.id, 'DeveloperMajor'), entity_type: 'developer', entity_id: d.id, field: 'DeveloperMajor', source_text: d.major },
]);

/** The 24 members of the team, filtered by team (Team Lead first). */
export default function DevelopersScreen() {
  const [team, setTeam] = useState<DeveloperTeam>('Team Lead');
  const t = useTranslated(FIELDS);
  const members: DeveloperCardData[] = useMemo(
    () =>
      SAMPLE_DEVELOPERS.filter((d) => d.roles.includes(team)).map((d) => ({
        id: d.id,
        name: d.name,
        role: t(translationKey('developer', d.id, 'DeveloperRole'), d.roleDisplay),
        major: t(translationKey('developer', d.id, 'DeveloperMajor'), d.major),
        image: d.image,
      })),
    [team, t],
  );
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        <FormattedMessage id="developers.title" />
      </h1>
      <DeveloperFilter team={team} onChange={setTeam} />
      <DeveloperList members={members} />
    </div>
  );
}
