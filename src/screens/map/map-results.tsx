// The sheet's list: booth cards with their like button, or place cards.
import { Suspense, type ReactNode } from 'react';
import { lazy } from '@/lib/lazy';
import type { Category, Language } from '@contract/constants';
import type { ResultRow } from './result-row';
import { groupHours } from '@/lib/hours';
import { retryImport } from '@/lib/retry-import';
import styles from '@/components/map/map.module.css';

// The cards' code is not part of the map's first paint: the list they show comes after it anyway (a fetch), and
// the screen asks for their code at the same time (preloadCards): the booth card with its like button, star and
// status, and the other places' card.
const loadBoothCard = retryImport(() => import('./map-booth-card'));
const loadPlaceCard = retryImport(() => import('@/components/place/place-card'));
const MapBoothCard = lazy(() => loadBoothCard().then((m) => ({ default: m.MapBoothCard })));
const PlaceCard = lazy(() => loadPlaceCard().then((m) => ({ default: m.PlaceCard })));

/** Starts the cards' downloads (the lazy cards then find them here). */
export function preloadCards(): void {
  for (const load of [loadBoothCard, loadPlaceCard]) load().catch((err: unknown) => console.warn('card code failed to load', err));
}

const DETAIL_PATH: Partial<Record<Category, string>> = { FoodTruck: 'foodtruck', Drink: 'drink', Toilet: 'toilet' };

export type { ResultRow };

export function MapResults({
  rows,
  lang,
  selectedPin,
  onSelectPin,
  loading,
}: {
  rows: readonly ResultRow[];
  lang: Language;
  selectedPin: number | null;
  onSelectPin: (id: number) => void;
  /** Shown until the cards' code is here. */
  loading: ReactNode;
}) {
  return (
    <Suspense fallback={loading}>
      <ul className={styles.results}>
        {rows.map((row, i) => {
          const { item } = row;
          const lazy = i >= 3;
          if (item.category === 'Booth') {
            return (
              <li key={item.booth_id}>
                <MapBoothCard row={row} lang={lang} lazy={lazy} />
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
    </Suspense>
  );
}
