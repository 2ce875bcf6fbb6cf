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

/** The wait a booth's open line says (issue 25; contract/rules/line-status.ts). */
export interface LineWait {
  /** The wait level from the line's length and estimated wait (never `closed`). */
  status: Exclude<BoothStatusValue, 'closed'>;
  /** Parties waiting. */
  waiting: number;
  /** Minutes a party joining now would wait. */
  est_wait_minutes: number;
}

export interface BoothStatusEntry {
  booth_id: number;
  /** The wait the booth's admin set; null when only an open line gives the booth an entry. */
  status: BoothStatusValue | null;
  /** ISO instant (+09:00) the admin's status was set; null with it. */
  updated_at: string | null;
  /** Menu items marked sold out now. */
  soldout_menus: number;
  /** The booth's line while it is open: it wins over `status` (shownStatus). */
  line: LineWait | null;
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
  /** The booth's line while it is open (a line's change sends this event too). */
  line: LineWait | null;
}

/**
 * What a visitor sees for `entry` at festival time `nowMs`: an open line's wait (counted live, so it never fades),
 * else the admin's status while it is fresh.
 */
export function shownStatus(
  entry: (Pick<BoothStatusEntry, 'status' | 'updated_at'> & { line?: LineWait | null }) | null | undefined,
  nowMs: number,
): BoothStatusShown {
  if (!entry) return 'unknown';
  if (entry.line) return entry.line.status;
  if (!entry.status || !entry.updated_at) return 'unknown';
  const at = Date.parse(entry.updated_at);
  if (!Number.isFinite(at) || nowMs - at > STATUS_FRESH_MS) return 'unknown';
  return entry.status;
}
