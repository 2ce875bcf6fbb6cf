import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromCallback, SimulatedClock } from 'xstate';
import {
  backoffDelay,
  liveConnectionMachine,
  selectAttempt,
  selectDelay,
  selectLiveStatus,
  type LiveConnectionEvent,
  type LiveConnectionInput,
  type LiveMessage,
  type StreamInput,
} from './live-connection.machine';

const running: { stop: () => void }[] = [];
afterEach(() => running.splice(0).forEach((a) => a.stop()));

/** A fake stream: records each opening (with the id it resumes from) and lets the test report for it. */
function setup(input: LiveConnectionInput = {}) {
  const opened: (StreamInput & { closed: boolean })[] = [];
  let report: (e: LiveConnectionEvent) => void = () => {};
  const stream = fromCallback<LiveConnectionEvent, StreamInput>(({ sendBack, input: si }) => {
    const entry = { ...si, closed: false };
    opened.push(entry);
    report = sendBack;
    return () => {
      entry.closed = true;
    };
  });
  const messages: LiveMessage[] = [];
  let refetches = 0;
  const clock = new SimulatedClock();
  const actor = createActor(
    liveConnectionMachine.provide({
      actors: { stream },
      actions: {
        onMessage: (_, m) => messages.push(m),
        refetch: () => refetches++,
      },
    }),
    { input: { random: () => 0.5, ...input }, clock },
  );
  actor.start();
  running.push(actor);
  return {
    actor,
    clock,
    opened,
    messages,
    refetches: () => refetches,
    report: (e: LiveConnectionEvent) => report(e),
    status: () => selectLiveStatus(actor.getSnapshot()),
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

describe('liveConnectionMachine', () => {
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
    expect(h.messages).toEqual([{ kind: 'likes', data: { booth_id: 1, count: 3 }, id: 'abcd0001-7' }]);

    h.report({ type: 'stream.failed' });
    expect(h.status()).toBe('reconnecting');
    expect(h.open()).toBe(0);
    // Attempt 1 with random 0.5: 500 + 250.
    expect(selectDelay(h.actor.getSnapshot())).toBe(750);
    h.clock.increment(749);
    expect(h.open()).toBe(0);
    h.clock.increment(1);
    expect(h.open()).toBe(1);
    expect(h.opened.at(-1)!.lastEventId).toBe('abcd0001-7');
  });

  it('backs off longer after each failure, up to the cap, and starts over once connected', () => {
    const h = setup({ baseDelayMs: 1000, maxDelayMs: 8000, random: () => 1 });
    const waits: number[] = [];
    for (let i = 0; i < 5; i++) {
      h.report({ type: 'stream.failed' });
      waits.push(selectDelay(h.actor.getSnapshot()));
      h.clock.increment(waits.at(-1)!);
      expect(h.status()).toBe('connecting');
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 8000]);
    h.report({ type: 'stream.opened' });
    expect(selectAttempt(h.actor.getSnapshot())).toBe(0);
    h.report({ type: 'stream.failed' });
    expect(selectDelay(h.actor.getSnapshot())).toBe(1000);
  });

  it('spreads the reconnects of many tabs (the jitter) between half and all of the delay', () => {
    const delays = [0, 0.25, 0.99].map((r) => {
      const h = setup({ random: () => r });
      h.report({ type: 'stream.failed' });
      h.report({ type: 'stream.failed' }); // ignored while waiting
      return selectDelay(h.actor.getSnapshot());
    });
    expect(delays).toEqual([500, 625, 995]);
  });

  it('reconnects at once-ish when the server says it is stopping', () => {
    const h = setup({ random: () => 0 });
    h.report({ type: 'stream.failed' });
    h.clock.increment(500);
    h.report({ type: 'stream.failed' });
    expect(selectDelay(h.actor.getSnapshot())).toBe(1000);
    h.clock.increment(1000);
    h.report({ type: 'stream.opened' });
    h.report({ type: 'stream.message', message: { kind: 'reconnect', data: {}, id: '' } });
    expect(h.status()).toBe('reconnecting');
    expect(selectDelay(h.actor.getSnapshot())).toBe(500);
  });

  it('holds no stream while the tab is hidden and refetches once it shows and reconnects', () => {
    const h = setup();
    h.report({ type: 'stream.opened' });
    h.actor.send({ type: 'page.hidden' });
    expect(h.status()).toBe('paused');
    expect(h.open()).toBe(0);
    h.clock.increment(60_000);
    expect(h.open()).toBe(0);
    h.actor.send({ type: 'page.visible' });
    expect(h.open()).toBe(1);
    expect(h.refetches()).toBe(0);
    h.report({ type: 'stream.opened' });
    expect(h.status()).toBe('connected');
    expect(h.refetches()).toBe(1);
  });

  it('does not reconnect while hidden, even mid back-off', () => {
    const h = setup();
    h.report({ type: 'stream.failed' });
    h.actor.send({ type: 'page.hidden' });
    h.clock.increment(60_000);
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
    h.actor.send({ type: 'network.offline' });
    expect(h.status()).toBe('offline');
    expect(h.open()).toBe(0);
    h.actor.send({ type: 'network.online' });
    h.report({ type: 'stream.opened' });
    expect(h.status()).toBe('connected');
    expect(h.refetches()).toBe(1);
  });
});
