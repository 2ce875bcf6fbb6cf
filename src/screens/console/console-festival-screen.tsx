// /admin/console/festival: Staff set the festival's name, days, opening, stage, game and languages
// (machines/festival-settings.machine.ts). Before any festival exists this is where the first one is set up.
// A save reaches every open page through the live feed; this device takes it at once.
import { FormattedMessage } from 'react-intl';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { ADMIN_MESSAGES } from '@machines/admin-shared';
import { festivalSettingsMachine } from '@machines/festival-settings.machine';
import { saveFestival } from '@/api/console';
import { getInspect } from '@/lib/inspector';
import { AdminMessage } from '@/components/admin/admin-message';
import { FlashBanner } from '@/components/admin/flash-banner';
import { SignOutButton } from '@/components/admin/sign-out-button';
import { FestivalEditor } from '@/components/console/festival-editor';
import admin from '@/components/admin/admin.module.css';
import { useFlash } from '@/screens/admin/admin-flash';
import { useAdminEffects } from '@/screens/admin/use-admin-effects';
import { useLoginGate } from '@/screens/admin/use-login-gate';
import { useSignOut } from '@/screens/admin/use-sign-out';
import { festivalStore, setFestival } from '@/stores/festival';

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
  const flashMessage = useFlash();
  const gate = useLoginGate(STAFF, 'admin.error.noPermission');
  const onSignOut = useSignOut();
  return (
    <div className={admin.page}>
      <FlashBanner message={flashMessage} />
      <h1 className={admin.heading}>
        <FormattedMessage id="console.title" />
      </h1>
      {gate.state === 'loginRequired' && <AdminMessage message={{ id: ADMIN_MESSAGES.loginRequired }} />}
      {gate.state === 'ok' && gate.session.uid && (
        <>
          <SignOutButton name={gate.session.name} onSignOut={onSignOut} />
          <Settings uid={gate.session.uid} />
        </>
      )}
    </div>
  );
}
