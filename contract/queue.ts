// The virtual queue (issue 25): a booth's line, visitors' tickets, the booth admin's view. Additive to spec §7:
// its own paths, like booth status. Design: docs/queue.md.
export const LINE_STATES = ['open', 'paused', 'closed'] as const;
export type LineState = (typeof LINE_STATES)[number];
export const TICKET_STATES = ['waiting', 'called', 'seated', 'missed', 'left'] as const;
export type TicketState = (typeof TICKET_STATES)[number];
export const OPEN_TICKET_STATES: readonly TicketState[] = ['waiting', 'called'];

export const QUEUE_LIMITS = {
  partyMin: 1,
  partyMax: 20,
  minutesPerPartyMax: 120,
  graceMinutesMin: 1,
  graceMinutesMax: 30,
  /** Open tickets (waiting or called) a visitor may hold at once, over all lines. */
  openTicketsPerVisitor: 2,
  /** Misses after which a visitor may not join that line again (one rejoin after a miss). */
  missesPerLine: 2,
} as const;

export const QUEUE_DEFAULTS = { partyMin: 1, partyMax: 6, minutesPerParty: 5, graceMinutes: 5 } as const;

export const QUEUE_PATHS = {
  /** GET: every line that is open or paused (map cards, booth detail). */
  lines: '/queue/lines',
  /** POST {user_id, party_size}: join the booth's line. */
  join: (boothId: number | string) => `/queue/lines/${boothId}/join`,
  /** GET ?user_id=: the visitor's tickets. */
  tickets: '/queue/tickets',
  /** POST {user_id}: leave the line. */
  leave: (ticketId: number | string) => `/queue/tickets/${ticketId}/leave`,
  /** GET ?uid=: the booth admin's line (settings and tickets). */
  admin: (boothId: number | string) => `/queue/admin/${boothId}`,
  /** POST {uid, state?, party_min?, party_max?, minutes_per_party?, grace_minutes?}: open, pause, close, settings. */
  settings: (boothId: number | string) => `/queue/admin/${boothId}/settings`,
  /** POST {uid}: call the waiting party with the lowest number. */
  next: (boothId: number | string) => `/queue/admin/${boothId}/next`,
  /** POST {uid, action: seated | no_show}: a called party came, or did not. */
  mark: (boothId: number | string, ticketId: number | string) => `/queue/admin/${boothId}/tickets/${ticketId}`,
  /** POST {uid}: undo the booth's last call, seating or no-show. */
  undo: (boothId: number | string) => `/queue/admin/${boothId}/undo`,
  /** GET: the server's Web Push key (VAPID public key), null where Web Push is not configured. */
  pushKey: '/queue/push-key',
  /** POST {user_id, endpoint, keys: {p256dh, auth}, title, body}: send the call of this ticket as a Web Push. */
  push: (ticketId: number | string) => `/queue/tickets/${ticketId}/push`,
} as const;

/** GET pushKey: the applicationServerKey a page subscribes with, or null (calls reach open pages only). */
export interface PushKey {
  public_key: string | null;
}

/** The payload of a queue call's Web Push, which the service worker shows (src/offline/sw.ts). */
export interface QueuePushPayload {
  kind: 'queue-call';
  title: string;
  body: string;
  tag: string;
  url: string;
}

export const PUSH_TEXT_MAX = { title: 120, body: 240, endpoint: 1000 } as const;

/** A line as visitors see it. */
export interface LineSummary {
  booth_id: number;
  state: LineState;
  /** Parties waiting (not yet called). */
  waiting: number;
  party_min: number;
  party_max: number;
  /** Minutes a party joining now would wait (estimate). */
  est_wait_minutes: number;
  /** Minutes per party the estimate uses, and where it comes from. */
  minutes_per_party: number;
  rate_source: 'calls' | 'booth';
}

export interface LineList {
  now: string;
  lines: LineSummary[];
}

export interface Ticket {
  id: number;
  booth_id: number;
  booth_name: string;
  number: number;
  party_size: number;
  state: TicketState;
  /**
   * Parties before this one still to go in: waiting or called (at the entrance, not seated yet), with a lower
   * number; 0 when this one is called or done.
   */
  ahead: number;
  est_wait_minutes: number;
  joined_at: string;
  called_at: string | null;
  /** The visitor may join this line again (after a first miss). */
  may_rejoin: boolean;
}

export interface TicketList {
  now: string;
  /** The visitor id the tickets belong to (issued on the first join). */
  user_id: string | null;
  tickets: Ticket[];
}

export interface JoinResponse {
  user_id: string;
  ticket: Ticket;
}

export interface AdminTicket {
  id: number;
  number: number;
  party_size: number;
  state: TicketState;
  joined_at: string;
  called_at: string | null;
  /** Festival instant from which no-show is offered (called tickets). */
  no_show_from: string | null;
}

export interface AdminLine {
  booth_id: number;
  booth_name: string;
  now: string;
  state: LineState;
  party_min: number;
  party_max: number;
  minutes_per_party: number;
  grace_minutes: number;
  summary: LineSummary;
  /** Waiting and called tickets in number order, then the last 20 done. */
  tickets: AdminTicket[];
  /** What undo would reverse, if anything. */
  undo: { action: QueueAction; number: number } | null;
}

export const QUEUE_ACTIONS = ['call', 'seated', 'no_show'] as const;
export type QueueAction = (typeof QUEUE_ACTIONS)[number];

/** The live event `queue`: a line changed; `changed` lists the tickets whose state changed. */
export interface QueueEvent {
  booth_id: number;
  line: LineSummary | null;
  changed: { id: number; state: TicketState }[];
}
