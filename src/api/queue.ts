// The virtual queue (issue 25): open lines for visitors, the visitor's tickets (join, read, leave), and the
// booth admin's line. The server issues the visitor id on the first join; the app adopts it (stores/visitor.ts).
import {
  QUEUE_PATHS,
  type AdminLine,
  type JoinResponse,
  type LineList,
  type LineState,
  type PushKey,
  type Ticket,
  type TicketList,
} from '@contract/queue';
import { request, write } from './client';

export const queueKeys = {
  lines: ['queue', 'lines'] as const,
  tickets: (userId: string) => ['queue', 'tickets', userId] as const,
  admin: (boothId: number) => ['queue', 'admin', boothId] as const,
};

export function getLines(signal?: AbortSignal): Promise<LineList> {
  return request<LineList>(QUEUE_PATHS.lines, { signal });
}

export function getTickets(userId: string, signal?: AbortSignal): Promise<TicketList> {
  return request<TicketList>(QUEUE_PATHS.tickets, { query: { user_id: userId }, signal });
}

export function joinLine(boothId: number, userId: string | null, partySize: number): Promise<JoinResponse> {
  return write<JoinResponse>(QUEUE_PATHS.join(boothId), { method: 'POST', body: { user_id: userId, party_size: partySize } });
}

export function leaveLine(ticketId: number, userId: string): Promise<Ticket> {
  return write<Ticket>(QUEUE_PATHS.leave(ticketId), { method: 'POST', body: { user_id: userId } });
}

export function getAdminLine(boothId: number, uid: string, signal?: AbortSignal): Promise<AdminLine> {
  return request<AdminLine>(QUEUE_PATHS.admin(boothId), { query: { uid }, signal });
}

export interface LineSettings {
  state?: LineState;
  party_min?: number;
  party_max?: number;
  minutes_per_party?: number;
  grace_minutes?: number;
}

export function setLineSettings(boothId: number, uid: string, settings: LineSettings): Promise<AdminLine> {
  return write<AdminLine>(QUEUE_PATHS.settings(boothId), { method: 'POST', body: { uid, ...settings } });
}

export function callNext(boothId: number, uid: string): Promise<AdminLine> {
  return write<AdminLine>(QUEUE_PATHS.next(boothId), { method: 'POST', body: { uid } });
}

export function markTicket(boothId: number, ticketId: number, uid: string, action: 'seated' | 'no_show'): Promise<AdminLine> {
  return write<AdminLine>(QUEUE_PATHS.mark(boothId, ticketId), { method: 'POST', body: { uid, action } });
}

export function undoLast(boothId: number, uid: string): Promise<AdminLine> {
  return write<AdminLine>(QUEUE_PATHS.undo(boothId), { method: 'POST', body: { uid } });
}

/** The server's Web Push key (null: no Web Push; calls show while the app is open). */
export function getPushKey(signal?: AbortSignal): Promise<PushKey> {
  return request<PushKey>(QUEUE_PATHS.pushKey, { signal });
}

export interface PushSubscriptionBody {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** The notification's text in the visitor's language. */
  title: string;
  body: string;
}

/** Hands the ticket's push subscription to the server, which sends the call to it. */
export function sendPushSubscription(ticketId: number, userId: string, sub: PushSubscriptionBody): Promise<{ ok: true }> {
  return write<{ ok: true }>(QUEUE_PATHS.push(ticketId), { method: 'POST', body: { user_id: userId, ...sub } });
}
