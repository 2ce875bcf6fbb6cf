// The star on a timetable row: keeps the performance (in the visitor's language) in My festival.
import type { StageItem } from '@contract/types';
import { FavouriteStar } from '@/components/favourites/favourite-star';
import { WithLateMessages } from '@/i18n/late-messages';
import { useFavouriteAct } from './use-favourite';

export function ActStar({ item, name, place }: { item: StageItem; name: string; place: string }) {
  const fav = useFavouriteAct({ id: item.id, name, location: place, start: item.start_time, end: item.end_time, celebrity: item.kind === 'celebrity' });
  return (
    <WithLateMessages>
      <FavouriteStar name={name} on={fav.on} onToggle={fav.toggle} />
    </WithLateMessages>
  );
}
