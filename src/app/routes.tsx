import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { currentFestival } from '@contract/festival-data';
import { isVisitorScreen, PAGE_ROUTES, screenFor, type AdminScreenName, type VisitorScreenName } from '@contract/page-routes';
import { nowMs } from '@/lib/clock';
import { retryImport } from '@/lib/retry-import';
import { ErrorBoundary } from '@/components/shell/screen-error';
import { NotFound } from '@/components/shell/not-found';
import { useHasFestival } from '@/stores/festival';
import { isAdmin } from './route-rules';
import { useBack } from './use-back';
import { withLateText, type ScreenLoader } from './late-text';

// One chunk per screen (the modules named in contract/page-routes.ts): no screen pays for another's code. The admin area's loaders are a chunk of their own.
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
} satisfies Record<VisitorScreenName, ScreenLoader>;

const screens = Object.fromEntries(Object.entries(load).map(([name, f]) => [name, lazy(retryImport(f as ScreenLoader))])) as Record<
  VisitorScreenName,
  LazyExoticComponent<ComponentType>
>;
const loadAdmin = () => import('./admin-screens');
const AdminScreen = lazy(retryImport(loadAdmin));

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
      {PAGE_ROUTES.map(([path, name]) => {
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
