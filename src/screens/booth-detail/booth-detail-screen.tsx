// /booth/{id} (spec §2 Booth detail, §4 Booth detail and Like): loading, the booth, or not found.
import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { useTranslated } from '@/hooks/use-translated';
import { groupHours } from '@/lib/hours';
import { languageStore } from '@/stores/language';
import { BoothHero } from '@/components/booth/booth-hero';
import { BoothLike } from '@/components/like/booth-like';
import { MenuCarousel } from '@/components/booth/menu-carousel';
import { WeeklySchedule } from '@/components/booth/weekly-schedule';
import { detailFields, detailKey, detailLocation, detailMenuCards, toDetailView, type DetailView } from '@/components/place/detail-fields';
import styles from '@/components/booth/booth.module.css';
import { DetailActions } from '@/screens/my-festival/detail-actions';
import { DetailGate } from './detail-gate';
import { BoothStatusSection } from '@/components/status/load-booth-status';
import { BoothQueueSection } from './load-booth-queue';

function BoothDetail({ view }: { view: DetailView }) {
  const intl = useIntl();
  const { lang } = useSnapshot(languageStore);
  const t = useTranslated(detailFields(view));
  const name = t(detailKey(view.id, 'BoothName'), view.name);
  const section = (id: string) => intl.formatMessage({ id });
  return (
    <article>
      <BoothHero
        name={name}
        imageUrl={view.imageUrl}
        category={view.category}
        isNight={view.isNight}
        dorder={view.isNight && view.isDorder}
        aside={
          <>
            <BoothLike boothId={view.id} liked={view.isLiked} count={view.likeCount} size="large" />
            <DetailActions
              booth={{ id: view.id, kind: 'booth', name, location: detailLocation(view, lang, t) || null, hours: view.schedules }}
            />
          </>
        }
      />
      {/* The badge's place is kept from the first paint, so the sections below do not move when it arrives. */}
      {/* The live status badge (issue 20) and the booth's virtual line (issue 25) come after the first paint. */}
      <div className={`${styles.section} ${styles.statusSlot}`}>
        <Suspense fallback={null}>
          <BoothStatusSection boothId={view.id} />
        </Suspense>
      </div>
      <Suspense fallback={null}>
        <BoothQueueSection boothId={view.id} className={styles.section} />
      </Suspense>
      <section className={styles.section} aria-label={section('booth.schedule')}>
        <h2>{section('booth.schedule')}</h2>
        <WeeklySchedule groups={groupHours(view.schedules, lang)} />
      </section>
      <section className={styles.section} aria-label={section('booth.location')}>
        <h2>{section('booth.location')}</h2>
        <p>{detailLocation(view, lang, t)}</p>
      </section>
      <section className={styles.section} aria-label={section('booth.intro')}>
        <h2>{section('booth.intro')}</h2>
        {view.description ? (
          <p>{t(detailKey(view.id, 'BoothDescription'), view.description)}</p>
        ) : (
          <p className={styles.muted}>{section('booth.noDescription')}</p>
        )}
        {view.isDorder && view.canUsage !== null && (
          <p className={view.canUsage ? styles.available : styles.full} style={{ marginTop: 8 }}>
            {section(view.canUsage ? 'booth.availableNow' : 'booth.full')}
          </p>
        )}
      </section>
      {!view.isNight && (
        <section className={styles.section} aria-label={section('booth.corners')}>
          <h2>{section('booth.corners')}</h2>
          {view.corners.length > 0 ? (
            <ul className={styles.plainList}>
              {view.corners.map((c, i) => (
                <li key={`${i}-${c}`} className={styles.corner}>
                  {t(detailKey(view.id, `CornerName_${i + 1}`), c)}
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.muted}>{section('booth.noCorners')}</p>
          )}
        </section>
      )}
      <section className={styles.section} aria-label={section('booth.menu')}>
        <h2>{section('booth.menu')}</h2>
        <MenuCarousel
          label={section('booth.menu')}
          items={detailMenuCards(view, t)}
        />
      </section>
      {view.isDorder && <p className={styles.notice}>{section('booth.dorderNotice')}</p>}
    </article>
  );
}

export default function BoothDetailScreen() {
  return (
    <DetailGate notExistId="booth.notExist">
      {(detail) => {
        const view = toDetailView(detail);
        return <BoothDetail key={view.id} view={view} />;
      }}
    </DetailGate>
  );
}
