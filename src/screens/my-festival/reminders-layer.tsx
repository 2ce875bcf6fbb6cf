// Runs a reminder machine for each favourite performance with a reminder, on every screen while the app is
// open (loaded after the first paint, like the live layer). A reminder delivered once is marked, so a reload
// does not remind again; the toast shows when there is no system notification.
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { kstTime } from '@contract/time';
import { reminderMachine, selectReminderChannel, selectReminderShowing, type DeliverInput, type ReminderChannel } from '@machines/reminder.machine';
import { ReminderToast } from '@/components/favourites/reminder-toast';
import { WithLateMessages } from '@/i18n/late-messages';
import { nowMs } from '@/lib/clock';
import { myFestival, visitorPosition, type FavouriteAct, type ReminderSetting } from '@/stores/favourites';
import { deliverReminder } from './deliver';
import { reminderDueAt, walkMs } from './my-festival-rules';

export default function RemindersLayer() {
  const mine = useSnapshot(myFestival);
  if (!Object.keys(mine.reminders).length) return null;
  return (
    <WithLateMessages text="my">
      {mine.acts.map((a) => {
        const s = mine.reminders[String(a.id)];
        return s ? <OneReminder key={`${a.id}:${s.lead}:${s.walk}`} act={a} setting={s} /> : null;
      })}
    </WithLateMessages>
  );
}

/** A reminder delivered before this page opened stays quiet; one delivered now stays shown until dismissed. */
function OneReminder(props: { act: FavouriteAct; setting: ReminderSetting }) {
  const [firedBefore] = useState(() => props.setting.firedAt !== undefined);
  return firedBefore ? null : <RunningReminder {...props} />;
}

function RunningReminder({ act, setting }: { act: FavouriteAct; setting: ReminderSetting }) {
  const intl = useIntl();
  const { at: position } = useSnapshot(visitorPosition);
  const walk = setting.walk ? walkMs(position, act.location) : null;
  const dueAt = reminderDueAt(act, setting, walk);
  const start = Date.parse(act.start);
  const leave = setting.walk && walk !== null;
  const reminder = useActorRef(
    reminderMachine.provide({
      actors: {
        deliver: fromPromise<ReminderChannel, DeliverInput>(async () => {
          const values = { name: act.name, time: kstTime(start), place: act.location ?? '' };
          const channel = await deliverReminder({
            title: leave ? intl.formatMessage({ id: 'my.reminder.leave' }, values) : intl.formatMessage({ id: 'my.reminder.title' }),
            body: intl.formatMessage({ id: 'my.reminder.body' }, values),
            tag: `act-${act.id}`,
            url: '/my',
          }).catch(() => 'toast' as const);
          const kept = myFestival.reminders[String(act.id)];
          if (kept) myFestival.reminders[String(act.id)] = { ...kept, firedAt: nowMs() };
          return channel;
        }),
      },
    }),
    { input: { actId: act.id, dueAt, startsAt: start, now: nowMs() } },
  );
  // The position arrived (or moved): the same reminder, due at its new instant.
  useEffect(() => {
    reminder.send({ type: 'reminder.reschedule', dueAt, now: nowMs() });
  }, [reminder, dueAt]);
  const showing = useSelector(reminder, selectReminderShowing);
  const channel = useSelector(reminder, selectReminderChannel);
  if (!showing || channel !== 'toast') return null;
  return <ReminderToast name={act.name} start={start} place={act.location} leave={leave} onDismiss={() => reminder.send({ type: 'reminder.dismiss' })} />;
}
