import { describe, expect, it } from 'vitest';
import { SAMPLE_STAGES } from '../sample/stages';
import { actsOverlap, overlapMap, overlapsWith, stageKey, type ActSpan } from './act-overlap';

const act = (id: number | null, stage: string, start: string, end: string): ActSpan => ({
  id,
  location_name: stage,
  start_time: `2025-09-25T${start}:00+09:00`,
  end_time: `2025-09-25T${end}:00+09:00`,
});

describe('actsOverlap', () => {
  it('finds two acts on one stage sharing a moment', () => {
    expect(actsOverlap(act(1, 'Main', '15:00', '15:30'), act(2, 'Main', '15:20', '16:00'))).toBe(true);
    expect(actsOverlap(act(1, 'Main', '15:00', '17:00'), act(2, 'Main', '15:20', '16:00'))).toBe(true);
  });

  it('lets one act start when the other ends', () => {
    expect(actsOverlap(act(1, 'Main', '15:00', '15:30'), act(2, 'Main', '15:30', '16:00'))).toBe(false);
  });

  it('keeps different stages apart, and compares stage names as people type them', () => {
    expect(actsOverlap(act(1, 'Main', '15:00', '16:00'), act(2, 'Side', '15:00', '16:00'))).toBe(false);
    expect(actsOverlap(act(1, ' Main  stage', '15:00', '16:00'), act(2, 'main stage', '15:30', '16:30'))).toBe(true);
    expect(stageKey('  대운동장   특설무대 ')).toBe('대운동장 특설무대');
  });

  it('does not compare an act with itself, but a draft (no id) with every act', () => {
    expect(actsOverlap(act(1, 'Main', '15:00', '16:00'), act(1, 'Main', '15:00', '16:00'))).toBe(false);
    expect(actsOverlap(act(null, 'Main', '15:00', '16:00'), act(1, 'Main', '15:00', '16:00'))).toBe(true);
  });

  it('ignores unreadable times', () => {
    expect(actsOverlap({ ...act(1, 'Main', '15:00', '16:00'), start_time: 'soon' }, act(2, 'Main', '15:00', '16:00'))).toBe(false);
  });

  it('reads epoch milliseconds too', () => {
    const a: ActSpan = { id: 1, location_name: 'Main', start_time: 1000, end_time: 2000 };
    expect(actsOverlap(a, { id: 2, location_name: 'Main', start_time: 1999, end_time: 3000 })).toBe(true);
    expect(actsOverlap(a, { id: 2, location_name: 'Main', start_time: 2000, end_time: 3000 })).toBe(false);
  });
});

describe('overlapsWith and overlapMap', () => {
  const list = [act(1, 'Main', '15:00', '15:30'), act(2, 'Main', '15:15', '15:45'), act(3, 'Main', '15:40', '16:00'), act(4, 'Side', '15:00', '16:00')];

  it('lists the clashing ids in order', () => {
    expect(overlapsWith(act(null, 'Main', '15:10', '15:42'), list)).toEqual([1, 2, 3]);
    expect(overlapsWith(list[1], list)).toEqual([1, 3]);
  });

  it('marks both acts of every clash and leaves the others out', () => {
    expect(Object.fromEntries(overlapMap(list))).toEqual({ 1: [2], 2: [1, 3], 3: [2] });
  });

  it('finds no clash in the sample festival', () => {
    expect(overlapMap(SAMPLE_STAGES).size).toBe(0);
  });
});
