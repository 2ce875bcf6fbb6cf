// One dashboard chart of hourly numbers: title, legend with each series' total, the uPlot drawing, and the same
// numbers as a table: always in the accessibility tree, shown on screen with "Show as table".
import { useId, useState, type ReactNode } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { UplotCanvas, type ChartSeries } from './uplot-canvas';
import s from './dashboard.module.css';

export interface HourChartProps {
  title: ReactNode;
  note?: ReactNode;
  series: ChartSeries[];
  kind: 'bars' | 'lines';
  /** Above the legend (e.g. a pub switch). */
  controls?: ReactNode;
  /** Legend figures: each series' sum (default), its last value (running totals), or none (averages, rates). */
  legendValue?: 'sum' | 'last' | 'none';
}

const hasData = (series: ChartSeries[]) => series.some((x) => x.values.some((v) => v > 0));

export function HourChart({ title, note, series, kind, controls, legendValue = 'sum' }: HourChartProps) {
  const intl = useIntl();
  const [shown, setShown] = useState(false);
  const headingId = useId();
  const tableId = useId();
  const empty = !hasData(series);
  // Rows for the hours with something in them: 24 rows of zeros say nothing to a listener.
  const hours = Array.from({ length: 24 }, (_, h) => h).filter((h) => series.some((x) => x.values[h] > 0));
  const hourText = (h: number) => intl.formatMessage({ id: 'admin.dashboard.hourLabel' }, { hour: String(h).padStart(2, '0') });
  return (
    <section className={s.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={s.title}>
        {title}
      </h2>
      {note && <p className={s.note}>{note}</p>}
      {controls}
      {empty ? (
        <p className={s.empty}>
          <FormattedMessage id="admin.dashboard.empty" />
        </p>
      ) : (
        <>
          <ul className={s.legend}>
            {series.map((x) => (
              <li key={x.label}>
                <span className={`${s.swatch} ${x.dash ? s.swatchDash : ''}`} style={x.dash ? { color: x.color } : { background: x.color }} aria-hidden="true" />
                {legendValue === 'none' ? (
                  <span>{x.label}</span>
                ) : (
                  <span>
                    {x.label} ·{' '}
                    <FormattedNumber value={legendValue === 'last' ? (x.values[x.values.length - 1] ?? 0) : x.values.reduce((a, b) => a + b, 0)} />
                  </span>
                )}
              </li>
            ))}
          </ul>
          <UplotCanvas series={series} kind={kind} />
          <button type="button" className={s.toggle} aria-expanded={shown} aria-controls={tableId} onClick={() => setShown((v) => !v)}>
            <FormattedMessage id={shown ? 'admin.dashboard.hideTable' : 'admin.dashboard.showTable'} />
          </button>
          <div id={tableId} className={shown ? s.tableWrap : 'visually-hidden'}>
            <table className={s.table}>
              <caption>{title}</caption>
              <thead>
                <tr>
                  <th scope="col">
                    <FormattedMessage id="admin.dashboard.hour" />
                  </th>
                  {series.map((x) => (
                    <th scope="col" key={x.label}>
                      {x.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {hours.map((h) => (
                  <tr key={h}>
                    <th scope="row">{hourText(h)}</th>
                    {series.map((x) => (
                      <td key={x.label}>
                        <FormattedNumber value={x.values[h] ?? 0} />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
