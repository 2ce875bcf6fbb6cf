import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { animated, useSpring } from '@react-spring/web';
import { useDrag } from '@use-gesture/react';
import { useActorRef, useSelector } from '@xstate/react';
import { bottomSheetMachine, isSheetExpanded, type BottomSheetInput } from '@machines/bottom-sheet.machine';
import { getInspect } from '@/lib/inspector';
import styles from './map.module.css';

export interface BottomSheetProps {
  /** Machine input: the map's 150-410/480 sheet by default, the old map passes its 400-800. */
  input?: BottomSheetInput;
  /** Cap the maximum by the window height and follow resizes (the map's sheet does; the old map's does not). */
  followWindow?: boolean;
  /** Accessible name of the sheet and its handle. */
  label: string;
  handleLabel: string;
  header?: ReactNode;
  children: ReactNode;
  /** Called with the resting height after every settle, so a screen can restore it later. */
  onRest?: (height: number) => void;
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/**
 * The draggable sheet of spec §4. While the finger moves only the spring changes (no React render); the
 * machine hears the start and the release and decides where the sheet rests; the spring then goes there.
 */
export function BottomSheet({ input, followWindow = true, label, handleLabel, header, children, onRest }: BottomSheetProps) {
  const actor = useActorRef(bottomSheetMachine, {
    input: { ...input, windowHeight: followWindow ? (globalThis.innerHeight ?? null) : (input?.windowHeight ?? null) },
    inspect: getInspect(),
  });
  const height = useSelector(actor, (s) => s.context.height);
  const expanded = useSelector(actor, isSheetExpanded);
  const [{ h }, api] = useSpring(() => ({ h: actor.getSnapshot().context.height, config: { tension: 320, friction: 32 } }));
  const onRestRef = useRef(onRest);
  useLayoutEffect(() => {
    onRestRef.current = onRest;
  });

  const settleTo = (target: number) => {
    void api.start({ h: target });
    onRestRef.current?.(target);
  };

  // The machine moved the rest height (snap, resize): the spring follows.
  useEffect(() => {
    settleTo(height);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [height]);

  useEffect(() => {
    if (!followWindow) return;
    const onResize = () => actor.send({ type: 'sheet.resize', windowHeight: window.innerHeight });
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [actor, followWindow]);

  const bind = useDrag(
    ({ first, last, movement: [, my], memo, tap }) => {
      if (tap) return memo;
      const { min, max } = actor.getSnapshot().context;
      const start: number = first || memo === undefined ? h.get() : memo;
      if (first) actor.send({ type: 'sheet.drag.start' });
      const next = clamp(start - my, min, max);
      if (last) {
        actor.send({ type: 'sheet.drag.end', height: next });
        // The rest height may equal the one before the drag: move the spring back explicitly.
        settleTo(actor.getSnapshot().context.height);
      } else {
        void api.start({ h: next, immediate: true });
      }
      return start;
    },
    // Window listeners instead of pointer capture: the same path for mouse, touch and synthetic test events.
    { axis: 'y', filterTaps: true, pointer: { capture: false }, keys: false },
  );

  return (
    <animated.section className={styles.sheet} style={{ height: h }} aria-label={label} data-height={height}>
      <button
        type="button"
        className={styles.sheetHandle}
        aria-label={handleLabel}
        aria-expanded={expanded}
        onClick={() => actor.send({ type: 'sheet.snap', to: expanded ? 'min' : 'max' })}
        {...bind()}
      >
        <span className={styles.sheetGrip} aria-hidden="true" />
      </button>
      {header && <div className={styles.sheetHeader}>{header}</div>}
      <div className={styles.sheetBody}>{children}</div>
    </animated.section>
  );
}
