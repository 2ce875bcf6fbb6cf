// The organiser dashboard's body (issue 20): the day switch, when the numbers were read, and every chart.
import { FormattedMessage, useIntl } from 'react-intl';
import type { DashboardResponse } from '@contract/types';
import { BoardReadsChart, CouponsChart, GameChart, LikesChart, TopBoothsChart } from './dashboard-charts';
import { LanguagesChart, LiveVisitors, StockChart } from './bar-table';
import { QueueLinesChart } from './queue-lines-chart';
import s from './dashboard.module.css';

export interface DashboardViewProps {
  data: DashboardResponse;
  onDay: (day: string) => void;
}

export function DashboardView({ data, onDay }: DashboardViewProps) {
  const intl = useIntl();
  const updated = intl.formatTime(new Date(data.generated_at), { hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Seoul' });
  return (
    <div className={s.grid}>
      <div className={s.days} role="group" aria-label={intl.formatMessage({ id: 'admin.dashboard.days' })}>
        {data.days.map((day, i) => (
          <button key={day} type="button" className={s.day} aria-pressed={day === data.day} onClick={() => onDay(day)}>
            <FormattedMessage
              id="admin.dashboard.dayButton"
              values={{ n: i + 1, date: intl.formatDate(new Date(`${day}T12:00:00+09:00`), { month: 'numeric', day: 'numeric', timeZone: 'Asia/Seoul' }) }}
            />
          </button>
        ))}
      </div>
      <p className={s.note}>
        <FormattedMessage id="admin.dashboard.updated" values={{ time: updated }} />
      </p>
      <LiveVisitors count={data.live_visitors} />
      <LikesChart likes={data.likes_per_hour} />
      <TopBoothsChart booths={data.top_booths} />
      <GameChart plays={data.plays_per_hour} wins={data.wins_per_hour} />
      <CouponsChart pubs={data.coupons_per_hour} />
      <StockChart stock={data.coupon_stock} />
      <LanguagesChart languages={data.languages} />
      <BoardReadsChart reads={data.board_reads_per_hour} />
      <QueueLinesChart lines={data.queue_lines} />
    </div>
  );
}
