// A booth card of the map's list: its like button (BoothLike), My festival star and live status. The card comes after
// the map's first paint; its status and line tag come with it (in the same downloads, not after it).
import type { Language } from '@contract/constants';
import { groupHours } from '@/lib/hours';
import { BoothLike } from '@/components/like/booth-like';
import { BoothCard } from '@/components/booth/booth-card';
import { FavouriteStar } from '@/components/favourites/favourite-star';
import { useFavouriteBooth } from '@/screens/my-festival/use-favourite';
import { WithLateMessages } from '@/i18n/late-messages';
import { BoothLineTag, BoothStatus } from '@/components/status/booth-status';
import type { ResultRow } from './result-row';

export function MapBoothCard({ row, lang, lazy }: { row: ResultRow; lang: Language; lazy: boolean }) {
  const { item } = row;
  const fav = useFavouriteBooth({ id: item.booth_id, kind: 'booth', name: row.name, location: row.locationName, hours: item.business_days });
  return (
    <BoothCard
      boothId={item.booth_id}
      name={row.name}
      locationName={row.locationName}
      imageUrl={item.image_url}
      distanceM={item.distance_m}
      hours={groupHours(item.business_days, lang)}
      isNight={item.is_night}
      eventNow={item.event_id !== null && item.event_id !== undefined}
      highlighted={item.is_event}
      like={<BoothLike boothId={item.booth_id} liked={item.is_liked} count={item.like_cnt} />}
      lazy={lazy}
      star={
        <WithLateMessages>
          <FavouriteStar name={row.name} on={fav.on} onToggle={fav.toggle} />
        </WithLateMessages>
      }
      status={
        <>
          <BoothStatus boothId={item.booth_id} compact />
          <BoothLineTag boothId={item.booth_id} />
        </>
      }
    />
  );
}
