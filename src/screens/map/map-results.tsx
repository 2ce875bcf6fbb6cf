// The sheet's list: booth cards with their like button, or place cards.
import { Suspense, startTransition, useEffect, useState, type ReactNode } from 'react';
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

/**
 * Starts the cards' downloads (the lazy cards then find them here), in a task of its own: code the page already
 * holds runs as it is asked for, and the cards' would lengthen the first load's longest task (React taking the
 * page over) by a third.
 */
export function preloadCards(): () => void {
  const timer = setTimeout(() => {
    for (const load of [loadBoothCard, loadPlaceCard]) load().catch((err: unknown) => console.warn('card code failed to load', err));
  });
  return () => clearTimeout(timer);
}

/**
 * The cards come in transitions, which React renders in slices between the browser's own work: first as many as the
 * sheet shows at its tallest, then the others (up to 50). Rendered with the update that brought the list (a store's
 * update, which React never slices), they made /map's first load's longest task (on a phone four times slower than
 * a laptop: about 250 ms for 17 cards).
 */
const FIRST_CARDS = 6;

const DETAIL_PATH: Partial<Record<Category, string>> = { FoodTruck: 'foodtruck', Drink: 'drink', Toilet: 'toilet' };

export type { ResultRow };

type ResultsProps = {
  rows: readonly ResultRow[];
  lang: Language;
  selectedPin: number | null;
  onSelectPin: (id: number) => void;
};

export function MapResults({
  loading,
  ...props
}: ResultsProps & {
  /** Shown until the cards' code is here. */
  loading: ReactNode;
}) {
  return (
    <Suspense fallback={loading}>
      <Cards {...props} loading={loading} />
    </Suspense>
  );
}

/** The cards, inside the boundary (a transition waits for their code with the fallback on screen). */
function Cards({ rows, lang, selectedPin, onSelectPin, loading }: ResultsProps & { loading: ReactNode }) {
  // none (the boundary's fallback, as the server drew it), the first ones, all
  const [step, setStep] = useState(0);
  useEffect(() => {
    if (step < 2) startTransition(() => setStep(step + 1));
  }, [step]);
  if (step === 0) return loading;
  return (
    <ul className={styles.results}>
      {(step === 1 ? rows.slice(0, FIRST_CARDS) : rows).map((row, i) => {
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
  );
}
