// The sheet's list: booth cards with their like button (one like machine per card), or place cards.
import type { Category, Language } from '@contract/constants';
import type { BoothListItem } from '@contract/types';
import { groupHours } from '@/lib/hours';
import { useLike } from '@/hooks/use-like';
import { BoothCard } from '@/components/booth/booth-card';
import { PlaceCard } from '@/components/place/place-card';
import styles from '@/components/map/map.module.css';

const DETAIL_PATH: Partial<Record<Category, string>> = { FoodTruck: 'foodtruck', Drink: 'drink', Toilet: 'toilet' };

export interface ResultRow {
  item: BoothListItem;
  name: string;
  locationName: string;
}

function LikedBoothCard({ row, lang, lazy }: { row: ResultRow; lang: Language; lazy: boolean }) {
  const { item } = row;
  const like = useLike({ boothId: item.booth_id, liked: item.is_liked, count: item.like_cnt });
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
      liked={like.liked}
      likeCount={like.count}
      likeBusy={like.busy}
      onToggleLike={like.toggle}
      lazy={lazy}
    />
  );
}

export function MapResults({
  rows,
  lang,
  selectedPin,
  onSelectPin,
}: {
  rows: readonly ResultRow[];
  lang: Language;
  selectedPin: number | null;
  onSelectPin: (id: number) => void;
}) {
  return (
    <ul className={styles.results}>
      {rows.map((row, i) => {
        const { item } = row;
        const lazy = i >= 3;
        if (item.category === 'Booth') {
          return (
            <li key={item.booth_id}>
              <LikedBoothCard row={row} lang={lang} lazy={lazy} />
            </li>
          );
        }
        const detail = DETAIL_PATH[item.category];
        return (
          <li key={item.booth_id}>
            <PlaceCard
              category={item.category}
              name={row.name}
              locationName={row.locationName}
              imageUrl={item.image_url}
              distanceM={item.distance_m}
              hours={groupHours(item.business_days, lang)}
              highlighted={selectedPin !== null && item.location?.id === selectedPin}
              href={detail ? `/${detail}/${item.booth_id}` : null}
              onSelect={() => item.location && onSelectPin(item.location.id)}
              lazy={lazy}
            />
          </li>
        );
      })}
    </ul>
  );
}
