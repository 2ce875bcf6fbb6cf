import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Switch } from 'wouter';
import { OPENING_INSTANT } from '@contract/constants';
import { nowMs } from '@/lib/clock';
import { NotFound } from '@/components/shell/not-found';
import { useBack } from './use-back';

// One chunk per screen: no screen pays for another's code.
const screens = {
  countdown: lazy(() => import('@/screens/countdown/countdown-screen')),
  home: lazy(() => import('@/screens/home/home-screen')),
  map: lazy(() => import('@/screens/map/map-screen')),
  oldMap: lazy(() => import('@/screens/old-map/old-map-screen')),
  timetable: lazy(() => import('@/screens/timetable/timetable-screen')),
  board: lazy(() => import('@/screens/board/board-screen')),
  boardDetail: lazy(() => import('@/screens/board/board-detail-screen')),
  game: lazy(() => import('@/screens/game/game-screen')),
  booth: lazy(() => import('@/screens/booth-detail/booth-detail-screen')),
  place: lazy(() => import('@/screens/place-detail/place-detail-screen')),
  developers: lazy(() => import('@/screens/developers/developers-screen')),
  adminPage: lazy(() => import('@/screens/admin/admin-page-screen')),
  adminLogin: lazy(() => import('@/screens/admin/admin-login-screen')),
  festa: lazy(() => import('@/screens/admin/festa-admin-screen')),
  noticeForm: lazy(() => import('@/screens/admin/notice-form-screen')),
  lostForm: lazy(() => import('@/screens/admin/lost-form-screen')),
  adminPost: lazy(() => import('@/screens/admin/admin-post-detail-screen')),
  boothAdmin: lazy(() => import('@/screens/admin/booth-admin-screen')),
  eventForm: lazy(() => import('@/screens/admin/event-form-screen')),
  eventDetail: lazy(() => import('@/screens/admin/event-detail-screen')),
} satisfies Record<string, LazyExoticComponent<ComponentType>>;

/** Before the opening instant, / and unknown paths show the countdown. */
export function isOpen(): boolean {
  return nowMs() >= Date.parse(OPENING_INSTANT);
}

function NotFoundRoute() {
  const back = useBack('/');
  return <NotFound onBack={back} />;
}

export function AppRoutes() {
  const open = isOpen();
  const S = screens;
  return (
    <Suspense fallback={<div role="status" aria-busy="true" style={{ minHeight: '60dvh' }} />}>
      <Switch>
        <Route path="/">{open ? <S.home /> : <S.countdown />}</Route>
        <Route path="/map" component={S.map} />
        <Route path="/mapold" component={S.oldMap} />
        <Route path="/timetable" component={S.timetable} />
        <Route path="/board" component={S.board} />
        <Route path="/board/:boardId" component={S.boardDetail} />
        <Route path="/event">{() => <S.game />}</Route>
        <Route path="/booth/:id" component={S.booth} />
        <Route path="/foodtruck/:id">{() => <S.place />}</Route>
        <Route path="/drink/:id">{() => <S.place />}</Route>
        <Route path="/toilet/:id">{() => <S.place />}</Route>
        <Route path="/developers" component={S.developers} />
        <Route path="/admin" component={S.adminPage} />
        <Route path="/admin/login" component={S.adminLogin} />
        <Route path="/admin/festa" component={S.festa} />
        <Route path="/admin/festa/notice/normal" component={S.noticeForm} />
        <Route path="/admin/festa/notice/lost" component={S.lostForm} />
        <Route path="/admin/festa/notice/edit/:id" component={S.noticeForm} />
        <Route path="/admin/festa/lost/edit/:id" component={S.lostForm} />
        <Route path="/admin/festa/notice/:id" component={S.adminPost} />
        <Route path="/admin/booth" component={S.boothAdmin} />
        <Route path="/admin/booth/event" component={S.eventForm} />
        <Route path="/admin/booth/notice/event/:id" component={S.eventDetail} />
        <Route>{open ? <NotFoundRoute /> : <S.countdown />}</Route>
      </Switch>
    </Suspense>
  );
}
