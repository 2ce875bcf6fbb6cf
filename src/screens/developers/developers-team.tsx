// The people of the chosen team, read with GET /developers/ (kept by Staff in the console) and shown in the
// visitor's language. Loaded after the developers page's first paint (the title and chips), with TanStack Query.
import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { useQuery } from '@tanstack/react-query';
import type { DeveloperTeam } from '@contract/types';
import { listDevelopers } from '@/api/developers';
import { queryKeys } from '@/api/query-client';
import { useTranslated } from '@/hooks/use-translated';
import { translationKey, type TranslationFieldRequest } from '@machines/translation.helpers';
import { DeveloperList, type DeveloperCardData } from '@/components/developers/developer-list';
import styles from '@/components/developers/developers.module.css';
import { TeamLoading } from './team-loading';

const roleKey = (id: number) => translationKey('developer', id, 'DeveloperRole');
const majorKey = (id: number) => translationKey('developer', id, 'DeveloperMajor');

export default function DevelopersTeam({ team }: { team: DeveloperTeam }) {
  const people = useQuery({ queryKey: queryKeys.developers(), queryFn: ({ signal }) => listDevelopers(signal) });
  const list = useMemo(() => people.data ?? [], [people.data]);
  // Every member's role and major in one batch, so switching chips asks for nothing more.
  const fields = useMemo(
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
  if (people.isPending) return <TeamLoading />;
  if (people.isError) {
    return (
      <div className={styles.empty} role="alert">
        <p>
          <FormattedMessage id="developers.loadFailed" />
        </p>
        <button type="button" className={styles.chip} onClick={() => void people.refetch()}>
          <FormattedMessage id="common.retry" />
        </button>
      </div>
    );
  }
  return <DeveloperList members={members} />;
}
