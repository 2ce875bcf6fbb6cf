// Counts the EventSources a page holds open (the live stream), for the live journeys.
import type { Page } from '@playwright/test';

/** Every EventSource the page makes, to see whether one is open. */
export async function watchStreams(app: Page) {
  await app.addInitScript(() => {
    const Native = window.EventSource;
    const made: EventSource[] = [];
    (window as unknown as { __streams: EventSource[] }).__streams = made;
    window.EventSource = class extends Native {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        made.push(this);
      }
    } as typeof EventSource;
  });
}
export const openStreams = (app: Page) =>
  app.evaluate(() => (window as unknown as { __streams: EventSource[] }).__streams.filter((s) => s.readyState !== 2).length);
