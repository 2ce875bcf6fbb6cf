import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { lazyPart } from '@/lib/lazy-part';
import type { MapControlsProps } from './map-motion';
import { ZoomButtons, type ZoomButton } from './map-parts';
import { REST_VIEW, viewTransform, zoomedView, type MapView } from './map-view';
import { CAMPUS_ART_URL, FOOTPRINTS, footprintRect, MAIN_FIELD } from './campus-art';
import { declutterPins } from './pin-layout';
import styles from './map.module.css';

export interface MapPin {
  /** Campus location id. */
  id: number;
  name: string;
  /** Percent of the map's width and height. */
  x: number;
  y: number;
  /** Shown on the pin and read after its name (the booth wait, issue 20). */
  badge?: ReactNode;
}

/** An uploaded campus map drawn instead of the built-in art (uploaded-map.tsx): pins are then percent of it. */
export interface CampusMapArt {
  node: ReactNode;
  /** Width / height of the image: it is drawn whole, centred in the frame. */
  aspect: number;
}

export interface CampusMapProps {
  pins: readonly MapPin[];
  art?: CampusMapArt | null;
  selectedId: number | null;
  onSelectPin: (id: number) => void;
  /** Pixels at the bottom kept for a resting sheet, so no pin hides under it. */
  bottomInset?: number;
}

// Drag, pinch and wheel come with the sheet's motion (map-motion.tsx) at the visitor's first act on the page
// (lib/first-act.ts); should that code never arrive, the buttons that zoom by CSS stay.
const MapControls = lazyPart<MapControlsProps>(
  () => import('./map-motion').then((m) => m.MapControls),
  () => <ZoomButtons onZoom={() => {}} />,
  { afterFirstAct: true },
);

/**
 * The campus drawing (one image, campus-art.ts) with the chosen place's footprint and the pins over it. Drag pans,
 * pinch and wheel zoom; the spring moves the drawing, so panning costs no React render. Pins are buttons named after
 * their place.
 *
 * The drawing, the pins and the zoom buttons work from the first paint; drag, pinch and wheel come with the
 * motion code, asked for at the visitor's first act (the Suspense content, map-motion.tsx). Until then the zoom buttons move the drawing
 * by a CSS transition, and the spring starts from where they sent it.
 */
export function CampusMap({ pins, art, selectedId, onSelectPin, bottomInset = 0 }: CampusMapProps) {
  const intl = useIntl();
  const frame = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLDivElement>(null);
  // Where the zoom buttons sent the drawing before the motion code arrived.
  const [viewBefore, setViewBefore] = useState<MapView>(REST_VIEW);
  const [focusedBefore, setFocusedBefore] = useState<ZoomButton | null>(null);
  // The frame's size, so pins that would overlap move apart and each keeps a whole 44 px target.
  const [size, setSize] = useState<readonly [number, number]>([0, 0]);
  // Read when the browser reports it (a ResizeObserver tells every element's first size after the page is laid out):
  // read inside React's commit, it forced the whole page's layout in the middle of the map's longest task.
  useEffect(() => {
    const el = frame.current;
    if (!el) return;
    const measure = () => setSize((s) => (s[0] === el.clientWidth && s[1] === el.clientHeight ? s : [el.clientWidth, el.clientHeight]));
    if (typeof ResizeObserver === 'undefined') return measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  // An uploaded map keeps its proportions: the largest box of its aspect inside the frame, centred.
  const fitW = art ? Math.min(size[0], size[1] * art.aspect) : size[0];
  const fitH = art ? fitW / art.aspect : size[1];
  const offsets = size[0] > 0 ? declutterPins(pins, fitW, fitH) : null;

  const selectedFootprint = selectedId === null ? undefined : FOOTPRINTS.find((f) => f.id === selectedId);

  const pinList = (
    <ul className={styles.pins} aria-label={intl.formatMessage({ id: 'map.pins' })}>
      {pins.map((p, i) => (
        <li
          key={p.id}
          style={{ left: `${p.x}%`, top: `${p.y}%`, translate: offsets ? `${offsets[i]!.dx}px ${offsets[i]!.dy}px` : undefined }}
          className={styles.pinSpot}
        >
          <button
            type="button"
            className={styles.pin}
            aria-pressed={p.id === selectedId}
            title={p.name}
            onClick={() => onSelectPin(p.id)}
          >
            <svg viewBox="0 0 24 32" width="24" height="32" aria-hidden="true">
              <path d="M12 1C6 1 1.5 5.4 1.5 11.2 1.5 19 12 31 12 31s10.5-12 10.5-19.8C22.5 5.4 18 1 12 1Z" />
              <circle cx="12" cy="11.5" r="4" fill="#fff" />
            </svg>
            {/* Named by its text, not aria-label, so a badge's hidden text adds to the name. */}
            <span className="visually-hidden">{p.name}</span>
            {p.badge}
          </button>
          {p.id === selectedId && <span className={styles.pinLabel}>{p.name}</span>}
        </li>
      ))}
    </ul>
  );

  return (
    <div
      className={styles.mapFrame}
      ref={frame}
      style={{ bottom: bottomInset }}
      role="region"
      aria-label={intl.formatMessage({ id: 'map.campusMap' })}
    >
      {/* The spring writes the transform once it runs; until then the zoom buttons' view (React leaves an unchanged style alone). */}
      <div className={styles.mapCanvas} ref={canvas} style={{ transform: viewTransform(viewBefore) }}>
        {art ? (
          <div style={{ position: 'absolute', left: (size[0] - fitW) / 2, top: (size[1] - fitH) / 2, width: fitW, height: fitH }}>
            {art.node}
            {pinList}
          </div>
        ) : (
          <>
            <img className={styles.mapArt} src={CAMPUS_ART_URL} alt="" draggable={false} />
            {selectedFootprint && (
              <svg className={styles.mapArt} viewBox="0 0 100 100" preserveAspectRatio="none" aria-hidden="true">
                <rect {...footprintRect(selectedFootprint)} className={styles.footprintSelected} />
              </svg>
            )}
            <span className={styles.fieldLabel} style={{ left: `${MAIN_FIELD.x + MAIN_FIELD.w / 2}%`, top: `${MAIN_FIELD.y + MAIN_FIELD.h / 2}%` }} aria-hidden="true">
              {intl.formatMessage({ id: 'map.mainField' })}
            </span>
            {pinList}
          </>
        )}
      </div>
      <Suspense
        fallback={<ZoomButtons onZoom={(factor) => setViewBefore((v) => zoomedView(frame.current, v, factor))} onFocusChange={setFocusedBefore} />}
      >
        <MapControls frame={frame} canvas={canvas} viewBefore={viewBefore} focusedBefore={focusedBefore} />
      </Suspense>
    </div>
  );
}
