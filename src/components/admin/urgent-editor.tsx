import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { FormMessage } from '@machines/admin-shared';
import { AdminMessage } from './admin-message';
import styles from './admin.module.css';

export interface UrgentEditorProps {
  content: string;
  onChange: (value: string) => void;
  onSave: () => void;
  /** Only after an edit and with non-blank text (spec §4 Admin). */
  canSave: boolean;
  busy?: boolean;
  /** The standing notice is still loading: the field waits. */
  loading?: boolean;
  message: FormMessage | null;
}

/** The urgent (emergency) notice shown on the home marquee: one text and a save button. */
export function UrgentEditor({ content, onChange, onSave, canSave, busy, loading, message }: UrgentEditorProps) {
  const id = useId();
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id} className={styles.subheading}>
        <FormattedMessage id="admin.urgent.title" />
      </h2>
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
    </section>
  );
}
