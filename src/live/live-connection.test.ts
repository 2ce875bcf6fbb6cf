import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backoffDelay, LiveConnection, type LiveConnectionOptions, type LiveMessage, type StreamEvent } from './live-connection';

const running: LiveConnection[] = [];
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  running.splice(0).forEach((c) => c.stop());
  vi.useRealTimers();
});

/** A fake stream: records each opening (with the id it resumes from) and lets the test report for the latest. */
function setup(options: Partial<LiveConnectionOptions> = {}) {
  const opened: { lastEventId: string | null; closed: boolean; report: (e: StreamEvent) => void }[] = [];
  const messages: LiveMessage[] = [];
  let refetches = 0;
  const connection = new LiveConnection({
    openStream: (lastEventId, report) => {
      const entry = { lastEventId, closed: false, report };
      opened.push(entry);
      return { close: () => void (entry.closed = true) };
    },
    onMessage: (m) => messages.push(m),
    refetch: () => refetches++,
    random: () => 0.5,
    ...options,
  });
  running.push(connection);
  return {
    connection,
    opened,
    messages,
    refetches: () => refetches,
    report: (e: StreamEvent) => opened.at(-1)?.report(e),
    status: () => connection.status,
    open: () => opened.filter((o) => !o.closed).length,
  };
}

describe('backoffDelay', () => {
  it('doubles from the base up to the cap, with half of it random', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => backoffDelay(n, 1000, 30_000, () => 1))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    expect(backoffDelay(3, 1000, 30_000, () => 0)).toBe(2000);
    expect(backoffDelay(3, 1000, 30_000, () => 0.5)).toBe(3000);
  });
});

