// The board's pages (issue 18): one page of the list asked of the server at a time, and its query. Only the
// board screen loads this module, so none of it weighs on the first paint of home or the map.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { LIMITS, type BoardCategory } from '@contract/constants';
import { API_PATHS } from '@contract/paths';
import { boardPageParams, boardSearchText } from '@contract/rules/board';
import type { BoardPageResponse, BoardPost } from '@contract/types';
import { isRecord, pickList, request } from './client';
import { queryKeys } from './query-client';

export interface BoardPageRequest {
  /** 1-based. */
  page: number;
  /** Posts a page (spec §9: 10). */
  size?: number;
  /** null or absent: every category, in the spec's ALL order. */
  category?: BoardCategory | null;
  /** Sent trimmed; blank searches nothing. */
  search?: string;
}

const wholeNumber = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : fallback);

/** GET /board/?page&size[&category][&search]: one page, ordered, searched and counted by the server. */
export async function listBoardPage(req: BoardPageRequest, signal?: AbortSignal): Promise<BoardPageResponse> {
  const query = boardPageParams(req);
  const data = await request<unknown>(API_PATHS.board, { query, signal });
  const results = pickList<BoardPost>(data, ['results', 'result']);
  const meta = isRecord(data) ? data : {};
  return {
    total_count: wholeNumber(meta.total_count, results.length),
    page: wholeNumber(meta.page, req.page) || req.page,
    size: wholeNumber(meta.size, Number(query.size)) || Number(query.size),
    results,
  };
}

/** A board page request with its defaults filled in: equal pages share one cache entry. */
export function stableBoardPage(req: BoardPageRequest): Required<BoardPageRequest> {
  return { page: req.page, size: req.size ?? LIMITS.boardPageSize, category: req.category ?? null, search: boardSearchText(req.search) };
}

/** The cache key of a page: under the board list, so invalidating the list reaches every page. */
export const boardPageKey = (req: BoardPageRequest) => [...queryKeys.boardList(), stableBoardPage(req)] as const;

/**
 * One page of the board, asked of the server. While another page, tab or search loads, the screen keeps
 * showing the page it had (keepPreviousData), so the list never flashes empty.
 */
export const boardPageQuery = (req: BoardPageRequest) =>
  queryOptions({
    queryKey: boardPageKey(req),
    queryFn: ({ signal }) => listBoardPage(stableBoardPage(req), signal),
    placeholderData: keepPreviousData,
  });
