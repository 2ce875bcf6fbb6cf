import { FormattedMessage, useIntl } from 'react-intl';
import type { FormMessage } from '@machines/admin-shared';
import { AdminMessage } from './admin-message';
import { TextField } from './text-field';
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
      <TextField label="admin.form.title" name="title" value={title} disabled={locked} onChange={(v) => onChange('title', v)} />
      <TextField label="admin.form.content" name="content" multiline value={content} disabled={locked} onChange={(v) => onChange('content', v)} />
      <AdminMessage message={message} />
      <button type="submit" className={styles.button} disabled={!canSubmit || busy || locked} aria-busy={busy || undefined}>
        <FormattedMessage id={mode === 'edit' ? 'admin.form.edit' : 'admin.form.register'} />
      </button>
    </form>
  );
}
