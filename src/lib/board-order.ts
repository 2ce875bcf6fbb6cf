// Board rules the screens need: tabs, writer names, ended events. The ALL order and search are the
// contract's (contract/rules/board.ts), the same the server and the mocks list with.
import { LIMITS } from '@contract/constants';
import { newestFirst, orderAll, type BoardTab } from '@contract/rules/board';
import type { BoardPost } from '@contract/types';

export { BOARD_TABS, isBoardTab, matchesSearch, newestFirst, normalizeQuery, orderAll, PINNED_NOTICES, type BoardTab } from '@contract/rules/board';

/** The posts of a tab, in the order shown; emergency notices never appear in lists. */
export function postsForTab<T extends Pick<BoardPost, 'created_at' | 'id' | 'category'> & { is_emergency?: boolean }>(
  posts: readonly T[],
  tab: BoardTab,
): T[] {
  const listed = posts.filter((p) => !p.is_emergency);
  return tab === 'ALL' ? orderAll(listed) : newestFirst(listed.filter((p) => p.category === tab));
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
