// The live change feed: writes publish a small event, every open stream (GET /api/live) receives it.
// With PostgreSQL the event also goes to the other processes through LISTEN/NOTIFY (db/changes.ts),
// so a page follows a write whichever process took it; with PGlite everything stays in this process.
// Each event is framed once and the same bytes go to every stream. A short window of recent frames
// answers a reconnect's Last-Event-ID; a reconnect from beyond it (or from another process) is told
// to refetch. Like counts are coalesced per booth (at most one update a second).
import crypto from 'node:crypto';
import type { ChangeFeed } from '../db/changes';
import { LiveTicker, type TickerSource } from './ticker';

export type LiveKind = 'urgent' | 'likes' | 'ranking' | 'post' | 'events' | 'stage' | 'status' | 'festival' | 'queue' | 'booths' | 'map' | 'credits';
/**
 * Kinds that cross processes: everything `publish` sends (a write) and like counts. The ticker's events (`events`,
 * and `stage` at the hour) and the ranking each process works out from its own clock and counts, and sends only to
 * its own streams, so a `stage` that arrives from another process is always an edit of the acts.
 */
const SHARED: ReadonlySet<string> = new Set(['urgent', 'likes', 'post', 'stage', 'status', 'festival', 'queue', 'booths', 'map', 'credits']);
const TOPIC = 'live';

export interface LiveOptions {
  changes?: ChangeFeed | null;
  /** Current like counts by booth, for the ranking (loaded once, then followed by the events). */
  loadCounts?: () => Promise<Map<number, number>>;
  ticker?: TickerSource | null;
  /** Frames kept for Last-Event-ID replay. */
  windowSize?: number;
  windowMs?: number;
  keepAliveMs?: number;
  likeIntervalMs?: number;
  tickMs?: number;
  /** Clients' reconnect delay (the SSE `retry:` field). */
  retryMs?: number;
}

interface Client {
  controller: ReadableStreamDefaultController<Uint8Array>;
  done: boolean;
}

interface Frame {
  seq: number;
  at: number;
  bytes: Uint8Array;
}

const enc = new TextEncoder();
/** A client that has this much unread is too slow to follow: it is dropped and will catch up on reconnect. */
const MAX_QUEUED = 256 * 1024;
/** The most a first connection may ask to catch up on (`since_ms`): the page's load, not a history. */
export const FIRST_CATCH_UP_MS = 60_000;

