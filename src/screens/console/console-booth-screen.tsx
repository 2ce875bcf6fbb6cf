// /admin/console/booth (a Club or Major account's own booth) and /admin/console/booth/:id (Staff, any
// booth): description, menus and hours, on machines/console-booth.machine.ts; Staff also change the booth's name,
// category, location, photo and corners there (booth-identity-section.tsx). After a save the
// visitor's booth queries are invalidated, so this device shows the change at once. Above them, the booth's
// wait and sold-out switches (issue 20), one tap each: the status panel of /admin/booth, which Staff no longer see.
import { Suspense, useCallback } from 'react';
import { FormattedMessage } from 'react-intl';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useLocation, useParams } from 'wouter';
import { fromPromise } from 'xstate';
import { ApiError } from '@/api/client';
import { getBoothDetail } from '@/api/booths';
import { saveBooth, whoAmI } from '@/api/console';
import { consoleBoothMachine, type BoothDraft } from '@machines/console-booth.machine';
import { ADMIN_ROUTES } from '@machines/admin-shared';
import { getInspect } from '@/lib/inspector';
import { FlashBanner } from '@/components/admin/flash-banner';
import { SignOutButton } from '@/components/admin/sign-out-button';
import { BoothEditor } from '@/components/console/booth-editor';
import admin from '@/components/admin/admin.module.css';
import { useFlash } from '@/screens/admin/admin-flash';
import { useAdminEffects } from '@/screens/admin/use-admin-effects';
import { useSignOut } from '@/screens/admin/use-sign-out';
import { adminSession } from '@/stores/admin-session';
import { lazyPart } from '@/lib/lazy-part';
import { BoothIdentitySection } from './booth-identity-section';

// The status panel arrives after the editor's first paint, as on /admin/booth.
const StatusSection = lazyPart(
  () => import('@/components/status/booth-status-section').then((m) => m.default),
  () => null,
);

async function loadDraft(uid: string, wanted: number | null, signal: AbortSignal): Promise<BoothDraft> {
  let boothId = wanted;
  if (boothId === null) {
    const me = await whoAmI(uid, signal);
    if (me.booth_id === null) throw new ApiError({ status: 404, kind: 'http', body: { error: 'booth_not_found', message: 'no booth' } });
    boothId = me.booth_id;
  }
  const b = await getBoothDetail(boothId, signal);
  return {
    boothId,
    boothName: b.name,
    description: b.booth_description ?? '',
    menus: b.menus.map((m) => ({ name: m.name, price: String(m.price), soldout: m.is_soldout })),
    hours: b.schedules.map((s) => ({ day: s.day, start: s.start_time?.slice(0, 5) ?? '', end: s.end_time?.slice(0, 5) ?? '' })),
  };
}

export default function ConsoleBoothScreen() {
  const params = useParams<{ id?: string }>();
  const wanted = params.id && /^\d{1,9}$/.test(params.id) ? Number(params.id) : null;
  const flashMessage = useFlash();
  const onSignOut = useSignOut();
  const effects = useAdminEffects();
  const queryClient = useQueryClient();
  const ref = useActorRef(
    consoleBoothMachine.provide({
      actors: {
        loadBooth: fromPromise(({ input, signal }) => loadDraft(input.uid, input.boothId, signal)),
        saveBooth: fromPromise(async ({ input, signal }) => {
          const answer = await saveBooth(input, signal);
          void queryClient.invalidateQueries({ queryKey: ['booths'] });
          return answer;
        }),
      },
      actions: effects,
    }),
    { input: { uid: adminSession.uid, boothId: wanted }, inspect: getInspect() },
  );
  const s = useSelector(ref, (snap) => snap);
  const [, navigate] = useLocation();
  const toLogin = useCallback(() => navigate(ADMIN_ROUTES.login), [navigate]);
  return (
    <div className={admin.page}>
      <FlashBanner message={flashMessage} />
      <h1 className={admin.heading}>
        <FormattedMessage id="console.booth.title" />
      </h1>
      {adminSession.uid && <SignOutButton name={adminSession.name} onSignOut={onSignOut} />}
      {/* Only once the page has read the booth: an expired session is then said by the page ('session expired',
          then login) instead of the panel's own answer taking the admin to login first without a word. */}
      {adminSession.uid && !s.matches('loading') && (
        <Suspense fallback={null}>
          <StatusSection uid={adminSession.uid} boothId={wanted} onLoginRequired={toLogin} />
        </Suspense>
      )}
      {adminSession.uid && adminSession.role === 'Staff' && wanted !== null && <BoothIdentitySection uid={adminSession.uid} boothId={wanted} />}
      <BoothEditor
        draft={s.context.draft}
        message={s.context.message}
        loading={s.matches('loading')}
        failed={s.matches('loadFailed') || s.matches('loginRequired') || s.matches('sessionExpired')}
        busy={s.hasTag('busy')}
        onDescription={(value) => ref.send({ type: 'description.change', value })}
        onMenu={(index, field, value) => ref.send({ type: 'menu.change', index, field, value })}
        onSoldout={(index, value) => ref.send({ type: 'menu.soldout', index, value })}
        onAddMenu={() => ref.send({ type: 'menu.add' })}
        onRemoveMenu={(index) => ref.send({ type: 'menu.remove', index })}
        onHours={(index, field, value) => ref.send({ type: 'hours.change', index, field, value })}
        onSave={() => ref.send({ type: 'form.submit' })}
        onRetry={() => ref.send({ type: 'retry' })}
      />
    </div>
  );
}
