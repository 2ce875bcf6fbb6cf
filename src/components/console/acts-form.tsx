import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ACT_KINDS, type ConsoleAct } from '@contract/console-acts';
import type { ConsoleMessage } from '@machines/console-accounts.machine';
import type { ActDraft, ActField, ActFieldErrors } from '@machines/console-acts.machine';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { FieldError } from '@/components/admin/text-field';
import admin from '@/components/admin/admin.module.css';
import { ConsoleNote } from './accounts-panel';
import styles from './console.module.css';

export interface ActFormProps {
  draft: ActDraft;
  dates: readonly string[];
  errors: ActFieldErrors;
  /** Acts on the same stage this act's times overlap, shown before saving. */
  overlaps: ConsoleAct[];
  /** The clash waits for the admin's confirmation. */
  confirming?: boolean;
  busy?: boolean;
  message: ConsoleMessage | null;
  onField: (field: Exclude<ActField, 'image'>, value: string) => void;
  onImage: (file: File) => void;
  onRemoveImage: () => void;
  onSubmit: () => void;
  onCancel: () => void;
  onConfirmOverlap: () => void;
  onCancelOverlap: () => void;
}

/** The image shown in the form: a newly chosen file (an object URL while shown), else the act's own. */
function usePreview(draft: ActDraft): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!draft.image) return setUrl(null);
    const u = URL.createObjectURL(draft.image);
    setUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [draft.image]);
  return url ?? (draft.remove_image ? null : draft.image_url);
}

/** One act: name, stage, kind, a festival day with start and end, an image; clashes named before saving. */
export function ActForm(p: ActFormProps) {
  const intl = useIntl();
  const id = useId();
  const d = p.draft;
  const preview = usePreview(d);
  const names = p.overlaps.map((a) => `${a.name} (${a.start_time.slice(11, 16)}–${a.end_time.slice(11, 16)})`).join(', ');
  const field = (name: 'name' | 'location_name' | 'start' | 'end', label: string, type = 'text') => (
    <div className={admin.field}>
      <label htmlFor={`${id}-${name}`} className={admin.label}>
        <FormattedMessage id={label} />
      </label>
      <input
        id={`${id}-${name}`}
        name={name}
        type={type}
        className={admin.input}
        value={d[name]}
        aria-invalid={!!p.errors[name] || undefined}
        aria-describedby={p.errors[name] ? `${id}-${name}-e` : undefined}
        onChange={(e) => p.onField(name, e.target.value)}
      />
      <FieldError id={`${id}-${name}-e`} message={p.errors[name] ?? null} />
    </div>
  );
  return (
    <section className={admin.card} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className={admin.subheading}>
        <FormattedMessage id={d.id === null ? 'console.acts.formNew' : 'console.acts.formEdit'} />
      </h2>
      <ConsoleNote message={p.message} />
      <form
        className={admin.form}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          p.onSubmit();
        }}
      >
        {field('name', 'console.acts.name')}
        {field('location_name', 'console.acts.stage')}
        <div className={admin.field}>
          <label htmlFor={`${id}-kind`} className={admin.label}>
            <FormattedMessage id="console.acts.kind" />
          </label>
          <select id={`${id}-kind`} className={styles.select} value={d.kind} onChange={(e) => p.onField('kind', e.target.value)}>
            {ACT_KINDS.map((k) => (
              <option key={k} value={k}>
                {intl.formatMessage({ id: `console.acts.kind.${k}` })}
              </option>
            ))}
          </select>
        </div>
        <div className={admin.field}>
          <label htmlFor={`${id}-day`} className={admin.label}>
            <FormattedMessage id="console.acts.day" />
          </label>
          <select
            id={`${id}-day`}
            className={styles.select}
            value={d.day}
            aria-invalid={!!p.errors.day || undefined}
            aria-describedby={p.errors.day ? `${id}-day-e` : undefined}
            onChange={(e) => p.onField('day', e.target.value)}
          >
            {!p.dates.includes(d.day) && <option value={d.day}>{d.day}</option>}
            {p.dates.map((date, i) => (
              <option key={date} value={date}>
                {intl.formatMessage({ id: 'console.acts.dayHeading' }, { n: i + 1, date })}
              </option>
            ))}
          </select>
          <FieldError id={`${id}-day-e`} message={p.errors.day ?? null} />
        </div>
        <div className={styles.actFormRow}>
          {field('start', 'console.acts.start', 'time')}
          {field('end', 'console.acts.end', 'time')}
        </div>
        {p.overlaps.length > 0 && (
          <p role="alert" className={styles.actWarning}>
            <span className={styles.staleBadge}>
              <FormattedMessage id="console.acts.overlapBadge" />
            </span>{' '}
            <FormattedMessage id="console.acts.overlapWith" values={{ names }} />
          </p>
        )}
        <div className={admin.field}>
          <span className={admin.label}>
            <FormattedMessage id="console.acts.image" />
          </span>
          {preview && <img className={styles.actPreview} src={preview} alt={d.name} width={96} height={96} />}
          <label className={`${admin.secondary} ${admin.fileButton}`}>
            <FormattedMessage id="admin.form.uploadPhoto" />
            <input
              className={admin.fileInput}
              type="file"
              name="image"
              accept="image/jpeg,image/png,image/webp"
              aria-describedby={p.errors.image ? `${id}-image-e` : undefined}
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) p.onImage(file);
                e.target.value = '';
              }}
            />
          </label>
          {d.image && (
            <p className={admin.hint}>
              <FormattedMessage id="console.acts.imageNew" />
            </p>
          )}
          {preview && (
            <button type="button" className={admin.secondary} onClick={p.onRemoveImage}>
              <FormattedMessage id="console.acts.imageRemove" />
            </button>
          )}
          <FieldError id={`${id}-image-e`} message={p.errors.image ?? null} />
        </div>
        <div className={admin.actions}>
          <button type="button" className={admin.secondary} onClick={p.onCancel} disabled={p.busy}>
            <FormattedMessage id="console.acts.cancel" />
          </button>
          <button type="submit" className={admin.button} disabled={p.busy} aria-busy={p.busy || undefined}>
            <FormattedMessage id="console.acts.save" />
          </button>
        </div>
      </form>
      <ConfirmDialog
        open={!!p.confirming}
        message={intl.formatMessage({ id: 'console.acts.overlapConfirm' }, { names })}
        confirmLabel={intl.formatMessage({ id: 'console.acts.overlapYes' })}
        cancelLabel={intl.formatMessage({ id: 'console.acts.overlapNo' })}
        onConfirm={p.onConfirmOverlap}
        onCancel={p.onCancelOverlap}
        busy={p.busy}
      />
    </section>
  );
}
