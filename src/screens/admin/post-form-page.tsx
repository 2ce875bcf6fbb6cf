import { Fragment, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { BoardPost } from '@contract/types';
import { ADMIN_MESSAGES, hasUid, isFestaRole, postPermissions } from '@machines/admin-shared';
import { adminSession } from '@/stores/admin-session';
import { AdminMessage } from '@/components/admin/admin-message';
import { FlashBanner } from '@/components/admin/flash-banner';
import { LoadNotice, detailFailure } from '@/components/admin/load-notice';
import styles from '@/components/admin/admin.module.css';
import { useFlash } from './admin-flash';
import { useEditPost } from './use-edit-post';

export interface PostFormEdit {
  mode: 'create' | 'edit';
  postId: number | null;
  /** The post being edited, once loaded. */
  post: BoardPost | undefined;
}

export interface PostFormPageProps {
  /** The heading of a new post ('edit' for an edited one). */
  createTitleId: string;
  editor: (edit: PostFormEdit) => ReactNode;
}

/**
 * A festival post form, new or edited: the flash, the heading, and the editor once the post to edit
 * has loaded (kept, with what was typed, when a later read fails); each route id gets an editor of its own.
 */
export function PostFormPage({ createTitleId, editor }: PostFormPageProps) {
  const flashMessage = useFlash();
  // Whether to load the post is decided once; a session ending later is the form's to report.
  const [signedIn] = useState(() => hasUid(adminSession));
  const { mode, postId, routeId, query } = useEditPost(signedIn);
  const waiting = mode === 'edit' && signedIn && postId !== null && query.isPending;
  // Only a post never read replaces the form; read again later (live, when another device changed the board) and
  // failing, it keeps the form and what the admin typed, with the notice above it (deleted meanwhile: 'no longer exists').
  const failed = mode === 'edit' && signedIn && (postId === null || (query.isError && query.data === undefined));
  const lostSince = mode === 'edit' && query.isError && query.data !== undefined;
  // Another writer's post: the server would refuse the edit, so the form is not offered (a role that
  // may not edit at all is the form machine's to send away).
  const notYours = mode === 'edit' && query.data !== undefined && isFestaRole(adminSession.role) && !postPermissions(query.data, adminSession).edit;
  return (
    <div className={styles.page}>
      <FlashBanner message={flashMessage} />
      <h1 className={styles.heading}>
        <FormattedMessage id={mode === 'edit' ? 'admin.form.edit' : createTitleId} />
      </h1>
      {waiting || failed ? (
        <LoadNotice loading={waiting} failedId={detailFailure(query.error)} />
      ) : notYours ? (
        <AdminMessage message={{ id: ADMIN_MESSAGES.notOwnPost }} />
      ) : (
        <>
          {lostSince && <LoadNotice loading={false} failedId={detailFailure(query.error)} />}
          <Fragment key={routeId ?? 'new'}>{editor({ mode, postId, post: query.data })}</Fragment>
        </>
      )}
    </div>
  );
}
