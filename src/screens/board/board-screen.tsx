// /board: search, tabs, one page of 10 posts asked of the server (issue 18), with paging; the next page is
// fetched ahead, and the page on screen stays while another loads. Ended events do not open (toast for 2 s).
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BOARD_PAGING, LIMITS, TIMING } from '@contract/constants';
import { boardPageParam, tabCategory } from '@contract/rules/board';
import { boardPageQuery } from '@/api/board-pages';
import { isApiError } from '@/api/client';
import { nowMs } from '@/lib/clock';
import { isEventEnded, type BoardTab } from '@/lib/board-order';
import { pageCount } from '@/lib/pagination';
import { useTranslated } from '@/hooks/use-translated';
import { BoardSearch } from '@/components/board/board-search';
import { BoardTabs } from '@/components/board/board-tabs';
import { PostList, type BoardEmptyId } from '@/components/board/post-list';
import { Pagination } from '@/components/board/pagination';
import { Toast } from '@/components/board/toast';
import type { PostRowView } from '@/components/board/post-row';
import styles from '@/components/board/board.module.css';
import { boardHref, rememberCategory, resolveCategory } from './board-category';
import { rowFields, toRow } from './board-text';
import { useToast } from './use-toast';

const EMPTY_BY_TAB: Record<BoardTab, BoardEmptyId> = {
  ALL: 'board.noPosts',
  Notice: 'board.noNotice',
  Event: 'board.noEvent',
  LostItem: 'board.noLost',
};

/** Typing is sent to the server once it pauses this long (one request per word, not per key). */
export const SEARCH_PAUSE_MS = 250;

/** `value`, once it has stopped changing for `ms`. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (Object.is(value, settled)) return;
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, settled, ms]);
  return settled;
}

export default function BoardScreen() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const tab = resolveCategory(params.get('category'));
  const page = boardPageParam(params.get('page'));
  const [query, setQuery] = useState('');
  // Sent trimmed, within what the server reads (100 characters).
  const search = useSettled(query, SEARCH_PAUSE_MS).trim().slice(0, BOARD_PAGING.searchChars);
  const [toast, showToast] = useToast(TIMING.eventEndedToastMs);
  const category = tabCategory(tab);
  const size = LIMITS.boardPageSize;
  const board = useQuery(boardPageQuery({ page, size, category, search }));

  // A category that arrived in the address (home links) is remembered too.
  useEffect(() => rememberCategory(tab), [tab]);

  const shown = board.data;
  // Another page, tab or search is loading: the page it replaces stays on screen until it comes.
  const waiting = board.isPlaceholderData;
  const total = shown?.total_count ?? 0;
  const pages = pageCount(total);
  const exact = !!shown && !waiting;

  // The next page is fetched ahead, so "next" shows it at once (and it is kept for offline use); again each
  // time this page is refetched (a live post or an admin write invalidated every page), unless still fresh.
  const hasNext = exact && page < pages;
  const fetchedAt = board.dataUpdatedAt;
  useEffect(() => {
    if (hasNext) void queryClient.prefetchQuery(boardPageQuery({ page: page + 1, size, category, search }));
  }, [hasNext, page, size, category, search, fetchedAt, queryClient]);

  // A page past the end (an old link, or posts taken down since) shows the last page instead.
  useEffect(() => {
    if (exact && page > pages) navigate(boardHref(tab, pages), { replace: true });
  }, [exact, page, pages, tab, navigate]);

  const posts = shown?.results ?? [];
  const t = useTranslated(rowFields(posts));
  const now = nowMs();
  const rows = posts.map((p) => toRow(p, t, now));

  const go = (nextTab: BoardTab, nextPage = 1) => {
    rememberCategory(nextTab);
    navigate(boardHref(nextTab, nextPage), { replace: true });
  };
  const onSearch = (text: string) => {
    setQuery(text);
    if (page !== 1) go(tab, 1);
  };
  const onOpen = (row: PostRowView) => {
    if (isEventEnded({ category: row.category, end_time: row.endTime }, nowMs())) {
      showToast(intl.formatMessage({ id: 'board.eventEnded' }));
      return false;
    }
    return true;
  };

  const emptyId: BoardEmptyId = search ? 'board.noResults' : EMPTY_BY_TAB[tab];
  // A 4xx carries the request's own message; a 5xx or a network failure only the catalogue text.
  const errorMessage = isApiError(board.error) && board.error.status < 500 ? board.error.serverMessage : undefined;
  // Offline, a page never seen cannot come: the skeleton (and the offline notice) instead of another page's posts.
  const stuck = waiting && board.fetchStatus === 'paused';
  return (
    <div className={styles.screen}>
      <h1 className="visually-hidden">{intl.formatMessage({ id: 'tab.board' })}</h1>
      <BoardSearch value={query} onChange={onSearch} />
      <BoardTabs active={tab} onChange={(next) => go(next)} />
      <div
        role="tabpanel"
        aria-label={intl.formatMessage({ id: `board.tab.${tab}` })}
        aria-busy={waiting || undefined}
        className={waiting ? styles.waiting : undefined}
      >
        {board.isError && !shown ? (
          <PostList state="error" message={errorMessage} />
        ) : !shown || stuck ? (
          <PostList state="loading" />
        ) : (
          <PostList state="ready" rows={rows} emptyId={emptyId} onOpen={onOpen} />
        )}
      </div>
      {shown && !stuck && <Pagination page={Math.min(page, pages)} pageCount={pages} onChange={(p) => go(tab, p)} />}
      <Toast message={toast} />
    </div>
  );
}
