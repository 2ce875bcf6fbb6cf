// Mounted once by the layout after the first paint: starts the app's live connection and shows what
// it brings that is not a query's data (the urgent toast, the connection state).
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { TIMING } from '@contract/constants';
import { selectLiveStatus } from '@machines/live-connection.machine';
import { LiveStatus } from '@/components/live/live-status';
import { LiveToast } from '@/components/live/live-toast';
import { onLiveUrgent, startLive } from './live-client';

export default function LiveLayer() {
  const qc = useQueryClient();
  const [actor] = useState(() => startLive(qc));
  const status = useSelector(actor, selectLiveStatus);
  const [toast, setToast] = useState<{ title: string; cleared?: boolean; at: number } | null>(null);

  useEffect(
    () =>
      onLiveUrgent((u) => {
        // A notice too long for the wire comes as a refetch: the marquee shows it once fetched.
        if (u.cleared || u.title) setToast({ title: u.title ?? '', cleared: u.cleared, at: Date.now() });
      }),
    [],
  );
  useEffect(() => {
    if (!toast) return;
    const id = setTimeout(() => setToast(null), TIMING.urgentToastMs);
    return () => clearTimeout(id);
  }, [toast]);

  return (
    <>
      <LiveToast notice={toast} />
      <LiveStatus status={status} />
    </>
  );
}
