// /admin/console/map: Staff upload the campus map image, add, edit and delete locations and place their pins by
// tapping the image (machines/console-map.machine.ts). Every change is read again by open /map pages through the
// live event `map`; this device's own copy is invalidated at once.
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useSnapshot } from 'valtio';
import { fromPromise } from 'xstate';
import { consoleMapMachine } from '@machines/console-map.machine';
import { getLocations, locationsKey } from '@/api/locations';
import { deleteLocation, placePin, saveLocation, uploadMapImage } from '@/api/console-map';
import { getInspect } from '@/lib/inspector';
import { MapEditor } from '@/components/console/map-editor';
import { useAdminEffects } from '@/screens/admin/use-admin-effects';
import { languageStore } from '@/stores/language';
import { ConsolePage } from './console-page';

const STAFF = ['Staff'] as const;

function CampusMapConsole({ uid }: { uid: string }) {
  const effects = useAdminEffects();
  const queryClient = useQueryClient();
  const { lang } = useSnapshot(languageStore);
  const changed = <T,>(answer: T): T => {
    void queryClient.invalidateQueries({ queryKey: locationsKey });
    void queryClient.invalidateQueries({ queryKey: ['console', 'audit'] });
    return answer;
  };
  const ref = useActorRef(
    consoleMapMachine.provide({
      actors: {
        loadMap: fromPromise(({ signal }) => getLocations(signal)),
        uploadImage: fromPromise(async ({ input, signal }) => changed(await uploadMapImage(input.uid, input.file, signal))),
        saveLocation: fromPromise(async ({ input, signal }) => {
          const saved = changed(await saveLocation(input, signal));
          // Booths carry their location's name.
          void queryClient.invalidateQueries({ queryKey: ['booths'] });
          return saved;
        }),
        deleteLocation: fromPromise(async ({ input, signal }) => changed(await deleteLocation(input.uid, input.id, signal))),
        placePin: fromPromise(async ({ input, signal }) => changed(await placePin(input, signal))),
      },
      actions: effects,
    }),
    { input: { uid }, inspect: getInspect() },
  );
  const s = useSelector(ref, (snap) => snap);
  const c = s.context;
  return (
    <MapEditor
      lang={lang}
      locations={c.locations}
      map={c.map}
      selectedId={c.selectedId}
      draft={c.draft}
      problems={c.problems}
      message={c.message}
      loading={s.matches('loading')}
      failed={s.matches('loadFailed')}
      busy={s.hasTag('busy')}
      confirmDelete={s.matches('confirmingDelete') || s.matches('deleting') ? (c.locations.find((l) => l.id === c.deleteId) ?? null) : null}
      onImage={(file) => ref.send({ type: 'image.choose', file })}
      onSelect={(id) => ref.send({ type: 'location.select', id })}
      onTap={(x, y) => ref.send({ type: 'map.tap', x, y })}
      onAdd={() => ref.send({ type: 'location.add' })}
      onEdit={(id) => ref.send({ type: 'location.edit', id })}
      onDelete={(id) => ref.send({ type: 'location.delete', id })}
      onDraft={(field, value) => ref.send({ type: 'draft.change', field, value })}
      onSave={() => ref.send({ type: 'draft.save' })}
      onCancel={() => ref.send({ type: 'draft.cancel' })}
      onConfirmDelete={() => ref.send({ type: 'delete.confirm' })}
      onCancelDelete={() => ref.send({ type: 'delete.cancel' })}
      onRetry={() => ref.send({ type: 'retry' })}
    />
  );
}

export default function ConsoleMapScreen() {
  return (
    <ConsolePage title="console.map.title" roles={STAFF}>
      {(uid) => <CampusMapConsole uid={uid} />}
    </ConsolePage>
  );
}
