// The booth admin's status panel (issue 20): one tap sets the wait, one tap marks a menu item sold out or back.
import { useIntl } from 'react-intl';
import { BOOTH_STATUSES, type BoothStatusValue } from '@contract/status';
import type { StatusFailure, StatusMenu } from '@machines/booth-status.machine';
import { minutesAgo, STATUS_LABEL } from './status-badge';
import styles from './status.module.css';

export interface StatusPanelProps {
  boothName: string;
  status: BoothStatusValue | null;
  updatedAt: string | null;
  nowMs: number;
  menus: readonly StatusMenu[];
  busy: boolean;
  /** What the last save did (the confirmation line). */
  saved: { status: BoothStatusValue } | { menuId: number; soldout: boolean } | null;
  failure: StatusFailure | null;
  onSetStatus: (status: BoothStatusValue) => void;
  onToggleMenu: (menuId: number) => void;
}

const FAILURE_ID: Record<StatusFailure, string> = {
  network: 'status.error.network',
  forbidden: 'status.error.forbidden',
  failed: 'status.error.failed',
};

export function StatusPanel(p: StatusPanelProps) {
  const intl = useIntl();
  const m = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const minutes = minutesAgo(p.updatedAt, p.nowMs);
  const savedMenu = p.saved && 'menuId' in p.saved ? p.menus.find((x) => x.id === (p.saved as { menuId: number }).menuId) : undefined;
  return (
    <section className={styles.panel} aria-labelledby="booth-status-title" aria-busy={p.busy}>
      <h2 id="booth-status-title">{m('status.panel.title', { name: p.boothName })}</h2>
      <p className={styles.note}>
        {p.status && minutes !== null
          ? m('status.panel.current', { status: m(STATUS_LABEL[p.status]), minutes })
          : m('status.panel.none')}
      </p>
      <div className={styles.choices} role="group" aria-label={m('status.panel.choose')}>
        {BOOTH_STATUSES.map((s) => (
          <button
            key={s}
            type="button"
            className={styles.choice}
            aria-pressed={p.status === s}
            disabled={p.busy}
            onClick={() => p.onSetStatus(s)}
          >
            {m(STATUS_LABEL[s])}
          </button>
        ))}
      </div>
      <h3>{m('status.panel.menus')}</h3>
      {p.menus.length === 0 ? (
        <p className={styles.note}>{m('status.panel.noMenus')}</p>
      ) : (
        <table className={styles.menus}>
          <caption className={styles.hidden}>{m('status.panel.menus')}</caption>
          <tbody>
            {p.menus.map((item) => (
              <tr key={item.id} className={styles.menu} data-soldout={item.soldout}>
                <th scope="row" className={styles.menuName}>
                  {item.name}
                </th>
                <td>
                  <button
                    type="button"
                    className={styles.toggle}
                    aria-pressed={item.soldout}
                    disabled={p.busy}
                    onClick={() => p.onToggleMenu(item.id)}
                  >
                    {/* Named by hidden text ("오징어볶음 품절", pressed or not), not aria-label: a name set by aria-label
                        must contain the visible state word, which changes with the press. */}
                    <span className={styles.hidden}>{m('status.panel.soldOutFor', { name: item.name })}</span>
                    <span aria-hidden="true">{m(item.soldout ? 'status.panel.soldOut' : 'status.panel.onSale')}</span>
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {/* The status role only while it says something (the page has its own loading status). */}
      <div role={p.failure || p.saved ? 'status' : undefined} aria-live="polite">
        {p.failure ? (
          <p className={styles.error}>{m(FAILURE_ID[p.failure])}</p>
        ) : p.saved && 'status' in p.saved ? (
          <p className={styles.note}>{m('status.panel.savedStatus', { status: m(STATUS_LABEL[p.saved.status]) })}</p>
        ) : savedMenu ? (
          <p className={styles.note}>{m(savedMenu.soldout ? 'status.panel.savedSoldOut' : 'status.panel.savedBack', { name: savedMenu.name })}</p>
        ) : null}
      </div>
    </section>
  );
}
