// Board rules of spec §4 and §5: tab contents, the ALL order, search, writer names, ended events.
import { BOARD_CATEGORIES, LIMITS, type BoardCategory } from '@contract/constants';
import type { BoardPost } from '@contract/types';

export type BoardTab = 'ALL' | BoardCategory;
export const BOARD_TABS: readonly BoardTab[] = ['ALL', ...BOARD_CATEGORIES];

/** The 4 newest notices lead the ALL tab. */
export const PINNED_NOTICES = 4;

export function isBoardTab(v: unknown): v is BoardTab {
  return typeof v === 'string' && (BOARD_TABS as readonly string[]).includes(v);
}

function createdMs(p: Pick<BoardPost, 'created_at'>): number {
  const t = Date.parse(p.created_at);
  return Number.isFinite(t) ? t : 0;
}

/** Newest first (ties: the higher id, written later, first). */
export function newestFirst<T extends Pick<BoardPost, 'created_at' | 'id'>>(posts: readonly T[]): T[] {
  return [...posts].sort((a, b) => createdMs(b) - createdMs(a) || b.id - a.id);
}

/** ALL: the 4 newest notices, then every other post newest first, then the remaining notices. */
export function orderAll<T extends Pick<BoardPost, 'created_at' | 'id' | 'category'>>(posts: readonly T[]): T[] {
  const sorted = newestFirst(posts);
  const notices = sorted.filter((p) => p.category === 'Notice');
  const others = sorted.filter((p) => p.category !== 'Notice');
  return [...notices.slice(0, PINNED_NOTICES), ...others, ...notices.slice(PINNED_NOTICES)];
}

/** The posts of a tab, in the order shown; emergency notices never appear in lists. */
export function postsForTab<T extends Pick<BoardPost, 'created_at' | 'id' | 'category'> & { is_emergency?: boolean }>(
  posts: readonly T[],
  tab: BoardTab,
): T[] {
  const listed = posts.filter((p) => !p.is_emergency);
  return tab === 'ALL' ? orderAll(listed) : newestFirst(listed.filter((p) => p.category === tab));
}

/** The search text as it is compared: trimmed and lower-cased. */
export function normalizeQuery(query: string): string {
  return query.trim().toLocaleLowerCase();
}

/**
 * Search over title, writer, booth name and detail (or content), case-insensitive and trimmed; `extra`
 * adds the texts shown in the visitor's language. An empty query matches every post.
 */
export function matchesSearch(
  post: Pick<BoardPost, 'title' | 'writer' | 'booth_name' | 'detail' | 'content'>,
  query: string,
  extra: readonly string[] = [],
): boolean {
  const q = normalizeQuery(query);
  if (!q) return true;
  const fields = [post.title, post.writer, post.booth_name, post.detail || post.content, ...extra];
  return fields.some((f) => typeof f === 'string' && f.toLocaleLowerCase().includes(q));
}

/** Writer names are shown up to 20 characters (counted as characters, not UTF-16 units), then '…'. */
export function truncateWriter(name: string | null | undefined, max: number = LIMITS.writerNameChars): string {
  const chars = Array.from(name ?? '');
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : chars.join('');
}

/** An Event post whose end_time has passed does not open. */
export function isEventEnded(post: Pick<BoardPost, 'category' | 'end_time'>, nowMs: number): boolean {
  if (post.category !== 'Event' || !post.end_time) return false;
  const end = Date.parse(post.end_time);
  return Number.isFinite(end) && end <= nowMs;
}
