// Layout rules of spec §2 as pure functions of the path (and the game phase), so they are tested without a browser.

export type TopBarVariant = 'default' | 'back' | 'board-detail' | 'admin' | 'none';
export type TabId = 'map' | 'timetable' | 'home' | 'board' | 'game';

export const TABS: readonly { id: TabId; path: string }[] = [
  { id: 'map', path: '/map' },
  { id: 'timetable', path: '/timetable' },
  { id: 'home', path: '/' },
  { id: 'board', path: '/board' },
  { id: 'game', path: '/event' },
];

const DETAIL = /^\/(booth|toilet|drink|foodtruck)\/[^/]+\/?$/;
const MAP_TAB = /^\/(map|mapold|booth|drink|foodtruck|toilet)(\/|$)/;
export const isAdmin = (p: string): boolean => p === '/admin' || p.startsWith('/admin/');
/** Game phases that keep the bars: the rest are full screen. */
const GAME_BAR_PHASES = new Set(['intro', 'instruction']);

export function isGameFullScreen(path: string, phase: string | null): boolean {
  return path === '/event' && phase !== null && !GAME_BAR_PHASES.has(phase);
}

export function topBarVariant(path: string, phase: string | null = null): TopBarVariant {
  if (isGameFullScreen(path, phase)) return 'none';
  if (DETAIL.test(path)) return 'back';
  if (/^\/board\/[^/]+\/?$/.test(path)) return 'board-detail';
  if (isAdmin(path)) return 'admin';
  return 'default';
}

export function showBottomTabs(path: string, phase: string | null = null): boolean {
  return !isAdmin(path) && !isGameFullScreen(path, phase);
}

export function showLanguageDropdown(path: string): boolean {
  return path !== '/event';
}

export function activeTab(path: string): TabId | null {
  if (MAP_TAB.test(path)) return 'map';
  if (path.startsWith('/timetable')) return 'timetable';
  if (path.startsWith('/board')) return 'board';
  if (path.startsWith('/event')) return 'game';
  if (path === '/') return 'home';
  return null;
}

/** /map has no scrolling of the main area; the admin lists scroll with a hidden scrollbar. */
export function mainScroll(path: string): 'none' | 'hidden-bar' | 'auto' {
  if (path === '/map' || path === '/mapold') return 'none';
  if (path === '/admin/festa' || path === '/admin/booth') return 'hidden-bar';
  return 'auto';
}

/** The app's base path (empty): paths starting with a slash get it prefixed. */
export const BASE_PATH = '';
export function withBase(path: string): string {
  return path.startsWith('/') ? `${BASE_PATH}${path}` : path;
}
