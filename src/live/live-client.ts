// The app's one live connection: an EventSource on /api/live driven by LiveConnection (./live-connection.ts),
// paused while the tab is hidden or the browser offline. Events go into the query cache; urgent
// notices are also handed to whoever listens (the toast).
import type { QueryClient } from '@tanstack/react-query';
import { TIMING } from '@contract/constants';
import { API_PATHS } from '@contract/paths';
import { apiUrl } from '@/api/client';
import { LiveConnection, type OpenStream } from './live-connection';
import { applyLiveEvent, type LiveUrgent } from './live-events';

/** Every kind the server sends (an EventSource hears only the kinds it listens to). */
const KINDS = ['hello', 'urgent', 'likes', 'ranking', 'post', 'events', 'stage', 'status', 'refetch', 'reconnect', 'festival', 'queue', 'booths', 'map', 'credits'];

export const eventSourceStream: OpenStream = (lastEventId, report) => {
  // A resumed stream names the last event it saw; a first one says how long the page has been loading, so what was
  // published after the page read its data (and before this stream opened) still arrives (server/live/feed.ts).
  const url =
    apiUrl(API_PATHS.live) +
    (lastEventId ? `?last_event_id=${encodeURIComponent(lastEventId)}` : `?since_ms=${Math.min(60_000, Math.round(performance.now()) + 1000)}`);
  const es = new EventSource(url);
  es.onopen = () => report({ type: 'stream.opened' });
  // The browser would retry by itself at its own pace; the connection's back-off decides instead.
  es.onerror = () => {
    es.close();
    report({ type: 'stream.failed' });
  };
  for (const kind of KINDS) {
    es.addEventListener(kind, (e) => {
      const m = e as MessageEvent<string>;
      let data: unknown = null;
      try {
        data = JSON.parse(m.data);
      } catch {
        /* not JSON: passed on as null */
      }
      report({ type: 'stream.message', message: { kind, data, id: m.lastEventId } });
    });
  }
  return es;
};

const urgentListeners = new Set<(u: LiveUrgent) => void>();

/**
 * A notice that arrived while nobody listened: the stream opens while the live layer renders, its listener comes
 * when the layer commits, and a notice saved in between (measured: 16 ms apart) must still be toasted.
 */
let unheard: { urgent: LiveUrgent; at: number } | null = null;

function hearUrgent(urgent: LiveUrgent) {
  unheard = urgentListeners.size ? null : { urgent, at: Date.now() };
  for (const fn of urgentListeners) fn(urgent);
}

/** Hear urgent notices as they arrive live (saved or cleared), one that came moments before included; returns the unsubscribe. */
export function onLiveUrgent(fn: (u: LiveUrgent) => void): () => void {
  urgentListeners.add(fn);
  const missed = unheard;
  unheard = null;
  if (missed && Date.now() - missed.at < TIMING.urgentToastMs) fn(missed.urgent);
  return () => urgentListeners.delete(fn);
}

let current: LiveConnection | null = null;

/** Starts the connection once per page (later calls return the same one). */
export function startLive(qc: QueryClient): LiveConnection {
  if (current) return current;
  const connection = new LiveConnection({
    openStream: eventSourceStream,
    onMessage: (m) => {
      const urgent = applyLiveEvent(qc, m.kind, m.data);
      if (urgent) hearUrgent(urgent);
    },
    refetch: () => void qc.invalidateQueries(),
    hidden: document.visibilityState === 'hidden',
  });
  document.addEventListener('visibilitychange', () =>
    connection.send({ type: document.visibilityState === 'hidden' ? 'page.hidden' : 'page.visible' }),
  );
  window.addEventListener('offline', () => connection.send({ type: 'network.offline' }));
  window.addEventListener('online', () => connection.send({ type: 'network.online' }));
  current = connection;
  return connection;
}
