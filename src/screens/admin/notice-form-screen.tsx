import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useSnapshot } from 'valtio';
import { fromPromise } from 'xstate';
import { hasUid } from '@machines/admin-shared';
import { adminNoticeMachine, canSubmitNotice, type NoticeValues } from '@machines/admin-notice.machine';
import { createNotice, updateNotice } from '@/api/board';
import { queryKeys } from '@/api/query';
import { adminSession } from '@/stores/admin-session';
import { getInspect } from '@/lib/inspector';
import { FlashBanner } from '@/components/admin/flash-banner';
import { NoticeForm } from '@/components/admin/notice-form';
import styles from '@/components/admin/admin.module.css';
import { useAdminEffects } from './use-admin-effects';
import { useFlash } from './admin-flash';
import { useEditPost } from './use-edit-post';

interface NoticeEditorProps {
  mode: 'create' | 'edit';
  postId: number | null;
  initial: NoticeValues | null;
}

function NoticeEditor({ mode, postId, initial }: NoticeEditorProps) {
  const session = useSnapshot(adminSession);
  const queryClient = useQueryClient();
  const effects = useAdminEffects();
  const ref = useActorRef(
    adminNoticeMachine.provide({
      actors: {
        saveNotice: fromPromise(async ({ input, signal }) => {
          const fields = { uid: input.uid, title: input.title, content: input.content };
          const answer = input.mode === 'edit' && input.postId !== null ? await updateNotice(input.postId, fields, signal) : await createNotice(fields, signal);
          void queryClient.invalidateQueries({ queryKey: queryKeys.board });
          return answer;
        }),
      },
      actions: effects,
    }),
    { input: { uid: session.uid, role: session.role, mode, postId, initial }, inspect: getInspect() },
  );
  const values = useSelector(ref, (s) => ({ title: s.context.title, content: s.context.content }), (a, b) => a.title === b.title && a.content === b.content);
  const message = useSelector(ref, (s) => s.context.message);
  const canSubmit = useSelector(ref, canSubmitNotice);
  const busy = useSelector(ref, (s) => s.hasTag('busy'));
  const locked = useSelector(ref, (s) => s.matches('loginRequired') || s.matches('sessionExpired') || s.matches('left'));
  return (
    <NoticeForm
      mode={mode}
      title={values.title}
      content={values.content}
      onChange={(field, value) => ref.send({ type: 'form.change', field, value })}
      onSubmit={() => ref.send({ type: 'form.submit' })}
      canSubmit={canSubmit}
      busy={busy}
      locked={locked}
      message={message}
    />
  );
}

/** /admin/festa/notice/normal and /admin/festa/notice/edit/{id}: the normal notice form. */
export default function NoticeFormScreen() {
  const flashMessage = useFlash();
  // Whether to load the post is decided once; a session ending later is the form's to report.
  const [signedIn] = useState(() => hasUid(adminSession));
  const { mode, postId, routeId, query } = useEditPost(signedIn);
  const waiting = mode === 'edit' && signedIn && postId !== null && query.isPending;
  const failed = mode === 'edit' && signedIn && (postId === null || query.isError);
  return (
    <div className={styles.page}>
      <FlashBanner message={flashMessage} />
      <h1 className={styles.heading}>
        <FormattedMessage id={mode === 'edit' ? 'admin.form.edit' : 'admin.addNotice'} />
      </h1>
      {waiting ? (
        <p role="status" className={styles.empty}>
          <FormattedMessage id="common.loading" />
        </p>
      ) : failed ? (
        <p role="alert" className={styles.error}>
          <FormattedMessage id="board.detailFailed" />
        </p>
      ) : (
        <NoticeEditor
          key={routeId ?? 'new'}
          mode={mode}
          postId={postId}
          initial={query.data ? { title: query.data.title, content: query.data.content ?? query.data.detail ?? '' } : null}
        />
      )}
    </div>
  );
}
