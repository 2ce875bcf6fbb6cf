import { Suspense, useCallback, useLayoutEffect, useRef, useState, type ComponentType, type PointerEvent, type ReactNode } from 'react';
import { restsOpen, startingSheet, type BottomSheetInput } from '@machines/bottom-sheet.geometry';
import type { BottomSheetRef } from '@machines/bottom-sheet.machine';
import { lazyPart } from '@/lib/lazy-part';
import { SheetHandleButton } from './map-parts';
import type { SheetHandleProps } from './map-motion';
import styles from './map.module.css';

// The handle's machine, drag and spring come with the map's (map-motion.tsx) at the visitor's first act on the page
// (lib/first-act.ts); should that code never arrive, the sheet keeps its plain handle.
const SheetHandle = lazyPart(
  () => import('./map-motion').then((m) => m.SheetHandle),
  ({ label, input }: SheetHandleProps) => <SheetHandleButton label={label} expanded={restsOpen(startingSheet(input))} onTap={() => {}} />,
  { afterFirstAct: true },
);

/** How far a finger must move on the plain handle for a swipe rather than a tap. */
const SWIPE_PX = 24;

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
  onMachine?: (actor: BottomSheetRef) => void;
  /** When it changes (another pin, category or day), the list shows from its first card again. */
  listKey?: string;
  /** The handle that comes with the motion code (default: map-motion.tsx's, at the first act); stories pass one whose arrival they hold. */
  motion?: ComponentType<SheetHandleProps>;
}

/**
 * The draggable sheet of spec §4. It paints at its resting height with its list usable from the first paint; its
 * handle is first a plain button, and becomes the machine's, with the drag and the spring, once the visitor acts on
 * the page and that code is here (the Suspense content, map-motion.tsx). A tap on the plain handle, or a swipe
 * towards the other height, is carried out as soon as that code is here, and the keyboard's focus on it moves to
 * its replacement.
 */
export function BottomSheet({
  input,
  followWindow = true,
  label,
  handleLabel,
  header,
  children,
  onRest,
  onMachine,
  listKey,
  motion: Motion = SheetHandle,
}: BottomSheetProps) {
  // The machine starts from the input the sheet painted with.
  const [machineInput] = useState<BottomSheetInput>(() => ({
    ...input,
    windowHeight: followWindow ? (globalThis.innerHeight ?? null) : (input?.windowHeight ?? null),
  }));
  const [first] = useState(() => startingSheet(machineInput));
  const [tappedBefore, setTappedBefore] = useState(false);
  const [focusedBefore, setFocusedBefore] = useState(false);
  const sheet = useRef<HTMLElement>(null);
  const body = useRef<HTMLDivElement>(null);
  // The machine once its code is here, and whether the plain handle's last gesture was a swipe (its click is no tap).
  const machine = useRef<BottomSheetRef | null>(null);
  const swiped = useRef(false);
  const takeMachine = useCallback(
    (actor: BottomSheetRef) => {
      machine.current = actor;
      onMachine?.(actor);
    },
    [onMachine],
  );
  // A swipe on the plain handle, up or down, takes the sheet to that height: at once if the drag code arrived during
  // the swipe (the plain handle is gone then, and the new one never saw the finger go down), else on its arrival.
  const swipeFrom = (down: PointerEvent) => {
    const { pointerId, clientY } = down;
    swiped.current = false;
    const end = (e: globalThis.PointerEvent) => {
      if (e.pointerId !== pointerId) return;
      window.removeEventListener('pointerup', end);
      window.removeEventListener('pointercancel', end);
      const dy = e.clientY - clientY;
      if (e.type !== 'pointerup' || Math.abs(dy) < SWIPE_PX) return;
      swiped.current = true;
      if (machine.current) machine.current.send({ type: 'sheet.snap', to: dy < 0 ? 'max' : 'min' });
      else setTappedBefore((dy < 0) !== restsOpen(first));
    };
    window.addEventListener('pointerup', end);
    window.addEventListener('pointercancel', end);
  };
  // A new list starts at its top. Not on the first render: the list is at its top already, and writing scrollTop
  // forces the page's layout in the middle of React's first commit.
  const listShown = useRef(listKey);
  useLayoutEffect(() => {
    if (listShown.current === listKey) return;
    listShown.current = listKey;
    if (body.current) body.current.scrollTop = 0;
  }, [listKey]);

  return (
    // The first height only; from then on the spring writes it.
    <section ref={sheet} className={styles.sheet} style={{ height: first.height }} aria-label={label}>
      {/* The results' heading, for heading navigation: the cards' h3 titles sit under it. */}
      <h2 className="visually-hidden">{label}</h2>
      <Suspense
        fallback={
          <SheetHandleButton
            label={handleLabel}
            expanded={restsOpen(first)}
            onTap={() => {
              if (swiped.current) swiped.current = false;
              else setTappedBefore((t) => !t);
            }}
            onPointerDown={swipeFrom}
            onFocusChange={setFocusedBefore}
          />
        }
      >
        <Motion
          input={machineInput}
          followWindow={followWindow}
          sheet={sheet}
          label={handleLabel}
          tappedBefore={tappedBefore}
          focusedBefore={focusedBefore}
          onRest={onRest}
          onMachine={takeMachine}
        />
      </Suspense>
      {header && <div className={styles.sheetHeader}>{header}</div>}
      <div ref={body} className={styles.sheetBody}>
        {children}
      </div>
    </section>
  );
}
