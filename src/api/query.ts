// One queryOptions factory per screen read, with the stable keys of ./query-client.ts.
import { queryOptions } from '@tanstack/react-query';
import { getEmergency, getEvent, getPost, getRelated, listEvents } from './board';
import { listDevelopers } from './developers';
import { getSuccessCount } from './game';
import { queryKeys } from './query-client';
import { getStageSchedule } from './stage';

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
