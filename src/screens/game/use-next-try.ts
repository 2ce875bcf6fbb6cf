import { useEffect, useState } from 'react';
import { msUntilLocalMidnight } from '@machines/game-keys';
import { nowMs } from '@/lib/clock';

const pad = (n: number) => String(n).padStart(2, '0');

/** 'HH:MM:SS' of a duration, never negative. */
export function formatDuration(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

/** The time to the next participation (local midnight), ticking each second while `active`. */
export function useNextTry(active: boolean): string | null {
  const [text, setText] = useState(() => formatDuration(msUntilLocalMidnight(nowMs())));
  useEffect(() => {
    if (!active) return;
    const tick = () => setText(formatDuration(msUntilLocalMidnight(nowMs())));
    tick();
    const id = setInterval(tick, 1000);
    return () => clearInterval(id);
  }, [active]);
  return active ? text : null;
}
