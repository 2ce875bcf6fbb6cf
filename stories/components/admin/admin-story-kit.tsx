// Story helpers for the admin area: sign an admin in on both sides (the app's session store and the
// mock backend's sessions), sign out, and show where the app navigated to.
import { useSyncExternalStore } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { useLocation } from 'wouter';
import { SAMPLE_ADMINS } from '@contract/sample/admins';
import { setMockNow, state } from '@mocks/state';
import { nowMs } from '@/lib/clock';
import { signIn, signOut } from '@/stores/admin-session';
import { clearFlash } from '@/screens/admin/admin-flash';

/** A `store` parameter: the named sample admin is logged in (uid valid on the mock backend). */
export function asAdmin(name: string) {
  return () => {
    const admin = SAMPLE_ADMINS.find((a) => a.name === name);
    if (!admin) throw new Error(`no sample admin ${name}`);
    const uid = `story-${admin.code}`;
    state.sessions.set(uid, { admin, expiresAt: Number.MAX_SAFE_INTEGER });
    state.currentUid.set(admin.name, uid);
    signIn({ uid, role: admin.role, name: admin.name });
    clearFlash();
    // The mock backend reads the same clock as the app (the `now` parameter).
    setMockNow(() => nowMs());
  };
}

/** A `store` parameter: the app holds a uid the backend no longer knows (expired). */
export function withExpiredUid(name: string) {
  return () => {
    const admin = SAMPLE_ADMINS.find((a) => a.name === name)!;
    signIn({ uid: 'story-expired-uid', role: admin.role, name: admin.name });
    clearFlash();
    setMockNow(() => nowMs());
  };
}

export function signedOut() {
  signOut();
  clearFlash();
}

export const STAFF = '축제기획단';
export const STUCO = '총학생회';
export const CLUB = '멋쟁이사자처럼';

function LocationProbe() {
  const [path] = useLocation();
  return (
    <p style={{ margin: 16, fontSize: 12, color: '#6b635c' }}>
      path: <code aria-label="current path">{path}</code>
    </p>
  );
}

/** Shows the wouter path under the story, so play functions can see redirects. */
export const withPath: Decorator = (Story) => (
  <>
    <Story />
    <LocationProbe />
  </>
);

/** Effects a machine stepper records instead of performing (navigation, alerts, sign-out), shown on screen. */
export function effectLog() {
  const entries: string[] = [];
  const listeners = new Set<() => void>();
  const push = (e: string) => {
    entries.push(e);
    listeners.forEach((l) => l());
  };
  return {
    actions: {
      redirect: (_: unknown, p: { to: string }) => push(`redirect ${p.to}`),
      alert: (_: unknown, p: { message: string }) => push(`alert ${p.message}`),
      endSession: () => push('endSession'),
    },
    push,
    subscribe: (l: () => void) => (listeners.add(l), () => void listeners.delete(l)),
    get: () => entries.join(' | '),
  };
}

export function EffectLogView({ log }: { log: ReturnType<typeof effectLog> }) {
  const text = useSyncExternalStore(log.subscribe, log.get);
  return (
    <p style={{ fontSize: 13 }}>
      effects: <code aria-label="effects">{text}</code>
    </p>
  );
}
