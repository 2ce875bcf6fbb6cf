/** Where the campus drawing is: moved by x, y pixels and zoomed by scale around the frame's centre. */
export interface MapView {
  x: number;
  y: number;
  scale: number;
}

export const REST_VIEW: MapView = { x: 0, y: 0, scale: 1 };
export const MIN_SCALE = 1;
export const MAX_SCALE = 4;

export const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** The CSS transform of a view, as react-spring's animated style writes it ('none' at rest). */
export function viewTransform({ x, y, scale }: MapView): string {
  if (x === 0 && y === 0 && scale === 1) return 'none';
  const px = (v: number) => (v === 0 ? '0' : `${v}px`);
  return `translate3d(${px(x)},${px(y)},0) scale(${scale})`;
}

/** A view that keeps the drawing covering `frame`: at scale s it may move by (s - 1) / 2 of the frame each way. */
export function boundedView(frame: HTMLElement | null, x: number, y: number, scale: number): MapView {
  const bx = ((scale - 1) * (frame?.clientWidth ?? 0)) / 2;
  const by = ((scale - 1) * (frame?.clientHeight ?? 0)) / 2;
  return { x: clamp(x, -bx, bx), y: clamp(y, -by, by), scale };
}

/** `view` zoomed by one step of the zoom buttons, kept inside `frame`. */
export const zoomedView = (frame: HTMLElement | null, view: MapView, factor: number): MapView =>
  boundedView(frame, view.x, view.y, clamp(view.scale * factor, MIN_SCALE, MAX_SCALE));
