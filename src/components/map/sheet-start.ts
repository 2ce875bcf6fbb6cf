// Where the bottom sheet rests before its machine has started (the machine comes with the drag code, after
// the first paint): the machine's own starting geometry, from the XState-free machines/bottom-sheet.geometry.ts.
import { restsOpen, startingSheet, type BottomSheetInput } from '@machines/bottom-sheet.geometry';

/** What the sheet shows of its machine. */
export interface SheetState {
  height: number;
  expanded: boolean;
}

/** The machine's starting height for this input, and whether that is the open (maximum) end. */
export function firstSheetState(input: BottomSheetInput | undefined): SheetState {
  const start = startingSheet(input);
  return { height: start.height, expanded: restsOpen(start) };
}
