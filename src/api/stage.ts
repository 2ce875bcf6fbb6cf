// Stage timetable of one festival day at one hour slot (Korea time).
import { API_PATHS } from '@contract/paths';
import type { StageScheduleResponse } from '@contract/types';
import { request } from './client';

export async function getStageSchedule(date: string, slot: string, signal?: AbortSignal): Promise<StageScheduleResponse> {
  const data = await request<Partial<StageScheduleResponse>>(API_PATHS.stage(date, slot), { signal });
  // Missing lists mean "nothing there", not a broken screen.
  return {
    date: data?.date ?? date,
    slot: data?.slot ?? slot,
    club: {
      current_slot: data?.club?.current_slot ?? [],
      remaining: data?.club?.remaining ?? [],
    },
    celebrity: data?.celebrity ?? [],
  };
}
