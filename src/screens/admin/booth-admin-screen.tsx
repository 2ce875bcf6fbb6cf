import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { ADMIN_MESSAGES, isBoothRole } from '@machines/admin-shared';
import { AdminMessage } from '@/components/admin/admin-message';
import { EventList } from '@/components/admin/event-list';
import { FlashBanner } from '@/components/admin/flash-banner';
import { SignOutButton } from '@/components/admin/sign-out-button';
import styles from '@/components/admin/admin.module.css';
import { myEventsQuery, ownEvents } from './admin-queries';
import { flash, useFlash } from './admin-flash';
import { useLoginGate } from './use-login-gate';
import { useSignOut } from './use-sign-out';

/** /admin/booth: the events this booth has held and 'add event' (Club and Major only). */
export default function BoothAdminScreen() {
  const flashMessage = useFlash();
  const gate = useLoginGate();
  const { session } = gate;
  const [, navigate] = useLocation();
  const onSignOut = useSignOut();
  const events = useQuery({ ...myEventsQuery(), enabled: gate.state === 'ok' });
  const mine = useMemo(() => ownEvents(events.data ?? [], session.name ?? ''), [events.data, session.name]);
  if (gate.state === 'loginRequired') {
    return (
      <div className={styles.page}>
        <AdminMessage message={{ id: ADMIN_MESSAGES.loginRequired }} />
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <FlashBanner message={flashMessage} />
      <SignOutButton name={session.name} onSignOut={onSignOut} />
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
