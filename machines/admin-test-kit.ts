// Test support for the admin form machines: records the effects the app would perform (navigation,
// alerts, ending the session) and builds failures shaped like src/api/client.ts's ApiError.
import type { AdminMessageId } from './admin-shared';

export function recordEffects() {
  const redirects: string[] = [];
  const alerts: AdminMessageId[] = [];
  let sessionsEnded = 0;
  return {
    redirects,
    alerts,
    get sessionsEnded() {
      return sessionsEnded;
    },
    actions: {
      redirect: (_: unknown, p: { to: string }) => void redirects.push(p.to),
      alert: (_: unknown, p: { message: AdminMessageId }) => void alerts.push(p.message),
      endSession: () => void (sessionsEnded += 1),
    },
  };
}

/** A failed call as the app's client reports it: an HTTP status (0 = no answer) and the parsed body. */
export function apiFailure(status: number, body?: unknown): Error & { status: number; body: unknown } {
  return Object.assign(new Error(`request failed (${status})`), { status, body });
}
