// The status panel on /admin/booth (issue 20), loaded after the page's first paint: the admin's own booth
// (or, for Staff, the booth chosen with ?booth=), run by the booth status machine.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import type { BoothStatusAdminView, BoothStatusEvent } from '@contract/status';
import { boothStatusMachine, type BoothStatusInput, type SetMenuInput, type SetStatusInput } from '@machines/booth-status.machine';
import { queryKeys } from '@/api/query-client';
import { getMyStatusView, getStatusAdminView, setBoothStatus, setMenuSoldout, statusKeys } from '@/api/status';
import { boothStatusStore } from '@/stores/booth-status';
import { useNow } from '@/hooks/use-now';
import { StatusPanel } from './status-panel';
import styles from './status.module.css';

export interface BoothStatusSectionProps {
  uid: string;
  /** Staff: the booth to set (any booth); Club/Major: their own booth when absent. */
  boothId?: number | null;
  /** The session expired: the page sends the admin to log in. */
  onLoginRequired: () => void;
}

const toInput = (v: BoothStatusAdminView): BoothStatusInput => ({
  boothId: v.booth_id,
  status: v.status,
  updatedAt: v.updated_at,
  menus: v.menus.map((m) => ({ id: m.id, name: m.name, price: m.price, soldout: m.is_soldout })),
});

export default function BoothStatusSection({ uid, boothId, onLoginRequired }: BoothStatusSectionProps) {
  const intl = useIntl();
  const view = useQuery({
    queryKey: statusKeys.admin(boothId ?? 'mine'),
    queryFn: ({ signal }) => (boothId ? getStatusAdminView(boothId, uid, signal) : getMyStatusView(uid, signal)),
    staleTime: 0,
    retry: false,
  });
  const expired = (view.error as { status?: number } | null)?.status === 401;
  useEffect(() => {
    if (expired) onLoginRequired();
  }, [expired, onLoginRequired]);
  if (view.isPending) {
    return (
      <p className={styles.note} aria-busy="true">
        {intl.formatMessage({ id: 'common.loading' })}
      </p>
    );
  }
  // An expired session is not a failure to load: the login prompt (onLoginRequired) takes the screen.
  if (expired) return null;
  if (!view.data) {
    const noBooth = (view.error as { status?: number } | null)?.status === 404;
    return <p className={styles.error}>{intl.formatMessage({ id: noBooth ? 'status.panel.noBooth' : 'status.panel.loadFailed' })}</p>;
  }
  return <Panel uid={uid} view={view.data} onLoginRequired={onLoginRequired} />;
}

function Panel({ uid, view, onLoginRequired }: { uid: string; view: BoothStatusAdminView; onLoginRequired: () => void }) {
  const qc = useQueryClient();
  const now = useNow(30_000);
  const [snap, send] = useMachine(
    boothStatusMachine.provide({
      actors: {
        setStatus: fromPromise<BoothStatusEvent, SetStatusInput>(async ({ input }) => {
          const e = await setBoothStatus(input.boothId, uid, input.status);
          boothStatusStore.apply(e);
          return e;
        }),
        setMenu: fromPromise<BoothStatusEvent, SetMenuInput>(async ({ input }) => {
          const e = await setMenuSoldout(input.boothId, input.menuId, uid, input.soldout);
          boothStatusStore.apply(e);
          void qc.invalidateQueries({ queryKey: queryKeys.boothDetail(input.boothId) });
          return e;
        }),
      },
    }),
    { input: toInput(view) },
  );
  const loginRequired = snap.matches('loginRequired');
  useEffect(() => {
    if (loginRequired) onLoginRequired();
  }, [loginRequired, onLoginRequired]);
  const c = snap.context;
  return (
    <StatusPanel
      boothName={view.booth_name}
      status={c.status}
      updatedAt={c.updatedAt}
      nowMs={now}
      menus={c.menus}
      busy={snap.hasTag('busy')}
      saved={c.saved}
      failure={c.failure}
      onSetStatus={(status) => send({ type: 'status.set', status })}
      onToggleMenu={(menuId) => send({ type: 'menu.toggle', menuId })}
    />
  );
}
