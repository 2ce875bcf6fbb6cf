// POST /booths/list/ (spec §7): the filters (type, date, night, event, location), top_liked_3, the
// orderings and the limit, over rows that already know their likes, distance and event state.
import { LIMITS, type Category } from '../constants';
import type { BoothListRequest, BoothOrdering } from '../types';

/** What the list rules read of one booth. */
export interface BoothListFacts {
  id: number;
  name: string;
  category: Category;
  locationId: number;
  isNight: boolean;
  /** Days (YYYY-MM-DD) the booth has a schedule on. */
  days: readonly string[];
  /** is_event at the request's instant (see rules/events.ts). */
  isEvent: boolean;
  likes: number;
  /** Metres from the visitor; null when either place is unknown. */
  distance: number | null;
}

/** Every filter of the request; absent (or null) means "not applied". */
export function boothMatches(req: BoothListRequest, b: BoothListFacts): boolean {
  if (req.types && req.types.length > 0 && !req.types.includes(b.category)) return false;
  if (req.building_id != null && b.locationId !== req.building_id) return false;
  if (req.is_night != null && b.isNight !== req.is_night) return false;
  if (req.is_event != null && b.isEvent !== req.is_event) return false;
  if (req.date && !b.days.includes(req.date)) return false;
  return true;
}

const byId = (a: BoothListFacts, b: BoothListFacts) => a.id - b.id;

/** The order of an ordering; ties (and no ordering) by id ascending, so every answer is stable. */
export function compareBooths(ordering: BoothOrdering | undefined | null): (a: BoothListFacts, b: BoothListFacts) => number {
  switch (ordering) {
    case 'distance':
      // Unknown distances go last.
      return (a, b) => (a.distance ?? Number.POSITIVE_INFINITY) - (b.distance ?? Number.POSITIVE_INFINITY) || byId(a, b);
    case '-likes':
      return (a, b) => b.likes - a.likes || byId(a, b);
    case '-id':
      return (a, b) => b.id - a.id;
    case 'name':
      return (a, b) => a.name.localeCompare(b.name, 'ko') || byId(a, b);
    default:
      return byId;
  }
}

/**
 * The list: filters, then either top_liked_3 (the 3 most liked with at least one like, most liked
 * first; ordering is not applied) or the ordering, then the limit.
 */
export function selectBooths<T extends BoothListFacts>(rows: readonly T[], req: BoothListRequest): T[] {
  const kept = rows.filter((r) => boothMatches(req, r));
  if (req.top_liked_3) {
    return kept
      .filter((r) => r.likes > 0)
      .sort(compareBooths('-likes'))
      .slice(0, LIMITS.topLiked);
  }
  kept.sort(compareBooths(req.ordering));
  return req.limit != null ? kept.slice(0, req.limit) : kept;
}
