// /admin/console/acts: Staff and Stuco keep the stage's line-up (machines/console-acts.machine.ts): the acts by
// day and time with clashes marked, the form with its clash warning and confirmation, delete after a
// confirmation. A change reaches open timetables on the live feed; this device's stage queries are read again.
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { ACT_ROLES } from '@contract/console-acts';
import { consoleActsMachine, formOverlaps } from '@machines/console-acts.machine';
import { deleteAct, listActs, saveAct } from '@/api/console-acts';
import { getInspect } from '@/lib/inspector';
import { ActForm } from '@/components/console/acts-form';
import { ActsList } from '@/components/console/acts-list';
import { useAdminEffects } from '@/screens/admin/use-admin-effects';
import { useFestival } from '@/stores/festival';
import { ConsolePage } from './console-page';

function Acts({ uid }: { uid: string }) {
  const effects = useAdminEffects();
  const queryClient = useQueryClient();
  const dates = useFestival().dates;
  const ref = useActorRef(
    consoleActsMachine.provide({
      actors: {
        loadActs: fromPromise(({ input, signal }) => listActs(input.uid, signal)),
        saveAct: fromPromise(async ({ input, signal }) => {
          const act = await saveAct(input, signal);
          void queryClient.invalidateQueries({ queryKey: ['stage'] });
          return act;
        }),
        deleteAct: fromPromise(async ({ input, signal }) => {
          const answer = await deleteAct(input.uid, input.id, signal);
          void queryClient.invalidateQueries({ queryKey: ['stage'] });
          return answer;
        }),
      },
      actions: effects,
    }),
    { input: { uid, dates }, inspect: getInspect() },
  );
  const s = useSelector(ref, (snap) => snap);
  const c = s.context;
  const busy = s.hasTag('busy');
  if (c.draft && (s.matches('form') || s.matches('confirmOverlap') || s.matches('saving') || s.matches('savingConfirmed'))) {
    return (
      <ActForm
        draft={c.draft}
        dates={c.dates}
        errors={c.errors}
        overlaps={formOverlaps(c)}
        confirming={s.matches('confirmOverlap') || s.matches('savingConfirmed')}
        busy={busy}
        message={c.message}
        onField={(field, value) => ref.send({ type: 'field.change', field, value })}
        onImage={(file) => ref.send({ type: 'image.choose', file })}
        onRemoveImage={() => ref.send({ type: 'image.remove' })}
        onSubmit={() => ref.send({ type: 'form.submit' })}
        onCancel={() => ref.send({ type: 'form.cancel' })}
        onConfirmOverlap={() => ref.send({ type: 'overlap.confirm' })}
        onCancelOverlap={() => ref.send({ type: 'overlap.cancel' })}
      />
    );
  }
  return (
    <ActsList
      acts={c.acts}
      dates={c.dates}
      message={c.message}
      loading={s.matches('loading')}
      failed={s.matches('loadFailed')}
      busy={busy}
      confirmDelete={s.matches('confirmDelete') || s.matches('deleting') ? (c.backup ?? c.acts).find((a) => a.id === c.deleteId) ?? null : null}
      onAdd={() => ref.send({ type: 'act.add' })}
      onEdit={(id) => ref.send({ type: 'act.edit', id })}
      onDelete={(id) => ref.send({ type: 'act.delete', id })}
      onConfirmDelete={() => ref.send({ type: 'delete.confirm' })}
      onCancelDelete={() => ref.send({ type: 'delete.cancel' })}
      onRetry={() => ref.send({ type: 'retry' })}
    />
  );
}

export default function ConsoleActsScreen() {
  return (
    <ConsolePage title="console.acts.title" roles={ACT_ROLES}>
      {(uid) => <Acts uid={uid} />}
    </ConsolePage>
  );
}
