import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { BottomSheetInput } from '@machines/bottom-sheet.geometry';
import type { SheetControls, SheetMotionProps } from './map-motion';
import { firstSheetState } from './sheet-start';
import { useMapMotion } from './use-map-motion';
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
  /** QA steppers: the sheet's machine once it runs (it comes with the motion, after the first paint). */
  onMachine?: SheetMotionProps['onMachine'];
  /** When it changes (another pin, category or day), the list shows from its first card again. */
  listKey?: string;
}

/**
 * The draggable sheet of spec §4. While the finger moves only the spring changes (no React render); the
 * machine hears the start and the release and decides where the sheet rests; the spring then goes there.
 *
 * The sheet paints at its resting height with its list usable from the first paint. The machine, the drag and
 * the spring come together a moment later (use-map-motion); a tap on the handle before that is kept and
 * carried out as soon as they are here.
 */
export function BottomSheet({ input, followWindow = true, label, handleLabel, header, children, onRest, onMachine, listKey }: BottomSheetProps) {
  const machineInput = (): BottomSheetInput => ({
    ...input,
    windowHeight: followWindow ? (globalThis.innerHeight ?? null) : (input?.windowHeight ?? null),
  });
  const [first] = useState(() => firstSheetState(machineInput()));
  const [state, setState] = useState(first);
  const [attached, setAttached] = useState(false);
  const motion = useMapMotion();
  const sheet = useRef<HTMLElement>(null);
  const handle = useRef<HTMLButtonElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const controls = useRef<SheetControls | null>(null);
  const pendingToggle = useRef(false);
  const onRestRef = useRef(onRest);
  useLayoutEffect(() => {
    onRestRef.current = onRest;
  });
  useLayoutEffect(() => {
    if (body.current) body.current.scrollTop = 0;
  }, [listKey]);

  const toggle = () => {
    if (controls.current) controls.current.toggle();
    else pendingToggle.current = !pendingToggle.current;
  };

  return (
    <section
      ref={sheet}
      className={styles.sheet}
      // The first height only; from then on the spring writes it.
      style={{ height: first.height }}
      aria-label={label}
      data-height={state.height}
      data-motion={attached ? 'ready' : 'static'}
    >
      {/* The results' heading, for heading navigation: the cards' h3 titles sit under it. */}
      <h2 className="visually-hidden">{label}</h2>
      <button
        ref={handle}
        type="button"
        className={styles.sheetHandle}
        aria-label={handleLabel}
        aria-expanded={state.expanded}
        onClick={toggle}
      >
        <span className={styles.sheetGrip} aria-hidden="true" />
      </button>
      {header && <div className={styles.sheetHeader}>{header}</div>}
      <div ref={body} className={styles.sheetBody}>
        {children}
      </div>
      {motion && (
        <motion.SheetMotion
          input={machineInput}
          followWindow={followWindow}
          shownHeight={first.height}
          sheet={sheet}
          handle={handle}
          controls={controls}
          pendingToggle={pendingToggle}
          onState={setState}
          onRest={(h) => onRestRef.current?.(h)}
          onAttach={setAttached}
          onMachine={onMachine}
        />
      )}
    </section>
  );
}
