// TanStack Query setup and one queryOptions factory per screen read, with stable keys.
import { QueryClient, queryOptions } from '@tanstack/react-query';
import { TIMING } from '@contract/constants';
import type { BoothListRequest } from '@contract/types';
import { getBoothDetail, listBooths } from './booths';
import { getEmergency, getEvent, getPost, getRelated, listEvents } from './board';
import { listDevelopers } from './developers';
import { getSuccessCount } from './game';
import { getStageSchedule } from './stage';

/** Spec §7: fresh for 5 minutes, no refetch on focus; one retry for reads, none for writes. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: TIMING.staleMs, refetchOnWindowFocus: false, retry: 1 },
      mutations: { retry: 0 },
    },
  });
}

/** Drops undefined fields and sorts keys, so equal requests share one cache entry. */
export function stableRequest(req: BoothListRequest): BoothListRequest {
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(req).sort()) {
    const v = (req as Record<string, unknown>)[k];
    if (v !== undefined) out[k] = Array.isArray(v) ? [...v].sort() : v;
  }
  return out as BoothListRequest;
}

export const queryKeys = {
  booths: ['booths'] as const,
  boothList: (req: BoothListRequest) => ['booths', 'list', stableRequest(req)] as const,
  boothDetail: (id: number | string) => ['booths', 'detail', String(id)] as const,
  stage: (date: string, slot: string) => ['stage', date, slot] as const,
  board: ['board'] as const,
  /** Every page of the board list (live events and writes invalidate them all): ./board-pages.ts adds the page. */
  boardList: () => ['board', 'list'] as const,
  post: (id: number | string) => ['board', 'post', String(id)] as const,
  related: (id: number | string) => ['board', 'related', String(id)] as const,
  emergency: () => ['board', 'emergency'] as const,
  events: () => ['board', 'events'] as const,
  event: (id: number | string) => ['board', 'event', String(id)] as const,
  successCount: () => ['game', 'success-count'] as const,
  developers: () => ['developers'] as const,
};

export const boothListQuery = (req: BoothListRequest) =>
  queryOptions({
    queryKey: queryKeys.boothList(req),
    queryFn: ({ signal }) => listBooths(req, signal),
  });

export const boothDetailQuery = (id: number | string) =>
  queryOptions({
    queryKey: queryKeys.boothDetail(id),
    queryFn: ({ signal }) => getBoothDetail(id, signal),
  });

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

export const emergencyQuery = () =>
  queryOptions({
    queryKey: queryKeys.emergency(),
    queryFn: ({ signal }) => getEmergency(signal),
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

export const developersQuery = () =>
  queryOptions({
    queryKey: queryKeys.developers(),
    queryFn: ({ signal }) => listDevelopers(signal),
  });
