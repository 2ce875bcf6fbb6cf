// The client's clock follows the server's replay: the instant and, when the server replays faster
// (FESTIVAL_SPEED), the speed, both from index.html's meta tags.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initClock, nowMs, setClock } from './clock';

function pageWith(meta: Record<string, string>) {
  vi.stubGlobal('document', {
    querySelector: (sel: string) => {
      const name = /name="([^"]+)"/.exec(sel)?.[1] ?? '';
      return name in meta ? { getAttribute: () => meta[name] } : null;
    },
  });
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('client clock', () => {
  it('runs at the replay speed the page carries', () => {
    vi.useFakeTimers({ now: Date.parse('2030-01-01T00:00:00Z') });
    pageWith({ 'festival-now': '2025-09-25T10:00:00.000Z', 'festival-speed': '60' });
    initClock('');
    expect(nowMs()).toBe(Date.parse('2025-09-25T10:00:00.000Z'));
    vi.advanceTimersByTime(5_000);
    // Five real seconds are five festival minutes.
    expect(nowMs()).toBe(Date.parse('2025-09-25T10:05:00.000Z'));
  });

  it('runs at real speed without the speed tag, and a story’s fixed start stays at real speed', () => {
    vi.useFakeTimers({ now: Date.parse('2030-01-01T00:00:00Z') });
    pageWith({ 'festival-now': '2025-09-25T10:00:00.000Z' });
    initClock('');
    vi.advanceTimersByTime(5_000);
    expect(nowMs()).toBe(Date.parse('2025-09-25T10:00:05.000Z'));
    pageWith({ 'festival-now': '2025-09-25T10:00:00.000Z', 'festival-speed': '60' });
    initClock('');
    setClock('2025-09-26T12:00:00.000Z');
    vi.advanceTimersByTime(1_000);
    expect(nowMs()).toBe(Date.parse('2025-09-26T12:00:01.000Z'));
  });
});
