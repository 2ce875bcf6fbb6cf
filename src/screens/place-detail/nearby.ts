// Spec §7 'nearby': booths of today (night from 17:00 Korea time) during the festival, else all booths;
// three of them shown. The pick is random but seeded by the place, so a page shows the same three each visit.
import { currentFestival } from '@contract/festival-data';
import { festivalDay, kstParts } from '@contract/time';
import type { BoothListItem, BoothListRequest } from '@contract/types';

export function nearbyRequest(at: Date): BoothListRequest {
  const day = festivalDay(at);
  if (!day) return { types: ['Booth'] };
  return { date: day, is_night: kstParts(at).hour >= currentFestival().night.detail_start_hour, types: ['Booth'] };
}

/** mulberry32: a tiny deterministic generator. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pickNearby(items: readonly BoothListItem[], seed: number, count: number): BoothListItem[] {
  const pool = [...items];
  const next = rng(seed);
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  return pool.slice(0, count);
}
