// The client's pages: which screen a path shows, and the source module of each visitor screen. The client routes
// by this table (src/app/routes.tsx) and the server names a page's code in the HTML it serves for it
// (server/page-preload.ts), so both read one table.
import type { TextChunk } from './text-chunks';

/** Each visitor screen and the module that draws it (the client imports exactly this file for it). */
export const VISITOR_SCREENS = {
  countdown: 'src/screens/countdown/countdown-screen.tsx',
  home: 'src/screens/home/home-screen.tsx',
  map: 'src/screens/map/map-screen.tsx',
  oldMap: 'src/screens/old-map/old-map-screen.tsx',
  timetable: 'src/screens/timetable/timetable-screen.tsx',
  board: 'src/screens/board/board-screen.tsx',
  boardDetail: 'src/screens/board/board-detail-screen.tsx',
  game: 'src/screens/game/game-screen.tsx',
  booth: 'src/screens/booth-detail/booth-detail-screen.tsx',
  place: 'src/screens/place-detail/place-detail-screen.tsx',
  developers: 'src/screens/developers/developers-screen.tsx',
  myFestival: 'src/screens/my-festival/my-festival-screen.tsx',
} as const;
export type VisitorScreenName = keyof typeof VISITOR_SCREENS;

/**
 * Visitor screens drawn inside text of their own (src/app/late-text.ts, contract/text-chunks.ts: they wait for the
 * chunks TEXT_NEEDS lists for it); every admin screen is drawn inside the admin text.
 */
export const SCREEN_TEXT: Partial<Record<VisitorScreenName, TextChunk>> = {
  countdown: 'countdown',
  home: 'home',
  oldMap: 'oldmap',
  timetable: 'timetable',
  board: 'board',
  boardDetail: 'board',
  game: 'game',
  booth: 'detail',
  place: 'detail',
  developers: 'developers',
};

/** The admin area's screens; their code is behind one loader module of its own. */
export const ADMIN_SCREENS = [
  'adminPage',
  'adminLogin',
  'festa',
  'noticeForm',
  'lostForm',
  'adminPost',
  'boothAdmin',
  'eventForm',
  'eventDetail',
  'console',
  'consoleBooth',
  'consoleTranslations',
  'consoleFestival',
  'consoleActs',
  'consoleMap',
  'consolePlans',
  'consoleImport',
  'dashboard',
  'coupons',
  'queueAdmin',
  'consoleBooths',
  'consoleBoothNew',
  'consoleCredits',
] as const;
export type AdminScreenName = (typeof ADMIN_SCREENS)[number];
/** The module that loads the admin area's screens. */
export const ADMIN_SCREENS_MODULE = 'src/app/admin-screens.tsx';

export type ScreenName = VisitorScreenName | AdminScreenName;

export const isVisitorScreen = (name: ScreenName): name is VisitorScreenName => name in VISITOR_SCREENS;

/** The routes in the order they are tried; `/` and unknown paths depend on the opening (see screenFor). */
export const PAGE_ROUTES: readonly (readonly [path: string, screen: ScreenName])[] = [
  ['/map', 'map'],
  ['/mapold', 'oldMap'],
  ['/timetable', 'timetable'],
  ['/board', 'board'],
  ['/board/:boardId', 'boardDetail'],
  ['/event', 'game'],
  ['/booth/:id', 'booth'],
  ['/foodtruck/:id', 'place'],
  ['/drink/:id', 'place'],
  ['/toilet/:id', 'place'],
  ['/developers', 'developers'],
  ['/admin', 'adminPage'],
  ['/admin/login', 'adminLogin'],
  ['/admin/festa', 'festa'],
  ['/admin/festa/notice/normal', 'noticeForm'],
  ['/admin/festa/notice/lost', 'lostForm'],
  ['/admin/festa/notice/edit/:id', 'noticeForm'],
  ['/admin/festa/lost/edit/:id', 'lostForm'],
  ['/admin/festa/notice/:id', 'adminPost'],
  ['/admin/booth', 'boothAdmin'],
  ['/admin/booth/event', 'eventForm'],
  ['/admin/booth/notice/event/:id', 'eventDetail'],
  ['/my', 'myFestival'],
  ['/admin/console', 'console'],
  ['/admin/console/booth', 'consoleBooth'],
  ['/admin/console/booth/:id', 'consoleBooth'],
  ['/admin/console/translations', 'consoleTranslations'],
  ['/admin/console/festival', 'consoleFestival'],
  ['/admin/console/acts', 'consoleActs'],
  ['/admin/console/map', 'consoleMap'],
  ['/admin/console/plans', 'consolePlans'],
  ['/admin/console/import', 'consoleImport'],
  ['/admin/dashboard', 'dashboard'],
  ['/admin/coupons', 'coupons'],
  ['/admin/queue', 'queueAdmin'],
  ['/admin/console/booths', 'consoleBooths'],
  ['/admin/console/booths/new', 'consoleBoothNew'],
  ['/admin/console/credits', 'consoleCredits'],
];

/** Whether `path` fits `pattern` (static segments and `:param` segments, as in PAGE_ROUTES). */
function fits(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const got = path.replace(/\/+$/, '').split('/');
  if (got.length === 1) got.push('');
  return want.length === got.length && want.every((w, i) => (w.startsWith(':') ? got[i] !== '' : w === got[i]));
}

/** Whether the festival has opened at `nowMs` (before it, `/` and unknown paths count down). */
export const isOpenAt = (festival: { opening_instant: string }, nowMs: number): boolean => nowMs >= Date.parse(festival.opening_instant);

/** The screen `path` shows, or null for the not-found page; before the opening `/` and unknown paths count down. */
export function screenFor(path: string, open: boolean): ScreenName | null {
  if (path === '/' || path === '') return open ? 'home' : 'countdown';
  const hit = PAGE_ROUTES.find(([pattern]) => fits(pattern, path));
  return hit ? hit[1] : open ? null : 'countdown';
}
