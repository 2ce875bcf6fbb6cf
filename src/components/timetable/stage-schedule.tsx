import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styles from './timetable.module.css';
import { BoothImage } from '@/components/booth/booth-image';

export type StageLabel = 'now' | 'preparing' | 'soon' | 'ended';

export interface StageCard {
  id: number;
  name: string;
  place: string;
  imageUrl: string | null;
  /** HH:MM */
  start: string;
  end: string;
  status: StageLabel;
  /** The My festival star of this performance. */
  star?: ReactNode;
}

export interface StageSection {
  key: string;
  heading?: string;
  items: StageCard[];
  /** Messages shown in the section when it has no items (the section is left out when absent). */
  emptyIds?: string[];
}

export interface StageScheduleProps {
  status: 'loading' | 'error' | 'ready';
  sections: StageSection[];
  /** Messages shown instead of the sections when none of them has an item. */
  emptyIds: string[];
  onRetry?: () => void;
}

const LABEL_IDS: Partial<Record<StageLabel, string>> = {
  now: 'timetable.stageNow',
  preparing: 'timetable.preparing',
  soon: 'timetable.comingSoon',
};

function Messages({ ids }: { ids: string[] }) {
  return (
    <div className={styles.empty}>
      {ids.map((id) => (
        <p key={id}>
          <FormattedMessage id={id} />
        </p>
      ))}
    </div>
  );
}

/** `level`: an act's name is a level below its section's heading, or right under the page's h1 without one. */
function StageRow({ item, level }: { item: StageCard; level: 2 | 3 }) {
  const labelId = LABEL_IDS[item.status];
  const Name = level === 2 ? 'h2' : 'h3';
  return (
    <li className={styles.item} data-status={item.status}>
      {/* An act with no photo (or one that fails to load) shows the default art, as booths do. */}
      <BoothImage className={styles.image} src={item.imageUrl} category={null} alt="" width={64} height={64} lazy />
      <div className={styles.itemBody}>
        {labelId && (
          <span className={styles.label} data-status={item.status}>
            <FormattedMessage id={labelId} />
          </span>
        )}
        <Name className={styles.itemName}>{item.name}</Name>
        <p className={styles.itemPlace}>{item.place}</p>
        <p className={styles.itemTime}>
          <FormattedMessage id="common.timeRange" values={{ start: item.start, end: item.end }} />
        </p>
      </div>
      {item.star}
    </li>
  );
}

/** The performances of the chosen tab, in sections, with every loading, error and empty message. */
export function StageSchedule({ status, sections, emptyIds, onRetry }: StageScheduleProps) {
  if (status === 'loading') {
    return (
      <div role="status" aria-busy="true" className={styles.loading}>
        <FormattedMessage id="common.loading" />
      </div>
    );
  }
  if (status === 'error') {
    return (
      <div role="alert" className={styles.empty}>
        <p>
          <FormattedMessage id="timetable.error" />
        </p>
        {onRetry && (
          <button type="button" className={styles.retry} onClick={onRetry}>
            <FormattedMessage id="common.retry" />
          </button>
        )}
      </div>
    );
  }
  if (sections.every((s) => s.items.length === 0)) return <Messages ids={emptyIds} />;
  return (
    <>
      {sections
        .filter((s) => s.items.length > 0 || s.emptyIds)
        .map((s) => (
          <section key={s.key} className={styles.section} aria-label={s.heading}>
            {s.heading && <h2 className={styles.sectionHeading}>{s.heading}</h2>}
            {s.items.length > 0 ? (
              <ul className={styles.list}>
                {s.items.map((item) => (
                  <StageRow key={item.id} item={item} level={s.heading ? 3 : 2} />
                ))}
              </ul>
            ) : (
              <Messages ids={s.emptyIds ?? []} />
            )}
          </section>
        ))}
    </>
  );
}
