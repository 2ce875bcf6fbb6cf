/**
 * Moves pins apart until no two tap targets overlap (spec: 44 px targets). Pins sit at percents of a w x h
 * frame; the answer is a pixel offset per pin, in the same order. Pins that already stand clear do not move.
 */
export function declutterPins(pins: readonly { x: number; y: number }[], w: number, h: number, size = 44): { dx: number; dy: number }[] {
  const at = pins.map((p) => ({ x: (p.x * w) / 100, y: (p.y * h) / 100, dx: 0, dy: 0 }));
  for (let round = 0, moved = true; moved && round < 60; round++) {
    moved = false;
    for (const [i, a] of at.entries()) {
      for (const b of at.slice(i + 1)) {
        const gx = b.x + b.dx - a.x - a.dx;
        const gy = b.y + b.dy - a.y - a.dy;
        // One pixel to spare, so rounding on screen never brings two targets back together.
        const ox = size + 1 - Math.abs(gx);
        const oy = size + 1 - Math.abs(gy);
        if (ox <= 0 || oy <= 0) continue;
        moved = true;
        // Apart along the axis that needs the shorter move, each pin half of it.
        if (ox < oy) {
          const s = (gx < 0 ? -1 : 1) * (ox / 2);
          a.dx -= s;
          b.dx += s;
        } else {
          const s = (gy < 0 ? -1 : 1) * (oy / 2);
          a.dy -= s;
          b.dy += s;
        }
      }
    }
  }
  return at.map(({ dx, dy }) => ({ dx, dy }));
}
