// Timetable rules of spec §4: which day and hour slot open first, and the label each performance gets.
import { TIMETABLE_SLOTS, type FestivalDate, type TimetableSlot } from '@contract/constants';
import { currentFestival } from '@contract/festival-data';
import { slotAt, timetableEntry } from '@contract/rules/stage-slots';
import { kstParts } from '@contract/time';
import type { StageItem } from '@contract/types';

export type TimetableView = 'day' | 'celebrity';

export interface TimetableSelection {
  view: TimetableView;
  day: FestivalDate;
  /** null: no slot chosen (after picking a day, or on the celebrity tab). */
  slot: TimetableSlot | null;
}

/** The 2025 sample's first slot; firstSlot() is the stored festival's. */
export const FIRST_SLOT: TimetableSlot = TIMETABLE_SLOTS[0];
/** The slot the server is asked for when none is chosen: the stored festival's first. */
export const firstSlot = (): TimetableSlot => currentFestival().stage.slots[0] as TimetableSlot;

/** The slot of the hour `at` falls in, when that hour is one of the timetable's (15 to 19). */
export const currentSlot = (at: Date | number): TimetableSlot | null => slotAt(at, currentFestival().stage.slots) as TimetableSlot | null;

/**
 * On entry: today and the current hour slot when today is a festival day between 15 and 19 o'clock;
 * otherwise 15:00 (of today during the festival, else of the first day).
 */
export function entrySelection(at: Date | number): TimetableSelection {
  const { day, slot } = timetableEntry(at, currentFestival());
  return { view: 'day', day: day as FestivalDate, slot: slot as TimetableSlot };
}

/** Choosing a day clears the slot. */
export function chooseDay(_: TimetableSelection, day: FestivalDate): TimetableSelection {
  return { view: 'day', day, slot: null };
}

/** The celebrity tab clears the slot (its lists are asked for at 15:00). */
export function chooseCelebrity(sel: TimetableSelection): TimetableSelection {
  return { ...sel, view: 'celebrity', slot: null };
}

export function chooseSlot(sel: TimetableSelection, slot: TimetableSlot): TimetableSelection {
  return { ...sel, view: 'day', slot };
}

/** The slot actually requested from GET /stage/days/{date}/schedules/{HH:MM}. */
export function requestSlot(sel: TimetableSelection): TimetableSlot {
  return sel.slot ?? firstSlot();
}

export type StageStatus = 'now' | 'preparing' | 'soon' | 'ended';

/**
 * STAGE NOW while the show runs; once over, no label. A show yet to start is 'preparing' when it belongs
 * to the chosen hour slot, and 'coming soon' when it is later than that (or no slot is chosen).
 */
export function stageStatus(item: Pick<StageItem, 'start_time' | 'end_time'>, nowMs: number, inChosenSlot: boolean): StageStatus {
  const start = Date.parse(item.start_time);
  const end = Date.parse(item.end_time);
  if (nowMs >= end) return 'ended';
  if (nowMs >= start) return 'now';
  return inChosenSlot ? 'preparing' : 'soon';
}

/** HH:MM in Korea of an ISO start or end time ("the time part"). */
export function stageTime(iso: string): string {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return iso.slice(11, 16);
  const p = kstParts(t);
  return `${String(p.hour).padStart(2, '0')}:${String(p.minute).padStart(2, '0')}`;
}
