import { FormattedMessage, useIntl } from 'react-intl';
import { LIMITS } from '@contract/constants';
import type { BoardPost } from '@contract/types';
import { AdminMessage, type ShownMessage } from './admin-message';
import { ConfirmDialog } from './confirm-dialog';
import styles from './admin.module.css';

export type AdminPost = Pick<BoardPost, 'id' | 'category' | 'title' | 'writer' | 'content' | 'location' | 'image'>;

export interface AdminPostViewProps {
  post: AdminPost;
  onEdit: () => void;
  /** Opens the confirmation. */
  onDelete: () => void;
  confirming: boolean;
  onConfirmDelete: () => void;
  onCancelDelete: () => void;
  deleting?: boolean;
  message: ShownMessage | null;
  /** What the server will accept of this admin (postPermissions): only that is offered. */
  canEdit: boolean;
  canDelete: boolean;
}

/** The admin's view of a notice or lost item: badge, title, writer, found location, content, image, edit and delete. */
export function AdminPostView(props: AdminPostViewProps) {
  const { post, onEdit, onDelete, confirming, onConfirmDelete, onCancelDelete, deleting, message, canEdit, canDelete } = props;
  const intl = useIntl();
  const lost = post.category === 'LostItem';
  return (
    <article className={styles.card} aria-labelledby="admin-post-title">
      <span className={styles.badge}>
        <FormattedMessage id={lost ? 'admin.detail.lost' : 'admin.detail.notice'} />
      </span>
      <h1 id="admin-post-title" className={styles.heading}>
        {post.title}
      </h1>
      <dl className={styles.meta}>
        <dt>
          <FormattedMessage id="board.writer" />
        </dt>
        <dd>{post.writer.slice(0, LIMITS.writerNameChars)}</dd>
        {post.location && (
          <>
            <dt>
              <FormattedMessage id="board.foundLocation" />
            </dt>
            <dd>{post.location}</dd>
          </>
        )}
      </dl>
      <p className={styles.body}>{post.content}</p>
      {post.image && (
        <img className={styles.photo} src={post.image} alt={intl.formatMessage({ id: 'admin.form.preview' })} width={1024} height={768} loading="lazy" />
      )}
      <AdminMessage message={message} />
      {canEdit || canDelete ? (
        <div className={styles.actions}>
          {canEdit && (
            <button type="button" className={styles.secondary} onClick={onEdit}>
              <FormattedMessage id="admin.detail.edit" />
            </button>
          )}
          {canDelete && (
            <button type="button" className={styles.danger} onClick={onDelete} disabled={deleting}>
              <FormattedMessage id="admin.detail.delete" />
            </button>
          )}
        </div>
      ) : (
        <p className={styles.hint}>
          <FormattedMessage id="admin.detail.notYours" />
        </p>
      )}
      <ConfirmDialog
        open={confirming && canDelete}
        danger
        message={intl.formatMessage({ id: 'admin.detail.confirmDelete' })}
        confirmLabel={intl.formatMessage({ id: 'admin.detail.delete' })}
        cancelLabel={intl.formatMessage({ id: 'admin.common.cancel' })}
        onConfirm={onConfirmDelete}
        onCancel={onCancelDelete}
        busy={deleting}
      />
    </article>
  );
}
