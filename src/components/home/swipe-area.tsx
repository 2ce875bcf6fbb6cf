import type { ReactNode } from 'react';
import { useDrag } from '@use-gesture/react';

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

/**
 * The swipeable area of the event carousel. Loaded on its own (default export, see EventCarousel) so the
 * gesture library is not part of the home screen's first download.
 */
export default function SwipeArea({ className, thresholdPx, onDrag, onSwipe, children }: SwipeAreaProps) {
  const bind = useDrag(
    ({ last, movement: [mx], tap }) => {
      if (tap) return;
      if (!last) return onDrag(mx);
      onDrag(0);
      if (mx <= -thresholdPx) onSwipe(1);
      else if (mx >= thresholdPx) onSwipe(-1);
    },
    { axis: 'x', filterTaps: true },
  );
  return (
    <div className={className} {...bind()} data-testid="event-carousel" data-swipe="ready">
      {children}
    </div>
  );
}
