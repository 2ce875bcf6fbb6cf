// Board rules of spec §4-§5: what is listed at an instant, the ALL order, search, and the two list
// answers (the 2025 whole list, and pages). The server does the same in SQL; the parity test compares.
import { BOARD_CATEGORIES, BOARD_PAGING, LIMITS, type BoardCategory } from '../constants';
import { publishedBy, toMs, type Instant } from './instant';

/** The 4 newest notices lead the ALL tab. */
export const PINNED_NOTICES = 4;

/** What ordering needs of a post (wire names). */
export interface BoardOrderFacts {
  id: number;
  category: BoardCategory;
  created_at: Instant;
}

/** What search reads of a post. */
export interface BoardSearchFacts {
  title: string;
  writer: string;
  booth_name?: string | null;
  detail?: string | null;
  content?: string | null;
}

const createdMs = (p: { created_at: Instant }) => {
  const t = toMs(p.created_at);
  return Number.isFinite(t) ? t : 0;
};

/** Newest first; the same instant puts the higher id (written later) first. */
export function compareNewest(a: Pick<BoardOrderFacts, 'id' | 'created_at'>, b: Pick<BoardOrderFacts, 'id' | 'created_at'>): number {
  return createdMs(b) - createdMs(a) || b.id - a.id;
}

export function newestFirst<T extends Pick<BoardOrderFacts, 'id' | 'created_at'>>(posts: readonly T[]): T[] {
  return [...posts].sort(compareNewest);
}

/**
 * The ALL group of a post: 0 for the 4 newest notices, 1 for every other category, 2 for the remaining
 * notices. `noticeRank` is the post's place among the notices, newest first, from 0. Within a group
 * the order is newest first, so (group, compareNewest) is the whole ALL order.
 */
export function allGroup(category: BoardCategory, noticeRank: number): 0 | 1 | 2 {
  if (category !== 'Notice') return 1;
  return noticeRank < PINNED_NOTICES ? 0 : 2;
}

/** ALL: the 4 newest notices, then every other post newest first, then the remaining notices. */
export function orderAll<T extends BoardOrderFacts>(posts: readonly T[]): T[] {
  const sorted = newestFirst(posts);
  const notices = sorted.filter((p) => p.category === 'Notice');
  const others = sorted.filter((p) => p.category !== 'Notice');
  return [...notices.slice(0, PINNED_NOTICES), ...others, ...notices.slice(PINNED_NOTICES)];
}

/** The search text as compared: trimmed and lower-cased. */
export function normalizeQuery(query: string | null | undefined): string {
  return (query ?? '').trim().toLocaleLowerCase();
}

/**
 * Title, writer, booth name and detail (or content) contain the query, case-insensitive, trimmed;
 * `extra` adds texts shown in the visitor's language (client only). An empty query matches everything.
 */
export function matchesSearch(post: BoardSearchFacts, query: string | null | undefined, extra: readonly string[] = []): boolean {
  const q = normalizeQuery(query);
  if (!q) return true;
  const fields = [post.title, post.writer, post.booth_name, post.detail || post.content, ...extra];
  return fields.some((f) => typeof f === 'string' && f.toLocaleLowerCase().includes(q));
}

/** A post the lists may show at `now`: written by then, and not the urgent notice. */
export function isListed(post: { created_at: Instant; is_emergency?: boolean | null }, now: Instant): boolean {
  return !post.is_emergency && publishedBy(post.created_at, now);
}

export interface BoardFilter {
  /** Absent or 'ALL': every category. */
  category?: BoardCategory | 'ALL';
  search?: string;
}

const inFilter = (f: BoardFilter) => (p: BoardOrderFacts & BoardSearchFacts) =>
  (!f.category || f.category === 'ALL' || p.category === f.category) && matchesSearch(p, f.search);

/**
 * GET /board/ without page or size (the 2025 client): the listed posts newest first, at most 500
 * (`BOARD_PAGING.wholeListCap`); category and search narrow it when given.
 */
export function wholeBoard<T extends BoardOrderFacts & BoardSearchFacts & { is_emergency?: boolean | null }>(
  posts: readonly T[],
  now: Instant,
  filter: BoardFilter = {},
): T[] {
  return newestFirst(posts.filter((p) => isListed(p, now)))
    .filter(inFilter(filter))
    .slice(0, BOARD_PAGING.wholeListCap);
}

/**
 * The board in the ALL order, then narrowed by category and search. The order is fixed over the whole
 * listed board (its 4 newest notices lead), as the client has always shown it, so a search keeps the
 * places posts have in the tab.
 */
export function orderedBoard<T extends BoardOrderFacts & BoardSearchFacts & { is_emergency?: boolean | null }>(
  posts: readonly T[],
  now: Instant,
  filter: BoardFilter = {},
): T[] {
  return orderAll(posts.filter((p) => isListed(p, now))).filter(inFilter(filter));
}

/** Search text as sent: control characters (a pasted tab), which the server refuses, become spaces; trimmed. */
export function boardSearchText(text: string | null | undefined): string {
  return (text ?? '').replace(/\p{Cc}/gu, ' ').trim();
}

/** The query string of a board page: page and size always, category and search only when they narrow. */
export function boardPageParams(req: { page: number; size?: number; category?: BoardCategory | null; search?: string }): Record<string, string | number> {
  const out: Record<string, string | number> = { page: req.page, size: req.size ?? LIMITS.boardPageSize };
  if (req.category) out.category = req.category;
  const search = boardSearchText(req.search);
  if (search) out.search = search;
  return out;
}

/** A tab of the board: every category (ALL) or one. */
export type BoardTab = 'ALL' | BoardCategory;
export const BOARD_TABS: readonly BoardTab[] = ['ALL', ...BOARD_CATEGORIES];

export function isBoardTab(v: unknown): v is BoardTab {
  return typeof v === 'string' && (BOARD_TABS as readonly string[]).includes(v);
}

/** The category a page of `tab` asks the server for: none for ALL. */
export const tabCategory = (tab: BoardTab): BoardCategory | null => (tab === 'ALL' ? null : tab);

/** The board page asked for in the address (`?page=`): a whole number from 1; anything else is page 1. */
export function boardPageParam(raw: string | null): number {
  const n = Number(raw ?? 1);
  return Number.isFinite(n) && n >= 1 ? Math.min(Math.floor(n), 100_000) : 1;
}
