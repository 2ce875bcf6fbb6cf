// The drag, pinch and spring code of the map and its sheet (with the sheet's machine) is not part of the /map
// first download: the map and the sheet paint without it and take it on as soon as it arrives.
import { useDeferredModule } from '@/hooks/use-deferred-module';

export const loadMapMotion = () => import('./map-motion');

/** The motion module once it is here; null on the first paint of a page that has not loaded it yet. */
export const useMapMotion = () => useDeferredModule(loadMapMotion);
