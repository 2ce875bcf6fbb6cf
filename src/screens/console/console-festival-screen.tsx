// /admin/console/festival: Staff set the festival's name, days, opening, stage, game and languages
// (machines/festival-settings.machine.ts). Before any festival exists this is where the first one is set up.
// A save reaches every open page through the live feed; this device takes it at once.
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { festivalSettingsMachine } from '@machines/festival-settings.machine';
import { saveFestival } from '@/api/console';
import { getInspect } from '@/lib/inspector';
import { FestivalEditor } from '@/components/console/festival-editor';
import { useAdminEffects } from '@/screens/admin/use-admin-effects';
import { festivalStore, setFestival } from '@/stores/festival';
import { ConsolePage } from './console-page';

const STAFF = ['Staff'] as const;

function Settings({ uid }: { uid: string }) {
  const effects = useAdminEffects();
  const ref = useActorRef(
    festivalSettingsMachine.provide({
      actors: {
        saveFestival: fromPromise(async ({ input, signal }) => {
          const saved = await saveFestival(input.uid, input.festival, signal);
          setFestival(saved);
          return saved;
        }),
      },
      actions: effects,
    }),
    { input: { uid, festival: festivalStore.hasFestival ? festivalStore.settings : null }, inspect: getInspect() },
  );
  const s = useSelector(ref, (snap) => snap);
  return (
    <FestivalEditor
      draft={s.context.draft}
      message={s.context.message}
      first={s.context.saved === null}
      busy={s.hasTag('busy')}
      onField={(field, value) => ref.send({ type: 'field.change', field, value })}
      onName={(lang, value) => ref.send({ type: 'name.change', lang, value })}
      onLanguage={(lang, value) => ref.send({ type: 'language.toggle', lang, value })}
      onPub={(index, field, value) => ref.send({ type: 'pub.change', index, field, value })}
      onAddPub={() => ref.send({ type: 'pub.add' })}
      onRemovePub={(index) => ref.send({ type: 'pub.remove', index })}
      onSave={() => ref.send({ type: 'form.submit' })}
    />
  );
}

export default function ConsoleFestivalScreen() {
  return (
    <ConsolePage title="console.title" roles={STAFF}>
      {(uid) => <Settings uid={uid} />}
    </ConsolePage>
  );
}
