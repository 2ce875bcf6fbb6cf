// What each live event changes in the TanStack Query cache: counts are written in place, anything
// richer is invalidated so the screens showing it refetch (screens never know the data came live).
import type { QueryClient } from '@tanstack/react-query';
import { isRecord } from '@contract/rules/record';
import type { BoothDetail, BoothListItem, EmergencyNotice } from '@contract/types';
import type { BoothStatusEvent } from '@contract/status';
import { queryKeys } from '@/api/query-client';
import { boothStatusStore } from '@/stores/booth-status';
import { looksLikeFestival, setFestival } from '@/stores/festival';

export interface LiveUrgent {
  id: number;
  title?: string;
  content?: string;
  cleared?: boolean;
  refetch?: boolean;
}

/** The window event carrying a live `queue` event (detail: its data; null after a `refetch`) to the queue's stores
 * (stores/queue-lines.ts, stores/queue-tickets.ts listen for it): no queue code on a page that shows none. */
const QUEUE_LIVE_EVENT = 'festival-queue';
const toQueue = (detail: unknown) => {
  if (typeof dispatchEvent === 'function') dispatchEvent(new CustomEvent(QUEUE_LIVE_EVENT, { detail }));
};

/** Applies one event; returns the urgent notice it carried (for the toast), if any. */
export function applyLiveEvent(qc: QueryClient, kind: string, data: unknown): LiveUrgent | null {
  if (!isRecord(data)) return null;
  switch (kind) {
    case 'urgent': {
      const u = data as unknown as LiveUrgent;
      if (u.cleared) qc.setQueryData<EmergencyNotice | null>(queryKeys.emergency(), null);
      else if (typeof u.title === 'string' && typeof u.content === 'string') {
        qc.setQueryData<EmergencyNotice | null>(queryKeys.emergency(), { id: u.id, title: u.title, content: u.content } as EmergencyNotice);
      } else void qc.invalidateQueries({ queryKey: queryKeys.emergency() });
      void qc.invalidateQueries({ queryKey: queryKeys.boardList() });
      return u;
    }
    case 'likes': {
      const id = Number(data.booth_id);
      const count = Number(data.count);
      if (!Number.isFinite(id) || !Number.isFinite(count)) return null;
      qc.setQueryData<BoothDetail>(queryKeys.boothDetail(id), (d) => (d ? { ...d, like_cnt: count } : d));
      qc.setQueriesData<BoothListItem[]>({ queryKey: ['booths', 'list'] }, (list) =>
        Array.isArray(list) && list.some((b) => b.booth_id === id) ? list.map((b) => (b.booth_id === id ? { ...b, like_cnt: count } : b)) : list,
      );
      return null;
    }
    case 'ranking':
      void qc.invalidateQueries({ queryKey: ['booths', 'list'], predicate: (q) => isRecord(q.queryKey[2]) && !!q.queryKey[2].top_liked_3 });
      return null;
    case 'post':
      void qc.invalidateQueries({ queryKey: queryKeys.board });
      if (data.category === 'Event') void qc.invalidateQueries({ queryKey: queryKeys.booths });
      return null;
    case 'events':
      void qc.invalidateQueries({ queryKey: queryKeys.booths });
      void qc.invalidateQueries({ queryKey: queryKeys.events() });
      return null;
    case 'stage':
      void qc.invalidateQueries({ queryKey: ['stage'] });
      return null;
    case 'status': {
      const id = Number(data.booth_id);
      if (!Number.isFinite(id)) return null;
      boothStatusStore.apply(data as unknown as BoothStatusEvent);
      if (data.menus_changed) void qc.invalidateQueries({ queryKey: queryKeys.boothDetail(id) });
      return null;
    }
    case 'booths':
      // Staff created or deleted a booth in the console: lists, the map and that booth's page read again.
      void qc.invalidateQueries({ queryKey: queryKeys.booths });
      return null;
    case 'queue':
      // A line changed: handed to the queue's stores where their code is loaded (a page showing a line, or a
      // device holding a ticket); they patch the line and read the visitor's tickets again if one of them moved.
      toQueue(data);
      // The booth admin's line (src/api/queue.ts queueKeys.admin) is read again.
      void qc.invalidateQueries({ queryKey: ['queue', 'admin', Number(data.booth_id)] });
      return null;
    case 'festival':
      // Staff changed the festival (or a festival file was imported): dates, slots and hours take the new values on
      // every open page; the timetable and the locations (an import brings its own) are read again.
      if (looksLikeFestival(data)) {
        setFestival(data);
        void qc.invalidateQueries({ queryKey: ['stage'] });
        void qc.invalidateQueries({ queryKey: ['locations'] });
        void qc.invalidateQueries({ queryKey: ['plans'] });
      }
      return null;
    case 'map':
      // Staff changed the campus map, its locations or a building's plan: /map and the console read them again
      // (an open building's plan at once; the others when next opened).
      void qc.invalidateQueries({ queryKey: ['locations'] });
      void qc.invalidateQueries({ queryKey: ['plans'] });
      return null;
    case 'credits':
      // Staff added, edited, moved or removed a person of the credits: an open /developers reads its list again.
      void qc.invalidateQueries({ queryKey: queryKeys.developers() });
      return null;
    case 'refetch':
      void qc.invalidateQueries();
      boothStatusStore.invalidate();
      toQueue(null);
      return null;
    default:
      return null;
  }
}
