// The one server clock: FESTIVAL_NOW replays from an instant; FESTIVAL_SPEED runs that replay faster, only with
// FESTIVAL_NOW; the pages it serves carry both so the client's clock runs alike.
import { describe, expect, it } from 'vitest';
import { createClock, parseFestivalSpeed } from './clock';
import { withFestivalNow } from './static';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('festival clock', () => {
  it('a replay at speed 60 moves a minute of the festival per real second', async () => {
    const clock = createClock('2025-09-25T19:00:00+09:00', 60);
    const start = clock.now();
    expect(start - Date.parse('2025-09-25T19:00:00+09:00')).toBeLessThan(60 * 50);
    const real = Date.now();
    await sleep(300);
    const moved = clock.now() - start;
    const realMoved = Date.now() - real;
    expect(moved).toBeGreaterThanOrEqual(realMoved * 60 - 60 * 20);
    expect(moved).toBeLessThanOrEqual((realMoved + 20) * 60);
    expect(clock.speed).toBe(60);
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
