import { useQuery } from '@tanstack/react-query';
import { useParams } from 'wouter';
import { ADMIN_MESSAGES } from '@machines/admin-shared';
import { eventQuery } from '@/api/query';
import { AdminMessage } from '@/components/admin/admin-message';
import { EventView } from '@/components/admin/event-view';
import { LoadNotice, detailFailure } from '@/components/admin/load-notice';
import styles from '@/components/admin/admin.module.css';
import { useLoginGate } from './use-login-gate';

/** /admin/booth/notice/event/{id}: one event as the booth wrote it. */
export default function EventDetailScreen() {
  const { id = '' } = useParams<{ id: string }>();
  const gate = useLoginGate();
  const event = useQuery({ ...eventQuery(id), enabled: gate.state === 'ok' });
  return (
    <div className={styles.page}>
      {gate.state === 'loginRequired' ? (
        <AdminMessage message={{ id: ADMIN_MESSAGES.loginRequired }} />
      ) : event.isPending || event.isError ? (
        <LoadNotice loading={event.isPending} failedId={detailFailure(event.error)} />
      ) : (
        <EventView event={event.data} />
      )}
    </div>
  );
}
