// How a reminder reaches the visitor: a system notification shown by the service worker when the browser
// allows it (asked only when the visitor turns a reminder on), otherwise the in-app toast.
import type { ReminderChannel } from '@machines/reminder.machine';

type Permission = 'granted' | 'denied' | 'default' | 'unsupported';

export function notificationPermission(): Permission {
  return typeof Notification === 'undefined' ? 'unsupported' : (Notification.permission as Permission);
}

/** Asks once, when a reminder is turned on; never throws. */
export async function askNotificationPermission(): Promise<Permission> {
  const now = notificationPermission();
  if (now !== 'default') return now;
  try {
    return (await Notification.requestPermission()) as Permission;
  } catch {
    return 'denied';
  }
}

export interface ReminderMessage {
  title: string;
  body: string;
  tag: string;
  url: string;
}

/** Shows the notification through the service worker; 'toast' when it cannot. */
export async function deliverReminder(message: ReminderMessage): Promise<ReminderChannel> {
  if (notificationPermission() !== 'granted' || !('serviceWorker' in navigator)) return 'toast';
  const registration = await Promise.race([
    navigator.serviceWorker.ready,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), 2000)),
  ]);
  if (!registration) return 'toast';
  await registration.showNotification(message.title, { body: message.body, tag: message.tag, data: { url: message.url } });
  return 'notification';
}
