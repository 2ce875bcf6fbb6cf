import { useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useQueries, useQuery } from '@tanstack/react-query';
import type { FestivalDate } from '@contract/constants';
import type { StageItem, StageScheduleResponse } from '@contract/types';
import { kstInstant } from '@contract/time';
import { stageQuery } from '@/api/query';
import { useTranslated } from '@/hooks/use-translated';
import { translationKey, type TranslationFieldRequest } from '@machines/translation.helpers';
import { TimetableTabs } from '@/components/timetable/timetable-tabs';
import { StageSchedule, type StageCard, type StageSection } from '@/components/timetable/stage-schedule';
import styles from '@/components/timetable/timetable.module.css';
import { nowMs } from '@/lib/clock';
import { useFestival } from '@/stores/festival';
import {
  chooseCelebrity,
  chooseDay,
  chooseSlot,
  entrySelection,
  firstSlot,
  requestSlot,
  stageStatus,
  stageTime,
  type TimetableSelection,
} from '@/lib/timetable-rules';
import { useNow } from '@/hooks/use-now';
import { ActStar } from '@/screens/my-festival/act-star';

function stageFields(items: readonly StageItem[]): TranslationFieldRequest[] {
  return items.flatMap((s) => [
    { key: translationKey('stage', s.id, 'StageName'), entity_type: 'stage', entity_id: s.id, field: 'StageName', source_text: s.name },
    { key: translationKey('stage', s.id, 'StagePlace'), entity_type: 'stage', entity_id: s.id, field: 'StagePlace', source_text: s.location_name },
  ]);
}


/** Stage timetable (spec §2, §4): day tabs, the celebrity tab and hour slots over GET /stage/days/{date}/schedules/{HH:MM}. */
export default function TimetableScreen() {
  const intl = useIntl();
  const panelId = useId();
  const [sel, setSel] = useState<TimetableSelection>(() => entrySelection(nowMs()));
  const now = useNow(30_000);
  const dates = useFestival().dates as FestivalDate[];
  const isDay1 = (d: FestivalDate) => d === dates[0];

  const dayQuery = useQuery({ ...stageQuery(sel.day, requestSlot(sel)), enabled: sel.view === 'day' });
  const celebQueries = useQueries({
    queries: dates.map((d) => ({ ...stageQuery(d, firstSlot()), enabled: sel.view === 'celebrity' })),
  });

  const shown: StageItem[] = useMemo(() => {
    if (sel.view === 'celebrity') return celebQueries.flatMap((q) => q.data?.celebrity ?? []);
    const d = dayQuery.data;
    return d ? [...d.club.current_slot, ...d.club.remaining] : [];
  }, [sel.view, dayQuery.data, celebQueries]);
  const t = useTranslated(stageFields(shown));

  const card = (s: StageItem, inChosenSlot: boolean): StageCard => ({
    id: s.id,
    name: t(translationKey('stage', s.id, 'StageName'), s.name),
    place: t(translationKey('stage', s.id, 'StagePlace'), s.location_name),
    imageUrl: s.image_url,
    start: stageTime(s.start_time),
    end: stageTime(s.end_time),
    status: stageStatus(s, now, inChosenSlot),
    star: <ActStar item={s} name={t(translationKey('stage', s.id, 'StageName'), s.name)} place={t(translationKey('stage', s.id, 'StagePlace'), s.location_name)} />,
  });

  const dayLabel = (d: FestivalDate) =>
    `${intl.formatMessage({ id: 'timetable.day' }, { n: dates.indexOf(d) + 1 })} · ${intl.formatDate(kstInstant(d, '12:00'), {
      month: 'numeric',
      day: 'numeric',
      weekday: 'short',
    })}`;

  let status: 'loading' | 'error' | 'ready';
  let sections: StageSection[] = [];
  let emptyIds: string[];
  let retry: () => void;
  if (sel.view === 'celebrity') {
    status = celebQueries.some((q) => q.isPending) ? 'loading' : celebQueries.some((q) => q.isError) ? 'error' : 'ready';
    retry = () => celebQueries.forEach((q) => q.isError && void q.refetch());
    sections = dates.map((d, i) => ({
      key: d,
      heading: dayLabel(d),
      items: (celebQueries[i]?.data?.celebrity ?? []).map((s) => card(s, false)),
      emptyIds: ['timetable.noCelebrity'],
    }));
    emptyIds = ['timetable.noCelebrity'];
  } else {
    status = dayQuery.isPending ? 'loading' : dayQuery.isError ? 'error' : 'ready';
    retry = () => void dayQuery.refetch();
    const data: StageScheduleResponse | undefined = dayQuery.data;
    emptyIds = [isDay1(sel.day) ? 'timetable.noEvent' : 'timetable.noToday'];
    if (data && sel.slot) {
      const [h] = sel.slot.split(':');
      const end = `${String(Number(h) + 1).padStart(2, '0')}:00`;
      sections = [
        {
          key: 'current',
          heading: intl.formatMessage({ id: 'common.timeRange' }, { start: sel.slot, end }),
          items: data.club.current_slot.map((s) => card(s, true)),
          emptyIds: ['timetable.noOngoing', ...(data.club.remaining.length ? ['timetable.checkNext'] : [])],
        },
        { key: 'next', heading: intl.formatMessage({ id: 'timetable.upNext' }), items: data.club.remaining.map((s) => card(s, false)) },
      ];
    } else if (data) {
      sections = [{ key: 'day', items: [...data.club.current_slot, ...data.club.remaining].map((s) => card(s, false)) }];
    }
  }

  return (
    <div>
      <h1 className="visually-hidden">{intl.formatMessage({ id: 'timetable.title' })}</h1>
      <TimetableTabs
        view={sel.view}
        day={sel.day}
        slot={sel.slot}
        panelId={panelId}
        onDay={(d) => setSel((s) => chooseDay(s, d))}
        onCelebrity={() => setSel(chooseCelebrity)}
        onSlot={(slot) => setSel((s) => chooseSlot(s, slot))}
      />
      <div id={panelId} role="tabpanel" aria-label={intl.formatMessage({ id: 'timetable.title' })} className={styles.panel}>
        <StageSchedule status={status} sections={sections} emptyIds={emptyIds} onRetry={retry} />
      </div>
    </div>
  );
}
