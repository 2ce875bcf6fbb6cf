// /admin/console/booths: Staff's booths (filter by category, search by name) leading to each booth's editor,
// the new-booth form and deletion, on machines/console-booth-list.machine.ts. After a deletion the visitor's
// booth queries are dropped, so this device's map and lists show the change at once.
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { deleteConsoleBooth, listConsoleBooths } from '@/api/console-booths';
import { consoleBoothListMachine } from '@machines/console-booth-list.machine';
import { getInspect } from '@/lib/inspector';
import { BoothListPanel } from '@/components/console/booth-list-panel';
import { useAdminEffects } from '@/screens/admin/use-admin-effects';
import { ConsolePage } from './console-page';

const STAFF = ['Staff'] as const;

function Booths({ uid }: { uid: string }) {
  const effects = useAdminEffects();
  const queryClient = useQueryClient();
  const ref = useActorRef(
    consoleBoothListMachine.provide({
      actors: {
        loadBooths: fromPromise(({ input, signal }) => listConsoleBooths(input.uid, signal)),
        deleteBooth: fromPromise(async ({ input, signal }) => {
          const done = await deleteConsoleBooth(input.uid, input.id, signal);
          void queryClient.invalidateQueries({ queryKey: ['booths'] });
          return done;
        }),
      },
      actions: effects,
    }),
    { input: { uid }, inspect: getInspect() },
  );
  const s = useSelector(ref, (snap) => snap);
  const c = s.context;
  const confirming = s.matches('confirming') || s.matches('deleting');
  return (
    <BoothListPanel
      booths={c.data?.booths ?? []}
      locations={c.data?.locations ?? []}
      category={c.category}
      search={c.search}
      message={c.message}
      loading={s.matches('loading')}
      failed={s.matches('loadFailed')}
      busy={s.hasTag('busy')}
      deleted={c.deleted}
      confirmDelete={confirming ? (c.data?.booths.find((b) => b.id === c.deleteId) ?? null) : null}
      onCategory={(value) => ref.send({ type: 'filter.category', value })}
      onSearch={(value) => ref.send({ type: 'filter.search', value })}
      onDelete={(id) => ref.send({ type: 'booth.delete', id })}
      onConfirmDelete={() => ref.send({ type: 'delete.confirm' })}
      onCancelDelete={() => ref.send({ type: 'delete.cancel' })}
      onRetry={() => ref.send({ type: 'retry' })}
    />
  );
}

export default function ConsoleBoothsScreen() {
  return (
    <ConsolePage title="console.booths.title" roles={STAFF}>
      {(uid) => <Booths uid={uid} />}
    </ConsolePage>
  );
}
