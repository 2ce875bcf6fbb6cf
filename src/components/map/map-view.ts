/** Where the campus drawing is: moved by x, y pixels and zoomed by scale around the frame's centre. */
export interface MapView {
  x: number;
  y: number;
  scale: number;
}

export const REST_VIEW: MapView = { x: 0, y: 0, scale: 1 };

/** The CSS transform of a view, as react-spring's animated style writes it ('none' at rest). */
export function viewTransform({ x, y, scale }: MapView): string {
  if (x === 0 && y === 0 && scale === 1) return 'none';
  const px = (v: number) => (v === 0 ? '0' : `${v}px`);
  return `translate3d(${px(x)},${px(y)},0) scale(${scale})`;
}

/** True while a CSS transition moves the element. */
const inTransition = (el: Element | null): boolean => !!el?.getAnimations?.().length;

/**
 * The view an element shows now: `resting` unless a CSS transition is on its way there, in which case the
 * computed transform tells where it is.
 */
export function readShownView(el: Element | null, resting: MapView): MapView {
  if (!el || !inTransition(el) || typeof DOMMatrixReadOnly === 'undefined') return resting;
  const t = getComputedStyle(el).transform;
  if (!t || t === 'none') return REST_VIEW;
  const m = new DOMMatrixReadOnly(t);
  return { x: m.e, y: m.f, scale: m.a };
}
