import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useSnapshot } from 'valtio';
import { fromPromise } from 'xstate';
import { hasUid } from '@machines/admin-shared';
import { adminLostMachine, canSubmitLost, selectLostErrors, type AdminLostInput } from '@machines/admin-lost.machine';
import { createLost, updateLost } from '@/api/board';
import { queryKeys } from '@/api/query';
import { adminSession } from '@/stores/admin-session';
import { compressImage, uploadName } from '@/lib/image-compress';
import { getInspect } from '@/lib/inspector';
import { FlashBanner } from '@/components/admin/flash-banner';
import { LostForm } from '@/components/admin/lost-form';
import styles from '@/components/admin/admin.module.css';
import { useAdminEffects } from './use-admin-effects';
import { useFlash } from './admin-flash';
import { useEditPost } from './use-edit-post';

/** An object URL for the picked photo, revoked when it changes or the form goes. */
function usePreviewUrl(image: unknown): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!(image instanceof Blob)) {
      setUrl(null);
      return undefined;
    }
    const next = URL.createObjectURL(image);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [image]);
  return url;
}

type LostEditorProps = Pick<AdminLostInput, 'mode' | 'postId' | 'initial'>;

function LostEditor({ mode, postId, initial }: LostEditorProps) {
  const session = useSnapshot(adminSession);
  const queryClient = useQueryClient();
  const effects = useAdminEffects();
  const ref = useActorRef(
    adminLostMachine.provide({
      actors: {
        // Failure (no worker, undecodable file) rejects, and the machine keeps the original.
        compressImage: fromPromise(async ({ input }) => {
          const picked = input.file as File;
          const out = await compressImage(picked);
          if (!out.compressed) throw new Error('compression failed');
          return new File([out.blob], uploadName(picked.name ?? '', out.blob), { type: out.blob.type });
        }),
        saveLost: fromPromise(async ({ input, signal }) => {
          const fields = { uid: input.uid, title: input.title, content: input.content, location: input.location };
          const image = input.image instanceof Blob ? input.image : null;
          const answer =
            input.mode === 'edit' && input.postId !== null
              ? await updateLost(input.postId, fields, image, signal)
              : await createLost(fields, image, signal);
          void queryClient.invalidateQueries({ queryKey: queryKeys.board });
          return answer;
        }),
      },
      actions: effects,
    }),
    { input: { uid: session.uid, role: session.role, mode, postId, initial }, inspect: getInspect() },
  );
  const snapshot = useSelector(ref, (s) => s);
  const c = snapshot.context;
  const newPreview = usePreviewUrl(c.image);
  const locked = snapshot.matches('loginRequired') || snapshot.matches('sessionExpired') || snapshot.matches('left');
  return (
    <LostForm
      mode={mode}
      values={{ title: c.title, content: c.content, location: c.location }}
      onChange={(field, value) => ref.send({ type: 'form.change', field, value })}
      errors={selectLostErrors(snapshot)}
      previewUrl={newPreview ?? c.imageUrl}
      compressing={snapshot.hasTag('compressing')}
      onPick={(file) => ref.send({ type: 'image.pick', file })}
      onRemove={c.image ? () => ref.send({ type: 'image.remove' }) : undefined}
      onSubmit={() => ref.send({ type: 'form.submit' })}
      canSubmit={canSubmitLost(snapshot)}
      busy={snapshot.hasTag('busy')}
      locked={locked}
      message={c.message}
    />
  );
}

/** /admin/festa/notice/lost and /admin/festa/lost/edit/{id}: the lost-item form with a photo. */
export default function LostFormScreen() {
  const flashMessage = useFlash();
  // Whether to load the post is decided once; a session ending later is the form's to report.
  const [signedIn] = useState(() => hasUid(adminSession));
  const { mode, postId, routeId, query } = useEditPost(signedIn);
  const waiting = mode === 'edit' && signedIn && postId !== null && query.isPending;
  const failed = mode === 'edit' && signedIn && (postId === null || query.isError);
  const post = query.data;
  return (
    <div className={styles.page}>
      <FlashBanner message={flashMessage} />
      <h1 className={styles.heading}>
        <FormattedMessage id={mode === 'edit' ? 'admin.form.edit' : 'admin.addLost'} />
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
        <LostEditor
          key={routeId ?? 'new'}
          mode={mode}
          postId={postId}
          initial={
            post
              ? { title: post.title, content: post.content ?? post.detail ?? '', location: post.location ?? '', imageUrl: post.image ?? post.images?.[0] ?? null }
              : null
          }
        />
      )}
    </div>
  );
}
