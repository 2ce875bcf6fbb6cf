// Staff's part of /admin/console/booth/:id: the booth's name, category, location, day/night, photo and corners,
// on machines/console-booth-identity.machine.ts. It loads the booth as visitors see it and the console's
// locations; after a save the visitor's booth queries are dropped, so this device's map and pages show it at once
// (other devices hear the live `booths` event).
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { getBoothDetail } from '@/api/booths';
import { listConsoleBooths, saveBoothIdentity } from '@/api/console-booths';
import { boothIdentityMachine, type IdentityLoaded } from '@machines/console-booth-identity.machine';
import { getInspect } from '@/lib/inspector';
import { BoothIdentityForm } from '@/components/console/booth-identity-form';
import { useAdminEffects } from '@/screens/admin/use-admin-effects';
import { readDataUrl } from '@/lib/read-data-url';

async function loadIdentity(uid: string, boothId: number, signal: AbortSignal): Promise<IdentityLoaded> {
  const [b, choices] = await Promise.all([getBoothDetail(boothId, signal), listConsoleBooths(uid, signal)]);
  return {
    draft: {
      name: b.name,
      category: b.category,
      locationId: String(b.location.id),
      night: b.is_night,
      dorder: b.is_dorder,
      imageUrl: b.image_url,
      image: { kind: 'keep' },
      corners: b.corners.map((c) => c.name),
    },
    menus: b.menus.map((m) => ({ name: m.name, price: m.price })),
    locations: choices.locations,
  };
}

export function BoothIdentitySection({ uid, boothId }: { uid: string; boothId: number }) {
  const effects = useAdminEffects();
  const queryClient = useQueryClient();
  const ref = useActorRef(
    boothIdentityMachine.provide({
      actors: {
        loadIdentity: fromPromise(({ input, signal }) => loadIdentity(input.uid, input.boothId, signal)),
        saveIdentity: fromPromise(async ({ input, signal }) => {
          const answer = await saveBoothIdentity(input, signal);
          void queryClient.invalidateQueries({ queryKey: ['booths'] });
          return answer;
        }),
      },
      actions: effects,
    }),
    { input: { uid, boothId }, inspect: getInspect() },
  );
  const s = useSelector(ref, (snap) => snap);
  const c = s.context;
  return (
    <BoothIdentityForm
      draft={c.draft}
      locations={c.locations}
      problems={c.problems}
      message={c.message}
      loading={s.matches('loading')}
      failed={s.matches('loadFailed')}
      busy={s.hasTag('busy')}
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
      onRemoveImage={() => ref.send({ type: 'image.remove' })}
      onCorner={(index, value) => ref.send({ type: 'corner.change', index, value })}
      onAddCorner={() => ref.send({ type: 'corner.add' })}
      onRemoveCorner={(index) => ref.send({ type: 'corner.remove', index })}
      onSave={() => ref.send({ type: 'form.submit' })}
      onRetry={() => ref.send({ type: 'retry' })}
    />
  );
}
