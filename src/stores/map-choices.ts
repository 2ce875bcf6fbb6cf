// Map choices (spec §3, §4 Map): date and night toggle in local storage, last filter and pin in session storage.
import { proxy, subscribe } from 'valtio';
import { CATEGORIES, type Category, type FestivalDate } from '@contract/constants';
import { currentFestival } from '@contract/festival-data';
import { festivalDay, kstParts } from '@contract/time';
import { isBoolean, readJson, readRaw, writeJson, writeRaw } from './storage';
import { now } from '@/lib/clock';

const isCategory = (v: unknown): v is Category => (CATEGORIES as readonly unknown[]).includes(v);
const isDate = (v: unknown): v is FestivalDate => (currentFestival().dates as readonly unknown[]).includes(v);

/** Default date: today during the festival, else the first day. */
export function defaultDate(at: Date): FestivalDate {
  return festivalDay(at) ?? (currentFestival().dates[0] as FestivalDate);
}

/** Default night toggle: on before 05:00 or from 17:00; daytime before the festival. */
export function defaultNight(at: Date): boolean {
  const { dates, night } = currentFestival();
  if (at.getTime() < new Date(`${dates[0]}T00:00:00+09:00`).getTime()) return false;
  const h = kstParts(at).hour;
  return h < night.map_toggle_end_hour || h >= night.map_toggle_start_hour;
}

export interface MapChoices {
  selectedDate: FestivalDate;
  isNight: boolean;
  lastFilter: Category;
  lastPin: number | null;
}

/** The choices of a visitor with nothing stored, by the clock (what the server draws the map with). */
export function defaultMapChoices(at = now()): MapChoices {
  return { selectedDate: defaultDate(at), isNight: defaultNight(at), lastFilter: 'Booth', lastPin: null };
}

function load(): MapChoices {
  const first = defaultMapChoices();
  const date = readRaw('local', 'selectedDate');
  const filter = readRaw('session', 'lastFilter');
  const pin = Number(readRaw('session', 'lastPin'));
  return {
    selectedDate: isDate(date) ? date : first.selectedDate,
    isNight: readJson('local', 'isNightToggle', isBoolean, first.isNight),
    lastFilter: isCategory(filter) ? filter : first.lastFilter,
    lastPin: Number.isInteger(pin) && pin > 0 ? pin : first.lastPin,
  };
}

export const mapChoices = proxy<MapChoices>(load());

/** Re-reads storage, the clock deciding what is not stored (tests and stories; a fresh page does this at load). */
export function reloadMapChoices(): void {
  Object.assign(mapChoices, load());
}

subscribe(mapChoices, () => {
  writeRaw('local', 'selectedDate', mapChoices.selectedDate);
  writeJson('local', 'isNightToggle', mapChoices.isNight);
  writeRaw('session', 'lastFilter', mapChoices.lastFilter);
  writeRaw('session', 'lastPin', mapChoices.lastPin === null ? null : String(mapChoices.lastPin));
});
