// What a component reads from the device (stars, the map's choices, translations kept on it) is not in the page the
// server drew (server/page-render.ts). While React takes that page over, such a component shows what the server
// showed (a visitor with nothing stored) and the device's values one render later: the markup React finds is the
// markup it draws, so no part of the page is thrown away and drawn again. Without a drawn page this is true at once.
import { useSyncExternalStore } from 'react';

const nothingChanges = () => () => {};
const inTheBrowser = () => true;
const onTheServer = () => false;

/** False while the server draws a page and while React takes that page over; true from then on. */
export function useHydrated(): boolean {
  return useSyncExternalStore(nothingChanges, inTheBrowser, onTheServer);
}
