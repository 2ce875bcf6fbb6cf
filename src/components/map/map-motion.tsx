// The map's motion, loaded after the first paint: the bottom sheet's handle with its machine, drag and spring, and
// the campus map's zoom buttons with its drag, pinch and wheel. Each is the Suspense content whose fallback is its
// static counterpart (bottom-sheet.tsx, campus-map.tsx), and takes over the element it moves on arrival: the spring
// writes the sheet's slide (and its height at rest) and the drawing's transform straight to the element, frame by
// frame, without a React render. The element then says `data-motion="ready"`.
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { useSpring } from '@react-spring/web';
import { useDrag, useGesture } from '@use-gesture/react';
import { useActorRef, useSelector } from '@xstate/react';
import { bottomSheetMachine, isSheetExpanded, type BottomSheetInput, type BottomSheetRef } from '@machines/bottom-sheet.machine';
import { getInspect } from '@/lib/inspector';
import { prefersReducedMotion } from '@/lib/reduced-motion';
import { boundedView, clamp, MAX_SCALE, MIN_SCALE, viewTransform, zoomedView, type MapView } from './map-view';
import { SheetHandleButton, ZoomButtons, type ZoomButton } from './map-parts';

/**
 * Marks `el` as moved by this code while the calling component is mounted. A passive effect: when this code is
 * already here on the first render, `el` (an element around the caller) gets its ref only after the caller's layout
 * effects.
 */
function useTakeOver(el: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const node = el.current;
    node?.setAttribute('data-motion', 'ready');
    return () => node?.removeAttribute('data-motion');
  }, [el]);
}

export interface SheetHandleProps {
  /** The machine's input, read when the machine starts: the one the sheet painted with, so nothing moves on arrival. */
  input: BottomSheetInput;
  /** The machine follows the window's height. */
  followWindow: boolean;
  /** The sheet this handle moves. */
  sheet: RefObject<HTMLElement | null>;
  label: string;
  /** The visitor tapped the handle before this code was here: carried out on arrival. */
  tappedBefore: boolean;
  /** The plain handle had the keyboard's focus: this one takes it. */
  focusedBefore?: boolean;
  /** Called with the resting height after every settle. */
  onRest?: (height: number) => void;
  /** QA steppers: the sheet's machine, to step through by hand. */
  onMachine?: (actor: BottomSheetRef) => void;
}

/**
 * The sheet's handle with its machine, drag and spring. While the finger moves only the spring changes (no React
 * render); the machine hears the start and the release and decides where the sheet rests; the spring then goes there.
 */
