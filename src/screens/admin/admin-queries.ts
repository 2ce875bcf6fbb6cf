// Reads of the admin screens. Admins see their own writes at once, so these are never "fresh".
import { queryOptions } from '@tanstack/react-query';
import type { BoardPost, EventSummary } from '@contract/types';
import { listEvents, listLosts, listNotices } from '@/api/board';
import { queryKeys } from '@/api/query-client';

export const myNoticesQuery = () =>
  queryOptions({ queryKey: [...queryKeys.board, 'notices'] as const, queryFn: ({ signal }) => listNotices(signal), staleTime: 0 });

export const myLostsQuery = () =>
  queryOptions({ queryKey: [...queryKeys.board, 'losts'] as const, queryFn: ({ signal }) => listLosts(signal), staleTime: 0 });

export const myEventsQuery = () =>
  queryOptions({ queryKey: [...queryKeys.events(), 'admin'] as const, queryFn: ({ signal }) => listEvents(signal), staleTime: 0 });

/** Spec §6: only posts whose writer is the logged-in name, never the urgent notice; newest first. */
export function ownPosts(posts: readonly BoardPost[], name: string): BoardPost[] {
  if (!name) return [];
  const seen = new Set<number>();
  return posts
    .filter((p) => p.writer === name && !p.is_emergency && !seen.has(p.id) && (seen.add(p.id), true))
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
}

/** The events written by this admin (their booth's events), newest first. */
export function ownEvents(events: readonly EventSummary[], name: string): EventSummary[] {
  if (!name) return [];
  return events.filter((e) => e.writer === name).sort((a, b) => b.id - a.id);
}
