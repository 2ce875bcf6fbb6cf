import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { currentFestival } from '@contract/festival-data';
import { nowMs } from '@/lib/clock';
import { retryImport } from '@/lib/retry-import';
import { ErrorBoundary } from '@/components/shell/screen-error';
import { NotFound } from '@/components/shell/not-found';
import { useHasFestival } from '@/stores/festival';
import { isAdmin } from './route-rules';
import { useBack } from './use-back';
import { withLateText, type ScreenLoader } from './late-text';
import type { AdminScreenName } from './admin-screens';

// One chunk per screen: no screen pays for another's code. The admin area's loaders are a chunk of their own.
const load = {
  countdown: () => import('@/screens/countdown/countdown-screen'),
  home: () => import('@/screens/home/home-screen'),
  map: () => import('@/screens/map/map-screen'),
  oldMap: () => import('@/screens/old-map/old-map-screen'),
  timetable: () => import('@/screens/timetable/timetable-screen'),
  board: () => import('@/screens/board/board-screen'),
  boardDetail: () => import('@/screens/board/board-detail-screen'),
  game: withLateText(() => import('@/screens/game/game-screen')),
  booth: () => import('@/screens/booth-detail/booth-detail-screen'),
  place: () => import('@/screens/place-detail/place-detail-screen'),
  developers: () => import('@/screens/developers/developers-screen'),
  myFestival: () => import('@/screens/my-festival/my-festival-screen'),
} satisfies Record<string, ScreenLoader>;
type VisitorScreenName = keyof typeof load;
type ScreenName = VisitorScreenName | AdminScreenName;

const screens = Object.fromEntries(Object.entries(load).map(([name, f]) => [name, lazy(retryImport(f as ScreenLoader))])) as Record<
  VisitorScreenName,
  LazyExoticComponent<ComponentType>
>;
const loadAdmin = () => import('./admin-screens');
const AdminScreen = lazy(retryImport(loadAdmin));
const isVisitorScreen = (name: ScreenName): name is VisitorScreenName => name in load;

/** The routes in the order they are tried; `/` and unknown paths depend on the opening (see AppRoutes). */
const ROUTES: readonly (readonly [path: string, screen: ScreenName])[] = [
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

/** Whether `path` fits `pattern` (static segments and `:param` segments, as in ROUTES). */
function fits(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const got = path.replace(/\/+$/, '').split('/');
  if (got.length === 1) got.push('');
  return want.length === got.length && want.every((w, i) => (w.startsWith(':') ? got[i] !== '' : w === got[i]));
}

/** The screen `path` shows, or null for the not-found page. */
export function screenFor(path: string, open: boolean): ScreenName | null {
  if (path === '/' || path === '') return open ? 'home' : 'countdown';
  const hit = ROUTES.find(([pattern]) => fits(pattern, path));
  return hit ? hit[1] : open ? null : 'countdown';
}

/**
 * Starts downloading the screen of `path` at once, alongside the messages the first paint waits for,
 * instead of after them; the lazy route then finds the module already here.
 */
export function preloadScreen(path: string): void {
  const name = screenFor(path, isOpen());
  if (!name) return;
  if (isVisitorScreen(name)) void load[name]().catch(() => {});
  else void loadAdmin().then((m) => m.preloadAdminScreen(name), () => {});
}

/** Before the opening instant, / and unknown paths show the countdown. */
export function isOpen(): boolean {
  return nowMs() >= Date.parse(currentFestival().opening_instant);
}

// Only an empty start needs it: it stays out of the first paint's code, its text in the late chunk.
const ComingSoon = lazy(retryImport(withLateText(() => import('@/components/shell/coming-soon').then((m) => ({ default: m.ComingSoon })))));

function NotFoundRoute() {
  const back = useBack('/');
  return <NotFound onBack={back} />;
}

function ScreenRoutes() {
  const open = isOpen();
  const S = screens;
  return (
    <Switch>
      <Route path="/">{open ? <S.home /> : <S.countdown />}</Route>
      {ROUTES.map(([path, name]) => {
        const Screen = isVisitorScreen(name) ? S[name] : null;
        return (
          <Route key={path} path={path}>
            {Screen ? <Screen /> : <AdminScreen name={name as AdminScreenName} />}
          </Route>
        );
      })}
      <Route>{open ? <NotFoundRoute /> : <S.countdown />}</Route>
    </Switch>
  );
}

export function AppRoutes() {
  const [path] = useLocation();
  // Before a festival is set up, visitors see "coming soon" everywhere; the admin area works, to set one up.
  const soon = !useHasFestival() && !isAdmin(path);
  return (
    <ErrorBoundary resetKey={path}>
      <Suspense fallback={<div role="status" aria-busy="true" style={{ minHeight: '60dvh' }} />}>
        {soon ? <ComingSoon /> : <ScreenRoutes />}
      </Suspense>
    </ErrorBoundary>
  );
}
