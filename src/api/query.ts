// One queryOptions factory per screen read, with the stable keys of ./query-client.ts.
import { queryOptions } from '@tanstack/react-query';
import type { EmergencyNotice } from '@contract/types';
import { getEmergency, getEvent, getPost, getRelated, listEvents } from './board';
import { getSuccessCount } from './game';
import { queryKeys } from './query-client';
import { getStageSchedule } from './stage';
import { pageBlock } from '@/lib/page-blocks';

export const stageQuery = (date: string, slot: string) =>
  queryOptions({
    queryKey: queryKeys.stage(date, slot),
    queryFn: ({ signal }) => getStageSchedule(date, slot, signal),
  });

export const postQuery = (id: number | string) =>
  queryOptions({
    queryKey: queryKeys.post(id),
    queryFn: ({ signal }) => getPost(id, signal),
  });

export const relatedQuery = (id: number | string) =>
  queryOptions({
    queryKey: queryKeys.related(id),
    queryFn: ({ signal }) => getRelated(id, signal),
  });

/** The urgent notice the server wrote into the page (server/static.ts); undefined when the page has none. */
function readPageUrgent(): EmergencyNotice | null | undefined {
  const text = pageBlock('urgent-notice');
  if (!text) return undefined;
  try {
    const v: unknown = JSON.parse(text);
    if (v === null) return null;
    const n = v as Partial<EmergencyNotice>;
    return typeof n.id === 'number' && typeof n.title === 'string' && typeof n.content === 'string' ? (v as EmergencyNotice) : undefined;
  } catch {
    return undefined;
  }
}

let pageUrgentTaken = false;
/** Forgets that the page's notice was taken (the server renders page after page in one process). */
export function resetPageUrgent(): void {
  pageUrgentTaken = false;
}
/** The page's notice, for the first query made on this page only (a query made again later reads the server). */
function takePageUrgent(): EmergencyNotice | null | undefined {
  if (pageUrgentTaken) return undefined;
  pageUrgentTaken = true;
  return readPageUrgent();
}

/**
 * The page's notice is the first answer and counts as old (read again at once): home lays the notice's bar out
 * with the page instead of pushing everything below it down when the answer comes.
 */
export const emergencyQuery = () =>
  queryOptions({
    queryKey: queryKeys.emergency(),
    queryFn: ({ signal }) => getEmergency(signal),
    initialData: takePageUrgent,
    initialDataUpdatedAt: 0,
  });

export const eventsQuery = () =>
  queryOptions({
    queryKey: queryKeys.events(),
    queryFn: ({ signal }) => listEvents(signal),
  });

/** Spec §4: event detail is fetched once and cached per id. */
export const eventQuery = (id: number | string) =>
  queryOptions({
    queryKey: queryKeys.event(id),
    queryFn: ({ signal }) => getEvent(id, signal),
    staleTime: Infinity,
  });

export const successCountQuery = () =>
  queryOptions({
    queryKey: queryKeys.successCount(),
    queryFn: ({ signal }) => getSuccessCount(signal),
  });

