// Which stage slot a screen asks for (spec §4): the hour slot on now, and the timetable's entry. The screens and the
// server's first reads (contract/first-reads.ts) use the same rules.
import type { FestivalSettings } from '../festival-data';
import { festivalDay, kstParts } from '../time';

/** The timetable slot of the hour `at` falls in, when that hour is one of the festival's slots. */
export function slotAt(at: Date | number, slots: readonly string[]): string | null {
  const slot = `${String(kstParts(at).hour).padStart(2, '0')}:00`;
  return slots.includes(slot) ? slot : null;
}

/**
 * The timetable's entry (spec §4): today and the current hour slot when today is a festival day within the stage's
 * hours; otherwise the first slot (of today during the festival, else of the first day).
 */
export function timetableEntry(at: Date | number, festival: Pick<FestivalSettings, 'dates' | 'stage'>): { day: string; slot: string } {
  const today = festivalDay(at, festival.dates);
  return { day: today ?? festival.dates[0], slot: (today && slotAt(at, festival.stage.slots)) || festival.stage.slots[0] };
}
