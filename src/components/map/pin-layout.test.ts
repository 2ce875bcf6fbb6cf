import { describe, expect, it } from 'vitest';
import { CAMPUS_LOCATIONS } from '@contract/sample/locations';
import { declutterPins } from './pin-layout';

const overlapping = (pins: { x: number; y: number }[], w: number, h: number, size = 44) => {
  const off = declutterPins(pins, w, h, size);
  const at = pins.map((p, i) => ({ x: (p.x * w) / 100 + off[i]!.dx, y: (p.y * h) / 100 + off[i]!.dy }));
  const hits: [number, number][] = [];
  at.forEach((a, i) =>
    at.slice(i + 1).forEach((b, k) => {
      if (Math.abs(a.x - b.x) < size && Math.abs(a.y - b.y) < size) hits.push([i, i + 1 + k]);
    }),
  );
  return hits;
};

describe('declutterPins (16.5 pins stay tappable)', () => {
  it('leaves pins that stand clear where they are', () => {
    expect(declutterPins([{ x: 10, y: 10 }, { x: 80, y: 80 }], 390, 470)).toEqual([{ dx: 0, dy: 0 }, { dx: 0, dy: 0 }]);
  });

  it('moves Myeongjin Hall and Paljeongdo apart so each keeps a whole 44 px target', () => {
    const pins = [{ x: 45, y: 28 }, { x: 48, y: 33 }];
    expect(overlapping(pins, 390, 470)).toEqual([]);
    expect(declutterPins(pins, 390, 470)).not.toEqual([{ dx: 0, dy: 0 }, { dx: 0, dy: 0 }]);
  });

  it('frees every campus pin on a phone-sized map, and pins on the same spot too', () => {
    const pins = CAMPUS_LOCATIONS.map((l) => l.pin);
    expect(overlapping(pins, 390, 470)).toEqual([]);
    expect(overlapping(pins, 320, 380)).toEqual([]);
    expect(overlapping([{ x: 50, y: 50 }, { x: 50, y: 50 }, { x: 50, y: 50 }], 390, 470)).toEqual([]);
  });
});
