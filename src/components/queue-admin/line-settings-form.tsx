// The line's settings: party-size range, minutes per party, grace after a call. Each field says what is wrong
// with it; nothing is sent while one does (machines/queue-line.machine.ts checks). Pure.
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SettingsDraft, SettingsErrors, SettingsField } from '@machines/queue-line.machine';
import styles from '@/components/admin/admin.module.css';
import own from './queue-admin.module.css';

export interface LineSettingsFormProps {
  draft: SettingsDraft;
  errors: SettingsErrors;
  busy: boolean;
  onChange: (field: SettingsField, value: string) => void;
  onSave: () => void;
}

const FIELDS: readonly SettingsField[] = ['partyMin', 'partyMax', 'minutesPerParty', 'graceMinutes'];

export function LineSettingsForm({ draft, errors, busy, onChange, onSave }: LineSettingsFormProps) {
  const intl = useIntl();
  const id = useId();
  return (
    <form
      className={styles.card}
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSave();
      }}
    >
      <h2 id={`${id}-title`} className={styles.subheading}>
        <FormattedMessage id="admin.queue.settings" />
      </h2>
      <div className={own.fields}>
        {FIELDS.map((field) => {
          const error = errors[field];
          return (
            <div key={field} className={styles.field}>
              <label className={styles.label} htmlFor={`${id}-${field}`}>
                <FormattedMessage id={`admin.queue.field.${field}`} />
              </label>
              <input
                id={`${id}-${field}`}
                className={styles.input}
                inputMode="numeric"
                autoComplete="off"
                value={draft[field]}
                onChange={(e) => onChange(field, e.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-${field}-error` : undefined}
              />
              {error && (
                <p id={`${id}-${field}-error`} className={own.fieldError}>
                  {intl.formatMessage({ id: error.id }, error.values)}
                </p>
              )}
            </div>
          );
        })}
      </div>
      <button type="submit" className={styles.button} disabled={busy}>
        <FormattedMessage id="admin.queue.save" />
      </button>
    </form>
  );
}
