import { useEffect, useState } from 'react';
import { nowMs } from '@/lib/clock';

/** The app clock, re-read every `everyMs` so time-based labels change while the screen is open. */
export function useNow(everyMs: number): number {
  const [t, setT] = useState(nowMs);
  useEffect(() => {
    const id = setInterval(() => setT(nowMs()), everyMs);
    return () => clearInterval(id);
  }, [everyMs]);
  return t;
}
