// /admin/console/plans: Staff give each building its detail plan: an uploaded image and the booth labels' spots per
// festival date and day/night, placed by tapping the plan and moved by dragging (machines/console-plans.machine.ts).
// `?location=<id>` opens that location's plan (the map console links here). Every change is read again by open
// /map pages through the live event `map`; this device's own copies are invalidated at once.
import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useSnapshot } from 'valtio';
import { useSearch } from 'wouter';
import { fromPromise } from 'xstate';
import { consolePlansMachine } from '@machines/console-plans.machine';
import { listConsoleBooths } from '@/api/console-booths';
import { getLocations, locationsKey } from '@/api/locations';
import { placeSpot, removePlanImage, removeSpot, uploadPlanImage } from '@/api/console-plans';
import { getPlan, plansKey } from '@/api/plans';
import { getInspect } from '@/lib/inspector';
import { PlanEditor } from '@/components/console/plan-editor';
import { useAdminEffects } from '@/screens/admin/use-admin-effects';
import { languageStore } from '@/stores/language';
import { ConsolePage } from './console-page';

const STAFF = ['Staff'] as const;

/** The location asked for in the address (?location=<id>), if any. */
function askedLocation(search: string): number | null {
  const raw = new URLSearchParams(search).get('location');
  return raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
}

function PlansConsole({ uid }: { uid: string }) {
  const effects = useAdminEffects();
  const queryClient = useQueryClient();
  const { lang } = useSnapshot(languageStore);
  const changed = <T,>(answer: T): T => {
    void queryClient.invalidateQueries({ queryKey: plansKey });
    void queryClient.invalidateQueries({ queryKey: locationsKey });
    void queryClient.invalidateQueries({ queryKey: ['console', 'audit'] });
    return answer;
  };
  const ref = useActorRef(
    consolePlansMachine.provide({
      actors: {
        loadPlans: fromPromise(async ({ input, signal }) => {
          const [located, listed] = await Promise.all([getLocations(signal), listConsoleBooths(input.uid, signal)]);
          return {
            locations: located.results,
            booths: listed.booths.map((b) => ({ id: b.id, name: b.name, location_id: b.location_id })),
            days: listed.days,
          };
        }),
        loadPlan: fromPromise(({ input, signal }) => getPlan(input.locationId, signal)),
        uploadImage: fromPromise(async ({ input, signal }) => changed(await uploadPlanImage(input.uid, input.locationId, input.file, signal))),
        removeImage: fromPromise(async ({ input, signal }) => changed(await removePlanImage(input.uid, input.locationId, signal))),
        placeSpot: fromPromise(async ({ input, signal }) => changed(await placeSpot(input.uid, input.locationId, input.spot, signal))),
        removeSpot: fromPromise(async ({ input, signal }) => changed(await removeSpot(input.uid, input.locationId, input.spot, signal))),
      },
      actions: effects,
    }),
    { input: { uid }, inspect: getInspect() },
  );
  const s = useSelector(ref, (snap) => snap);
  const c = s.context;
  // The location asked for opens once the locations are read.
  const search = useSearch();
  const asked = useRef(askedLocation(search));
  const ready = s.matches('ready');
  useEffect(() => {
    const id = asked.current;
    if (!ready || id === null) return;
    asked.current = null;
    if (c.locations.some((l) => l.id === id)) ref.send({ type: 'location.choose', id });
  }, [ready, c.locations, ref]);
  return (
    <PlanEditor
      lang={lang}
      locations={c.locations}
      booths={c.booths}
      days={c.days}
      locationId={c.locationId}
      plan={c.plan}
      date={c.date}
      night={c.night}
      boothId={c.boothId}
      message={c.message}
      loading={s.matches('loading')}
      failed={s.matches('loadFailed')}
      planLoading={s.matches('loadingPlan')}
      busy={s.hasTag('busy')}
      confirmRemove={s.matches('confirmingRemove') || s.matches('removingImage')}
      onLocation={(id) => ref.send({ type: 'location.choose', id })}
      onDate={(date) => ref.send({ type: 'date.choose', date })}
      onNight={(night) => ref.send({ type: 'night.choose', night })}
      onBooth={(id) => ref.send({ type: 'booth.choose', id })}
      onTap={(x, y) => ref.send({ type: 'plan.tap', x, y })}
      onMove={(boothId, x, y) => ref.send({ type: 'spot.move', boothId, x, y })}
      onRemoveSpot={(boothId) => ref.send({ type: 'spot.remove', boothId })}
      onImage={(file) => ref.send({ type: 'image.choose', file })}
      onRemoveImage={() => ref.send({ type: 'image.remove' })}
      onConfirmRemove={() => ref.send({ type: 'remove.confirm' })}
      onCancelRemove={() => ref.send({ type: 'remove.cancel' })}
      onRetry={() => ref.send({ type: 'retry' })}
    />
  );
}

export default function ConsolePlansScreen() {
  return (
    <ConsolePage title="console.plans.title" roles={STAFF}>
      {(uid) => <PlansConsole uid={uid} />}
    </ConsolePage>
  );
}
