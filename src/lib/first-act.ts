// Code only acting needs (the map's drag and zoom, a like's machine) is asked for at the visitor's first act on the
// page (a touch, a click, a key, the wheel), not with the first paint: a visitor who only reads a page never
// downloads it, and a page's first seconds on a slow phone are not spent evaluating it. What the visitor does with
// the plain controls before it arrives is carried out on arrival (the parts' `tappedBefore` and the like).
let acted = false;
let resolve: () => void = () => {};
let firstAct = new Promise<void>((r) => (resolve = r));

const ACTS = ['pointerdown', 'touchstart', 'keydown', 'wheel', 'click'] as const;

/** The visitor has acted on the page (also for stories and tests that need the acting code at once). */
export function visitorActed(): void {
  if (acted) return;
  acted = true;
  for (const type of ACTS) document.removeEventListener(type, visitorActed, true);
  resolve();
}

/** Resolved at the visitor's first act; a settled promise once they have. */
export function whenActed(): Promise<void> {
  return firstAct;
}

export function hasActed(): boolean {
  return acted;
}

function listen(): void {
  for (const type of ACTS) document.addEventListener(type, visitorActed, { capture: true, passive: true });
}

/**
 * The page as before any act: for a story of the wait itself, since story files share one page (vitest.config.ts)
 * and an earlier story has acted. Code already downloaded stays so; only the wait starts again.
 */
export function forgetFirstAct(): void {
  if (!acted) return;
  acted = false;
  firstAct = new Promise<void>((r) => (resolve = r));
  listen();
}

if (typeof document !== 'undefined') listen();
