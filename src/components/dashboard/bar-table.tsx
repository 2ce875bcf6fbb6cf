// Coupon stock, languages and live visitors: few numbers, so a table whose rows carry a bar is both the chart
// and its own fallback (the bars are decoration; the cells say the numbers).
import { useId } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { LANGUAGES } from '@contract/constants';
import type { DashboardResponse, DashboardStock } from '@contract/types';
import s from './dashboard.module.css';

function Bar({ value, max }: { value: number; max: number }) {
  return (
    <span className={s.barTrack} aria-hidden="true">
      <span className={s.bar} style={{ width: `${max > 0 ? Math.round((value / max) * 100) : 0}%` }} />
    </span>
  );
}

export function StockChart({ stock }: { stock: DashboardStock[] }) {
  const id = useId();
  return (
    <section className={s.card} aria-labelledby={id}>
      <h2 id={id} className={s.title}>
        <FormattedMessage id="admin.dashboard.stock.title" />
      </h2>
      {stock.length === 0 ? (
        <p className={s.empty}>
          <FormattedMessage id="admin.dashboard.stock.none" />
        </p>
      ) : (
        <div className={s.tableWrap}>
          <table className={s.table} aria-labelledby={id}>
            <thead>
              <tr>
                <th scope="col">
                  <FormattedMessage id="admin.dashboard.coupons.pub" />
                </th>
                <th scope="col">
                  <FormattedMessage id="admin.dashboard.stock.left" />
                </th>
                <th scope="col">
                  <FormattedMessage id="admin.dashboard.coupons.issued" />
                </th>
                <th scope="col">
                  <FormattedMessage id="admin.dashboard.coupons.redeemed" />
                </th>
              </tr>
            </thead>
            <tbody>
              {stock.map((p) => (
                <tr key={p.pub}>
                  <th scope="row">
                    {p.pub}
                    <Bar value={p.remaining} max={p.total} />
                  </th>
                  <td>
                    <FormattedMessage id="admin.dashboard.stock.ofTotal" values={{ remaining: <FormattedNumber value={p.remaining} />, total: <FormattedNumber value={p.total} /> }} />
                  </td>
                  <td>
                    <FormattedNumber value={p.issued} />
                  </td>
                  <td>
                    <FormattedNumber value={p.redeemed} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

export function LanguagesChart({ languages }: { languages: DashboardResponse['languages'] }) {
  const id = useId();
  const intl = useIntl();
  const total = languages.reduce((a, l) => a + l.requests, 0);
  const max = Math.max(0, ...languages.map((l) => l.requests));
  const ordered = [...languages].sort((a, b) => LANGUAGES.indexOf(a.lang) - LANGUAGES.indexOf(b.lang));
  return (
    <section className={s.card} aria-labelledby={id}>
      <h2 id={id} className={s.title}>
        <FormattedMessage id="admin.dashboard.languages.title" />
      </h2>
      <p className={s.note}>
        <FormattedMessage id="admin.dashboard.languages.note" />
      </p>
      {total === 0 ? (
        <p className={s.empty}>
          <FormattedMessage id="admin.dashboard.empty" />
        </p>
      ) : (
        <table className={s.table} aria-labelledby={id}>
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="admin.dashboard.languages.language" />
              </th>
              <th scope="col">
                <FormattedMessage id="admin.dashboard.languages.requests" />
              </th>
              <th scope="col">
                <FormattedMessage id="admin.dashboard.languages.share" />
              </th>
            </tr>
          </thead>
          <tbody>
            {ordered.map((l) => (
              <tr key={l.lang}>
                <th scope="row">
                  {intl.formatMessage({ id: `admin.dashboard.lang.${l.lang}` })}
                  <Bar value={l.requests} max={max} />
                </th>
                <td>
                  <FormattedNumber value={l.requests} />
                </td>
                <td>
                  <FormattedNumber value={total ? l.requests / total : 0} style="percent" maximumFractionDigits={1} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

export function LiveVisitors({ count }: { count: number }) {
  const id = useId();
  return (
    <section className={s.card} aria-labelledby={id}>
      <h2 id={id} className={s.title}>
        <FormattedMessage id="admin.dashboard.live.title" />
      </h2>
      <p className={s.big}>
        <FormattedNumber value={count} />
      </p>
      <p className={s.note}>
        <FormattedMessage id="admin.dashboard.live.note" />
      </p>
    </section>
  );
}
