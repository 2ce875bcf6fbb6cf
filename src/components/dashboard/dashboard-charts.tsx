// The dashboard's hourly charts (issue 20), each a HourChart of one part of the dashboard's answer.
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { DashboardPubHours, DashboardTopBooth } from '@contract/types';
import { HourChart } from './hour-chart';
import s from './dashboard.module.css';

/** Series colours: each 4.5:1 or more on white, and told apart by the legend and dashes too. */
export const CHART_COLORS = ['#c2410c', '#1d4ed8', '#047857', '#7c3aed', '#be123c'] as const;

export function LikesChart({ likes }: { likes: number[] }) {
  const intl = useIntl();
  return (
    <HourChart
      title={<FormattedMessage id="admin.dashboard.likes.title" />}
      kind="bars"
      series={[{ label: intl.formatMessage({ id: 'admin.dashboard.likes.series' }), values: likes, color: CHART_COLORS[0] }]}
    />
  );
}

export function TopBoothsChart({ booths }: { booths: DashboardTopBooth[] }) {
  return (
    <HourChart
      title={<FormattedMessage id="admin.dashboard.top.title" />}
      note={<FormattedMessage id="admin.dashboard.top.note" />}
      kind="lines"
      legendValue="last"
      series={booths.map((b, i) => ({ label: b.name, values: b.cumulative, color: CHART_COLORS[i % CHART_COLORS.length], dash: i % 2 === 1 }))}
    />
  );
}

export function GameChart({ plays, wins }: { plays: number[]; wins: number[] }) {
  const intl = useIntl();
  return (
    <HourChart
      title={<FormattedMessage id="admin.dashboard.game.title" />}
      kind="lines"
      series={[
        { label: intl.formatMessage({ id: 'admin.dashboard.game.plays' }), values: plays, color: CHART_COLORS[1] },
        { label: intl.formatMessage({ id: 'admin.dashboard.game.wins' }), values: wins, color: CHART_COLORS[2], dash: true },
      ]}
    />
  );
}

const sumHours = (rows: number[][]) => Array.from({ length: 24 }, (_, h) => rows.reduce((a, r) => a + (r[h] ?? 0), 0));

/** Coupons issued and redeemed per hour, for all pubs or the one chosen. */
export function CouponsChart({ pubs }: { pubs: DashboardPubHours[] }) {
  const intl = useIntl();
  const [pub, setPub] = useState('');
  const chosen = pubs.filter((p) => !pub || p.pub === pub);
  const controls = pubs.length > 1 && (
    <label className={s.note}>
      <FormattedMessage id="admin.dashboard.coupons.pub" />{' '}
      <select className={s.select} value={pub} onChange={(e) => setPub(e.target.value)}>
        <option value="">{intl.formatMessage({ id: 'admin.dashboard.coupons.allPubs' })}</option>
        {pubs.map((p) => (
          <option key={p.pub} value={p.pub}>
            {p.pub}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <HourChart
      title={<FormattedMessage id="admin.dashboard.coupons.title" />}
      kind="lines"
      controls={controls}
      series={[
        { label: intl.formatMessage({ id: 'admin.dashboard.coupons.issued' }), values: sumHours(chosen.map((p) => p.issued)), color: CHART_COLORS[0] },
        { label: intl.formatMessage({ id: 'admin.dashboard.coupons.redeemed' }), values: sumHours(chosen.map((p) => p.redeemed)), color: CHART_COLORS[1], dash: true },
      ]}
    />
  );
}

export function BoardReadsChart({ reads }: { reads: number[] }) {
  const intl = useIntl();
  return (
    <HourChart
      title={<FormattedMessage id="admin.dashboard.reads.title" />}
      kind="bars"
      series={[{ label: intl.formatMessage({ id: 'admin.dashboard.reads.series' }), values: reads, color: CHART_COLORS[1] }]}
    />
  );
}
