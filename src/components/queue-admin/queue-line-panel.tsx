// The booth's line screen body (issue 25): what the queue-line machine shows, in one column for a phone. Pure:
// the screen passes the machine's view and context, and sends each callback to the machine.
import { FormattedMessage, useIntl } from 'react-intl';
import type { AdminLine, LineState } from '@contract/queue';
import type { LineMessage, QueueLineView, SettingsDraft, SettingsErrors, SettingsField } from '@machines/queue-line.machine';
import styles from '@/components/admin/admin.module.css';
import { LineSettingsForm } from './line-settings-form';
import { LineStateControls } from './line-state';
import { LineTickets } from './line-tickets';

export interface QueueLinePanelProps {
  view: QueueLineView;
  line: AdminLine | null;
  draft: SettingsDraft;
  errors: SettingsErrors;
  message: LineMessage | null;
  done: LineMessage | null;
  /** The festival clock (ms): minutes waited, and when no-show is offered. */
  nowMs: number;
  onSetState: (state: LineState) => void;
  onChange: (field: SettingsField, value: string) => void;
  onSave: () => void;
  onCallNext: () => void;
  onSeated: (ticketId: number) => void;
  onNoShow: (ticketId: number) => void;
  onUndo: () => void;
  onRetry: () => void;
}

export function QueueLinePanel(p: QueueLinePanelProps) {
  const intl = useIntl();
  const busy = p.view === 'acting';
  const say = (m: LineMessage) => intl.formatMessage({ id: m.id }, m.values);
  return (
    <>
      <h1 className={styles.heading}>
        <FormattedMessage id="admin.queue.title" values={{ booth: p.line?.booth_name ?? '' }} />
      </h1>
      {p.view === 'loading' && (
        <p className={styles.hint} role="status" aria-busy="true">
          <FormattedMessage id="common.loading" />
        </p>
      )}
      {/* What the last call did, or why it did not go through (the line stays as the server last said). */}
      <div role="status" aria-live="polite">
        {busy ? (
          <p className={styles.hint}>
            <FormattedMessage id="admin.queue.busy" />
          </p>
        ) : (
          p.done && <p className={styles.info}>{say(p.done)}</p>
        )}
      </div>
      {p.message && (
        <p role="alert" className={styles.error}>
          {say(p.message)}
        </p>
      )}
      {p.view === 'loadFailed' && (
        <button type="button" className={styles.secondary} onClick={p.onRetry}>
          <FormattedMessage id="admin.queue.retry" />
        </button>
      )}
      {p.line && (p.view === 'showing' || p.view === 'acting') && (
        <>
          <section className={styles.card} aria-label={intl.formatMessage({ id: 'admin.queue.title' }, { booth: p.line.booth_name })}>
            <LineStateControls state={p.line.state} summary={p.line.summary} busy={busy} onSetState={p.onSetState} />
          </section>
          <LineTickets
            tickets={p.line.tickets}
            undo={p.line.undo}
            nowMs={p.nowMs}
            busy={busy}
            onCallNext={p.onCallNext}
            onSeated={p.onSeated}
            onNoShow={p.onNoShow}
            onUndo={p.onUndo}
          />
          <LineSettingsForm draft={p.draft} errors={p.errors} busy={busy} onChange={p.onChange} onSave={p.onSave} />
        </>
      )}
    </>
  );
}
