import { Suspense, useCallback, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import { Link, useLocation, useSearch } from 'wouter';
import { BOOTH_ROLES } from '@contract/constants';
import { ADMIN_MESSAGES, ADMIN_ROUTES, isBoothRole } from '@machines/admin-shared';
import { AdminMessage } from '@/components/admin/admin-message';
import { EventList } from '@/components/admin/event-list';
import { FlashBanner } from '@/components/admin/flash-banner';
import { SignOutButton } from '@/components/admin/sign-out-button';
import styles from '@/components/admin/admin.module.css';
import { myEventsQuery, ownEvents } from './admin-queries';
import { flash, useFlash } from './admin-flash';
import { useLoginGate } from './use-login-gate';
import { useSignOut } from './use-sign-out';
import { lazyPart } from '@/lib/lazy-part';

// The booth status panel (issue 20) arrives after the page's first paint.
const StatusSection = lazyPart(
  () => import('@/components/status/booth-status-section').then((m) => m.default),
  () => null,
);

/** /admin/booth: the events this booth has held and 'add event' (Club and Major only; spec §6: another role is told so and sent to login). */
export default function BoothAdminScreen() {
  const flashMessage = useFlash();
  const gate = useLoginGate(BOOTH_ROLES, ADMIN_MESSAGES.noEventPermission);
  const { session } = gate;
  const [, navigate] = useLocation();
  const onSignOut = useSignOut();
  const events = useQuery({ ...myEventsQuery(), enabled: gate.state === 'ok' });
  const mine = useMemo(() => ownEvents(events.data ?? [], session.name ?? ''), [events.data, session.name]);
  const chosenBooth = Number(new URLSearchParams(useSearch()).get('booth')) || null;
  const toLogin = useCallback(() => navigate(ADMIN_ROUTES.login), [navigate]);
  if (gate.state === 'loginRequired') {
    return (
      <div className={styles.page}>
        <AdminMessage message={{ id: ADMIN_MESSAGES.loginRequired }} />
      </div>
    );
  }
  if (gate.state === 'noPermission') {
    return (
      <div className={styles.page}>
        <FlashBanner message={flashMessage} />
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <FlashBanner message={flashMessage} />
      <SignOutButton name={session.name} onSignOut={onSignOut} />
      {session.uid && (
        <Suspense fallback={null}>
          <StatusSection uid={session.uid} boothId={chosenBooth} onLoginRequired={toLogin} />
        </Suspense>
      )}
      <Link href="/admin/coupons" className={styles.secondary}>
        <FormattedMessage id="admin.coupons.link" />
      </Link>
      <Link href={chosenBooth ? `/admin/queue?booth=${chosenBooth}` : '/admin/queue'} className={styles.secondary}>
        <FormattedMessage id="admin.queue.link" />
      </Link>
      {isBoothRole(session.role) && (
        <Link href="/admin/console/booth" className={styles.secondary}>
          <FormattedMessage id="console.booth.link" />
        </Link>
      )}
      <EventList
        events={mine}
        loading={events.isPending}
        failed={events.isError}
        onAdd={() => (isBoothRole(session.role) ? navigate('/admin/booth/event') : flash('admin.error.noAddEventPermission'))}
      />
    </div>
  );
}
