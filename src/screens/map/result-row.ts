// One row of the map's list; its own module so MapResults and the lazily loaded LikedBoothCard do not import each other.
import type { BoothListItem } from '@contract/types';

export interface ResultRow {
  item: BoothListItem;
  name: string;
  locationName: string;
}
