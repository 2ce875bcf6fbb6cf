// /board: search, tabs, a page of 10 posts with paging; ended events do not open (toast for 2 s).
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import { useQuery } from '@tanstack/react-query';
import { TIMING } from '@contract/constants';
import { boardQuery } from '@/api/query';
import { isApiError } from '@/api/client';
import { nowMs } from '@/lib/clock';
import { isEventEnded, matchesSearch, normalizeQuery, postsForTab, type BoardTab } from '@/lib/board-order';
import { clampPage, pageCount, pageSlice } from '@/lib/pagination';
import { useTranslated } from '@/hooks/use-translated';
import { BoardSearch } from '@/components/board/board-search';
import { BoardTabs } from '@/components/board/board-tabs';
import { PostList, type BoardEmptyId } from '@/components/board/post-list';
import { Pagination } from '@/components/board/pagination';
import { Toast } from '@/components/board/toast';
import type { PostRowView } from '@/components/board/post-row';
import styles from '@/components/board/board.module.css';
import { boardHref, rememberCategory, resolveCategory } from './board-category';
import { rowFields, titleKey, toRow, writerKey } from './board-text';
import { useToast } from './use-toast';

const EMPTY_BY_TAB: Record<BoardTab, BoardEmptyId> = {
  ALL: 'board.noPosts',
  Notice: 'board.noNotice',
  Event: 'board.noEvent',
  LostItem: 'board.noLost',
};

export default function BoardScreen() {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const tab = resolveCategory(params.get('category'));
  const [query, setQuery] = useState('');
  const [toast, showToast] = useToast(TIMING.eventEndedToastMs);
  const board = useQuery(boardQuery());

  // A category that arrived in the address (home links) is remembered too.
  useEffect(() => rememberCategory(tab), [tab]);

  const inTab = useMemo(() => postsForTab(board.data?.result ?? [], tab), [board.data, tab]);
  // Titles and writers of the whole tab are asked for once, so search also finds them in the chosen language.
  const t = useTranslated(rowFields(inTab));
  const found = inTab.filter((p) => matchesSearch(p, query, [t(titleKey(p.id), p.title), t(writerKey(p.id), p.writer)]));
  const pages = pageCount(found.length);
  const page = clampPage(Number(params.get('page') ?? 1), pages);
  const now = nowMs();
  const rows = pageSlice(found, page).map((p) => toRow(p, t, now));

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

  const emptyId: BoardEmptyId = normalizeQuery(query) ? 'board.noResults' : EMPTY_BY_TAB[tab];
  // A 4xx carries the request's own message; a 5xx or a network failure only the catalogue text.
  const errorMessage = isApiError(board.error) && board.error.status < 500 ? board.error.serverMessage : undefined;
  return (
    <div className={styles.screen}>
      <h1 className="visually-hidden">{intl.formatMessage({ id: 'tab.board' })}</h1>
      <BoardSearch value={query} onChange={onSearch} />
      <BoardTabs active={tab} onChange={(next) => go(next)} />
      <div role="tabpanel" aria-label={intl.formatMessage({ id: `board.tab.${tab}` })}>
        {board.isPending ? (
          <PostList state="loading" />
        ) : board.isError ? (
          <PostList state="error" message={errorMessage} />
        ) : (
          <PostList state="ready" rows={rows} emptyId={emptyId} onOpen={onOpen} />
        )}
      </div>
      {!board.isPending && !board.isError && <Pagination page={page} pageCount={pages} onChange={(p) => go(tab, p)} />}
      <Toast message={toast} />
    </div>
  );
}
