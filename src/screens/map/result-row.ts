// One row of the map's list, as MapResults and MapBoothCard show it.
import type { BoothListItem } from '@contract/types';

export interface ResultRow {
  item: BoothListItem;
  name: string;
  locationName: string;
}
