import { useEffect, useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { FESTA_ROLES } from '@contract/constants';
import type { BoardPost } from '@contract/types';
import { ADMIN_MESSAGES } from '@machines/admin-shared';
import { adminUrgentMachine, canClearUrgent, canSubmitUrgent } from '@machines/admin-urgent.machine';
import { clearEmergency, updateEmergency } from '@/api/board';
import { emergencyQuery } from '@/api/query';
import { queryKeys } from '@/api/query-client';
import { getInspect } from '@/lib/inspector';
import { AdminMessage } from '@/components/admin/admin-message';
import { FlashBanner } from '@/components/admin/flash-banner';
import { MyPostList } from '@/components/admin/my-post-list';
import { SignOutButton } from '@/components/admin/sign-out-button';
import { UrgentEditor } from '@/components/admin/urgent-editor';
import styles from '@/components/admin/admin.module.css';
import { myNoticesQuery, myLostsQuery, ownPosts } from './admin-queries';
import { useAdminEffects } from './use-admin-effects';
import { useFlash } from './admin-flash';
import { useLoginGate } from './use-login-gate';
import { useSignOut } from './use-sign-out';
import { useHasFestival } from '@/stores/festival';

/** The urgent notice needs a title; a first notice gets this one (Korean, the source language). */
const DEFAULT_URGENT_TITLE = '긴급 공지';

function UrgentSection({ uid }: { uid: string }) {
  const queryClient = useQueryClient();
  const effects = useAdminEffects();
  const emergency = useQuery(emergencyQuery());
  const ref = useActorRef(
    adminUrgentMachine.provide({
      actors: {
        saveUrgent: fromPromise(async ({ input, signal }) => {
          const answer = await updateEmergency(
            { uid: input.uid, title: input.title.trim() || DEFAULT_URGENT_TITLE, content: input.content.trim() },
            signal,
          );
          void queryClient.invalidateQueries({ queryKey: queryKeys.emergency() });
          return answer;
        }),
        clearUrgent: fromPromise(async ({ input, signal }) => {
          const answer = await clearEmergency(input.uid, signal);
          queryClient.setQueryData(queryKeys.emergency(), null);
          return answer;
        }),
      },
      actions: effects,
    }),
    { input: { uid }, inspect: getInspect() },
  );
  const data = emergency.data;
  useEffect(() => {
    if (data !== undefined) ref.send({ type: 'urgent.loaded', title: data?.title ?? '', content: data?.content ?? '' });
  }, [data, ref]);
  const content = useSelector(ref, (s) => s.context.content);
  const title = useSelector(ref, (s) => s.context.title);
  const canClear = useSelector(ref, canClearUrgent);
  const message = useSelector(ref, (s) => s.context.message);
  const canSave = useSelector(ref, canSubmitUrgent);
  const busy = useSelector(ref, (s) => s.hasTag('busy'));
  return (
    <UrgentEditor
      content={content}
      onChange={(value) => ref.send({ type: 'form.change', field: 'content', value })}
      title={title}
      onTitleChange={(value) => ref.send({ type: 'form.change', field: 'title', value })}
      onSave={() => ref.send({ type: 'form.submit' })}
      onClear={() => ref.send({ type: 'form.clear' })}
      canClear={canClear}
      canSave={canSave}
      busy={busy}
      loading={emergency.isPending}
      message={message}
    />
  );
}

function MyPosts({ name }: { name: string }) {
  const [notices, losts] = useQueries({ queries: [myNoticesQuery(), myLostsQuery()] });
  const posts = useMemo(
    () => ownPosts([...(notices.data ?? []), ...(losts.data ?? [])] as BoardPost[], name),
    [notices.data, losts.data, name],
  );
  return <MyPostList posts={posts} loading={notices.isPending || losts.isPending} failed={notices.isError && losts.isError} />;
}

/** /admin/festa: the urgent-notice editor, the admin's own posts and the ways to add one. */
export default function FestaAdminScreen() {
  const flashMessage = useFlash();
  const gate = useLoginGate(FESTA_ROLES, ADMIN_MESSAGES.noNoticePermission);
  const { session } = gate;
  const onSignOut = useSignOut();
  const hasFestival = useHasFestival();
  return (
    <div className={styles.page}>
      {/* The page's level-one heading, for heading navigation; its sections carry h2s. */}
      <h1 className="visually-hidden">
        <FormattedMessage id="admin.pageTitle" />
      </h1>
      <FlashBanner message={flashMessage} />
      {gate.state === 'loginRequired' && <AdminMessage message={{ id: ADMIN_MESSAGES.loginRequired }} />}
      {gate.state === 'ok' && session.uid && (
        <>
          <SignOutButton name={session.name} onSignOut={onSignOut} />
          {session.role === 'Staff' && !hasFestival && (
            // An empty start: the first Staff login is led to set the festival up.
            <div role="status" className={styles.card}>
              <p className={styles.hint}>
                <FormattedMessage id="console.festival.setUp" />
              </p>
              <Link href="/admin/console/festival" className={styles.button}>
                <FormattedMessage id="console.festival.title" />
              </Link>
            </div>
          )}
          {session.role === 'Staff' && (
            <Link href="/admin/console" className={styles.secondary}>
              <FormattedMessage id="console.link" />
            </Link>
          )}
          <Link href="/admin/dashboard" className={styles.secondary}>
            <FormattedMessage id="admin.dashboard.link" />
          </Link>
          <Link href="/admin/coupons" className={styles.secondary}>
            <FormattedMessage id="admin.coupons.link" />
          </Link>
          <Link href="/admin/console/acts" className={styles.secondary}>
            <FormattedMessage id="console.acts.link" />
          </Link>
          {session.role === 'Staff' && (
            <Link href="/admin/queue" className={styles.secondary}>
              <FormattedMessage id="admin.queue.link" />
            </Link>
          )}
          <UrgentSection uid={session.uid} />
          <MyPosts name={session.name ?? ''} />
        </>
      )}
    </div>
  );
}
