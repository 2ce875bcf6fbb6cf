import { FormattedMessage, useIntl } from 'react-intl';
import type { AuditEntry } from '@contract/console';
import admin from '@/components/admin/admin.module.css';
import styles from './console.module.css';

export interface AuditListProps {
  entries: AuditEntry[];
  loading?: boolean;
  failed?: boolean;
  onRetry?: () => void;
}

const KNOWN_ACTIONS = new Set(['create', 'update', 'delete', 'revoke', 'import']);
const KNOWN_ENTITIES = new Set(['account', 'booth', 'stage', 'location', 'glossary', 'translation_override']);

/** The audit log for Staff: who changed what and when (Korea time), with the before/after summaries. */
export function AuditList({ entries, loading, failed, onRetry }: AuditListProps) {
  const intl = useIntl();
  const when = (iso: string) =>
    intl.formatDate(iso, { timeZone: 'Asia/Seoul', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const action = (a: string) => (KNOWN_ACTIONS.has(a) ? intl.formatMessage({ id: `console.audit.action.${a}` }) : a);
  const entity = (e: string) => (KNOWN_ENTITIES.has(e) ? intl.formatMessage({ id: `console.audit.entity.${e}` }) : e);
  return (
    <section className={admin.card} aria-labelledby="console-audit-h">
      <h2 id="console-audit-h" className={admin.subheading}>
        <FormattedMessage id="console.audit.title" />
      </h2>
      {loading ? (
        <p role="status" aria-busy="true" className={admin.hint}>
          <FormattedMessage id="console.loading" />
        </p>
      ) : failed ? (
        <>
          <p role="alert" className={admin.error}>
            <FormattedMessage id="console.error.loadFailed" />
          </p>
          {onRetry && (
            <button type="button" className={admin.secondary} onClick={onRetry}>
              <FormattedMessage id="console.retry" />
            </button>
          )}
        </>
      ) : entries.length === 0 ? (
        <p className={admin.empty}>
          <FormattedMessage id="console.audit.empty" />
        </p>
      ) : (
        <ul className={admin.list} aria-label={intl.formatMessage({ id: 'console.audit.title' })}>
          {entries.map((e) => (
            <li key={e.id} className={styles.auditItem}>
              <span className={styles.auditWhen}>{when(e.at)}</span>
              <span>
                <FormattedMessage
                  id="console.audit.line"
                  values={{ who: e.admin_name, action: action(e.action), entity: entity(e.entity), id: e.entity_id ?? '' }}
                />
              </span>
              {e.before && (
                <p className={styles.auditChange}>
                  <FormattedMessage id="console.audit.before" values={{ text: e.before }} />
                </p>
              )}
              {e.after && (
                <p className={styles.auditChange}>
                  <FormattedMessage id="console.audit.after" values={{ text: e.after }} />
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
