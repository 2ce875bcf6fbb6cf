// An in-memory index of the booth list: booths by category, festival day and night flag (built once per
// combination asked, per load of the booths and the board), each kept in id order and grouped by
// location, and the event posts by booth. A list request then walks only the booths of its types, day and
// night, and with distance ordering only as many locations as its limit needs: its cost does not grow
// with booths that are filtered out.
import type { Category } from '@contract/constants';
import type { BoothRecord, PostRecord } from './catalog';

export interface BoothSlice {
  /** Id order. */
  list: BoothRecord[];
  /** The same booths by location id, each in id order. */
  byLocation: Map<number, BoothRecord[]>;
}

export interface BoothIndex {
  slice(types: readonly Category[] | undefined, date: string | undefined, night: boolean | undefined): BoothSlice;
  /** Event posts of a booth (with times), for is_event and event_id. */
  eventsOf(boothId: number): PostRecord[];
}

const NO_EVENTS: PostRecord[] = [];

function sliceOf(list: BoothRecord[]): BoothSlice {
  const byLocation = new Map<number, BoothRecord[]>();
  for (const b of list) {
    const at = byLocation.get(b.location.id);
    if (at) at.push(b);
    else byLocation.set(b.location.id, [b]);
  }
  return { list, byLocation };
}

export function buildBoothIndex(all: readonly BoothRecord[], events: readonly PostRecord[]): BoothIndex {
  const byId = [...all].sort((a, b) => a.id - b.id);
  const eventsByBooth = new Map<number, PostRecord[]>();
  for (const e of events) {
    if (e.boothId === null) continue;
    const at = eventsByBooth.get(e.boothId);
    if (at) at.push(e);
    else eventsByBooth.set(e.boothId, [e]);
  }
  const slices = new Map<string, BoothSlice>();
  return {
    slice(types, date, night) {
      const cats = types?.length ? [...new Set(types)].sort() : null;
      const key = `${cats?.join(',') ?? '*'}|${date ?? '*'}|${night ?? '*'}`;
      let s = slices.get(key);
      if (!s) {
        const want = cats ? new Set<string>(cats) : null;
        s = sliceOf(
          byId.filter(
            (b) =>
              (!want || want.has(b.category)) &&
              (night === undefined || b.isNight === night) &&
              (date === undefined || b.schedules.some((x) => x.day === date)),
          ),
        );
        // Keys are bounded by the request schema (types, a date, a flag); a cap keeps odd dates from piling up.
        if (slices.size < 256) slices.set(key, s);
      }
      return s;
    },
    eventsOf: (boothId) => eventsByBooth.get(boothId) ?? NO_EVENTS,
  };
}

/**
 * The booths of `slice` that pass `keep`, nearest first (ties and unknown distances by id, unknown last),
 * at most `limit`: locations are sorted by their distance and walked until the limit is reached.
 */
export function nearestFirst(
  slice: BoothSlice,
  distanceOfLocation: (b: BoothRecord) => number | null,
  keep: (b: BoothRecord) => boolean,
  limit: number,
): BoothRecord[] {
  const groups = [...slice.byLocation.values()].map((rows) => ({ d: distanceOfLocation(rows[0]), rows }));
  const key = (d: number | null) => (d === null ? Infinity : d);
  groups.sort((a, b) => key(a.d) - key(b.d) || a.rows[0].id - b.rows[0].id);
  const out: BoothRecord[] = [];
  for (let i = 0; i < groups.length && out.length < limit; ) {
    let j = i + 1;
    while (j < groups.length && key(groups[j].d) === key(groups[i].d)) j++;
    const tie = groups.slice(i, j).flatMap((g) => g.rows.filter(keep));
    if (j - i > 1) tie.sort((a, b) => a.id - b.id);
    out.push(...tie);
    i = j;
  }
  return out.slice(0, limit);
}
