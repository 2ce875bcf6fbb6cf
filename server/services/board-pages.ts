// Board pages in SQL: the published posts (created by the server's "now", never the urgent notice) of a
// category or of every category in the spec's ALL order (the 4 newest notices, then every other post
// newest first, then the remaining notices), searched case-insensitively over title, writer, content and
// booth name, one page at a time with the total count. Answers are kept per board version and per
// published count, so a hot page is one lookup until a write or the clock publishes another post.
import { and, desc, eq, getTableColumns, lte, not, sql, type SQL } from 'drizzle-orm';
import type { BoardCategory } from '@contract/constants';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { Lru } from '../lib/cache';
import type { PostRecord } from './catalog';

/** The 4 newest notices lead the ALL order (spec §5). */
export const PINNED_NOTICES = 4;

export interface BoardPageQuery {
  /** null: every category, in the ALL order; else that category newest first. */
  category: BoardCategory | null;
  /** Trimmed; '' searches nothing. */
  search: string;
  page: number;
  size: number;
  /** 'all': the spec's ALL order; 'newest': newest first whatever the category (the 2025 whole-list answer). */
  order: 'all' | 'newest';
}

export interface BoardPage {
  total: number;
  posts: PostRecord[];
}

/** LIKE pattern matching `text` anywhere: %, _ and \ in it are taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** Title, writer and content in one text, as the trigram index of migration 0004 holds it. */
const searchText = sql`(${t.posts.title} || E'\\n' || ${t.posts.writerName} || E'\\n' || ${t.posts.content})`;

function whereOf(q: BoardPageQuery, now: Date): SQL {
  const parts: SQL[] = [not(t.posts.isEmergency), lte(t.posts.createdAt, now)];
  if (q.category) parts.push(eq(t.posts.category, q.category));
  if (q.search) {
    const pattern = containsPattern(q.search);
    parts.push(
      sql`(${searchText} ilike ${pattern} or ${t.posts.boothId} = any(array(select ${t.booths.id} from ${t.booths} where ${t.booths.name} ilike ${pattern})))`,
    );
  }
  return and(...parts)!;
}

export async function queryBoardPage(db: Db, q: BoardPageQuery, now: Date): Promise<BoardPage> {
  const where = whereOf(q, now);
  const pinnedFirst =
    q.order === 'all' && q.category === null
      ? [
          sql`case when ${t.posts.category} <> 'Notice' then 1 when ${t.posts.id} in (
            select p2.id from ${t.posts} p2 where p2.category = 'Notice' and not p2.is_emergency and p2.created_at <= ${now.toISOString()}
            order by p2.created_at desc, p2.id desc limit ${PINNED_NOTICES}) then 0 else 2 end`,
        ]
      : [];
  const rows = await db
    .select({ ...getTableColumns(t.posts), total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(t.posts)
    .where(where)
    .orderBy(...pinnedFirst, desc(t.posts.createdAt), desc(t.posts.id))
    .limit(q.size)
    .offset((q.page - 1) * q.size);
  let total = rows[0]?.total ?? 0;
  if (!rows.length && q.page > 1) {
    const [c] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(t.posts).where(where);
    total = c?.n ?? 0;
  }
  const posts = rows.map(({ total: _total, ...p }) => p as PostRecord);
  return { total, posts };
}

/**
 * Pages kept in memory: valid while the board is the same load (`version`, a new object after every
 * write, here or in another process) and the same number of posts is published by now (the replay clock
 * publishes seeded posts as it passes their time).
 */
export function createBoardPages(db: Db, maxEntries = 500) {
  let kept = new Lru<string, Promise<BoardPage>>(maxEntries);
  let keptFor: object | null = null;
  return async function boardPage(q: BoardPageQuery, now: Date, version: object, publishedCount: number): Promise<BoardPage> {
    if (keptFor !== version) {
      kept = new Lru(maxEntries);
      keptFor = version;
    }
    const key = `${publishedCount}|${q.order}|${q.category ?? ''}|${q.page}|${q.size}|${q.search}`;
    const hit = kept.get(key);
    if (hit) return hit;
    const load = queryBoardPage(db, q, now);
    const cache = kept;
    cache.set(key, load);
    // A failed query is not kept: the next request asks the database again.
    load.catch(() => cache.delete(key));
    return load;
  };
}
export type BoardPages = ReturnType<typeof createBoardPages>;

/** How many of the posts (newest first) are published by `nowMs`: a binary search, the list is sorted. */
export function publishedCount(newestFirst: readonly Pick<PostRecord, 'createdAt'>[], nowMs: number): number {
  let lo = 0;
  let hi = newestFirst.length;
  // The first index whose post is published by now; every later one is older.
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (newestFirst[mid].createdAt.getTime() <= nowMs) hi = mid;
    else lo = mid + 1;
  }
  return newestFirst.length - lo;
}

/** Whether a post is listed or opened at `nowMs` (nothing dated after the server's now). */
export const isPublished = (p: Pick<PostRecord, 'createdAt'>, nowMs: number) => p.createdAt.getTime() <= nowMs;
