import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { SHEET } from '@contract/constants';
import {
  OLD_MAP_SHEET_INPUT,
  type BottomSheetEvent,
  type BottomSheetInput,
  bottomSheetMachine,
  isSheetExpanded,
  sheetMax,
  snapHeight,
} from './bottom-sheet.machine';

const start = (input?: BottomSheetInput) => createActor(bottomSheetMachine, { input }).start();

function drag(actor: ReturnType<typeof start>, to: number) {
  actor.send({ type: 'sheet.drag.start' });
  actor.send({ type: 'sheet.drag.end', height: to });
  return actor.getSnapshot().context.height;
}

describe('snapHeight', () => {
  it('rests at the nearer end', () => {
    expect(snapHeight(151, 150, 410)).toBe(150);
    expect(snapHeight(279, 150, 410)).toBe(150);
    expect(snapHeight(281, 150, 410)).toBe(410);
    expect(snapHeight(600, 150, 410)).toBe(410);
    expect(snapHeight(-40, 150, 410)).toBe(150);
  });
  it('sends an exact middle to max and a non-number to min', () => {
    expect(snapHeight(280, 150, 410)).toBe(410);
    expect(snapHeight(Number.NaN, 150, 410)).toBe(150);
  });
});

describe('sheetMax', () => {
  it('caps by window height minus the reserve but never below min', () => {
    expect(sheetMax({ min: 150, max: 410, windowHeight: 800, reserve: 182 })).toBe(410);
    expect(sheetMax({ min: 150, max: 410, windowHeight: 500, reserve: 182 })).toBe(318);
    expect(sheetMax({ min: 150, max: 410, windowHeight: 250, reserve: 182 })).toBe(150);
    expect(sheetMax({ min: 150, max: 410, windowHeight: null, reserve: 182 })).toBe(410);
  });
});

describe('bottomSheetMachine', () => {
  it('starts collapsed at 150 with a 410 maximum on a tall phone', () => {
    const a = start({ windowHeight: 844 });
    expect(a.getSnapshot().value).toBe('idle');
    expect(a.getSnapshot().context).toMatchObject({ height: SHEET.initial, min: 150, max: 410 });
    expect(isSheetExpanded(a.getSnapshot())).toBe(false);
  });

  it('tags the drag and tells nothing in between: release snaps to the nearer end', () => {
    const a = start({ windowHeight: 844 });
    a.send({ type: 'sheet.drag.start' });
    expect(a.getSnapshot().hasTag('dragging')).toBe(true);
    // While dragging the resting height is unchanged: the component animates on its own.
    expect(a.getSnapshot().context.height).toBe(150);
    a.send({ type: 'sheet.drag.end', height: 300 });
    expect(a.getSnapshot().hasTag('dragging')).toBe(false);
    expect(a.getSnapshot().context.height).toBe(410);
    expect(isSheetExpanded(a.getSnapshot())).toBe(true);
    expect(drag(a, 260)).toBe(150);
  });

  it('ignores a release that was not preceded by a drag start', () => {
    const a = start({ windowHeight: 844 });
    a.send({ type: 'sheet.drag.end', height: 400 });
    expect(a.getSnapshot().context.height).toBe(150);
  });

  it('caps both maxima by window height minus 182', () => {
    const a = start({ windowHeight: 560 });
    expect(a.getSnapshot().context.max).toBe(378);
    expect(drag(a, 999)).toBe(378);
  });

  it('uses 480 after a resize, capped by the new window height, and an open sheet follows', () => {
    const a = start({ windowHeight: 844 });
    drag(a, 400);
    expect(a.getSnapshot().context.height).toBe(410);
    a.send({ type: 'sheet.resize', windowHeight: 900 });
    expect(a.getSnapshot().context).toMatchObject({ max: 480, height: 480, resized: true });
    a.send({ type: 'sheet.resize', windowHeight: 600 });
    expect(a.getSnapshot().context).toMatchObject({ max: 418, height: 418 });
    a.send({ type: 'sheet.resize', windowHeight: 300 });
    expect(a.getSnapshot().context).toMatchObject({ max: 150, height: 150 });
  });

  it('keeps a collapsed sheet collapsed on resize', () => {
    const a = start({ windowHeight: 844 });
    a.send({ type: 'sheet.resize', windowHeight: 1000 });
    expect(a.getSnapshot().context).toMatchObject({ max: 480, height: 150 });
    expect(drag(a, 330)).toBe(480);
  });

  it('accepts a resize during a drag without ending it', () => {
    const a = start({ windowHeight: 844 });
    a.send({ type: 'sheet.drag.start' });
    a.send({ type: 'sheet.resize', windowHeight: 1000 });
    expect(a.getSnapshot().hasTag('dragging')).toBe(true);
    a.send({ type: 'sheet.drag.end', height: 470 });
    expect(a.getSnapshot().context.height).toBe(480);
  });

  it('snaps on request when idle, but not in the middle of a drag', () => {
    const a = start({ windowHeight: 844 });
    a.send({ type: 'sheet.snap', to: 'max' });
    expect(a.getSnapshot().context.height).toBe(410);
    a.send({ type: 'sheet.snap', to: 'min' });
    expect(a.getSnapshot().context.height).toBe(150);
    a.send({ type: 'sheet.drag.start' });
    a.send({ type: 'sheet.snap', to: 'max' });
    expect(a.getSnapshot().context.height).toBe(150);
  });

  it('serves the old map with 400 to 800 and no window cap', () => {
    const a = start(OLD_MAP_SHEET_INPUT);
    expect(a.getSnapshot().context).toMatchObject({ min: 400, max: 800, height: 400 });
    expect(drag(a, 601)).toBe(800);
    expect(drag(a, 599)).toBe(400);
    a.send({ type: 'sheet.resize', windowHeight: 700 });
    expect(a.getSnapshot().context.max).toBe(518);
  });

  it('16.1 caps the old map by the window too: 844 px tall, it opens to 662 and drags back to 400', () => {
    const a = start({ ...OLD_MAP_SHEET_INPUT, windowHeight: 844 });
    expect(a.getSnapshot().context).toMatchObject({ min: 400, max: 662, height: 400 });
    expect(drag(a, 700)).toBe(662);
    expect(drag(a, 450)).toBe(400);
  });

  it('without input uses the map defaults and no cap', () => {
    const a = start();
    expect(a.getSnapshot().context).toMatchObject({ min: 150, max: 410, height: 150, windowHeight: null });
  });
});