export function createLiveFeed(opts: LiveOptions = {}) {
  const epoch = crypto.randomBytes(4).toString('hex');
  const windowSize = opts.windowSize ?? 1000;
  const windowMs = opts.windowMs ?? 5 * 60_000;
  const likeIntervalMs = opts.likeIntervalMs ?? 1000;
  const retryMs = opts.retryMs ?? 2000;
  const clients = new Set<Client>();
  const frames: Frame[] = [];
  let seq = 0;
  let draining = false;
  let closed = false;

  const idOf = (n: number) => `${epoch}-${n}`;
  const frame = (kind: string, data: unknown, id: string) => enc.encode(`id: ${id}\nevent: ${kind}\ndata: ${JSON.stringify(data)}\n\n`);

  function send(c: Client, bytes: Uint8Array) {
    if (c.done) return;
    if ((c.controller.desiredSize ?? 0) < -MAX_QUEUED) return end(c);
    try {
      c.controller.enqueue(bytes);
    } catch {
      end(c);
    }
  }
  function end(c: Client) {
    if (c.done) return;
    c.done = true;
    clients.delete(c);
    try {
      c.controller.close();
    } catch {
      /* already closed by the other side */
    }
  }

  /** To this process's streams, with the next id, kept for replay. */
  function emitLocal(kind: LiveKind, data: unknown) {
    if (closed) return;
    seq++;
    const bytes = frame(kind, data, idOf(seq));
    const now = Date.now();
    frames.push({ seq, at: now, bytes });
    while (frames.length > windowSize || (frames.length && now - frames[0].at > windowMs)) frames.shift();
    for (const c of clients) send(c, bytes);
    if (kind === 'likes') ranking.follow(data as { booth_id: number; count: number });
  }

  // ---------- Ranking (top 3 by likes, as top_liked_3 answers) ----------
  const ranking = (() => {
    let counts: Map<number, number> | null = null;
    let top = '';
    const loading = opts.loadCounts?.().then(
      (m) => {
        counts = m;
        top = JSON.stringify(topOf(m));
      },
      () => {
        counts = new Map();
      },
    );
    return {
      loading,
      follow({ booth_id, count }: { booth_id: number; count: number }) {
        if (!counts) return;
        counts.set(booth_id, count);
        const next = topOf(counts);
        const text = JSON.stringify(next);
        if (text === top) return;
        top = text;
        emitLocal('ranking', { top: next });
      },
    };
  })();

  // ---------- Likes, coalesced per booth ----------
  const likes = new Map<number, { last: number; count: number; timer: NodeJS.Timeout | null }>();
  function flushLike(boothId: number) {
    const st = likes.get(boothId);
    if (!st) return;
    st.timer = null;
    st.last = Date.now();
    const data = { booth_id: boothId, count: st.count };
    emitLocal('likes', data);
    opts.changes?.publish(TOPIC, JSON.stringify({ kind: 'likes', data }));
  }

  opts.changes?.subscribe((topic, payload) => {
    if (topic !== TOPIC || !payload) return;
    try {
      const { kind, data } = JSON.parse(payload) as { kind: LiveKind; data: unknown };
      if (SHARED.has(kind)) emitLocal(kind, data);
    } catch {
      /* a payload of another version: ignored */
    }
  });

  const ticker = opts.ticker ? new LiveTicker(opts.ticker, (kind, data) => emitLocal(kind, data)) : null;
  const tick = setInterval(() => {
    if (clients.size) void ticker?.tick();
  }, opts.tickMs ?? 1000);
  tick.unref();
  const keepAlive = setInterval(() => {
    const bytes = enc.encode(': keep-alive\n\n');
    for (const c of clients) send(c, bytes);
  }, opts.keepAliveMs ?? 15_000);
  keepAlive.unref();

  return {
    /** A write in this process: to this process's streams and to the other processes'. */
    publish(kind: 'urgent' | 'post' | 'stage' | 'status' | 'festival' | 'queue' | 'booths' | 'map' | 'credits', data: unknown) {
      emitLocal(kind, data);
      // NOTIFY carries up to 8000 bytes: a longer event goes as its kind alone (clients refetch).
      let text = JSON.stringify({ kind, data });
      if (text.length > 7000) text = JSON.stringify({ kind, data: { refetch: true } });
      opts.changes?.publish(TOPIC, text);
    },
    /** A committed like toggle: the booth's count, sent at most once per interval. */
    like(boothId: number, count: number) {
      let st = likes.get(boothId);
      if (!st) likes.set(boothId, (st = { last: 0, count, timer: null }));
      st.count = count;
      if (st.timer) return;
      const wait = st.last + likeIntervalMs - Date.now();
      if (wait <= 0) flushLike(boothId);
      else {
        st.timer = setTimeout(() => flushLike(boothId), wait);
        st.timer.unref();
      }
    },
    /**
     * The body of a new stream; `lastEventId` replays what it missed, or tells it to refetch. A first connection
     * (no id) gets the frames of the last `sinceMs` (the time its page has been loading, at most a minute) before
     * its hello: what was published after the page read its data and before its stream opened is not lost.
     */
    open(lastEventId: string | null | undefined, signal?: AbortSignal, sinceMs = 0): ReadableStream<Uint8Array> {
      let client: Client | null = null;
      return new ReadableStream<Uint8Array>({
        start(controller) {
          const c: Client = { controller, done: false };
          client = c;
          if (draining || closed) {
            controller.enqueue(enc.encode(`retry: ${retryMs}\nevent: reconnect\ndata: {}\n\n`));
            controller.close();
            return;
          }
          controller.enqueue(enc.encode(`retry: ${retryMs}\n\n`));
          const missed = replay(lastEventId);
          if (missed) for (const f of missed) controller.enqueue(f.bytes);
          else if (lastEventId) controller.enqueue(frame('refetch', {}, idOf(seq)));
          else {
            const from = Date.now() - Math.min(Math.max(sinceMs, 0), FIRST_CATCH_UP_MS);
            if (sinceMs > 0) for (const f of frames) if (f.at >= from) controller.enqueue(f.bytes);
            controller.enqueue(frame('hello', {}, idOf(seq)));
          }
          clients.add(c);
          signal?.addEventListener('abort', () => end(c), { once: true });
        },
        cancel() {
          if (client) {
            client.done = true;
            clients.delete(client);
          }
        },
      });
    },
    /**
     * Tell every open stream to reconnect (an SSE `reconnect` event with a short `retry:`), close them,
     * and answer new streams the same way: for a process that is stopping (SIGTERM draining).
     */
    drain(retry = 500) {
      draining = true;
      const bytes = enc.encode(`retry: ${retry}\nevent: reconnect\ndata: {}\n\n`);
      for (const c of [...clients]) {
        send(c, bytes);
        end(c);
      }
    },
    /** Open streams in this process. */
    get clients() {
      return clients.size;
    },
    /** Resolves once the ranking knows the current counts (tests). */
    ready: () => ranking.loading ?? Promise.resolve(),
    tick: () => ticker?.tick() ?? Promise.resolve(),
    close() {
      closed = true;
      clearInterval(tick);
      clearInterval(keepAlive);
      for (const st of likes.values()) if (st.timer) clearTimeout(st.timer);
      for (const c of [...clients]) end(c);
    },
  };

  /** The frames after `lastEventId`, or null when it is not ours or has left the window. */
  function replay(lastEventId: string | null | undefined): Frame[] | null {
    if (!lastEventId) return null;
    const m = /^([0-9a-f]{8})-(\d{1,15})$/.exec(lastEventId);
    if (!m || m[1] !== epoch) return null;
    const n = Number(m[2]);
    if (n > seq) return null;
    if (n === seq) return [];
    if (!frames.length || frames[0].seq > n + 1) return null;
    return frames.filter((f) => f.seq > n);
  }
}

export type LiveFeed = ReturnType<typeof createLiveFeed>;

function topOf(counts: Map<number, number>): number[] {
  return [...counts]
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, 3)
    .map(([id]) => id);
}
