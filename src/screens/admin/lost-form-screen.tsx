import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useSnapshot } from 'valtio';
import { fromPromise } from 'xstate';
import { ImageDimensionsError } from '@contract/image-dimensions';
import { formLocked } from '@machines/admin-shared';
import { adminLostMachine, canSubmitLost, selectLostErrors, type AdminLostInput } from '@machines/admin-lost.machine';
import { createLost, updateLost } from '@/api/board';
import { queryKeys } from '@/api/query-client';
import { adminSession } from '@/stores/admin-session';
import { compressImage, uploadName } from '@/lib/image-compress';
import { getInspect } from '@/lib/inspector';
import { LostForm } from '@/components/admin/lost-form';
import { useAdminEffects } from './use-admin-effects';
import { PostFormPage } from './post-form-page';

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
          if (out.oversized) throw new ImageDimensionsError(`${out.oversized.width}×${out.oversized.height} pixels`);
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
      locked={formLocked(snapshot)}
      message={c.message}
    />
  );
}

/** /admin/festa/notice/lost and /admin/festa/lost/edit/{id}: the lost-item form with a photo. */
export default function LostFormScreen() {
  return (
    <PostFormPage
      createTitleId="admin.addLost"
      editor={({ mode, postId, post }) => (
        <LostEditor
          mode={mode}
          postId={postId}
          initial={
            post
              ? { title: post.title, content: post.content ?? post.detail ?? '', location: post.location ?? '', imageUrl: post.image ?? post.images?.[0] ?? null }
              : null
          }
        />
      )}
    />
  );
}
