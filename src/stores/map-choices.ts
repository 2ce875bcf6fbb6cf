// Map choices (spec §3, §4 Map): date and night toggle in local storage, last filter and pin in session storage.
import { proxy, subscribe } from 'valtio';
import { CATEGORIES, FESTIVAL_DATES, NIGHT, type Category, type FestivalDate } from '@contract/constants';
import { festivalDay, kstParts } from '@contract/time';
import { isBoolean, readJson, readRaw, writeJson, writeRaw } from './storage';
import { now } from '@/lib/clock';

const isCategory = (v: unknown): v is Category => (CATEGORIES as readonly unknown[]).includes(v);
const isDate = (v: unknown): v is FestivalDate => (FESTIVAL_DATES as readonly unknown[]).includes(v);

/** Default date: today during the festival, else the first day. */
export function defaultDate(at: Date): FestivalDate {
  return festivalDay(at) ?? FESTIVAL_DATES[0];
}

/** Default night toggle: on before 05:00 or from 17:00; daytime before the festival. */
export function defaultNight(at: Date): boolean {
  if (at.getTime() < new Date(`${FESTIVAL_DATES[0]}T00:00:00+09:00`).getTime()) return false;
  const h = kstParts(at).hour;
  return h < NIGHT.mapToggleEndHour || h >= NIGHT.mapToggleStartHour;
}

function load() {
  const at = now();
  const date = readRaw('local', 'selectedDate');
  const filter = readRaw('session', 'lastFilter');
  const pin = Number(readRaw('session', 'lastPin'));
  return {
    selectedDate: isDate(date) ? date : defaultDate(at),
    isNight: readJson('local', 'isNightToggle', isBoolean, defaultNight(at)),
    lastFilter: isCategory(filter) ? filter : ('Booth' as Category),
    lastPin: Number.isInteger(pin) && pin > 0 ? pin : null,
  };
}

export const mapChoices = proxy<{
  selectedDate: FestivalDate;
  isNight: boolean;
  lastFilter: Category;
  lastPin: number | null;
}>(load());

subscribe(mapChoices, () => {
  writeRaw('local', 'selectedDate', mapChoices.selectedDate);
  writeJson('local', 'isNightToggle', mapChoices.isNight);
  writeRaw('session', 'lastFilter', mapChoices.lastFilter);
  writeRaw('session', 'lastPin', mapChoices.lastPin === null ? null : String(mapChoices.lastPin));
});
