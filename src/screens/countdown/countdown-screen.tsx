import { useEffect, useState } from 'react';
import { nowMs } from '@/lib/clock';
import { CountdownView } from '@/components/countdown/countdown-view';
import { remaining } from './remaining';

/** Before opening, / and unknown paths: the time left, ticking every second from the app clock. */
export default function CountdownScreen() {
  const [left, setLeft] = useState(() => remaining(nowMs()));
  useEffect(() => {
    const id = setInterval(() => setLeft(remaining(nowMs())), 1000);
    return () => clearInterval(id);
  }, []);
  return <CountdownView {...left} />;
}
