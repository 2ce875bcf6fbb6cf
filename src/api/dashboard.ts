// The organiser dashboard's read (issue 20) and its query options: here and not in ./query.ts, which every
// visitor's first paint loads.
import { DASHBOARD_PATHS } from '@contract/dashboard';
import { queryOptions } from '@tanstack/react-query';
import type { DashboardResponse } from '@contract/types';
import { request } from './client';
// Imported for the bundler's chunk graph only: a lazy screen reaching TanStack Query without ./query made the
// bundler split TanStack's helpers out of the first-paint chunk (+0.6 kB gzip on every route).
import './query-client';

export function readDashboard(uid: string, day: string | null, signal?: AbortSignal): Promise<DashboardResponse> {
  return request<DashboardResponse>(DASHBOARD_PATHS.dashboard, { query: day ? { uid, day } : { uid }, signal });
}

/** Refreshed every 30 s while open: live visitors and the current hour move. */
export const DASHBOARD_REFRESH_MS = 30_000;

export const dashboardQuery = (uid: string, day: string | null) =>
  queryOptions({
    queryKey: ['admin', 'dashboard', uid, day] as const,
    queryFn: ({ signal }) => readDashboard(uid, day, signal),
    staleTime: 0,
    refetchInterval: DASHBOARD_REFRESH_MS,
    retry: false,
  });
