// The sheet's list: booth cards with their like button (one like machine per card), or place cards.
import type { Category, Language } from '@contract/constants';
import type { ResultRow } from './result-row';
import { groupHours } from '@/lib/hours';
import type { PlaceCard as PlaceCardComponent } from '@/components/place/place-card';
import styles from '@/components/map/map.module.css';

// The booth cards' like machines (and XState) are not part of the first download: the screen fetches them
// alongside the list and shows booths once both are here (see MapScreen).
export const loadLikedBoothCard = () => import('./liked-booth-card');
export type LikedBoothCardComponent = (typeof import('./liked-booth-card'))['default'];

const DETAIL_PATH: Partial<Record<Category, string>> = { FoodTruck: 'foodtruck', Drink: 'drink', Toilet: 'toilet' };

export type { ResultRow };

/** True when some row is a booth, whose card needs the like code. */
export const needsLikedBoothCard = (rows: readonly ResultRow[]) => rows.some((r) => r.item.category === 'Booth');

export function MapResults({
  rows,
  lang,
  selectedPin,
  onSelectPin,
  LikedBoothCard,
  PlaceCard,
}: {
  rows: readonly ResultRow[];
  lang: Language;
  selectedPin: number | null;
  onSelectPin: (id: number) => void;
  /** The booth card with its like machine, once loaded (needed when a row is a booth). */
  LikedBoothCard: LikedBoothCardComponent | null;
  /** The other places' card, loaded after the first paint like the booth card (needed when a row is a place). */
  PlaceCard: typeof PlaceCardComponent | null;
}) {
  return (
    <ul className={styles.results}>
      {rows.map((row, i) => {
        const { item } = row;
        const lazy = i >= 3;
        if (item.category === 'Booth') {
          if (!LikedBoothCard) return null;
          return (
            <li key={item.booth_id}>
              <LikedBoothCard row={row} lang={lang} lazy={lazy} />
            </li>
          );
        }
        if (!PlaceCard) return null;
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
