// A call reaches the visitor as a system notification through the service worker where they allowed it (asked
// only when they join a line). The same steps as my-festival/deliver.ts, kept apart so neither the reminders'
// nor the queue's code drags the other into a chunk of its own.

/** Asks once, when the visitor joins a line; never throws. */
export async function askNotificationPermission(): Promise<void> {
  if (typeof Notification === 'undefined' || Notification.permission !== 'default') return;
  try {
    await Notification.requestPermission();
  } catch {
    // Refused or unsupported: the banner on the open page still tells them.
  }
}

/** Shows the notification through the service worker; false when it cannot (the banner shows anyway). */
export async function notifyTurn(message: { title: string; body: string; tag: string; url: string }): Promise<boolean> {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted' || !('serviceWorker' in navigator)) return false;
  const registration = await Promise.race([navigator.serviceWorker.ready, new Promise<null>((resolve) => setTimeout(() => resolve(null), 2000))]);
  if (!registration) return false;
  await registration.showNotification(message.title, { body: message.body, tag: message.tag, data: { url: message.url } });
  return true;
}
