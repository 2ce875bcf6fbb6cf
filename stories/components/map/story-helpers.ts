// Shared by the map, booth and place stories: a fake position, fresh map choices, a real pointer drag.
import { expect, waitFor } from 'storybook/test';
import { pinToLatLng } from '@contract/sample/locations';
import type { FestivalDate, Category } from '@contract/constants';
import { mapChoices } from '@/stores/map-choices';
import { visitorStore } from '@/stores/visitor';
import { resetLikeBus } from '@/hooks/use-like';
import { visitorActed } from '@/lib/first-act';
import { resetMapMemory } from '@/screens/map/map-memory';
import { setMockNow } from '@mocks/handlers';

/** Near Paljeongdo, in the middle of the campus. */
export const ON_CAMPUS = (() => {
  const { lat, lng } = pinToLatLng({ x: 48, y: 38 });
  return { latitude: lat, longitude: lng };
})();

export type GeoMode = 'ok' | 'denied' | 'unsupported';

/** Replaces the browser's geolocation for the story (headless Chromium would otherwise wait for a prompt). */
export function fakeGeolocation(mode: GeoMode): void {
  const value =
    mode === 'unsupported'
      ? undefined
      : {
          getCurrentPosition: (ok: PositionCallback, fail?: PositionErrorCallback | null) => {
            setTimeout(() => {
              if (mode === 'ok') ok({ coords: { ...ON_CAMPUS, accuracy: 10 } } as GeolocationPosition);
              else fail?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError);
            }, 10);
          },
        };
  Object.defineProperty(navigator, 'geolocation', { value, configurable: true });
}

export interface MapStoreOptions {
  filter?: Category;
  pin?: number | null;
  date?: FestivalDate;
  night?: boolean;
  geo?: GeoMode;
  liked?: string[];
  now?: string;
}

/** The `store` parameter of a map or detail story: every piece of remembered state set on purpose. */
export function mapStore(o: MapStoreOptions = {}) {
  return () => {
    resetMapMemory();
    resetLikeBus();
    mapChoices.lastFilter = o.filter ?? 'Booth';
    mapChoices.lastPin = o.pin ?? null;
    mapChoices.selectedDate = o.date ?? '2025-09-25';
    mapChoices.isNight = o.night ?? true;
    visitorStore.likedBooths = o.liked ?? [];
    fakeGeolocation(o.geo ?? 'ok');
    setMockNow(o.now ?? '2025-09-25T19:00:00+09:00');
  };
}

const frame = () => new Promise((r) => requestAnimationFrame(() => r(null)));

/**
 * Waits, as a visitor would, until the sheet or map around `el` can be dragged: its drag code is asked for at the
 * visitor's first act on the page (lib/first-act.ts: acting here) and arrives a moment later (the sheet or the map's
 * frame then says data-motion="ready").
 */
export async function whenDraggable(el: HTMLElement): Promise<void> {
  const owner = el.closest<HTMLElement>('section, [role="region"]');
  if (!owner) throw new Error('no sheet or map around the dragged element');
  visitorActed();
  await waitFor(() => expect(owner).toHaveAttribute('data-motion', 'ready'));
  if (!el.isConnected) throw new Error('the element was replaced when the motion code arrived: find it with readyHandle');
}

/** The sheet's handle once its motion code is here: the plain handle of the first paint is replaced by then. */
export async function readyHandle(c: { getByRole: (role: 'button', o: { name: string }) => HTMLElement }, name: string): Promise<HTMLElement> {
  visitorActed();
  await waitFor(() => expect(c.getByRole('button', { name }).closest('section')).toHaveAttribute('data-motion', 'ready'));
  return c.getByRole('button', { name });
}

/** Drags an element by dy pixels once its drag code is here (down on it, moves and up on the window). */
export async function dragBy(target: HTMLElement, dy: number): Promise<void> {
  await whenDraggable(target);
  await pointerDrag(target, dy);
}

/**
 * A finger's or the mouse's drag by dy pixels with pointer events: down on the element, moves and up on the window,
 * a frame apart; `beforeRelease` runs with the pointer still down (whatever the drag code is, or is not yet).
 */
export async function pointerDrag(
  target: HTMLElement,
  dy: number,
  { pointerType = 'mouse', beforeRelease }: { pointerType?: 'mouse' | 'touch'; beforeRelease?: () => Promise<void> } = {},
): Promise<void> {
  const r = target.getBoundingClientRect();
  const x = r.left + r.width / 2;
  const y0 = r.top + r.height / 2;
  const init = (y: number, buttons: number): PointerEventInit => ({
    bubbles: true,
    cancelable: true,
    pointerId: 7,
    pointerType,
    isPrimary: true,
    clientX: x,
    clientY: y,
    button: 0,
    buttons,
  });
  target.dispatchEvent(new PointerEvent('pointerdown', init(y0, 1)));
  for (let i = 1; i <= 6; i++) {
    await frame();
    window.dispatchEvent(new PointerEvent('pointermove', init(y0 + (dy * i) / 6, 1)));
  }
  await frame();
  await beforeRelease?.();
  window.dispatchEvent(new PointerEvent('pointerup', init(y0 + dy, 0)));
  await frame();
}

/** The map sheet's maximum in this window: 410 capped by the window height minus 182, never below 150. */
export const mapSheetMax = () => Math.max(150, Math.min(410, window.innerHeight - 182));

/**
 * How much of a bottom sheet shows: from its top to the bottom of the box it rests on. While it moves the sheet slides
 * (a transform) at its largest height, so its own height says where it is going, not where it is.
 */
export function shownHeight(sheet: HTMLElement): number {
  const floor = (sheet.offsetParent ?? document.documentElement).getBoundingClientRect().bottom;
  return floor - sheet.getBoundingClientRect().top;
}
