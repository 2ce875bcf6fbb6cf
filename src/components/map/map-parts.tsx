// The markup the map's static first paint and its motion code (map-motion.tsx, loaded after) both draw: the sheet's
// handle and the zoom buttons. The static ones are the Suspense fallbacks of the moving ones.
import type { PointerEventHandler, Ref } from 'react';
import { useIntl } from 'react-intl';
import styles from './map.module.css';

export interface SheetHandleButtonProps {
  label: string;
  expanded: boolean;
  onTap: () => void;
  /** The resting height the sheet's machine chose (absent before the machine runs). */
  height?: number;
  ref?: Ref<HTMLButtonElement>;
  /** The plain handle had the keyboard's focus when this one replaced it: it takes it on. */
  autoFocus?: boolean;
  onFocusChange?: (focused: boolean) => void;
  /** The plain handle, before the drag code: where a swipe starts (bottom-sheet.tsx). */
  onPointerDown?: PointerEventHandler<HTMLButtonElement>;
}

/** The grip at the top of the bottom sheet: a tap opens or closes the sheet, a drag moves it. */
export function SheetHandleButton({ label, expanded, onTap, height, ref, autoFocus, onFocusChange, onPointerDown }: SheetHandleButtonProps) {
  return (
    <button
      ref={ref}
      type="button"
      className={styles.sheetHandle}
      aria-label={label}
      aria-expanded={expanded}
      data-height={height}
      onClick={onTap}
      onPointerDown={onPointerDown}
      autoFocus={autoFocus}
      onFocus={onFocusChange && (() => onFocusChange(true))}
      onBlur={onFocusChange && (() => onFocusChange(false))}
    >
      <span className={styles.sheetGrip} aria-hidden="true" />
    </button>
  );
}

export type ZoomButton = 'in' | 'out';

export interface ZoomButtonsProps {
  /** Gets the factor of one step. */
  onZoom: (factor: number) => void;
  /** The button the plain ones had focused when these replaced them: it takes the focus on. */
  focused?: ZoomButton | null;
  onFocusChange?: (focused: ZoomButton | null) => void;
}

/** The map's + and − buttons. */
export function ZoomButtons({ onZoom, focused, onFocusChange }: ZoomButtonsProps) {
  const intl = useIntl();
  const button = (which: ZoomButton, factor: number, text: string) => (
    <button
      type="button"
      onClick={() => onZoom(factor)}
      aria-label={intl.formatMessage({ id: which === 'in' ? 'map.zoomIn' : 'map.zoomOut' })}
      autoFocus={focused === which}
      onFocus={onFocusChange && (() => onFocusChange(which))}
      onBlur={onFocusChange && (() => onFocusChange(null))}
    >
      {text}
    </button>
  );
  return (
    <div className={styles.zoom}>
      {button('in', ZOOM_STEP, '+')}
      {button('out', 1 / ZOOM_STEP, '−')}
    </div>
  );
}

const ZOOM_STEP = 1.4;
