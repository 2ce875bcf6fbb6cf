import { useRef, type PointerEvent, type ReactNode } from 'react';

export interface SwipeAreaProps {
  className?: string;
  /** Distance a release must pass to count as a swipe. */
  thresholdPx: number;
  /** While the finger moves: the horizontal distance so far (0 when released). */
  onDrag: (dx: number) => void;
  /** On release past the threshold: +1 for the next slide (swiped left), -1 for the previous one. */
  onSwipe: (step: 1 | -1) => void;
  children: ReactNode;
}

/** Movement under this is a tap, and a first movement decides whether the finger swipes or scrolls the page. */
const SLOP_PX = 4;

/**
 * The swipeable area of the event carousel, with pointer events alone (no gesture library on the home screen): a
 * horizontal drag follows the finger and swipes past the threshold; a vertical one is the page's scroll
 * (`touch-action: pan-y` in the stylesheet).
 */
export function SwipeArea({ className, thresholdPx, onDrag, onSwipe, children }: SwipeAreaProps) {
  const drag = useRef<{ id: number; x: number; y: number; horizontal: boolean | null } | null>(null);
  const end = (e: PointerEvent, cancelled: boolean) => {
    const d = drag.current;
    if (!d || d.id !== e.pointerId) return;
    drag.current = null;
    if (!d.horizontal) return;
    onDrag(0);
    const dx = e.clientX - d.x;
    if (cancelled) return;
    if (dx <= -thresholdPx) onSwipe(1);
    else if (dx >= thresholdPx) onSwipe(-1);
  };
  return (
    <div
      className={className}
      data-testid="event-carousel"
      onPointerDown={(e) => {
        if (!e.isPrimary || (e.pointerType === 'mouse' && e.button !== 0)) return;
        drag.current = { id: e.pointerId, x: e.clientX, y: e.clientY, horizontal: null };
      }}
      onPointerMove={(e) => {
        const d = drag.current;
        if (!d || d.id !== e.pointerId) return;
        const dx = e.clientX - d.x;
        if (d.horizontal === null) {
          const dy = e.clientY - d.y;
          if (Math.abs(dx) < SLOP_PX && Math.abs(dy) < SLOP_PX) return;
          d.horizontal = Math.abs(dx) >= Math.abs(dy);
          if (!d.horizontal) return;
          try {
            // Moves and the release outside the slides still belong to this swipe.
            e.currentTarget.setPointerCapture(e.pointerId);
          } catch {
            // a pointer the browser no longer tracks (released meanwhile)
          }
        }
        if (d.horizontal) onDrag(dx);
      }}
      onPointerUp={(e) => end(e, false)}
      onPointerCancel={(e) => end(e, true)}
    >
      {children}
    </div>
  );
}
