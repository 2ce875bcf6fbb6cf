// /my: the visitor's festival on this device. Turning a reminder on asks for notifications (only then);
// "leave now" asks for the position once to count the walk to the stage.
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { locateUser } from '@/lib/geo';
import { now as clockNow } from '@/lib/clock';
import { useNow } from '@/hooks/use-now';
import { languageStore } from '@/stores/language';
import { myFestival, setReminder, toggleFavouriteAct, toggleFavouriteBooth, visitorPosition, type FavouriteAct, type ReminderSetting } from '@/stores/favourites';
import { actsCalendar, downloadIcs } from './calendar';
import { shareLink } from './share';
import { askNotificationPermission, notificationPermission } from './deliver';
import { MyFestivalView } from './my-festival-view';
import { WithLateMessages } from '@/i18n/late-messages';

export default function MyFestivalScreen() {
  return (
    <WithLateMessages text="my">
      <MyFestival />
    </WithLateMessages>
  );
}

function MyFestival() {
  const intl = useIntl();
  const { lang } = useSnapshot(languageStore);
  const mine = useSnapshot(myFestival);
  const { at: position } = useSnapshot(visitorPosition);
  const now = useNow(15_000);

  const onReminderChange = (act: FavouriteAct, s: ReminderSetting | null) => {
    setReminder(act.id, s ? { lead: s.lead, walk: s.walk } : null);
    if (s) void askNotificationPermission();
    if (s?.walk && !visitorPosition.at) {
      void locateUser().then((r) => {
        if (r.ok) visitorPosition.at = { lat: r.location.x, lng: r.location.y };
      });
    }
  };
  const onCalendar = (acts: FavouriteAct[]) => {
    const name = intl.formatMessage({ id: 'my.calendar.name' });
    const text = actsCalendar(acts, { origin: location.origin, stamp: clockNow(), name });
    downloadIcs(text, acts.length === 1 ? `festival-act-${acts[0].id}` : 'my-festival');
  };

  return (
    <MyFestivalView
      lang={lang}
      now={now}
      coupons={mine.coupons}
      booths={mine.booths}
      acts={mine.acts}
      reminders={mine.reminders}
      position={position}
      notificationsDenied={notificationPermission() === 'denied'}
      onToggleBooth={(b) => toggleFavouriteBooth(b)}
      onToggleAct={(a) => toggleFavouriteAct(a)}
      onReminderChange={onReminderChange}
      onCalendar={onCalendar}
      onShare={(a) => shareLink(a.name, `/timetable?act=${a.id}`)}
    />
  );
}
