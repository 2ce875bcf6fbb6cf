import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AdminMessageId, FormMessage } from '@machines/admin-shared';
import type { EventField, EventValues } from '@machines/admin-event.machine';
import { AdminMessage } from './admin-message';
import { ConfirmDialog } from './confirm-dialog';
import { TextField } from './text-field';
import styles from './admin.module.css';

export interface EventFormProps {
  values: EventValues;
  onChange: (field: EventField, value: string) => void;
  /** The time rule that fails as of the last keystroke. */
  timeError: AdminMessageId | null;
  onConfirm: () => void;
  canConfirm: boolean;
  dialogOpen: boolean;
  onAccept: () => void;
  onCancel: () => void;
  busy?: boolean;
  locked?: boolean;
  message: FormMessage | null;
}

/** Title, detail, start and end hour and minute of today, 'confirm', then the 'hard to edit' dialog. */
export function EventForm(props: EventFormProps) {
  const { values, onChange, timeError, onConfirm, canConfirm, dialogOpen, onAccept, onCancel, busy, locked, message } = props;
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const errorId = useId();
  const timeInput = (legend: string, field: EventField, unit: 'admin.event.hour' | 'admin.event.minute') => (
    <input
      className={styles.input}
      name={field}
      inputMode="numeric"
      autoComplete="off"
      maxLength={2}
      placeholder={unit === 'admin.event.hour' ? 'HH' : 'MM'}
      aria-label={`${legend} ${t(unit)}`}
      aria-invalid={!!timeError || undefined}
      aria-describedby={timeError ? errorId : undefined}
      value={values[field]}
      onChange={(e) => onChange(field, e.target.value)}
    />
  );
  const time = (legendId: 'admin.event.start' | 'admin.event.end', hour: EventField, minute: EventField) => (
    <fieldset className={styles.fieldset} disabled={locked}>
      <legend className={styles.label}>{t(legendId)}</legend>
      <div className={styles.time}>
        {timeInput(t(legendId), hour, 'admin.event.hour')}
        <span aria-hidden="true">:</span>
        {timeInput(t(legendId), minute, 'admin.event.minute')}
      </div>
    </fieldset>
  );
  return (
    <form
      className={styles.form}
      aria-label={t('admin.booth.addEvent')}
      onSubmit={(e) => {
        e.preventDefault();
        if (canConfirm && !busy) onConfirm();
      }}
    >
      <TextField label="admin.event.title" name="title" value={values.title} disabled={locked} onChange={(v) => onChange('title', v)} />
      <TextField label="admin.event.detail" name="detail" multiline value={values.detail} disabled={locked} onChange={(v) => onChange('detail', v)} />
      {time('admin.event.start', 'startHour', 'startMinute')}
      {time('admin.event.end', 'endHour', 'endMinute')}
      <p className={styles.hint}>
        <FormattedMessage id="admin.event.hint" />
      </p>
      {timeError && (
        <p id={errorId} role="alert" className={styles.error}>
          {t(timeError)}
        </p>
      )}
      <AdminMessage message={message} />
      <button type="submit" className={styles.button} disabled={!canConfirm || busy || locked} aria-busy={busy || undefined}>
        <FormattedMessage id="admin.event.confirm" />
      </button>
      <ConfirmDialog
        open={dialogOpen || !!busy}
        message={t('admin.event.dialog')}
        confirmLabel={t('admin.event.understand')}
        cancelLabel={t('admin.common.cancel')}
        onConfirm={onAccept}
        onCancel={onCancel}
        busy={busy}
      />
    </form>
  );
}
