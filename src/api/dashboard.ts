// The organiser dashboard's read (issue 20) and its query options (its key is in ./query.ts with the others;
// the options stay here, so that every visitor's first paint, which loads ./query.ts, does not carry them).
import { queryOptions } from '@tanstack/react-query';
import { API_PATHS } from '@contract/paths';
import type { DashboardResponse } from '@contract/types';
import { request } from './client';
import { queryKeys } from './query';

export function readDashboard(uid: string, day: string | null, signal?: AbortSignal): Promise<DashboardResponse> {
  return request<DashboardResponse>(API_PATHS.adminDashboard, { query: day ? { uid, day } : { uid }, signal });
}

/** Refreshed every 30 s while open: live visitors and the current hour move. */
export const DASHBOARD_REFRESH_MS = 30_000;

export const dashboardQuery = (uid: string, day: string | null) =>
  queryOptions({
    queryKey: queryKeys.dashboard(uid, day),
    queryFn: ({ signal }) => readDashboard(uid, day, signal),
    staleTime: 0,
    refetchInterval: DASHBOARD_REFRESH_MS,
    retry: false,
  });