describe('LiveConnection', () => {
  it('opens one stream and is connected when it opens', () => {
    const h = setup();
    expect(h.status()).toBe('connecting');
    expect(h.open()).toBe(1);
    h.report({ type: 'stream.opened' });
    expect(h.status()).toBe('connected');
    expect(h.refetches()).toBe(0);
  });

  it('passes messages on and resumes from the last id after a failure, waiting the back-off with jitter', () => {
    const h = setup();
    h.report({ type: 'stream.opened' });
    h.report({ type: 'stream.message', message: { kind: 'likes', data: { booth_id: 1, count: 3 }, id: 'abcd0001-7' } });
    h.report({ type: 'stream.message', message: { kind: 'ranking', data: null, id: '' } });
    expect(h.messages.map((m) => m.kind)).toEqual(['likes', 'ranking']);
    expect(h.messages[0]).toEqual({ kind: 'likes', data: { booth_id: 1, count: 3 }, id: 'abcd0001-7' });

    h.report({ type: 'stream.failed' });
    expect(h.status()).toBe('reconnecting');
    expect(h.open()).toBe(0);
    // Attempt 1 with random 0.5: 500 + 250.
    expect(h.connection.delay).toBe(750);
    vi.advanceTimersByTime(749);
    expect(h.open()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(h.open()).toBe(1);
    // A frame without an id keeps the last one.
    expect(h.opened.at(-1)!.lastEventId).toBe('abcd0001-7');
  });

  it('backs off longer after each failure, up to the cap, and starts over once connected', () => {
    const h = setup({ baseDelayMs: 1000, maxDelayMs: 8000, random: () => 1 });
    const waits: number[] = [];
    for (let i = 0; i < 5; i++) {
      h.report({ type: 'stream.failed' });
      waits.push(h.connection.delay);
      vi.advanceTimersByTime(waits.at(-1)!);
      expect(h.status()).toBe('connecting');
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 8000]);
    h.report({ type: 'stream.opened' });
    expect(h.connection.attempt).toBe(0);
    h.report({ type: 'stream.failed' });
    expect(h.connection.delay).toBe(1000);
  });

  it('spreads the reconnects of many tabs (the jitter) between half and all of the delay', () => {
    const delays = [0, 0.25, 0.99].map((r) => {
      const h = setup({ random: () => r });
      h.report({ type: 'stream.failed' });
      h.report({ type: 'stream.failed' }); // from the closed stream: ignored while waiting
      h.connection.send({ type: 'stream.failed' }); // ignored while waiting
      return h.connection.delay;
    });
    expect(delays).toEqual([500, 625, 995]);
  });

  it('reconnects at once-ish when the server says it is stopping', () => {
    const h = setup({ random: () => 0 });
    h.report({ type: 'stream.failed' });
    vi.advanceTimersByTime(500);
    h.report({ type: 'stream.failed' });
    expect(h.connection.delay).toBe(1000);
    vi.advanceTimersByTime(1000);
    h.report({ type: 'stream.opened' });
    h.report({ type: 'stream.message', message: { kind: 'reconnect', data: {}, id: '' } });
    expect(h.status()).toBe('reconnecting');
    expect(h.open()).toBe(0);
    expect(h.connection.delay).toBe(500);
    expect(h.messages).toEqual([]);
  });

  it('holds no stream while the tab is hidden and refetches once it shows and reconnects', () => {
    const h = setup();
    h.report({ type: 'stream.opened' });
    h.connection.send({ type: 'page.hidden' });
    expect(h.status()).toBe('paused');
    expect(h.open()).toBe(0);
    vi.advanceTimersByTime(60_000);
    expect(h.open()).toBe(0);
    h.connection.send({ type: 'page.visible' });
    expect(h.open()).toBe(1);
    expect(h.refetches()).toBe(0);
    h.report({ type: 'stream.opened' });
    expect(h.status()).toBe('connected');
    expect(h.refetches()).toBe(1);
    // Once: a later reopening after a plain failure does not refetch again.
    h.report({ type: 'stream.failed' });
    vi.advanceTimersByTime(h.connection.delay);
    h.report({ type: 'stream.opened' });
    expect(h.refetches()).toBe(1);
  });

  it('does not reconnect while hidden, even mid back-off', () => {
    const h = setup();
    h.report({ type: 'stream.failed' });
    h.connection.send({ type: 'page.hidden' });
    vi.advanceTimersByTime(60_000);
    expect(h.open()).toBe(0);
    expect(h.status()).toBe('paused');
  });

  it('starts paused in a hidden tab', () => {
    const h = setup({ hidden: true });
    expect(h.status()).toBe('paused');
    expect(h.open()).toBe(0);
  });

  it('is offline while the browser is, and reconnects (with a refetch) when it is back', () => {
    const h = setup();
    h.report({ type: 'stream.opened' });
    h.connection.send({ type: 'network.offline' });
    expect(h.status()).toBe('offline');
    expect(h.open()).toBe(0);
    h.connection.send({ type: 'network.online' });
    h.report({ type: 'stream.opened' });
    expect(h.status()).toBe('connected');
    expect(h.refetches()).toBe(1);
  });

  it('goes offline from a back-off and stays put until the network is back', () => {
    const h = setup();
    h.report({ type: 'stream.failed' });
    h.connection.send({ type: 'network.offline' });
    vi.advanceTimersByTime(60_000);
    expect(h.status()).toBe('offline');
    expect(h.open()).toBe(0);
    h.connection.send({ type: 'page.hidden' });
    expect(h.status()).toBe('paused');
    h.connection.send({ type: 'network.online' });
    expect(h.open()).toBe(0);
  });

  it('closes a stream that fails while it opens and tells its subscribers each change of status', () => {
    const seen: string[] = [];
    let reports = 0;
    const { connection: c } = setup({
      openStream: (_id, report) => {
        if (reports++ === 0) report({ type: 'stream.failed' });
        return { close: () => seen.push('closed') };
      },
      random: () => 0,
    });
    const off = c.subscribe(() => seen.push(c.status));
    expect(c.status).toBe('reconnecting');
    expect(seen).toEqual(['closed']);
    vi.advanceTimersByTime(500);
    expect(seen).toEqual(['closed', 'connecting']);
    off();
    c.send({ type: 'page.hidden' });
    expect(seen).toEqual(['closed', 'connecting', 'closed']);
  });
});
