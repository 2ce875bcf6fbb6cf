// /admin/dashboard: the organiser dashboard for Staff and the student council (issue 20). Club and Major
// admins are told they may not and sent to login, as the other admin screens do; the server refuses them too.
import { lazy, Suspense, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { useQuery } from '@tanstack/react-query';
import { FESTA_ROLES } from '@contract/constants';
import { ADMIN_MESSAGES } from '@machines/admin-shared';
import { dashboardQuery } from '@/api/dashboard';
import { AdminMessage } from '@/components/admin/admin-message';
import { FlashBanner } from '@/components/admin/flash-banner';
import styles from '@/components/admin/admin.module.css';
import { useFlash } from './admin-flash';
import { useLoginGate } from './use-login-gate';
import { retryImport } from '@/lib/retry-import';

export const DASHBOARD_NO_PERMISSION = 'admin.dashboard.noPermission';

// The charts and their styles load with the first answer: their file names stay out of the first-paint chunk's
// list of lazy screens (/map's budget has no bytes to spare).
const DashboardView = lazy(retryImport(() => import('@/components/dashboard/dashboard-view').then((m) => ({ default: m.DashboardView }))));

function Loading() {
  return (
    <p role="status" className={styles.hint}>
      <FormattedMessage id="admin.dashboard.loading" />
    </p>
  );
}

function Dashboard({ uid }: { uid: string }) {
  const [day, setDay] = useState<string | null>(null);
  const query = useQuery(dashboardQuery(uid, day));
  if (query.isPending) return <Loading />;
  if (query.isError) {
    return (
      <>
        <p role="alert" className={styles.error}>
          <FormattedMessage id="admin.dashboard.failed" />
        </p>
        <button type="button" className={styles.secondary} onClick={() => void query.refetch()}>
          <FormattedMessage id="admin.dashboard.retry" />
        </button>
      </>
    );
  }
  return (
    <Suspense fallback={<Loading />}>
      <DashboardView data={query.data} onDay={setDay} />
    </Suspense>
  );
}

export default function DashboardScreen() {
  const flashMessage = useFlash();
  const gate = useLoginGate(FESTA_ROLES, DASHBOARD_NO_PERMISSION);
  const { session } = gate;
  return (
    <div className={styles.page}>
      <FlashBanner message={flashMessage} />
      <h1 className={styles.heading}>
        <FormattedMessage id="admin.dashboard.title" />
      </h1>
      {gate.state === 'loginRequired' && <AdminMessage message={{ id: ADMIN_MESSAGES.loginRequired }} />}
      {gate.state === 'ok' && session.uid && (
        <>
          <Link href="/admin/festa" className={styles.secondary}>
            <FormattedMessage id="admin.dashboard.back" />
          </Link>
          <Dashboard uid={session.uid} />
        </>
      )}
    </div>
  );
}
