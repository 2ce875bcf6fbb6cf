// The star and the share button of a detail page (booth, food truck, drink place).
import { FavouriteStar } from '@/components/favourites/favourite-star';
import { ShareButton } from '@/components/favourites/share-button';
import type { FavouriteBooth } from '@/stores/favourites';
import { WithLateMessages } from '@/i18n/late-messages';
import styles from '@/components/favourites/favourites.module.css';
import { shareLink } from './share';
import { useFavouriteBooth } from './use-favourite';

export function DetailActions({ booth }: { booth: FavouriteBooth }) {
  const fav = useFavouriteBooth(booth);
  return (
    // The two buttons' place is kept while their text loads, so the title row does not move when they arrive.
    <span className={styles.detailActions}>
      <WithLateMessages>
        <FavouriteStar name={booth.name} on={fav.on} onToggle={fav.toggle} />
        <ShareButton name={booth.name} onShare={() => shareLink(booth.name, `/${booth.kind}/${booth.id}`)} />
      </WithLateMessages>
    </span>
  );
}
