import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { BOOTH_TIED_ROLES, CONSOLE_ROLES, type ConsoleAccount, type ConsoleRole } from '@contract/console';
import type { AccountDraft, ConsoleMessage } from '@machines/console-accounts.machine';
import admin from '@/components/admin/admin.module.css';
import { ConfirmRow } from './confirm-row';
import styles from './console.module.css';

export interface BoothChoice {
  id: number;
  name: string;
}

export interface AccountsPanelProps {
  accounts: ConsoleAccount[];
  booths: BoothChoice[];
  draft: AccountDraft;
  message: ConsoleMessage | null;
  /** The list is being read. */
  loading?: boolean;
  /** The list could not be read: a retry button instead of the list. */
  failed?: boolean;
  /** A create or revoke is running. */
  busy?: boolean;
  /** The code of the account just created, shown once. */
  createdCode?: string | null;
  createdName?: string | null;
  /** The account waiting for the revoke confirmation. */
  confirmRevoke?: ConsoleAccount | null;
  onChange: (field: keyof AccountDraft, value: string) => void;
  onSubmit: () => void;
  onRetry: () => void;
  onDismissCode: () => void;
  onRevoke: (id: number) => void;
  onConfirmRevoke: () => void;
  onCancelRevoke: () => void;
}

/** One line of the console: the server's words when it gave any, else the id's text; success is a status, the rest an alert. */
export function ConsoleNote({ message }: { message: ConsoleMessage | null }) {
  const intl = useIntl();
  if (!message) return null;
  const text = message.serverText ?? intl.formatMessage({ id: message.id }, message.values);
  return (
    <p role={message.tone === 'ok' ? 'status' : 'alert'} className={message.tone === 'ok' ? admin.info : admin.error}>
      {text}
    </p>
  );
}

/** Staff's admin accounts: the list with revoke buttons, the new-account form, and a new code shown once. */
export function AccountsPanel(p: AccountsPanelProps) {
  const intl = useIntl();
  const nameId = useId();
  const roleId = useId();
  const boothId = useId();
  const tied = BOOTH_TIED_ROLES.includes(p.draft.role);
  const roleName = (role: string) => intl.formatMessage({ id: `console.role.${role}` });
  return (
    <section className={admin.card} aria-labelledby={`${nameId}-h`}>
      <h2 id={`${nameId}-h`} className={admin.subheading}>
        <FormattedMessage id="console.accounts.title" />
      </h2>
      <ConsoleNote message={p.message} />
      {p.createdCode && (
        <div className={admin.card} role="region" aria-label={intl.formatMessage({ id: 'console.accounts.codeTitle' })}>
          <p className={admin.hint}>
            <FormattedMessage id="console.accounts.codeOnce" values={{ name: p.createdName ?? '' }} />
          </p>
          <p className={styles.code} aria-label={intl.formatMessage({ id: 'console.accounts.codeLabel' })}>
            {p.createdCode}
          </p>
          <button type="button" className={admin.button} onClick={p.onDismissCode}>
            <FormattedMessage id="console.accounts.codeDone" />
          </button>
        </div>
      )}
      {p.loading ? (
        <p role="status" aria-busy="true" className={admin.hint}>
          <FormattedMessage id="console.loading" />
        </p>
      ) : p.failed ? (
        <button type="button" className={admin.secondary} onClick={p.onRetry}>
          <FormattedMessage id="console.retry" />
        </button>
      ) : (
        <ul className={admin.list} aria-label={intl.formatMessage({ id: 'console.accounts.list' })}>
          {p.accounts.map((a) => (
            <li key={a.id} className={`${styles.accountRow} ${a.revoked_at ? styles.revoked : ''}`}>
              <span className={styles.accountName}>{a.name}</span>
              <span className={styles.accountSub}>
                {roleName(a.role)}
                {a.booth_name ? ` · ${a.booth_name}` : ''}
                {a.revoked_at ? ` · ${intl.formatMessage({ id: 'console.accounts.revokedTag' })}` : ''}
              </span>
              {a.role !== 'Staff' && !a.revoked_at && (
                <ConfirmRow
                  className={styles.revokeButton}
                  label={intl.formatMessage({ id: 'console.accounts.revoke' })}
                  name={intl.formatMessage({ id: 'console.accounts.revokeOf' }, { name: a.name })}
                  question={intl.formatMessage({ id: 'console.accounts.confirmRevoke' }, { name: a.name })}
                  cancelLabel={intl.formatMessage({ id: 'admin.common.cancel' })}
                  asking={p.confirmRevoke?.id === a.id}
                  busy={p.busy}
                  disabled={p.busy}
                  onAsk={() => p.onRevoke(a.id)}
                  onConfirm={p.onConfirmRevoke}
                  onCancel={p.onCancelRevoke}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      <form
        className={admin.form}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          p.onSubmit();
        }}
      >
        <h3 className={admin.subheading}>
          <FormattedMessage id="console.accounts.new" />
        </h3>
        <div className={admin.field}>
          <label htmlFor={nameId} className={admin.label}>
            <FormattedMessage id="console.accounts.name" />
          </label>
          <input id={nameId} className={admin.input} value={p.draft.name} maxLength={60} onChange={(e) => p.onChange('name', e.target.value)} />
        </div>
        <div className={admin.field}>
          <label htmlFor={roleId} className={admin.label}>
            <FormattedMessage id="console.accounts.role" />
          </label>
          <select id={roleId} className={styles.select} value={p.draft.role} onChange={(e) => p.onChange('role', e.target.value as ConsoleRole)}>
            {CONSOLE_ROLES.map((r) => (
              <option key={r} value={r}>
                {roleName(r)}
              </option>
            ))}
          </select>
        </div>
        {tied && (
          <div className={admin.field}>
            <label htmlFor={boothId} className={admin.label}>
              <FormattedMessage id="console.accounts.booth" />
            </label>
            <select id={boothId} className={styles.select} value={p.draft.boothId} onChange={(e) => p.onChange('boothId', e.target.value)}>
              <option value="">{intl.formatMessage({ id: 'console.accounts.boothPick' })}</option>
              {p.booths.map((b) => (
                <option key={b.id} value={String(b.id)}>
                  {b.name}
                </option>
              ))}
            </select>
          </div>
        )}
        <button type="submit" className={admin.button} disabled={p.busy || p.loading} aria-busy={p.busy || undefined}>
          <FormattedMessage id="console.accounts.create" />
        </button>
      </form>
    </section>
  );
}
