// The map's draggable bottom sheet (spec §4 Bottom sheet, §9 Sheet). The component animates the height
// with react-spring while the finger moves and tells this machine only when a drag starts and ends, so a
// drag costs no React render per pointer move; the machine decides where the sheet comes to rest.
import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { restsOpen, sheetMax, snapHeight, startingSheet, type BottomSheetInput } from './bottom-sheet.geometry';

export { OLD_MAP_SHEET_INPUT, sheetMax, snapHeight, type BottomSheetInput } from './bottom-sheet.geometry';

export interface BottomSheetContext {
  min: number;
  maxInitial: number;
  maxAfterResize: number;
  reserve: number;
  windowHeight: number | null;
  resized: boolean;
  /** The maximum in force now (already capped and never below min). */
  max: number;
  /** The snapped target height the sheet rests at (or springs back to). */
  height: number;
}

export type BottomSheetEvent =
  | { type: 'sheet.drag.start' }
  | { type: 'sheet.drag.end'; height: number }
  | { type: 'sheet.snap'; to: 'min' | 'max' }
  | { type: 'sheet.resize'; windowHeight: number };

function currentMax(c: Pick<BottomSheetContext, 'min' | 'maxInitial' | 'maxAfterResize' | 'reserve' | 'windowHeight' | 'resized'>) {
  return sheetMax({ min: c.min, max: c.resized ? c.maxAfterResize : c.maxInitial, windowHeight: c.windowHeight, reserve: c.reserve });
}

export const bottomSheetMachine = setup({
  types: {
    context: {} as BottomSheetContext,
    events: {} as BottomSheetEvent,
    input: {} as BottomSheetInput | undefined,
    tags: {} as 'dragging',
  },
  actions: {
    settle: assign(({ context }, params: { height: number }) => ({
      height: snapHeight(params.height, context.min, context.max),
    })),
    snapTo: assign(({ context }, params: { to: 'min' | 'max' }) => ({
      height: params.to === 'min' ? context.min : context.max,
    })),
    resize: assign(({ context }, params: { windowHeight: number }) => {
      const wasExpanded = context.height === context.max && context.max !== context.min;
      const next = { ...context, windowHeight: params.windowHeight, resized: true };
      const max = currentMax(next);
      // An open sheet follows the new maximum; a collapsed one stays collapsed.
      const height = wasExpanded ? max : Math.min(Math.max(context.height, context.min), max);
      return { windowHeight: params.windowHeight, resized: true, max, height };
    }),
  },
}).createMachine({
  id: 'bottomSheet',
  context: ({ input }) => startingSheet(input),
  initial: 'idle',
  on: {
    'sheet.resize': { actions: { type: 'resize', params: ({ event }) => ({ windowHeight: event.windowHeight }) } },
  },
  states: {
    idle: {
      on: {
        'sheet.drag.start': 'dragging',
        'sheet.snap': { actions: { type: 'snapTo', params: ({ event }) => ({ to: event.to }) } },
      },
    },
    dragging: {
      description:
        'The finger or mouse holds the sheet. The component moves it without telling the machine; context.height keeps the last resting height until release.',
      tags: ['dragging'],
      on: {
        'sheet.drag.end': {
          target: 'idle',
          actions: { type: 'settle', params: ({ event }) => ({ height: event.height }) },
        },
      },
    },
  },
});

export type BottomSheetRef = ActorRefFrom<typeof bottomSheetMachine>;
export type BottomSheetSnapshot = SnapshotFrom<typeof bottomSheetMachine>;

/** True when the sheet rests open (at its maximum). */
export const isSheetExpanded = (s: BottomSheetSnapshot): boolean => restsOpen(s.context);
