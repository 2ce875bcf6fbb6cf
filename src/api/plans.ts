// GET /api/plans/<location id>: a building's detail plan (its uploaded image, or null for the sample's drawn shapes,
// and its booth labels' spots per date and day/night). /map reads it only when a building is opened; the live event
// `map` invalidates it (src/live/live-events.ts). Staff's calls are src/api/console-plans.ts.
import { queryOptions } from '@tanstack/react-query';
import type { BuildingPlan } from '@contract/building-plans';
import { API_PATHS } from '@contract/paths';
import { request } from './client';

export const plansKey = ['plans'] as const;
export const planKey = (locationId: number) => [...plansKey, locationId] as const;

export const getPlan = (locationId: number, signal?: AbortSignal): Promise<BuildingPlan> => request<BuildingPlan>(API_PATHS.plan(locationId), { signal });

export const planQuery = (locationId: number) => queryOptions({ queryKey: planKey(locationId), queryFn: ({ signal }) => getPlan(locationId, signal) });
