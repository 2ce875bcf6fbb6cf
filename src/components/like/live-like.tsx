// A booth's like button run by its like machine (useLike, XState): the Suspense content of BoothLike, loaded after
// the first paint.
import { useLayoutEffect, useRef } from 'react';
import { useLike } from '@/hooks/use-like';
import { LikeButton } from './like-button';
import type { BoothLikeProps } from './booth-like';

export interface LiveLikeProps extends BoothLikeProps {
  /** The visitor tapped the plain button before this code was here: carried out on arrival. */
  tappedBefore: boolean;
  /** The tap was carried out: a button drawn again later (the page drawn anew) does not make it a second time. */
  onCarried?: () => void;
}

export function LiveLike({ boothId, liked, count, size, tappedBefore, onCarried }: LiveLikeProps) {
  const like = useLike({ boothId, liked, count });
  // The tap made before, once, and before this button is painted: the plain one showed it already, so the machine's
  // button never shows the state before the tap.
  const carried = useRef(false);
  useLayoutEffect(() => {
    if (carried.current) return;
    carried.current = true;
    if (!tappedBefore) return;
    like.toggle();
    onCarried?.();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return <LikeButton liked={like.liked} count={like.count} busy={like.busy} pending={like.pending} onToggle={like.toggle} size={size} />;
}
