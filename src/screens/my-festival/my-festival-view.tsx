// My festival as a pure view: coupons, favourite booths with their live status, favourite performances in
// time order with their reminders and "add to calendar". The screen passes the store and the clock in.
import { useIntl } from 'react-intl';
import type { Language } from '@contract/constants';
import { ActRow } from '@/components/favourites/act-row';
import { BoothRow } from '@/components/favourites/booth-row';
import { CouponCard } from '@/components/favourites/coupon-card';
import styles from '@/components/favourites/favourites.module.css';
import type { ShareOutcome } from '@/components/favourites/share-button';
import type { FavouriteAct, FavouriteBooth, KeptCoupon, ReminderSetting } from '@/stores/favourites';
import { actsInOrder, actStatus, boothOpenNow, reminderDueAt, walkMs } from './my-festival-rules';

export interface MyFestivalViewProps {
  lang: Language;
  now: number;
  coupons: readonly KeptCoupon[];
  booths: readonly FavouriteBooth[];
  acts: readonly FavouriteAct[];
  reminders: Readonly<Record<string, ReminderSetting>>;
  position: { lat: number; lng: number } | null;
  notificationsDenied: boolean;
  onToggleBooth: (b: FavouriteBooth) => void;
  onToggleAct: (a: FavouriteAct) => void;
  onReminderChange: (a: FavouriteAct, s: ReminderSetting | null) => void;
  onCalendar: (acts: FavouriteAct[]) => void;
  onShare?: (a: FavouriteAct) => Promise<ShareOutcome>;
}

export function MyFestivalView(p: MyFestivalViewProps) {
  const intl = useIntl();
  const m = (id: string) => intl.formatMessage({ id });
  const acts = actsInOrder(p.acts, p.now);
  const upcoming = acts.filter((a) => Date.parse(a.end) > p.now);
  return (
    <div>
      <h1 className={styles.section} style={{ margin: 0, paddingBottom: 0, fontSize: 20 }}>
        {m('my.title')}
      </h1>
      <section className={styles.section} aria-labelledby="my-coupons">
        <h2 id="my-coupons" className={styles.heading}>
          {m('my.coupons')}
        </h2>
        {p.coupons.length === 0 ? (
          <p className={styles.empty}>{m('my.coupons.empty')}</p>
        ) : (
          <div className={styles.list}>
            {[...p.coupons].reverse().map((c) => (
              <CouponCard key={c.code} coupon={c} />
            ))}
          </div>
        )}
      </section>
      <section className={styles.section} aria-labelledby="my-acts">
        <h2 id="my-acts" className={styles.heading}>
          {m('my.acts')}
        </h2>
        {acts.length === 0 ? (
          <p className={styles.empty}>{m('my.acts.empty')}</p>
        ) : (
          <>
            <ul className={styles.list}>
              {acts.map((a) => {
                const setting = p.reminders[String(a.id)] ?? null;
                const walk = walkMs(p.position, a.location);
                return (
                  <ActRow
                    key={a.id}
                    act={a}
                    lang={p.lang}
                    status={actStatus(a, p.now)}
                    reminder={setting}
                    walkMinutes={walk === null ? null : Math.ceil(walk / 60_000)}
                    dueAt={setting ? reminderDueAt(a, setting, walk) : null}
                    denied={p.notificationsDenied}
                    onToggleStar={() => p.onToggleAct(a)}
                    onReminderChange={(s) => p.onReminderChange(a, s)}
                    onCalendar={() => p.onCalendar([a])}
                    onShare={p.onShare ? () => p.onShare!(a) : undefined}
                  />
                );
              })}
            </ul>
            {upcoming.length > 1 && (
              <button type="button" className={styles.action} onClick={() => p.onCalendar(upcoming)}>
                {m('my.calendar.all')}
              </button>
            )}
          </>
        )}
      </section>
      <section className={styles.section} aria-labelledby="my-booths">
        <h2 id="my-booths" className={styles.heading}>
          {m('my.booths')}
        </h2>
        {p.booths.length === 0 ? (
          <p className={styles.empty}>{m('my.booths.empty')}</p>
        ) : (
          <ul className={styles.list}>
            {p.booths.map((b) => (
              <BoothRow key={b.id} booth={b} open={boothOpenNow(b.hours, p.now)} onToggleStar={() => p.onToggleBooth(b)} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
