// Stage acts that clash: two acts on the same stage (the stage's name, trimmed, case and spacing as typed
// aside) whose times overlap. One act ending at 16:00 and the next starting at 16:00 do not clash. Used by
// the console's list and form (a warning on both acts) and by the server, which saves a clash only when the
// admin confirmed it (409 `act_overlap` with the clashing ids otherwise).

export interface ActSpan {
  /** null: an act not saved yet (the form's draft). */
  id: number | null;
  location_name: string;
  /** ISO instants (with offset) or epoch milliseconds. */
  start_time: string | number;
  end_time: string | number;
}

/** The stage as compared: trimmed, spaces collapsed, case folded. */
export function stageKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

const ms = (t: string | number) => (typeof t === 'number' ? t : Date.parse(t));

/** Whether two different acts share a stage and a moment. */
export function actsOverlap(a: ActSpan, b: ActSpan): boolean {
  if (a.id !== null && a.id === b.id) return false;
  if (stageKey(a.location_name) !== stageKey(b.location_name)) return false;
  const [as, ae, bs, be] = [ms(a.start_time), ms(a.end_time), ms(b.start_time), ms(b.end_time)];
  if ([as, ae, bs, be].some((x) => Number.isNaN(x))) return false;
  return as < be && bs < ae;
}

/** The ids of the acts `act` clashes with, in the order given. */
export function overlapsWith(act: ActSpan, others: readonly ActSpan[]): number[] {
  const ids: number[] = [];
  for (const o of others) if (o.id !== null && actsOverlap(act, o)) ids.push(o.id);
  return ids;
}

/** For every act of the list, the ids it clashes with (an act without clashes is absent). */
export function overlapMap(acts: readonly ActSpan[]): Map<number, number[]> {
  const map = new Map<number, number[]>();
  for (const a of acts) {
    if (a.id === null) continue;
    const ids = overlapsWith(a, acts);
    if (ids.length) map.set(a.id, ids);
  }
  return map;
}