export function SheetHandle({ input, followWindow, sheet, label, tappedBefore, focusedBefore, onRest, onMachine }: SheetHandleProps) {
  const actor = useActorRef(bottomSheetMachine, { input, inspect: getInspect() });
  useEffect(() => onMachine?.(actor), [actor, onMachine]);
  const height = useSelector(actor, (s) => s.context.height);
  const expanded = useSelector(actor, isSheetExpanded);
  const handle = useRef<HTMLButtonElement>(null);
  const dragging = useRef(false);
  const onRestRef = useRef(onRest);
  useLayoutEffect(() => {
    onRestRef.current = onRest;
  });
  useTakeOver(sheet);
  // While the sheet moves it is laid out at its largest height once and slid by a transform, which the compositor
  // moves without painting; at rest it takes its height again, so its list scrolls within what shows. (Writing the
  // height every frame repainted the whole sheet each frame: npm run bench:drag.)
  const [{ h }, api] = useSpring(() => ({
    h: height,
    config: { tension: 320, friction: 32 },
    onChange: ({ value }: { value: { h: number } }) => {
      const el = sheet.current;
      if (!el) return;
      const tall = Math.max(actor.getSnapshot().context.max, value.h);
      el.style.height = `${tall}px`;
      el.style.transform = `translateY(${tall - value.h}px)`;
    },
    // A finger on the handle moves the spring with immediate steps, each of which "rests": not a rest.
    onRest: ({ value, finished }: { value: { h: number }; finished?: boolean }) => {
      if (finished && !dragging.current) restAt(value.h);
    },
  }));
  function restAt(to: number) {
    const el = sheet.current;
    if (!el) return;
    el.style.height = `${to}px`;
    el.style.transform = '';
  }

  const settleTo = (target: number) => {
    // Reduced motion: the sheet goes to its rest at once instead of springing there.
    if (h.get() === target) restAt(target);
    else void api.start({ h: target, immediate: prefersReducedMotion() });
    onRestRef.current?.(target);
  };
  const toggle = () => actor.send({ type: 'sheet.snap', to: isSheetExpanded(actor.getSnapshot()) ? 'min' : 'max' });

  // The machine moved the rest height (snap, resize): the spring follows.
  useEffect(() => {
    settleTo(height);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [height]);

  // A tap made before this code was here, once.
  const carried = useRef(false);
  useEffect(() => {
    if (carried.current) return;
    carried.current = true;
    if (tappedBefore) toggle();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!followWindow) return;
    const onResize = () => actor.send({ type: 'sheet.resize', windowHeight: window.innerHeight });
    // The window may have changed since the sheet painted.
    if (input.windowHeight !== window.innerHeight) onResize();
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [actor, followWindow, input.windowHeight]);

  useDrag(
    ({ first, last, movement: [, my], memo, tap }) => {
      if (tap) return memo;
      const { min, max } = actor.getSnapshot().context;
      const start: number = first || memo === undefined ? h.get() : memo;
      if (first) {
        dragging.current = true;
        actor.send({ type: 'sheet.drag.start' });
      }
      const next = clamp(start - my, min, max);
      if (last) {
        dragging.current = false;
        actor.send({ type: 'sheet.drag.end', height: next });
        // The rest height may equal the one before the drag: move the spring back explicitly.
        settleTo(actor.getSnapshot().context.height);
      } else {
        void api.start({ h: next, immediate: true });
      }
      return start;
    },
    // Window listeners instead of pointer capture: the same path for mouse, touch and synthetic test events.
    { target: handle, axis: 'y', filterTaps: true, pointer: { capture: false }, keys: false },
  );

  return <SheetHandleButton ref={handle} label={label} expanded={expanded} height={height} onTap={toggle} autoFocus={focusedBefore} />;
}

export interface MapControlsProps {
  /** The map's frame: drag, pinch and wheel on it move the drawing. */
  frame: RefObject<HTMLElement | null>;
  /** The drawing the spring moves. */
  canvas: RefObject<HTMLElement | null>;
  /** Where the zoom buttons sent the drawing before this code was here: the spring starts there. */
  viewBefore: MapView;
  /** The plain zoom button that had the keyboard's focus: its replacement takes it. */
  focusedBefore?: ZoomButton | null;
}

/** The zoom buttons with drag pans, pinch and wheel zoom; the spring moves the drawing, so panning costs no React render. */
export function MapControls({ frame, canvas, viewBefore, focusedBefore }: MapControlsProps) {
  const [{ x, y, scale }, api] = useSpring(() => ({
    ...viewBefore,
    onChange: ({ value }: { value: MapView }) => {
      if (canvas.current) canvas.current.style.transform = viewTransform(value);
    },
  }));
  const bounded = (nx: number, ny: number, s: number) => boundedView(frame.current, nx, ny, s);
  useTakeOver(frame);

  useGesture(
    {
      onDrag: ({ offset: [ox, oy], pinching, cancel }) => {
        if (pinching) return cancel();
        void api.start({ ...bounded(ox, oy, scale.get()), immediate: true });
      },
      onPinch: ({ offset: [s] }) => {
        void api.start({ ...bounded(x.get(), y.get(), s), immediate: true });
      },
      onWheel: ({ delta: [, dy] }) => {
        const s = clamp(scale.get() * (dy > 0 ? 0.9 : 1.1), MIN_SCALE, MAX_SCALE);
        void api.start(bounded(x.get(), y.get(), s));
      },
    },
    {
      target: frame,
      drag: { from: () => [x.get(), y.get()], filterTaps: true, pointer: { capture: false } },
      pinch: { scaleBounds: { min: MIN_SCALE, max: MAX_SCALE }, from: () => [scale.get(), 0] },
      wheel: { eventOptions: { passive: true } },
    },
  );

  const zoom = (factor: number) => void api.start(zoomedView(frame.current, { x: x.get(), y: y.get(), scale: scale.get() }, factor));
  return <ZoomButtons onZoom={zoom} focused={focusedBefore} />;
}
