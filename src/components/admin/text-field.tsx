import { FormattedMessage, useIntl } from 'react-intl';
import styles from './admin.module.css';

export interface TextFieldProps {
  /** Message id of the label. */
  label: string;
  name: string;
  value: string;
  /** A textarea instead of a one-line input. */
  multiline?: boolean;
  disabled?: boolean;
  onChange: (value: string) => void;
  /** The message under the field (a message id), when its value breaks a rule. */
  error?: string | null;
  /** The id of that message, which the field points to while it is shown. */
  errorId?: string;
}

/** A labelled text field of an admin form and, when given one, the message under it. */
export function TextField({ label, name, value, multiline, disabled, onChange, error, errorId }: TextFieldProps) {
  const errorAria = {
    'aria-invalid': !!error || undefined,
    'aria-describedby': error ? errorId : undefined,
  };
  return (
    <>
      <label className={styles.field}>
        <span className={styles.label}>
          <FormattedMessage id={label} />
        </span>
        {multiline ? (
          <textarea className={styles.textarea} name={name} value={value} disabled={disabled} {...errorAria} onChange={(e) => onChange(e.target.value)} />
        ) : (
          <input className={styles.input} name={name} value={value} disabled={disabled} {...errorAria} onChange={(e) => onChange(e.target.value)} />
        )}
      </label>
      {errorId && <FieldError id={errorId} message={error ?? null} />}
    </>
  );
}

/** The message under a field, with the id the field points to; nothing when there is none. */
export function FieldError({ id, message }: { id: string; message: string | null }) {
  const intl = useIntl();
  if (!message) return null;
  return (
    <p id={id} role="alert" className={styles.error}>
      {intl.formatMessage({ id: message })}
    </p>
  );
}
