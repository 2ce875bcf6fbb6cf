// The organiser dashboard's read (issue 20) and its query options. Kept out of ./query.ts on purpose: that
// module is on every visitor's first paint, and this one belongs to the lazy admin screen alone.
import { queryOptions } from '@tanstack/react-query';
import { API_PATHS } from '@contract/paths';
import type { DashboardResponse } from '@contract/types';
import { request } from './client';

export function readDashboard(uid: string, day: string | null, signal?: AbortSignal): Promise<DashboardResponse> {
  return request<DashboardResponse>(API_PATHS.adminDashboard, { query: day ? { uid, day } : { uid }, signal });
}

/** Refreshed every 30 s while open: live visitors and the current hour move. */
export const DASHBOARD_REFRESH_MS = 30_000;

export const dashboardQuery = (uid: string, day: string | null) =>
  queryOptions({
    queryKey: ['admin', 'dashboard', uid, day ?? 'today'] as const,
    queryFn: ({ signal }) => readDashboard(uid, day, signal),
    staleTime: 0,
    refetchInterval: DASHBOARD_REFRESH_MS,
    retry: false,
  });
