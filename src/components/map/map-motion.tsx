// Loaded after the first paint (see use-map-motion): the bottom sheet's machine, drag and spring, and the
// campus map's drag, pinch and wheel. The components own their elements and these take them over on arrival:
// the spring writes the sheet's slide (and its height at rest) and the drawing's transform straight to the element,
// frame by frame, without a React render.
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { useSpring } from '@react-spring/web';
import { useDrag, useGesture } from '@use-gesture/react';
import { useActorRef, useSelector } from '@xstate/react';
import { bottomSheetMachine, isSheetExpanded, type BottomSheetInput, type BottomSheetRef } from '@machines/bottom-sheet.machine';
import { getInspect } from '@/lib/inspector';
import { prefersReducedMotion } from '@/lib/reduced-motion';
import { viewTransform, type MapView } from './map-view';
import type { SheetState } from './sheet-start';

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

export interface SheetControls {
  /** The handle's tap: open a closed sheet, close an open one. */
  toggle: () => void;
}

export interface SheetMotionProps {
  /** The machine's input, read when the machine starts. */
  input: () => BottomSheetInput;
  followWindow: boolean;
  /** The height the sheet shows now; the spring starts there. */
  shownHeight: number;
  sheet: RefObject<HTMLElement | null>;
  handle: RefObject<HTMLButtonElement | null>;
  /** Filled while attached: the handle's tap goes through it. */
  controls: RefObject<SheetControls | null>;
  /** A tap that came before the machine: carried out on arrival. */
  pendingToggle: RefObject<boolean>;
  onState: (state: SheetState) => void;
  /** Called with the resting height after every settle. */
  onRest: (height: number) => void;
  /** The drag is bound. */
  onAttach: (attached: boolean) => void;
  /** QA steppers: the sheet's machine, once it runs, to step through by hand. */
  onMachine?: (actor: BottomSheetRef) => void;
}

/**
 * The sheet's machine, drag and spring. While the finger moves only the spring changes (no React render); the
 * machine hears the start and the release and decides where the sheet rests; the spring then goes there.
 */
export function SheetMotion({ input, followWindow, shownHeight, sheet, handle, controls, pendingToggle, onState, onRest, onAttach, onMachine }: SheetMotionProps) {
  const actor = useActorRef(bottomSheetMachine, { input: input(), inspect: getInspect() });
  useEffect(() => onMachine?.(actor), [actor, onMachine]);
  const height = useSelector(actor, (s) => s.context.height);
  const expanded = useSelector(actor, isSheetExpanded);
  const dragging = useRef(false);
  // While the sheet moves it is laid out at its largest height once and slid by a transform, which the compositor
  // moves without painting; at rest it takes its height again, so its list scrolls within what shows. (Writing the
  // height every frame repainted the whole sheet each frame: npm run bench:drag.)
  const [{ h }, api] = useSpring(() => ({
    h: shownHeight,
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
  function restAt(height: number) {
    const el = sheet.current;
    if (!el) return;
    el.style.height = `${height}px`;
    el.style.transform = '';
  }

  const settleTo = (target: number) => {
    // Reduced motion: the sheet goes to its rest at once instead of springing there.
    if (h.get() === target) restAt(target);
    else void api.start({ h: target, immediate: prefersReducedMotion() });
    onRest(target);
  };

  useLayoutEffect(() => {
    onState({ height, expanded });
  }, [height, expanded, onState]);

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

  useLayoutEffect(() => {
    const toggle = () => actor.send({ type: 'sheet.snap', to: isSheetExpanded(actor.getSnapshot()) ? 'min' : 'max' });
    controls.current = { toggle };
    if (pendingToggle.current) {
      pendingToggle.current = false;
      toggle();
    }
    onAttach(true);
    return () => {
      controls.current = null;
      onAttach(false);
    };
  }, [actor, controls, pendingToggle, onAttach]);

  return null;
}

export interface CampusMapMotionControls {
  view: () => MapView;
  /** Springs the drawing to a view. */
  springTo: (view: MapView) => void;
}

export interface CampusMapMotionProps {
  frame: RefObject<HTMLDivElement | null>;
  canvas: RefObject<HTMLDivElement | null>;
  controls: RefObject<CampusMapMotionControls | null>;
  /** The view the drawing shows now (it may be in the middle of a CSS transition). */
  shownView: () => MapView;
  /** The view the drawing was last sent to. */
  restingView: () => MapView;
  /** Keeps a view inside the frame. */
  bounded: (x: number, y: number, scale: number) => MapView;
  minScale: number;
  maxScale: number;
  onAttach: (attached: boolean) => void;
}

/** Drag pans, pinch and wheel zoom; the spring moves the drawing, so panning costs no React render. */
export function CampusMapMotion({ frame, canvas, controls, shownView, restingView, bounded, minScale, maxScale, onAttach }: CampusMapMotionProps) {
  const [{ x, y, scale }, api] = useSpring(() => ({
    ...shownView(),
    onChange: ({ value }: { value: MapView }) => {
      if (canvas.current) canvas.current.style.transform = viewTransform(value);
    },
  }));

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
        const s = clamp(scale.get() * (dy > 0 ? 0.9 : 1.1), minScale, maxScale);
        void api.start(bounded(x.get(), y.get(), s));
      },
    },
    {
      target: frame,
      drag: { from: () => [x.get(), y.get()], filterTaps: true, pointer: { capture: false } },
      pinch: { scaleBounds: { min: minScale, max: maxScale }, from: () => [scale.get(), 0] },
      wheel: { eventOptions: { passive: true } },
    },
  );

  useLayoutEffect(() => {
    if (canvas.current) canvas.current.style.transform = viewTransform({ x: x.get(), y: y.get(), scale: scale.get() });
    controls.current = {
      view: () => ({ x: x.get(), y: y.get(), scale: scale.get() }),
      springTo: (v) => void api.start(v),
    };
    const rest = restingView();
    if (rest.x !== x.get() || rest.y !== y.get() || rest.scale !== scale.get()) void api.start(rest);
    onAttach(true);
    return () => {
      controls.current = null;
      onAttach(false);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return null;
}
