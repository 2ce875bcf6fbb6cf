import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useParams } from 'wouter';
import { useSnapshot } from 'valtio';
import { TIMING } from '@contract/constants';
import { ADMIN_MESSAGES, ADMIN_ROUTES, failureMessage, isSessionFailure, postPermissions } from '@machines/admin-shared';
import { deletePost } from '@/api/board';
import { postQuery } from '@/api/query';
import { queryKeys } from '@/api/query-client';
import { adminSession, signOut } from '@/stores/admin-session';
import { AdminMessage, type ShownMessage } from '@/components/admin/admin-message';
import { AdminPostView } from '@/components/admin/admin-post-view';
import { LoadNotice, detailFailure } from '@/components/admin/load-notice';
import { FlashBanner } from '@/components/admin/flash-banner';
import styles from '@/components/admin/admin.module.css';
import { useFlash } from './admin-flash';
import { useLoginGate } from './use-login-gate';

type DeleteState = 'idle' | 'confirming' | 'deleting' | 'deleted' | 'expired';

/** Delete with confirmation; the same answers as the forms (spec §8): session expiry, server words, fallback. */
function useDelete(id: string) {
  const session = useSnapshot(adminSession);
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [state, setState] = useState<DeleteState>('idle');
  const [message, setMessage] = useState<ShownMessage | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const confirm = async () => {
    if (state === 'deleting' || !session.uid) return;
    setState('deleting');
    setMessage(null);
    try {
      await deletePost(id, session.uid);
      setState('deleted');
      setMessage({ id: 'admin.detail.deleted' });
      void queryClient.invalidateQueries({ queryKey: queryKeys.board });
      timer.current = setTimeout(() => navigate(ADMIN_ROUTES.festa), TIMING.successRedirectMs);
    } catch (e) {
      if (isSessionFailure(e)) {
        setState('expired');
        setMessage({ id: ADMIN_MESSAGES.sessionExpired });
        signOut();
        timer.current = setTimeout(() => navigate(ADMIN_ROUTES.login), TIMING.sessionExpiredRedirectMs);
        return;
      }
      setState('idle');
      setMessage(failureMessage(e, { fallback: ADMIN_MESSAGES.requestFailed, unknown: ADMIN_MESSAGES.unknown }));
    }
  };
  return {
    confirming: state === 'confirming' || state === 'deleting',
    deleting: state === 'deleting',
    done: state === 'deleted' || state === 'expired',
    message,
    open: () => state === 'idle' && setState('confirming'),
    cancel: () => state === 'confirming' && setState('idle'),
    confirm: () => void confirm(),
  };
}

/** /admin/festa/notice/{id}: the admin's view of a post with edit and delete. */
export default function AdminPostDetailScreen() {
  const flashMessage = useFlash();
  const { id = '' } = useParams<{ id: string }>();
  const gate = useLoginGate();
  const [, navigate] = useLocation();
  const post = useQuery({ ...postQuery(id), enabled: gate.state === 'ok', staleTime: 0 });
  const del = useDelete(id);
  const may = post.data ? postPermissions(post.data, gate.session) : { edit: false, delete: false };
  return (
    <div className={styles.page}>
      <FlashBanner message={flashMessage} />
      {gate.state === 'loginRequired' ? (
        <AdminMessage message={{ id: ADMIN_MESSAGES.loginRequired }} />
      ) : !post.data || (post.isError && !del.done) ? (
        // Deleted here, the post is read again and is gone: the view stays, saying it was deleted, until the list.
        <LoadNotice loading={post.isPending} failedId={detailFailure(post.error)} />
      ) : (
        <AdminPostView
          post={post.data}
          onEdit={() => navigate(post.data.category === 'LostItem' ? `/admin/festa/lost/edit/${post.data.id}` : `/admin/festa/notice/edit/${post.data.id}`)}
          onDelete={del.done ? () => {} : del.open}
          confirming={del.confirming}
          onConfirmDelete={del.confirm}
          onCancelDelete={del.cancel}
          deleting={del.deleting}
          message={del.message}
          canEdit={may.edit}
          canDelete={may.delete}
        />
      )}
    </div>
  );
}
