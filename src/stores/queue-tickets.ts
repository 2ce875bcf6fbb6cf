// The visitor's tickets in booths' virtual lines (issue 25; docs/queue.md), kept on the device so a ticket's
// number reads offline ("as of HH:MM"). Read again from the server when a page holding one opens, when the
// network returns and when the live `queue` event names one of them or their line.
import { OPEN_TICKET_STATES, type QueueEvent, type Ticket } from '@contract/queue';
import { isRecord } from '@contract/rules/record';
import { getTickets } from '@/api/queue';
import { nowMs } from '@/lib/clock';
import { keptTickets } from './kept-flags';
import { adoptUserId, visitorStore } from './visitor';
import { readJson, writeJson } from './storage';

/** The window event src/live/live-events.ts dispatches for a live `queue` event (as stores/queue-lines.ts). */
const QUEUE_LIVE_EVENT = 'festival-queue';

export interface KeptTickets {
  /** Tickets as last read (open ones, and done ones until dismissed). */
  tickets: Ticket[];
  /** When they were read (device clock, ms); 0 when never. */
  fetchedAt: number;
  /** Tickets whose call was already announced (banner and notification), so a reload does not announce again. */
  announced: number[];
  /** Tickets the visitor dismissed once done. */
  dismissed: number[];
}

const isTicket = (v: unknown): v is Ticket =>
  isRecord(v) && typeof v.id === 'number' && typeof v.booth_id === 'number' && typeof v.number === 'number' && typeof v.state === 'string';
const isKept = (v: unknown): v is KeptTickets =>
  isRecord(v) &&
  Array.isArray(v.tickets) &&
  v.tickets.every(isTicket) &&
  typeof v.fetchedAt === 'number' &&
  Array.isArray(v.announced) &&
  Array.isArray(v.dismissed);

const EMPTY: KeptTickets = { tickets: [], fetchedAt: 0, announced: [], dismissed: [] };
let kept: KeptTickets = readJson('local', keptTickets.key, isKept, EMPTY);
const listeners = new Set<() => void>();
function set(next: KeptTickets): void {
  kept = next;
  writeJson('local', keptTickets.key, next.tickets.length || next.announced.length ? next : null);
  listeners.forEach((l) => l());
  if (typeof dispatchEvent === 'function') dispatchEvent(new Event(keptTickets.event));
}

export const isOpenTicket = (t: Ticket) => OPEN_TICKET_STATES.includes(t.state);
/** Tickets worth showing: open ones, and done ones not dismissed yet. */
const shown = (all: Ticket[], dismissed: readonly number[]) => all.filter((t) => isOpenTicket(t) || !dismissed.includes(t.id));
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

let refreshing: Promise<void> | null = null;
/** Bumped by reset(): an answer to a refresh started before it is dropped. */
let generation = 0;

export const queueTickets = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot: (): KeptTickets => kept,
  /** The kept ticket at `boothId`, if any (the newest). */
  at: (boothId: number): Ticket | null => kept.tickets.find((t) => t.booth_id === boothId) ?? null,
  hasOpen: (): boolean => kept.tickets.some(isOpenTicket),

  /** Reads the visitor's tickets again; offline it keeps what it has. */
  refresh(): Promise<void> {
    if (refreshing) return refreshing;
    const gen = generation;
    const attempt: Promise<void> = getTickets(visitorStore.userId)
      .then(
        (list) => {
          if (gen !== generation) return;
          adoptUserId(list.user_id);
          // Done tickets the visitor never saw open stay out; keep the ones this device knew.
          const knew = new Set(kept.tickets.map((t) => t.id));
          const tickets = shown(
            list.tickets.filter((t) => isOpenTicket(t) || knew.has(t.id)),
            kept.dismissed,
          );
          const ids = new Set(list.tickets.map((t) => t.id));
          set({
            tickets,
            fetchedAt: nowMs(),
            announced: kept.announced.filter((id) => ids.has(id)),
            dismissed: kept.dismissed.filter((id) => ids.has(id)),
          });
        },
        () => {},
      )
      .finally(() => {
        if (refreshing === attempt) refreshing = null;
      });
    refreshing = attempt;
    return attempt;
  },

  /** A ticket as the server just gave it (join, leave, a machine's refresh); null forgets `boothId`'s. */
  put(boothId: number, ticket: Ticket | null): void {
    const current = kept.tickets.find((t) => t.booth_id === boothId) ?? null;
    if (same(current, ticket)) return;
    const rest = kept.tickets.filter((t) => t.booth_id !== boothId);
    const dismissed = ticket === null && current ? [...kept.dismissed, current.id] : kept.dismissed;
    set({ ...kept, tickets: ticket ? [ticket, ...rest] : rest, dismissed, fetchedAt: nowMs() });
  },

  /** Marks a ticket's call as announced (once per ticket). */
  announce(ticketId: number): void {
    if (!kept.announced.includes(ticketId)) set({ ...kept, announced: [...kept.announced, ticketId] });
  },

  /** Tests and stories: start from these tickets (none by default); a refresh still under way is dropped. */
  reset(value: Partial<KeptTickets> = {}): void {
    generation += 1;
    refreshing = null;
    set({ ...EMPTY, ...value });
  },
};

/** The live `queue` event: read the tickets again when one of ours (or its line) moved. */
export function applyQueueEvent(data: unknown): void {
  if (!isRecord(data)) return;
  const e = data as unknown as QueueEvent;
  const boothId = Number(e.booth_id);
  if (!Number.isFinite(boothId)) return;
  const mine = kept.tickets.filter((t) => t.booth_id === boothId);
  const changed = Array.isArray(e.changed) ? e.changed : [];
  if (mine.some(isOpenTicket) || mine.some((t) => changed.some((c) => isRecord(c) && c.id === t.id))) void queueTickets.refresh();
}

// (Outside a browser, e.g. unit tests without a window, there is no event to hear.)
if (typeof addEventListener === 'function') {
  addEventListener(QUEUE_LIVE_EVENT, (e) => {
    const data = (e as CustomEvent<unknown>).detail;
    // null: the live feed lost events (a `refetch`).
    if (data === null) {
      if (queueTickets.hasOpen()) void queueTickets.refresh();
    } else applyQueueEvent(data);
  });
}
