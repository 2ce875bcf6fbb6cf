import { Suspense } from 'react';
import { lazy } from '@/lib/lazy';
import { FormattedMessage } from 'react-intl';
import { useQuery } from '@tanstack/react-query';
import type { BoothListItem, StageItem } from '@contract/types';
import { emergencyQuery, stageQuery } from '@/api/query';
import { boothListQuery } from '@/api/query-client';
import { useTranslated, type Translate as T } from '@/hooks/use-translated';
import { translationKey, type TranslationFieldRequest } from '@machines/translation.helpers';
import { LostBanner } from '@/components/home/lost-banner';
import { UrgentNotice } from '@/components/home/urgent-notice';
import { LineupCard } from '@/components/home/lineup-card';
import { EventCarousel } from '@/components/home/event-carousel';
import { RankingList } from '@/components/home/ranking-list';
import { RankedBooths } from '@/components/home/ranked-booths';
import { HomeFooter } from '@/components/home/home-footer';
import styles from '@/components/home/home.module.css';
import { firstSlot, stageTime } from '@/lib/timetable-rules';
import { useFestival } from '@/stores/festival';
import { useNow } from '@/hooks/use-now';
import { clubOnNow, DEFAULT_BOOTH_IMAGE, EVENTS_REQUEST, lineupArtists, lineupSlot, RANKING_REQUEST } from './home-data';
import { retryImport } from '@/lib/retry-import';

// The way to My festival loads after the first paint, with its messages.
const MyFestivalLink = lazy(retryImport(() => import('@/screens/my-festival/my-festival-link')));

const boothFields = (b: BoothListItem): TranslationFieldRequest[] => [
  { key: translationKey('booth', b.booth_id, 'BoothName'), entity_type: 'booth', entity_id: b.booth_id, field: 'BoothName', source_text: b.name },
  ...(b.location?.name
    ? [{ key: translationKey('booth', b.booth_id, 'BoothLocation'), entity_type: 'booth' as const, entity_id: b.booth_id, field: 'BoothLocation', source_text: b.location.name }]
    : []),
];
const stageFields = (s: StageItem): TranslationFieldRequest[] => [
  { key: translationKey('stage', s.id, 'StageName'), entity_type: 'stage', entity_id: s.id, field: 'StageName', source_text: s.name },
  { key: translationKey('stage', s.id, 'StagePlace'), entity_type: 'stage', entity_id: s.id, field: 'StagePlace', source_text: s.location_name },
];
const boothName = (t: T, b: BoothListItem) => t(translationKey('booth', b.booth_id, 'BoothName'), b.name);
const boothLocation = (t: T, b: BoothListItem) => (b.location?.name ? t(translationKey('booth', b.booth_id, 'BoothLocation'), b.location.name) : '');

const status = (q: { isPending: boolean; isError: boolean }) => (q.isPending ? 'loading' : q.isError ? 'error' : 'ready');

/** Day `i`'s stage answer (its celebrity acts), asked only when the festival has that day. */
function useCelebrityDay(dates: readonly string[], i: number, slot: string) {
  return useQuery({ ...stageQuery(dates[i] ?? '', slot), enabled: i < dates.length });
}

/** Main home (spec §2 Home): banner, urgent notice, LINE-UP, event booths, ranking and footer. */
export default function HomeScreen() {
  const now = useNow(30_000);
  const emergency = useQuery(emergencyQuery());
  const events = useQuery(boothListQuery(EVENTS_REQUEST));
  const ranking = useQuery(boothListQuery(RANKING_REQUEST));
  const slot = lineupSlot(now);
  const current = useQuery({ ...stageQuery(slot?.date ?? '', slot?.slot ?? ''), enabled: !!slot });
  // Each festival day's celebrity acts (the first slot's answer carries them); up to seven plain queries
  // (a festival lasts 1 to 7 days) keep useQueries out of this chunk.
  const { dates } = useFestival();
  const first = firstSlot();
  const day1 = useCelebrityDay(dates, 0, first);
  const day2 = useCelebrityDay(dates, 1, first);
  const day3 = useCelebrityDay(dates, 2, first);
  const day4 = useCelebrityDay(dates, 3, first);
  const day5 = useCelebrityDay(dates, 4, first);
  const day6 = useCelebrityDay(dates, 5, first);
  const day7 = useCelebrityDay(dates, 6, first);

  const club = slot ? clubOnNow(current.data?.club.current_slot, now) : null;
  const artists = lineupArtists(
    now,
    [day1, day2, day3, day4, day5, day6, day7].slice(0, dates.length).map((q) => q.data?.celebrity),
  );

  const notice = emergency.data ?? null;
  const fields: TranslationFieldRequest[] = [
    ...(events.data ?? []).flatMap(boothFields),
    ...(ranking.data ?? []).flatMap(boothFields),
    ...(club ? stageFields(club) : []),
    ...artists.flatMap((a) => stageFields(a).slice(0, 1)),
    ...(notice
      ? [
          { key: translationKey('notice', notice.id, 'NoticeTitle'), entity_type: 'notice' as const, entity_id: notice.id, field: 'NoticeTitle', source_text: notice.title },
          ...(notice.content
            ? [{ key: translationKey('notice', notice.id, 'NoticeContent'), entity_type: 'notice' as const, entity_id: notice.id, field: 'NoticeContent', source_text: notice.content }]
            : []),
        ]
      : []),
  ];
  const t = useTranslated(fields);
  const rankingRows = ranking.data ?? [];

  return (
    <div className={styles.page}>
      <h1 className="visually-hidden">
        <FormattedMessage id="tab.home" />
      </h1>
      <LostBanner />
      {/* The link's place is kept from the first paint (its code and text come later), so nothing below moves. */}
      <div className={styles.mySlot}>
        <Suspense fallback={null}>
          <MyFestivalLink />
        </Suspense>
      </div>
      <UrgentNotice
        notice={
          notice && {
            id: notice.id,
            title: t(translationKey('notice', notice.id, 'NoticeTitle'), notice.title),
            content: notice.content ? t(translationKey('notice', notice.id, 'NoticeContent'), notice.content) : '',
          }
        }
        version={notice && `${notice.id}\n${notice.title}\n${notice.content}`}
      />
      <LineupCard
        club={
          club && {
            name: t(translationKey('stage', club.id, 'StageName'), club.name),
            place: t(translationKey('stage', club.id, 'StagePlace'), club.location_name),
            imageUrl: club.image_url,
            start: stageTime(club.start_time),
            end: stageTime(club.end_time),
          }
        }
        artists={artists.map((a) => ({ id: a.id, name: t(translationKey('stage', a.id, 'StageName'), a.name), imageUrl: a.image_url! }))}
      />
      <EventCarousel
        status={status(events)}
        slides={(events.data ?? []).map((b) => ({
          id: b.booth_id,
          name: boothName(t, b),
          location: boothLocation(t, b),
          imageUrl: b.image_url ?? DEFAULT_BOOTH_IMAGE,
        }))}
      />
      <RankingList status={status(ranking)} count={rankingRows.length}>
        <RankedBooths booths={rankingRows} t={t} />
      </RankingList>
      <HomeFooter />
    </div>
  );
}
