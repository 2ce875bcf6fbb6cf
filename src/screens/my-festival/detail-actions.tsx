// The star and the share button of a detail page (booth, food truck, drink place).
import { FavouriteStar } from '@/components/favourites/favourite-star';
import { ShareButton } from '@/components/favourites/share-button';
import type { FavouriteBooth } from '@/stores/favourites';
import { WithLateMessages } from '@/i18n/late-messages';
import { shareLink } from './share';
import { useFavouriteBooth } from './use-favourite';

export function DetailActions({ booth }: { booth: FavouriteBooth }) {
  const fav = useFavouriteBooth(booth);
  return (
    <WithLateMessages>
      <FavouriteStar name={booth.name} on={fav.on} onToggle={fav.toggle} />
      <ShareButton name={booth.name} onShare={() => shareLink(booth.name, `/${booth.kind}/${booth.id}`)} />
    </WithLateMessages>
  );
}
