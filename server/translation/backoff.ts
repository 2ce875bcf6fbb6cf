// A failing provider is left alone for a while: 2 s after the first failure, doubling up to 30 s,
// reset by a success, so an outage costs a few quick errors instead of a queue of timeouts.
const BACKOFF_FIRST_MS = 2_000;
const BACKOFF_MAX_MS = 30_000;

export interface ProviderBackoff {
  blocked(): boolean;
  /** Records a failure; returns how long the provider is now left alone (ms). */
  failed(): number;
  succeeded(): void;
}

export function createBackoff(now: () => Date): ProviderBackoff {
  let failures = 0;
  let blockedUntil = 0;
  return {
    blocked: () => now().getTime() < blockedUntil,
    failed() {
      failures += 1;
      const wait = Math.min(BACKOFF_FIRST_MS * 2 ** (failures - 1), BACKOFF_MAX_MS);
      blockedUntil = now().getTime() + wait;
      return wait;
    },
    succeeded() {
      failures = 0;
      blockedUntil = 0;
    },
  };
}
