// Mounted once by the layout after the first paint: starts the app's live connection and shows what
// it brings that is not a query's data (the urgent toast, the connection state).
import { Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { lazy } from '@/lib/lazy';
import { useQueryClient } from '@tanstack/react-query';
import { TIMING } from '@contract/constants';
import { translationKey, type TranslationFieldRequest } from '@machines/translation.helpers';
import { LiveStatus } from '@/components/live/live-status';
import { LiveToast } from '@/components/live/live-toast';
import { useTranslated } from '@/hooks/use-translated';
import { urgentToastsClaimed } from '@/stores/urgent-toast';
import { retryImport } from '@/lib/retry-import';
import { ErrorBoundary } from '@/components/shell/screen-error';
import { keptTickets } from '@/stores/kept-flags';
import { onLiveUrgent, startLive } from './live-client';

// "Your turn" when a booth calls the visitor's ticket (issue 25), on every page: loaded only while the device
// holds a ticket, so the pages of a visitor who never joins a line carry none of it.
const YourTurnLayer = lazy(retryImport(() => import('@/screens/queue/load-your-turn-layer').then((m) => m.loadYourTurnLayer())));

interface ArrivedNotice {
  id: number | null;
  title: string;
  cleared?: boolean;
  at: number;
}

export default function LiveLayer() {
  const qc = useQueryClient();
  const [connection] = useState(() => startLive(qc));
  const status = useSyncExternalStore(connection.subscribe, () => connection.status);
  const queued = useSyncExternalStore(keptTickets.subscribe, keptTickets.held);
  const [toast, setToast] = useState<ArrivedNotice | null>(null);

  useEffect(
    () =>
      onLiveUrgent((u) => {
        // A screen that toasts each new version of the notice itself (home's bar, once the refetch brings it) has
        // claimed saved notices: one toast is enough. A cleared notice it does not toast, so that one is toasted here.
        if (urgentToastsClaimed() && !u.cleared) return;
        // A notice too long for the wire comes as a refetch: the marquee shows it once fetched.
        if (u.cleared || u.title) setToast({ id: u.id ?? null, title: u.title ?? '', cleared: u.cleared, at: Date.now() });
      }),
    [],
  );
  useEffect(() => {
    if (!toast) return;
    const id = setTimeout(() => setToast(null), TIMING.urgentToastMs);
    return () => clearTimeout(id);
  }, [toast]);

  // The title in the visitor's language: the server translates a notice when it is saved.
  const key = toast?.id != null ? translationKey('notice', toast.id, 'NoticeTitle') : '';
  const fields: TranslationFieldRequest[] =
    toast && toast.id != null && toast.title
      ? [{ key, entity_type: 'notice', entity_id: toast.id, field: 'NoticeTitle', source_text: toast.title }]
      : [];
  const t = useTranslated(fields);

  const shown = toast && { title: key ? t(key, toast.title) : toast.title, cleared: toast.cleared };
  return (
    <>
      <LiveToast notice={shown} />
      <LiveStatus status={status} />
      {queued && (
        <ErrorBoundary resetKey="" fallback={null}>
          <Suspense fallback={null}>
            <YourTurnLayer />
          </Suspense>
        </ErrorBoundary>
      )}
    </>
  );
}
