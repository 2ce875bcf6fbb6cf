// Code that fails to download (a campus network that drops for a moment, a phone between cells) is fetched
// again instead of failing the page: as soon as the browser is back online, otherwise after 1, 2, 4 and 8 s.
// Chromium and Firefox fetch a failed dynamic import again when it is asked for again.

const DELAYS_MS = [1000, 2000, 4000, 8000];

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

function backOnline(): Promise<void> {
  return new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * `load`, tried again after a failure: waiting offline does not use up a try, so code asked for while the
 * network was down arrives once it is back. Rejects with the last error when every try has failed.
 */
export function retryImport<M>(load: () => Promise<M>, delaysMs: readonly number[] = DELAYS_MS): () => Promise<M> {
  const attempt = (n: number): Promise<M> =>
    load().catch((err: unknown) => {
      if (isOffline()) return backOnline().then(() => attempt(n));
      if (n >= delaysMs.length) throw err;
      return sleep(delaysMs[n]!).then(() => attempt(n + 1));
    });
  return () => attempt(0);
}
