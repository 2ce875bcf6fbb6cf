import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { currentFestival } from '@contract/festival-data';
import { isOpenAt, isVisitorScreen, PAGE_ROUTES, SCREEN_TEXT, screenFor, type AdminScreenName, type VisitorScreenName } from '@contract/page-routes';
import { nowMs } from '@/lib/clock';
import { retryImport } from '@/lib/retry-import';
import { ErrorBoundary } from '@/components/shell/screen-error';
import { NotFound } from '@/components/shell/not-found';
import { useHasFestival } from '@/stores/festival';
import { isAdmin } from './route-rules';
import { useBack } from './use-back';
import { withLateText, type ScreenLoader } from './late-text';
import { lazy as lazyPart } from '@/lib/lazy';

// One chunk per screen (the modules named in contract/page-routes.ts): no screen pays for another's code, nor for
// another's text (a screen with text of its own downloads it with its code, SCREEN_TEXT). The admin area's loaders
// are a chunk of their own.
const code = {
  countdown: () => import('@/screens/countdown/countdown-screen'),
  home: () => import('@/screens/home/home-screen'),
  map: () => import('@/screens/map/map-screen'),
  oldMap: () => import('@/screens/old-map/old-map-screen'),
  timetable: () => import('@/screens/timetable/timetable-screen'),
  board: () => import('@/screens/board/board-screen'),
  boardDetail: () => import('@/screens/board/board-detail-screen'),
  game: () => import('@/screens/game/game-screen'),
  booth: () => import('@/screens/booth-detail/booth-detail-screen'),
  place: () => import('@/screens/place-detail/place-detail-screen'),
  developers: () => import('@/screens/developers/developers-screen'),
  myFestival: () => import('@/screens/my-festival/my-festival-screen'),
} satisfies Record<VisitorScreenName, ScreenLoader>;
const load = Object.fromEntries(
  Object.entries(code).map(([name, loader]) => {
    const text = SCREEN_TEXT[name as VisitorScreenName];
    return [name, text ? withLateText(loader, text) : loader];
  }),
) as Record<VisitorScreenName, ScreenLoader>;

type ScreenModule = Awaited<ReturnType<ScreenLoader>>;
/** Screens whose code has arrived: their route draws them in the same render, with no Suspense fallback between. */
const arrived = new Map<VisitorScreenName, ScreenModule>();
const fetchScreen = (name: VisitorScreenName, loader: () => Promise<ScreenModule>) =>
  loader().then((m) => {
    arrived.set(name, m);
    return m;
  });

/**
 * A lazy screen that renders at once when its code is already here (a thenable that answers in the same call, which
 * React.lazy reads without suspending), and otherwise downloads it, trying again after a failure.
 */
const lazyScreen = (name: VisitorScreenName) =>
  lazy(() => {
    const m = arrived.get(name);
    return m ? ({ then: (done: (m: ScreenModule) => void) => done(m) } as unknown as Promise<ScreenModule>) : fetchScreen(name, retryImport(load[name]));
  });
const screens = Object.fromEntries(Object.keys(load).map((name) => [name, lazyScreen(name as VisitorScreenName)])) as Record<
  VisitorScreenName,
  LazyExoticComponent<ComponentType>
>;
const loadAdmin = () => import('./admin-screens');
const AdminScreen = lazy(retryImport(loadAdmin));

/**
 * Starts downloading the screen of `path` at once, alongside the messages the first paint waits for, instead of
 * after them. Resolves when it is here (or its one try failed: the route then tries again itself), so the first
 * render can draw the screen itself rather than a placeholder first.
 */
export function preloadScreen(path: string): Promise<void> {
  const name = screenFor(path, isOpen());
  if (!name) return Promise.resolve();
  if (isVisitorScreen(name)) return fetchScreen(name, load[name]).then(
    () => {},
    () => {},
  );
  void loadAdmin().then((m) => m.preloadAdminScreen(name), () => {});
  return Promise.resolve();
}

/** Every visitor screen's code (the server, which draws any of them: src/ssr/entry-server.tsx). */
export async function preloadVisitorScreens(): Promise<void> {
  await Promise.all(Object.entries(load).map(([name, loader]) => fetchScreen(name as VisitorScreenName, loader)));
}

/** Before the opening instant, / and unknown paths show the countdown. */
export function isOpen(): boolean {
  return isOpenAt(currentFestival(), nowMs());
}

// Only an empty start needs it: it stays out of the first paint's code, its text in a chunk of its own.
const ComingSoon = lazyPart(retryImport(withLateText(() => import('@/components/shell/coming-soon').then((m) => ({ default: m.ComingSoon })), 'soon')));

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