describe('bottomSheetMachine model', () => {
  const input: BottomSheetInput = { windowHeight: 844 };
  const EVENTS = [
    { type: 'sheet.drag.start' },
    { type: 'sheet.drag.end', height: 100 },
    { type: 'sheet.drag.end', height: 300 },
    { type: 'sheet.drag.end', height: 900 },
    { type: 'sheet.snap', to: 'min' },
    { type: 'sheet.snap', to: 'max' },
    { type: 'sheet.resize', windowHeight: 600 },
    { type: 'sheet.resize', windowHeight: 1000 },
  ] as const;
  const model = createTestModel(bottomSheetMachine, { input, events: [...EVENTS] });
  const paths = model.getShortestPaths();

  it('has a fixed number of shortest paths', () => {
    // A new transition or state changes this number: check it below, then update it.
    expect(paths.length).toBe(15);
  });

  it('on a real actor the sheet always rests at min or the capped max', async () => {
    let checked = 0;
    for (const path of paths) {
      const actor = start(input);
      // The executors are typed by event type only; the step carries the full event.
      const send = (step: { event: { type: string } }) => void actor.send(step.event as BottomSheetEvent);
      await path.test({
        events: { 'sheet.drag.start': send, 'sheet.drag.end': send, 'sheet.snap': send, 'sheet.resize': send },
        states: {
          '*': (modelState) => {
            const { context, value } = actor.getSnapshot();
            expect(value).toEqual(modelState.value);
            expect(context).toEqual(modelState.context);
            const cap = context.windowHeight === null ? Infinity : context.windowHeight - SHEET.windowReserve;
            const expectedMax = Math.max(150, Math.min(context.resized ? 480 : 410, cap));
            expect(context.max).toBe(expectedMax);
            expect([context.min, context.max]).toContain(context.height);
            checked += 1;
          },
        },
      });
    }
    expect(checked).toBe(paths.reduce((n, p) => n + p.steps.length, 0));
  });
});
