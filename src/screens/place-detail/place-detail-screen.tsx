// /drink/{id}, /foodtruck/{id}, /toilet/{id} (spec §2 Drink and food-truck detail, Toilet detail).
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { LIMITS } from '@contract/constants';
import { boothListQuery } from '@/api/query-client';
import { useTranslated } from '@/hooks/use-translated';
import { now } from '@/lib/clock';
import { groupHours } from '@/lib/hours';
import { languageStore } from '@/stores/language';
import { BoothHero } from '@/components/booth/booth-hero';
import { ShareButton } from '@/components/favourites/share-button';
import { DetailActions } from '@/screens/my-festival/detail-actions';
import { shareLink } from '@/screens/my-festival/share';
import { WithLateMessages } from '@/i18n/late-messages';
import { MenuCarousel } from '@/components/booth/menu-carousel';
import { WeeklySchedule } from '@/components/booth/weekly-schedule';
import { NearbyList } from '@/components/place/nearby-list';
import { ToiletSchedule } from '@/components/place/toilet-schedule';
import { detailFields, detailKey, detailLocation, detailMenuCards, toDetailView, type DetailView } from '@/components/place/detail-fields';
import { boothNameFields, shownBoothName, shownLocationName } from '@/components/place/place-names';
import styles from '@/components/booth/booth.module.css';
import { nearbyRequest, pickNearby } from './nearby';
import { DetailGate } from '@/screens/booth-detail/detail-gate';

type PlaceKind = 'drink' | 'foodtruck' | 'toilet';
const CATEGORY_OF = { drink: 'Drink', foodtruck: 'FoodTruck', toilet: 'Toilet' } as const;

function Nearby({ seed }: { seed: number }) {
  const { lang } = useSnapshot(languageStore);
  const query = useQuery(boothListQuery(nearbyRequest(now())));
  if (query.error) console.warn('nearby booths failed', query.error);
  const picked = pickNearby(query.data ?? [], seed, LIMITS.nearby);
  const t = useTranslated(boothNameFields(picked));
  return (
    <NearbyList
      loading={query.isPending}
      items={picked.map((b) => ({
        boothId: b.booth_id,
        name: shownBoothName(b.booth_id, b.name, t),
        locationName: shownLocationName(b.booth_id, b.location, lang, t),
        imageUrl: b.image_url,
      }))}
    />
  );
}

/** Star (food trucks and drink places) and share (every place). */
function PlaceActions({ view, kind, name, location }: { view: DetailView; kind: PlaceKind; name: string; location: string }) {
  if (kind === 'toilet') {
    return (
      <WithLateMessages>
        <ShareButton name={name} onShare={() => shareLink(name, `/toilet/${view.id}`)} />
      </WithLateMessages>
    );
  }
  return <DetailActions booth={{ id: view.id, kind, name, location: location || null, hours: view.schedules }} />;
}

function PlaceDetail({ view, kind }: { view: DetailView; kind: PlaceKind }) {
  const intl = useIntl();
  const { lang } = useSnapshot(languageStore);
  const t = useTranslated(detailFields(view));
  const section = (id: string) => intl.formatMessage({ id });
  return (
    <article>
      <BoothHero
        name={t(detailKey(view.id, 'BoothName'), view.name)}
        imageUrl={view.imageUrl}
        category={CATEGORY_OF[kind]}
        aside={<PlaceActions view={view} kind={kind} name={t(detailKey(view.id, 'BoothName'), view.name)} location={detailLocation(view, lang, t)} />}
      />
      <section className={styles.section} aria-label={section('booth.schedule')}>
        <h2>{section('booth.schedule')}</h2>
        {kind === 'toilet' ? <ToiletSchedule schedules={view.schedules} lang={lang} /> : <WeeklySchedule groups={groupHours(view.schedules, lang)} />}
      </section>
      <section className={styles.section} aria-label={section('booth.location')}>
        <h2>{section('booth.location')}</h2>
        <p>{detailLocation(view, lang, t)}</p>
      </section>
      {kind !== 'toilet' && (
        <section className={styles.section} aria-label={section('booth.menu')}>
          <h2>{section('booth.menu')}</h2>
          <MenuCarousel
            label={section('booth.menu')}
            items={detailMenuCards(view, t)}
          />
        </section>
      )}
      <Nearby seed={view.id} />
    </article>
  );
}

export default function PlaceDetailScreen() {
  const [path] = useLocation();
  const kind = (/^\/(drink|foodtruck|toilet)\//.exec(path)?.[1] ?? 'drink') as PlaceKind;
  return (
    <DetailGate notExistId="place.notExist">
      {(detail) => {
        const view = toDetailView(detail);
        return <PlaceDetail key={view.id} view={view} kind={kind} />;
      }}
    </DetailGate>
  );
}
