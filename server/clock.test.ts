// The one server clock: FESTIVAL_NOW replays from an instant; FESTIVAL_SPEED runs that replay faster, only with
// FESTIVAL_NOW; the pages it serves carry both so the client's clock runs alike.
import { describe, expect, it, vi } from 'vitest';
import { createClock, parseFestivalSpeed } from './clock';
import { withFestivalNow } from './static';

describe('festival clock', () => {
  it('a replay at speed 60 moves a minute of the festival per real second; without a speed, real time', () => {
    vi.useFakeTimers({ now: Date.parse('2030-01-01T00:00:00Z') });
    try {
      const fast = createClock('2025-09-25T19:00:00+09:00', 60);
      const plain = createClock('2025-09-25T19:00:00+09:00');
      expect(fast.now()).toBe(Date.parse('2025-09-25T19:00:00+09:00'));
      vi.advanceTimersByTime(5_000);
      expect(fast.date().toISOString()).toBe('2025-09-25T10:05:00.000Z');
      expect(plain.date().toISOString()).toBe('2025-09-25T10:00:05.000Z');
      expect([fast.speed, plain.speed]).toEqual([60, 1]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('FESTIVAL_SPEED: a positive number up to 3600, and only beside FESTIVAL_NOW', () => {
    expect(parseFestivalSpeed(undefined, null)).toBe(1);
    expect(parseFestivalSpeed('', '2025-09-25T19:00:00+09:00')).toBe(1);
    expect(parseFestivalSpeed('60', '2025-09-25T19:00:00+09:00')).toBe(60);
    expect(parseFestivalSpeed('0.5', '2025-09-25T19:00:00+09:00')).toBe(0.5);
    expect(() => parseFestivalSpeed('60', null)).toThrow(/only with FESTIVAL_NOW/);
    for (const bad of ['0', '-2', 'fast', '3601', 'Infinity']) expect(() => parseFestivalSpeed(bad, '2025-09-25T19:00:00+09:00')).toThrow(/FESTIVAL_SPEED/);
  });

  it('the page carries the speed beside the instant only when the replay runs faster', () => {
    const html = new TextEncoder().encode('<html><head></head></html>') as Uint8Array<ArrayBuffer>;
    const at = Date.parse('2025-09-25T10:00:00Z');
    const fast = new TextDecoder().decode(withFestivalNow(html, at, 60));
    expect(fast).toContain('<meta name="festival-now" content="2025-09-25T10:00:00.000Z" />');
    expect(fast).toContain('<meta name="festival-speed" content="60" />');
    expect(new TextDecoder().decode(withFestivalNow(html, at))).not.toContain('festival-speed');
  });
});
