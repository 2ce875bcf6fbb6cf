import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createActor } from 'xstate';
import { bottomSheetMachine, isSheetExpanded, OLD_MAP_SHEET_INPUT, type BottomSheetInput } from '@machines/bottom-sheet.machine';
import { firstSheetState } from './sheet-start';

/** What the machine itself starts at. */
function machineStart(input: BottomSheetInput | undefined) {
  const snap = createActor(bottomSheetMachine, { input }).start().getSnapshot();
  return { height: snap.context.height, expanded: isSheetExpanded(snap) };
}

describe('firstSheetState', () => {
  it('paints the sheets of the map and the old map where their machines start', () => {
    expect(firstSheetState({ windowHeight: 844 })).toEqual({ height: 150, expanded: false });
    // A sheet restored open in a short window rests at the capped maximum.
    expect(firstSheetState({ initial: 410, windowHeight: 500 })).toEqual({ height: 318, expanded: true });
    expect(firstSheetState({ initial: 410, windowHeight: 844 })).toEqual({ height: 410, expanded: true });
    expect(firstSheetState(OLD_MAP_SHEET_INPUT)).toEqual({ height: 400, expanded: false });
    // A window too short for any opening: the minimum, which is not 'open'.
    expect(firstSheetState({ windowHeight: 200 })).toEqual({ height: 150, expanded: false });
  });

  it('agrees with the machine for any input', () => {
    const size = fc.integer({ min: 0, max: 1200 });
    fc.assert(
      fc.property(
        fc.record(
          { min: size, maxInitial: size, maxAfterResize: size, windowHeight: fc.option(size), reserve: size, initial: size },
          { requiredKeys: [] },
        ),
        (input) => {
          expect(firstSheetState(input)).toEqual(machineStart(input));
        },
      ),
    );
    expect(firstSheetState(undefined)).toEqual(machineStart(undefined));
  });
});
