// What the map keeps while the visitor is on a detail page: the screen unmounts, this module stays loaded,
// so back shows the same search, sheet height and location (filter and pin live in the mapChoices store).
import type { LocateResult } from '@/lib/geo';

export const mapMemory: { search: string; sheetHeight: number | null; locate: LocateResult | null } = {
  search: '',
  sheetHeight: null,
  locate: null,
};

/** Stories and tests start from a fresh map. */
export function resetMapMemory(): void {
  mapMemory.search = '';
  mapMemory.sheetHeight = null;
  mapMemory.locate = null;
}
