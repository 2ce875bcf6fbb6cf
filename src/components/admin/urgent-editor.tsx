import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { FormMessage } from '@machines/admin-shared';
import { AdminMessage } from './admin-message';
import { TextField } from './text-field';
import styles from './admin.module.css';

export interface UrgentEditorProps {
  title?: string;
  content: string;
  onChange: (value: string) => void;
  onTitleChange?: (value: string) => void;
  onSave: () => void;
  /** Take the standing notice down when the danger is over. */
  onClear?: () => void;
  /** Only after an edit and with non-blank text (spec §4 Admin). */
  canSave: boolean;
  /** There is a standing notice to take down. */
  canClear?: boolean;
  busy?: boolean;
  /** The standing notice is still loading: the field waits. */
  loading?: boolean;
  message: FormMessage | null;
}

/** The urgent (emergency) notice shown on the home marquee: its title and text, save, and take down. */
export function UrgentEditor(p: UrgentEditorProps) {
  const { content, onChange, onSave, canSave, busy, loading, message } = p;
  const id = useId();
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id} className={styles.subheading}>
        <FormattedMessage id="admin.urgent.title" />
      </h2>
      {p.onTitleChange && (
        <TextField label="admin.urgent.titleLabel" name="urgent-title" value={p.title ?? ''} disabled={loading} onChange={p.onTitleChange} />
      )}
      <textarea
        className={styles.textarea}
        aria-labelledby={id}
        value={content}
        onChange={(e) => onChange(e.target.value)}
        disabled={loading}
        aria-busy={loading || undefined}
        rows={4}
      />
      <AdminMessage message={message} />
      <button type="button" className={styles.button} onClick={onSave} disabled={!canSave || busy} aria-busy={busy || undefined}>
        <FormattedMessage id="admin.urgent.save" />
      </button>
      {p.onClear && (
        <button type="button" className={styles.button} onClick={p.onClear} disabled={!p.canClear || busy}>
          <FormattedMessage id="admin.urgent.clear" />
        </button>
      )}
    </section>
  );
}
