// In-memory state of the mock backend, shared by the domain handlers. resetMockState() puts
// everything back to the sample festival; tests call it in beforeEach.
import { SAMPLE_BOOTHS } from '@contract/sample/booths';
import { SAMPLE_EMERGENCY, SAMPLE_POSTS } from '@contract/sample/posts';
import { SAMPLE_PUBS } from '@contract/sample/pubs';
import type { SampleAdmin } from '@contract/sample/shapes';
import type { EmergencyNotice } from '@contract/types';
import type { BoothWorld } from './fixtures/booths';
import { eventWindows, type StoredPost } from './fixtures/board';

/** The server's count of finished games at the start (the app shows it minus 10,500). */
export const INITIAL_SUCCESS_COUNT = 11_400;
export const SESSION_MS = 60 * 60 * 1000;

export interface AdminSession {
  admin: SampleAdmin;
  expiresAt: number;
}

interface MockState {
  /** Visitors who liked each booth on top of the sample's initial likes. */
  likers: Map<number, Set<string>>;
  posts: StoredPost[];
  nextPostId: number;
  emergency: EmergencyNotice | null;
  sessions: Map<string, AdminSession>;
  /** Admin name to their current uid: logging in again replaces the old one. */
  currentUid: Map<string, string>;
  /** Tries per `${user_id}|${korea date}`. */
  tries: Map<string, number>;
  /** Games started and not finished, per visitor. */
  started: Map<string, { gameId: string; startedAt: number }>;
  /** Coupons won and not yet issued, per visitor. */
  wins: Map<string, number>;
  successCount: number;
  stock: Map<string, number>;
  couponCodes: Set<string>;
  /** Coupons given to visitors, by code: what the counter checks and redeems. */
  coupons: Map<string, MockCoupon>;
  uploads: Map<string, Blob>;
  /** The virtual queue (issue 25): lines, tickets and the admins' actions (the undo stack), as the server's tables. */
  queue: MockQueue;
}

export interface MockQueueLine {
  boothId: number;
  state: 'open' | 'paused' | 'closed';
  partyMin: number;
  partyMax: number;
  minutesPerParty: number;
  graceMinutes: number;
  nextNumber: number;
}

export interface MockQueueTicket {
  id: number;
  boothId: number;
  number: number;
  visitorId: string;
  partySize: number;
  state: 'waiting' | 'called' | 'seated' | 'missed' | 'left';
  joinedAt: number;
  calledAt: number | null;
  doneAt: number | null;
}

export interface MockQueueAction {
  id: number;
  boothId: number;
  ticketId: number;
  action: 'call' | 'seated' | 'no_show';
  fromState: 'waiting' | 'called';
  at: number;
  undone: boolean;
}

export interface MockQueue {
  lines: Map<number, MockQueueLine>;
  tickets: MockQueueTicket[];
  actions: MockQueueAction[];
  nextTicketId: number;
  nextActionId: number;
}

export interface MockCoupon {
  pub: string;
  issuedAt: number;
  redeemedAt: number | null;
  redeemedBy: string | null;
}

function initialState(): MockState {
  return {
    likers: new Map(),
    posts: SAMPLE_POSTS.map((p) => ({ ...p })),
    nextPostId: Math.max(0, ...SAMPLE_POSTS.map((p) => p.id), SAMPLE_EMERGENCY.id) + 1,
    emergency: { ...SAMPLE_EMERGENCY },
    sessions: new Map(),
    currentUid: new Map(),
    tries: new Map(),
    started: new Map(),
    wins: new Map(),
    successCount: INITIAL_SUCCESS_COUNT,
    stock: new Map(SAMPLE_PUBS.map((p) => [p.name, p.stock])),
    couponCodes: new Set(),
    coupons: new Map(),
    uploads: new Map(),
    queue: { lines: new Map(), tickets: [], actions: [], nextTicketId: 1, nextActionId: 1 },
  };
}

export const state: MockState = initialState();

let clock: () => number = () => Date.now();

/** The mock backend's "now"; stories and tests fix it to replay a moment of the festival. */
export function mockNow(): number {
  return clock();
}

/** A fixed instant, a clock function (for instance the app's own), or null for the real time. */
export function setMockNow(now: Date | number | string | (() => number) | null): void {
  if (now === null) clock = () => Date.now();
  else if (typeof now === 'function') clock = now;
  else {
    const t = new Date(now).getTime();
    clock = () => t;
  }
}

/** Back to the sample festival: likes, posts, sessions, game tries, coupons and uploads; real time. */
export function resetMockState(): void {
  Object.assign(state, initialState());
  clock = () => Date.now();
}

export function likeCount(boothId: number): number {
  const booth = SAMPLE_BOOTHS.find((b) => b.id === boothId);
  return (booth?.initial_likes ?? 0) + (state.likers.get(boothId)?.size ?? 0);
}

/** The booth world the pure fixtures read, built from the current state. */
export function boothWorld(): BoothWorld {
  const now = mockNow();
  const likedBy = new Map<string, Set<number>>();
  for (const [boothId, users] of state.likers) {
    for (const u of users) {
      if (!likedBy.has(u)) likedBy.set(u, new Set());
      likedBy.get(u)!.add(boothId);
    }
  }
  return {
    booths: SAMPLE_BOOTHS,
    likeCounts: new Map(SAMPLE_BOOTHS.map((b) => [b.id, likeCount(b.id)])),
    likedBy,
    events: eventWindows(state.posts, now),
    now,
  };
}

/** Random identifiers; the mock needs uniqueness, not secrecy. */
export function randomId(length = 24): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}

/** A visitor id like the client makes: a random number string. */
export function newVisitorId(): string {
  return String(Math.floor(1e11 + Math.random() * 9e11));
}
