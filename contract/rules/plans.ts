// Building plans' pure rules (contract/building-plans.ts is the wire and its schemas): which spots show for a date
// and day or night. Kept apart from the schemas so /map's building map carries no validator.
import type { PlanSpot } from '../building-plans';

/** The spots of one date and day/night (what a visitor's building map draws). */
export const spotsOn = (plan: { spots: readonly PlanSpot[] }, date: string, night: boolean): PlanSpot[] =>
  plan.spots.filter((s) => s.date === date && s.night === night);
