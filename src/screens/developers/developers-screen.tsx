import { useMemo, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useQuery } from '@tanstack/react-query';
import type { DeveloperTeam } from '@contract/types';
import { developersQuery } from '@/api/query';
import { useTranslated } from '@/hooks/use-translated';
import { translationKey, type TranslationFieldRequest } from '@machines/translation.helpers';
import { DeveloperFilter } from '@/components/developers/developer-filter';
import { DeveloperList, type DeveloperCardData } from '@/components/developers/developer-list';
import styles from '@/components/developers/developers.module.css';

const roleKey = (id: number) => translationKey('developer', id, 'DeveloperRole');
const majorKey = (id: number) => translationKey('developer', id, 'DeveloperMajor');

/**
 * The people who made the app (GET /developers/, kept by Staff in the console), filtered by team (Team Lead
 * first). The title and the chips paint at once; the list follows its one JSON read (no data in this chunk).
 */
export default function DevelopersScreen() {
  const [team, setTeam] = useState<DeveloperTeam>('Team Lead');
  const people = useQuery(developersQuery());
  const list = useMemo(() => people.data ?? [], [people.data]);
  // Every member's role and major in one batch, so switching chips asks for nothing more.
  const fields: TranslationFieldRequest[] = useMemo(
    () =>
      list.flatMap((d): TranslationFieldRequest[] => [
        { key: roleKey(d.id), entity_type: 'developer', entity_id: d.id, field: 'DeveloperRole', source_text: d.roleDisplay },
        ...(d.major ? [{ key: majorKey(d.id), entity_type: 'developer' as const, entity_id: d.id, field: 'DeveloperMajor', source_text: d.major }] : []),
      ]),
    [list],
  );
  const t = useTranslated(fields);
  const members: DeveloperCardData[] = useMemo(
    () =>
      list
        .filter((d) => d.roles.includes(team))
        .map((d) => ({ id: d.id, name: d.name, role: t(roleKey(d.id), d.roleDisplay), major: d.major ? t(majorKey(d.id), d.major) : '', image: d.image, link: d.link ?? null })),
    [list, team, t],
  );
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        <FormattedMessage id="developers.title" />
      </h1>
      <DeveloperFilter team={team} onChange={setTeam} />
      {people.isPending ? (
        <p className={styles.empty} role="status" aria-busy="true">
          <FormattedMessage id="common.loading" />
        </p>
      ) : people.isError ? (
        <div className={styles.empty} role="alert">
          <p>
            <FormattedMessage id="developers.loadFailed" />
          </p>
          <button type="button" className={styles.chip} onClick={() => void people.refetch()}>
            <FormattedMessage id="common.retry" />
          </button>
        </div>
      ) : (
        <DeveloperList members={members} />
      )}
    </div>
  );
}
