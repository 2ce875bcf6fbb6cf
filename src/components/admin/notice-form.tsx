import { FormattedMessage, useIntl } from 'react-intl';
import type { FormMessage } from '@machines/admin-shared';
import { AdminMessage } from './admin-message';
import styles from './admin.module.css';

export type NoticeField = 'title' | 'content';

export interface NoticeFormProps {
  mode: 'create' | 'edit';
  title: string;
  content: string;
  onChange: (field: NoticeField, value: string) => void;
  onSubmit: () => void;
  canSubmit: boolean;
  busy?: boolean;
  /** Login required, no permission: the fields are shown but locked. */
  locked?: boolean;
  message: FormMessage | null;
}

/** The normal notice: title and content; 'register' when new, 'edit' when editing. */
export function NoticeForm({ mode, title, content, onChange, onSubmit, canSubmit, busy, locked, message }: NoticeFormProps) {
  const intl = useIntl();
  return (
    <form
      className={styles.form}
      aria-label={intl.formatMessage({ id: mode === 'edit' ? 'admin.form.edit' : 'admin.addNotice' })}
      onSubmit={(e) => {
        e.preventDefault();
        if (canSubmit && !busy) onSubmit();
      }}
    >
      <label className={styles.field}>
        <span className={styles.label}>
          <FormattedMessage id="admin.form.title" />
        </span>
        <input className={styles.input} name="title" value={title} disabled={locked} onChange={(e) => onChange('title', e.target.value)} />
      </label>
      <label className={styles.field}>
        <span className={styles.label}>
          <FormattedMessage id="admin.form.content" />
        </span>
        <textarea className={styles.textarea} name="content" value={content} disabled={locked} onChange={(e) => onChange('content', e.target.value)} />
      </label>
      <AdminMessage message={message} />
      <button type="submit" className={styles.button} disabled={!canSubmit || busy || locked} aria-busy={busy || undefined}>
        <FormattedMessage id={mode === 'edit' ? 'admin.form.edit' : 'admin.form.register'} />
      </button>
    </form>
  );
}
