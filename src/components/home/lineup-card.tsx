import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { TIMING } from '@contract/constants';
import { BoothImage } from '@/components/booth/booth-image';
import styles from './home.module.css';

export interface LineupArtist {
  id: number;
  name: string;
  imageUrl: string;
}

export interface LineupClub {
  name: string;
  place: string;
  imageUrl: string | null;
  /** HH:MM */
  start: string;
  end: string;
}

export interface LineupCardProps {
  /** The club performance on now; when set it is shown instead of the artists. */
  club: LineupClub | null;
  artists: LineupArtist[];
  rotateMs?: number;
}

/** The LINE-UP card to /timetable: the club show on now, or the artists' photos changing every 2 s; default art for a missing photo. */
export function LineupCard({ club, artists, rotateMs = TIMING.artistRotationMs }: LineupCardProps) {
  const [index, setIndex] = useState(0);
  const count = artists.length;
  useEffect(() => {
    if (club || count < 2) return;
    const id = setInterval(() => setIndex((i) => (i + 1) % count), rotateMs);
    return () => clearInterval(id);
  }, [club, count, rotateMs]);
  const shown = count ? index % count : 0;

  return (
    <Link href="/timetable" className={styles.lineup}>
      <span className={styles.lineupTitle}>
        <FormattedMessage id="home.lineup" />
      </span>
      {club ? (
        <span className={styles.lineupBody}>
          <BoothImage className={styles.lineupImage} src={club.imageUrl} category={null} alt="" width={96} height={96} />
          <span className={styles.lineupText}>
            <span className={styles.lineupNow}>
              <FormattedMessage id="home.lineupNow" />
            </span>
            <strong className={styles.lineupName}>{club.name}</strong>
            <span className={styles.lineupMeta}>{club.place}</span>
            <span className={styles.lineupMeta}>
              <FormattedMessage id="common.timeRange" values={{ start: club.start, end: club.end }} />
            </span>
          </span>
        </span>
      ) : (
        <span className={styles.lineupBody}>
          <span className={styles.lineupStack}>
            {artists.map((a, i) => (
              <img
                key={a.id}
                className={styles.lineupImage}
                data-shown={i === shown || undefined}
                src={a.imageUrl}
                alt={i === shown ? a.name : ''}
                aria-hidden={i === shown ? undefined : true}
                width={96}
                height={96}
              />
            ))}
            {count === 0 && <BoothImage className={styles.lineupImage} src={null} category={null} alt="" width={96} height={96} />}
          </span>
          <span className={styles.lineupText}>
            <strong className={styles.lineupName} aria-hidden="true">
              {artists[shown]?.name}
            </strong>
          </span>
        </span>
      )}
    </Link>
  );
}
