// The board tab is remembered for the visit (session storage), so back from a post returns to it.
import { readRaw, writeRaw } from '@/stores/storage';
import { isBoardTab, type BoardTab } from '@/lib/board-order';

export const BOARD_CATEGORY_KEY = 'boardCategory';

export function rememberedCategory(): BoardTab {
  const v = readRaw('session', BOARD_CATEGORY_KEY);
  return isBoardTab(v) ? v : 'ALL';
}

export function rememberCategory(tab: BoardTab): void {
  writeRaw('session', BOARD_CATEGORY_KEY, tab);
}

/** The tab to show: a valid `?category=` (home links use it) wins, else the remembered one, else ALL. */
export function resolveCategory(fromQuery: string | null): BoardTab {
  return isBoardTab(fromQuery) ? fromQuery : rememberedCategory();
}

/** The /board address of a tab and page (page 1 is left out). */
export function boardHref(tab: BoardTab, page = 1): string {
  const params = new URLSearchParams({ category: tab });
  if (page > 1) params.set('page', String(page));
  return `/board?${params.toString()}`;
}
