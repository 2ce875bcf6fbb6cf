// Booth status (issue 20): the wait at a booth as its own admin last said it, and menu items sold out.
// Additive to spec §7: its own paths; the booth detail's is_soldout keeps its meaning.
export const BOOTH_STATUSES = ['open', 'short', 'long', 'very_long', 'closed'] as const;
export type BoothStatusValue = (typeof BOOTH_STATUSES)[number];
/** What a visitor sees: a status, or unknown when none was set or it is older than STATUS_FRESH_MS. */
export type BoothStatusShown = BoothStatusValue | 'unknown';

/** A status older than this (festival clock) is shown as unknown. */
export const STATUS_FRESH_MS = 45 * 60_000;

export const STATUS_PATHS = {
  /** GET: every booth's status. */
  list: '/status/booths',
  /** POST {uid, status}: set a booth's status. */
  booth: (id: number | string) => `/status/booths/${id}`,
  /** POST {uid, is_soldout}: a menu item sold out or back. */
  menu: (boothId: number | string, menuId: number | string) => `/status/booths/${boothId}/menus/${menuId}`,
  /** GET ?uid=: the admin's own booth with its menus' ids. */
  mine: '/status/mine',
  /** GET ?uid=: the booth's menus with their ids, for its admin. */
  menus: (boothId: number | string) => `/status/booths/${boothId}/menus`,
} as const;

export interface BoothStatusEntry {
  booth_id: number;
  status: BoothStatusValue;
  /** ISO instant (+09:00) the status was set. */
  updated_at: string;
  /** Menu items marked sold out now. */
  soldout_menus: number;
}

export interface BoothStatusList {
  /** The server's festival clock when answered (ISO). */
  now: string;
  statuses: BoothStatusEntry[];
}

export interface StatusMenuItem {
  id: number;
  name: string;
  price: number;
  is_soldout: boolean;
  soldout_at: string | null;
}

export interface BoothStatusAdminView {
  booth_id: number;
  booth_name: string;
  status: BoothStatusValue | null;
  updated_at: string | null;
  menus: StatusMenuItem[];
}

/** The live event `status`: one booth's status or menus changed. */
export interface BoothStatusEvent {
  booth_id: number;
  status: BoothStatusValue | null;
  updated_at: string | null;
  soldout_menus: number;
  /** A menu item changed: booth details refetch. */
  menus_changed?: boolean;
}

/** What a visitor sees for `entry` at festival time `nowMs`. */
export function shownStatus(entry: Pick<BoothStatusEntry, 'status' | 'updated_at'> | null | undefined, nowMs: number): BoothStatusShown {
  if (!entry) return 'unknown';
  const at = Date.parse(entry.updated_at);
  if (!Number.isFinite(at) || nowMs - at > STATUS_FRESH_MS) return 'unknown';
  return entry.status;
}
