// /admin/console/credits: Staff keep the developers page's people (machines/console-credits.machine.ts): the list
// in the page's order with moves up and down, a form to add or edit a person, removal after a confirmation.
// After a change this device's developers query is read again; open /developers pages elsewhere on the live event `credits`.
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { consoleCreditsMachine } from '@machines/console-credits.machine';
import { deleteCredit, listCredits, saveCredit, saveCreditOrder } from '@/api/console-credits';
import { queryKeys } from '@/api/query-client';
import { getInspect } from '@/lib/inspector';
import { CreditForm } from '@/components/console/credit-form';
import { CreditsList } from '@/components/console/credits-list';
import { useAdminEffects } from '@/screens/admin/use-admin-effects';
import { ConsolePage } from './console-page';
import { readDataUrl } from '@/lib/read-data-url';

const STAFF = ['Staff'] as const;

function Credits({ uid }: { uid: string }) {
  const effects = useAdminEffects();
  const queryClient = useQueryClient();
  const changed = () => void queryClient.invalidateQueries({ queryKey: queryKeys.developers() });
  const ref = useActorRef(
    consoleCreditsMachine.provide({
      actors: {
        loadCredits: fromPromise(({ signal }) => listCredits(signal)),
        saveCredit: fromPromise(async ({ input, signal }) => {
          const done = await saveCredit(input, signal);
          changed();
          return done;
        }),
        deleteCredit: fromPromise(async ({ input, signal }) => {
          const done = await deleteCredit(input.uid, input.id, signal);
          changed();
          return done;
        }),
        saveOrder: fromPromise(async ({ input, signal }) => {
          const list = await saveCreditOrder(input.uid, input.ids, signal);
          changed();
          return list;
        }),
      },
      actions: effects,
    }),
    { input: { uid }, inspect: getInspect() },
  );
  const s = useSelector(ref, (snap) => snap);
  const c = s.context;
  const busy = s.hasTag('busy');
  if (c.draft && (s.matches('form') || s.matches('saving'))) {
    return (
      <CreditForm
        draft={c.draft}
        problems={c.problems}
        message={c.message}
        busy={busy}
        onField={(field, value) => ref.send({ type: 'field.change', field, value })}
        onTeam={(team, on) => ref.send({ type: 'team.toggle', team, on })}
        onImage={(file) => {
          if (!file) return ref.send({ type: 'image.change', dataUrl: null, name: '', bytes: 0, mime: '' });
          void readDataUrl(file).then(
            (dataUrl) => ref.send({ type: 'image.change', dataUrl, name: file.name, bytes: file.size, mime: file.type }),
            () => ref.send({ type: 'image.change', dataUrl: 'unreadable', name: file.name, bytes: file.size, mime: 'unreadable' }),
          );
        }}
        onRemoveImage={() => ref.send({ type: 'image.remove' })}
        onSubmit={() => ref.send({ type: 'form.submit' })}
        onCancel={() => ref.send({ type: 'form.cancel' })}
      />
    );
  }
  return (
    <CreditsList
      credits={c.credits}
      message={c.message}
      loading={s.matches('loading') && c.credits.length === 0}
      failed={s.matches('loadFailed')}
      busy={busy}
      confirmDelete={s.matches('confirmDelete') || s.matches('deleting') ? (c.credits.find((x) => x.id === c.deleteId) ?? null) : null}
      onAdd={() => ref.send({ type: 'person.add' })}
      onEdit={(id) => ref.send({ type: 'person.edit', id })}
      onDelete={(id) => ref.send({ type: 'person.delete', id })}
      onMove={(id, by) => ref.send({ type: 'person.move', id, by })}
      onConfirmDelete={() => ref.send({ type: 'delete.confirm' })}
      onCancelDelete={() => ref.send({ type: 'delete.cancel' })}
      onRetry={() => ref.send({ type: 'retry' })}
    />
  );
}

export default function ConsoleCreditsScreen() {
  return (
    <ConsolePage title="console.credits.title" roles={STAFF}>
      {(uid) => <Credits uid={uid} />}
    </ConsolePage>
  );
}
