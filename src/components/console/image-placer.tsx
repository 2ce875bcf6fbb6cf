// The tap-to-place image of the map and plans consoles: the image (or a drawing) as one big button where a tap
// gives the spot, in percent or in fractions of the image, with the placed marks over it. A mark can be chosen,
// dragged (when `drag` is on) and, once focused, moved with the arrow keys (Shift for bigger steps); a drag or a
// run of key presses is handed over once, when the pointer or the key is let go.
import { useId, useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styles from './image-placer.module.css';

export interface PlacerMark {
  id: number;
  /** In the placer's unit. */
  x: number;
  y: number;
  /** What the mark shows. */
  text: string;
  /** Its accessible name. */
  name: string;
}

export interface ImagePlacerProps {
  /** 'percent': 0..100; 'fraction': 0..1, for every position in and out. */
  unit: 'percent' | 'fraction';
  /** 'pin': a numbered pin whose tip is the spot; 'label': a name centred on the spot. */
  kind: 'pin' | 'label';
  /** The uploaded image; without it, `art` is drawn on a square. */
  image: { url: string; width: number; height: number } | null;
  art?: ReactNode;
  marks: PlacerMark[];
  chosenId: number | null;
  busy?: boolean;
  /** The button's accessible name (what a tap does now). */
  label: string;
  testId?: string;
  /** Pressing and dragging a mark moves it; without it, marks let taps through to the image. */
  drag?: boolean;
  onTap: (x: number, y: number) => void;
  onMove: (id: number, x: number, y: number) => void;
  onChoose: (id: number) => void;
}

/** How far (percent of the image) a mark must travel before a press counts as a drag, not a tap. */
const DRAG_MIN = 1.5;
/** One arrow key press moves a mark this far (percent); with Shift, ten times as far. */
const KEY_STEP = 1;
const KEYS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

const clamp = (v: number) => Math.min(100, Math.max(0, v));

export function ImagePlacer(p: ImagePlacerProps) {
  const intl = useIntl();
  const hintId = useId();
  const box = useRef<HTMLDivElement>(null);
  // A mark on the move, in percent: by pointer (`moved` once past DRAG_MIN) or by keys (always moved).
  const [moving, setMoving] = useState<{ id: number; x: number; y: number; moved: boolean } | null>(null);
  const scale = p.unit === 'percent' ? 1 : 100;
  const out = (v: number) => v / scale;
  const percentAt = (clientX: number, clientY: number) => {
    const r = box.current!.getBoundingClientRect();
    return { x: ((clientX - r.left) / r.width) * 100, y: ((clientY - r.top) / r.height) * 100 };
  };
  const mark = (id: number) => p.marks.find((m) => m.id === id);
  const tap = (e: MouseEvent<HTMLButtonElement>) => {
    // A key press (no pointer position) places the mark in the middle; its arrow keys then move it.
    const keyboard = e.detail === 0 && e.clientX === 0 && e.clientY === 0;
    const at = keyboard ? { x: 50, y: 50 } : percentAt(e.clientX, e.clientY);
    p.onTap(out(at.x), out(at.y));
  };
  const commit = (m: { id: number; x: number; y: number }) => p.onMove(m.id, out(clamp(m.x)), out(clamp(m.y)));
  const down = (id: number) => (e: PointerEvent<HTMLSpanElement>) => {
    if (p.busy || !p.drag) return;
    try {
      // The mark follows the finger even when it leaves the mark.
      e.currentTarget.setPointerCapture(e.pointerId);
    } catch {
      // A pointer the browser no longer tracks: the mark still moves while over it.
    }
    const m = mark(id)!;
    setMoving({ id, x: m.x * scale, y: m.y * scale, moved: false });
  };
  const move = (e: PointerEvent<HTMLSpanElement>) => {
    if (!moving) return;
    const at = percentAt(e.clientX, e.clientY);
    const m = mark(moving.id);
    const moved = moving.moved || (!!m && Math.hypot(at.x - m.x * scale, at.y - m.y * scale) > DRAG_MIN);
    setMoving({ ...moving, x: at.x, y: at.y, moved });
  };
  const up = () => {
    if (!moving) return;
    setMoving(null);
    // A press without a drag chooses the mark (the next tap on the image moves it).
    if (moving.moved) commit(moving);
    else p.onChoose(moving.id);
  };
  const keyDown = (id: number) => (e: KeyboardEvent<HTMLSpanElement>) => {
    if (p.busy) return;
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      p.onChoose(id);
      return;
    }
    const dir = KEYS[e.key];
    if (!dir) return;
    e.preventDefault();
    const step = e.shiftKey ? KEY_STEP * 10 : KEY_STEP;
    const from = moving?.id === id ? moving : { x: mark(id)!.x * scale, y: mark(id)!.y * scale };
    setMoving({ id, x: clamp(from.x + dir[0] * step), y: clamp(from.y + dir[1] * step), moved: true });
  };
  const keyUp = (e: KeyboardEvent<HTMLSpanElement>) => {
    if (!moving || !KEYS[e.key]) return;
    setMoving(null);
    commit(moving);
  };
  const image = p.image;
  return (
    <div
      ref={box}
      className={`${styles.box} ${p.kind === 'label' ? styles.boxLabels : ''}`}
      style={{ aspectRatio: image ? `${image.width} / ${image.height}` : '1 / 1' }}
    >
      <button type="button" className={styles.placer} onClick={tap} disabled={p.busy} aria-label={p.label} data-testid={p.testId}>
        {image ? <img src={image.url} alt="" width={image.width} height={image.height} draggable={false} /> : p.art}
      </button>
      <span id={hintId} hidden>
        {intl.formatMessage({ id: 'console.placer.keysHint' })}
      </span>
      {/* Beside the button, not in it: each mark is its own handle (the list offers the same by buttons). */}
      {p.marks.map((m) => {
        const here = moving?.id === m.id ? moving : null;
        return (
          <span
            key={m.id}
            role="button"
            tabIndex={0}
            aria-label={m.name}
            aria-describedby={hintId}
            aria-pressed={m.id === p.chosenId}
            aria-disabled={p.busy || undefined}
            className={`${p.kind === 'pin' ? styles.pin : styles.label} ${p.drag ? styles.draggable : ''} ${m.id === p.chosenId ? styles.chosen : ''}`}
            style={{ left: `${here ? clamp(here.x) : m.x * scale}%`, top: `${here ? clamp(here.y) : m.y * scale}%` }}
            data-pin={p.kind === 'pin' ? m.id : undefined}
            data-spot={p.kind === 'label' ? m.id : undefined}
            data-dragging={here?.moved || undefined}
            title={m.name}
            onPointerDown={down(m.id)}
            onPointerMove={move}
            onPointerUp={up}
            onPointerCancel={() => setMoving(null)}
            onKeyDown={keyDown(m.id)}
            onKeyUp={keyUp}
          >
            {m.text}
          </span>
        );
      })}
    </div>
  );
}
