// The app's one live stream (GET /api/live): open while the tab is shown and the browser online,
// reconnecting after a failure with exponential back-off and jitter (so a restarted server is not hit
// by every tab at once), closed while the tab is hidden and resumed with a refetch when it shows again.
// A small state machine written out by hand rather than in XState: every visitor page runs it from its first
// second, and XState's 13 kB (gzip) would be a tenth of what such a page downloads (docs/decisions.md, "The live
// connection without XState"). The stream itself is given by the app (an EventSource); events it reports go to
// `onMessage`.

export interface LiveMessage {
  kind: string;
  data: unknown;
  /** The event's id (what a reconnect resumes from); '' when the frame had none. */
  id: string;
}

/** What a stream reports. */
export type StreamEvent = { type: 'stream.opened' } | { type: 'stream.failed' } | { type: 'stream.message'; message: LiveMessage };

export type LiveConnectionEvent =
  | StreamEvent
  | { type: 'page.hidden' }
  | { type: 'page.visible' }
  | { type: 'network.offline' }
  | { type: 'network.online' };

/** Opens a stream resuming after `lastEventId`; it reports through `report` until closed. */
export type OpenStream = (lastEventId: string | null, report: (event: StreamEvent) => void) => { close(): void };

export interface LiveConnectionOptions {
  openStream: OpenStream;
  /** The app turns messages into cache updates. */
  onMessage: (message: LiveMessage) => void;
  /** The app refetches what the page shows (the stream missed an unknown number of events). */
  refetch: () => void;
  /** First retry delay (ms); doubles with each failure up to maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** 0..1; tests pass a fixed one. */
  random?: () => number;
  hidden?: boolean;
}

export type LiveStatus = 'connected' | 'connecting' | 'reconnecting' | 'offline' | 'paused';

/** The delay before reconnect attempt `attempt` (1-based): half fixed, half random ("equal jitter"). */
export function backoffDelay(attempt: number, base: number, max: number, random: () => number): number {
  const full = Math.min(max, base * 2 ** Math.max(0, attempt - 1));
  return Math.round(full / 2 + (full / 2) * random());
}

/**
 * States: `connecting` and `connected` hold a stream; `reconnecting` waits out the back-off; `paused` (tab hidden)
 * and `offline` hold none and mark what the page shows as stale, so the next opening refetches it.
 */
export class LiveConnection {
  #status: LiveStatus = 'connecting';
  #attempt = 0;
  #delay = 0;
  #lastEventId: string | null = null;
  #stale = false;
  #stream: { close(): void } | null = null;
  #timer: ReturnType<typeof setTimeout> | null = null;
  #listeners = new Set<() => void>();
  readonly #o: Required<Omit<LiveConnectionOptions, 'hidden'>>;

  constructor(options: LiveConnectionOptions) {
    this.#o = { baseDelayMs: 1000, maxDelayMs: 30_000, random: Math.random, ...options };
    if (options.hidden) this.#pause();
    else this.#open();
  }

  get status(): LiveStatus {
    return this.#status;
  }
  /** Failures since the stream last opened. */
  get attempt(): number {
    return this.#attempt;
  }
  /** The current back-off (ms). */
  get delay(): number {
    return this.#delay;
  }

  /** Calls `listener` whenever the status changes; returns the unsubscribe (the shape useSyncExternalStore takes). */
  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  send(event: LiveConnectionEvent): void {
    const s = this.#status;
    const holding = s === 'connecting' || s === 'connected';
    switch (event.type) {
      case 'network.offline':
        this.#leave();
        this.#stale = true;
        return this.#set('offline');
      case 'network.online':
        if (s === 'offline') this.#open();
        return;
      case 'page.hidden':
        if (s !== 'paused') this.#pause();
        return;
      case 'page.visible':
        if (s === 'paused') this.#open();
        return;
      case 'stream.failed':
        if (holding) this.#retry();
        return;
      case 'stream.opened':
        if (s !== 'connecting') return;
        this.#attempt = 0;
        this.#set('connected');
        if (this.#stale) {
          this.#stale = false;
          this.#o.refetch();
        }
        return;
      case 'stream.message':
        // A stopping server says "go elsewhere now": the back-off starts over, short.
        if (event.message.kind === 'reconnect') {
          this.#attempt = 0;
          return this.#retry();
        }
        this.#lastEventId = event.message.id || this.#lastEventId;
        this.#o.onMessage(event.message);
    }
  }

  /** Closes the stream and forgets every timer (a page that is going away, a test that is done). */
  stop(): void {
    this.#leave();
    this.#listeners.clear();
  }

  #open() {
    this.#leave();
    this.#set('connecting');
    let current = true;
    this.#stream = { close: () => void (current = false) };
    // A closed stream's late reports change nothing; one that failed while opening is closed at once.
    const stream = this.#o.openStream(this.#lastEventId, (e) => current && this.send(e));
    if (!current) return stream.close();
    this.#stream = {
      close: () => {
        current = false;
        stream.close();
      },
    };
  }

  #retry() {
    this.#leave();
    this.#attempt += 1;
    this.#delay = backoffDelay(this.#attempt, this.#o.baseDelayMs, this.#o.maxDelayMs, this.#o.random);
    this.#set('reconnecting');
    this.#timer = setTimeout(() => this.#open(), this.#delay);
  }

  #pause() {
    this.#leave();
    this.#stale = true;
    this.#set('paused');
  }

  /** Leaves the current state: its stream closed, its timer cleared. */
  #leave() {
    this.#stream?.close();
    this.#stream = null;
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#timer = null;
  }

  #set(status: LiveStatus) {
    if (status === this.#status) return;
    this.#status = status;
    for (const l of this.#listeners) l();
  }
}
