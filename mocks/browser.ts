// The MSW worker for `npm run dev:mock` and Storybook. The worker script is served from
// mocks/public, never part of the production build.
import { setupWorker } from 'msw/browser';
import { handlers } from './handlers/index';
import { setMockNow } from './state';

export const worker = setupWorker(...handlers);

export interface StartMockWorkerOptions {
  /** The app's clock, so the mock backend replays the same moment (`?now=`, FESTIVAL_NOW). */
  now?: () => number;
  quiet?: boolean;
}

export async function startMockWorker(opts: StartMockWorkerOptions = {}): Promise<void> {
  if (opts.now) setMockNow(opts.now);
  await worker.start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
    quiet: opts.quiet ?? false,
  });
}
