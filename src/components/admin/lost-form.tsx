import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FormMessage } from '@machines/admin-shared';
import type { LostFieldErrors, LostValues } from '@machines/admin-lost.machine';
import { AdminMessage } from './admin-message';
import { FieldError, TextField } from './text-field';
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

/** The text fields in order: the value and message under each share the field's name. */
const FIELDS = [
  { name: 'title', label: 'admin.form.title' },
  { name: 'content', label: 'admin.form.content', multiline: true },
  { name: 'location', label: 'admin.form.location' },
] as const satisfies readonly { name: keyof LostValues; label: string; multiline?: boolean }[];

/** The lost-item post: title, content, found location and a photo; 'register' when new, 'edit' when editing. */
export function LostForm(props: LostFormProps) {
  const { mode, values, onChange, errors, previewUrl, compressing, onPick, onRemove, onSubmit, canSubmit, busy, locked, message } = props;
  const intl = useIntl();
  const ids = { title: useId(), content: useId(), location: useId(), image: useId() };
  return (
    <form
      className={styles.form}
      aria-label={intl.formatMessage({ id: mode === 'edit' ? 'admin.form.edit' : 'admin.addLost' })}
      onSubmit={(e) => {
        e.preventDefault();
        if (canSubmit && !busy) onSubmit();
      }}
    >
      {FIELDS.map((field) => (
        <TextField
          key={field.name}
          {...field}
          value={values[field.name]}
          disabled={locked}
          onChange={(value) => onChange(field.name, value)}
          error={errors[field.name]}
          errorId={ids[field.name]}
        />
      ))}
      <label className={`${styles.secondary} ${styles.fileButton}`} aria-busy={compressing || undefined}>
        <FormattedMessage id={compressing ? 'admin.form.compressing' : 'admin.form.uploadPhoto'} />
        <input
          className={styles.fileInput}
          type="file"
          name="image"
          accept="image/*"
          disabled={locked}
          aria-describedby={errors.image ? ids.image : undefined}
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
