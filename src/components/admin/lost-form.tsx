import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FormMessage } from '@machines/admin-shared';
import type { LostFieldErrors, LostValues } from '@machines/admin-lost.machine';
import { AdminMessage } from './admin-message';
import styles from './admin.module.css';

export interface LostFormProps {
  mode: 'create' | 'edit';
  values: LostValues;
  onChange: (field: keyof LostValues, value: string) => void;
  errors: LostFieldErrors;
  /** The compressed photo (object URL) or the post's current one. */
  previewUrl: string | null;
  compressing?: boolean;
  onPick: (file: File) => void;
  /** Drops a newly picked photo (the post keeps its current one); shown only when given. */
  onRemove?: () => void;
  onSubmit: () => void;
  canSubmit: boolean;
  busy?: boolean;
  locked?: boolean;
  message: FormMessage | null;
}

function FieldError({ id, message }: { id: string; message: string | null }) {
  const intl = useIntl();
  if (!message) return null;
  return (
    <p id={id} role="alert" className={styles.error}>
      {intl.formatMessage({ id: message })}
    </p>
  );
}

/** The lost-item post: title, content, found location and a photo; 'register' when new, 'edit' when editing. */
export function LostForm(props: LostFormProps) {
  const { mode, values, onChange, errors, previewUrl, compressing, onPick, onRemove, onSubmit, canSubmit, busy, locked, message } = props;
  const intl = useIntl();
  const ids = { title: useId(), content: useId(), location: useId(), image: useId() };
  const described = (field: keyof typeof ids) => (errors[field] ? ids[field] : undefined);
  return (
    <form
      className={styles.form}
      aria-label={intl.formatMessage({ id: mode === 'edit' ? 'admin.form.edit' : 'admin.addLost' })}
      onSubmit={(e) => {
        e.preventDefault();
        if (canSubmit && !busy) onSubmit();
      }}
    >
      <label className={styles.field}>
        <span className={styles.label}>
          <FormattedMessage id="admin.form.title" />
        </span>
        <input
          className={styles.input}
          name="title"
          value={values.title}
          disabled={locked}
          aria-invalid={!!errors.title || undefined}
          aria-describedby={described('title')}
          onChange={(e) => onChange('title', e.target.value)}
        />
      </label>
      <FieldError id={ids.title} message={errors.title} />
      <label className={styles.field}>
        <span className={styles.label}>
          <FormattedMessage id="admin.form.content" />
        </span>
        <textarea
          className={styles.textarea}
          name="content"
          value={values.content}
          disabled={locked}
          aria-invalid={!!errors.content || undefined}
          aria-describedby={described('content')}
          onChange={(e) => onChange('content', e.target.value)}
        />
      </label>
      <FieldError id={ids.content} message={errors.content} />
      <label className={styles.field}>
        <span className={styles.label}>
          <FormattedMessage id="admin.form.location" />
        </span>
        <input
          className={styles.input}
          name="location"
          value={values.location}
          disabled={locked}
          aria-invalid={!!errors.location || undefined}
          aria-describedby={described('location')}
          onChange={(e) => onChange('location', e.target.value)}
        />
      </label>
      <FieldError id={ids.location} message={errors.location} />
      <label className={`${styles.secondary} ${styles.fileButton}`} aria-busy={compressing || undefined}>
        <FormattedMessage id={compressing ? 'admin.form.compressing' : 'admin.form.uploadPhoto'} />
        <input
          className={styles.fileInput}
          type="file"
          name="image"
          accept="image/*"
          disabled={locked}
          aria-describedby={described('image')}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) onPick(file);
            e.target.value = ''; // the same file may be picked again
          }}
        />
      </label>
      <FieldError id={ids.image} message={errors.image} />
      {previewUrl && <img className={styles.photo} src={previewUrl} alt={intl.formatMessage({ id: 'admin.form.preview' })} width={1024} height={768} />}
      {onRemove && (
        <button type="button" className={styles.secondary} onClick={onRemove} disabled={locked}>
          <FormattedMessage id="admin.form.removePhoto" />
        </button>
      )}
      <AdminMessage message={message} />
      <button type="submit" className={styles.button} disabled={!canSubmit || busy || locked} aria-busy={busy || undefined}>
        <FormattedMessage id={mode === 'edit' ? 'admin.form.edit' : 'admin.form.register'} />
      </button>
    </form>
  );
}
