// /admin/queue: the booth's virtual line (issue 25; docs/queue.md). A Club or Major admin runs their own booth's
// line; Staff choose any booth from a list (or come with ?booth=ID). The line is one query that the live `queue`
// event refreshes (src/live/live-events.ts); the queue-line machine sends one call at a time and shows its answer.
import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import { Link, useSearch } from 'wouter';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { AdminLine } from '@contract/queue';
import { TIMING } from '@contract/constants';
import { ADMIN_MESSAGES, ADMIN_ROUTES, isSessionFailure } from '@machines/admin-shared';
import { queueLineMachine, selectLineView, type LineActionInput } from '@machines/queue-line.machine';
import { listBooths } from '@/api/booths';
import { whoAmI } from '@/api/console';
import { callNext, getAdminLine, markTicket, queueKeys, setLineSettings, undoLast } from '@/api/queue';
import { nowMs } from '@/lib/clock';
import { getInspect } from '@/lib/inspector';
import { useNow } from '@/hooks/use-now';
import { AdminMessage } from '@/components/admin/admin-message';
import { FlashBanner } from '@/components/admin/flash-banner';
import { BoothChooser } from '@/components/queue-admin/booth-chooser';
import { QueueLinePanel } from '@/components/queue-admin/queue-line-panel';
import styles from '@/components/admin/admin.module.css';
import { useAdminEffects } from './use-admin-effects';
import { useFlash } from './admin-flash';
import { useLoginGate } from './use-login-gate';

const QUEUE_ROLES = ['Staff', 'Club', 'Major'] as const;

function send({ boothId, uid, action }: LineActionInput): Promise<AdminLine> {
  switch (action.kind) {
    case 'state':
      return setLineSettings(boothId, uid, { state: action.state });
    case 'settings':
      return setLineSettings(boothId, uid, action.settings);
    case 'next':
      return callNext(boothId, uid);
    case 'seated':
      return markTicket(boothId, action.ticketId, uid, 'seated');
    case 'noShow':
      return markTicket(boothId, action.ticketId, uid, 'no_show');
    case 'undo':
      return undoLast(boothId, uid);
  }
}

function Line({ uid, boothId }: { uid: string; boothId: number }) {
  const qc = useQueryClient();
  const effects = useAdminEffects();
  const now = useNow(5_000);
  const query = useQuery({
    queryKey: queueKeys.admin(boothId),
    queryFn: ({ signal }) => getAdminLine(boothId, uid, signal),
    staleTime: 0,
    retry: false,
  });
  const ref = useActorRef(
    queueLineMachine.provide({
      actors: {
        runAction: fromPromise<AdminLine, LineActionInput>(async ({ input }) => {
          const line = await send(input);
          qc.setQueryData(queueKeys.admin(boothId), line);
          return line;
        }),
      },
      actions: effects,
    }),
    { input: { boothId, uid }, inspect: getInspect() },
  );
  const { data, error, dataUpdatedAt, errorUpdatedAt } = query;
  useEffect(() => {
    if (data) ref.send({ type: 'line.loaded', line: data });
  }, [data, dataUpdatedAt, ref]);
  useEffect(() => {
    if (error) ref.send({ type: 'line.failed', error });
  }, [error, errorUpdatedAt, ref]);
  const view = useSelector(ref, selectLineView);
  const ctx = useSelector(ref, (s) => s.context);
  return (
    <QueueLinePanel
      view={view}
      line={ctx.line}
      draft={ctx.draft}
      errors={ctx.errors}
      message={ctx.message}
      done={ctx.done}
      nowMs={now}
      onSetState={(state) => ref.send({ type: 'line.setState', state })}
      onChange={(field, value) => ref.send({ type: 'settings.change', field, value })}
      onSave={() => ref.send({ type: 'settings.save' })}
      onCallNext={() => ref.send({ type: 'queue.next' })}
      onSeated={(ticketId) => ref.send({ type: 'ticket.seated', ticketId })}
      onNoShow={(ticketId) => ref.send({ type: 'ticket.noShow', ticketId, at: nowMs() })}
      onUndo={() => ref.send({ type: 'queue.undo' })}
      onRetry={() => {
        ref.send({ type: 'line.retry' });
        void query.refetch();
      }}
    />
  );
}

/** Staff: the booths to choose from. */
function Chooser() {
  const booths = useQuery({
    queryKey: ['queue', 'admin', 'booths'],
    queryFn: ({ signal }) => listBooths({ types: ['Booth', 'FoodTruck'], ordering: 'name' }, signal),
  });
  return (
    <BoothChooser
      booths={booths.data?.map((b) => ({ id: b.booth_id, name: b.name })) ?? null}
      failed={booths.isError}
      hrefFor={(id) => `/admin/queue?booth=${id}`}
    />
  );
}

/** Club/Major: their own booth (or the one in ?booth=, which the server checks). */
function OwnBooth({ uid, chosen }: { uid: string; chosen: number | null }) {
  const me = useQuery({ queryKey: ['console', 'me', uid], queryFn: ({ signal }) => whoAmI(uid, signal), enabled: chosen === null });
  const boothId = chosen ?? me.data?.booth_id ?? null;
  const effects = useAdminEffects();
  const expired = isSessionFailure(me.error);
  // An expired session ends here as it does in the line (admin-shared.ts sessionEndStates): said, then login.
  useEffect(() => {
    if (!expired) return undefined;
    effects.endSession();
    const timer = setTimeout(() => effects.redirect(null, { to: ADMIN_ROUTES.login }), TIMING.sessionExpiredRedirectMs);
    return () => clearTimeout(timer);
  }, [expired, effects]);
  if (boothId !== null) return <Line key={boothId} uid={uid} boothId={boothId} />;
  if (expired) return <AdminMessage message={{ id: ADMIN_MESSAGES.sessionExpired }} />;
  if (me.isPending) {
    return (
      <p className={styles.hint} role="status" aria-busy="true">
        <FormattedMessage id="common.loading" />
      </p>
    );
  }
  return <AdminMessage message={{ id: me.isError ? 'admin.queue.error.loadFailed' : ADMIN_MESSAGES.noBooth }} />;
}

export default function QueueAdminScreen() {
  const flashMessage = useFlash();
  const gate = useLoginGate(QUEUE_ROLES, ADMIN_MESSAGES.noPermission);
  const { session } = gate;
  const chosen = Number(new URLSearchParams(useSearch()).get('booth')) || null;
  const staff = session.role === 'Staff';
  return (
    <div className={styles.page}>
      <FlashBanner message={flashMessage} />
      {gate.state === 'loginRequired' && <AdminMessage message={{ id: ADMIN_MESSAGES.loginRequired }} />}
      {gate.state === 'ok' && session.uid && (
        <>
          {staff && chosen === null ? <Chooser /> : staff ? <Line key={chosen} uid={session.uid} boothId={chosen!} /> : <OwnBooth uid={session.uid} chosen={chosen} />}
          <Link href={staff ? ADMIN_ROUTES.festa : ADMIN_ROUTES.booth} className={styles.secondary}>
            <FormattedMessage id="admin.queue.back" />
          </Link>
        </>
      )}
    </div>
  );
}
