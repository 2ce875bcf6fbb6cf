// The lines on the organiser dashboard (issue 25): for the booth chosen, the parties waiting at each hour's end,
// the average wait from joining to the call and the no-show rate per hour (a HourChart, with its table); above it,
// every booth's day in one table (joined, called, average wait, no-show rate).
import { useId, useState } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { noShowPercent } from '@contract/rules/queue-stats';
import type { DashboardLine } from '@contract/types';
import { CHART_COLORS } from './dashboard-charts';
import { HourChart } from './hour-chart';
import s from './dashboard.module.css';

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/** A booth's day: joins, calls, their average wait (weighted by the calls of each hour) and no-show rate. */
export function lineDay(line: DashboardLine) {
  const called = sum(line.called);
  const waited = sum(line.called.map((n, h) => n * line.avg_wait_minutes[h]));
  return {
    joined: sum(line.joined),
    called,
    avgWait: called ? Math.round((waited / called) * 10) / 10 : null,
    noShow: noShowPercent(sum(line.seated), sum(line.no_shows)),
  };
}

function DayTable({ lines, labelledBy }: { lines: DashboardLine[]; labelledBy: string }) {
  const none = <FormattedMessage id="admin.dashboard.queue.none" />;
  return (
    <div className={s.tableWrap}>
      <table className={s.table} aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="admin.dashboard.queue.booth" />
            </th>
            <th scope="col">
              <FormattedMessage id="admin.dashboard.queue.joined" />
            </th>
            <th scope="col">
              <FormattedMessage id="admin.dashboard.queue.called" />
            </th>
            <th scope="col">
              <FormattedMessage id="admin.dashboard.queue.avgWait" />
            </th>
            <th scope="col">
              <FormattedMessage id="admin.dashboard.queue.noShowRate" />
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => {
            const d = lineDay(l);
            return (
              <tr key={l.booth_id}>
                <th scope="row">{l.name}</th>
                <td>
                  <FormattedNumber value={d.joined} />
                </td>
                <td>
                  <FormattedNumber value={d.called} />
                </td>
                <td>{d.avgWait === null ? none : <FormattedMessage id="admin.dashboard.queue.minutes" values={{ minutes: d.avgWait }} />}</td>
                <td>{d.noShow === null ? none : <FormattedNumber value={d.noShow / 100} style="percent" />}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

export function QueueLinesChart({ lines }: { lines: DashboardLine[] }) {
  const intl = useIntl();
  const headingId = useId();
  const [boothId, setBoothId] = useState<number | null>(null);
  if (lines.length === 0) {
    return (
      <section className={s.card} aria-labelledby={headingId}>
        <h2 id={headingId} className={s.title}>
          <FormattedMessage id="admin.dashboard.queue.title" />
        </h2>
        <p className={s.empty}>
          <FormattedMessage id="admin.dashboard.queue.empty" />
        </p>
      </section>
    );
  }
  const line = lines.find((l) => l.booth_id === boothId) ?? lines[0];
  const rate = line.seated.map((seated, h) => noShowPercent(seated, line.no_shows[h]) ?? 0);
  return (
    <>
      <section className={s.card} aria-labelledby={headingId}>
        <h2 id={headingId} className={s.title}>
          <FormattedMessage id="admin.dashboard.queue.title" />
        </h2>
        <p className={s.note}>
          <FormattedMessage id="admin.dashboard.queue.dayNote" />
        </p>
        <DayTable lines={lines} labelledBy={headingId} />
      </section>
      <HourChart
        title={<FormattedMessage id="admin.dashboard.queue.hoursTitle" values={{ booth: line.name }} />}
        note={<FormattedMessage id="admin.dashboard.queue.note" />}
        kind="lines"
        legendValue="none"
        controls={
          lines.length > 1 && (
            <label className={s.note}>
              <FormattedMessage id="admin.dashboard.queue.booth" />{' '}
              <select className={s.select} value={line.booth_id} onChange={(e) => setBoothId(Number(e.target.value))}>
                {lines.map((l) => (
                  <option key={l.booth_id} value={l.booth_id}>
                    {l.name}
                  </option>
                ))}
              </select>
            </label>
          )
        }
        series={[
          { label: intl.formatMessage({ id: 'admin.dashboard.queue.waiting' }), values: line.waiting, color: CHART_COLORS[0] },
          { label: intl.formatMessage({ id: 'admin.dashboard.queue.avgWaitSeries' }), values: line.avg_wait_minutes, color: CHART_COLORS[1], dash: true },
          { label: intl.formatMessage({ id: 'admin.dashboard.queue.noShowSeries' }), values: rate, color: CHART_COLORS[2], dash: true },
        ]}
      />
    </>
  );
}
