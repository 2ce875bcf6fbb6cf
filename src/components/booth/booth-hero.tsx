import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Category } from '@contract/constants';
import { BoothImage } from './booth-image';
import styles from './booth.module.css';

export interface BoothHeroProps {
  name: string;
  imageUrl: string | null;
  category: Category;
  /** Day or night badge; omitted for places that have none (toilets, stores). */
  isNight?: boolean;
  /** Night booths that take orders through dorder show the 'dorder available' line. */
  dorder?: boolean;
  /** The like button, when the page has one. */
  aside?: ReactNode;
}

/** The top of a detail page: image (or its category's default), badge, name. */
export function BoothHero({ name, imageUrl, category, isNight, dorder, aside }: BoothHeroProps) {
  const intl = useIntl();
  return (
    <header className={styles.hero}>
      <BoothImage
        src={imageUrl}
        category={category}
        alt={intl.formatMessage({ id: 'booth.image' }, { name })}
        width={430}
        height={269}
        className={styles.heroImage}
      />
      <div className={styles.heroBody}>
        {isNight !== undefined && (
          <div>
            <span className={styles.badge} data-kind={isNight ? 'night' : 'day'}>
              {intl.formatMessage({ id: isNight ? 'booth.night' : 'booth.day' })}
            </span>
          </div>
        )}
        <div className={styles.heroTitleRow}>
          <h1 className={styles.heroTitle}>{name}</h1>
          {aside}
        </div>
        {dorder && <p className={styles.dorderLine}>{intl.formatMessage({ id: 'booth.dorderAvailable' })}</p>}
      </div>
    </header>
  );
}
