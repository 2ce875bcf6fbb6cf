// /admin/console/booths/new: Staff create a booth of any category, on machines/console-booth-create.machine.ts.
// A chosen photo is read here into a data URL (checked again by content on the server, like an upload). After a
// booth is created the visitor's booth queries are dropped, so this device's map and lists show it at once.
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { createConsoleBooth, listConsoleBooths } from '@/api/console-booths';
import { boothCreateMachine } from '@machines/console-booth-create.machine';
import { getInspect } from '@/lib/inspector';
import { BoothCreateForm } from '@/components/console/booth-create-form';
import { useAdminEffects } from '@/screens/admin/use-admin-effects';
import { ConsolePage } from './console-page';
import { readDataUrl } from '@/lib/read-data-url';

const STAFF = ['Staff'] as const;

function NewBooth({ uid }: { uid: string }) {
  const effects = useAdminEffects();
  const queryClient = useQueryClient();
  const ref = useActorRef(
    boothCreateMachine.provide({
      actors: {
        loadChoices: fromPromise(({ input, signal }) => listConsoleBooths(input.uid, signal)),
        createBooth: fromPromise(async ({ input, signal }) => {
          const made = await createConsoleBooth(input, signal);
          void queryClient.invalidateQueries({ queryKey: ['booths'] });
          return made;
        }),
      },
      actions: effects,
    }),
    { input: { uid }, inspect: getInspect() },
  );
  const s = useSelector(ref, (snap) => snap);
  const c = s.context;
  return (
    <BoothCreateForm
      draft={c.draft}
      locations={c.locations}
      problems={c.problems}
      message={c.message}
      loading={s.matches('loading')}
      failed={s.matches('loadFailed')}
      busy={s.hasTag('busy')}
      createdId={s.matches('created') ? c.createdId : null}
      onField={(field, value) => ref.send({ type: 'field.change', field, value })}
      onCategory={(value) => ref.send({ type: 'category.change', value })}
      onNight={(value) => ref.send({ type: 'night.change', value })}
      onDorder={(value) => ref.send({ type: 'dorder.change', value })}
      onImage={(file) => {
        if (!file) return ref.send({ type: 'image.change', dataUrl: null, name: '', bytes: 0, mime: '' });
        void readDataUrl(file).then(
          (dataUrl) => ref.send({ type: 'image.change', dataUrl, name: file.name, bytes: file.size, mime: file.type }),
          () => ref.send({ type: 'image.change', dataUrl: 'unreadable', name: file.name, bytes: file.size, mime: 'unreadable' }),
        );
      }}
      onCorner={(index, value) => ref.send({ type: 'corner.change', index, value })}
      onAddCorner={() => ref.send({ type: 'corner.add' })}
      onRemoveCorner={(index) => ref.send({ type: 'corner.remove', index })}
      onMenu={(index, field, value) => ref.send({ type: 'menu.change', index, field, value })}
      onSoldout={(index, value) => ref.send({ type: 'menu.soldout', index, value })}
      onAddMenu={() => ref.send({ type: 'menu.add' })}
      onRemoveMenu={(index) => ref.send({ type: 'menu.remove', index })}
      onHours={(index, field, value) => ref.send({ type: 'hours.change', index, field, value })}
      onSubmit={() => ref.send({ type: 'form.submit' })}
      onAnother={() => ref.send({ type: 'another' })}
      onRetry={() => ref.send({ type: 'retry' })}
    />
  );
}

export default function ConsoleBoothNewScreen() {
  return (
    <ConsolePage title="console.booths.new" roles={STAFF}>
      {(uid) => <NewBooth uid={uid} />}
    </ConsolePage>
  );
}
