// Story helpers for the admin area: sign an admin in on both sides (the app's session store and the
// mock backend's sessions), sign out, and show where the app navigated to.
import { useEffect, useLayoutEffect, useRef, useSyncExternalStore, type ComponentType } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { useQueryClient } from '@tanstack/react-query';
import { expect, waitFor, within } from 'storybook/test';
import { Route, Switch, useLocation } from 'wouter';
import { SAMPLE_ADMINS } from '@contract/sample/admins';
import { setMockNow, state } from '@mocks/state';
import { nowMs } from '@/lib/clock';
import { applyLiveEvent } from '@/live/live-events';
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

/**
 * Every alert the story has shown so far, kept in an attribute under it: a screen that says something and then moves on (an expired
 * session goes to login after 1.8 s) is read even when a loaded machine starts the play function late.
 */
function AlertsSeen() {
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const seen: string[] = [];
    const read = () => {
      for (const a of document.querySelectorAll('[role="alert"]')) {
        const text = a.textContent ?? '';
        if (text && !seen.includes(text)) seen.push(text);
      }
      // An attribute, not text (a story's own text queries must not find it twice), written only when it grows:
      // the observer sees no attributes, and its own write would be a change it sees.
      ref.current?.setAttribute('data-seen', seen.join('\n'));
    };
    const observer = new MutationObserver(read);
    observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: false });
    read();
    return () => observer.disconnect();
  }, []);
  return <code ref={ref} aria-label="alerts seen" data-seen="" hidden />;
}

/** Shows the wouter path under the story, so play functions can see redirects, and keeps the alerts it showed. */
export const withPath: Decorator = (Story) => (
  <>
    <AlertsSeen />
    <Story />
    <LocationProbe />
  </>
);

/** What the live stream would carry to this page under a story: one event at a time, handed to the app's own handling. */
const liveFeed = new EventTarget();

function LiveStandIn() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const hear = (e: Event) => {
      const { kind, data } = (e as CustomEvent<{ kind: string; data: unknown }>).detail;
      applyLiveEvent(queryClient, kind, data);
    };
    liveFeed.addEventListener('live', hear);
    return () => liveFeed.removeEventListener('live', hear);
  }, [queryClient]);
  return null;
}

/** The page hears live events as the app's stream hands them on (`deleteOnAnotherPhone` sends one). */
export const withLive: Decorator = (Story) => (
  <>
    <LiveStandIn />
    <Story />
  </>
);

/** One live event reaches the page, as the server's stream sends it (needs `withLive`). */
export function hearLive(kind: string, data: unknown) {
  liveFeed.dispatchEvent(new CustomEvent('live', { detail: { kind, data } }));
}

/** Another phone deletes post `id`: gone from the mock backend, and the server's live event tells this page (needs `withLive`). */
export function deleteOnAnotherPhone(id: number) {
  const post = state.posts.find((p) => p.id === id);
  if (!post) throw new Error(`no post ${id}`);
  state.posts = state.posts.filter((p) => p.id !== id);
  hearLive('post', { id, action: 'deleted', category: post.category });
}

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

export type EffectLog = ReturnType<typeof effectLog>;

export function EffectLogView({ log }: { log: EffectLog }) {
  const text = useSyncExternalStore(log.subscribe, log.get);
  return (
    <p style={{ fontSize: 13 }}>
      effects: <code role="log" aria-label="effects">{text}</code>
    </p>
  );
}

/**
 * The set-up every admin screen story shares, spread into its meta: the path shown under the story,
 * the route it opens, who is signed in, and any other parameters.
 */
export const adminScreen = (path: string, store: () => void, parameters: Record<string, unknown> = {}) => ({
  decorators: [withPath],
  parameters: { route: { path }, store, ...parameters },
});

/** A story component that mounts each screen at its route pattern. */
export const routes = (table: Record<string, ComponentType>) =>
  function Routes() {
    return (
      <Switch>
        {Object.entries(table).map(([path, screen]) => (
          <Route key={path} path={path} component={screen} />
        ))}
      </Switch>
    );
  };

const currentPath = (c: ReturnType<typeof within>) => c.getByLabelText('current path');

/** A screen's play: 'Login required' on screen, then the login page after 2 s (needs `withPath`). */
export async function loginRequiredPlay({ canvasElement }: { canvasElement: HTMLElement }) {
  const c = within(canvasElement);
  await expect(c.getByRole('alert')).toHaveTextContent('로그인이 필요해요');
  await waitFor(() => expect(currentPath(c)).toHaveTextContent('/admin/login'), { timeout: 2600 });
}

/** 'Session expired' on screen, then the login page after 1.8 s (needs `withPath`). */
export async function expectSessionExpiredRedirect(c: ReturnType<typeof within>) {
  // Any alert the page has shown may say it (a screen with several sections can have more than one alert).
  await waitFor(() => expect(c.getByLabelText('alerts seen', { selector: 'code' }).getAttribute('data-seen')).toContain('세션이 만료되었어요. 다시 로그인해 주세요'), {
    timeout: 10_000,
  });
  await waitFor(() => expect(currentPath(c)).toHaveTextContent('/admin/login'), { timeout: 10_000 });
}
