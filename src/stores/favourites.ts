// "My festival" kept on this device (local storage): favourite booths and performances, the reminders set
// on performances, and every coupon code the visitor was issued. Each entry keeps what My festival shows
// (a snapshot taken when starred), so the list paints at once and offline.
import { proxy, subscribe } from 'valtio';
import { keptReminders } from './kept-flags';
import { readJson, writeJson } from './storage';

export type FavouritePlaceKind = 'booth' | 'foodtruck' | 'drink';

export interface FavouriteBooth {
  id: number;
  kind: FavouritePlaceKind;
  name: string;
  location: string | null;
  /** Opening days and hours (Korea time), for "open now". */
  hours: readonly { day: string; start_time: string | null; end_time: string | null }[];
}

export interface FavouriteAct {
  /** Stable id of the performance (its stage id). */
  id: number;
  name: string;
  location: string | null;
  /** ISO instants. */
  start: string;
  end: string;
  celebrity: boolean;
}

export const REMINDER_LEADS = [5, 10, 15, 30] as const;
export type ReminderLead = (typeof REMINDER_LEADS)[number];

export interface ReminderSetting {
  lead: ReminderLead;
  /** Also count the walk from the visitor's position to the stage ("leave now"). */
  walk: boolean;
  /** Set once the reminder was delivered, so a reload does not remind again. */
  firedAt?: number;
}

export interface KeptCoupon {
  code: string;
  pub: string;
  /** When it was issued (epoch ms, the app clock). */
  issuedAt: number;
}

interface MyFestival {
  booths: FavouriteBooth[];
  acts: FavouriteAct[];
  reminders: Record<string, ReminderSetting>;
  coupons: KeptCoupon[];
}

const KEYS = { booths: 'favouriteBooths', acts: 'favouriteActs', reminders: keptReminders.key, coupons: 'myCoupons' } as const;

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown) => typeof v === 'string';
const isBooth = (v: unknown): v is FavouriteBooth =>
  isObj(v) && Number.isInteger(v.id) && str(v.name) && ['booth', 'foodtruck', 'drink'].includes(v.kind as string) && Array.isArray(v.hours);
const isAct = (v: unknown): v is FavouriteAct =>
  isObj(v) && Number.isInteger(v.id) && str(v.name) && str(v.start) && str(v.end) && !Number.isNaN(Date.parse(v.start as string));
const isCoupon = (v: unknown): v is KeptCoupon => isObj(v) && str(v.code) && str(v.pub) && typeof v.issuedAt === 'number';
const isReminder = (v: unknown): v is ReminderSetting =>
  isObj(v) && (REMINDER_LEADS as readonly unknown[]).includes(v.lead) && typeof v.walk === 'boolean';

/** A list of which the bad entries are dropped (one corrupt entry must not lose the rest). */
function readList<T>(key: string, valid: (v: unknown) => v is T): T[] {
  const raw = readJson('local', key, Array.isArray, [] as unknown[]);
  return raw.filter(valid);
}

function load(): MyFestival {
  const reminders = readJson('local', KEYS.reminders, isObj, {});
  return {
    booths: readList(KEYS.booths, isBooth),
    acts: readList(KEYS.acts, isAct),
    reminders: Object.fromEntries(Object.entries(reminders).filter(([, r]) => isReminder(r))) as Record<string, ReminderSetting>,
    coupons: readList(KEYS.coupons, isCoupon),
  };
}

export const myFestival = proxy<MyFestival>(load());

/** The visitor's last known position (memory only), for the walk to a stage. */
export const visitorPosition = proxy<{ at: { lat: number; lng: number } | null }>({ at: null });

subscribe(myFestival, () => {
  writeJson('local', KEYS.booths, myFestival.booths);
  writeJson('local', KEYS.acts, myFestival.acts);
  writeJson('local', KEYS.reminders, myFestival.reminders);
  writeJson('local', KEYS.coupons, myFestival.coupons);
  // Not in the server's drawing of a page nor in unit tests, where there is no window.
  if (typeof dispatchEvent === 'function') dispatchEvent(new Event(keptReminders.event));
});

/** A new page (stories and tests): the position is not known yet (it is kept in memory only). */
export function forgetVisitorPosition(): void {
  visitorPosition.at = null;
}

/** Reads the device's copy again (another tab changed it, or a test wrote it). */
export function reloadMyFestival(): void {
  Object.assign(myFestival, load());
}

export function isFavouriteBooth(id: number): boolean {
  return myFestival.booths.some((b) => b.id === id);
}

export function toggleFavouriteBooth(booth: FavouriteBooth): boolean {
  const i = myFestival.booths.findIndex((b) => b.id === booth.id);
  if (i >= 0) myFestival.booths.splice(i, 1);
  else myFestival.booths.push(booth);
  return i < 0;
}

export function toggleFavouriteAct(act: FavouriteAct): boolean {
  const i = myFestival.acts.findIndex((a) => a.id === act.id);
  if (i >= 0) {
    myFestival.acts.splice(i, 1);
    delete myFestival.reminders[String(act.id)];
  } else myFestival.acts.push(act);
  return i < 0;
}

export function setReminder(actId: number, setting: ReminderSetting | null): void {
  if (setting) myFestival.reminders[String(actId)] = setting;
  else delete myFestival.reminders[String(actId)];
}

/** Keeps a coupon the game issued; the same code twice is kept once. */
export function keepCoupon(c: KeptCoupon): void {
  if (!c.code || myFestival.coupons.some((k) => k.code === c.code)) return;
  myFestival.coupons.push(c);
}
