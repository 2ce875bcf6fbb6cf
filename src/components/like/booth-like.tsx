// A booth's like button wherever one shows (map cards, the ranking, a booth's page). Its machine (XState, the like
// calls, the outbox) is not part of any page's load: the button paints from the data at once, its code is asked for
// at the visitor's first act on the page (lib/first-act.ts), and the machine's button (live-like.tsx) replaces it
// when that code is here. A tap on the plain button flips it at once (busy) and is
// carried out by the machine on arrival.
import { Suspense, useState } from 'react';
import { useSnapshot } from 'valtio';
import { initialLiked } from '@machines/like-toggle.rules';
import { lazyPart } from '@/lib/lazy-part';
import { visitorStore } from '@/stores/visitor';
import { LikeButton, type LikeButtonProps } from './like-button';
import type { LiveLikeProps } from './live-like';

export interface BoothLikeProps {
  boothId: number;
  /** What the data says (the visitor's kept likes win, as in the machine). */
  liked: boolean;
  count: number;
  size?: LikeButtonProps['size'];
}

/**
 * The button before the machine, from the data. A tap flips it at once, as the machine would, and it stays busy
 * (further taps wait) until the machine arrives and makes the same flip for real.
 */
function PlainLike({ boothId, liked, count, size, tappedBefore, onTap }: LiveLikeProps & { onTap?: () => void }) {
  const { likedBooths } = useSnapshot(visitorStore);
  const was = initialLiked(boothId, likedBooths, liked);
  const shown = tappedBefore ? !was : was;
  return <LikeButton liked={shown} count={count + (shown === was ? 0 : shown ? 1 : -1)} busy={tappedBefore} size={size} onToggle={onTap ?? (() => {})} />;
}

const LiveLike = lazyPart(() => import('./live-like').then((m) => m.LiveLike), PlainLike, { afterFirstAct: true });

export function BoothLike(props: BoothLikeProps) {
  const [tapped, setTapped] = useState(false);
  return (
    <Suspense fallback={<PlainLike {...props} tappedBefore={tapped} onTap={() => setTapped(true)} />}>
      <LiveLike {...props} tappedBefore={tapped} onCarried={() => setTapped(false)} />
    </Suspense>
  );
}
