// The star of a booth or performance, read from and written to My festival on this device.
import { useSnapshot } from 'valtio';
import { useHydrated } from '@/hooks/use-hydrated';
import { myFestival, toggleFavouriteAct, toggleFavouriteBooth, type FavouriteAct, type FavouriteBooth } from '@/stores/favourites';

export function useFavouriteBooth(booth: FavouriteBooth) {
  const { booths } = useSnapshot(myFestival);
  const stored = useHydrated();
  return { on: stored && booths.some((b) => b.id === booth.id), toggle: () => toggleFavouriteBooth(booth) };
}

export function useFavouriteAct(act: FavouriteAct) {
  const { acts } = useSnapshot(myFestival);
  const stored = useHydrated();
  return { on: stored && acts.some((a) => a.id === act.id), toggle: () => toggleFavouriteAct(act) };
}
