import { FormattedMessage, useIntl } from 'react-intl';
import type { FormMessage } from '@machines/admin-shared';
import { AdminMessage } from './admin-message';
import styles from './admin.module.css';

export interface LoginFormProps {
  code: string;
  onCodeChange: (value: string) => void;
  onSubmit: () => void;
  canSubmit: boolean;
  busy?: boolean;
  message: FormMessage | null;
}

/** The admin_code field and the log-in button (spec §2 Admin screens). */
export function LoginForm({ code, onCodeChange, onSubmit, canSubmit, busy, message }: LoginFormProps) {
  const intl = useIntl();
  return (
    <form
      className={styles.form}
      aria-label={intl.formatMessage({ id: 'admin.login.title' })}
      onSubmit={(e) => {
        e.preventDefault();
        if (canSubmit && !busy) onSubmit();
      }}
    >
      <h1 className={styles.heading}>
        <FormattedMessage id="admin.login.title" />
      </h1>
      <label className={styles.field}>
        <span className={styles.label}>
          <FormattedMessage id="admin.login.code" />
        </span>
        <input
          className={styles.input}
          name="admin_code"
          type="password"
          autoComplete="current-password"
          autoCapitalize="off"
          spellCheck={false}
          value={code}
          onChange={(e) => onCodeChange(e.target.value)}
          aria-invalid={message?.id === 'admin.login.failed' || undefined}
        />
      </label>
      <AdminMessage message={message} />
      <button type="submit" className={styles.button} disabled={!canSubmit || busy} aria-busy={busy || undefined}>
        <FormattedMessage id="admin.login.submit" />
      </button>
    </form>
  );
}
