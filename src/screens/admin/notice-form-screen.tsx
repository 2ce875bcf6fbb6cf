import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useSnapshot } from 'valtio';
import { fromPromise } from 'xstate';
import { formLocked } from '@machines/admin-shared';
import { adminNoticeMachine, canSubmitNotice, type NoticeValues } from '@machines/admin-notice.machine';
import { createNotice, updateNotice } from '@/api/board';
import { queryKeys } from '@/api/query-client';
import { adminSession } from '@/stores/admin-session';
import { getInspect } from '@/lib/inspector';
import { NoticeForm } from '@/components/admin/notice-form';
import { useAdminEffects } from './use-admin-effects';
import { PostFormPage } from './post-form-page';

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
  const locked = useSelector(ref, formLocked);
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
  return (
    <PostFormPage
      createTitleId="admin.addNotice"
      editor={({ mode, postId, post }) => (
        <NoticeEditor mode={mode} postId={postId} initial={post ? { title: post.title, content: post.content ?? post.detail ?? '' } : null} />
      )}
    />
  );
}
