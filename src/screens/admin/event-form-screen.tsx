import { FormattedMessage } from 'react-intl';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useSnapshot } from 'valtio';
import { fromPromise } from 'xstate';
import { formLocked } from '@machines/admin-shared';
import { adminEventMachine, canConfirmEvent, isEventDialogOpen } from '@machines/admin-event.machine';
import { createEvent } from '@/api/board';
import { queryKeys } from '@/api/query-client';
import { adminSession } from '@/stores/admin-session';
import { nowMs } from '@/lib/clock';
import { getInspect } from '@/lib/inspector';
import { EventForm } from '@/components/admin/event-form';
import { FlashBanner } from '@/components/admin/flash-banner';
import styles from '@/components/admin/admin.module.css';
import { useAdminEffects } from './use-admin-effects';
import { useFlash } from './admin-flash';

/** /admin/booth/event: a same-day event of the admin's booth. */
export default function EventFormScreen() {
  const flashMessage = useFlash();
  const session = useSnapshot(adminSession);
  const queryClient = useQueryClient();
  const effects = useAdminEffects();
  const ref = useActorRef(
    adminEventMachine.provide({
      actors: {
        createEvent: fromPromise(async ({ input, signal }) => {
          const answer = await createEvent(input, signal);
          // The board, the admin list and the home carousel (booth list with is_event) all change.
          void queryClient.invalidateQueries({ queryKey: queryKeys.board });
          void queryClient.invalidateQueries({ queryKey: queryKeys.booths });
          return answer;
        }),
      },
      actions: effects,
    }),
    { input: { uid: session.uid, role: session.role, now: nowMs }, inspect: getInspect() },
  );
  const snapshot = useSelector(ref, (s) => s);
  const c = snapshot.context;
  return (
    <div className={styles.page}>
      <FlashBanner message={flashMessage} />
      <h1 className={styles.heading}>
        <FormattedMessage id="admin.booth.addEvent" />
      </h1>
      <EventForm
        values={{ title: c.title, detail: c.detail, startHour: c.startHour, startMinute: c.startMinute, endHour: c.endHour, endMinute: c.endMinute }}
        onChange={(field, value) => ref.send({ type: 'form.change', field, value })}
        timeError={c.timeError}
        onConfirm={() => ref.send({ type: 'form.confirm' })}
        canConfirm={canConfirmEvent(snapshot)}
        dialogOpen={isEventDialogOpen(snapshot)}
        onAccept={() => ref.send({ type: 'dialog.accept' })}
        onCancel={() => ref.send({ type: 'dialog.cancel' })}
        busy={snapshot.hasTag('busy')}
        locked={formLocked(snapshot)}
        message={c.message}
      />
    </div>
  );
}
